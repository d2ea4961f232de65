/**
 * `npm run bench:search`: measures the search box in Debian's Chromium against the built site and,
 * in the same run, easyops's own box on a second build (COGNIBOT_SEARCH_BOX=easyops), and prints
 * index sizes, first-use times and keystroke-to-results latency. Run `npm run build` first; the
 * easyops build goes to build-search-stock/ and is made when missing (BENCH_REBUILD=1 redoes it).
 * Figures only: nothing here passes or fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { searchTags } from '../src/search/config';
import { chromiumArgs, chromiumExecutablePath } from './chromium';

const root = process.cwd();
const basePort = Number(process.env.BENCH_PORT ?? 4290);
const coldRuns = Number(process.env.BENCH_RUNS ?? 5);
const stockDir = 'build-search-stock';
const pageRoute = '/docs/installation';
const firstQuery = 'install';
/** Typed one key at a time; every prefix from two letters on is one sample. */
const typedWords = [
  'install',
  'webhook',
  'audit',
  'retention',
  'teams',
  'rasa',
  'whatsapp',
  'condition',
  'analytics',
  'provisioning',
  'telephony',
  'dialog',
];
const warmUpWord = 'credentials';

interface Box {
  name: string;
  dir: string;
  port: number;
  input: string;
  /** Present once the box can search. */
  ready: string;
  /** The element whose DOM changes show new results. */
  results: string;
  /** Our box takes a query before its index is ready; easyops's only once it is. */
  typesBeforeReady: boolean;
}

const boxes: Box[] = [
  {
    name: 'ours',
    dir: 'build',
    port: basePort,
    input: 'input[role=combobox]',
    ready: 'form[data-index-state=ready]',
    results: 'form[role=search] [role=listbox]',
    typesBeforeReady: true,
  },
  {
    name: 'easyops',
    dir: stockDir,
    port: basePort + 1,
    input: 'input.navbar__search-input',
    ready: '.navbar__search [role=listbox]',
    results: '.navbar__search [role=listbox]',
    typesBeforeReady: false,
  },
];

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

interface IndexDocument {
  t: string;
}

function indexSizes(): void {
  console.log('\nIndex files (build/)');
  let words = 0;
  let boxGzip = 0;
  let allGzip = 0;
  for (const file of [
    ...searchTags.map((tag) => `search-index-${tag}.json`),
    'search-index.json',
  ]) {
    const text = readFileSync(path.join(root, 'build', file));
    const gzip = gzipSync(text).length;
    allGzip += gzip;
    const usedByBox = file !== 'search-index.json';
    if (usedByBox) {
      boxGzip += gzip;
      const [titles, headings, , , contents] = JSON.parse(text.toString('utf8')) as {
        documents: IndexDocument[];
      }[];
      for (const sub of [titles, headings, contents]) {
        for (const document of sub?.documents ?? []) {
          words += document.t.split(/\s+/).filter(Boolean).length;
        }
      }
    }
    const note = usedByBox ? '' : '  (all tags, for easyops’s /search page only)';
    console.log(
      `  ${file.padEnd(26)} ${kb(text.length).padStart(11)} raw ${kb(gzip).padStart(10)} gzip${note}`,
    );
  }
  console.log(
    `  box fetches (docs + blog):   ${kb(boxGzip)} gzip; with search-index.json ${kb(allGzip)}`,
  );
  console.log(`  indexed words (titles, headings, text): ${words}`);
  console.log(
    `  KB gzip per 1,000 words: ${(boxGzip / 1024 / (words / 1000)).toFixed(2)} (box files)`,
  );
}

