import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: still compressed when the server compressed it. */
  body: Buffer;
}

/**
 * One HTTP request with exactly the headers given, and the response as the server sent it:
 * unlike a browser or Playwright's request context, it neither adds Accept-Encoding nor
 * decompresses, follows redirects or caches.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The values of a header that may be sent several times or as a list (Vary), lower-cased. */
export function headerTokens(response: RawResponse, name: string): string[] {
  const value = response.headers[name.toLowerCase()];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((item) => item.split(',')).map((item) => item.trim().toLowerCase());
}
