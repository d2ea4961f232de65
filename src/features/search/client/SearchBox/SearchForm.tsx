import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { searchLimits } from '@site/src/features/search/logic/config';
import type { IndexState } from '@site/src/features/search/logic/protocol';
import hidden from '@site/src/css/visuallyHidden.module.css';
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

export type PanelMessageKind = 'help' | 'busy' | 'plain' | 'error';

/** A message in the open panel: help, the busy indicator, or what went wrong. */
export function PanelMessage({
  kind,
  children,
}: {
  kind: PanelMessageKind;
  children: ReactNode;
}): ReactNode {
  return (
    <p
      className={clsx(
        styles.message,
        kind === 'help' && styles.help,
        kind === 'error' && styles.error,
      )}
    >
      {kind === 'busy' && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </p>
  );
}

export interface SearchFormProps {
  /** Base of the ids of the listbox and its options. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  open: boolean;
  /** Shows the busy indicator in place of the magnifier. */
  busy?: boolean;
  /** For tests and tools: where the indexes stand. */
  indexState: IndexState;
  /** The id of the active option, when the panel is open. */
  activeDescendant?: string;
  /** The query the results answer, for tests and tools. */
  resultsQuery?: string;
  /** Above the results in the open panel. */
  message?: ReactNode;
  /** The results: options of the listbox. */
  results?: ReactNode;
  /** Below the results in the open panel. */
  footer?: ReactNode;
  /** Text of the live region that screen readers announce. */
  announcement: string;
  onQueryChange: (text: string) => void;
  onOpen: () => void;
  onClose: () => void;
  onClear: () => void;
  onSubmit: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** First sign of interest: the pointer or a touch on the box, or focus. */
  onInterest?: () => void;
  /** The input gained or lost focus. */
  onFocusChange?: (focused: boolean) => void;
}

export function listboxIdOf(id: string): string {
  return `${id}-results`;
}

export function optionIdOf(id: string, index: number): string {
  return `${id}-result-${index}`;
}

/**
 * The search box's markup: a WAI-ARIA combobox with its results panel. The light box in every
 * page's bundle and the searching box loaded on first interaction both render it, so the swap
 * from one to the other changes nothing on screen.
 */
export default function SearchForm({
  id,
  inputRef,
  query,
  open,
  busy = false,
  indexState,
  activeDescendant,
  resultsQuery,
  message,
  results,
  footer,
  announcement,
  onQueryChange,
  onOpen,
  onClose,
  onClear,
  onSubmit,
  onKeyDown,
  onInterest,
  onFocusChange,
}: SearchFormProps): ReactNode {
  const isBrowser = useIsBrowser();
  const shortcut = isBrowser && isMac() ? '⌘' : 'Ctrl';
  const listboxId = listboxIdOf(id);

  return (
    <form
      role="search"
      className={clsx(styles.box, open && styles.open)}
      data-index-state={indexState}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onPointerEnter={onInterest}
      onPointerDown={onInterest}
      onTouchStart={onInterest}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose();
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
            aria-activedescendant={open ? activeDescendant : undefined}
            aria-keyshortcuts="Control+K Meta+K"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={searchLimits.maxQueryLength}
            value={query}
            onFocus={() => {
              onFocusChange?.(true);
              onInterest?.();
              onOpen();
            }}
            onBlur={() => {
              onFocusChange?.(false);
            }}
            onClick={onOpen}
            onChange={(event) => {
              onQueryChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className={styles.submit}
            aria-label={translate({ id: 'cognibot.search.submit', message: 'Submit' })}
            title={translate({ id: 'cognibot.search.submit', message: 'Submit' })}
          >
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : <MagnifierIcon />}
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
              onClick={onClear}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <button
          type="button"
          className={styles.cancel}
          onClick={() => {
            onClose();
            inputRef.current?.blur();
          }}
        >
          {translate({ id: 'cognibot.search.cancel', message: 'Cancel' })}
        </button>
      </div>
      <div className={styles.panel} hidden={!open}>
        {message}
        <div
          id={listboxId}
          role="listbox"
          className={styles.results}
          data-query={resultsQuery}
          aria-label={translate({ id: 'cognibot.search.results', message: 'Search results' })}
          // Keeps the focus in the input, so the panel stays open while a result is clicked.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
        >
          {results}
        </div>
        {footer}
      </div>
      <div role="status" className={hidden.visuallyHidden}>
        {announcement}
      </div>
    </form>
  );
}
