import { useEffect, type RefObject } from 'react';

/** Ctrl+K (⌘+K on a Mac) anywhere on the page focuses the input and selects its text. */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function focusOnShortcut(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    }
    document.addEventListener('keydown', focusOnShortcut);
    return () => {
      document.removeEventListener('keydown', focusOnShortcut);
    };
  }, [input]);
}
