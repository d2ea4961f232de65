// Wrapped so code highlighted at build time renders without Prism; code made in the browser (the
// snippet builder's output) loads the stock, Prism-based content on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
// Not public API (kept for v3, may go in v4): docs-dev/upstream/README.md.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import PrehighlightedCodeContent from '../../../client/PrehighlightedCodeContent';
import { usePrehighlightedCode } from '../../../client/prehighlightedContext';
import { plainLines } from '../../../logic/prehighlighted';

const HighlightingContent = lazy(() => import('../../../client/HighlightingContent'));

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const prehighlighted = usePrehighlightedCode();
  // The build read the code before the theme strips magic comments; only the same code will do.
  if (prehighlighted?.code === metadata.code && prehighlighted.language === metadata.language) {
    return <PrehighlightedCodeContent {...props} lines={prehighlighted.lines} />;
  }
  return (
    <Suspense fallback={<PrehighlightedCodeContent {...props} lines={plainLines(metadata.code)} />}>
      <HighlightingContent {...props} />
    </Suspense>
  );
}
