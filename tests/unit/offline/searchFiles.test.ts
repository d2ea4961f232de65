import { describe, expect, it } from 'vitest';
import {
  isSearchBoxFile,
  searchBoxFilesList,
} from '../../../src/features/offline/client/swCustom.js';
import {
  boxFilesListName,
  documentsFileName,
  postingsFileName,
  termsFileName,
  textsFileName,
} from '../../../src/features/search/logic/boxFiles';
import { searchTags } from '../../../src/features/search/logic/config';

describe('the offline service worker', () => {
  it('saves the files the build lists as the search box’s', () => {
    expect(searchBoxFilesList).toBe(`/${boxFilesListName}`);
  });

  it('serves every file the search box reads from the network first, and nothing else', () => {
    const boxFiles = searchTags.flatMap((tag) => [
      termsFileName(tag),
      documentsFileName(tag),
      postingsFileName(tag, 0),
      postingsFileName(tag, 12),
      textsFileName(tag, 3),
    ]);
    for (const file of boxFiles) expect(isSearchBoxFile(`/${file}`), file).toBe(true);
    for (const path of ['/search-index-docs.json', '/docs/search-box-terms-docs.json', '/sw.js']) {
      expect(isSearchBoxFile(path), path).toBe(false);
    }
  });
});
