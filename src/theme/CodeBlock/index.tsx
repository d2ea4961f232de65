// Ejected (wrapping cannot change the key) to drop the stock remount after hydration: our code theme
// is the same in both colour modes (CSS variables), so the server's markup is already right and
// re-rendering every code block after load only cost main-thread time.
// First, so the extra grammars exist before any code block is tokenized.
import '@site/src/prism/registerLanguages';
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Plain-string children (copyable, highlighted) when there are no React elements among them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
