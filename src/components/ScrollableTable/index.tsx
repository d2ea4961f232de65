import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { tableNameAttribute } from '@site/src/remark/tableNames';
import { observeResize } from './observeResize';
import styles from './styles.module.css';

type TableProps = ComponentProps<'table'> & { [tableNameAttribute]?: string };

/**
 * A Markdown table that scrolls sideways inside the page when it is wider than the content column.
 * While it overflows it is a focusable region, so keyboard users can scroll it too, named after the
 * table (src/remark/tableNames.ts names each one after the heading above it) so that the regions
 * of a page are told apart.
 */
export default function ScrollableTable({
  [tableNameAttribute]: tableName,
  ...props
}: TableProps): ReactNode {
  const scroller = useRef<HTMLDivElement>(null);
  // Until measured (server HTML, before hydration, no JavaScript) assume it overflows, so a wide
  // table is never a scrollable region the keyboard cannot reach.
  const [overflows, setOverflows] = useState(true);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    return observeResize(element, () => {
      setOverflows(element.scrollWidth > element.clientWidth);
    });
  }, []);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      {...(overflows
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': translate(
              {
                id: 'cognibot.table.scrollRegion',
                message: '{name} (table, scrolls horizontally)',
                description: 'The name of a wide table that scrolls; {name} is the table name',
              },
              {
                name: tableName ?? translate({ id: 'cognibot.table.unnamed', message: 'Table' }),
              },
            ),
          }
        : {})}
    >
      <table {...props} />
    </div>
  );
}
