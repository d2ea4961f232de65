import { useState, type ReactNode, type RefObject } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import ResultLink from './ResultLink';
import { resultHref } from '@site/src/features/search/logic/highlightParams';
import ResultOptions from './ResultOptions';
import SearchForm, { optionIdOf } from './SearchForm';
import StatusPanelMessage from './StatusPanelMessage';
import { useStatusMessage } from './useStatusMessage';
import type { HandOver } from './handOver';
import { onComboboxKeyDown, type OpenIn } from './comboboxKeys';
import { useSearchSession } from './useSearchSession';
import { useTakeOver } from './useTakeOver';
import { useSearchTermHighlighting } from './useSearchTermHighlighting';
import styles from './styles.module.css';

function openElsewhere(href: string, how: Exclude<OpenIn, 'here'>) {
  // The "popup" feature is how a page asks for a window rather than a tab.
  window.open(href, '_blank', how === 'window' ? 'noopener,popup' : 'noopener');
}

export interface FullSearchBoxProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the reader typed in the light box. */
  initialQuery: string;
  handOver: RefObject<HandOver>;
  /** The reader has come to the box (not only a link with terms to highlight): load the indexes. */
  interested: boolean;
}

/**
 * The searching box, loaded on the reader's first interaction with the light one: a WAI-ARIA
 * combobox over the docs and blog indexes, searched in a worker. See README, "Search".
 */
export default function FullSearchBox({
  id,
  inputRef,
  initialQuery,
  handOver,
  interested,
}: FullSearchBoxProps): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const history = useHistory();
  const optionId = (index: number) => optionIdOf(id, index);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const session = useSearchSession(open, initialQuery);
  const { query, answer, hits, terms, stalled } = session;
  const clearHighlighting = useSearchTermHighlighting(session.showTerms);

  const activeHit = hits[active];
  const fullResultsHref = `${baseUrl}search?${new URLSearchParams({ q: query }).toString()}`;
  const status = useStatusMessage(session);

  const openPanel = () => {
    session.load();
    if (!open) {
      setOpen(true);
      session.refresh();
    }
  };

  useTakeOver(inputRef, handOver, interested, initialQuery, session);

  const closePanel = () => {
    setOpen(false);
  };

  const typeQuery = (text: string) => {
    setActive(0);
    session.setQuery(text);
  };

  const clearQuery = () => {
    typeQuery('');
    clearHighlighting();
  };

  const go = (href: string, how: OpenIn) => {
    if (how !== 'here') {
      openElsewhere(href, how);
      return;
    }
    closePanel();
    inputRef.current?.blur();
    history.push(href);
  };

  const submit = (how: OpenIn) => {
    // A query that does not parse has nowhere to go; one still being answered goes to /search.
    if (query.trim() === '' || answer?.error) return;
    go(activeHit ? resultHref(activeHit.url, terms) : fullResultsHref, how);
  };

  const visibleStatus = status?.kind === 'results' ? undefined : status;

  return (
    <SearchForm
      id={id}
      inputRef={inputRef}
      query={query}
      open={open}
      busy={stalled}
      indexState={session.indexState}
      activeDescendant={activeHit ? optionId(active) : undefined}
      resultsQuery={answer && query.trim() !== '' ? answer.query : undefined}
      message={
        visibleStatus && (
          <StatusPanelMessage
            status={visibleStatus}
            onRetry={() => {
              session.retry();
              inputRef.current?.focus();
            }}
          />
        )
      }
      results={
        <ResultOptions
          optionId={optionId}
          hits={hits}
          terms={terms}
          active={active}
          onActivate={setActive}
          onOpen={(href) => {
            go(href, 'here');
          }}
        />
      }
      footer={
        answer &&
        !answer.error &&
        query.trim() !== '' && (
          <ResultLink
            className={styles.seeAll}
            href={fullResultsHref}
            onOpen={(href) => {
              go(href, 'here');
            }}
          >
            {translate({ id: 'cognibot.search.seeAll', message: 'See all results' })}
          </ResultLink>
        )
      }
      announcement={open && status?.kind !== 'help' ? (status?.text ?? '') : ''}
      onQueryChange={(text) => {
        typeQuery(text);
        setOpen(true);
      }}
      onOpen={openPanel}
      onClose={closePanel}
      onClear={() => {
        clearQuery();
        inputRef.current?.focus();
      }}
      onSubmit={() => {
        submit('here');
      }}
      onKeyDown={(event) => {
        onComboboxKeyDown(event, {
          open,
          count: hits.length,
          active,
          openPanel,
          closePanel,
          setActive,
          submit,
          clearQuery,
        });
      }}
      onInterest={session.load}
    />
  );
}
