import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../../src/features/serving/contentSecurityPolicy';
import { inlineScriptHashes } from '../../src/features/serving/inlineScripts';
import { parseCsp, selfOnlyDirectives } from '../support/contentSecurityPolicy';
import { siteRoot } from '../support/markdownSources';
import { headerTokens, rawRequest, type RawResponse } from '../support/rawHttp';
import { expect, routeList, test, urlFor } from './fixtures';

// The built site behind the real nginx and Caddy with the repo's configs (deploy/), in the
// projects of that name: what each server sends, header by header, compared with the build.

const buildDir = path.join(siteRoot, 'build');
const builtFile = (file: string) => readFileSync(path.join(buildDir, file));
const mainScript = `assets/js/${readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name)) ?? 'main.js'}`;
const searchIndex = 'search-box-terms-docs.json';
const notFoundRoute = routeList.notFound[0] ?? '/no-such-page';
const identity = { 'Accept-Encoding': 'identity' };

/** The folder of a route in the build, and whether it has a Markdown twin beside it. */
function twinFileOf(route: string): string | undefined {
  const folder = route.replace(/\/+$/, '');
  const twin = `${folder}.md`.replace(/^\//, '');
  return folder !== '' && existsSync(path.join(buildDir, twin)) ? twin : undefined;
}

/** The inline scripts of every page of the build, hashed. */
function builtPagesScriptHashes(): string[] {
  const pages = new Map<string, string>();
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    pages.set(file, builtFile(file).toString('utf8'));
  }
  return inlineScriptHashes(pages);
}

const expectedSecurityHeaders = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(response: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
    expect(response.headers[name], `${name} of ${what}`).toBe(value);
  }
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `Permissions-Policy of ${what}`).toContain(`${feature}=()`);
  }
  const policy = String(response.headers['content-security-policy']);
  expect(policy, `Content-Security-Policy of ${what}`).toBe(
    contentSecurityPolicy([...policy.matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash).sort()),
  );
}

