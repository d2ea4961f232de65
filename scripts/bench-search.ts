/**
 * `npm run bench:search`: measures the search box in Debian's Chromium against the built site and,
 * in the same run, easyops's own box on a second build (scripts/easyopsSearchBox.config.ts), and prints
 * index sizes, first-use times and bytes (unthrottled, then under Lighthouse's mobile network) and
 * keystroke-to-results latency. Run `npm run build` first; the easyops build goes to
 * build-search-stock/ and is made when missing (BENCH_REBUILD=1 redoes it). Both builds are served
 * as a real host serves them (scripts/harness/serveBuild.ts: compression, caching).
 * Figures only: nothing here passes or fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { searchTags } from '../src/features/search/logic/config';
import {
  documentsFileName,
  postingsFileName,
  termsFileName,
  textsFileName,
} from '../src/features/search/logic/boxFiles';
import { withBrowserAndBuilds, type BuildServer } from './harness';
import {
  gzipSize,
  kb,
  keystrokeLatencies,
  median,
  mobileNetwork,
  ms,
  percentile,
  recordFetches,
  typedPrefixes,
  watchPostingsPieces,
} from './harness/measure';

const root = process.cwd();
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
    input: 'input[role=combobox]',
    ready: 'form[data-index-state=ready]',
    results: 'form[role=search] [role=listbox]',
    typesBeforeReady: true,
  },
  {
    name: 'easyops',
    dir: stockDir,
    input: 'input.navbar__search-input',
    ready: '.navbar__search [role=listbox]',
    results: '.navbar__search [role=listbox]',
    typesBeforeReady: false,
  },
];

interface IndexDocument {
  t: string;
}

function indexSizes(): void {
  console.log('\nIndex files (build/), gzip level 6');
  let words = 0;
  let boxGzip = 0;
  for (const tag of searchTags) {
    for (const [file, fetched] of [
      [termsFileName(tag), 'by the box on first use'],
      [documentsFileName(tag), 'by the box on first use'],
      [`search-index-${tag}.json`, 'by easyops’s /search page with this context'],
    ] as const) {
      const full = path.join(root, 'build', file);
      const gzip = gzipSize(full);
      if (file !== `search-index-${tag}.json`) boxGzip += gzip;
      console.log(
        `  ${file.padEnd(30)} ${kb(readFileSync(full).length).padStart(11)} raw ${kb(gzip).padStart(10)} gzip  fetched ${fetched}`,
      );
    }
    for (const [pieceName, fetched] of [
      [(n: number) => postingsFileName(tag, n), 'as a query’s terms need them'],
      [(n: number) => textsFileName(tag, n), 'for the snippets of the results shown'],
    ] as const) {
      const pieces: string[] = [];
      while (existsSync(path.join(root, 'build', pieceName(pieces.length)))) {
        pieces.push(path.join(root, 'build', pieceName(pieces.length)));
      }
      const raw = pieces.reduce((sum, file) => sum + readFileSync(file).length, 0);
      const gzip = pieces.reduce((sum, file) => sum + gzipSize(file), 0);
      console.log(
        `  ${pieceName(0)
          .replace(/-0\.json$/, '-*.json')
          .padEnd(
            30,
          )} ${kb(raw).padStart(11)} raw ${kb(gzip).padStart(10)} gzip  ${String(pieces.length)} pieces, fetched ${fetched}`,
      );
    }
    const [titles, headings, , , contents] = JSON.parse(
      readFileSync(path.join(root, 'build', `search-index-${tag}.json`), 'utf8'),
    ) as { documents: IndexDocument[] }[];
    for (const sub of [titles, headings, contents]) {
      for (const document of sub?.documents ?? []) {
        words += document.t.split(/\s+/).filter(Boolean).length;
      }
    }
  }
  const all = path.join(root, 'build', 'search-index.json');
  console.log(
    `  ${'search-index.json'.padEnd(30)} ${kb(readFileSync(all).length).padStart(11)} raw ${kb(gzipSize(all)).padStart(10)} gzip  fetched by easyops’s /search page (all tags)`,
  );
  console.log(`  indexed words (titles, headings, text): ${words}`);
  console.log(
    `  box files fetched on first use (dictionaries, documents): ${kb(boxGzip)} gzip, ${(boxGzip / 1024 / (words / 1000)).toFixed(2)} KB per 1,000 words`,
  );
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
function keystrokes(page: Page, box: Box, words: string[]) {
  return keystrokeLatencies(
    page,
    { input: box.input, results: box.results, labelsQuery: box.typesBeforeReady },
    typedPrefixes(words),
  );
}

async function openPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}${encodeURI(pageRoute)}`);
  await page.waitForSelector('html[data-has-hydrated=true]');
  await page.waitForLoadState('networkidle');
  return page;
}

interface FirstUse {
  ready: number;
  results: number;
  wire: number;
  gzip: number;
  files: string[];
}

/** A cold page load, then focus and the first query, with or without the mobile network. */
async function coldFirstUse(
  browser: Browser,
  box: Box,
  origin: string,
  throttled: boolean,
): Promise<FirstUse> {
  const page = await openPage(browser, origin);
  const fetches = await recordFetches(page, path.join(root, box.dir));
  if (throttled) await fetches.session.send('Network.emulateNetworkConditions', mobileNetwork);
  fetches.start();
  const first = await firstUse(page, box);
  const bytes = await fetches.stop();
  await page.context().close();
  return { ...first, ...bytes };
}