async function startServer(box: Box): Promise<ChildProcess> {
  // The binary itself rather than npx, so that killing the child stops the server.
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--dir', box.dir, '--host', '127.0.0.1', '--port', String(box.port), '--no-open'],
    { cwd: root, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${box.port}/`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`${box.dir} was not served on ${url}`);
}

/** Focus, then the first query: times to index ready and to the first rendered results. */
async function firstUse(page: Page, box: Box): Promise<{ ready: number; results: number }> {
  return page.evaluate(
    ({ box, query }) =>
      new Promise<{ ready: number; results: number }>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(box.input);
        if (input === null) {
          reject(new Error(`no ${box.input}`));
          return;
        }
        const setValue = (value: string) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
            input,
            value,
          );
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        let ready: number | undefined;
        let typed = false;
        const hasResults = () =>
          document.querySelector(box.results)?.querySelector('[role=option]') != null &&
          (!box.typesBeforeReady ||
            document.querySelector<HTMLElement>(box.results)?.dataset.query === query);
        const check = () => {
          const now = performance.now();
          if (ready === undefined && document.querySelector(box.ready) !== null) {
            ready = now - start;
            if (!typed) {
              typed = true;
              setValue(query);
            }
          }
          if (ready !== undefined && typed && hasResults()) {
            document.body.getBoundingClientRect(); // forces style and layout
            observer.disconnect();
            resolve({ ready, results: performance.now() - start });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const start = performance.now();
        input.focus();
        if (box.typesBeforeReady) {
          typed = true;
          setValue(query);
        }
        check();
        setTimeout(() => {
          reject(new Error('no results within 20 s'));
        }, 20_000);
      }),
    { box, query: firstQuery },
  );
}

/** Keystroke to results in the DOM (layout included), once the index is ready. */
async function keystrokes(
  page: Page,
  box: Box,
  words: string[],
): Promise<{ query: string; ms: number }[]> {
  const queries = words.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, n) => word.slice(0, n + 2)),
  );
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
              // Ours labels its results with their query; easyops's re-renders on every answer.
              if (box.typesBeforeReady && results.dataset.query !== query) return;
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

async function openPage(browser: Browser, box: Box): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${box.port}${encodeURI(pageRoute)}`);
  await page.waitForSelector('html[data-has-hydrated=true]');
  await page.waitForLoadState('networkidle');
  return page;
}

interface Figures {
  ready: number[];
  firstResults: number[];
  keystrokes: { query: string; ms: number }[];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'build', 'search-index-docs.json'))) {
    throw new Error('Run `npm run build` first.');
  }
  if (process.env.BENCH_REBUILD === '1' || !existsSync(path.join(root, stockDir, 'index.html'))) {
    console.log(`Building the site with easyops's box into ${stockDir}/ ...`);
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', stockDir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, COGNIBOT_SEARCH_BOX: 'easyops' },
    });
    if (build.status !== 0) throw new Error('The easyops build failed.');
  }

  indexSizes();

  const servers = await Promise.all(boxes.map(startServer));
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs],
  });
  const figures = new Map<string, Figures>(
    boxes.map((box) => [box.name, { ready: [], firstResults: [], keystrokes: [] }]),
  );
  try {
    for (let run = 0; run < coldRuns; run += 1) {
      for (const box of run % 2 === 0 ? boxes : [...boxes].reverse()) {
        const page = await openPage(browser, box);
        const first = await firstUse(page, box);
        const boxFigures = figures.get(box.name);
        boxFigures?.ready.push(first.ready);
        boxFigures?.firstResults.push(first.results);
        if (run === 0) {
          await keystrokes(page, box, [warmUpWord]);
          boxFigures?.keystrokes.push(...(await keystrokes(page, box, typedWords)));
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }

  const ours = figures.get('ours');
  const stock = figures.get('easyops');
  if (ours === undefined || stock === undefined) return;
  const oursKeys = ours.keystrokes.map((sample) => sample.ms);
  const stockKeys = stock.keystrokes.map((sample) => sample.ms);
  const rows: [string, number, number][] = [
    ['first focus → index ready (median)', median(ours.ready), median(stock.ready)],
    ['first focus → first results (median)', median(ours.firstResults), median(stock.firstResults)],
    ['keystroke → results (median)', median(oursKeys), median(stockKeys)],
    ['keystroke → results (p95)', percentile(oursKeys, 95), percentile(stockKeys, 95)],
  ];
  console.log(
    `\nChromium, ${pageRoute}, ${coldRuns} cold page loads per box, ` +
      `${ours.keystrokes.length} keystrokes per box (warm, after the index is ready)`,
  );
  console.log(
    `  ${'figure'.padEnd(38)} ${'ours'.padStart(10)} ${'easyops'.padStart(10)}  ours/easyops`,
  );
  for (const [label, mine, theirs] of rows) {
    console.log(
      `  ${label.padEnd(38)} ${ms(mine).padStart(10)} ${ms(theirs).padStart(10)}  ${(mine / theirs).toFixed(2)}`,
    );
  }
  console.log(
    '  ours loads and searches docs and blog; easyops’s box on a docs page loads and searches docs only.',
  );
  for (const [name, samples] of [
    ['ours', ours.keystrokes],
    ['easyops', stock.keystrokes],
  ] as const) {
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `  slowest keystrokes, ${name}: ${slowest.map((s) => `"${s.query}" ${ms(s.ms)}`).join(', ')}`,
    );
  }
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  console.log(
    `  machine: ${cpus().length} CPUs, load average ${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)} (1/5/15 min) at the end`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
