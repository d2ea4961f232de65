import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table that scrolls sideways inside the page when it is wider than the content column.
 * While it overflows it is a focusable, labelled region, so keyboard users can scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const scroller = useRef<HTMLDivElement>(null);
  // Until measured (server HTML, before hydration, no JavaScript) assume it overflows, so a wide
  // table is never a scrollable region the keyboard cannot reach.
  const [overflows, setOverflows] = useState(true);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      {...(overflows
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': translate({
              id: 'cognibot.table.scrollRegion',
              message: 'Table, scrolls horizontally',
            }),
          }
        : {})}
    >
      <table {...props} />
    </div>
  );
}
