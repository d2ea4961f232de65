import { describe, expect, it } from 'vitest';
import { searchBoxFiles } from '../../../src/features/offline/client/swCustom.js';
import { searchTags } from '../../../src/features/search/logic/config';
import { boxIndexFileName, boxTextsFileName } from '../../../src/features/search/logic/indexLoader';

describe('the offline service worker', () => {
  it('caches exactly the files the search box reads', () => {
    const boxFiles = searchTags.flatMap((tag) => [boxIndexFileName(tag), boxTextsFileName(tag)]);
    expect([...searchBoxFiles].sort()).toEqual(boxFiles.map((file) => `/${file}`).sort());
  });
});
