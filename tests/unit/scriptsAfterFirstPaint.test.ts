// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import scriptsAfterFirstPaintPlugin, {
  ssrTemplate,
} from '../../src/plugins/scriptsAfterFirstPaint';

// The entry scripts, then a route's chunks: the template treats every script of the page alike.
const pageScripts = [
  'assets/js/runtime~main.11.js',
  'assets/js/main.22.js',
  'assets/js/3b8c55ea.33.js',
];

const siteContext = { generatedFilesDir: '/site/.docusaurus' } as LoadContext;

/** What the template renders for the scripts, and what the inline script starts. */
const scriptPreloads = pageScripts
  .map(
    (script) =>
      `<link rel="preload" as="script" fetchpriority="low" href="/${script}" data-app-script>`,
  )
  .join('');

const templateData = {
  appHtml: '<main>Server-rendered page</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  headTags: '<link rel="icon" href="/img/favicon.svg">',
  preBodyTags: '<svg style="display:none"></svg>',
  postBodyTags: '<script>start()</script>',
  metaAttributes: ['<title>Installation</title>'],
  scripts: pageScripts,
  stylesheets: ['assets/css/styles.33.css'],
  noIndex: false,
  version: '3.10.2',
};

/** Docusaurus renders templates without the whitespace between tags; so does this comparison. */
function withoutWhitespaceBetweenTags(html: string): string {
  return html.replace(/>\s+</g, '><').trim();
}

async function render(template: string): Promise<string> {
  return withoutWhitespaceBetweenTags((await compileSSGTemplate(template))(templateData));
}

describe('the SSG template', () => {
  it('is the stock template with the scripts preloaded instead of run by <script defer>', async () => {
    const stock = await render(stockTemplate);
    const ours = await render(ssrTemplate);
    const deferredScripts = pageScripts
      .map((script) => `<script src="/${script}" defer></script>`)
      .join('');
    expect(stock).toContain(deferredScripts);
    expect(ours).toBe(stock.replace(deferredScripts, scriptPreloads));
    expect(ours).not.toMatch(/<script src=/);
  });
});

type PaintCallback = (
  entries: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** A PerformanceObserver stand-in that lets a test deliver paint entries. */
function installPaintObserver(supportedEntryTypes: string[]) {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint(name: string): void {
      for (const record of observers.filter((candidate) => !candidate.disconnected))
        record.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => (record.disconnected = true) },
        );
    },
  };
}

/** The loader exactly as the plugin inlines it into every page. */
function runInlinedLoader(): void {
  const tags = scriptsAfterFirstPaintPlugin(siteContext).injectHtmlTags?.({
    content: undefined,
  }) as { postBodyTags: string[] } | undefined;
  const source = /^<script>([\s\S]*)<\/script>$/.exec(tags?.postBodyTags[0] ?? '')?.[1];
  if (source === undefined) throw new Error('the plugin injects no inline <script>');
  // Compiled on its own, without this module's scope, like the page's inline script.
  runInThisContext(source);
}

function startedScripts(): { src: string | null; async: boolean }[] {
  return Array.from(document.head.querySelectorAll('script'), (script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));
}

// The src attribute as the template wrote it: webpack finds a chunk's <script> by that attribute,
// so it waits on the started one instead of adding its own.
const expectedScripts = pageScripts.map((script) => ({ src: `/${script}`, async: false }));

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

describe('the inline script that starts the preloaded scripts', () => {
  beforeEach(() => {
    document.head.innerHTML = scriptPreloads;
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, then starts every preloaded script once, in order', () => {
    setVisibility('visible');
    const paints = installPaintObserver(['paint', 'navigation']);
    runInlinedLoader();
    expect(startedScripts()).toEqual([]);

    paints.paint('first-paint');
    expect(startedScripts()).toEqual([]);

    paints.paint('first-contentful-paint');
    expect(startedScripts()).toEqual(expectedScripts);

    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(startedScripts()).toEqual(expectedScripts);
  });

  it('starts at once in a tab hidden while it loads, which reports no paint', () => {
    setVisibility('hidden');
    installPaintObserver(['paint']);
    runInlinedLoader();
    expect(startedScripts()).toEqual(expectedScripts);
  });

  it('starts at once in a browser that reports no paints', () => {
    setVisibility('visible');
    installPaintObserver(['navigation']);
    runInlinedLoader();
    expect(startedScripts()).toEqual(expectedScripts);
  });

  it('starts at once in a browser without PerformanceObserver', () => {
    setVisibility('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    runInlinedLoader();
    expect(startedScripts()).toEqual(expectedScripts);
  });

  it('starts when the tab is hidden before its first paint', () => {
    setVisibility('visible');
    installPaintObserver(['paint']);
    runInlinedLoader();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(startedScripts()).toEqual(expectedScripts);
  });

  it('starts after 3 s when no paint is ever reported', () => {
    setVisibility('visible');
    installPaintObserver(['paint']);
    runInlinedLoader();
    vi.advanceTimersByTime(2_999);
    expect(startedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(expectedScripts);
  });
});
