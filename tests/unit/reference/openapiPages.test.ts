import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { currentRelease } from '../../../src/data/release';
import { operationDocId } from '../../../src/openapi/operationDocId';
import { apiPagesFolder } from '../../../src/openapi/plugins';
import { siteRoot } from '../../support/markdownSources';
import { loadOpenApiDocument, operations } from '../../support/openapiExamples';
import { readRouteList } from '../../support/routes';

const document = loadOpenApiDocument();
const operationIds = operations(document).map((operation) => operation.id);

/** The page's file name inside the API pages folder, without extension. */
function pageSlug(operationId: string): string {
  return operationDocId(operationId).replace(/^reference\/api\//, '');
}

function generatedFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.api.mdx') || file === 'sidebar.ts')
    .sort();
}

describe('the OpenAPI document and its pages', () => {
  it('names the current release as its version', () => {
    expect(document.info.version).toBe(currentRelease.latest);
  });

  it('has one generated page per operation and webhook, and no other', () => {
    const pages = generatedFiles(path.join(siteRoot, apiPagesFolder)).filter(
      (file) => file !== 'sidebar.ts',
    );
    expect(pages).toEqual(operationIds.map((id) => `${pageSlug(id)}.api.mdx`).sort());
  });

  it('links every operation page from the API overview', () => {
    const overview = readFileSync(path.join(siteRoot, 'docs/reference/api.md'), 'utf8');
    const missing = operationIds.filter(
      (id) => !overview.includes(`](./api/${pageSlug(id)}.api.mdx)`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every operation page in the route list', () => {
    const routes = new Set(readRouteList().pages);
    const missing = operationIds
      .map((id) => `/docs/reference/api/${pageSlug(id)}`)
      .filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });
});

describe('generated operation pages', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'cognibot-api-pages-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  // Regenerates every page from the document into a scratch folder: a page edited by hand, or a
  // document changed without `npm run gen:api`, shows up as a difference.
  it('are exactly what the document generates', { timeout: 180_000 }, () => {
    const result = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {
      cwd: siteRoot,
      env: { ...process.env, COGNIBOT_API_PAGES_DIR: scratch },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const committed = path.join(siteRoot, apiPagesFolder);
    expect(generatedFiles(scratch)).toEqual(generatedFiles(committed));
    const differing = generatedFiles(scratch).filter(
      (file) =>
        readFileSync(path.join(scratch, file), 'utf8') !==
        readFileSync(path.join(committed, file), 'utf8'),
    );
    expect(differing, 'run `npm run gen:api` and commit the result').toEqual([]);
  });
});
