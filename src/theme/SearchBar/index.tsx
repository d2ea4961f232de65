// Replaces easyops's box with ours (ARCHITECTURE.md, "Search"); easyops still builds the index and /search.
import type { ReactNode } from 'react';
import SearchBox from '@site/src/components/SearchBox';

export default function SearchBar(): ReactNode {
  return <SearchBox />;
}
