import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBrowserAndBuilds } from '../../../scripts/harness';

let site: string;

// The jiti command line that runs the scripts (`jiti scripts/x.ts`), started without npx in between,
// so the signal reaches the script's own process as Ctrl+C in a terminal does.
const jitiCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('jiti/package.json')),
  'lib',
  'jiti-cli.mjs',
);

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'cognibot-harness-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Harness page</title>');
});

afterAll(() => {
  rmSync(site, { recursive: true, force: true });
});

/** Whether a new server can listen on the port, that is, nothing holds it any more. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

function portOf(origin: string): number {
  return Number(new URL(origin).port);
}

describe('the script harness', () => {
  it('serves each directory on a free port of 127.0.0.1 to Chromium, then closes both', async () => {
    let seen: { browser: Browser; origins: string[]; title: string } | undefined;
    const result = await withBrowserAndBuilds([site, site], async ({ browser, servers }) => {
      const page = await browser.newPage();
      await page.goto(servers[0].origin);
      seen = {
        browser,
        origins: servers.map((server) => server.origin),
        title: await page.title(),
      };
      return 'done';
    });
    expect(result).toBe('done');
    if (seen === undefined) throw new Error('the work never ran');
    expect(seen.title).toBe('Harness page');
    expect(seen.origins[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen.origins[1]).not.toBe(seen.origins[0]);
    expect(seen.browser.isConnected()).toBe(false);
    for (const origin of seen.origins) expect(await portIsFree(portOf(origin))).toBe(true);
  });

  it('closes the browser and the servers when the work throws, and passes the error on', async () => {
    let seen: { browser: Browser; origin: string } | undefined;
    await expect(
      withBrowserAndBuilds([site], async ({ browser, servers: [server] }) => {
        seen = { browser, origin: server.origin };
        await Promise.resolve();
        throw new Error('the measurement failed');
      }),
    ).rejects.toThrow('the measurement failed');
    if (seen === undefined) throw new Error('the work never ran');
    expect(seen.browser.isConnected()).toBe(false);
    expect(await portIsFree(portOf(seen.origin))).toBe(true);
  });

  it('names a directory that holds no built site', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cognibot-harness-empty-'));
    try {
      await expect(withBrowserAndBuilds([empty], () => Promise.resolve())).rejects.toThrow(
        `${empty} holds no built site`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('closes the browser and the servers when the script is stopped with Ctrl+C', async () => {
    const child = spawn(
      process.execPath,
      [jitiCli, path.join('tests', 'unit', 'scripts', 'holdHarnessSession.ts'), site],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // 'close' comes after the process's output has been read to the end.
    const exited = new Promise<number | null>((resolve) => {
      child.once('close', (code) => {
        resolve(code);
      });
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /serving (\S+)/.exec(output);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        void exited.then((code) => {
          reject(new Error(`the session ended before it served (exit ${String(code)}): ${errors}`));
        });
      });
      expect(await portIsFree(portOf(origin))).toBe(false);
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(errors).toContain('Stopped by SIGINT: closed the browser and the servers.');
      expect(await portIsFree(portOf(origin))).toBe(true);
    } finally {
      // Whatever failed above, no session outlives the test.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
