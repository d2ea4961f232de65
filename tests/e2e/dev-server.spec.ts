import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteRoot } from '../support/markdownSources';

// The writers' workflow: `npm start` serves the docs and shows an edit without a manual reload.
const port = 3917;
const origin = `http://127.0.0.1:${port}`;
const editedFile = path.join(siteRoot, 'docs/support.md');

let server: ChildProcess | undefined;
let originalText = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  originalText = readFileSync(editedFile, 'utf8');
  server = spawn(
    'npx',
    ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    { cwd: siteRoot, env: { ...process.env, BROWSER: 'none' }, stdio: 'pipe', detached: true },
  );
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/docs/support`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the dev server did not start within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  writeFileSync(editedFile, originalText);
  if (server?.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
});

test('an edit to a docs page appears without a manual reload', async ({ page }) => {
  await page.goto(`${origin}/docs/support`);
  await expect(page.locator('h1')).toBeVisible();
  // A marker on the window object survives hot updates but not a full page load.
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });

  const marker = `Live reload check ${Date.now()}`;
  writeFileSync(editedFile, `${originalText.trimEnd()}\n\n${marker}\n`);
  try {
    await expect(page.getByText(marker)).toBeVisible({ timeout: 60_000 });
  } finally {
    writeFileSync(editedFile, originalText);
  }
  expect(
    await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
