import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { sharedSearchClient } from '@site/src/features/search/client/searchClient';
import { searchLimits, searchTags } from '@site/src/features/search/logic/config';
import {
  noIndexStates,
  type IndexState,
  type IndexStates,
  type SearchResponse,
} from '@site/src/features/search/logic/protocol';
import type { SearchHit } from '@site/src/features/search/logic/search';

export interface Answer extends SearchResponse {
  query: string;
}

/** What the box shows for the query in it; `statusMessage()` words it. */
export interface SearchSession {
  query: string;
  /** The answer to the query in the box, if it has come. */
  answer: Answer | undefined;
  hits: SearchHit[];
  /** The terms to highlight on the page a result opens. */
  terms: string[];
  /** The wait for the answer has lasted longer than `searchLimits.stallMs`. */
  stalled: boolean;
  /** Some index failed to load: results are missing. */
  failed: boolean;
  indexState: IndexState;
  /** False on the dev server, which has no search index (only a build writes it). */
  indexBuilt: boolean;
  /** Shows the query and searches it. */
  setQuery: (text: string) => void;
  /** Shows terms as the query, without searching (the terms that came with the URL). */
  showTerms: (terms: string[]) => void;
  /** Starts loading the indexes. */
  load: () => void;
  /** Loads the failed indexes again and searches the query again. */
  retry: () => void;
  /** Searches the query again if its answer is missing (the panel opens). */
  refresh: () => void;
}

const subscribeNowhere = () => () => undefined;

/** The index is ready when every tag has loaded; failed when any tag failed. */
function indexStateOf(states: IndexStates): IndexState {
  const values = searchTags.map((tag) => states[tag]);
  if (values.every((state) => state === 'idle')) return 'idle';
  if (values.includes('failed')) return 'failed';
  if (values.every((state) => state === 'ready')) return 'ready';
  return 'loading';
}

/**
 * The search box's session: its query, the answer to it, the wait for it, the indexes' state.
 * `initialQuery` is what the reader typed before the box was loaded.
 */
export function useSearchSession(active: boolean, initialQuery = ''): SearchSession {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const client = useCallback(() => sharedSearchClient(baseUrl), [baseUrl]);
  const subscribe = useCallback(
    (listener: () => void) => (isBrowser ? client().subscribe(listener) : subscribeNowhere()),
    [client, isBrowser],
  );
  const indexStates = useSyncExternalStore(
    subscribe,
    () => (isBrowser ? client().indexStates() : noIndexStates),
    () => noIndexStates,
  );

  const latestQuery = useRef(initialQuery);
  const [query, setQueryText] = useState(initialQuery);
  // `version` counts answers, so a wait for the next one can be told apart from the last wait.
  const [{ answer, version }, setAnswerState] = useState<{ answer?: Answer; version: number }>({
    version: 0,
  });
  const setAnswer = useCallback((next: Answer | undefined) => {
    setAnswerState((previous) => ({ answer: next, version: previous.version + 1 }));
  }, []);
  const [stalledVersion, setStalledVersion] = useState(-1);

  const search = useCallback(
    (text: string) => {
      latestQuery.current = text;
      if (text.trim() === '') {
        setAnswer(undefined);
        return;
      }
      client().search(text, (response) => {
        if (latestQuery.current === text) setAnswer({ ...response, query: text });
      });
    },
    [client, setAnswer],
  );

  const waiting = active && query.trim() !== '' && answer?.query !== query;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      setStalledVersion(version);
    }, searchLimits.stallMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [waiting, version]);

  const current = answer?.query === query ? answer : undefined;
  return {
    query,
    answer: current,
    hits: current?.hits ?? [],
    terms: answer?.terms ?? [],
    stalled: waiting && stalledVersion === version,
    failed: current !== undefined && current.failedTags.length > 0,
    indexState: indexStateOf(indexStates),
    indexBuilt: !isBrowser || client().indexBuilt,
    setQuery(text) {
      setQueryText(text);
      client().load();
      search(text);
    },
    showTerms: useCallback(
      (terms: string[]) => {
        const text = terms.join(' ');
        latestQuery.current = text;
        setQueryText(text);
        setAnswer(undefined);
      },
      [setAnswer],
    ),
    load() {
      client().load();
    },
    retry() {
      client().retry();
      setAnswer(undefined);
      search(query);
    },
    refresh() {
      if (answer?.query !== query) search(query);
    },
  };
}
