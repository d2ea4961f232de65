// Prints the JavaScript a page loads until it is hydrated and idle: file count, raw and gzip bytes.
// `npm run bench:first-load-js [-- <build dir>]` after a build; sizes are printed, never asserted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium';
import { serveBuild } from './serveBuild';

/** A docs page, a page that is not docs, and an API operation page (the only ones with ApiItem). */
const routes = [
  '/docs/installation',
  '/docs/Main Menu/users',
  '/',
  '/docs/reference/api',
  '/docs/reference/api/create-notification',
] as const;

interface JsTotals {
  files: number;
  raw: number;
  gzip: number;
}

async function main(): Promise<void> {
  const directory = process.argv[2] ?? 'build';
  const server = await serveBuild(directory);
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs],
  });
  try {
    const rows: string[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Scripts only: the chunks Docusaurus prefetches for links on the page are not first load.
        if (request.resourceType() !== 'script' || url.origin !== server.origin) return;
        scripts.add(url.pathname);
      });
      await page.goto(`${server.origin}${encodeURI(route)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const totals: JsTotals = { files: 0, raw: 0, gzip: 0 };
      for (const pathname of scripts) {
        const bytes = readFileSync(path.join(directory, decodeURI(pathname)));
        totals.files += 1;
        totals.raw += bytes.length;
        totals.gzip += gzipSync(bytes, { level: 9 }).length;
      }
      rows.push(
        `| \`${route}\` | ${totals.files} | ${(totals.raw / 1024).toFixed(1)} KB | ${(totals.gzip / 1024).toFixed(1)} KB |`,
      );
      await context.close();
    }
    console.log(`First-load JavaScript of ${directory}/ (gzip level 9, per file):\n`);
    console.log('| Page | Files | Raw | Gzip |\n| --- | ---: | ---: | ---: |');
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
