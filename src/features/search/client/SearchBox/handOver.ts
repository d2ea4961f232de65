/**
 * What the full box takes over from the light one, besides the typed text: the light input (gone
 * from the page by then, it still knows its caret) and whether the reader was in it.
 */
export interface HandOver {
  input: HTMLInputElement | null;
  focused: boolean;
}

export interface InputSelection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The caret or selected range of an input, if it has one. */
export function selectionOf(input: HTMLInputElement | null): InputSelection | undefined {
  if (input === null) return undefined;
  const { selectionStart, selectionEnd, selectionDirection } = input;
  if (selectionStart === null || selectionEnd === null) return undefined;
  return { start: selectionStart, end: selectionEnd, direction: selectionDirection ?? 'none' };
}
