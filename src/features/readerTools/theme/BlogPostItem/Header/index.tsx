// Wrapped to put the agent directive and the copy-page menu beside the title of a blog post's own
// page (not the lists).
import type { ReactNode } from 'react';
import Header from '@theme-init/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import AgentDirective from '@site/src/features/readerTools/client/AgentDirective';
import CopyPageMenu from '@site/src/features/readerTools/client/CopyPageMenu';

export default function HeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && (
        <>
          <AgentDirective permalink={metadata.permalink} />
          <CopyPageMenu permalink={metadata.permalink} />
        </>
      )}
      <Header />
    </>
  );
}
