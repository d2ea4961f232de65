import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/*
 * What the benchmarks measure with, shared so that their figures mean the same thing: the
 * throttled network, the fetches of a page and its workers, keystroke-to-results latency, and
 * how the figures are summed up and printed.
 */

/** Lighthouse's mobile preset (simulated "slow 4G"): 1.6 Mbps down, 750 Kbps up, 150 ms RTT. */
export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** The nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

export interface Fetched {
  /** Bytes on the wire: bodies as served (compressed) and headers. */
  wire: number;
  /** The fetched files of the build at gzip level 6. */
  gzip: number;
  files: string[];
}

/**
 * What the page and its workers fetch from `start()` on, from the build in `dir`. (The page's own
 * CDP session does not see its workers' requests; Playwright's events do.) The session is the
 * page's, for network emulation.
 */
export async function recordFetches(page: Page, dir: string) {
  const session = await page.context().newCDPSession(page);
  const fetched: Promise<{ url: string; wire: number; finishedAt: number }>[] = [];
  let recording = false;
  page.on('requestfinished', (request) => {
    if (!recording) return;
    const finishedAt = Date.now();
    fetched.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
        finishedAt,
      })),
    );
  });
  return {
    session,
    start() {
      recording = true;
    },
    /** Stops, and sums what was fetched so far, or until `until` (ms since the epoch). */
    async stop(until = Number.POSITIVE_INFINITY): Promise<Fetched> {
      recording = false;
      const done = (await Promise.all(fetched)).filter(({ finishedAt }) => finishedAt <= until);
      const files = done.map(({ url }) =>
        path.join(dir, decodeURIComponent(new URL(url).pathname)),
      );
      return {
        wire: done.reduce((sum, { wire }) => sum + wire, 0),
        gzip: files.reduce((sum, file) => sum + (existsSync(file) ? gzipSize(file) : 0), 0),
        files: done.map(({ url }) => new URL(url).pathname),
      };
    },
  };
}

export interface ResultsBox {
  /** The search input. */
  input: string;
  /** The element whose DOM changes show new results. */
  results: string;
  /** The results element names its query in `data-query`; otherwise any change counts. */
  labelsQuery: boolean;
}

/** Keystroke to results in the DOM (layout included), for each query in turn. */
export async function keystrokeLatencies(
  page: Page,
  box: ResultsBox,
  queries: readonly string[],
): Promise<{ query: string; ms: number }[]> {
  return page.evaluate(
    async ({ box, queries }) => {
      const input = document.querySelector<HTMLInputElement>(box.input);
      const results = document.querySelector<HTMLElement>(box.results);
      if (input === null || results === null) throw new Error('box not ready');
      const samples: { query: string; ms: number }[] = [];
      for (const query of queries) {
        samples.push({
          query,
          ms: await new Promise<number>((resolve, reject) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (box.labelsQuery && results.dataset.query !== query) return;
              document.body.getBoundingClientRect(); // forces style and layout
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(results, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
              input,
              query,
            );
            input.dispatchEvent(new Event('input', { bubbles: true }));
            setTimeout(() => {
              reject(new Error(`no results for "${query}"`));
            }, 5000);
          }),
        });
        // A fast typist's pace, so each keystroke starts from a settled page.
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      return samples;
    },
    { box, queries },
  );
}

/** Every prefix of each word from two letters on, as typing it one key at a time makes them. */
export function typedPrefixes(words: readonly string[]): string[] {
  return words.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, n) => word.slice(0, n + 2)),
  );
}

/**
 * Starts watching the page's requests for the box's postings pieces; the function it returns
 * waits until every piece of the build in `dir` has been fetched (the box fetches those no query
 * needed in the background, after its first answer). A build without pieces needs no wait.
 */
export function watchPostingsPieces(page: Page, dir: string): () => Promise<void> {
  const expected = readdirSync(dir).filter((name) =>
    /^search-box-postings-.*\.json$/.test(name),
  ).length;
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/search-box-postings-')) fetched.add(pathname);
  });
  return async () => {
    const deadline = Date.now() + 120_000;
    while (fetched.size < expected) {
      if (Date.now() > deadline) {
        throw new Error(
          `Only ${String(fetched.size)} of ${String(expected)} postings pieces loaded.`,
        );
      }
      await page.waitForTimeout(100);
    }
  };
}
