import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

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

/**
 * Serves a built site the way a real host does: brotli or gzip compression, long-lived caching of
 * the content-hashed assets, clean URLs and the site's 404 page. Listens on 127.0.0.1, on a free
 * port unless given one, so parallel runs never collide.
 */
export async function serveBuild(directory: string, port = 0): Promise<BuildServer> {
  const root = path.resolve(directory);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no built site: run \`npm run build\` first.`);
  }
  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      void serveHandler(request, response, {
        public: root,
        cleanUrls: true,
        directoryListing: false,
        headers: [
          {
            source: 'assets/**',
            headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
          },
        ],
      });
    });
  });
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
      }),
  };
}
