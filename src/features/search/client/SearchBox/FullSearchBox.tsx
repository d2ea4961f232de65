import {
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import { usePluralForm } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import { resultHref } from '@site/src/features/search/logic/highlightParams';
import ResultOptions from './ResultOptions';
import SearchForm, { optionIdOf, PanelMessage } from './SearchForm';
import { statusMessage } from './statusMessage';
import { selectionOf, type HandOver } from './handOver';
import { useSearchSession } from './useSearchSession';
import { useSearchTermHighlighting } from './useSearchTermHighlighting';
import styles from './styles.module.css';

type OpenIn = 'here' | 'tab' | 'window';

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
  const { selectMessage } = usePluralForm();
  const optionId = (index: number) => optionIdOf(id, index);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const session = useSearchSession(open, initialQuery);
  const { query, answer, hits, terms, stalled } = session;
  const clearHighlighting = useSearchTermHighlighting(session.showTerms);

  const activeHit = hits[active];
  const fullResultsHref = `${baseUrl}search?${new URLSearchParams({ q: query }).toString()}`;
  const status = statusMessage(session, (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'cognibot.search.resultCount',
          message: 'One result|{count} results',
          description: 'Announced to screen readers when results change',
        },
        { count },
      ),
    ),
  );

  const openPanel = () => {
    session.load();
    if (!open) {
      setOpen(true);
      session.refresh();
    }
  };

  // Picks up where the light box left off: focus, caret, and a search for what was typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!interested || input === null) return;
    session.load();
    const { focused, input: lightInput } = handOver.current;
    if (focused) {
      const selection = selectionOf(lightInput);
      // Focus opens the panel, which searches the query.
      input.focus();
      if (selection) input.setSelectionRange(selection.start, selection.end, selection.direction);
    } else if (initialQuery.trim() !== '') {
      session.refresh();
    }
    // Once, as the box takes over; later renders are the reader's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openPanel();
          return;
        }
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + hits.length) % hits.length);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (event.ctrlKey || event.metaKey) submit('tab');
        else if (event.shiftKey) submit('window');
        else submit('here');
        return;
      case 'Escape':
        event.preventDefault();
        if (open) closePanel();
        else clearQuery();
        return;
      default:
        return;
    }
  };

  const visibleStatus = status?.kind === 'results' ? undefined : status;
  const messageKind = {
    help: 'help',
    stalled: 'busy',
    error: 'error',
    indexFailed: 'error',
    noResults: 'plain',
    results: 'plain',
  } as const;

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
          <PanelMessage kind={messageKind[visibleStatus.kind]}>
            {visibleStatus.text}
            {visibleStatus.kind === 'indexFailed' && (
              <>
                {' '}
                <button
                  type="button"
                  className="button button--sm button--outline button--primary"
                  onClick={() => {
                    session.retry();
                    inputRef.current?.focus();
                  }}
                >
                  {translate({ id: 'cognibot.search.retry', message: 'Retry' })}
                </button>
              </>
            )}
          </PanelMessage>
        )
      }
      results={
        <ResultOptions
          optionId={optionId}
          hits={hits}
          terms={terms}
          active={active}
          onActivate={setActive}
          onOpen={() => {
            closePanel();
            inputRef.current?.blur();
          }}
        />
      }
      footer={
        answer &&
        !answer.error &&
        query.trim() !== '' && (
          <Link className={styles.seeAll} to={fullResultsHref} onClick={closePanel}>
            {translate({ id: 'cognibot.search.seeAll', message: 'See all results' })}
          </Link>
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
      onKeyDown={onKeyDown}
      onInterest={session.load}
    />
  );
}
