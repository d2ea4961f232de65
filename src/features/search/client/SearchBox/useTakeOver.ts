import { useLayoutEffect, type RefObject } from 'react';
import { selectionOf, type HandOver } from './handOver';
import type { SearchSession } from './useSearchSession';

/** Picks up where the light box left off: focus, caret, and a search for what was typed. */
export function useTakeOver(
  inputRef: RefObject<HTMLInputElement | null>,
  handOver: RefObject<HandOver>,
  interested: boolean,
  initialQuery: string,
  session: SearchSession,
): void {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!interested || input === null) return;
    session.load();
    const { focused, input: lightInput } = handOver.current;
    if (focused) {
      const selection = selectionOf(lightInput);
      // Focus opens the panel, which searches the query.
      input.focus();
      if (selection) input.setSelectionRange(selection.start, selection.end, selection.direction);
    } else if (initialQuery.trim() !== '') {
      session.refresh();
    }
    // Once, as the box takes over; later renders are the reader's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
