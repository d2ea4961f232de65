import { describe, expect, it } from 'vitest';
import { allowsBackgroundLoading } from '../../../src/features/search/logic/backgroundLoading';

describe('fetching the rest of the postings in the background', () => {
  it('happens on a fast connection and where the browser does not say', () => {
    expect(allowsBackgroundLoading(undefined)).toBe(true);
    expect(allowsBackgroundLoading({})).toBe(true);
    expect(allowsBackgroundLoading({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('does not when the reader saves data or the connection is slow', () => {
    expect(allowsBackgroundLoading({ effectiveType: '4g', saveData: true })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(allowsBackgroundLoading({ effectiveType }), effectiveType).toBe(false);
    }
  });
});
