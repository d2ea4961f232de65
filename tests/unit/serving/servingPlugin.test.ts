import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import servingPlugin from '../../../src/features/serving';
import { scriptHashSource } from '../../../src/features/serving/inlineScripts';

let outDir: string | undefined;
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  outDir = undefined;
});

const colourMode = 'document.documentElement.dataset.theme="light"';
const loader = 'startEntryScripts()';

function builtSite(): string {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'serving-'));
  mkdirSync(path.join(outDir, 'docs/intro'), { recursive: true });
  const page = (extra = '') =>
    `<!doctype html><script>${colourMode}</script>${extra}<script>${loader}</script>`;
  writeFileSync(path.join(outDir, 'index.html'), page());
  writeFileSync(
    path.join(outDir, 'docs/intro/index.html'),
    page('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>'),
  );
  return outDir;
}

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: { loadedVersions: [{ docs: [{ permalink: '/docs/intro' }] }] },
  },
  'docusaurus-plugin-content-blog': {
    default: { blogPosts: [{ metadata: { permalink: '/blog/hr' } }] },
  },
};

async function build(plugin: Plugin, site: string): Promise<void> {
  await plugin.allContentLoaded?.({
    allContent,
    actions: {},
  } as unknown as Parameters<NonNullable<Plugin['allContentLoaded']>>[0]);
  await plugin.postBuild?.({ outDir: site } as unknown as Parameters<
    NonNullable<Plugin['postBuild']>
  >[0]);
}

describe('the serving plugin', () => {
  it('writes the policy with the hashes of the pages and the twins for nginx and Caddy', async () => {
    const site = builtSite();
    await build(servingPlugin(), site);
    const nginx = readFileSync(path.join(site, '_serving/nginx.conf'), 'utf8');
    const caddy = readFileSync(path.join(site, '_serving/caddy.conf'), 'utf8');
    const hashes = [colourMode, loader].map(scriptHashSource).sort().join(' ');
    expect(nginx).toContain(`script-src 'self' ${hashes};`);
    expect(caddy).toContain(`script-src 'self' ${hashes};`);
    expect(nginx).toContain('"/docs/intro/index.html" "/docs/intro.md";');
    expect(nginx).toContain('"/blog/hr/index.html" "/blog/hr.md";');
    expect(caddy).toContain('"/docs/intro/" "/docs/intro.md" "/docs/intro.md"');
  });

  it('fails the build on an inline event handler, naming the page', async () => {
    const site = builtSite();
    writeFileSync(path.join(site, 'docs/intro/index.html'), '<body onload="go()">');
    await expect(build(servingPlugin(), site)).rejects.toThrow(
      /docs\/intro\/index\.html: <body onload="go\(\)">/,
    );
  });

  it('needs the docs and the blog', () => {
    const plugin = servingPlugin();
    expect(() =>
      plugin.allContentLoaded?.({ allContent: {}, actions: {} } as unknown as Parameters<
        NonNullable<Plugin['allContentLoaded']>
      >[0]),
    ).toThrow(/needs the docs and blog plugins/);
  });
});
