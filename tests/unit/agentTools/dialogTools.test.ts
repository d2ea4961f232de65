import { describe, expect, it } from 'vitest';
import { runDialog, validateDialog } from '../../../src/features/agentTools/logic/dialogTools';
import { exampleDialog } from '../../../src/features/agentTools/logic/toolDefinitions';
import { fixedNow } from './fixtures';

const lookup = `schema: cognibot.dialog/v1
id: lookup
name: Look up
start: find
elements:
  - id: find
    type: action
    name: Find user
    kind: connection
    connection: directory
    operation: getUser
    outputs:
      conversation.email: result.email
    paths:
      success: found
      error: failed
  - id: found
    type: message
    text: "Found {{conversation.email}}"
    next: end
  - id: failed
    type: message
    text: Lookup failed
    next: end
`;

const greet = exampleDialog;

describe('validate_dialog', () => {
  it('describes a dialog and a fragment that can run', () => {
    expect(validateDialog(greet)).toEqual({
      ok: true,
      result: {
        valid: true,
        kind: 'dialog',
        id: 'greet',
        name: 'Greet',
        start: 'ask_name',
        elements: 2,
      },
    });
    const fragment = validateDialog(
      'elements:\n  - id: hi\n    type: message\n    text: Hi\n    next: end\n',
    );
    expect(fragment.ok && fragment.result).toMatchObject({
      valid: true,
      kind: 'fragment',
      start: 'hi',
    });
  });

  it('lists the problems of a dialog that cannot run, with their lines', () => {
    const broken = validateDialog(greet.replace('valid: hello', 'valid: nowhere'));
    expect(broken.ok && broken.result.valid).toBe(false);
    expect(JSON.stringify(broken)).toContain('nowhere');
    const yaml = validateDialog('schema: [');
    expect(yaml.ok && yaml.result).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          line: 1,
          message: expect.stringContaining('not valid YAML') as unknown,
        }),
      ],
    });
  });
});

describe('run_dialog', () => {
  it('starts the dialog, sends each message and returns the transcript and variables', () => {
    const outcome = runDialog({ yaml: greet, messages: ['Ada'] }, () => fixedNow);
    expect(outcome).toEqual({
      ok: true,
      result: {
        channel: 'webchat',
        transcript: [
          {
            from: 'bot',
            kind: 'text',
            elementId: 'ask_name',
            text: 'What is your name?',
            quickReplies: [],
          },
          { from: 'user', text: 'Ada' },
          { from: 'bot', kind: 'text', elementId: 'hello', text: 'Hello Ada!', quickReplies: [] },
        ],
        variables: {
          conversation: { name: '"Ada"' },
          user: {},
          skill: {},
          project: {},
          system: {
            channel: '"webchat"',
            locale: '"en"',
            userId: '"usr_reader"',
            now: '2025-03-14T09:30:00Z',
          },
        },
        ended: false,
      },
    });
  });

  it('answers actions from actionResults, on the channel asked for', () => {
    const run = (actionResults?: Record<string, unknown>) => {
      const outcome = runDialog(
        {
          yaml: lookup,
          messages: [],
          channel: 'msteams',
          ...(actionResults ? { actionResults } : {}),
        },
        () => fixedNow,
      );
      return outcome.ok
        ? outcome.result.transcript
            .filter((entry) => entry.from === 'bot')
            .map((entry) => entry.text)
        : outcome.error.message;
    };
    expect(run({ 'Find user': { outputs: { email: 'ada@example.com' } } })).toEqual([
      'Found ada@example.com',
    ]);
    expect(run({ 'Find user': { error: 'timeout' } })).toEqual(['Lookup failed']);
    expect(run({ 'Find user': 3 })).toContain('"Find user" needs "outputs"');
  });

  it('refuses a dialog that cannot run, and an unknown channel', () => {
    const outcome = runDialog({ yaml: 'schema: [', messages: [] }, () => fixedNow);
    expect(outcome.ok ? undefined : outcome.error.code).toBe('invalid_dialog');
    expect(outcome.ok ? undefined : outcome.error.message).toMatch(
      /^The dialog cannot run: line 1: The dialog is not valid YAML/,
    );
    const channel = runDialog(
      { yaml: greet, messages: [], channel: 'fax' as 'webchat' },
      () => fixedNow,
    );
    expect(channel.ok ? undefined : channel.error.code).toBe('invalid_input');
  });
});
