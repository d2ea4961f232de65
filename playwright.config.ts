import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// The colour-mode reading B build (light only), served beside the default one.
const lightOnlyPort = port + 1;
const lightOnlyURL = `http://127.0.0.1:${lightOnlyPort}`;

function serveBuild(dir: string, servedPort: number, url: string) {
  return {
    command: `npx docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${servedPort} --no-open`,
    url,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

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
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(dev-server|light-only)\.spec\.ts/,
    },
    {
      name: 'light-only',
      testMatch: /light-only\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: lightOnlyURL },
    },
    {
      // Starts its own dev server; kept apart so the built-site tests do not wait for it.
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    serveBuild('build', port, baseURL),
    serveBuild('build-light-only', lightOnlyPort, lightOnlyURL),
  ],
});
