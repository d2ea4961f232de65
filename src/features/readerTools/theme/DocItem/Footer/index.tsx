// Wrapped to add the "Read offline" control under the last-updated date and edit link, and to hand
// the edit link, built from the page's source path, to the row that shows it.
import type { ReactNode } from 'react';
import Footer from '@theme-init/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import OfflineReadingToggle from '@site/src/features/offline/OfflineReadingToggle';
import { editUrlForSource } from '@site/src/config/repository';
import { DocEditUrlContext } from '@site/src/features/readerTools/client/editUrlContext';

export default function FooterWrapper(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <DocEditUrlContext.Provider value={editUrlForSource(metadata.source)}>
        <Footer />
      </DocEditUrlContext.Provider>
      <OfflineReadingToggle />
    </>
  );
}