interface Figures {
  ready: number[];
  firstResults: number[];
  throttledResults: number[];
  firstUse: FirstUse[];
  throttled: FirstUse[];
  keystrokes: { query: string; ms: number }[];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'build', termsFileName('docs')))) {
    throw new Error('Run `npm run build` first.');
  }
  if (process.env.BENCH_REBUILD === '1' || !existsSync(path.join(root, stockDir, 'index.html'))) {
    console.log(`Building the site with easyops's box into ${stockDir}/ ...`);
    const build = spawnSync(
      'npx',
      [
        'docusaurus',
        'build',
        '--config',
        'scripts/easyopsSearchBox.config.ts',
        '--out-dir',
        stockDir,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('The easyops build failed.');
  }

  indexSizes();

  const figures = new Map<string, Figures>(
    boxes.map((box) => [
      box.name,
      {
        ready: [],
        firstResults: [],
        throttledResults: [],
        firstUse: [],
        throttled: [],
        keystrokes: [],
      },
    ]),
  );
  await withBrowserAndBuilds(
    boxes.map((box) => box.dir),
    async ({ browser, servers }) => {
      for (let run = 0; run < coldRuns; run += 1) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const n of order) {
          const box = boxes[n] as Box;
          const origin = (servers[n] as BuildServer).origin;
          const boxFigures = figures.get(box.name) as Figures;
          const first = await coldFirstUse(browser, box, origin, false);
          boxFigures.ready.push(first.ready);
          boxFigures.firstResults.push(first.results);
          boxFigures.firstUse.push(first);
          const throttled = await coldFirstUse(browser, box, origin, true);
          boxFigures.throttledResults.push(throttled.results);
          boxFigures.throttled.push(throttled);
          if (run === 0) {
            const page = await openPage(browser, origin);
            const allPiecesLoaded = watchPostingsPieces(page, path.join(root, box.dir));
            await firstUse(page, box);
            await keystrokes(page, box, [warmUpWord]);
            // Ours fetches the postings no query needed after its first answer: the keystrokes
            // are measured with the index loaded, as easyops's.
            await allPiecesLoaded();
            boxFigures.keystrokes.push(...(await keystrokes(page, box, typedWords)));
            await page.context().close();
          }
        }
      }
    },
  );

  const ours = figures.get('ours');
  const stock = figures.get('easyops');
  if (ours === undefined || stock === undefined) return;
  const oursKeys = ours.keystrokes.map((sample) => sample.ms);
  const stockKeys = stock.keystrokes.map((sample) => sample.ms);
  const rows: [string, number, number][] = [
    ['first focus → index ready (median)', median(ours.ready), median(stock.ready)],
    ['first focus → first results (median)', median(ours.firstResults), median(stock.firstResults)],
    [
      'same, mobile network (median)',
      median(ours.throttledResults),
      median(stock.throttledResults),
    ],
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
  console.log(
    `  mobile network: Chromium network emulation, ${(mobileNetwork.downloadThroughput / 1024).toFixed(0)} KB/s down, ${mobileNetwork.latency} ms round trip`,
  );
  console.log('\nFetched from first focus to first results (first cold load, mobile network)');
  for (const [name, boxFigures] of [
    ['ours', ours],
    ['easyops', stock],
  ] as const) {
    const sample = boxFigures.throttled[0];
    if (sample === undefined) continue;
    console.log(
      `  ${name.padEnd(8)} ${kb(sample.gzip).padStart(10)} gzip (files at gzip level 6), ${kb(sample.wire).padStart(10)} on the wire: ${sample.files.join(', ')}`,
    );
  }
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
