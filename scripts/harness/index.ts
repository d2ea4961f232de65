import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium';
import { serveBuild, type BuildServer } from './serveBuild';

/*
 * The harness every measuring script runs in: it serves built sites on free ports of 127.0.0.1,
 * launches Debian's Chromium with the flags of ./chromium.ts, and closes both when the script's
 * work returns, throws, or the process is stopped with Ctrl+C (SIGINT) or SIGTERM.
 */

export { serveBuild, type BuildServer } from './serveBuild';

/** One server per build directory, in the order the directories were given. */
export type BuildServers<Directories extends readonly string[]> = {
  readonly [Index in keyof Directories]: BuildServer;
};

export interface Session<Directories extends readonly string[]> {
  readonly browser: Browser;
  readonly servers: BuildServers<Directories>;
}

const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/** The exit status of a process that a signal stopped, as shells report it (128 + its number). */
const signalExitCodes: Readonly<Record<(typeof stopSignals)[number], number>> = {
  SIGINT: 130,
  SIGTERM: 143,
};

/**
 * Serves each directory, launches Chromium and runs `work` with both. The browser and the servers
 * are closed afterwards in every case; a stop signal closes them and ends the process.
 */
export async function withBrowserAndBuilds<const Directories extends readonly string[], Result>(
  directories: Directories,
  work: (session: Session<Directories>) => Promise<Result>,
): Promise<Result> {
  const servers: BuildServer[] = [];
  let browser: Browser | undefined;
  let closing: Promise<void> | undefined;
  // Once, however many of the ways out (return, throw, signal) arrive.
  const closeAll = (): Promise<void> => {
    closing ??= (async () => {
      await browser?.close();
      await Promise.all(servers.map((server) => server.close()));
    })();
    return closing;
  };
  const onSignal = (signal: (typeof stopSignals)[number]): void => {
    void closeAll().finally(() => {
      console.error(`Stopped by ${signal}: closed the browser and the servers.`);
      process.exit(signalExitCodes[signal]);
    });
  };
  for (const signal of stopSignals) process.once(signal, onSignal);
  try {
    for (const directory of directories) servers.push(await serveBuild(directory));
    browser = await chromium.launch({
      executablePath: chromiumExecutablePath,
      args: [...chromiumArgs],
      // Playwright's own handlers would exit at once, before the servers are closed; ours close all.
      handleSIGINT: false,
      handleSIGTERM: false,
    });
    return await work({ browser, servers: servers as unknown as BuildServers<Directories> });
  } finally {
    for (const signal of stopSignals) process.off(signal, onSignal);
    await closeAll();
  }
}
