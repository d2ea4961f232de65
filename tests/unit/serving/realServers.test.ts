import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  caddyEnvironment,
  caddyMainConfig,
  configureOption,
  exampleRoot,
  nginxMainConfig,
  nginxSiteConfig,
  nginxSiteForTest,
} from '../../support/realServers';

const repoConfig = readFileSync(nginxSiteConfig, 'utf8');

describe('the nginx config of a test run', () => {
  it('is the repo config with only the root and the port changed', () => {
    const site = nginxSiteForTest(repoConfig, '/tmp/build', 41234);
    expect(site).not.toContain(exampleRoot);
    expect(site).toContain('    root /tmp/build;\n');
    expect(site).toContain('include /tmp/build/_serving/nginx.conf;');
    expect(site).toContain('    listen 127.0.0.1:41234;\n');
    expect(site).not.toMatch(/^\s*listen (\[::\]:)?80;/m);
    const unchanged = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(listen|root|include \/)/.test(line))
        .join('\n');
    expect(unchanged(site)).toBe(unchanged(repoConfig));
  });

  it('says so when the repo config no longer has what it replaces', () => {
    expect(() =>
      nginxSiteForTest(repoConfig.replace('listen 80;', 'listen 8080;'), '/b', 1),
    ).toThrow(/holds " {4}listen 80;\n" 0 times/);
  });

  it('refuses a root nginx would read as more than one word', () => {
    expect(() => nginxSiteForTest(repoConfig, '/tmp/my build', 1)).toThrow(/unquoted/);
  });

  it('loads the module and keeps its pid and temp files in the run folder', () => {
    const main = nginxMainConfig({
      dir: '/tmp/run',
      module: '/m/brotli.so',
      site: '/tmp/run/s.conf',
    });
    expect(main).toMatch(/^load_module \/m\/brotli\.so;\npid \/tmp\/run\/nginx\.pid;/);
    expect(main).toContain('client_body_temp_path /tmp/run/client_body;');
    expect(main).toContain('include /tmp/run/s.conf;');
  });

  it('reads the configure options nginx -V prints', () => {
    const details =
      'nginx version: nginx/1.22.1\nconfigure arguments: --prefix=/usr/share/nginx --modules-path=/usr/lib/nginx/modules';
    expect(configureOption(details, 'modules-path')).toBe('/usr/lib/nginx/modules');
    expect(configureOption(details, 'conf-path')).toBeUndefined();
  });
});

describe('the Caddy config of a test run', () => {
  it('imports the repo Caddyfile, with no admin endpoint, on 127.0.0.1', () => {
    expect(caddyMainConfig()).toMatch(
      /\tadmin off\n[\s\S]*\tdefault_bind 127\.0\.0\.1\n\}\nimport \/.+\/deploy\/caddy\/Caddyfile\n$/,
    );
  });

  it('gives the site address and the build folder through the environment', () => {
    const environment = caddyEnvironment('/tmp/build', 41234, '/tmp/run');
    expect(environment.COGNIBOT_DOCS_ROOT).toBe('/tmp/build');
    expect(environment.COGNIBOT_DOCS_ADDRESS).toBe('http://127.0.0.1:41234');
    expect(environment.XDG_CONFIG_HOME).toBe('/tmp/run');
  });
});
