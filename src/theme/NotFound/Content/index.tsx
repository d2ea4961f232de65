// Wrapped so the not-found screen inside /docs (rendered by DocRoot) also gets its page title,
// and so every not-found screen suggests pages whose titles match the missing URL.
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Content {...props} />
      <NotFoundSuggestions />
    </>
  );
}
