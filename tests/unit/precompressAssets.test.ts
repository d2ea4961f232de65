import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import precompressAssetsPlugin, { assetFiles } from '../../src/plugins/precompressAssets';
import { serveBuild } from '../../scripts/harness/serveBuild';

const script = `console.log(${JSON.stringify('the same line again and again '.repeat(200))});\n`;
let site: string | undefined;

/** A small built site: two pages, a 404 page and assets, as `docusaurus build` leaves them. */
function builtSite(): string {
  site = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  mkdirSync(path.join(site, 'assets/js'), { recursive: true });
  mkdirSync(path.join(site, 'assets/css'), { recursive: true });
  mkdirSync(path.join(site, 'assets/images'), { recursive: true });
  mkdirSync(path.join(site, 'docs/intro'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(path.join(site, 'docs/intro/index.html'), '<!doctype html><title>Intro</title>');
  writeFileSync(path.join(site, 'assets/js/main.abc123.js'), script);
  writeFileSync(
    path.join(site, 'assets/css/styles.def456.css'),
    `body{margin:0}${'a{}'.repeat(400)}`,
  );
  writeFileSync(path.join(site, 'assets/images/logo.png'), Buffer.from([137, 80, 78, 71]));
  return site;
}

async function precompress(outDir: string): Promise<void> {
  const { postBuild } = precompressAssetsPlugin();
  await postBuild?.({ outDir } as never);
}

afterEach(() => {
  if (site !== undefined) rmSync(site, { recursive: true, force: true });
  site = undefined;
});

describe('precompressAssets', () => {
  it('lists the scripts and styles of the assets folder only', async () => {
    expect((await assetFiles(builtSite())).sort()).toEqual([
      path.join('assets', 'css', 'styles.def456.css'),
      path.join('assets', 'js', 'main.abc123.js'),
    ]);
  });

  it('writes Brotli and gzip forms that decompress to the file', async () => {
    const outDir = builtSite();
    await precompress(outDir);
    const file = path.join(outDir, 'assets/js/main.abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });
});

describe('serveBuild', () => {
  async function fetchFrom(outDir: string, route: string, acceptEncoding: string) {
    const server = await serveBuild(outDir);
    try {
      const response = await fetch(`${server.origin}${route}`, {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      return {
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        caching: response.headers.get('cache-control'),
        body: await response.text(),
      };
    } finally {
      await server.close();
    }
  }

  it('sends an asset’s precompressed form the browser accepts, cached for good', async () => {
    const outDir = builtSite();
    await precompress(outDir);
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const served = await fetchFrom(outDir, '/assets/js/main.abc123.js', accepted);
      expect(served).toEqual({
        status: 200,
        encoding,
        caching: 'public, max-age=31536000, immutable',
        body: script,
      });
    }
  });

  it('compresses on the fly what has no precompressed form, and serves pages by clean URL', async () => {
    const outDir = builtSite();
    const asset = await fetchFrom(outDir, '/assets/js/main.abc123.js', 'gzip');
    expect(asset).toMatchObject({ status: 200, encoding: 'gzip', body: script });
    expect(await fetchFrom(outDir, '/docs/intro', 'identity')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>Intro</title>') as unknown,
    });
  });

  it('answers an unknown asset and an unknown page with the site’s 404 page', async () => {
    const outDir = builtSite();
    for (const route of ['/assets/js/gone.000000.js', '/docs/gone']) {
      expect(await fetchFrom(outDir, route, 'identity')).toMatchObject({
        status: 404,
        body: expect.stringContaining('Page Not Found') as unknown,
      });
    }
  });
});
