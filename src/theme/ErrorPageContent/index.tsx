// Wrapped because a crash inside a page kept that page's title, not "Page Error" (ARCHITECTURE.md, "Shell").
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({
          id: 'cognibot.ErrorPageContent.pageTitle',
          message: 'Page Error',
          description: 'The browser tab title of the screen shown when a page crashed',
        })}
      />
      <ErrorPageContent {...props} />
    </>
  );
}
