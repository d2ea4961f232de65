import { requestPathsOf, routeFolder, type TwinnedPage } from './markdownTwinRoutes';

/** Where the build writes the server configs, relative to the build folder. */
export const servingConfigFolder = '_serving';
export const nginxConfigFile = `${servingConfigFolder}/nginx.conf`;
export const caddyConfigFile = `${servingConfigFolder}/caddy.conf`;

const header = (server: string, includedBy: string) =>
  [
    `# Written by the build (src/features/serving) for ${server}: do not edit, and deploy it with`,
    `# the build it came from, as its script hashes belong to that build's pages. Included by`,
    `# ${includedBy}; reload the server after each deploy.`,
  ].join('\n');

/** Quotes a value for nginx: the policy holds single quotes, routes hold spaces. */
function nginxString(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`serving: cannot quote ${value} for nginx`);
  return `"${value}"`;
}

// nginx keeps map keys in hash buckets that must hold the longest key; the default (one CPU cache
// line, 64 bytes) is shorter than the longest docs route.
function mapHashBucketSize(keys: readonly string[]): number {
  const longest = Math.max(0, ...keys.map((key) => Buffer.byteLength(key)));
  let size = 64;
  while (size < longest + 32) size *= 2;
  return size;
}

/**
 * The nginx include (http context): the policy as `$cognibot_content_security_policy` and, for the
 * `Link` and `Vary` headers, the twin of each page by the path nginx has served it from.
 */
export function renderNginxConfig(policy: string, pages: readonly TwinnedPage[]): string {
  const entries = pages.map(
    (page) => [`${routeFolder(page.route)}/index.html`, page.twinUrl] as const,
  );
  return [
    header('nginx', 'deploy/nginx/cognibot-docs.conf'),
    '',
    `map_hash_bucket_size ${String(mapHashBucketSize(entries.map(([key]) => key)))};`,
    '',
    'map $uri $cognibot_content_security_policy {',
    `    default ${nginxString(policy)};`,
    '}',
    '',
    '# The page nginx served (after try_files and index), and the route of its Markdown twin.',
    'map $uri $cognibot_page_twin {',
    '    default "";',
    ...entries.map(([key, twin]) => `    ${nginxString(key)} ${nginxString(twin)};`),
    '}',
    '',
  ].join('\n');
}

/** Quotes a value for the Caddyfile. */
function caddyString(value: string): string {
  if (/["\\]/.test(value)) throw new Error(`serving: cannot quote ${value} for Caddy`);
  return `"${value}"`;
}

/**
 * The Caddy import (top level): snippets the site block imports, one setting the policy and one
 * mapping each request path of a page to the URL of its Markdown twin and, decoded, to its path
 * (Caddy's rewrite takes a path as it is, escapes included).
 */
export function renderCaddyConfig(policy: string, pages: readonly TwinnedPage[]): string {
  const entries = pages.flatMap((page) =>
    requestPathsOf(page).map((requestPath) => [requestPath, page.twinUrl] as const),
  );
  return [
    header('Caddy', 'deploy/caddy/Caddyfile'),
    '',
    '(cognibot_content_security_policy) {',
    `\theader Content-Security-Policy ${caddyString(policy)}`,
    '}',
    '',
    '(cognibot_markdown_twins) {',
    '\tmap {path} {cognibot_page_twin} {cognibot_page_twin_file} {',
    ...entries.map(
      ([key, twin]) =>
        `\t\t${caddyString(key)} ${caddyString(twin)} ${caddyString(decodeURI(twin))}`,
    ),
    '\t\tdefault "" ""',
    '\t}',
    '}',
    '',
  ].join('\n');
}
