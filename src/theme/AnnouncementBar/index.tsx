// Wrapped because the pre-hydration script hides the bar by the dismiss flag alone: after a new
// announcement id the bar was active again but stayed hidden until the next page load.
import { useEffect, type ReactNode } from 'react';
// Not public API (kept for v3, may go in v4): docs-dev/upstream/README.md.
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
