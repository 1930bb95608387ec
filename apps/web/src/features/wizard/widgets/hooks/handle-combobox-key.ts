import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

/** What a combobox's keys act on: its list, the option the arrows are on, and how to open, choose, close. */
export type TComboboxKeys<T> = {
  open: boolean;
  /** The list shows options. */
  expanded: boolean;
  /** Something is being typed. */
  editing: boolean;
  options: readonly T[];
  activeIndex: number;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  openList: () => void;
  choose: (option: T) => void;
  close: () => void;
};

/**
 * A combobox's keys (WAI-ARIA combobox pattern): ↓ opens the list, then moves down (wrapping); ↑ moves
 * up (wrapping); Enter chooses the option the arrows are on; Escape closes and drops what is typed.
 */
export function handleComboboxKey<T>(event: KeyboardEvent<HTMLInputElement>, list: TComboboxKeys<T>): void {
  const count = list.options.length;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!list.open) {
        list.openList();
        return;
      }
      list.setActiveIndex((index) => (count === 0 ? -1 : (index + 1) % count));
      return;
    case 'ArrowUp':
      event.preventDefault();
      list.setActiveIndex((index) => (count === 0 ? -1 : index <= 0 ? count - 1 : index - 1));
      return;
    case 'Enter': {
      const option = list.expanded ? list.options[list.activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        list.choose(option);
      }
      return;
    }
    case 'Escape':
      if (list.open || list.editing) {
        event.preventDefault();
        list.close();
      }
      return;
    default:
  }
}
