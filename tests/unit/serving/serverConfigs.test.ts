import { describe, expect, it } from 'vitest';
import { requestPathsOf, twinnedPages } from '../../../src/features/serving/markdownTwinRoutes';
import { renderCaddyConfig, renderNginxConfig } from '../../../src/features/serving/serverConfigs';

const policy = "default-src 'self'; script-src 'self' 'sha256-abc='";
const pages = twinnedPages([
  '/docs/introduction',
  '/docs/CogniBot/Skills/Dialog%20Designer/',
  '/blog/hr',
]);

describe('twinnedPages', () => {
  it('pairs each page with the encoded URL of its twin, sorted by route', () => {
    expect(pages).toEqual([
      { route: '/blog/hr', twinUrl: '/blog/hr.md' },
      {
        route: '/docs/CogniBot/Skills/Dialog Designer/',
        twinUrl: '/docs/CogniBot/Skills/Dialog%20Designer.md',
      },
      { route: '/docs/introduction', twinUrl: '/docs/introduction.md' },
    ]);
  });

  it('refuses a route the configs could not quote', () => {
    expect(() => twinnedPages(['/docs/a"b'])).toThrow(/cannot quote/);
    expect(() => twinnedPages(['/docs/$x'])).toThrow(/cannot quote/);
  });

  it('serves a page at its route with and without the slash, and at its index.html', () => {
    expect(requestPathsOf({ route: '/docs/a/', twinUrl: '/docs/a.md' })).toEqual([
      '/docs/a',
      '/docs/a/',
      '/docs/a/index.html',
    ]);
  });
});

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(policy, pages);

  it('sets the policy for every request', () => {
    expect(config).toContain(
      `map $uri $cognibot_content_security_policy {\n    default "${policy}";\n}`,
    );
  });

  it('maps the index.html nginx serves for each page to its twin', () => {
    expect(config).toContain('    "/blog/hr/index.html" "/blog/hr.md";');
    expect(config).toContain(
      '    "/docs/CogniBot/Skills/Dialog Designer/index.html" "/docs/CogniBot/Skills/Dialog%20Designer.md";',
    );
  });

  it('makes the map hash buckets hold the longest path', () => {
    const long = twinnedPages([`/docs/${'x'.repeat(200)}`]);
    expect(renderNginxConfig(policy, long)).toContain('map_hash_bucket_size 256;');
    expect(config).toContain('map_hash_bucket_size 128;');
  });
});

describe('renderCaddyConfig', () => {
  const config = renderCaddyConfig(policy, pages);

  it('defines the policy snippet', () => {
    expect(config).toContain(
      `(cognibot_content_security_policy) {\n\theader Content-Security-Policy "${policy}"\n}`,
    );
  });

  it('maps every request path of a page to its twin URL and, decoded, its file', () => {
    for (const requestPath of [
      '/docs/CogniBot/Skills/Dialog Designer',
      '/docs/CogniBot/Skills/Dialog Designer/',
      '/docs/CogniBot/Skills/Dialog Designer/index.html',
    ]) {
      expect(config).toContain(
        `\t\t"${requestPath}" "/docs/CogniBot/Skills/Dialog%20Designer.md" "/docs/CogniBot/Skills/Dialog Designer.md"\n`,
      );
    }
    expect(config).toContain('\t\tdefault "" ""\n');
  });
});
