import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/harness/chromium';
import { expectPortsFree, freePorts, portFromEnvironment } from './tests/support/ports';

/*
 * Ports of the four built-site servers: E2E_PORT (and the three after it, for the light-only build,
 * nginx and Caddy) when the caller names one, otherwise four free ports. Picked once, in the main
 * process, and handed to the workers through the environment, which they inherit.
 */
if (process.env.E2E_PORTS_READY === undefined) {
  const chosen = portFromEnvironment('E2E_PORT');
  const ports = chosen === undefined ? freePorts(4) : [0, 1, 2, 3].map((offset) => chosen + offset);
  if (chosen !== undefined) expectPortsFree(ports, 'E2E_PORT');
  const [port, lightOnlyPort, nginxPort, caddyPort] = ports.map(String);
  process.env.E2E_PORT = port;
  process.env.E2E_LIGHT_ONLY_PORT = lightOnlyPort;
  process.env.E2E_NGINX_PORT = nginxPort;
  process.env.E2E_CADDY_PORT = caddyPort;
  process.env.E2E_PORTS_READY = '1';
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The colour-mode reading B build (light only), served beside the default one.
const lightOnlyPort = Number(process.env.E2E_LIGHT_ONLY_PORT);
const lightOnlyURL = `http://127.0.0.1:${lightOnlyPort}`;
// build/ behind a real nginx and a real Caddy, with the repo's configs (deploy/).
const nginxPort = Number(process.env.E2E_NGINX_PORT);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const caddyPort = Number(process.env.E2E_CADDY_PORT);
const caddyURL = `http://127.0.0.1:${caddyPort}`;

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

function serveBehind(server: 'nginx' | 'caddy', servedPort: number, url: string) {
  return {
    command: `npx jiti scripts/serveBehind.ts ${server} build ${String(servedPort)}`,
    url,
    reuseExistingServer: false,
    timeout: 60_000,
    // The script stops the server and removes its temporary configs on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { ...desktop, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// The route sweep (its own checks, axe, the CSP) and the serving tests run behind nginx only.
const servedByNginx = /(routes|accessibility|serving-csp|serving-headers)\.spec\.ts/;
const servedByCaddy = /serving-headers\.spec\.ts/;
// Every other spec file runs against build/ in the desktop and phone projects.
const filesWithTheirOwnProject =
  /(dev-server|light-only|routes|accessibility|serving-\w+)\.spec\.ts/;

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
      grepInvert: /@phone|@webmcp/,
    },
    {
      // Tests tagged @webmcp: Chromium with the WebMCP API, whose tools every page registers.
      name: 'webmcp',
      testMatch: /webmcp\.spec\.ts/,
      grep: /@webmcp/,
      use: {
        ...desktop,
        launchOptions: {
          executablePath: chromiumExecutablePath,
          args: [...chromiumArgs, '--enable-features=WebMCP'],
        },
      },
    },
    {
      name: 'light-only',
      testMatch: /light-only\.spec\.ts/,
      use: { ...desktop, baseURL: lightOnlyURL },
    },
    {
      // Tests tagged @phone, in any file: a 390 px touch screen, where the navbar collapses.
      name: 'phone',
      use: phone,
      testIgnore: filesWithTheirOwnProject,
      grep: /@phone/,
    },
    {
      name: 'nginx',
      testMatch: servedByNginx,
      use: { ...desktop, baseURL: nginxURL },
      grepInvert: /@phone/,
    },
    {
      name: 'nginx-phone',
      testMatch: servedByNginx,
      use: { ...phone, baseURL: nginxURL },
      grep: /@phone/,
    },
    {
      name: 'caddy',
      testMatch: servedByCaddy,
      use: { ...desktop, baseURL: caddyURL },
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
    serveBehind('nginx', nginxPort, nginxURL),
    serveBehind('caddy', caddyPort, caddyURL),
  ],
});
