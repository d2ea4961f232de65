import { useState, type ReactNode, type RefObject } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import { helpMessage } from './helpMessage';
import SearchForm, { PanelMessage } from './SearchForm';

export interface LightSearchBoxProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (text: string) => void;
  /** The input gained or lost focus. */
  onFocusChange: (focused: boolean) => void;
  /** Loading the full box failed; the next interaction tries again. */
  loadFailed: boolean;
  /** The reader has come to the box: load the full one. */
  onInterest: () => void;
}

/**
 * The box as every page ships it: the full box's markup and a working input, without the search
 * code, which the first interaction loads. What the reader types here carries over to it.
 */
export default function LightSearchBox({
  id,
  inputRef,
  query,
  onQueryChange: setQuery,
  onFocusChange,
  loadFailed,
  onInterest,
}: LightSearchBoxProps): ReactNode {
  const [open, setOpen] = useState(false);
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const history = useHistory();

  const message = loadFailed
    ? translate({
        id: 'cognibot.search.boxFailed',
        message: 'Search could not be loaded. Check your connection, then click the box to retry.',
      })
    : query.trim() === ''
      ? helpMessage()
      : undefined;

  return (
    <SearchForm
      id={id}
      inputRef={inputRef}
      query={query}
      open={open}
      indexState="idle"
      message={
        message !== undefined && (
          <PanelMessage kind={loadFailed ? 'error' : 'help'}>{message}</PanelMessage>
        )
      }
      announcement={open && loadFailed && message !== undefined ? message : ''}
      onQueryChange={(text) => {
        setQuery(text);
        setOpen(true);
      }}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      onClear={() => {
        setQuery('');
        inputRef.current?.focus();
      }}
      // Results come with the full box; until then Enter opens the full results page.
      onSubmit={() => {
        if (query.trim() === '') return;
        history.push(`${baseUrl}search?${new URLSearchParams({ q: query }).toString()}`);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          if (open) setOpen(false);
          else setQuery('');
        }
      }}
      onInterest={onInterest}
      onFocusChange={onFocusChange}
    />
  );
}
