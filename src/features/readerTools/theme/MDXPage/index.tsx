// Wrapped to put the agent directive and the copy-page menu at the top of the article of a Markdown
// page (src/pages/*.md), as on docs pages: the page's content is given a component that renders
// them before it, with the same metadata, so the theme's page lays everything out as before.
import { useMemo, type ReactNode } from 'react';
import MDXPage from '@theme-init/MDXPage';
import type { Props } from '@theme/MDXPage';
import AgentDirective from '@site/src/features/readerTools/client/AgentDirective';
import CopyPageMenu from '@site/src/features/readerTools/client/CopyPageMenu';

export default function MDXPageWrapper(props: Props): ReactNode {
  const { content: Content } = props;
  const { permalink } = Content.metadata;
  const content = useMemo(
    () =>
      Object.assign(
        function ContentWithAgentDirective(): ReactNode {
          return (
            <>
              <AgentDirective permalink={permalink} />
              <CopyPageMenu permalink={permalink} />
              <Content />
            </>
          );
        },
        {
          frontMatter: Content.frontMatter,
          metadata: Content.metadata,
          assets: Content.assets,
          toc: Content.toc,
          contentTitle: Content.contentTitle,
        },
      ),
    [Content, permalink],
  );
  return <MDXPage {...props} content={content} />;
}
