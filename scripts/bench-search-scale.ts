/**
 * `npm run bench:search-scale`: how the search box fares as the docs grow. For each scale (1×, 3×
 * and 10× today's docs; SEARCH_SCALES=1,3 picks others) it writes synthetic docs from the real
 * pages (scripts/searchScale/syntheticDocs.ts), builds the site with them
 * (scripts/searchScale.config.ts) into build-search-scale/, and prints one Markdown table: build
 * wall time and peak memory, the box's index bytes, and for a fixed set of queries the time from
 * the first keystroke to the first result and the bytes fetched until then, in Chromium on a cold
 * cache under Lighthouse's mobile network (typing starts 1 s after the page has loaded), and the
 * keystroke-to-results latency once the index is loaded (desktop, no throttling).
 *
 * BENCH_LOCK=<file> takes turns with other jobs through an flock(1) lock on that file, one turn
 * per scale for its build and measurements; BENCH_RUNS (default 1) repeats each cold first search;
 * SEARCH_SCALE_SKIP_BUILD=1 measures the builds already in build-search-scale/ again.
 * Figures only: nothing here passes or fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { withBrowserAndBuilds } from './harness';
import { withLock } from './harness/lock';
import {
  keystrokeLatencies,
  kb,
  median,
  mobileNetwork,
  percentile,
  recordFetches,
  typedPrefixes,
  watchPostingsPieces,
  type Fetched,
} from './harness/measure';
import { boxIndexFiles, indexedWords } from './searchScale/indexFigures';
import { writeSyntheticDocs } from './searchScale/syntheticDocs';

const root = process.cwd();
const workDir = path.join(root, 'build-search-scale');
const scales = (process.env.SEARCH_SCALES ?? '1,3,10').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const lockFile = process.env.BENCH_LOCK;
const skipBuild = process.env.SEARCH_SCALE_SKIP_BUILD === '1';
const pageRoute = '/docs/installation';
/** One query of each form: plain word, two words, prefix, fuzzy, field. */
const queries = ['webhook', 'audit logs', 'deploy*', 'webhok~1', 'title:rasa'];
const typedWords = ['install', 'webhook', 'audit', 'retention', 'teams', 'whatsapp', 'condition'];
const box = {
  input: 'input[role=combobox]',
  results: 'form[role=search] [role=listbox]',
  labelsQuery: true,
};

interface BuildFigures {
  seconds: number;
  peakKb: number;
}

/** Builds the site at a scale, timed by GNU time; its output goes to a log file beside it. */
function build(scale: number, docs: string, out: string): BuildFigures {
  const figuresFile = `${out}.time`;
  const log = `${out}.log`;
  const command = [
    '/usr/bin/time',
    ...['-f', '%e %M', '-o', figuresFile],
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ...['build', '--config', 'scripts/searchScale.config.ts', '--out-dir', out],
  ];
  console.error(`Building ${String(scale)}× into ${path.relative(root, out)}/ (log: ${log}) ...`);
  const result = spawnSync(command[0] as string, command.slice(1), {
    cwd: root,
    env: { ...process.env, SEARCH_SCALE_DOCS: docs },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1024 * 1024 * 256,
  });
  writeFileSync(log, `${result.stdout.toString()}\n${result.stderr.toString()}`);
  if (result.status !== 0) throw new Error(`The ${String(scale)}× build failed; see ${log}.`);
  const [seconds = Number.NaN, peakKb = Number.NaN] = readFileSync(figuresFile, 'utf8')
    .trim()
    .split('\n')
    .at(-1)
    ?.split(' ')
    .map(Number) ?? [Number.NaN, Number.NaN];
  return { seconds, peakKb };
}

interface FirstResult {
  query: string;
  ms: number;
  fetched: Fetched;
}

/**
 * A cold page load on the mobile network; 1 s after it has loaded, hydrated and prefetched its
 * links, a click in the box and the query typed. From the first keystroke to the first result of the whole query.
 */
