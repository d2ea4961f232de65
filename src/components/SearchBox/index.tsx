import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory } from '@docusaurus/router';
import { usePluralForm } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import { searchLimits } from '@site/src/search/config';
import { resultHref } from '@site/src/search/highlightParams';
import ResultsListbox from './ResultsListbox';
import { statusMessage } from './statusMessage';
import { useFocusShortcut } from './useFocusShortcut';
import { useSearchSession } from './useSearchSession';
import { useSearchTermHighlighting } from './useSearchTermHighlighting';
import styles from './styles.module.css';

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
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

type OpenIn = 'here' | 'tab' | 'window';

function openElsewhere(href: string, how: Exclude<OpenIn, 'here'>) {
  // The "popup" feature is how a page asks for a window rather than a tab.
  window.open(href, '_blank', how === 'window' ? 'noopener,popup' : 'noopener');
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const session = useSearchSession(open);
  const { query, answer, hits, terms, stalled } = session;
  const clearHighlighting = useSearchTermHighlighting(session.showTerms);
  useFocusShortcut(inputRef);

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

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit('here');
  };

  const shortcut = isBrowser && isMac() ? '⌘' : 'Ctrl';
  const visibleStatus = status?.kind === 'results' ? undefined : status;

  return (
    <form
      role="search"
      className={clsx(styles.box, open && styles.open)}
      data-index-state={session.indexState}
      onSubmit={onSubmit}
      onMouseEnter={session.load}
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
            className={clsx('navbar__search-input', styles.input, query !== '' && styles.withClear)}
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
              typeQuery(event.target.value);
              setOpen(true);
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
        {visibleStatus && (
          <p
            className={clsx(
              styles.message,
              visibleStatus.kind === 'help' && styles.help,
              (visibleStatus.kind === 'error' || visibleStatus.kind === 'indexFailed') &&
                styles.error,
            )}
          >
            {visibleStatus.kind === 'stalled' && (
              <span className={styles.spinner} aria-hidden="true" />
            )}
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
          </p>
        )}
        <ResultsListbox
          id={listboxId}
          optionId={optionId}
          hits={hits}
          terms={terms}
          query={answer && query.trim() !== '' ? answer.query : undefined}
          active={active}
          onActivate={setActive}
          onOpen={() => {
            closePanel();
            inputRef.current?.blur();
          }}
        />
        {answer && !answer.error && query.trim() !== '' && (
          <Link className={styles.seeAll} to={fullResultsHref} onClick={closePanel}>
            {translate({ id: 'cognibot.search.seeAll', message: 'See all results' })}
          </Link>
        )}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {open && status?.kind !== 'help' ? status?.text : ''}
      </div>
    </form>
  );
}
