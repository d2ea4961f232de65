/**
 * The site's Content-Security-Policy, written by the build for nginx and Caddy with the hashes of
 * the inline scripts of that build. Every directive is here, once; the server configs only include
 * what the build writes (deploy/nginx, deploy/caddy).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const invalid = scriptHashes.filter((hash) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash));
  if (invalid.length > 0) {
    throw new Error(`not a CSP sha256 source: ${invalid.join(', ')}`);
  }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The entry scripts and chunks come from /assets; the inline ones (colour mode before the first
    // paint, the loader that starts the entry scripts after it, the /docs redirect, the base-URL
    // banner) are allowed by their hashes. No 'unsafe-inline', no 'unsafe-eval'.
    ['script-src', "'self'", ...scriptHashes],
    // 'unsafe-inline' stays for styles: React renders style attributes into the HTML (code lines,
    // the announcement bar's colours, the zoom's sizes) and the on-demand chunks add their
    // stylesheets as <style> text built at run time; a hash cannot cover a style attribute
    // without 'unsafe-hashes' listing every one. Styles cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the SVG icons in the stylesheet and images that MDX inlines.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
