// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useLoadOnDemand } from '../../../src/features/search/client/SearchBox/useLoadOnDemand';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A load the test settles by hand. */
function controlledLoad() {
  const settlers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        settlers.push({ resolve, reject });
      }),
  );
  return { load, settlers };
}

describe('useLoadOnDemand (the search box loads its code on first interaction)', () => {
  it('loads nothing until asked, then once however often it is asked', async () => {
    const { load, settlers } = controlledLoad();
    const { result } = renderHook(() => useLoadOnDemand(load, 'could not load'));
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();

    act(() => {
      result.current.request();
      result.current.request();
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => {
      result.current.request();
    });
    expect(load).toHaveBeenCalledOnce();

    await act(async () => {
      settlers[0]?.resolve('the box');
      await Promise.resolve();
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'the box' });
    act(() => {
      result.current.request();
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports a failed load with a warning, and loads again on the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, settlers } = controlledLoad();
    const { result } = renderHook(() => useLoadOnDemand(load, 'could not load'));
    act(() => {
      result.current.request();
    });
    const chunkError = new Error('Loading chunk search-box failed.');
    await act(async () => {
      settlers[0]?.reject(chunkError);
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(result.current.state).toEqual({ status: 'failed' });
    });
    expect(warn).toHaveBeenCalledWith('could not load', chunkError);

    act(() => {
      result.current.request();
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => {
      settlers[1]?.resolve('the box');
      await Promise.resolve();
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'the box' });
  });
});
