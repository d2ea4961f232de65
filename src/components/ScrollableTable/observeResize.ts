type Listener = () => void;

const listeners = new Map<Element, Listener>();
let observer: ResizeObserver | undefined;

/**
 * Calls `listener` when `element` changes size, and once as soon as it is laid out. One observer
 * serves every table of a page: pages with many tables paid for an observer each, and measuring
 * in the observer's callback (after layout) spares a forced layout per table during hydration.
 * Returns the function that stops observing.
 */
export function observeResize(element: Element, listener: Listener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.();
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
