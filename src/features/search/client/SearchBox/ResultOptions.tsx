import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { resultHref } from '@site/src/features/search/logic/highlightParams';
import type { MarkedText, SearchHit } from '@site/src/features/search/logic/search';
import ResultLink from './ResultLink';
import styles from './styles.module.css';

function Marked({ value }: { value: MarkedText }): ReactNode {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of value.marks) {
    if (start < cursor) continue;
    if (start > cursor) parts.push(value.text.slice(cursor, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    cursor = end;
  }
  parts.push(value.text.slice(cursor));
  return parts;
}

export interface ResultOptionsProps {
  optionId: (index: number) => string;
  hits: readonly SearchHit[];
  terms: readonly string[];
  active: number;
  onActivate: (index: number) => void;
  /** Opens a result in this tab. */
  onOpen: (href: string) => void;
}

/** The results: options of the box's listbox, each a real link to the page. */
export default function ResultOptions({
  optionId,
  hits,
  terms,
  active,
  onActivate,
  onOpen,
}: ResultOptionsProps): ReactNode {
  return hits.map((hit, index) => (
    <ResultLink
      key={hit.url}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      className={clsx(styles.result, index === active && styles.active)}
      href={resultHref(hit.url, terms)}
      onMouseMove={() => {
        if (index !== active) onActivate(index);
      }}
      onOpen={onOpen}
    >
      <span className={styles.resultTitle}>
        <Marked value={hit.sectionTitle ?? hit.pageTitle} />
      </span>
      <span className={styles.resultContext}>
        {hit.tag === 'blog' && (
          <span className={styles.badge}>
            {translate({ id: 'cognibot.search.blogBadge', message: 'Blog' })}
          </span>
        )}
        {hit.sectionTitle && <Marked value={hit.pageTitle} />}
      </span>
      {hit.snippet && (
        <span className={styles.snippet}>
          <Marked value={hit.snippet} />
        </span>
      )}
    </ResultLink>
  ));
}
