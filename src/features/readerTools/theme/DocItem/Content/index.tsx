// Wrapped to put the agent directive and the copy-page menu beside the title of every docs page.
import type { ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import AgentDirective from '@site/src/features/readerTools/client/AgentDirective';
import CopyPageMenu from '@site/src/features/readerTools/client/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <AgentDirective permalink={metadata.permalink} />
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
