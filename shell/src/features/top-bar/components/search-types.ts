import type { KeyboardEvent } from 'react';

/** The suggestions' keyboard handler on the box's input; true when it used the key (the box then does nothing). */
export type SuggestionKeys = ((event: KeyboardEvent<HTMLInputElement>) => boolean) | null;

export interface SuggestionsProps {
  listId: string;
  text: string;
  focused: boolean;
  /** Counts the pages the box opened; each one closes the list. */
  closed: number;
  keys: { current: SuggestionKeys };
  onExpanded: (expanded: boolean) => void;
  /** The highlighted option's element id (aria-activedescendant), or undefined. */
  onActive: (id: string | undefined) => void;
  onOpen: (path: string) => void;
}
