// Docusaurus lists a page's scripts with react-loadable-ssr-addon's getBundles: the modules each
// route's Loadable reports (its import requests, such as `@site/docs/installation.md`) are looked
// up in the client manifest's `origins`. The addon keys `origins` by chunk name under webpack 5
// and rspack, so no request matches and a page's HTML lists only the entry scripts; main.js then
// appends a <script> per route chunk while it runs. Adding each lazy import's request as a key
// lets the HTML list the route's chunks, which the inline loader starts with the entry scripts.

/** The part of the client manifest (`.docusaurus/client-manifest.json`) this module reads. */
export interface ClientManifest {
  readonly entrypoints: readonly string[];
  /** Module or chunk name → the ids of the chunks to load for it. */
  readonly origins: Readonly<Record<string, readonly string[]>>;
  /** Chunk id → its files by extension. */
  readonly assets: Readonly<Record<string, unknown>>;
}

/** A lazy import as the bundler grouped it: the requests that load it and the chunks they load. */
export interface LazyImport {
  readonly requests: readonly string[];
  readonly chunkIds: readonly string[];
}

/** `manifest` with an `origins` entry per lazy import request: the chunks that import loads. */
export function withOriginsByImportRequest(
  manifest: ClientManifest,
  lazyImports: Iterable<LazyImport>,
): ClientManifest {
  const origins: Record<string, readonly string[]> = { ...manifest.origins };
  for (const { requests, chunkIds } of lazyImports) {
    const chunksWithFiles = chunkIds.filter((id) => Object.hasOwn(manifest.assets, id));
    if (chunksWithFiles.length === 0) continue;
    for (const request of requests) {
      origins[request] = [...new Set([...(origins[request] ?? []), ...chunksWithFiles])];
    }
  }
  return { ...manifest, origins };
}
