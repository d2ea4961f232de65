/**
 * The browser every test, benchmark and screenshot run drives: Debian's Chromium (Playwright's own
 * browser download does not work on our machines), headless, with the flags our machines need.
 */
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
