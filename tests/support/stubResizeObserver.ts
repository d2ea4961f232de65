import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For component tests in jsdom, which has no layout and no ResizeObserver: ScrollableTable's
 * overflow measurement only needs the observer to exist. Renders are cleaned up after each test.
 */
export function stubResizeObserverInEachTest(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
