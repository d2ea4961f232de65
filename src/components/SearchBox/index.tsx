import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory } from '@docusaurus/router';
import { usePluralForm } from '@docusaurus/theme-common';
import { sharedSearchClient, type IndexStates, type SearchClient } from '@site/src/search/client';
import { searchLimits, searchTags } from '@site/src/search/config';
import { resultHref } from '@site/src/search/highlightParams';
import type { SearchResponse } from '@site/src/search/protocol';
import type { MarkedText, SearchHit } from '@site/src/search/search';
import { useSearchTermHighlighting } from './useSearchTermHighlighting';
import styles from './styles.module.css';

interface Answer extends SearchResponse {
  query: string;
}

const noIndexStates: IndexStates = { docs: undefined, blog: undefined };
const subscribeNowhere = () => () => undefined;

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The index is ready when every tag has loaded; failed when any tag failed. */
function indexStateOf(states: IndexStates): string {
  const values = searchTags.map((tag) => states[tag]);
  if (values.every((state) => state === undefined)) return 'idle';
  if (values.includes('failed')) return 'failed';
  if (values.every((state) => state === 'ready')) return 'ready';
  return 'loading';
}

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

function MagnifierIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82a5.88 5.88 0 0 0 1.16-3.57 6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
      />
    </svg>
  );
}

function openInNewTab(href: string) {
  window.open(href, '_blank', 'noopener');
}

function openInNewWindow(href: string) {
  // The "popup" feature is how a page asks for a window rather than a tab.
  window.open(href, '_blank', 'noopener,popup');
}

/**
 * The navbar search box: a WAI-ARIA combobox over the docs and blog indexes, searched in a worker.
 * See README, "Search".
 */
