import { describe, expect, it } from 'vitest';
import { createExampleNlu, type Skill } from '../../../src/features/dialog/runtime';
import { chatWith, skill } from './harness';

const asking = (question: string, variable: string): string => `schema: cognibot.dialog/v1
id: main
name: Ask
start: ask
elements:
  - id: ask
    type: input
    prompt: "${question}"
    expect: number
    retries: 1
    variable: ${variable}
    paths:
      valid: done
      invalid: gave_up
  - id: done
    type: message
    text: "Done with {{ ${variable} }}"
    next: end
  - id: gave_up
    type: message
    text: Giving up.
    next: end`;

const telling = (text: string): string => `schema: cognibot.dialog/v1
id: main
name: Tell
start: tell
elements:
  - id: tell
    type: message
    text: "${text}"
    next: end`;

/** A skill that keeps a value in skill scope and then asks a question. */
const order: Skill = skill({
  name: 'Order laptop',
  triggers: [{ type: 'keyword', keywords: ['order laptop'], match: 'contains' }],
  dialogs: [
    `schema: cognibot.dialog/v1
id: main
name: Order
start: remember
elements:
  - id: remember
    type: set_state
    assignments:
      - variable: skill.model
        value: T14
    next: ask
  - id: ask
    type: input
    prompt: How many?
    expect: number
    retries: 1
    variable: skill.count
    paths:
      valid: done
      invalid: done
  - id: done
    type: message
    text: "{{ skill.count ?? 0 }} x {{ skill.model }}"
    next: end`,
  ],
});

const hours = skill({
  name: 'Office hours',
  triggers: [{ type: 'keyword', keywords: ['office hours'], match: 'contains' }],
  dialogs: [telling('We are open 8 to 17.')],
});
const menu = skill({
  name: 'Menu',
  triggers: [{ type: 'keyword', keywords: ['menu'], match: 'wholeMessage' }],
  dialogs: [telling('Main menu')],
});

describe('interruption, suspension and resumption', () => {
  it('suspends an interruptible skill with its skill values and asks its question again after the other skill ends', () => {
    const chat = chatWith([order, hours]);
    expect(chat.say('I want to order laptop')).toEqual(['How many?']);
    expect(chat.say('what are your office hours?')).toEqual(['We are open 8 to 17.', 'How many?']);
    expect(chat.conversation.active?.skill.name).toBe('Order laptop');
    expect(chat.say('2')).toEqual(['2 x T14']);
  });

  it('keeps the retries an interrupted question has used', () => {
    const chat = chatWith([order, hours]);
    chat.say('order laptop');
    chat.say('lots');
    chat.say('office hours');
    expect(chat.say('many')).toEqual(['0 x T14']);
  });

  it('gives the interrupting skill its own empty skill scope', () => {
    const peek = skill({
      name: 'Peek',
      triggers: [{ type: 'keyword', keywords: ['peek'], match: 'contains' }],
      dialogs: [telling('model {{ skill.model ?? \\"none\\" }}')],
    });
    const chat = chatWith([order, peek]);
    chat.say('order laptop');
    expect(chat.say('peek')).toEqual(['model none', 'How many?']);
  });

  it('ends the interrupted skill when Resume after interruption is off', () => {
    const noResume: Skill = { ...order, resumeAfterInterruption: false };
    const chat = chatWith([noResume, hours]);
    chat.say('order laptop');
    expect(chat.say('office hours')).toEqual(['We are open 8 to 17.']);
    expect(chat.conversation.active).toBeUndefined();
  });

  it('does not let contains keywords interrupt a non-interruptible skill: the message is a wrong answer', () => {
    const locked: Skill = { ...order, interruptible: false };
    const chat = chatWith([locked, hours, menu]);
    chat.say('order laptop');
    expect(chat.say('office hours')).toEqual(["Sorry, I didn't get that. How many?"]);
    expect(chat.conversation.active?.skill.name).toBe('Order laptop');
  });

  it('lets a whole-message keyword interrupt even a non-interruptible skill', () => {
    const locked: Skill = { ...order, interruptible: false };
    const chat = chatWith([locked, menu]);
    chat.say('order laptop');
    expect(chat.say('Menu')).toEqual(['Main menu', 'How many?']);
    expect(chat.say('3')).toEqual(['3 x T14']);
  });

  it('keeps at most three suspended skills; a fourth interruption ends the oldest', () => {
    const askers = ['one', 'two', 'three', 'four', 'five'].map((name) =>
      skill({
        name,
        triggers: [{ type: 'keyword', keywords: [`start ${name}`], match: 'contains' }],
        dialogs: [asking(`${name}?`, `skill.${name}`)],
      }),
    );
    const chat = chatWith(askers);
    for (const name of ['one', 'two', 'three', 'four', 'five']) chat.say(`start ${name}`);
    expect(chat.conversation.suspended.map((run) => run.skill.name)).toEqual([
      'two',
      'three',
      'four',
    ]);
    expect(chat.say('5')).toEqual(['Done with 5', 'four?']);
    expect(chat.say('4')).toEqual(['Done with 4', 'three?']);
    expect(chat.say('3')).toEqual(['Done with 3', 'two?']);
    expect(chat.say('2')).toEqual(['Done with 2']);
  });

  it('restarts a skill whose own trigger fires while it waits', () => {
    const chat = chatWith([order]);
    chat.say('order laptop');
    expect(chat.say('order laptop please')).toEqual(['How many?']);
    expect(chat.conversation.suspended).toEqual([]);
  });
});

