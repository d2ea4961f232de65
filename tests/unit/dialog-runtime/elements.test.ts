import { describe, expect, it } from 'vitest';
import { chatWith, keywordSkill, texts } from './harness';

const dialog = (elements: string): string => `schema: cognibot.dialog/v1
id: main
name: Test
start: first
elements:
${elements}`;

describe('message element', () => {
  it('fills templates, offers quick replies and continues on next', () => {
    const chat = chatWith([
      keywordSkill(
        'Greet',
        'hi',
        dialog(`  - id: first
    type: message
    text: "Hi {{ user.name ?? \\"there\\" }}, ticket {{ conversation.ticket.number }}."
    quickReplies:
      - label: Main menu
      - label: Talk to an agent
        value: agent
    next: second
  - id: second
    type: message
    text: Bye
    next: end`),
      ),
    ]);
    chat.conversation.state.preset({ 'conversation.ticket': { number: 'INC1' } });
    const turn = chat.send('hi');
    expect(texts(turn)).toEqual(['Hi there, ticket INC1.', 'Bye']);
    const first = turn.outputs[0];
    expect(first?.kind === 'text' ? first.quickReplies : []).toEqual([
      { label: 'Main menu', value: 'Main menu' },
      { label: 'Talk to an agent', value: 'agent' },
    ]);
  });

  it('does not send a text whose template has no value, logs CB-1031 and continues', () => {
    const chat = chatWith([
      keywordSkill(
        'Greet',
        'hi',
        dialog(`  - id: first
    type: message
    text: "Hi {{ user.nickname }}"
    next: second
  - id: second
    type: message
    text: Next
    next: end`),
      ),
    ]);
    expect(chat.say('hi')).toEqual(['Next']);
    expect(chat.codes()).toEqual(['CB-1031']);
  });

  it('picks an alternative with the random source and cuts texts at 4,096 characters', () => {
    const long = 'x'.repeat(5000);
    const skill = keywordSkill(
      'Greet',
      'hi',
      dialog(`  - id: first
    type: message
    text: "{{ conversation.long }}"
    next: second
  - id: second
    type: message
    text: One
    alternatives: [Two, Three]
    next: end`),
    );
    const chat = chatWith([skill], { random: () => 0.9 });
    chat.conversation.state.preset({ 'conversation.long': long });
    const said = chat.say('hi');
    expect(said[0]).toHaveLength(4096);
    expect(said[1]).toBe('Three');
  });
});
