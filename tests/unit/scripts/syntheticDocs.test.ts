import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyFolder,
  replacedWordShare,
  variantOf,
  varyPage,
  writeSyntheticDocs,
} from '../../../scripts/searchScale/syntheticDocs';

const page = [
  '---',
  'title: Configure the webhook endpoint',
  'sidebar_label: Webhook endpoint',
  'keywords: [webhook, endpoint]',
  '---',
  '',
  "import Tabs from '@theme/Tabs';",
  '',
  '## Register the endpoint {#register-endpoint}',
  '',
  'Register the endpoint in [the settings](./settings.md#webhook-secrets) with `cognibot webhook add`.',
  '',
  ':::warning',
  '',
  'Rotate the signing secret <Term id="signing-secret">every quarter</Term>.',
  '',
  '```bash',
  'curl https://example.com/webhooks --header "Authorization: Bearer token"',
  '```',
  '',
  '<EnvironmentVariables',
  '  names="webhook secret rotation"',
  '/>',
].join('\n');

/** The words of a text that are at least four letters long, in order. */
const wordsOf = (text: string) => text.match(/[A-Za-z]{4,}/g) ?? [];

describe('synthetic docs for the search scale benchmark', () => {
  it('writes a word the same way each time, and stop words never differently', () => {
    expect(variantOf('endpoint', 7)).toBe(variantOf('endpoint', 7));
    for (let copy = 2; copy < 40; copy += 1) expect(variantOf('there', copy)).toBe('there');
  });

  it('replaces about the stated share of the words in each copy, keeping their start', () => {
    // Distinct letter-only words: base-26 numerals with their digits written as q to z.
    const words = Array.from(
      { length: 2000 },
      (_, n) =>
        `term${n.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'.charAt(Number(digit)))}`,
    );
    const replaced = words.filter((word) => variantOf(word, 3) !== word);
    expect(replaced.length / words.length).toBeGreaterThan(replacedWordShare - 0.05);
    expect(replaced.length / words.length).toBeLessThan(replacedWordShare + 0.05);
    for (const word of replaced) expect(variantOf(word, 3).startsWith(word)).toBe(true);
    // Another copy replaces other words, so the vocabulary grows with the copies.
    expect(words.filter((word) => variantOf(word, 4) !== word)).not.toEqual(replaced);
  });

  it('varies prose, title and description, and leaves what the build reads as it was', () => {
    let varied = '';
    // Some copy varies a word of every kind of prose line in this page.
    for (let copy = 2; varied === '' && copy < 200; copy += 1) {
      const candidate = varyPage(page, copy);
      const lines = candidate.split('\n');
      if (
        lines[1] !== 'title: Configure the webhook endpoint' &&
        lines[10] !== page.split('\n')[10]
      ) {
        varied = candidate;
      }
    }
    expect(varied).not.toBe('');
    const lines = varied.split('\n');
    const original = page.split('\n');
    for (const n of [0, 2, 3, 4, 6, 12, 16, 17, 18, 20, 21, 22]) expect(lines[n]).toBe(original[n]);
    expect(lines[8]).toContain('{#register-endpoint}');
    expect(lines[10]).toContain('](./settings.md#webhook-secrets)');
    expect(lines[10]).toContain('`cognibot webhook add`');
    expect(lines[14]).toContain('<Term id="signing-secret">');
    expect(wordsOf(lines[10] ?? '')).toHaveLength(wordsOf(original[10] ?? '').length);
  });

  describe('writeSyntheticDocs', () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    });

    it('writes the real docs and scale - 1 varied copies of the whole tree', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'cognibot-synthetic-docs-'));
      const real = path.join(dir, 'docs');
      mkdirSync(path.join(real, 'guide'), { recursive: true });
      writeFileSync(path.join(real, 'intro.md'), page);
      writeFileSync(path.join(real, 'guide', 'steps.mdx'), 'Register the endpoint first.\n');
      writeFileSync(path.join(real, 'guide', 'sidebar.ts'), 'export default [];\n');
      const out = path.join(dir, 'synthetic');
      writeSyntheticDocs(real, out, 3);
      expect(readdirSync(out).sort()).toEqual(['guide', 'intro.md', copyFolder(2), copyFolder(3)]);
      expect(readFileSync(path.join(out, 'intro.md'), 'utf8')).toBe(page);
      expect(readFileSync(path.join(out, copyFolder(3), 'intro.md'), 'utf8')).toBe(
        varyPage(page, 3),
      );
      expect(readFileSync(path.join(out, copyFolder(2), 'guide', 'sidebar.ts'), 'utf8')).toBe(
        'export default [];\n',
      );
      // A second run replaces what the first wrote.
      writeSyntheticDocs(real, out, 1);
      expect(readdirSync(out).sort()).toEqual(['guide', 'intro.md']);
    });
  });
});
