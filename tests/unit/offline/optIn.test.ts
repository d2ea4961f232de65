import { describe, expect, it } from 'vitest';
import { isOfflineReadingChosen } from '../../../src/features/offline/logic/optIn';

const nothingChosen = { search: '', storedChoice: null, installedApp: false };

describe('offline reading opt-in', () => {
  it('is off for a reader who never chose it', () => {
    expect(isOfflineReadingChosen(nothingChosen)).toBe(false);
    expect(isOfflineReadingChosen({ ...nothingChosen, search: '?offlineMode=yes' })).toBe(false);
  });

  it('is on after the Read offline control, the query string or installing the app', () => {
    expect(isOfflineReadingChosen({ ...nothingChosen, storedChoice: 'on' })).toBe(true);
    expect(isOfflineReadingChosen({ ...nothingChosen, search: '?a=1&offlineMode=true' })).toBe(
      true,
    );
    expect(isOfflineReadingChosen({ ...nothingChosen, installedApp: true })).toBe(true);
  });

  it('lets ?offlineMode=false override a stored choice and the installed app', () => {
    expect(
      isOfflineReadingChosen({
        search: '?offlineMode=false',
        storedChoice: 'on',
        installedApp: true,
      }),
    ).toBe(false);
  });
});
