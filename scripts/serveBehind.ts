// Serves a built site through a real nginx or Caddy with the repo's configs (deploy/) until
// stopped, for the end-to-end tests: `jiti scripts/serveBehind.ts <nginx|caddy> <directory> <port>`.
// The wrapper configs live in a temporary folder that is removed when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  caddyEnvironment,
  caddyMainConfig,
  findBrotliStaticModule,
  nginxMainConfig,
  nginxSiteConfig,
  nginxSiteForTest,
  type RealServer,
} from '../tests/support/realServers';

const [server, directory = 'build', portText = ''] = process.argv.slice(2);
const port = Number(portText);
if ((server !== 'nginx' && server !== 'caddy') || !Number.isInteger(port) || port <= 0) {
  console.error('usage: jiti scripts/serveBehind.ts <nginx|caddy> <directory> <port>');
  process.exit(2);
}
const root = path.resolve(directory);
if (!existsSync(path.join(root, '_serving'))) {
  console.error(`${root} holds no build with server configs: run \`npm run build\` first.`);
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), `cognibot-${server}-`));

function start(kind: RealServer) {
  if (kind === 'nginx') {
    const site = path.join(dir, 'cognibot-docs.conf');
    writeFileSync(site, nginxSiteForTest(readFileSync(nginxSiteConfig, 'utf8'), root, port));
    const main = path.join(dir, 'nginx.conf');
    writeFileSync(main, nginxMainConfig({ dir, module: findBrotliStaticModule(), site }));
    return spawn('nginx', ['-p', dir, '-c', main, '-g', 'daemon off;'], { stdio: 'inherit' });
  }
  const main = path.join(dir, 'Caddyfile');
  writeFileSync(main, caddyMainConfig());
  return spawn('caddy', ['run', '--config', main, '--adapter', 'caddyfile'], {
    stdio: 'inherit',
    env: caddyEnvironment(root, port, dir),
  });
}

let child: ReturnType<typeof spawn>;
try {
  child = start(server);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  throw error;
}
child.on('error', (error) => {
  console.error(`${server} could not start: ${error.message}`);
});
child.on('exit', (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal === null ? 1 : 0));
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => child.kill('SIGTERM'));
}
