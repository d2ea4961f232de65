import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { requestExample, subscribeToExamples } from './exampleRequests';
import styles from './styles.module.css';

// The language and the form load only when the reader gets near the playground or tries an example.
const Playground = lazy(() => import('./Playground'));

function Placeholder(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <p className={styles.placeholder}>
      {isBrowser
        ? 'Loading the playground…'
        : 'The playground needs JavaScript. Without it, try conditions on the Test tab of the Dialog Designer.'}
    </p>
  );
}

/** The condition playground: server-rendered as a short note, loaded lazily in the browser. */
export default function ConditionPlayground(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const unsubscribe = subscribeToExamples(() => {
      setWanted(true);
    });
    const element = container.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return unsubscribe;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, []);

  return (
    <div ref={container} className={styles.playground}>
      {wanted ? (
        <Suspense fallback={<Placeholder />}>
          <Playground />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}

function cellTexts(row: Element | null | undefined): string[] {
  return row ? Array.from(row.children, (cell) => cell.textContent.trim()) : [];
}

/**
 * Wraps an example code block (and its table of cases) with a Try it button that loads the
 * example into the playground. The button needs JavaScript, so it appears only in the browser.
 */
export function TryCondition({ children }: { children: ReactNode }): ReactNode {
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
          aria-label={`Try it: ${condition}`}
          onClick={tryIt}
        >
          Try it
        </button>
      )}
    </div>
  );
}
