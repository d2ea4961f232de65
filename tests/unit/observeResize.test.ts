import { afterEach, describe, expect, it, vi } from 'vitest';

/** A ResizeObserver double that records its instances and lets the test deliver entries. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  deliver(...targets: Element[]): void {
    this.callback(
      targets.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

async function freshModule() {
  vi.resetModules();
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return import('../../src/components/ScrollableTable/observeResize');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('observeResize', () => {
  it('serves every element with one observer and calls only the resized one', async () => {
    const { observeResize } = await freshModule();
    const first = {} as Element;
    const second = {} as Element;
    const calls: string[] = [];
    observeResize(first, () => calls.push('first'));
    observeResize(second, () => calls.push('second'));
    expect(FakeResizeObserver.instances).toHaveLength(1);
    FakeResizeObserver.instances[0]?.deliver(second);
    expect(calls).toEqual(['second']);
  });

  it('stops calling an element that is no longer observed', async () => {
    const { observeResize } = await freshModule();
    const table = {} as Element;
    const listener = vi.fn();
    const stop = observeResize(table, listener);
    stop();
    const observer = FakeResizeObserver.instances[0];
    expect(observer?.observed.has(table)).toBe(false);
    observer?.deliver(table);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tries again after the observer could not be made', async () => {
    const { observeResize } = await freshModule();
    vi.stubGlobal(
      'ResizeObserver',
      vi.fn(() => {
        throw new Error('no observer');
      }),
    );
    expect(() => observeResize({} as Element, () => undefined)).toThrow('no observer');
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    observeResize({} as Element, () => undefined);
    expect(FakeResizeObserver.instances).toHaveLength(1);
  });
});
