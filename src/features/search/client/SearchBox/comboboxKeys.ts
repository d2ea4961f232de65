import type { KeyboardEvent } from 'react';

export type OpenIn = 'here' | 'tab' | 'window';

/** What the combobox's keys act on. */
export interface ComboboxKeyActions {
  open: boolean;
  /** How many options the list has, and which one is active. */
  count: number;
  active: number;
  openPanel: () => void;
  closePanel: () => void;
  setActive: (index: number) => void;
  submit: (how: OpenIn) => void;
  clearQuery: () => void;
}

/** The WAI-ARIA combobox keys: arrows move through the options, Enter opens, Escape closes. */
export function onComboboxKeyDown(
  event: KeyboardEvent<HTMLInputElement>,
  actions: ComboboxKeyActions,
): void {
  if (event.nativeEvent.isComposing) return;
  const { open, count, active } = actions;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!open) {
        actions.openPanel();
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      actions.setActive((active + step + count) % count);
      return;
    }
    case 'Enter':
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) actions.submit('tab');
      else if (event.shiftKey) actions.submit('window');
      else actions.submit('here');
      return;
    case 'Escape':
      event.preventDefault();
      if (open) actions.closePanel();
      else actions.clearQuery();
      return;
    default:
      return;
  }
}
