import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../support/markdownSources';
import { wrapRunnableDialogs } from '../../../src/features/dialog/remarkRunnableDialogs';
import {
  defaultMocks,
  play,
  startSession,
  variablesByScope,
} from '../../../src/features/dialog/runner/session';

const dialog = `schema: cognibot.dialog/v1
id: main
name: Lookup
start: ask
elements:
  - id: ask
    type: input
    prompt: Which account?
    variable: skill.account
    paths:
      valid: find
      invalid: end
  - id: find
    type: action
    name: Find user
    connection: ad
    operation: findUser
    outputs:
      conversation.displayName: result.displayName
    paths:
      success: greet
      error: end
  - id: greet
    type: message
    text: "Found {{ conversation.displayName }}"
    next: end
`;

describe('the Run control', () => {
  it('wraps dialog files and elements fragments, keeping the code block inside', () => {
    const fragment =
      'elements:\n  - id: thanks\n    type: message\n    text: Thanks\n    next: end';
    const { tree } = parseMarkdown(
      [
        `\`\`\`yaml title="skills/a/dialogs/main.yaml"\n${dialog}\`\`\``,
        `\`\`\`yaml title="skills/a/dialogs/main.yaml"\n${fragment}\n\`\`\``,
        '```yaml\nelements: []\n```',
        '```yaml title="skills/a/skill.yaml"\nid: skl_a\nname: A\n```',
        '```yaml\nelements:\n  - id: x\nmore: 1\n```',
      ].join('\n\n'),
    );
    wrapRunnableDialogs(tree);
    const [whole, part, empty, skill, mixed] = tree.children;
    expect(whole).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'RunnableDialog',
      attributes: [
        { name: 'source', value: dialog.trimEnd() },
        { name: 'title', value: 'skills/a/dialogs/main.yaml' },
        { name: 'kind', value: 'dialog' },
      ],
      children: [{ type: 'code' }],
    });
    expect(part).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'RunnableDialog',
      attributes: [
        { name: 'source', value: fragment },
        { name: 'title', value: 'skills/a/dialogs/main.yaml, from thanks' },
        { name: 'kind', value: 'fragment' },
      ],
      children: [{ type: 'code' }],
    });
    expect([empty, skill, mixed]).toMatchObject([
      { type: 'code' },
      { type: 'code' },
      { type: 'code' },
    ]);
  });

  it('starts an elements fragment at its first element', () => {
    const started = startSession(
      'elements:\n  - id: thanks\n    type: message\n    text: Thanks\n    next: end',
      '{}',
      'webchat',
    );
    if (!started.ok) throw new Error('the fragment should load');
    expect(started.session.transcript).toMatchObject([{ from: 'bot', output: { text: 'Thanks' } }]);
  });

  it('starts the dialog with mocks for every action and plays the reader’s messages', () => {
    expect(JSON.parse(defaultMocks(dialog))).toEqual({ 'Find user': { outputs: {} } });
    const started = startSession(
      dialog,
      '{"Find user": {"outputs": {"displayName": "Dana"}}}',
      'webchat',
    );
    if (!started.ok) throw new Error('the dialog should load');
    expect(started.session.transcript).toMatchObject([
      { from: 'bot', output: { text: 'Which account?' } },
    ]);
    const after = play(started.session, { type: 'text', text: 'dana' }, 'dana');
    expect(after.transcript.slice(1)).toMatchObject([
      { from: 'user', text: 'dana' },
      { from: 'bot', output: { text: 'Found Dana' } },
    ]);
    expect(variablesByScope(after).find(([scope]) => scope === 'conversation')).toEqual([
      'conversation',
      [['conversation.displayName', '"Dana"']],
    ]);
  });

  it('reports YAML errors with their line, bad action results, and unmocked actions', () => {
    expect(
      startSession('elements:\n  - id: a\n    text: Hi: there\n', '{}', 'webchat'),
    ).toMatchObject({ ok: false, problems: [{ line: 3 }] });
    expect(startSession(dialog, '{"Find user": 3}', 'webchat')).toMatchObject({
      ok: false,
      problems: [
        {
          message:
            'Action results: "Find user" needs "outputs" (an object) or "error" (a text such as "timeout")',
        },
      ],
    });
    const started = startSession(dialog, '{}', 'webchat');
    if (!started.ok) throw new Error('the dialog should load');
    expect(play(started.session, { type: 'text', text: 'dana' }, 'dana').transcript.at(-1)).toEqual(
      {
        from: 'error',
        text: 'unmocked action "Find user": add it to the action results and run again.',
      },
    );
  });
});
