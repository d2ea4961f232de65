import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { siteRoot } from '../support/markdownSources';
import { searchBox } from './fixtures';
import { expectPortsFree, freePorts, portFromEnvironment } from '../support/ports';

// The writers' workflow: `npm start` serves the docs and shows an edit without a manual reload.
// The test edits a docs page of its own (git-ignored, removed afterwards), never a tracked file.
const scratchPage = {
  file: path.join(siteRoot, 'docs/dev-server-scratch.md'),
  route: '/docs/dev-server-scratch',
  title: 'Dev server scratch page',
};

function writeScratchPage(extraLine = ''): void {
  writeFileSync(
    scratchPage.file,
    `---\ntitle: ${scratchPage.title}\ndescription: Written by the dev-server test.\n---\n\n` +
      `The dev-server test edits this page and removes it when it ends.\n${extraLine}`,
  );
}

function removeScratchPage(): void {
  rmSync(scratchPage.file, { force: true });
}

const test = base.extend<object, { devServerOrigin: string }>({
  // One dev server per worker, started only when this file runs. A budget for a busy machine.
  devServerOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const chosenPort = portFromEnvironment('E2E_DEV_PORT');
      if (chosenPort !== undefined) expectPortsFree([chosenPort], 'E2E_DEV_PORT');
      const port = chosenPort ?? freePorts(1)[0];
      const origin = `http://127.0.0.1:${String(port)}`;

      // A page left by a killed run is git-ignored; start from a fresh one either way.
      writeScratchPage();
      process.once('exit', removeScratchPage);
      const child = spawn(
        'npx',
        ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
        { cwd: siteRoot, env: { ...process.env, BROWSER: 'none' }, stdio: 'pipe', detached: true },
      );
      // Kept so that a server that dies (a config error, say) fails with its own words.
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) =>
        child.once('exit', () => {
          resolve();
        }),
      );
      try {
        for (;;) {
          if (child.exitCode !== null || child.signalCode !== null) {
            throw new Error(`the dev server exited before serving:\n${output.slice(-2000)}`);
          }
          const ready = await fetch(`${origin}${scratchPage.route}`).then(
            (response) => response.ok,
            () => false,
          );
          if (ready) break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        await use(origin);
      } finally {
        // The whole process group, and wait until it is gone so the port is free again.
        if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
          process.kill(-child.pid, 'SIGTERM');
          await exited;
        }
        removeScratchPage();
      }
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

// Both tests share one dev server and its scratch page: in parallel workers, the first to finish
// removed the page from under the other's server (seen as "Page Not Found" in CI).
test.describe.configure({ mode: 'serial' });

test('an edit to a docs page appears without a manual reload', async ({
  page,
  devServerOrigin,
}) => {
  // Budgets for a rebuild on a busy machine, not speed requirements.
  test.setTimeout(180_000);
  await test.step('open the page in the dev server', async () => {
    await page.goto(`${devServerOrigin}${scratchPage.route}`);
    await expect(page.locator('h1')).toHaveText(scratchPage.title);
    // A marker on the window object survives hot updates but not a full page load.
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
  });

  await test.step('save an edit and see it without a reload', async () => {
    const marker = `Live reload check ${String(Date.now())}`;
    writeScratchPage(`\n${marker}\n`);
    await expect(page.getByText(marker)).toBeVisible({ timeout: 120_000 });
    expect(
      await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });
});

test('the search box says that search works in the built site', async ({
  page,
  devServerOrigin,
}) => {
  // The dev server writes no search index; the box must say so instead of failing on a fetch.
  test.setTimeout(180_000);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${devServerOrigin}${scratchPage.route}`);
  const { input, message } = searchBox(page);
  await input.fill('install');
  await expect(
    message('Search works in the built site: run `npm run build` and `npm run serve`.'),
  ).toBeVisible({ timeout: 60_000 });
  expect(logged.filter((text) => /search index|valid JSON/i.test(text))).toEqual([]);
});
