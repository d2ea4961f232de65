import { useCallback, useRef, useState } from 'react';

export type OnDemand<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; value: T };

/**
 * Loads something (a chunk, through `load`, which must be stable) when `request` is first called,
 * not before. Requests while it loads or after it has loaded do nothing; a request after a failure
 * tries again (the bundler fetches a chunk that failed anew).
 */
export function useLoadOnDemand<T>(
  load: () => Promise<T>,
  failureWarning: string,
): { state: OnDemand<T>; request: () => void } {
  const [state, setState] = useState<OnDemand<T>>({ status: 'idle' });
  // A ref, not the state: two interactions in one event (pointer down, then focus) load once.
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => {
        setState({ status: 'ready', value });
      },
      (error: unknown) => {
        console.warn(failureWarning, error);
        requested.current = false;
        setState({ status: 'failed' });
      },
    );
  }, [load, failureWarning]);
  return { state, request };
}