describe('picking a skill', () => {
  const nlu = createExampleNlu({
    'password.reset': ['reset my password'],
    'account.unlock': ['unlock my account'],
  });
  const reset = skill({
    name: 'Reset password',
    suggestionLabel: 'Reset my password',
    triggers: [{ type: 'intent', intent: 'password.reset', minConfidence: 0.75 }],
    dialogs: [telling('Resetting {{ skill.intentName }} {{ skill.intentConfidence }}')],
  });
  const unlock = skill({
    name: 'Unlock account',
    suggestionLabel: 'Unlock my account',
    triggers: [{ type: 'intent', intent: 'account.unlock' }],
    dialogs: [telling('Unlocking')],
  });

  it('matches a whole-message keyword ignoring case and extra spaces, but not with punctuation', () => {
    const chat = chatWith([menu]);
    expect(chat.say('  MENU ')).toEqual(['Main menu']);
    expect(chat.say('Menu!')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
  });

  it('starts a skill by intent and writes the intent name and score to skill scope', () => {
    const chat = chatWith([reset, unlock], { nlu });
    expect(chat.say('please reset my password')).toEqual(['Resetting password.reset 0.86']);
  });

  it('asks which skill was meant when the two best intents are within 0.10', () => {
    const chat = chatWith([reset, unlock], {
      nlu: () => [
        { intent: 'password.reset', confidence: 0.8 },
        { intent: 'account.unlock', confidence: 0.75 },
      ],
    });
    const turn = chat.send('my login is broken');
    expect(turn.outputs).toMatchObject([
      {
        text: 'Which of these did you mean?',
        quickReplies: [{ label: 'Reset my password' }, { label: 'Unlock my account' }],
      },
    ]);
    expect(chat.say('Unlock my account')).toEqual(['Unlocking']);
  });

  it('logs CB-3010 and runs the Fallback skill when no intent reaches its threshold', () => {
    const chat = chatWith([reset], { nlu });
    expect(chat.say('what is the weather')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
    expect(chat.codes()).toEqual(['CB-3010']);
  });

  it('logs CB-3001 when skills have intent triggers but no NLU model is linked', () => {
    const chat = chatWith([reset]);
    chat.say('reset my password');
    expect(chat.codes()).toEqual(['CB-3001']);
  });

  it('re-asks a waiting question (using a retry) when nothing matches', () => {
    const chat = chatWith([order, reset], { nlu });
    chat.say('order laptop');
    expect(chat.say('blue')).toEqual(["Sorry, I didn't get that. How many?"]);
    expect(chat.codes()).toEqual(['CB-3010']);
  });

  it('answers from linked KM projects above their threshold before the Fallback skill', () => {
    const knowledge = (text: string) =>
      text.includes('print')
        ? {
            answer: 'Use the Follow-Me queue.',
            confidence: 0.8,
            citations: [
              { title: 'Printing guide', source: 'wiki', url: 'https://wiki.example.com/print' },
            ],
          }
        : { answer: 'Maybe this?', confidence: 0.4 };
    const chat = chatWith([hours], { knowledge });
    expect(chat.say('how do I print')).toEqual([
      'Use the Follow-Me queue.\n\nSources: Printing guide',
    ]);
    expect(chat.say('what is the weather')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
  });

  it('ignores disabled skills and skills not selected for the channel', () => {
    const disabled: Skill = { ...hours, enabled: false };
    const teamsOnly: Skill = { ...menu, channels: ['msteams'] };
    const chat = chatWith([disabled, teamsOnly]);
    expect(chat.say('office hours')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
    expect(chat.say('menu')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
  });

  it('ignores a disabled trigger and a trigger narrowed to other channels, but keeps the skill', () => {
    const narrowed: Skill = {
      ...hours,
      triggers: [
        { type: 'keyword', keywords: ['office hours'], match: 'contains', enabled: false },
        { type: 'keyword', keywords: ['opening times'], match: 'contains', channels: ['msteams'] },
        { type: 'keyword', keywords: ['when are you open'], match: 'contains' },
      ],
    };
    const fallback = "Sorry, I didn't understand that. Could you say it in other words?";
    const webchat = chatWith([narrowed]);
    expect(webchat.say('office hours')).toEqual([fallback]);
    expect(webchat.say('opening times')).toEqual([fallback]);
    expect(webchat.say('when are you open')).toEqual(['We are open 8 to 17.']);
    const teams = chatWith([narrowed], { channel: 'msteams' });
    expect(teams.say('opening times')).toEqual(['We are open 8 to 17.']);
  });

  it('runs the conversation.end skill even in a non-interruptible skill, and resumes no run', () => {
    const survey = skill({
      name: 'Survey',
      triggers: [{ type: 'event', event: 'conversation.end' }],
      dialogs: [telling('Thanks for chatting!')],
    });
    const chat = chatWith([{ ...order, interruptible: false }, hours, survey]);
    chat.say('order laptop');
    const turn = chat.send({ type: 'event', name: 'conversation.end' });
    expect(turn.outputs).toMatchObject([{ text: 'Thanks for chatting!' }]);
    expect(turn.ended).toBe(true);
  });

  it('ends a suspended run when its skill starts again, so the old question is not asked again', () => {
    const floor = skill({
      name: 'Floor',
      triggers: [{ type: 'keyword', keywords: ['floor'], match: 'contains' }],
      dialogs: [asking('Which floor?', 'skill.floor')],
    });
    const chat = chatWith([order, floor]);
    expect(chat.say('order laptop')).toEqual(['How many?']);
    expect(chat.say('floor')).toEqual(['Which floor?']);
    expect(chat.say('order laptop')).toEqual(['How many?']);
    expect(chat.say('2')).toEqual(['2 x T14', 'Which floor?']);
    expect(chat.say('3')).toEqual(['Done with 3']);
  });

  it('matches contains keywords as whole words only, ignoring case', () => {
    const chat = chatWith([hours]);
    expect(chat.say('OFFICE   HOURS?')).toEqual(['We are open 8 to 17.']);
    expect(chat.say('officehours')).toEqual([
      "Sorry, I didn't understand that. Could you say it in other words?",
    ]);
  });

  it('starts event skills, which respect a waiting non-interruptible skill', () => {
    const idle = skill({
      name: 'Idle',
      triggers: [{ type: 'event', event: 'user.idle' }],
      dialogs: [telling('Still there?')],
    });
    const chat = chatWith([order, idle]);
    chat.say('order laptop');
    expect(chat.send({ type: 'event', name: 'user.idle' }).outputs).toMatchObject([
      { text: 'Still there?' },
      { text: 'How many?' },
    ]);
    const locked = chatWith([{ ...order, interruptible: false }, idle]);
    locked.say('order laptop');
    expect(locked.send({ type: 'event', name: 'user.idle' }).outputs).toEqual([]);
  });

  it('lets a waiting form’s cancel label win over a whole-message keyword with the same word', () => {
    const report = skill({
      name: 'Report',
      triggers: [{ type: 'keyword', keywords: ['report'], match: 'wholeMessage' }],
      dialogs: [
        `schema: cognibot.dialog/v1
id: main
name: Report
start: form
elements:
  - id: form
    type: form
    mode: stepwise
    fields:
      - id: summary
        label: Summary?
        variable: skill.summary
    paths:
      submitted: done
      canceled: stopped
  - id: done
    type: message
    text: Sent.
    next: end
  - id: stopped
    type: message
    text: Form canceled.
    next: end`,
      ],
    });
    const cancelSkill = skill({
      name: 'Cancel',
      triggers: [{ type: 'keyword', keywords: ['cancel'], match: 'wholeMessage' }],
      dialogs: [telling('Cancel skill ran')],
    });
    const chat = chatWith([report, cancelSkill]);
    expect(chat.say('report')).toEqual(['Summary?']);
    expect(chat.say('Cancel')).toEqual(['Form canceled.']);
    expect(chat.conversation.active).toBeUndefined();
    expect(chat.say('cancel')).toEqual(['Cancel skill ran']);
  });

  it('ends the waiting and suspended skills instead of resuming them when a skill with Ends other skills starts', () => {
    const stop = skill({
      name: 'Stop',
      triggers: [{ type: 'keyword', keywords: ['cancel'], match: 'wholeMessage' }],
      dialogs: [telling('Stopped.')],
      endsOtherSkills: true,
    });
    const chat = chatWith([order, hours, stop]);
    chat.say('order laptop');
    const locked = skill({
      name: 'Locked',
      triggers: [{ type: 'keyword', keywords: ['locked'], match: 'contains' }],
      dialogs: [asking('Which floor?', 'skill.floor')],
      interruptible: false,
    });
    const withSuspended = chatWith([order, locked, stop]);
    withSuspended.say('order laptop');
    expect(withSuspended.say('locked')).toEqual(['Which floor?']);
    expect(withSuspended.conversation.suspended.map((run) => run.skill.name)).toEqual([
      'Order laptop',
    ]);
    expect(withSuspended.say('cancel')).toEqual(['Stopped.']);
    expect(withSuspended.conversation.active).toBeUndefined();
    expect(withSuspended.conversation.suspended).toEqual([]);
    expect(chat.say('cancel')).toEqual(['Stopped.']);
    expect(chat.conversation.active).toBeUndefined();
    const resuming = chatWith([order, { ...stop, endsOtherSkills: false }]);
    resuming.say('order laptop');
    expect(resuming.say('cancel')).toEqual(['Stopped.', 'How many?']);
  });
});