export default function SearchBox(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const { selectMessage } = usePluralForm();
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const latestQuery = useRef('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // `version` counts answers, so a wait for the next one can be told apart from the last wait.
  const [{ answer, version }, setAnswerState] = useState<{ answer?: Answer; version: number }>({
    version: 0,
  });
  const setAnswer = useCallback((next: Answer | undefined) => {
    setAnswerState((previous) => ({ answer: next, version: previous.version + 1 }));
  }, []);
  const [active, setActive] = useState(0);
  const [stalledVersion, setStalledVersion] = useState(-1);

  const client = useCallback((): SearchClient => sharedSearchClient(baseUrl), [baseUrl]);
  const subscribe = useCallback(
    (listener: () => void) => (isBrowser ? client().subscribe(listener) : subscribeNowhere()),
    [client, isBrowser],
  );
  const indexStates = useSyncExternalStore(
    subscribe,
    () => (isBrowser ? client().indexStates() : noIndexStates),
    () => noIndexStates,
  );

  const search = useCallback(
    (text: string) => {
      latestQuery.current = text;
      if (text.trim() === '') {
        setAnswer(undefined);
        return;
      }
      void client()
        .search(text)
        .then((response) => {
          if (latestQuery.current !== text) return;
          setAnswer({ ...response, query: text });
          setActive(0);
        });
    },
    [client, setAnswer],
  );

  const showTerms = useCallback(
    (terms: string[]) => {
      const text = terms.join(' ');
      latestQuery.current = text;
      setQuery(text);
      setAnswer(undefined);
    },
    [setAnswer],
  );
  const clearHighlighting = useSearchTermHighlighting(showTerms);

  const waiting = open && query.trim() !== '' && answer?.query !== query;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      setStalledVersion(version);
    }, searchLimits.stallMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [waiting, version]);
  const stalled = waiting && stalledVersion === version;

  useEffect(() => {
    function focusOnShortcut(event: globalThis.KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    }
    document.addEventListener('keydown', focusOnShortcut);
    return () => {
      document.removeEventListener('keydown', focusOnShortcut);
    };
  }, []);

  const openPanel = () => {
    client().load();
    if (!open) {
      setOpen(true);
      if (answer?.query !== query) search(query);
    }
  };

  const closePanel = () => {
    setOpen(false);
  };

  const clearQuery = () => {
    setQuery('');
    search('');
    clearHighlighting();
  };

  const retry = () => {
    client().retry();
    setAnswer(undefined);
    search(query);
    inputRef.current?.focus();
  };

  const hits: SearchHit[] = answer?.query === query ? answer.hits : [];
  const terms = answer?.terms ?? [];
  const activeHit = hits[active];
  const fullResultsHref = `${baseUrl}search?${new URLSearchParams({ q: query }).toString()}`;

  const go = (href: string, how: 'here' | 'tab' | 'window') => {
    if (how === 'tab') openInNewTab(href);
    else if (how === 'window') openInNewWindow(href);
    else {
      closePanel();
      inputRef.current?.blur();
      history.push(href);
    }
  };

  const submit = (how: 'here' | 'tab' | 'window') => {
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

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit('here');
  };

  const failed = answer?.query === query && answer.failedTags.length > 0;
  const answered = answer?.query === query && query.trim() !== '';
  const noResults = answered && !answer.error && !failed && hits.length === 0;
  const status = !open
    ? ''
    : stalled
      ? translate({ id: 'cognibot.search.stalled', message: 'Searching…' })
      : answer?.error && answered
        ? answer.error.message
        : failed
          ? translate({
              id: 'cognibot.search.indexFailed',
              message: 'The search index could not be loaded.',
            })
          : noResults
            ? translate({ id: 'cognibot.search.noResults', message: 'No results found.' })
            : answered
              ? selectMessage(
                  hits.length,
                  translate(
                    {
                      id: 'cognibot.search.resultCount',
                      message: 'One result|{count} results',
                      description: 'Announced to screen readers when results change',
                    },
                    { count: hits.length },
                  ),
                )
              : '';
  const shortcut = isBrowser && isMac() ? '⌘' : 'Ctrl';

  return (
    <form
      role="search"
      className={clsx(styles.box, open && styles.open)}
      data-index-state={indexStateOf(indexStates)}
      onSubmit={onSubmit}
      onMouseEnter={() => {
        client().load();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) closePanel();
      }}
    >
      <div className={styles.bar}>
        <div className={styles.field}>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            className={clsx('navbar__search-input', styles.input)}
            placeholder={translate({ id: 'cognibot.search.placeholder', message: 'Search...' })}
            aria-label={translate({ id: 'cognibot.search.label', message: 'Search docs and blog' })}
            aria-expanded={open}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={open && activeHit ? optionId(active) : undefined}
            aria-keyshortcuts="Control+K Meta+K"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={searchLimits.maxQueryLength}
            value={query}
            onFocus={openPanel}
            onClick={openPanel}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              client().load();
              setOpen(true);
              search(text);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className={styles.submit}
            aria-label={translate({ id: 'cognibot.search.submit', message: 'Submit' })}
            title={translate({ id: 'cognibot.search.submit', message: 'Submit' })}
          >
            {stalled ? <span className={styles.spinner} aria-hidden="true" /> : <MagnifierIcon />}
          </button>
          {query === '' && !open && (
            <span className={styles.hint} aria-hidden="true">
              <kbd>{shortcut}</kbd>
              <kbd>K</kbd>
            </span>
          )}
          {query !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={translate({ id: 'cognibot.search.clear', message: 'Clear' })}
              title={translate({ id: 'cognibot.search.clear', message: 'Clear' })}
              onClick={() => {
                clearQuery();
                inputRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <button
          type="button"
          className={styles.cancel}
          onClick={() => {
            closePanel();
            inputRef.current?.blur();
          }}
        >
          {translate({ id: 'cognibot.search.cancel', message: 'Cancel' })}
        </button>
      </div>
      <div className={styles.panel} hidden={!open}>
        {stalled && (
          <p className={styles.message}>
            <span className={styles.spinner} aria-hidden="true" />
            {translate({ id: 'cognibot.search.stalled', message: 'Searching…' })}
          </p>
        )}
        {query.trim() === '' && (
          <p className={clsx(styles.message, styles.help)}>
            {translate({
              id: 'cognibot.search.help',
              message:
                'Type to search the docs and blog. Also: +word, -word, word~1, word^2, title:word.',
            })}
          </p>
        )}
        {answered && answer.error && (
          <p className={clsx(styles.message, styles.error)}>{answer.error.message}</p>
        )}
        {failed && (
          <p className={clsx(styles.message, styles.error)}>
            {translate({
              id: 'cognibot.search.indexFailed',
              message: 'The search index could not be loaded.',
            })}{' '}
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={retry}
            >
              {translate({ id: 'cognibot.search.retry', message: 'Retry' })}
            </button>
          </p>
        )}
        {noResults && (
          <p className={styles.message}>
            {translate({ id: 'cognibot.search.noResults', message: 'No results found.' })}
          </p>
        )}
        <div
          id={listboxId}
          role="listbox"
          className={styles.results}
          data-query={answered ? answer.query : undefined}
          aria-label={translate({ id: 'cognibot.search.results', message: 'Search results' })}
          // Keeps the focus in the input, so the panel stays open while a result is clicked.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
        >
          {hits.map((hit, index) => (
            <Link
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={clsx(styles.result, index === active && styles.active)}
              to={resultHref(hit.url, terms)}
              onMouseMove={() => {
                if (index !== active) setActive(index);
              }}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                closePanel();
                inputRef.current?.blur();
              }}
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
            </Link>
          ))}
        </div>
        {answered && !answer.error && (
          <Link
            className={styles.seeAll}
            to={fullResultsHref}
            onClick={() => {
              closePanel();
            }}
          >
            {translate({ id: 'cognibot.search.seeAll', message: 'See all results' })}
          </Link>
        )}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {status}
      </div>
    </form>
  );
}
