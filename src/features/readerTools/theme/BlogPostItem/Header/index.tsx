// Wrapped to put the copy-page menu beside the title of a blog post's own page (not the lists).
import type { ReactNode } from 'react';
import Header from '@theme-init/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import CopyPageMenu from '@site/src/features/readerTools/client/CopyPageMenu';

export default function HeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPageMenu permalink={metadata.permalink} />}
      <Header />
    </>
  );
}
