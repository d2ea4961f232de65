import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The function Docusaurus lists each page's scripts with (core, ssg/ssgTemplate).
import { getBundles } from 'react-loadable-ssr-addon-v5-slorber';
import scriptsAfterFirstPaintPlugin from '../../src/plugins/scriptsAfterFirstPaint';
import { ClientManifestOriginsPlugin } from '../../src/plugins/scriptsAfterFirstPaint/ClientManifestOriginsPlugin';
import {
  withOriginsByImportRequest,
  type ClientManifest,
} from '../../src/plugins/scriptsAfterFirstPaint/originsByImportRequest';
import type { LoadContext } from '@docusaurus/types';

function jsAsset(file: string) {
  return { js: [{ file, hash: 'h', publicPath: `/${file}` }] };
}

/** The manifest as the SSR addon writes it: origins keyed by chunk name, assets by chunk id. */
const addonManifest: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['1889'], '3b8c55ea': ['4014', '5296'], '17896441': ['9858', '2110'] },
  assets: {
    '1889': jsAsset('assets/js/main.22.js'),
    '5296': jsAsset('assets/js/3b8c55ea.33.js'),
    '4014': { css: [{ file: 'assets/css/styles.44.css', hash: 'h', publicPath: '/x' }] },
    '9858': jsAsset('assets/js/9858.55.js'),
    '2110': jsAsset('assets/js/17896441.66.js'),
  },
};

/** What a docs route's Loadable reports while the page is server-rendered. */
const reportedModules = ['@theme/DocItem', '@site/docs/installation.md'];

const lazyImports = [
  { requests: ['@site/docs/installation.md'], chunkIds: ['4014', '5296'] },
  { requests: ['@theme/DocItem'], chunkIds: ['9858', '2110'] },
];

function scriptsOfPage(manifest: ClientManifest): string[] {
  const bundles = getBundles(manifest, [...manifest.entrypoints, ...reportedModules]);
  return (bundles.js ?? []).map(({ file }) => file);
}

describe('the client manifest with origins by import request', () => {
  it('as the addon writes it, gives a page only its entry script', () => {
    expect(scriptsOfPage(addonManifest)).toEqual(['assets/js/main.22.js']);
  });

  it('gives a page its entry script, then the chunks of each module its routes render', () => {
    expect(scriptsOfPage(withOriginsByImportRequest(addonManifest, lazyImports))).toEqual([
      'assets/js/main.22.js',
      'assets/js/9858.55.js',
      'assets/js/17896441.66.js',
      'assets/js/3b8c55ea.33.js',
    ]);
  });

  it('joins the chunks of every import of one request, and skips chunks without files', () => {
    const manifest = withOriginsByImportRequest(addonManifest, [
      { requests: ['@theme/DocItem'], chunkIds: ['9858', 'no-such-chunk'] },
      { requests: ['@theme/DocItem'], chunkIds: ['2110', '9858'] },
      { requests: ['@theme/Unbuilt'], chunkIds: ['no-such-chunk'] },
    ]);
    expect(manifest.origins['@theme/DocItem']).toEqual(['9858', '2110']);
    expect(manifest.origins).not.toHaveProperty('@theme/Unbuilt');
    expect(manifest.origins['3b8c55ea']).toEqual(addonManifest.origins['3b8c55ea']);
  });
});

type ChunkGroup = ReturnType<typeof chunkGroup>;
type AfterEmit = (compilation: { chunkGroups: readonly ChunkGroup[] }) => void;

/** A compiler whose afterEmit hook the test fires, as webpack and rspack do after emitting. */
function fakeCompiler() {
  const taps: AfterEmit[] = [];
  return {
    compiler: {
      hooks: {
        afterEmit: {
          tap: (_name: string, callback: AfterEmit) => {
            taps.push(callback);
          },
        },
      },
    },
    emit: (chunkGroups: readonly ChunkGroup[]): void => {
      for (const tap of taps) tap({ chunkGroups });
    },
  };
}

function chunkGroup(initial: boolean, requests: (string | null)[], chunkIds: (string | number)[]) {
  return {
    isInitial: () => initial,
    origins: requests.map((request) => ({ request })),
    chunks: chunkIds.map((id) => ({ id })),
  };
}

describe('the bundler plugin that rewrites the client manifest', () => {
  let directory: string;
  let manifestPath: string;

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'client-manifest-'));
    manifestPath = path.join(directory, 'client-manifest.json');
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it("adds each lazy import's request once the addon has written the manifest", () => {
    writeFileSync(manifestPath, JSON.stringify(addonManifest));
    const { compiler, emit } = fakeCompiler();
    new ClientManifestOriginsPlugin(manifestPath).apply(compiler);
    emit([
      chunkGroup(true, ['./client-entry.js'], [1889]),
      chunkGroup(false, ['@site/docs/installation.md', null], [4014, 5296]),
      chunkGroup(false, ['@theme/DocItem'], [9858, 2110]),
    ]);
    const written = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
    expect(written.origins).not.toHaveProperty('./client-entry.js');
    expect(scriptsOfPage(written)).toEqual(
      scriptsOfPage(withOriginsByImportRequest(addonManifest, lazyImports)),
    );
  });

  it('fails the build, naming the file, when there is no manifest to rewrite', () => {
    const { compiler, emit } = fakeCompiler();
    new ClientManifestOriginsPlugin(manifestPath).apply(compiler);
    expect(() => {
      emit([]);
    }).toThrow(`The client manifest ${manifestPath} could not be read`);
  });

  it('is added to the production client build only', () => {
    const plugin = scriptsAfterFirstPaintPlugin({ generatedFilesDir: directory } as LoadContext);
    const configure = (mode: 'production' | 'development', isServer: boolean) =>
      plugin.configureWebpack?.({ mode }, isServer, {} as never, undefined) as {
        plugins?: unknown[];
      };
    expect(configure('production', false).plugins).toEqual([
      new ClientManifestOriginsPlugin(manifestPath),
    ]);
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
