// Prints the first-load JavaScript of each page type: every script the page fetches from opening
// until the network is idle, before any interaction, sized as gzip of the built file. Sizes come
// from build/ itself, so the figures do not depend on the server's compression or the machine's
// speed. `--route /docs/x` (repeatable) measures other pages too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { withBrowserAndBuilds } from './harness';

const buildDirectory = 'build';

/** One page of each type a reader opens; the heaviest docs page by HTML size and code blocks. */
const defaultPages = [
  { name: 'home', route: '/' },
  { name: 'docs (heaviest)', route: '/docs/installation' },
  { name: 'docs (conditions)', route: '/docs/CogniBot/Concepts/conditions' },
  { name: 'docs (web chat)', route: '/docs/webchat/webpage' },
  { name: 'blog post', route: '/blog/hr' },
  { name: 'API overview', route: '/docs/reference/api' },
  { name: 'API operation', route: '/docs/reference/api/create-notification' },
] as const;

interface ScriptSize {
  file: string;
  gzipBytes: number;
}

function gzipSizeOfBuiltFile(urlPath: string): number {
  const file = path.join(buildDirectory, decodeURIComponent(urlPath));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true } } });
  const pages = [...defaultPages, ...(values.route ?? []).map((route) => ({ name: route, route }))];
  await withBrowserAndBuilds([buildDirectory], async ({ browser, servers: [server] }) => {
    console.log('First-load JavaScript (gzip -9 of the built files), before any interaction:');
    for (const { name, route } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: ScriptSize[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === server.origin) {
          scripts.push({ file: url.pathname, gzipBytes: gzipSizeOfBuiltFile(url.pathname) });
        }
      });
      const response = await page.goto(`${server.origin}${encodeURI(route)}`);
      if (!response?.ok()) throw new Error(`${route} answered ${String(response?.status())}`);
      await page.waitForLoadState('networkidle');
      await context.close();
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const shell = scripts
        .filter((script) => /\/(runtime~main|main)\.[^/]+\.js$/.test(script.file))
        .reduce((sum, script) => sum + script.gzipBytes, 0);
      console.log(
        `${name.padEnd(20)} ${route.padEnd(40)} total ${(total / 1024).toFixed(1).padStart(6)} KB` +
          `  (main + runtime ${(shell / 1024).toFixed(1)} KB, ${String(scripts.length)} files)`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
