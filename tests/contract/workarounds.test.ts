import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { repositoryUrl } from '../../src/config/repository';

/*
 * Canaries for the workarounds that lean on Docusaurus internals (docs-dev/upstream/). Each one
 * reads the real build/ and fails when its workaround stops taking effect, which a Docusaurus
 * upgrade can do without any build error: a private path moves, a file name changes, a class-name
 * key is renamed. Run after `npm run build`.
 */

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('No site in build/: run `npm run build` before the contract tests.');
}
const jsDir = path.join(buildDir, 'assets', 'js');
const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const scriptText = new Map(
  scripts.map((file) => [file, readFileSync(path.join(jsDir, file), 'utf8')]),
);

function scriptsContaining(text: string): string[] {
  return scripts.filter((file) => scriptText.get(file)?.includes(text));
}

function page(route: string) {
  return load(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
}

/** A docs page with shell code fences, so every canary below has something to look at. */
const docsPage = 'docs/installation';

describe('codeBlocks: Prism grammars load on demand (src/features/codeBlocks/index.ts)', () => {
  // The bash grammar's own token name; only the chunk that highlights code in the browser has it.
  const bashGrammarMarker = 'shebang';

  it('main.js has no Prism grammar: theme-classic’s prism-include-languages module is aliased away', () => {
    const main = scripts.filter((file) => /^main\.[\da-f]+\.js$/.test(file));
    expect(main).toHaveLength(1);
    expect(scriptsContaining(bashGrammarMarker)).not.toContain(main[0]);
  });

  it('the grammars are still in the build, in a chunk of their own', () => {
    expect(scriptsContaining(bashGrammarMarker).length).toBeGreaterThan(0);
  });
});

describe('codeBlocks: build-time highlighting uses theme-classic’s CSS-module classes', () => {
  const stylesheets = readdirSync(path.join(buildDir, 'assets', 'css'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(buildDir, 'assets', 'css', file), 'utf8'))
    .join('\n');
  // Classes that are not theme-classic's CSS modules: Prism's, the language's and Infima's.
  const globalClass = /^(?:prism-code|language-.+|thin-scrollbar)$/;

  it('each class of a prehighlighted block is one the built stylesheet defines', () => {
    const $ = page(docsPage);
    const blocks = $('pre.prism-code').toArray();
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      for (const element of [block, ...$(block).children('code').toArray()]) {
        const moduleClasses = ($(element).attr('class') ?? '')
          .split(/\s+/)
          .filter((name) => name !== '' && !globalClass.test(name));
        // An undefined key of a renamed module class would leave the element with none at all.
        expect(moduleClasses, `${element.tagName} of a code block`).not.toHaveLength(0);
        for (const name of moduleClasses) expect(stylesheets).toContain(`.${name}`);
      }
    }
  });
});

describe('scriptsAfterFirstPaint: the HTML lists the route’s chunks (src/plugins/scriptsAfterFirstPaint)', () => {
  it('a docs page preloads, beside runtime and main, the chunk with its own content', () => {
    const $ = page(docsPage);
    expect(
      $('script[src]').toArray(),
      'no <script src>: the inline loader starts them',
    ).toHaveLength(0);
    const preloaded = $('link[rel="preload"][as="script"][data-app-script]')
      .toArray()
      .map((link) => path.basename($(link).attr('href') ?? ''));
    expect(preloaded.filter((file) => /^(?:runtime~main|main)\./.test(file))).toHaveLength(2);
    // Without the client manifest's origins the HTML names only the entry scripts, and the
    // route's chunks start inside main.js's task.
    const title = $('h1').first().text().trim();
    expect(title).not.toBe('');
    expect(preloaded.some((file) => scriptText.get(file)?.includes(title))).toBe(true);
  });
});

describe('slimDocsVersionProp: the docs version prop loses its doc descriptions', () => {
  it('the chunk with the version’s doc map has titles and no descriptions', () => {
    const versionChunks = scriptsContaining('"pluginId":"default","version":"current"');
    expect(versionChunks.length).toBeGreaterThan(0);
    for (const file of versionChunks) {
      const text = scriptText.get(file) ?? '';
      expect(text).toMatch(/"docs":\{"[^"]+":\{"id":"[^"]+","title":/);
      // The props file's path is matched by a regex on Docusaurus's generated-files layout.
      expect(text, file).not.toContain('"description":');
    }
  });
});

describe('offline: the PWA plugin runs with options that skipped its validateOptions', () => {
  it('the service worker precaches the pages and caches the search box’s files', () => {
    const serviceWorker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
    expect(serviceWorker).toContain('docs/installation/index.html');
    const swCustomChunks = readdirSync(buildDir).filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(path.join(buildDir, file), 'utf8').includes('cognibot-search-box'),
    );
    expect(swCustomChunks.length).toBeGreaterThan(0);
  });

  it('pages link the web app manifest from pwaHead', () => {
    expect(page(docsPage)('link[rel="manifest"]').attr('href')).toBe('/manifest.json');
  });
});

describe('readerToolsChunk: the reader tools every page renders share one chunk', () => {
  const readerToolsChunks = scripts.filter((file) => /^reader-tools\.[\da-f]+\.js$/.test(file));

  it('the chunk exists', () => {
    expect(readerToolsChunks).toHaveLength(1);
  });

  // One text from each module the cache group's path test names; a module that moved away from
  // the path it matches lands back in every page type's own chunk.
  it.each([
    ['the copy-page menu', 'Copy page'],
    ['the agent directive', 'lists the Markdown of every page'],
    ['the Enlarge button', 'Enlarge diagram'],
    ['the "Read offline" control', 'Offline reading could not be loaded'],
    ['the edit link', repositoryUrl],
  ])('%s is in it and in no other chunk', (_tool, text) => {
    expect(scriptsContaining(text)).toEqual(readerToolsChunks);
  });
});
