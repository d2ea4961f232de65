import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { Highlight, Prism } from 'prism-react-renderer';
import { codeTheme } from '../../../src/features/codeBlocks/logic/codeTheme';
import { highlightLines } from '../../../src/features/codeBlocks/logic/highlightLines';
import { loadMarkdownSources } from '../../support/markdownSources';

/**
 * What the classic theme's CodeBlock/Content and Line render for a line's tokens, through
 * prism-react-renderer itself: the reference the build's highlighting must equal.
 */
function stockLines(code: string, language: string): string[] {
  const lines: string[] = [];
  renderToStaticMarkup(
    <Highlight code={code} language={language} theme={codeTheme} prism={Prism}>
      {({ tokens, getTokenProps }): ReactNode => {
        for (const line of tokens) {
          const shown =
            line.length === 1 && line[0]?.content === '\n' ? [{ ...line[0], content: '' }] : line;
          lines.push(
            renderToStaticMarkup(
              <>
                {shown.map((token, index) => (
                  <span key={index} {...getTokenProps({ token })} />
                ))}
              </>,
            ),
          );
        }
        return null;
      }}
    </Highlight>,
  );
  return lines;
}

describe('highlightLines', () => {
  it('colours tokens with the code theme', () => {
    const [line] = highlightLines('tar xzf bundle.tar.gz', 'bash', codeTheme);
    expect(line).toBe(
      '<span class="token function" style="color:var(--cognibot-code-function)">tar</span>' +
        '<span class="token plain"> xzf bundle.tar.gz</span>',
    );
  });

  it('gives one entry per line, empty lines included', () => {
    const lines = highlightLines('{\n\n  "a": 1\n}', 'json', codeTheme);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('<span class="token plain" style="display:inline-block"></span>');
  });

  it('escapes markup in the code', () => {
    const [line] = highlightLines('<b>&"\'</b>', 'text', codeTheme);
    expect(line).toBe('<span class="token plain">&lt;b&gt;&amp;&quot;&#x27;&lt;/b&gt;</span>');
  });

  it('leaves a language without a grammar plain', () => {
    expect(highlightLines('SELECT 1 -- cobol?', 'cobol', codeTheme)).toEqual([
      '<span class="token plain">SELECT 1 -- cobol?</span>',
    ]);
  });

  it('uses the extra grammars of the config (http)', () => {
    const [line] = highlightLines('GET /api/v1/health HTTP/1.1', 'http', codeTheme);
    expect(line).toContain('token request-line');
  });

  const fences = loadMarkdownSources().flatMap((source) => {
    const found: [string, string, string][] = [];
    visit(source.tree, 'code', (node) => {
      found.push([source.file, node.lang?.toLowerCase() ?? 'text', node.value]);
    });
    return found;
  });

  it('finds the fences of the docs', () => {
    expect(fences.length).toBeGreaterThan(100);
  });

  it.each(fences)(
    '%s: a %s fence renders exactly as prism-react-renderer renders it',
    (_file, language, code) => {
      expect(highlightLines(code, language, codeTheme)).toEqual(stockLines(code, language));
    },
  );
});
