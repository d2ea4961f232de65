import { describe, expect, it } from 'vitest';
import { htmlToTwin } from '../../../src/features/readerTools/logic/htmlToMarkdown';
import {
  twinParity,
  visibleArticleText,
  wordsOf,
} from '../../../src/features/readerTools/logic/twinParity';

const pageUrl = 'https://docs.example.com/docs/reference/cli';

function page(body: string): string {
  return `<!doctype html><html><body><nav class="navbar">Docs Blog Search</nav><main><article>
    <nav class="theme-doc-breadcrumbs">Home Reference</nav>
    <p data-markdown-ignore="" aria-hidden="true">For AI agents: the Markdown is elsewhere.</p>
    <div class="theme-doc-markdown markdown"><header><h1>CLI</h1></header>${body}</div>
    <footer class="theme-doc-footer">Edit this page Last updated on Nov 25, 2026</footer>
    </article></main></body></html>`;
}

describe('words of a text', () => {
  it('are lower-cased runs of letters and digits, whatever the punctuation', () => {
    expect(wordsOf('`cognibot-cli` exports  **5.2**: Café_au_lait!')).toEqual([
      'cognibot',
      'cli',
      'exports',
      '5',
      '2',
      'café',
      'au',
      'lait',
    ]);
  });
});

describe('visible text of the article', () => {
  it('keeps the rendered text, hidden tab panels included, and drops what is only for people', () => {
    const text = visibleArticleText(
      page(
        '<div class="tabs-container"><ul role="tablist"><li role="tab">Compose</li></ul>' +
          '<div role="tabpanel" hidden><p>Run compose.</p></div></div>' +
          '<button>Copy</button><div data-markdown-ignore=""><p>Playground</p></div>',
      ),
    );
    expect(wordsOf(text)).toEqual(['cli', 'compose', 'run', 'compose']);
  });

  it('separates the words of adjacent cells and blocks', () => {
    expect(
      wordsOf(visibleArticleText(page('<table><tr><td>a<td>b</table><p>c</p><p>d</p>'))),
    ).toEqual(['cli', 'a', 'b', 'c', 'd']);
  });

  it('says so when the page has no article', () => {
    expect(() => visibleArticleText('<html><body><p>x</p></body></html>')).toThrow(/no <article>/);
  });
});

describe('twin parity', () => {
  const body =
    '<p>Run <code>cognibot export --project prj_7f3k2m9q</code> to export.</p>' +
    '<table><thead><tr><th>Exit code<th>Meaning<tbody><tr><td>0<td>Done<tr><td>3<td>Not found</table>' +
    '<div class="tabs-container"><ul role="tablist"><li role="tab">Linux</li><li role="tab">Windows</li></ul>' +
    '<div role="tabpanel"><p>Use the tarball.</p></div><div role="tabpanel" hidden><p>Use the installer.</p></div></div>';

  it('finds nothing missing in the twin the conversion writes', () => {
    const html = page(body);
    const { markdown } = htmlToTwin({ kind: 'doc', html, pageUrl });
    const parity = twinParity(html, markdown);
    expect(parity.pageWords).toBeGreaterThan(20);
    expect(parity.missingWords).toEqual([]);
  });

  it('names each word the twin lost, as often as it lost it', () => {
    const html = page(body);
    const { markdown } = htmlToTwin({ kind: 'doc', html, pageUrl });
    const withoutSecondTab = markdown.replace('Use the installer.', '');
    expect(twinParity(html, withoutSecondTab).missingWords).toEqual(['use', 'the', 'installer']);
  });

  it('does not count a word of a link destination as text of the twin', () => {
    const html = page('<p>See the exit codes.</p>');
    const markdown = '# CLI\n\nSee the [codes](https://docs.example.com/docs/exit).\n';
    expect(twinParity(html, markdown).missingWords).toEqual(['exit']);
  });
});
