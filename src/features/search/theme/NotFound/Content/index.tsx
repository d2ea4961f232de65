// Wrapped so the not-found screen inside /docs (rendered by DocRoot) also gets its page title,
// and so every not-found screen suggests pages whose titles match the missing URL.
import { lazy, Suspense, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-init/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

// DocRoot bundles this screen into every docs page; the suggestions and their search client load
// only when a reader reaches a missing page (they render nothing on the server anyway). If their
// code cannot load, the page keeps the stock message instead of failing as a whole.
const NotFoundSuggestions = lazy(() =>
  import('@site/src/features/search/client/NotFoundSuggestions').catch(() => ({
    default: () => null,
  })),
);

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Content {...props} />
      <Suspense fallback={null}>
        <NotFoundSuggestions />
      </Suspense>
    </>
  );
}
