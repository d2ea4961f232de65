import { readFileSync, writeFileSync } from 'node:fs';
import {
  withOriginsByImportRequest,
  type ClientManifest,
  type LazyImport,
} from './originsByImportRequest';

// The parts of a webpack or rspack compilation this plugin reads; both bundlers provide them.
interface ChunkGroup {
  isInitial(): boolean;
  readonly origins: readonly { readonly request?: string | null }[];
  readonly chunks: readonly { readonly id?: string | number | null }[];
}

interface Compiler {
  readonly hooks: {
    readonly afterEmit: {
      tap(
        name: string,
        callback: (compilation: { readonly chunkGroups: readonly ChunkGroup[] }) => void,
      ): void;
    };
  };
}

function lazyImports(chunkGroups: readonly ChunkGroup[]): LazyImport[] {
  return chunkGroups
    .filter((group) => !group.isInitial())
    .map((group) => ({
      requests: group.origins.flatMap(({ request }) => (request ? [request] : [])),
      chunkIds: group.chunks.flatMap(({ id }) =>
        id === null || id === undefined ? [] : [String(id)],
      ),
    }));
}

/**
 * Rewrites the client manifest, once the SSR addon has written it, so that each lazy import's
 * request is an `origins` key (originsByImportRequest.ts): each page's HTML then lists its route's
 * chunks. Added to the client build only; the dev server renders no HTML from a manifest.
 */
export class ClientManifestOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('cognibot-client-manifest-origins', (compilation) => {
      let manifest: ClientManifest;
      try {
        manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      } catch (error) {
        throw new Error(
          `The client manifest ${this.manifestPath} could not be read after the bundler emitted; ` +
            'has Docusaurus moved it? (src/plugins/scriptsAfterFirstPaint)',
          { cause: error },
        );
      }
      const withRequests = withOriginsByImportRequest(
        manifest,
        lazyImports(compilation.chunkGroups),
      );
      writeFileSync(this.manifestPath, JSON.stringify(withRequests));
    });
  }
}
