import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteRoot } from '../support/markdownSources';

// The writers' workflow: `npm start` serves the docs and shows an edit without a manual reload.
const port = Number(process.env.E2E_DEV_PORT ?? 3917);
const origin = `http://127.0.0.1:${port}`;
const editedFile = path.join(siteRoot, 'docs/support.md');

let server: ChildProcess | undefined;
let originalText = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  originalText = readFileSync(editedFile, 'utf8');
  // Another server on the port would answer in place of ours and hide a broken `npm start`.
  const portTaken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (portTaken) throw new Error(`port ${String(port)} is already in use; stop what listens there`);
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    { cwd: siteRoot, env: { ...process.env, BROWSER: 'none' }, stdio: 'pipe', detached: true },
  );
  server = child;
  // Kept so that a server that dies (a port in use, a config error) fails with its own words.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the dev server exited before serving:\n${output.slice(-2000)}`);
    }
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

test.afterAll(async () => {
  writeFileSync(editedFile, originalText);
  const child = server;
  server = undefined;
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  // Wait until the whole process group is gone and the port is free for the next run.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await fetch(origin);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