async function firstResult(
  browser: Browser,
  origin: string,
  dir: string,
  query: string,
): Promise<FirstResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fetches = await recordFetches(page, dir);
  await fetches.session.send('Network.emulateNetworkConditions', mobileNetwork);
  await page.goto(`${origin}${pageRoute}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated=true]');
  // Docusaurus prefetches the routes the page links to once it has loaded: those bytes are the
  // page's, not the search's.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const done = `${box.results}[data-query=${JSON.stringify(query)}] [role=option]`;
  await page.evaluate((done) => {
    const times = window as unknown as {
      benchStart?: number;
      benchEnd?: number;
      benchEndEpoch?: number;
    };
    addEventListener(
      'keydown',
      () => {
        times.benchStart ??= performance.now();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (document.querySelector(done) === null) return;
      document.body.getBoundingClientRect(); // forces style and layout
      times.benchEnd = performance.now();
      times.benchEndEpoch = performance.timeOrigin + times.benchEnd;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, done);
  fetches.start();
  await page.click(box.input);
  await page.keyboard.type(query);
  const elapsed = await page
    .waitForFunction(
      () => {
        const times = window as unknown as { benchStart?: number; benchEnd?: number };
        return times.benchEnd === undefined || times.benchStart === undefined
          ? undefined
          : times.benchEnd - times.benchStart;
      },
      undefined,
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      const state = await page.evaluate(
        (box) => ({
          typed: document.querySelector<HTMLInputElement>(box.input)?.value,
          results: document.querySelector<HTMLElement>(box.results)?.outerHTML.slice(0, 300),
        }),
        box,
      );
      throw new Error(`No result for "${query}": ${JSON.stringify(state)}`, { cause: error });
    });
  const ms = (await elapsed.jsonValue()) as number;
  // Same clock as the page's: bytes that arrived after the first result do not count.
  const resultAt = await page.evaluate(
    () => (window as unknown as { benchEndEpoch: number }).benchEndEpoch,
  );
  const fetched = await fetches.stop(resultAt);
  await context.close();
  return { query, ms, fetched };
}

/**
 * Keystroke to results once the index is loaded, on a desktop page without throttling: after a
 * first search, once the worker has fetched every postings piece in the background.
 */
async function keystrokes(browser: Browser, origin: string, dir: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const allPiecesLoaded = watchPostingsPieces(page, dir);
  await page.goto(`${origin}${pageRoute}`);
  await page.waitForSelector('html[data-has-hydrated=true]');
  await page.click(box.input);
  await page.waitForSelector('form[data-index-state=ready]');
  // Warms the code paths, and starts the background fetch of the pieces.
  await keystrokeLatencies(page, box, typedPrefixes(['credentials']));
  await allPiecesLoaded();
  const samples = await keystrokeLatencies(page, box, typedPrefixes(typedWords));
  await context.close();
  return samples.map((sample) => sample.ms);
}

interface ScaleFigures {
  scale: number;
  pages: number;
  words: number;
  build: BuildFigures;
  indexBrotli: number;
  indexGzip: number;
  indexFiles: number;
  first: FirstResult[];
  keystrokes: number[];
}

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.mdx?$/.test(name),
  ).length;
}

async function measureScale(scale: number): Promise<ScaleFigures> {
  const docs = path.join(workDir, `docs-${String(scale)}x`);
  const out = path.join(workDir, `site-${String(scale)}x`);
  const buildFile = `${out}.build.json`;
  // One turn of the lock for the build and the measurements, so no other job runs in between.
  const { buildFigures, measured } = await withLock(lockFile, async () => {
    let buildFigures: BuildFigures;
    if (skipBuild && existsSync(buildFile)) {
      buildFigures = JSON.parse(readFileSync(buildFile, 'utf8')) as BuildFigures;
    } else {
      writeSyntheticDocs(path.join(root, 'docs'), docs, scale);
      buildFigures = build(scale, docs, out);
      writeFileSync(buildFile, JSON.stringify(buildFigures));
    }
    const measured = await withBrowserAndBuilds([out], async ({ browser, servers: [server] }) => {
      const first: FirstResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        for (const query of queries)
          first.push(await firstResult(browser, server.origin, out, query));
      }
      return { first, keystrokes: await keystrokes(browser, server.origin, out) };
    });
    return { buildFigures, measured };
  });
  const files = boxIndexFiles(out);
  return {
    scale,
    pages: countPages(docs),
    words: indexedWords(out),
    build: buildFigures,
    indexBrotli: files.reduce((sum, file) => sum + file.brotli, 0),
    indexGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    indexFiles: files.length,
    ...measured,
  };
}

function printTable(all: ScaleFigures[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    '\n| Scale | Docs pages | Indexed words | Build wall time | Build s per 1k words | Build peak RSS | Box index files (br / gzip) | First result, median (max) | Bytes before first result, median (max) | Keystroke → results p95 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const figures of all) {
    const times = figures.first.map((sample) => sample.ms);
    const bytes = figures.first.map((sample) => sample.fetched.wire);
    console.log(
      `| ${String(figures.scale)}× | ${String(figures.pages)} | ${figures.words.toLocaleString('en')} | ${figures.build.seconds.toFixed(0)} s | ${(figures.build.seconds / (figures.words / 1000)).toFixed(2)} | ${(figures.build.peakKb / 1024 / 1024).toFixed(2)} GB | ${String(figures.indexFiles)} files, ${kb(figures.indexBrotli)} / ${kb(figures.indexGzip)} | ${seconds(median(times))} (${seconds(Math.max(...times))}) | ${kb(median(bytes))} (${kb(Math.max(...bytes))}) | ${percentile(figures.keystrokes, 95).toFixed(1)} ms |`,
    );
  }
  console.log('\nFirst result per query (ms; bytes on the wire from the first keystroke):');
  for (const figures of all) {
    const line = figures.first
      .map((sample) => `\`${sample.query}\` ${sample.ms.toFixed(0)} ms, ${kb(sample.fetched.wire)}`)
      .join('; ');
    console.log(`- ${String(figures.scale)}×: ${line}`);
  }
  const sample = all.at(-1)?.first[0];
  if (sample) {
    console.log(
      `\nFetched for the first query at ${String(all.at(-1)?.scale)}×: ${sample.fetched.files.join(', ')}`,
    );
  }
  const [one = 0, five = 0] = loadavg();
  console.log(
    `\nChromium, ${pageRoute}, cold cache, ${String(runs)} run(s) per query; network ${(mobileNetwork.downloadThroughput / 1024).toFixed(0)} KB/s down, ${String(mobileNetwork.latency)} ms round trip; ` +
      `${String(cpus().length)} CPUs, load average ${one.toFixed(1)} / ${five.toFixed(1)} (1/5 min) at the end.`,
  );
}

async function main(): Promise<void> {
  mkdirSync(workDir, { recursive: true });
  const all: ScaleFigures[] = [];
  for (const scale of scales) {
    if (!Number.isInteger(scale) || scale < 1) {
      throw new Error(`SEARCH_SCALES holds "${String(scale)}": scales are whole numbers from 1.`);
    }
    all.push(await measureScale(scale));
  }
  printTable(all);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
