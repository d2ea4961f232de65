import { describe, expect, it } from 'vitest';
import siteConfig from '../../../docusaurus.config';
import { DialogFormatValidator } from '../../../src/features/dialog/schema/validateYaml';

const validator = new DialogFormatValidator(siteConfig.url);

function problems(format: Parameters<DialogFormatValidator['validate']>[0], lines: string[]) {
  return validator
    .validate(format, lines.join('\n'))
    .map((problem) => `${problem.line}: ${problem.message}`);
}

const message = [
  'elements:',
  '  - id: greet',
  '    type: message',
  '    text: Hi',
  '    next: end',
];

describe('dialog format validation', () => {
  it('accepts a complete dialog file', () => {
    const dialog = [
      'schema: cognibot.dialog/v1',
      'id: main',
      'name: Main',
      'start: greet',
      ...message,
    ];
    expect(problems('dialog', dialog)).toEqual([]);
  });

  it('names an unknown key at its line', () => {
    expect(problems('dialog-elements', [...message, '    txet: Hi'])).toEqual([
      '6: elements[0]: unknown key "txet"',
    ]);
  });

  it('rejects a key of another element type', () => {
    expect(problems('dialog-elements', [...message, '    prompt: Which account?'])).toEqual([
      '6: elements[0]: unknown key "prompt"',
    ]);
  });

  it('names a missing required key and a wrong element type', () => {
    expect(
      problems('dialog-elements', [
        'elements:',
        '  - id: greet',
        '    type: message',
        '    next: end',
      ]),
    ).toEqual(['2: elements[0]: missing the required key "text"']);
    expect(problems('dialog-elements', ['elements:', '  - id: greet', '    type: mesage'])).toEqual(
      [
        '3: elements[0].type: must be one of "message", "input", "form", "card", "file", "branch", "action", "set_state", "group"',
      ],
    );
  });

  it('reads the limits of src/data/limits.ts', () => {
    const replies = Array.from({ length: 11 }, (_, index) => `      - label: Reply ${index}`);
    expect(problems('dialog-elements', [...message, '    quickReplies:', ...replies])).toEqual([
      '6: elements[0].quickReplies: must NOT have more than 10 items',
    ]);
  });

  it('refuses writes to read-only variables with the rule in words', () => {
    const found = problems('dialog-elements', [
      'elements:',
      '  - id: remember',
      '    type: set_state',
      '    assignments:',
      '      - variable: system.channel',
      '        value: webchat',
      '    next: end',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^5: elements\[0\]\.assignments\[0\]\.variable: "system\.channel" does not fit: .*read-only/,
    );
  });

  it('applies the rules of a mode: receive-only keys on a file that sends', () => {
    expect(
      problems('dialog-elements', [
        'elements:',
        '  - id: send_summary',
        '    type: file',
        '    source: "{{ conversation.summaryPdf.fileId }}"',
        '    maxFiles: 2',
        '    next: end',
      ]),
    ).toEqual(['5: elements[0]: unknown key "maxFiles"']);
  });

  it('checks targets, IDs and exits that a JSON Schema cannot', () => {
    const dialog = [
      'schema: cognibot.dialog/v1',
      'id: main',
      'name: Main',
      'start: greet',
      'elements:',
      '  - id: greet',
      '    type: message',
      '    text: Hi',
      '    next: ask',
      '  - id: greet',
      '    type: message',
      '    text: Again',
      '    next: exit:done',
    ];
    expect(problems('dialog', dialog)).toEqual([
      '9: elements[0].next: no element "ask" in the dialog',
      '10: elements[1].id: the ID "greet" is already used by another element',
      '13: elements[1].next: "exit:done" leaves a group, but this element is not inside one',
    ]);
  });

  it('checks the exits of a group and nesting depth', () => {
    const group = (id: string, indent: string, inner: string[]) => [
      `${indent}- id: ${id}`,
      `${indent}  type: group`,
      `${indent}  exits: [done]`,
      `${indent}  elements:`,
      ...inner,
      `${indent}  paths:`,
      `${indent}    done: end`,
    ];
    const leaf = (indent: string) => [
      `${indent}- id: leaf`,
      `${indent}  type: message`,
      `${indent}  text: Hi`,
      `${indent}  next: exit:finished`,
    ];
    const nested = group(
      'g1',
      '  ',
      group(
        'g2',
        '      ',
        group('g3', '          ', group('g4', '              ', leaf('                  '))),
      ),
    );
    const found = problems('dialog-elements', ['elements:', ...nested]);
    expect(found).toEqual([
      expect.stringMatching(
        /^14: elements\[0\]\.elements\[0\]\.elements\[0\]\.elements\[0\]: groups nest at most 3 levels deep/,
      ),
      '21: elements[0].elements[0].elements[0].elements[0].elements[0].next: the group has no exit "finished" (its exits: done)',
    ]);
  });

  it('reports condition syntax errors with CB-1012', () => {
    const found = problems('dialog-elements', [
      'elements:',
      '  - id: route',
      '    type: branch',
      '    conditions:',
      '      - when: "conversation.priority = 2"',
      '        next: end',
      '    default: end',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^5: elements\[0\]\.conditions\[0\]\.when: CB-1012 syntax error/);
  });

  it('matches card paths to reply buttons', () => {
    const card = [
      'elements:',
      '  - id: pick',
      '    type: card',
      '    cards:',
      '      - title: Laptop',
      '        buttons:',
      '          - id: choose',
      '            label: Order',
      '    paths:',
      '      chose: next_step',
    ];
    expect(problems('dialog-elements', card)).toEqual([
      '9: elements[0].paths: no path for "choose"',
      '9: elements[0].paths: no path for "other"',
      '10: elements[0].paths.chose: "chose" is not a reply button of this element (expected: choose, other)',
    ]);
  });

  it('reports YAML syntax errors at their line', () => {
    expect(problems('dialog-elements', ['elements:', '  - id: a', '   type: message'])).toEqual([
      expect.stringMatching(/^3: YAML: /),
    ]);
  });

  it('validates one element and a skill file', () => {
    expect(problems('dialog-element', ['id: greet', 'type: message', 'text: Hi'])).toEqual([
      '1: missing the required key "next"',
    ]);
    expect(
      problems('skill', [
        'id: skl_1',
        'name: Reset',
        'triggers:',
        '  - type: keyword',
        '    keywords: []',
      ]),
    ).toEqual(['5: triggers[0].keywords: must NOT have fewer than 1 items']);
  });
});

describe('conversation test validation', () => {
  const head = ['name: Reset password', 'steps:'];

  it('accepts the steps of the format', () => {
    expect(
      problems('conversation-test', [
        ...head,
        '  - user: reset my password',
        '  - bot:',
        '      contains: Windows',
        '  - click: Windows',
        '  - expect:',
        '      ended: false',
      ]),
    ).toEqual([]);
  });

  it('names a step with an unknown key', () => {
    expect(problems('conversation-test', [...head, '  - usr: hello'])).toEqual([
      '3: steps[0]: must be exactly one of: user step, click step, submit step, upload step, event step, bot step, expect step',
    ]);
  });

  it('names an unknown key of a bot check', () => {
    expect(problems('conversation-test', [...head, '  - bot:', '      contans: Hi'])).toEqual([
      '4: steps[0].bot: unknown key "contans"',
    ]);
  });

  it('needs outputs or error on a mock, not both', () => {
    expect(
      problems('conversation-test', [
        'name: Reset password',
        'mocks:',
        '  - action: Reset AD password',
        'steps:',
        '  - user: hi',
      ]),
    ).toEqual(['3: mocks[0]: needs exactly one of the keys "outputs", "error"']);
  });

  it('refuses preset state in the skill scope', () => {
    const found = problems('conversation-test', [
      'name: Reset password',
      'state:',
      '  skill.attempts: 1',
      'steps:',
      '  - user: hi',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^3: state: the key "skill\.attempts" does not fit: Preset state takes/,
    );
  });
});
