import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of a built site in a temporary folder, which a test may change as a new deploy would
 * without touching the build other tests share.
 */
export interface BuildCopy {
  directory: string;
  remove: () => void;
}

export function copyBuild(buildDirectory: string): BuildCopy {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cognibot-build-copy-'));
  const remove = () => {
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    // The build folder itself may be a link to one elsewhere.
    cpSync(realpathSync(buildDirectory), directory, { recursive: true });
  } catch (error) {
    remove();
    throw error;
  }
  return { directory, remove };
}

/** What a new deploy changed: the text a reader sees, and the precache revisions it bumped. */
export interface ChangedPage {
  oldText: string;
  newText: string;
  /** Precache manifest URL (relative to the site root) → its new revision. */
  revisions: Record<string, string>;
}

/** Workbox's revision of a precached file: the MD5 of its content, in hex. */
function revisionOf(content: string): string {
  return createHash('md5').update(content).digest('hex');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The opening words of a paragraph of the page that appear once in its HTML and in exactly one
 * script (the page's content chunk), so changing both changes what the reader sees before and
 * after the page's code runs.
 */
function findChangeablePhrase(
  html: string,
  scripts: Map<string, string>,
): { phrase: string; script: string } | undefined {
  for (const [, paragraph] of html.matchAll(/<p>([^<]+)<\/p>/g)) {
    const phrase = /^[A-Za-z][A-Za-z ,]{24,}/.exec(paragraph ?? '')?.[0].trimEnd();
    if (phrase === undefined || html.split(phrase).length !== 2) continue;
    const holders = [...scripts].filter(([, source]) => source.split(phrase).length === 2);
    if (holders.length === 1 && holders[0] !== undefined) return { phrase, script: holders[0][0] };
  }
  return undefined;
}

function setRevision(workerSource: string, url: string, revision: string): string {
  const entry = new RegExp(`("revision":")[0-9a-f]{32}(","url":"${escapeRegExp(url)}")`);
  if (!entry.test(workerSource)) {
    throw new Error(`the service worker's precache manifest has no revisioned entry for ${url}`);
  }
  return workerSource.replace(entry, `$1${revision}$2`);
}

/**
 * Deploys a new version of one page into a build copy, as the build would: the page's HTML and its
 * content chunk get a changed paragraph, and the service worker's precache manifest the new
 * revisions of both files, which makes the worker itself a new version.
 */
export function deployChangedPage(buildDirectory: string, route: string): ChangedPage {
  const htmlUrl = `${route.replace(/^\//, '')}/index.html`;
  const htmlFile = path.join(buildDirectory, htmlUrl);
  const html = readFileSync(htmlFile, 'utf8');
  const scriptsDirectory = path.join(buildDirectory, 'assets/js');
  const scripts = new Map(
    readdirSync(scriptsDirectory)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [
        `assets/js/${name}`,
        readFileSync(path.join(scriptsDirectory, name), 'utf8'),
      ]),
  );
  const found = findChangeablePhrase(html, scripts);
  if (found === undefined) {
    throw new Error(`no paragraph of ${route} is found once in its HTML and in one script`);
  }
  const newText = `New in this deploy: ${found.phrase}`;
  const newHtml = html.replace(found.phrase, newText);
  const newScript = (scripts.get(found.script) ?? '').replace(found.phrase, newText);
  writeFileSync(htmlFile, newHtml);
  writeFileSync(path.join(buildDirectory, found.script), newScript);
  // The old script's precompressed forms would still be served; the host compresses the new one.
  for (const form of ['br', 'gz']) {
    rmSync(path.join(buildDirectory, `${found.script}.${form}`), { force: true });
  }

  const revisions = { [htmlUrl]: revisionOf(newHtml), [found.script]: revisionOf(newScript) };
  const workerFile = path.join(buildDirectory, 'sw.js');
  let worker = readFileSync(workerFile, 'utf8');
  for (const [url, revision] of Object.entries(revisions)) {
    worker = setRevision(worker, url, revision);
  }
  writeFileSync(workerFile, worker);
  return { oldText: found.phrase, newText, revisions };
}
