import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoot } from '../../support/markdownSources';
import { releases } from '../../../src/data/release';
import { minimumSupportOverlapDays, supportPolicyProblems } from '../../../src/model/support';

describe('the support lifecycle', () => {
  it('agrees with the release dates', () => {
    expect(supportPolicyProblems(releases)).toEqual([]);
  });

  it('names a release whose end of support comes too soon after its successor', () => {
    expect(
      supportPolicyProblems([
        { line: '5.2', latest: '5.2.0', releasedOn: '2026-10-06' },
        { line: '5.1', latest: '5.1.3', releasedOn: '2026-04-14', endOfSupport: '2026-10-20' },
        { line: '5.0', latest: '5.0.6', releasedOn: '2025-10-07' },
      ]),
    ).toEqual([
      `5.1 ends 14 days after 5.2 is released; the policy gives at least ${minimumSupportOverlapDays}`,
      '5.0 needs the end of support announced with 5.1',
    ]);
  });

  it('refuses an end of support for the current release', () => {
    expect(
      supportPolicyProblems([
        { line: '5.2', latest: '5.2.0', releasedOn: '2026-10-06', endOfSupport: '2027-01-01' },
      ]),
    ).toEqual(['5.2 is the current release and has no end of support']);
  });

  it('is stated on the support page and in the release notes with the notice period of the model', () => {
    const weeks = ['eight', 'nine', 'ten', 'eleven', 'twelve'][minimumSupportOverlapDays / 7 - 8];
    for (const file of ['docs/support.md', 'docs/release-notes.md']) {
      const text = readFileSync(path.join(siteRoot, file), 'utf8').replace(/\s+/g, ' ');
      expect(text, file).toContain(`at least ${weeks ?? '?'} weeks`);
    }
  });
});
