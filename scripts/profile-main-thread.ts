// Prints where the main thread's time goes while a page loads on a phone: Chromium's CPU profiler
// samples the page with the CPU slowed 4× (Lighthouse's mobile preset), and every sample is named
// after the module that defined the running function, through the source maps of a profiling
// build (scripts/profiling.config.ts, written to build-profile/ by this script). Busy time outside
// JavaScript (style, layout, paint, HTML parsing) shows as "browser: rendering and parsing".
// Long tasks give a blocking-time figure like Lighthouse's TBT. Figures only, never asserted.
//
//   npm run profile                        the default pages, 3 loads each (PROFILE_RUNS)
//   npm run profile -- --route /docs/x     other pages
//   PROFILE_REUSE=1 npm run profile        keep build-profile/ from the previous run
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { withBrowserAndBuilds } from './harness';

const profileDir = 'build-profile';
const cpuSlowdown = 4;
const runs = Number(process.env.PROFILE_RUNS ?? 3);

const defaultRoutes = [
  '/',
  '/docs/installation',
  '/docs/CogniBot/Concepts/conditions',
  '/blog/hr',
  '/docs/reference/api/create-notification',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a source file's time is counted: the part of the page a reader of the table recognises. */
export function categoryOf(source: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (packageMatch === null) {
    const ours = /(?:^|\/)src\/(.*)$/.exec(source);
    if (ours === null) return `other: ${source}`;
    const parts = (ours[1] ?? '').split('/');
    const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    return `ours: src/${folder.replace(/\.[jt]sx?$/, '')}`;
  }
  const [, name = '', rest = ''] = packageMatch;
  if (name === 'react-dom' || name === 'scheduler' || name === 'react')
    return 'React (hydration, rendering)';
  if (name === 'prism-react-renderer' || name === 'prismjs') return 'Prism (code highlighting)';
  if (name === '@docusaurus/theme-classic' || name === '@docusaurus/theme-common') {
    const component = /theme\/([^/]+)/.exec(rest)?.[1];
    return `Docusaurus theme${component === undefined ? '' : `: ${component}`}`;
  }
  if (
    name.startsWith('@docusaurus/') ||
    /^(react-router|history|react-helmet-async|react-loadable)/.test(name)
  ) {
    return 'Docusaurus core, router, head';
  }
  return `package: ${name}`;
}

class SourceNamer {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();

  constructor(private readonly origin: string) {}

  async sourceOf(frame: ProfileNode['callFrame']): Promise<string> {
    if (frame.url === '')
      return frame.functionName === '' ? '(anonymous)' : `(${frame.functionName})`;
    const url = new URL(frame.url);
    if (url.origin !== this.origin || !url.pathname.endsWith('.js'))
      return 'inline scripts of the HTML';
    const consumer = await this.consumerFor(url.pathname);
    if (consumer === null) return `unmapped: ${url.pathname}`;
    const position = consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    return position.source ?? `unmapped: ${url.pathname}`;
  }

  private async consumerFor(pathname: string): Promise<SourceMapConsumer | null> {
    if (!this.consumers.has(pathname)) {
      const mapFile = path.join(profileDir, `${decodeURIComponent(pathname)}.map`);
      this.consumers.set(
        pathname,
        existsSync(mapFile) ? await new SourceMapConsumer(readFileSync(mapFile, 'utf8')) : null,
      );
    }
    return this.consumers.get(pathname) ?? null;
  }
}

interface LoadFigures {
  byCategory: Map<string, number>;
  busyMs: number;
  blockingMs: number;
}

async function profileOneLoad(
  browser: Browser,
  origin: string,
  route: string,
  namer: SourceNamer,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${encodeURI(route)}`);
  await page.waitForLoadState('networkidle');
  // Hydration's follow-up work (effects, prefetching on idle) finishes within this quiet spell.
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  await context.close();

  const nodeCategory = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName } = node.callFrame;
    let category: string;
    if (functionName === '(idle)' || functionName === '(root)') category = '';
    else if (functionName === '(program)') category = 'browser: rendering and parsing';
    else if (functionName === '(garbage collector)') category = 'garbage collection';
    else category = categoryOf(await namer.sourceOf(node.callFrame));
    nodeCategory.set(node.id, category);
  }
  const byCategory = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const category = nodeCategory.get(nodeId) ?? '';
    if (category === '') return;
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
  });
  return {
    byCategory,
    busyMs: [...byCategory.values()].reduce((sum, ms) => sum + ms, 0),
    blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function buildProfilingSite(): void {
  if (process.env.PROFILE_REUSE === '1' && existsSync(path.join(profileDir, 'index.html'))) return;
  console.log(`Building the site with source maps into ${profileDir}/ ...`);
  const build = spawnSync(
    'npx',
    ['docusaurus', 'build', '--config', 'scripts/profiling.config.ts', '--out-dir', profileDir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('The profiling build failed.');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true } } });
  const routes = values.route ?? defaultRoutes;
  buildProfilingSite();
  await withBrowserAndBuilds([profileDir], async ({ browser, servers: [server] }) => {
    const namer = new SourceNamer(server.origin);
    console.log(
      `Main-thread time while loading, CPU slowed ${String(cpuSlowdown)}×, median of ${String(runs)} loads:`,
    );
    for (const route of routes) {
      const loads: LoadFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        loads.push(await profileOneLoad(browser, server.origin, route, namer));
      const categories = new Set(loads.flatMap((load) => [...load.byCategory.keys()]));
      const rows = [...categories]
        .map((category) => ({
          category,
          ms: median(loads.map((load) => load.byCategory.get(category) ?? 0)),
        }))
        .filter((row) => row.ms >= 5)
        .sort((a, b) => b.ms - a.ms);
      console.log(
        `\n${route}: busy ${median(loads.map((load) => load.busyMs)).toFixed(0)} ms, ` +
          `blocking (long tasks beyond 50 ms) ${median(loads.map((load) => load.blockingMs)).toFixed(0)} ms`,
      );
      for (const row of rows) console.log(`  ${row.ms.toFixed(0).padStart(6)} ms  ${row.category}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
