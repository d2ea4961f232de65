import { describe, expect, it } from 'vitest';
import { DialogLoadError, loadDialog, Project } from '../../../src/features/dialog/runtime';
import { Chat, chatWith, keywordSkill } from './harness';

const dialog = (elements: string): string => `schema: cognibot.dialog/v1
id: main
name: Test
start: first
elements:
${elements}`;

/** A skill that counts its runs in three scopes and reports the counters. */
const counter = keywordSkill(
  'Count',
  'count',
  dialog(`  - id: first
    type: set_state
    assignments:
      - variable: skill.runs
        operation: increment
      - variable: conversation.runs
        operation: increment
      - variable: user.runs
        operation: increment
    next: report
  - id: report
    type: message
    text: "skill {{ skill.runs }}, conversation {{ conversation.runs }}, user {{ user.runs }}"
    next: end`),
);

const dayMs = 86_400_000;

describe('state scopes and their lifetimes', () => {
  it('gives each skill run a new skill scope, keeps conversation values until the conversation ends and user values across conversations', () => {
    const chat = chatWith([counter]);
    expect(chat.say('count')).toEqual(['skill 1, conversation 1, user 1']);
    expect(chat.say('count')).toEqual(['skill 1, conversation 2, user 2']);
    expect(chat.send({ type: 'event', name: 'conversation.end' }).ended).toBe(true);
    expect(chat.say('count')).toEqual(['skill 1, conversation 1, user 3']);
  });

  it('ends a conversation after 30 minutes without a message', () => {
    const chat = chatWith([counter]);
    chat.say('count');
    chat.clock.time += 29 * 60_000;
    expect(chat.say('count')).toEqual(['skill 1, conversation 2, user 2']);
    chat.clock.time += 31 * 60_000;
    expect(chat.say('count')).toEqual(['skill 1, conversation 1, user 3']);
  });

  it('keeps user values for 90 days after the last activity, in every new conversation of the user', () => {
    const project = new Project({ skills: [counter] });
    const first = new Chat(project);
    first.say('count');
    const clock = { time: first.clock.time + 89 * dayMs };
    expect(new Chat(project, { now: clock }).say('count')).toEqual([
      'skill 1, conversation 1, user 2',
    ]);
    const later = { time: clock.time + 91 * dayMs };
    expect(new Chat(project, { now: later }).say('count')).toEqual([
      'skill 1, conversation 1, user 1',
    ]);
    expect(new Chat(project, { now: later }, 'usr_other').say('count')).toEqual([
      'skill 1, conversation 1, user 1',
    ]);
  });

  it('shares project values between conversations and allows writes only to variables marked writable', () => {
    const writer = keywordSkill(
      'Write',
      'write',
      dialog(`  - id: first
    type: set_state
    assignments:
      - variable: project.banner
        value: Maintenance tonight
    next: end`),
      {},
      { 'project.banner': { type: 'string', writable: true } },
    );
    const reader = keywordSkill(
      'Read',
      'read',
      dialog(`  - id: first
    type: message
    text: "{{ project.banner }}"
    next: end`),
    );
    const project = new Project({
      skills: [writer, reader],
      declarations: { 'project.banner': { type: 'string', writable: true } },
    });
    new Chat(project).say('write');
    expect(new Chat(project, {}, 'usr_2').say('read')).toEqual(['Maintenance tonight']);
    const readOnly = new Map([['project.banner', { type: 'string' as const }]]);
    expect(() =>
      loadDialog(
        dialog(`  - id: first
    type: set_state
    assignments:
      - variable: project.banner
        value: x
    next: end`),
        readOnly,
      ),
    ).toThrow(/project.banner is read-only/);
  });

  it('rejects writes to system and identity values when the dialog loads', () => {
    for (const variable of ['system.channel', 'user.name']) {
      expect(() =>
        loadDialog(
          dialog(`  - id: first
    type: set_state
    assignments:
      - variable: ${variable}
        value: x
    next: end`),
        ),
      ).toThrow(DialogLoadError);
    }
  });

  it('fills system values on every turn', () => {
    const chat = chatWith(
      [
        keywordSkill(
          'Where',
          'where',
          dialog(`  - id: first
    type: message
    text: "{{ system.channel }} {{ system.locale }} {{ system.userId }} {{ system.now }}"
    next: end`),
        ),
      ],
      { channel: 'msteams' },
    );
    expect(chat.say('where')).toEqual(['msteams en usr_1 3/14/2025, 9:30 AM']);
  });
});

describe('defaults and unset values', () => {
  const declarations = {
    'conversation.priority': { type: 'number' as const, default: 3 },
    'skill.tries': { type: 'number' as const, default: 10 },
    'conversation.note': { type: 'string' as const },
  };
  const readBack = keywordSkill(
    'Defaults',
    'go',
    dialog(`  - id: first
    type: branch
    conditions:
      - when: "conversation.priority == 3 && isEmpty(conversation.note) && conversation.note == null"
        next: counted
    default: other
  - id: counted
    type: set_state
    assignments:
      - variable: skill.tries
        operation: increment
    next: show
  - id: show
    type: message
    text: "priority {{ conversation.priority ?? \\"none\\" }}, tries {{ skill.tries }}, note {{ conversation.note ?? \\"none\\" }}"
    next: end
  - id: other
    type: message
    text: "priority {{ conversation.priority ?? \\"none\\" }}"
    next: end`),
    {},
    declarations,
  );

  it('reads the declared default until the first write, and null without a default', () => {
    const chat = chatWith([readBack], { declarations });
    expect(chat.say('go')).toEqual(['priority 3, tries 11, note none']);
    // A new skill run starts from the default again.
    expect(chat.say('go')).toEqual(['priority 3, tries 11, note none']);
  });

  it('does not restore the default after clear: the variable reads null', () => {
    const clearer = keywordSkill(
      'Clear',
      'clear',
      dialog(`  - id: first
    type: set_state
    assignments:
      - variable: conversation.priority
        operation: clear
    next: end`),
      {},
      declarations,
    );
    const chat = chatWith([readBack, clearer], { declarations });
    chat.say('clear');
    expect(chat.say('go')).toEqual(['priority none']);
  });

  it('does not send a text that reads a variable without a value and without a fallback (CB-1031)', () => {
    const chat = chatWith(
      [
        keywordSkill(
          'Note',
          'note',
          dialog(`  - id: first
    type: message
    text: "Note: {{ conversation.note }}"
    next: end`),
          {},
          declarations,
        ),
      ],
      { declarations },
    );
    expect(chat.say('note')).toEqual([]);
    expect(chat.codes()).toEqual(['CB-1031']);
  });
});
