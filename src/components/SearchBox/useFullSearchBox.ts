import { useCallback, useRef, useState, type ComponentType } from 'react';
import type { FullSearchBoxProps } from './FullSearchBox';

export type FullSearchBoxState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; FullSearchBox: ComponentType<FullSearchBoxProps> };

/**
 * Loads the searching part of the box (its own chunk) when `request` is first called, so a plain
 * visit never downloads it. A failed load can be requested again: the bundler fetches the chunk
 * anew.
 */
export function useFullSearchBox(): { state: FullSearchBoxState; request: () => void } {
  const [state, setState] = useState<FullSearchBoxState>({ status: 'idle' });
  // A ref, not the state: two interactions in one event (pointer down, then focus) load once.
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setState({ status: 'loading' });
    import(/* webpackChunkName: "search-box" */ './FullSearchBox').then(
      ({ default: FullSearchBox }) => {
        setState({ status: 'ready', FullSearchBox });
      },
      (error: unknown) => {
        console.warn('The search box could not be loaded.', error);
        requested.current = false;
        setState({ status: 'failed' });
      },
    );
  }, []);
  return { state, request };
}
