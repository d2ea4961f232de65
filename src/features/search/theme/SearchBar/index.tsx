// Replaces easyops's box with ours (see README, "Search"); easyops still builds the index and /search.
import type { ReactNode } from 'react';
import SearchBox from '@site/src/features/search/client/SearchBox';

export default function SearchBar(): ReactNode {
  return <SearchBox />;
}
