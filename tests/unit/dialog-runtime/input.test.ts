import { describe, expect, it } from 'vitest';
import { chatWith, keywordSkill } from './harness';

const askDialog = (input: string): string => `schema: cognibot.dialog/v1
id: main
name: Ask
start: ask
elements:
  - id: ask
    type: input
${input}
    paths:
      valid: thanks
      invalid: help
  - id: thanks
    type: message
    text: "Got {{ skill.answer ?? conversation.account }}"
    next: end
  - id: help
    type: message
    text: Let me get help.
    next: end`;

const chatAsking = (input: string, declarations = {}) =>
  chatWith([keywordSkill('Ask', 'ask', askDialog(input), {}, declarations)], { declarations });

describe('input element', () => {
  it('accepts a choice by label, value or position and stores the value', () => {
    const input = `    prompt: Which one?
    expect: choice
    choices:
      - label: It's broken
        value: broken
      - label: I lost it
        value: lost
    variable: skill.answer`;
    for (const answer of ["it's BROKEN", 'broken', '1']) {
      const chat = chatAsking(input);
      chat.say('ask');
      expect(chat.say(answer)).toEqual(['Got broken']);
    }
    const chat = chatAsking(input);
    const prompt = chat.send('ask').outputs[0];
    expect(prompt?.kind === 'text' ? prompt.quickReplies.map((reply) => reply.label) : []).toEqual([
      "It's broken",
      'I lost it',
    ]);
  });

  it('asks again with the default retry prompt and takes invalid when the retries are used up', () => {
    const chat = chatAsking(`    prompt: How many?
    expect: number
    retries: 1
    variable: skill.answer`);
    expect(chat.say('ask')).toEqual(['How many?']);
    expect(chat.say('lots')).toEqual(["Sorry, I didn't get that. How many?"]);
    expect(chat.say('many')).toEqual(['Let me get help.']);
    expect(chat.conversation.active).toBeUndefined();
  });

  it('parses numbers, number words, booleans, emails, dates and whole-answer patterns', () => {
    const cases: [string, string, string][] = [
      ['number', 'twelve', 'Got 12'],
      ['number', '-3.5', 'Got -3.5'],
      ['boolean', 'Nope', 'Got false'],
      ['email', 'dana@example.com', 'Got dana@example.com'],
      ['date', 'tomorrow', 'Got 3/15/2025'],
      ['date', 'next Monday', 'Got 3/17/2025'],
      ['date', '14 July', 'Got 7/14/2025'],
    ];
    for (const [expect_, answer, reply] of cases) {
      const chat = chatAsking(`    prompt: Tell me
    expect: ${expect_}
    variable: skill.answer`);
      chat.say('ask');
      expect(chat.say(answer), `${expect_} ${answer}`).toEqual([reply]);
    }
    const chat = chatAsking(`    prompt: Code?
    expect: pattern
    pattern: "AB\\\\d{4}"
    variable: skill.answer`);
    chat.say('ask');
    expect(chat.say('AB 1234')).toEqual(["Sorry, I didn't get that. Code?"]);
    expect(chat.say('  AB1234 ')).toEqual(['Got AB1234']);
  });

  it('checks min and max as a length for text and a range for numbers', () => {
    const chat = chatAsking(`    prompt: Amount?
    expect: number
    min: 1
    max: "{{ project.maxAmount }}"
    variable: skill.answer`);
    chat.project.state.project.set('maxAmount', 10);
    chat.say('ask');
    expect(chat.say('11')).toEqual(["Sorry, I didn't get that. Amount?"]);
    expect(chat.say('10')).toEqual(['Got 10']);
  });

  it('restores the previous value when the validation condition is false', () => {
    const chat = chatAsking(
      `    prompt: Priority?
    expect: number
    validation: "skill.answer <= 3"
    retryPrompt: One to three, please.
    variable: skill.answer`,
    );
    chat.say('ask');
    expect(chat.say('5')).toEqual(['One to three, please.']);
    expect(chat.read('skill.answer')).toBeNull();
    expect(chat.say('2')).toEqual(['Got 2']);
  });

  it('counts an answer whose type does not fit the declared variable as wrong (CB-1015)', () => {
    const chat = chatAsking(
      `    prompt: How many?
    expect: number
    retries: 0
    variable: skill.answer`,
      { 'skill.answer': { type: 'string' } },
    );
    chat.say('ask');
    expect(chat.say('4')).toEqual(['Let me get help.']);
    expect(chat.codes()).toContain('CB-1015');
  });

  it('skips the question when Skip if already set finds a value', () => {
    const chat = chatAsking(`    prompt: Which account?
    variable: conversation.account
    skipIfSet: true`);
    chat.conversation.state.preset({ 'conversation.account': 'jdoe' });
    expect(chat.say('ask')).toEqual(['Got jdoe']);
  });
});
