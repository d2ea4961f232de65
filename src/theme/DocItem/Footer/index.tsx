// Wrapped to add the "Read offline" control under the last-updated date and edit link.
import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import OfflineReadingToggle from '@site/src/components/OfflineReadingToggle';

export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <OfflineReadingToggle />
    </>
  );
}
