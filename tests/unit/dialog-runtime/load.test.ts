import { describe, expect, it } from 'vitest';
import { DialogLoadError, loadDialog, loadSkill } from '../../../src/features/dialog/runtime';

function problems(text: string): DialogLoadError['problems'] {
  try {
    loadDialog(text);
  } catch (error) {
    if (error instanceof DialogLoadError) return error.problems;
    throw error;
  }
  return [];
}

describe('loading dialogs', () => {
  it('reports invalid YAML with its line', () => {
    expect(problems('elements:\n  - id: a\n    text: Hi: there\n    next: end\n')).toEqual([
      {
        message:
          'The dialog is not valid YAML: Nested mappings are not allowed in compact mappings',
        line: 3,
      },
    ]);
  });

  it('names missing keys, unknown types and targets that do not exist', () => {
    expect(problems('elements:\n  - id: a\n    type: message\n    next: end\n')).toEqual([
      { message: 'a (message) is missing `text`' },
    ]);
    expect(problems('elements:\n  - id: a\n    type: video\n')[0]?.message).toMatch(
      /unknown type "video"/,
    );
    expect(
      problems(
        'schema: cognibot.dialog/v1\nid: main\nname: M\nstart: a\nelements:\n  - id: a\n    type: message\n    text: Hi\n    next: b\n',
      ),
    ).toEqual([{ message: 'a.next leads to "b", which does not exist' }]);
    expect(
      problems(
        'schema: cognibot.dialog/v2\nid: main\nname: M\nstart: a\nelements:\n  - id: a\n    type: message\n    text: Hi\n    next: end\n',
      )[0]?.message,
    ).toMatch(/schema must be cognibot.dialog\/v1/);
  });

  it('reports a condition syntax error as CB-1012 when the dialog is loaded, as the Designer does on save', () => {
    expect(
      problems(
        'elements:\n  - id: a\n    type: branch\n    conditions:\n      - when: "conversation.priority = 2"\n        next: end\n    default: end\n',
      )[0],
    ).toMatchObject({ code: 'CB-1012' });
  });

  it('wraps an elements fragment: it starts at the first element and stubs the targets it does not show', () => {
    const { dialog, fragment } = loadDialog(
      'elements:\n  - id: a\n    type: message\n    text: Hi\n    next: not_shown_here\n',
    );
    expect(fragment).toBe(true);
    expect(dialog.start).toBe('a');
    expect(dialog.elements.map((element) => element.id)).toEqual(['a', 'not_shown_here']);
  });

  it('checks group exits: an inner exit must be a path of its group', () => {
    expect(
      problems(`elements:
  - id: g
    type: group
    exits: [done]
    elements:
      - id: a
        type: message
        text: Hi
        next: exit:other
    paths:
      done: end
`),
    ).toEqual([{ message: 'a.next leads to "exit:other", which does not exist' }]);
  });
});

describe('loading skills', () => {
  it('reads triggers and rejects unknown trigger types and match modes', () => {
    const dialog = 'elements:\n  - id: a\n    type: message\n    text: Hi\n    next: end\n';
    const skill = loadSkill(
      'id: skl_1\nname: Hi\ntriggers:\n  - type: keyword\n    keywords: [hi]\n    match: wholeMessage\n',
      [dialog],
    );
    expect(skill.triggers).toEqual([{ type: 'keyword', keywords: ['hi'], match: 'wholeMessage' }]);
    expect(() =>
      loadSkill(
        'id: s\nname: S\ntriggers:\n  - type: keyword\n    keywords: [hi]\n    match: exact\n',
        [],
      ),
    ).toThrow('triggers[0].match must be contains or wholeMessage');
    expect(() => loadSkill('id: s\nname: S\ntriggers:\n  - type: gesture\n', [])).toThrow(
      'triggers[0].type must be intent, keyword or event',
    );
  });
});
