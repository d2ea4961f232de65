import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
// Not public API (kept for v3, may go in v4): docs-dev/upstream/README.md.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
// The stock code block's own class names, so this markup is styled exactly like the stock one.
// Private files: a renamed key would silently leave an element without its class (canary and
// upstream issue: docs-dev/upstream/code-block-class-names.md).
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

interface Props {
  readonly className?: string;
  /** Per line, the HTML of its token spans, from the build (src/features/codeBlocks/logic). */
  readonly lines: readonly string[];
}

/**
 * The stock CodeBlock/Content's markup, with the tokens the build rendered: each line is one
 * element whose tokens are set as HTML, so hydration does not walk (or Prism re-create) them.
 */
export default function PrehighlightedCodeContent({ className, lines }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  const showLineNumbers = metadata.lineNumbersStart !== undefined;
  // prism-react-renderer styles the pre with the theme's plain colours and each line without the
  // background.
  const lineStyle: CSSProperties = { ...plain, backgroundColor: undefined };
  return (
    <pre
      ref={codeBlockRef}
      // The stock code block's pre is focusable so that keyboard users can scroll it.
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        contentStyles.codeBlock,
        'thin-scrollbar',
      )}
      style={plain}
    >
      <code
        className={clsx(
          contentStyles.codeBlockLines,
          showLineNumbers && contentStyles.codeBlockLinesWithNumbering,
        )}
        style={{
          counterReset: showLineNumbers
            ? `line-count ${String((metadata.lineNumbersStart ?? 1) - 1)}`
            : undefined,
        }}
      >
        {lines.map((tokens, index) => (
          <div
            // Lines never move, so their position is their identity.
            key={index}
            className={clsx(
              'token-line',
              metadata.lineClassNames[index],
              showLineNumbers && lineStyles.codeLine,
            )}
            style={lineStyle}
            dangerouslySetInnerHTML={{
              __html: showLineNumbers
                ? `<span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${tokens}</span><br/>`
                : `${tokens}<br/>`,
            }}
          />
        ))}
      </code>
    </pre>
  );
}
