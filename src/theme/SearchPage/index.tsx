// Wrapped because easyops's search-context <select> on /search has no accessible name (axe).
import { useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document
      .getElementById('context-selector')
      ?.setAttribute(
        'aria-label',
        translate({ id: 'cognibot.searchPage.context', message: 'Search in' }),
      );
  }, []);
  return <SearchPage />;
}
