import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { codeTheme } from '../../../src/features/codeBlocks/logic/codeTheme';
import rehypePrehighlight from '../../../src/features/codeBlocks/logic/rehypePrehighlight';
import {
  parsePrehighlighted,
  plainLines,
  prehighlightedProperty,
  serializePrehighlighted,
} from '../../../src/features/codeBlocks/logic/prehighlighted';

function code(className: string[] | undefined, children: Element['children']): Element {
  return {
    type: 'element',
    tagName: 'code',
    properties: className ? { className } : {},
    children,
  };
}

function pre(child: Element): Element {
  return { type: 'element', tagName: 'pre', properties: {}, children: [child] };
}

function run(...children: Element[]): void {
  const tree: Root = { type: 'root', children };
  rehypePrehighlight({ theme: codeTheme })(tree);
}

describe('rehypePrehighlight', () => {
  it('highlights a fenced block in its language, without the final line break', () => {
    const block = code(['language-JSON'], [{ type: 'text', value: '{"a": 1}\n' }]);
    run(pre(block));
    const parsed = parsePrehighlighted(block.properties[prehighlightedProperty], '{"a": 1}\n');
    expect(parsed?.language).toBe('json');
    expect(parsed?.code).toBe('{"a": 1}');
    expect(parsed?.lines).toHaveLength(1);
    expect(parsed?.lines[0]).toContain('token property');
  });

  it('reads a block without a language as text', () => {
    const block = code(undefined, [{ type: 'text', value: 'plain words\n' }]);
    run(pre(block));
    expect(
      parsePrehighlighted(block.properties[prehighlightedProperty], 'plain words\n')?.language,
    ).toBe('text');
  });

  it('leaves inline code and code holding other markup alone', () => {
    const inline = code(['language-bash'], [{ type: 'text', value: 'ls' }]);
    const marked = code(
      ['language-bash'],
      [
        {
          type: 'element',
          tagName: 'mark',
          properties: {},
          children: [{ type: 'text', value: 'ls' }],
        },
      ],
    );
    const paragraph: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [inline],
    };
    run(paragraph, pre(marked));
    expect(inline.properties[prehighlightedProperty]).toBeUndefined();
    expect(marked.properties[prehighlightedProperty]).toBeUndefined();
  });
});

describe('parsePrehighlighted', () => {
  const value = serializePrehighlighted({ language: 'bash', code: 'a\nb', lines: ['x', 'y'] });

  it('accepts lines that match the code', () => {
    expect(parsePrehighlighted(value, 'a\nb\n')).toEqual({
      language: 'bash',
      code: 'a\nb',
      lines: ['x', 'y'],
    });
  });

  it.each([
    ['no value', undefined, 'a\nb'],
    ['not JSON', '{lines', 'a\nb'],
    ['no lines', '{"language":"bash"}', 'a\nb'],
    ['a line that is not text', '{"language":"bash","lines":["x",2]}', 'a\nb'],
    ['other code (a line more)', value, 'a\nb\nc'],
  ])('refuses %s, so the code block falls back to Prism', (_case, raw, text) => {
    expect(parsePrehighlighted(raw, text)).toBeUndefined();
  });
});

describe('plainLines', () => {
  it('escapes the code and keeps one entry per line', () => {
    expect(plainLines('<a>\n&')).toEqual([
      '<span class="token plain">&lt;a&gt;</span>',
      '<span class="token plain">&amp;</span>',
    ]);
  });
});
