// Ejected (wrapping cannot change the key) to drop the stock remount after hydration: our code theme
// is the same in both colour modes (CSS variables), so the server's markup is already right and
// re-rendering every code block after load only cost main-thread time. It also hands the build's
// highlighting (src/features/codeBlocks/logic) to CodeBlock/Content.
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { PrehighlightedCodeContext } from '../../client/prehighlightedContext';
import { parsePrehighlighted, prehighlightedProperty } from '../../logic/prehighlighted';

/** Plain-string children (copyable, highlighted) when there are no React elements among them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  const { [prehighlightedProperty]: prehighlighted, ...codeBlockProps } = props as Props &
    Record<typeof prehighlightedProperty, unknown>;
  return (
    <PrehighlightedCodeContext.Provider value={parsePrehighlighted(prehighlighted, children)}>
      <StringContent {...codeBlockProps}>{children}</StringContent>
    </PrehighlightedCodeContext.Provider>
  );
}
