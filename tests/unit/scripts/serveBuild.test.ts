import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild, type BuildServer } from '../../../scripts/harness/serveBuild';

let site: string;
let server: BuildServer;
const index = JSON.stringify({ terms: ['webhook', 'audit'] });
// The same JSON laid out otherwise, so that the test sees which file was sent.
const precompressed = JSON.stringify(JSON.parse(index), null, 1);

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'cognibot-serve-build-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Served page</title>');
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(site, 'search-index.json'), index);
  writeFileSync(path.join(site, 'search-index.json.br'), brotliCompressSync(precompressed));
  writeFileSync(path.join(site, 'search-index.json.gz'), gzipSync(precompressed));
  server = await serveBuild(site);
});

afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

function get(
  pathname: string,
  encoding: string,
): Promise<{
  status: number;
  encoding: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${server.origin}${pathname}`,
        { headers: { 'Accept-Encoding': encoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers['content-encoding'],
              cacheControl: response.headers['cache-control'],
              body: Buffer.concat(chunks),
            });
          });
        },
      )
      .on('error', reject);
  });
}

describe('serveBuild', () => {
  it('serves the Brotli form of a file the build wrote compressed, as nginx brotli_static does', async () => {
    const response = await get('/search-index.json?_=1a2b', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.encoding).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(precompressed);
    // Like nginx's configuration (deploy/nginx) for everything outside /assets/.
    expect(response.cacheControl).toBe('no-cache');
  });

  it('serves the file itself to a client that takes no compression', async () => {
    const response = await get('/search-index.json', 'identity');
    expect(response.encoding).toBeUndefined();
    expect(response.body.toString()).toBe(index);
  });

  it('answers a missing file with the site’s not-found page', async () => {
    const response = await get('/missing.json', 'identity');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Not found');
  });
});
