import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import {
  llmsSectionFileMaxBytes,
  llmsSectionFolder,
} from '../../src/features/readerTools/logic/llmsSectionFiles';
import { absoluteUrl } from '../../src/features/readerTools/twinPaths';

/*
 * The llms files of the real build/ (src/features/readerTools): the per-section files an agent
 * takes whole, each under the size its fetch tool keeps, together holding every docs twin once,
 * and all listed in llms.txt. Run after `npm run build`.
 */

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, 'llms.txt'))) {
  throw new Error('No llms.txt in build/: run `npm run build` before the contract tests.');
}
const sectionDir = path.join(buildDir, llmsSectionFolder);
const sectionFiles = readdirSync(sectionDir).filter((file) => file.endsWith('.txt'));
const sectionText = new Map(
  sectionFiles.map((file) => [file, readFileSync(path.join(sectionDir, file), 'utf8')]),
);
const llmsTxt = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');

/** Every docs twin in build/: its absolute URL and its text. */
const docsTwins = readdirSync(path.join(buildDir, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const route = `/docs/${file.split(path.sep).join('/')}`;
    return {
      url: absoluteUrl(siteConfig.url, route),
      markdown: readFileSync(path.join(buildDir, 'docs', file), 'utf8'),
    };
  });

describe('per-section llms files', () => {
  it('there are several, and the docs have twins to put in them', () => {
    expect(sectionFiles.length).toBeGreaterThan(5);
    expect(docsTwins.length).toBeGreaterThan(50);
  });

  it('every file is under the size an agent fetches whole', () => {
    for (const [file, text] of sectionText) {
      expect(Buffer.byteLength(text), file).toBeLessThanOrEqual(llmsSectionFileMaxBytes);
    }
  });

  it('every docs twin is in exactly one file, whole', () => {
    for (const twin of docsTwins) {
      const marker = `<!-- Source: ${twin.url} -->\n\n`;
      const holders = [...sectionText].filter(([, text]) => text.includes(marker));
      expect(
        holders.map(([file]) => file),
        twin.url,
      ).toHaveLength(1);
      const [[, text] = ['', '']] = holders;
      expect(text, twin.url).toContain(`${marker}${twin.markdown.trim()}`);
    }
  });

  it('llms.txt links every file under Sections, and llms-full.txt stays', () => {
    const sectionsList = /^## Sections\n\n((?:- .+\n)+)/m.exec(llmsTxt)?.[1] ?? '';
    const listed = new Map(
      [...sectionsList.matchAll(/^- \[[^\]]+\]\(([^)]+)\): (.+)$/gm)].map(
        ([, url = '', size = '']) => [url, size],
      ),
    );
    for (const file of sectionFiles) {
      const url = absoluteUrl(siteConfig.url, `/${llmsSectionFolder}/${file}`);
      expect(listed.get(url), file).toMatch(/^\d+ pages?, \d+ KB$/);
    }
    expect(listed.has(absoluteUrl(siteConfig.url, '/llms-full.txt'))).toBe(true);
    expect(existsSync(path.join(buildDir, 'llms-full.txt'))).toBe(true);
  });
});
