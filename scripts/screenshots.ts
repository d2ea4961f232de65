// Writes PNGs of the built site for review: home, a docs page, a blog post and the not-found page,
// in light and dark mode, on desktop and on a 390 px phone, into screenshots/ (git-ignored).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { devices, type BrowserContextOptions } from '@playwright/test';
import { withBrowserAndBuilds } from './harness';

const outputDirectory = 'screenshots';

const pages = [
  { name: 'home', route: '/' },
  { name: 'docs', route: '/docs/installation' },
  { name: 'blog-post', route: '/blog/hr' },
  { name: 'not-found', route: '/no-such-page' },
] as const;

const colorSchemes = ['light', 'dark'] as const;

const viewports: Record<'desktop' | 'mobile', BrowserContextOptions> = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  mobile: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel keeps the files small enough to review side by side.
    deviceScaleFactor: 1,
  },
};

/** Long pages are cut here: the shell and the first screens are what a review looks at. */
const maxHeight = 3000;

async function main(): Promise<void> {
  rmSync(outputDirectory, { recursive: true, force: true });
  mkdirSync(outputDirectory, { recursive: true });
  const written: string[] = [];
  await withBrowserAndBuilds(['build'], async ({ browser, servers: [server] }) => {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      for (const colorScheme of colorSchemes) {
        // The site follows the system colour scheme until the reader picks one.
        const context = await browser.newContext({ ...viewport, colorScheme });
        const page = await context.newPage();
        for (const { name, route } of pages) {
          await page.goto(`${server.origin}${encodeURI(route)}`);
          await page.waitForLoadState('networkidle');
          await page.locator('html[data-has-hydrated="true"]').waitFor();
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const file = path.join(outputDirectory, `${name}-${colorScheme}-${viewportName}.png`);
          await page.screenshot({
            path: file,
            fullPage: true,
            clip: {
              x: 0,
              y: 0,
              width: viewport.viewport?.width ?? 1280,
              height: Math.min(height, maxHeight),
            },
          });
          written.push(file);
        }
        await context.close();
      }
    }
  });
  console.log(
    `Wrote ${written.length} screenshots:\n${written.map((file) => `  ${file}`).join('\n')}`,
  );
}

await main();
