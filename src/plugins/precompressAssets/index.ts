import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { writeCompressedForms } from './compressedForms';

// The scripts and styles every page loads first are what a phone waits for before the page is
// usable. Hosts compress on the fly at a fast level (Brotli 4, gzip 6); written ahead at the
// highest levels, main.js is 108 KB instead of 127 KB, the stylesheet 17 KB instead of 19 KB.
const compressible = /\.(?:js|css)$/;

/** The content-hashed scripts and styles of a build, relative to `outDir`. */
export async function assetFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(path.join(outDir, 'assets'), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
}

export default function precompressAssetsPlugin(): Plugin {
  return {
    name: 'cognibot-precompress-assets',
    async postBuild({ outDir }) {
      const files = await assetFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const absolute = path.join(outDir, file);
          await writeCompressedForms(absolute, await readFile(absolute));
        }),
      );
    },
  };
}
