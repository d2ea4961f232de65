import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import sirv from 'sirv';

export interface BuildServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 */
  origin: string;
  close: () => Promise<void>;
}

type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

// compression is plain Node middleware that its type package describes with Express's types.
// (Behind Express itself it clashes with serve-handler's writeHead, so it runs on Node's server.)
const compress = compression() as unknown as NodeMiddleware;

const assetsPrefix = '/assets/';

/**
 * Serves a built site the way a real host does: the content-hashed assets with long-lived caching
 * and, where the build wrote them (src/plugins/precompressAssets), their precompressed Brotli or
 * gzip forms, like nginx's brotli_static (so are other files with such forms, the search index
 * files, without the long-lived caching); everything else compressed on the fly, with clean URLs
 * and the site's 404 page. Listens on 127.0.0.1, on a free port unless given one, so parallel
 * runs never collide.
 */
export async function serveBuild(directory: string, port = 0): Promise<BuildServer> {
  const root = path.resolve(directory);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no built site: run \`npm run build\` first.`);
  }
  const servePage = (request: IncomingMessage, response: ServerResponse) => {
    void serveHandler(request, response, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
    });
  };
  const serveAsset = sirv(path.join(root, 'assets'), {
    // Looked up on each request rather than listed once at start, so a test can deploy a new
    // version into a served copy of the build.
    dev: true,
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (response) => {
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Other files the build wrote compressed forms of (the search index files), like nginx's
  // brotli_static and Caddy's `precompressed`, revalidated on each use like nginx's non-assets.
  const servePrecompressed = sirv(root, {
    dev: true,
    etag: true,
    extensions: [],
    brotli: true,
    gzip: true,
  });
  const hasCompressedForms = (url: string): boolean => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
    } catch {
      return false;
    }
    const file = path.join(root, path.normalize(pathname));
    return file.startsWith(root) && existsSync(`${file}.br`) && existsSync(`${file}.gz`);
  };
  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      const url = request.url ?? '/';
      if (!url.startsWith(assetsPrefix)) {
        if (hasCompressedForms(url)) {
          servePrecompressed(request, response, () => {
            servePage(request, response);
          });
        } else servePage(request, response);
        return;
      }
      request.url = url.slice(assetsPrefix.length - 1);
      serveAsset(request, response, () => {
        // An unknown asset gets the site's 404 page, like any other unknown path.
        request.url = url;
        servePage(request, response);
      });
    });
  });
  // Idle connections stay open 75 s, as nginx keeps them. With Node's 5 s a client that reuses a
  // connection just as the server drops it gets a reset ("fetch failed"), which a busy machine
  // makes likely; afdocs then counts working links as broken.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${String(port)} of 127.0.0.1 is in use; choose another`, {
              cause: error,
            })
          : error,
      );
    });
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(address.port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        // With connections kept for 75 s, close() would wait for the clients' kept connections;
        // a caller that closes the server is done with it.
        server.closeAllConnections();
      }),
  };
}
