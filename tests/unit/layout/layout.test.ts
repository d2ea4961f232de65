import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';

/*
 * The layout rules (ARCHITECTURE.md, "Floor plan"): each reader feature is one folder,
 * src/features/<feature>/. Its top-level files are what the rest of the site may import (the
 * plugin entry, options, a component another feature places); client/, logic/ and theme/ are its
 * own. logic/ is pure: no React, no Docusaurus, so it runs in Node and in the worker.
 */

const featuresDir = 'src/features';
const privateFolders = ['client', 'logic', 'theme'];
/** The files that may import @docusaurus/theme-common/internal; each says why in a comment. */
const themeCommonInternalUsers = [
  'src/features/codeBlocks/client/PrehighlightedCodeContent.tsx',
  'src/features/codeBlocks/theme/CodeBlock/Content/index.tsx',
  'src/theme/AnnouncementBar/index.tsx',
  'src/theme/BlogArchivePage/index.tsx',
];

interface Import {
  file: string;
  specifier: string;
  /** The repository path it names, when it names one. */
  target?: string;
}

const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*|new URL\(\s*)(['"])([^'"\n]+)\1/g;

function importsOf(file: string, text = readFileSync(file, 'utf8')): Import[] {
  return [...text.matchAll(importPattern)].map(([, , specifier = '']) => {
    const target = specifier.startsWith('@site/')
      ? specifier.slice('@site/'.length)
      : specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : undefined;
    return { file, specifier, ...(target === undefined ? {} : { target }) };
  });
}

/** The feature a repository path belongs to, and the part of it below the feature's folder. */
function featureOf(repoPath: string): { feature: string; inside: string } | undefined {
  const match = /^src\/features\/([^/]+)\/(.+)$/.exec(repoPath);
  return match ? { feature: match[1] ?? '', inside: match[2] ?? '' } : undefined;
}

/** An import that reaches into another feature's client/, logic/ or theme/ folder. */
function reachesIntoFeature({ file, target }: Import): boolean {
  if (target === undefined) return false;
  const to = featureOf(target);
  if (to === undefined || featureOf(file)?.feature === to.feature) return false;
  return privateFolders.includes(to.inside.split('/')[0] ?? '');
}

// The site's own code; the tests and the measuring scripts reach into features on purpose.
const siteCode = [...sourceFiles(['src']), 'docusaurus.config.ts'];
const features = readdirSync(featuresDir).filter((name) =>
  statSync(path.join(featuresDir, name)).isDirectory(),
);

describe('the feature folders', () => {
  it('every feature has its unit tests in tests/unit/<feature>/', () => {
    expect(features).toEqual(
      expect.arrayContaining(['codeBlocks', 'offline', 'readerTools', 'search']),
    );
    // A plugin entry (index.ts) only where the feature has build hooks or theme components.
    for (const feature of features) {
      expect(existsSync(path.join('tests/unit', feature)), `tests/unit/${feature}`).toBe(true);
    }
  });

  it('code outside a feature imports only the files at the top of its folder', () => {
    expect(siteCode.flatMap((file) => importsOf(file)).filter(reachesIntoFeature)).toEqual([]);
  });

  it('logic/ folders import neither React nor Docusaurus', () => {
    const logic = siteCode.filter((file) => featureOf(file)?.inside.startsWith('logic/'));
    expect(logic.length).toBeGreaterThan(10);
    const framework =
      /^(?:react(?:-dom)?(?:\/|$)|@docusaurus\/|@theme(?:-init|-original)?\/|@generated\/)/;
    const offending = logic
      .flatMap((file) => importsOf(file))
      .filter(({ specifier }) => framework.test(specifier));
    expect(offending).toEqual([]);
  });

  it('@docusaurus/theme-common/internal is imported only where it is needed', () => {
    const users = siteCode.filter((file) =>
      importsOf(file).some(({ specifier }) => specifier === '@docusaurus/theme-common/internal'),
    );
    expect(users.sort()).toEqual([...themeCommonInternalUsers].sort());
  });

  it('the rules catch an import into another feature’s internals, and allow its top level', () => {
    const text = [
      "import a from '@site/src/features/search/logic/query';",
      "import b from '../../../offline/client/browserOptIn';",
      "import c from '@site/src/features/offline/OfflineReadingToggle';",
      "import d from './logic/twinPath';",
    ].join('\n');
    const found = importsOf('src/features/readerTools/theme/X/index.tsx', text)
      .concat(
        importsOf(
          'src/theme/Y/index.tsx',
          "import e from '../../features/codeBlocks/theme/CodeBlock';",
        ),
      )
      .filter(reachesIntoFeature)
      .map(({ specifier }) => specifier);
    expect(found).toEqual([
      '@site/src/features/search/logic/query',
      '../../../offline/client/browserOptIn',
      '../../features/codeBlocks/theme/CodeBlock',
    ]);
  });
});