test.describe('behind the server', () => {
  test('scripts, styles and search index files come precompressed, Brotli first', async ({
    baseURL,
  }) => {
    for (const file of [mainScript, searchIndex]) {
      const url = `${String(baseURL)}/${file}`;
      const brotli = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(brotli.body.equals(builtFile(`${file}.br`)), `${file}: the .br the build wrote`).toBe(
        true,
      );
      expect(headerTokens(brotli, 'Vary'), file).toContain('accept-encoding');

      const gzip = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(gzip.body.equals(builtFile(`${file}.gz`)), `${file}: the .gz the build wrote`).toBe(
        true,
      );
      expect(headerTokens(gzip, 'Vary'), file).toContain('accept-encoding');

      const plain = await rawRequest(url, { headers: identity });
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.equals(builtFile(file)), file).toBe(true);
    }
  });

  test('hashed assets are cached for good; pages, sw.js, search files, llms.txt and twins revalidate', async ({
    baseURL,
  }) => {
    const hashed = await rawRequest(`${String(baseURL)}/${mainScript}`);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const revalidated = [
      '/',
      '/docs/introduction',
      '/blog/hr/',
      '/sw.js',
      `/${searchIndex}`,
      '/search-box-postings-docs-0.json',
      '/search-box-text-docs-0.json',
      '/llms.txt',
      '/llms-full.txt',
      '/docs/introduction.md',
    ];
    for (const route of revalidated) {
      const response = await rawRequest(`${String(baseURL)}${urlFor(route)}`, {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(response.status, route).toBe(200);
      expect(response.headers['cache-control'], route).toBe('no-cache');
      expect(
        response.headers.etag ?? response.headers['last-modified'],
        `${route}: a validator to revalidate with`,
      ).toBeDefined();
    }
  });

  test('HEAD answers like GET without a body, and a conditional GET answers 304', async ({
    baseURL,
  }) => {
    for (const [route, headers] of [
      ['/docs/introduction', identity],
      [`/${mainScript}`, { 'Accept-Encoding': 'gzip, br' }],
    ] as const) {
      const url = `${String(baseURL)}${route}`;
      const get = await rawRequest(url, { headers });
      const head = await rawRequest(url, { method: 'HEAD', headers });
      expect(head.status, route).toBe(200);
      expect(head.body.length, route).toBe(0);
      expect(head.headers.etag, route).toBe(get.headers.etag);
      expect(head.headers['content-type'], route).toBe(get.headers['content-type']);

      const etag = get.headers.etag;
      const lastModified = get.headers['last-modified'];
      expect(etag, route).toBeDefined();
      expect(lastModified, route).toBeDefined();
      const byETag = await rawRequest(url, {
        headers: { ...headers, 'If-None-Match': String(etag) },
      });
      expect(byETag.status, `${route} If-None-Match`).toBe(304);
      expect(byETag.body.length).toBe(0);
      expectSecurityHeaders(byETag, `a 304 of ${route}`);
      const byDate = await rawRequest(url, {
        headers: { ...headers, 'If-Modified-Since': String(lastModified) },
      });
      expect(byDate.status, `${route} If-Modified-Since`).toBe(304);
      const changed = await rawRequest(url, { headers: { ...headers, 'If-None-Match': '"x"' } });
      expect(changed.status, `${route} with another ETag`).toBe(200);
    }
  });

  test('an unknown path answers 404 with the site not-found page', async ({ baseURL }) => {
    const notFoundPage = builtFile('404.html');
    for (const route of [...routeList.notFound, '/assets/js/no-such-chunk.js', '/_serving/']) {
      const response = await rawRequest(`${String(baseURL)}${urlFor(route)}`, {
        headers: identity,
      });
      expect(response.status, route).toBe(404);
      expect(response.body.equals(notFoundPage), `${route}: the body of build/404.html`).toBe(true);
      expectSecurityHeaders(response, `the 404 of ${route}`);
    }
    // The configs the build writes for the server are not for readers.
    for (const file of ['_serving/nginx.conf', '_serving/caddy.conf']) {
      expect((await rawRequest(`${String(baseURL)}/${file}`)).status, file).toBe(404);
    }
  });

  test('every route, with and without its trailing slash, answers as the static build does', async ({
    baseURL,
  }) => {
    // The build served by `docusaurus serve` in the other projects (playwright.config.ts).
    const staticBuild = `http://127.0.0.1:${String(process.env.E2E_PORT)}`;
    const routes = [...routeList.pages, ...routeList.notFound];
    const paths = routes.flatMap((route) =>
      route === '/' ? [route] : [route.replace(/\/+$/, ''), `${route.replace(/\/+$/, '')}/`],
    );
    for (const requestPath of paths) {
      const [served, expected] = await Promise.all(
        [String(baseURL), staticBuild].map((origin) =>
          rawRequest(`${origin}${urlFor(requestPath)}`, { headers: identity }),
        ),
      );
      expect(served?.status, requestPath).toBe(expected?.status);
      expect(served?.body.equals(expected?.body ?? Buffer.alloc(0)), requestPath).toBe(true);
    }
  });

  test('a client that accepts text/markdown gets the twin; every page names its twin in Link', async ({
    baseURL,
  }) => {
    for (const route of routeList.pages) {
      const twin = twinFileOf(route);
      const url = `${String(baseURL)}${urlFor(route)}`;
      const html = await rawRequest(url, {
        headers: { ...identity, Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(html.headers['content-type'], route).toBe('text/html; charset=utf-8');
      const markdown = await rawRequest(url, {
        headers: { ...identity, Accept: 'text/markdown, text/html;q=0.5' },
      });
      if (twin === undefined) {
        expect(html.headers.link, `${route} has no twin`).toBeUndefined();
        expect(markdown.headers['content-type'], route).toBe('text/html; charset=utf-8');
        continue;
      }
      expect(html.headers.link, route).toBe(
        `<${encodeURI(`/${twin}`)}>; rel="alternate"; type="text/markdown"`,
      );
      expect(headerTokens(html, 'Vary'), route).toContain('accept');
      expect(markdown.status, route).toBe(200);
      expect(markdown.headers['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect(headerTokens(markdown, 'Vary'), route).toContain('accept');
      expect(markdown.body.equals(builtFile(twin)), `${route}: the body of ${twin}`).toBe(true);
    }
    // q=0 refuses Markdown; the twin itself is Markdown whatever the client accepts.
    const refused = await rawRequest(`${String(baseURL)}/docs/introduction`, {
      headers: { Accept: 'text/markdown;q=0, text/html' },
    });
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    const direct = await rawRequest(`${String(baseURL)}/docs/introduction.md`);
    expect(direct.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(headerTokens(direct, 'Vary')).toContain('accept');
  });

  test('every kind of response carries the security headers and the build policy', async ({
    baseURL,
  }) => {
    const policyHashes = builtPagesScriptHashes();
    const kinds: [string, Record<string, string>][] = [
      ['/docs/introduction', {}],
      ['/docs/introduction', { Accept: 'text/markdown' }],
      ['/docs/introduction.md', {}],
      [`/${mainScript}`, { 'Accept-Encoding': 'br' }],
      ['/sw.js', {}],
      [`/${searchIndex}`, { 'Accept-Encoding': 'gzip' }],
      ['/llms.txt', {}],
      ['/img/favicon.svg', {}],
      ['/manifest.json', {}],
      [urlFor(notFoundRoute), {}],
    ];
    for (const [route, headers] of kinds) {
      const response = await rawRequest(`${String(baseURL)}${route}`, { headers });
      const what = `${route} (${JSON.stringify(headers)})`;
      expectSecurityHeaders(response, what);
      const directives = parseCsp(String(response.headers['content-security-policy']));
      const scriptSources = directives.get('script-src') ?? [];
      expect(scriptSources, what).toEqual(["'self'", ...policyHashes]);
      expect(directives.get('object-src'), what).toEqual(["'none'"]);
      for (const name of selfOnlyDirectives) {
        expect(directives.get(name), `${name} of ${what}`).toEqual(["'self'"]);
      }
    }
  });
});
