import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  pageScripts,
  scriptHashSource,
} from '../../../src/features/serving/inlineScripts';

const colourMode = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const loader = '!function(){let e=Array.from(document.querySelectorAll("link"))}()';

describe('pageScripts', () => {
  it('finds the inline scripts a browser runs, as their raw text, and skips data blocks', () => {
    const html = `<!doctype html><html><head>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script src="/assets/js/main.js"></script>
      <script type="module">import "/a.js"</script>
      <script type="text/javascript">a &amp;&amp; b</script>
      <script type="application/json">{"data":1}</script>
      </head><body><script>${colourMode}</script><script>${loader}</script></body></html>`;
    expect(pageScripts(html)).toEqual({
      inlineScripts: ['import "/a.js"', 'a &amp;&amp; b', colourMode, loader],
      forbidden: [],
    });
  });

  it('reports inline event handlers and javascript: URLs, which no hash allows', () => {
    const html =
      '<link rel="preload" onload="this.rel=\'stylesheet\'"><a href=" javascript:alert(1)">x</a>' +
      '<a href="/docs/javascript:guide">fine</a>';
    expect(pageScripts(html).forbidden).toEqual([
      '<link onload="this.rel=\'stylesheet\'">',
      '<a href=" javascript:alert(1)">',
    ]);
  });
});

describe('scriptHashSource', () => {
  it('is the CSP source for the SHA-256 of the UTF-8 text', () => {
    const script = 'document.title = "Café"';
    const digest = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
    expect(scriptHashSource(script)).toBe(`'sha256-${digest}'`);
    // The well-known hash of the empty script, as browsers compute it.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes every page once per distinct script, sorted', () => {
    const page = `<script>${colourMode}</script><script>${loader}</script>`;
    const hashes = inlineScriptHashes(
      new Map([
        ['index.html', page],
        ['docs/index.html', `${page}<script>location.replace("/docs/introduction")</script>`],
      ]),
    );
    expect(hashes).toEqual(
      [colourMode, loader, 'location.replace("/docs/introduction")'].map(scriptHashSource).sort(),
    );
  });

  it('names the pages that hold inline code no hash can allow', () => {
    expect(() =>
      inlineScriptHashes(new Map([['blog/index.html', '<img src="x.png" onerror="go()">']])),
    ).toThrow(/blog\/index\.html: <img onerror="go\(\)">/);
  });
});
