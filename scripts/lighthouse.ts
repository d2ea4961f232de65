// Lighthouse on the built site, mobile preset, served with compression like a real host.
// Prints the four category scores and LCP/TBT/CLS per page; exits non-zero when accessibility,
// best practices or SEO is below 100 (deterministic). Performance is printed and compared, never
// asserted: it is noisy on a shared machine. `--runs N` audits each page N times and prints the
// median run by performance score.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from './chromium';
import { serveBuild } from './serveBuild';

const pages = [
  { name: 'home', route: '/' },
  { name: 'docs', route: '/docs/installation' },
  { name: 'blog-post', route: '/blog/hr' },
] as const;

const assertedCategories = ['accessibility', 'best-practices', 'seo'] as const;
const categories = ['performance', ...assertedCategories] as const;
type CategoryId = (typeof categories)[number];

const performanceTarget = 95;
/** A stock Docusaurus 3.10 site measured on our machines (mobile preset), for comparison. */
const stock = { performance: '85–91', accessibility: '96–98' };

const reportDirectory = '.lighthouse';

interface PageResult {
  name: string;
  route: string;
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's speed at the time; lower means a busier machine. */
  benchmarkIndex: number;
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing audits of the asserted categories, as "category: audit title". */
  failures: string[];
  reports: { json: string; html: string };
}

async function audit(origin: string, port: number, page: (typeof pages)[number]) {
  const result = await lighthouse(`${origin}${encodeURI(page.route)}`, {
    port,
    logLevel: 'error',
    output: ['json', 'html'],
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${page.route}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${page.route}: ${lhr.runtimeError.message}`);
  }
  const [json = '', html = ''] = result.report as string[];
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const failures = assertedCategories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry?.score !== null && entry?.score !== undefined && entry.score < 1)
      .map((entry) => `${id}: ${entry?.title ?? ''} (${entry?.id ?? ''})`),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name: page.name,
    route: page.route,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failures,
    reports: { json, html },
  } satisfies PageResult;
}

/** The run in the middle by performance score: what a page typically gets. */
function medianRun(runs: readonly PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}

function printResults(results: readonly PageResult[], runs: number): void {
  const version = results[0]?.lighthouseVersion ?? '';
  const runsNote = runs > 1 ? `, median of ${runs} runs per page` : '';
  console.log(
    `\nLighthouse ${version}, mobile preset, build/ served with compression${runsNote}\n`,
  );
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'machine'];
  const rows = results.map((result) => [
    result.route,
    ...categories.map((id) => String(result.scores[id])),
    `${(result.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(result.tbtMs)} ms`,
    result.cls.toFixed(3),
    String(Math.round(result.benchmarkIndex)),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
  const performances = results.map((result) => result.scores.performance);
  const met = performances.filter((score) => score >= performanceTarget).length;
  console.log(
    `\nPerformance: ${performances.join(', ')}; target ≥ ${performanceTarget} met on ${met} of ` +
      `${performances.length} pages (printed, not asserted). Stock Docusaurus 3.10 here: ` +
      `performance ${stock.performance}, accessibility ${stock.accessibility}.`,
  );
  console.log(
    `"machine" is Lighthouse's benchmark index (higher is faster; a busy shared machine scores ` +
      `low and performance drops with it). Full reports: ${reportDirectory}/<page>.html\n`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
  mkdirSync(reportDirectory, { recursive: true });
  const server = await serveBuild('build');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const allRuns: PageResult[] = [];
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const pageRuns: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        pageRuns.push(await audit(server.origin, chrome.port, page));
      }
      allRuns.push(...pageRuns);
      results.push(medianRun(pageRuns));
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  for (const result of results) {
    writeFileSync(path.join(reportDirectory, `${result.name}.json`), result.reports.json);
    writeFileSync(path.join(reportDirectory, `${result.name}.html`), result.reports.html);
  }
  printResults(results, runs);

  // Every run must reach 100 in the asserted categories, not only the median one.
  const failures = [
    ...new Set(
      allRuns.flatMap((result) => result.failures.map((failure) => `${result.route}  ${failure}`)),
    ),
  ];
  if (failures.length > 0) {
    console.error('Accessibility, best practices and SEO must each score 100. Failing audits:');
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
  }
}

await main();
