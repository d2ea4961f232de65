import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { highlightParam } from '@site/src/features/search/logic/highlightParams';
import { sharedSearchClient } from '@site/src/features/search/client/searchClient';
import type { HandOver } from './handOver';
import LightSearchBox from './LightSearchBox';
import { useFocusShortcut } from './useFocusShortcut';
import { useLoadOnDemand } from './useLoadOnDemand';

// Its own chunk: a plain visit never downloads the search code.
const loadFullSearchBox = () =>
  import(/* webpackChunkName: "search-box" */ './FullSearchBox').then((module) => module.default);

/**
 * The navbar search box. Every page ships only the light box, the shortcut and the search client;
 * the searching box is its own chunk, loaded on the reader's first interaction (pointer, touch,
 * focus, Ctrl+K) or when the URL carries terms to highlight. The same interaction starts the
 * search worker and its index fetches, in parallel with the box's chunk rather than after it.
 * See README, "Search".
 */
export default function SearchBox(): ReactNode {
  const id = useId();
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  // The input on the page, light or full: the shortcut focuses it.
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusShortcut(inputRef);
  const { state, request } = useLoadOnDemand(
    loadFullSearchBox,
    'The search box could not be loaded.',
  );
  // Held here so that they outlive the light box, for the full box to take over.
  const [lightQuery, setLightQuery] = useState('');
  const [interested, setInterested] = useState(false);
  const handOver = useRef<HandOver>({ input: null, focused: false });

  const { search } = useLocation();
  const carriesTerms = new URLSearchParams(search).has(highlightParam);
  useEffect(() => {
    if (carriesTerms) request();
  }, [carriesTerms, request]);

  if (state.status === 'ready') {
    const FullSearchBox = state.value;
    return (
      <FullSearchBox
        id={id}
        inputRef={inputRef}
        initialQuery={lightQuery}
        handOver={handOver}
        interested={interested}
      />
    );
  }
  return (
    <LightSearchBox
      id={id}
      inputRef={inputRef}
      query={lightQuery}
      onQueryChange={setLightQuery}
      onFocusChange={(focused) => {
        handOver.current = { input: inputRef.current, focused };
      }}
      loadFailed={state.status === 'failed'}
      onInterest={() => {
        setInterested(true);
        request();
        // Loads once however often the reader shows interest; the full box shows the outcome.
        sharedSearchClient(baseUrl).load();
      }}
    />
  );
}
