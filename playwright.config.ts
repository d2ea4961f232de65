import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium';
import { expectPortsFree, freePorts, portFromEnvironment } from './tests/support/ports';

/*
 * Ports of the two built-site servers: E2E_PORT (and E2E_PORT + 1 for the light-only build) when
 * the caller names one, otherwise two free ports. Picked once, in the main process, and handed to
 * the workers through the environment, which they inherit.
 */
if (process.env.E2E_PORTS_READY === undefined) {
  const chosen = portFromEnvironment('E2E_PORT');
  if (chosen === undefined) {
    const [port, lightOnlyPort] = freePorts(2);
    process.env.E2E_PORT = String(port);
    process.env.E2E_LIGHT_ONLY_PORT = String(lightOnlyPort);
  } else {
    process.env.E2E_LIGHT_ONLY_PORT = String(chosen + 1);
    expectPortsFree([chosen, chosen + 1], 'E2E_PORT');
  }
  process.env.E2E_PORTS_READY = '1';
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The colour-mode reading B build (light only), served beside the default one.
const lightOnlyPort = Number(process.env.E2E_LIGHT_ONLY_PORT);
const lightOnlyURL = `http://127.0.0.1:${lightOnlyPort}`;

function serveBuild(dir: string, servedPort: number, url: string) {
  return {
    command: `npx docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${servedPort} --no-open`,
    url,
    // The port was free a moment ago; whatever answers there now is not this build.
    reuseExistingServer: false,
    // A budget for a busy machine, not a speed requirement.
    timeout: 180_000,
  };
}

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
// Every other spec file runs against build/ in the desktop and phone projects.
const filesWithTheirOwnProject = /(dev-server|light-only)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumExecutablePath, args: [...chromiumArgs] },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      testIgnore: filesWithTheirOwnProject,
      grepInvert: /@phone/,
    },
    {
      name: 'light-only',
      testMatch: /light-only\.spec\.ts/,
      use: { ...desktop, baseURL: lightOnlyURL },
    },
    {
      // Tests tagged @phone, in any file: a 390 px touch screen, where the navbar collapses.
      name: 'phone',
      use: { ...desktop, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      testIgnore: filesWithTheirOwnProject,
      grep: /@phone/,
    },
    {
      // Starts its own dev server; kept apart so the built-site tests do not wait for it.
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
      use: desktop,
    },
  ],
  webServer: [
    serveBuild('build', port, baseURL),
    serveBuild('build-light-only', lightOnlyPort, lightOnlyURL),
  ],
});
