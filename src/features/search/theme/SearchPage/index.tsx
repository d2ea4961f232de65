// Wrapped because easyops's search-context <select> on /search has no accessible name (axe), its
// page has no main landmark (axe, best practices), and because easyops builds index URLs from a
// `version` parameter this unversioned site never sets.
import { useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import SearchPage from '@theme-init/SearchPage';

/** easyops reads the docs version from this parameter; a crafted one made its page throw. */
const versionParam = 'version';

export default function SearchPageWrapper(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(location.search);
  const hasVersion = params.has(versionParam);

  useEffect(() => {
    if (!hasVersion) return;
    const cleaned = new URLSearchParams(location.search);
    cleaned.delete(versionParam);
    history.replace({ ...location, search: cleaned.toString() });
  }, [hasVersion, history, location]);

  useEffect(() => {
    // The layout's content wrapper, which the skip link targets, is the page's main content.
    document.getElementById('__docusaurus_skipToContent_fallback')?.setAttribute('role', 'main');
    document
      .getElementById('context-selector')
      ?.setAttribute(
        'aria-label',
        translate({ id: 'cognibot.searchPage.context', message: 'Search in' }),
      );
  }, [hasVersion]);

  // easyops's page never sees a version: the address loses it before the page renders.
  return hasVersion ? null : <SearchPage />;
}
