import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { siteRoot } from './markdownSources';

/*
 * nginx and Caddy serving a build with the repo's configs (deploy/), for the end-to-end tests:
 * the wrapper configs that include them, changing only the build folder and the port.
 */

export type RealServer = 'nginx' | 'caddy';

export const nginxSiteConfig = path.join(siteRoot, 'deploy/nginx/cognibot-docs.conf');
export const caddySiteConfig = path.join(siteRoot, 'deploy/caddy/Caddyfile');

/** The build folder the deployment example serves, as the repo's configs name it. */
export const exampleRoot = '/var/www/cognibot-docs';

function replaceExactly(text: string, search: string, replacement: string, count: number): string {
  const found = text.split(search).length - 1;
  if (found !== count) {
    throw new Error(
      `deploy/nginx/cognibot-docs.conf holds "${search}" ${String(found)} times, where the tests ` +
        `expect ${String(count)}: update tests/support/realServers.ts with the config.`,
    );
  }
  return text.split(search).join(replacement);
}

/** The repo's nginx config with the root and the port of a test run, and nothing else changed. */
export function nginxSiteForTest(config: string, root: string, port: number): string {
  if (/[\s;{}"'$]/.test(root)) throw new Error(`nginx cannot be given the root "${root}" unquoted`);
  let site = replaceExactly(config, exampleRoot, root, 2);
  site = replaceExactly(site, '    listen 80;\n', `    listen 127.0.0.1:${String(port)};\n`, 1);
  return replaceExactly(site, '    listen [::]:80;\n', '', 1);
}

/** The main nginx config of a test run: the module, a pid file and temp folders in `dir`. */
export function nginxMainConfig(options: { dir: string; module: string; site: string }): string {
  const { dir, module, site } = options;
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    `load_module ${module};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
}

/** Finds what `nginx -V` says about a configure option (`--modules-path=`), if anything. */
export function configureOption(versionOutput: string, option: string): string | undefined {
  return new RegExp(`--${option}=(\\S+)`).exec(versionOutput)?.[1];
}

const brotliStaticModule = 'ngx_http_brotli_static_module.so';

/** What `nginx -V` prints (on stderr): the version and the configure options. */
function nginxVersionDetails(): string {
  const result = spawnSync('nginx', ['-V'], { encoding: 'utf8' });
  if (result.error) {
    throw new Error('nginx is not installed: apt install nginx libnginx-mod-http-brotli-static', {
      cause: result.error,
    });
  }
  return `${result.stdout}${result.stderr}`;
}

/**
 * The brotli_static module of the installed nginx: where a modules-enabled config loads it from
 * (Debian's libnginx-mod-http-brotli-static), else in nginx's modules folder.
 */
export function findBrotliStaticModule(details = nginxVersionDetails()): string {
  const prefix = configureOption(details, 'prefix') ?? '/usr/share/nginx';
  const confPath = configureOption(details, 'conf-path') ?? '/etc/nginx/nginx.conf';
  const modulesEnabled = path.join(path.dirname(confPath), 'modules-enabled');
  const candidates: string[] = [];
  if (existsSync(modulesEnabled)) {
    for (const file of readdirSync(modulesEnabled)) {
      const text = readFileSync(path.join(modulesEnabled, file), 'utf8');
      const loaded = /^\s*load_module\s+(\S+?);/m.exec(text)?.[1];
      if (loaded?.endsWith(brotliStaticModule)) candidates.push(path.resolve(prefix, loaded));
    }
  }
  const modulesPath = configureOption(details, 'modules-path') ?? '/usr/lib/nginx/modules';
  candidates.push(path.join(modulesPath, brotliStaticModule));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) {
    throw new Error(
      `nginx has no brotli_static module (looked for ${candidates.join(', ')}): install ` +
        'libnginx-mod-http-brotli-static (Debian) or a build of ngx_brotli.',
    );
  }
  return found;
}

/** The Caddyfile of a test run: no admin endpoint, localhost only, then the repo's Caddyfile. */
export function caddyMainConfig(): string {
  return [
    '{',
    '\tadmin off',
    '\tauto_https off',
    '\tdefault_bind 127.0.0.1',
    '}',
    `import ${caddySiteConfig}`,
    '',
  ].join('\n');
}

/** The environment the repo's Caddyfile reads the site address and the build folder from. */
export function caddyEnvironment(root: string, port: number, dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    COGNIBOT_DOCS_ROOT: root,
    COGNIBOT_DOCS_ADDRESS: `http://127.0.0.1:${String(port)}`,
    // Caddy keeps its autosaved config and its storage here; a test run leaves nothing behind.
    HOME: dir,
    XDG_CONFIG_HOME: dir,
    XDG_DATA_HOME: dir,
  };
}
