// Prints what the reader tools (copy-page menu, Enlarge button, Read offline control, last updated
// and edit link, print CSS) add to a plain visit: no click, no zoom, no opt-in. It opens each page
// in Chromium in build/ and in a build without the reader tools (scripts/noReaderTools.config.ts,
// into build-no-reader-tools/, built when missing; BENCH_REBUILD=1 rebuilds it), records every
// same-origin response until the network is idle, prefetched chunks included, each file once, and
// sizes it as gzip -6 of the built file, so the figures depend on neither the server nor the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { withBrowserAndBuilds } from './harness';

const withDirectory = 'build';
const withoutDirectory = 'build-no-reader-tools';
const withoutConfig = 'scripts/noReaderTools.config.ts';

const pages = [
  { name: 'docs page', route: '/docs/architecture' },
  { name: 'docs (heaviest)', route: '/docs/installation' },
  { name: 'blog post', route: '/blog/hr' },
  { name: 'home', route: '/' },
] as const;

const fileTypes = ['JS', 'CSS', 'HTML', 'JSON', 'other'] as const;
type FileType = (typeof fileTypes)[number];

interface FetchedFile {
  /** The URL path, decoded. */
  urlPath: string;
  type: FileType;
  gzipBytes: number;
}

/** The built file a URL path serves, as serveBuild does: the file, or the route's index.html. */
function builtFileFor(directory: string, urlPath: string): string {
  const file = path.join(directory, urlPath);
  if (existsSync(file) && statSync(file).isFile()) return file;
  for (const candidate of [path.join(file, 'index.html'), `${file}.html`]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${urlPath} was served but ${directory}/ holds no file for it`);
}

function fileTypeOf(file: string): FileType {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.js') return 'JS';
  if (extension === '.css') return 'CSS';
  if (extension === '.html') return 'HTML';
  if (extension === '.json') return 'JSON';
  return 'other';
}

/** How long no new file may arrive before a visit counts as finished. */
const quietPeriodMs = 1000;

/** Every same-origin file a plain visit of the route fetches until the network is idle. */
async function plainVisit(
  browser: Browser,
  directory: string,
  origin: string,
  route: string,
): Promise<FetchedFile[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() < 300) {
      paths.add(decodeURIComponent(url.pathname));
    }
  });
  try {
    const response = await page.goto(`${origin}${encodeURI(route)}`);
    if (!response?.ok()) throw new Error(`${route} answered ${String(response?.status())}`);
    // Prefetches start after hydration, when links come into view; on a busy machine the network
    // can fall idle before that. So: hydrated, then idle, then a quiet second with no new file.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 60_000 });
    let seen = -1;
    while (seen !== paths.size) {
      seen = paths.size;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(quietPeriodMs);
    }
  } finally {
    await context.close();
  }
  return [...paths].sort().map((urlPath) => {
    const file = builtFileFor(directory, urlPath);
    return {
      urlPath,
      type: fileTypeOf(file),
      gzipBytes: gzipSync(readFileSync(file), { level: 6 }).length,
    };
  });
}

/** A built file's name without its content hash, so the same chunk pairs up across the builds. */
function stableName(urlPath: string): string {
  return urlPath.replace(/\.[0-9a-f]{8}(\.[a-z]+)$/, '$1');
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKilobytes = (bytes: number) =>
  `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;
const signedBytes = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${String(Math.abs(bytes))} B`;
const sum = (files: readonly FetchedFile[]) =>
  files.reduce((total, file) => total + file.gzipBytes, 0);

function printComparison(name: string, route: string, before: FetchedFile[], after: FetchedFile[]) {
  const added = sum(after) - sum(before);
  console.log(
    `\n${name} ${route}: before ${kilobytes(sum(before))} (${String(before.length)} files), ` +
      `with ${kilobytes(sum(after))} (${String(after.length)} files), added ${signedKilobytes(added)}`,
  );
  const byType = fileTypes
    .map((type) => {
      const typeBefore = sum(before.filter((file) => file.type === type));
      const typeAfter = sum(after.filter((file) => file.type === type));
      return { type, typeBefore, typeAfter };
    })
    .filter(({ typeBefore, typeAfter }) => typeBefore + typeAfter > 0);
  for (const { type, typeBefore, typeAfter } of byType) {
    console.log(
      `  ${type.padEnd(6)} ${kilobytes(typeBefore).padStart(9)} → ${kilobytes(typeAfter).padStart(9)}` +
        `  ${signedKilobytes(typeAfter - typeBefore).padStart(9)}`,
    );
  }
  // Small differences come from many files (on a docs page, the last-updated date in the metadata
  // of each prefetched docs page): listed as one sum.
  let smallSum = 0;
  let smallCount = 0;
  for (const { file, before: fileBefore, after: fileAfter } of filePairs(before, after)) {
    const delta = fileAfter - fileBefore;
    if (delta === 0) continue;
    if (Math.abs(delta) < smallDifference) {
      smallSum += delta;
      smallCount += 1;
      continue;
    }
    const what = fileBefore === 0 ? 'only with' : fileAfter === 0 ? 'only before' : 'in both';
    console.log(`    ${signedBytes(delta).padStart(8)}  ${what.padEnd(11)} ${file}`);
  }
  if (smallCount > 0) {
    console.log(
      `    ${signedBytes(smallSum).padStart(8)}  in ${String(smallCount)} more files, each under ${String(smallDifference)} B`,
    );
  }
}

const smallDifference = 60;

interface FilePair {
  file: string;
  before: number;
  after: number;
}

/** The module ids a built chunk defines (`…,1234(e,t,n){`), to pair chunks whose id changed. */
function moduleIds(directory: string, urlPath: string): Set<string> {
  const code = readFileSync(builtFileFor(directory, urlPath), 'utf8');
  return new Set(
    [...code.matchAll(/[{,]"?(\d+)"?\((?:[a-z],?){0,3}\)\{/g)].map((match) => match[1] ?? ''),
  );
}

function sharedShare(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((id) => b.has(id)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Where the difference is, file by file, largest first. Files with the same name apart from the
 * content hash pair up; a numbered chunk whose number changed pairs with the other build's chunk
 * that defines most of the same modules; the rest are only in one build.
 */
function filePairs(before: FetchedFile[], after: FetchedFile[]): FilePair[] {
  const pairs = new Map<string, FilePair>();
  const afterByName = new Map(after.map((file) => [stableName(file.urlPath), file]));
  const unpairedBefore: FetchedFile[] = [];
  for (const file of before) {
    const match = afterByName.get(stableName(file.urlPath));
    if (match === undefined) unpairedBefore.push(file);
    else {
      afterByName.delete(stableName(file.urlPath));
      pairs.set(stableName(file.urlPath), {
        file: stableName(file.urlPath),
        before: file.gzipBytes,
        after: match.gzipBytes,
      });
    }
  }
  const unpairedAfter = [...afterByName.values()];
  for (const file of unpairedBefore) {
    const ids = file.type === 'JS' ? moduleIds(withoutDirectory, file.urlPath) : new Set<string>();
    const match = unpairedAfter.find(
      (candidate) =>
        candidate.type === 'JS' &&
        sharedShare(ids, moduleIds(withDirectory, candidate.urlPath)) > 0.5,
    );
    if (match === undefined) {
      pairs.set(file.urlPath, { file: stableName(file.urlPath), before: file.gzipBytes, after: 0 });
      continue;
    }
    unpairedAfter.splice(unpairedAfter.indexOf(match), 1);
    const name = `${stableName(file.urlPath)} → ${stableName(match.urlPath)}`;
    pairs.set(name, { file: name, before: file.gzipBytes, after: match.gzipBytes });
  }
  for (const file of unpairedAfter) {
    pairs.set(file.urlPath, { file: stableName(file.urlPath), before: 0, after: file.gzipBytes });
  }
  return [...pairs.values()].sort(
    (a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before),
  );
}

function ensureBuildWithoutReaderTools(): void {
  if (existsSync(path.join(withoutDirectory, 'index.html')) && process.env.BENCH_REBUILD !== '1') {
    return;
  }
  console.log(`Building the site without reader tools into ${withoutDirectory}/ …`);
  execFileSync(
    'npx',
    ['docusaurus', 'build', '--config', withoutConfig, '--out-dir', withoutDirectory],
    { stdio: 'inherit' },
  );
}

async function main(): Promise<void> {
  ensureBuildWithoutReaderTools();
  const directories = [withDirectory, withoutDirectory] as const;
  await withBrowserAndBuilds(directories, async ({ browser, servers }) => {
    const [withServer, withoutServer] = servers;
    console.log(
      'Bytes of a plain visit (gzip -6 of the built files, every same-origin response until the ' +
        'network is idle, prefetches included, each file once), without and with the reader tools:',
    );
    for (const { name, route } of pages) {
      const before = await plainVisit(browser, withoutDirectory, withoutServer.origin, route);
      const after = await plainVisit(browser, withDirectory, withServer.origin, route);
      printComparison(name, route, before, after);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
