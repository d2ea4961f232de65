import { useEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { requestExample } from '../../client/exampleRequests';
import styles from './styles.module.css';

function cellTexts(row: Element | null | undefined): string[] {
  return row ? Array.from(row.children, (cell) => cell.textContent.trim()) : [];
}

/**
 * Wraps an example code block (and its table of cases) with a Try it button that loads the
 * example into the playground. The button needs JavaScript, so it appears only in the browser.
 */
export default function TryCondition({ children }: { children: ReactNode }): ReactNode {
  const isBrowser = useIsBrowser();
  const wrapper = useRef<HTMLDivElement>(null);
  const [condition, setCondition] = useState('');

  useEffect(() => {
    setCondition((wrapper.current?.querySelector('pre code')?.textContent ?? '').trim());
  }, []);

  function tryIt(): void {
    const table = wrapper.current?.querySelector('table');
    requestExample({
      condition,
      headers: cellTexts(table?.querySelector('thead tr')),
      cells: cellTexts(table?.querySelector('tbody tr')),
    });
  }

  return (
    <div ref={wrapper} className={styles.example}>
      {children}
      {isBrowser && (
        <button
          type="button"
          className={`button button--sm button--secondary ${styles.tryIt}`}
          data-markdown-ignore=""
          aria-label={`Try it: ${condition}`}
          onClick={tryIt}
        >
          Try it
        </button>
      )}
    </div>
  );
}
