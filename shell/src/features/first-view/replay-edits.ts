/**
 * What a fan typed into the server's first view before React hydrated it stays in the fields (React keeps a
 * field's value when it hydrates it), but the page's state does not know it yet. Right after hydration each edited
 * field is typed into again, so the page's own handlers (React's onChange) see it as typing; focus and caret stay.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const SKIPPED_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

function nativeSetValue(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

function retype(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value; // hydration sets a controlled select back to its state: the fan's choice comes from before
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const caret = [field.selectionStart, field.selectionEnd] as const;
  // Through the element's own setter first: React's value tracker then holds something else, so the input event
  // below reads as a change (React drops an input event whose value equals what it last saw).
  field.value = field.defaultValue === value ? `${value} ` : field.defaultValue;
  nativeSetValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field.ownerDocument.activeElement !== field) return;
  try {
    field.setSelectionRange(caret[0], caret[1]);
  } catch {
    // types without a caret (email, number) refuse selection ranges
  }
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>(FIELDS)].filter((field) => !SKIPPED_TYPES.has(field.type));
}

/** The fields the fan has changed so far, with their values: read it just before hydrating. */
export function editsIn(root: HTMLElement): Map<Field, string> {
  return new Map(
    fieldsOf(root)
      .filter(edited)
      .map((field) => [field, field.value]),
  );
}

/**
 * Types every field under `root` changed before hydration (`before`, or since: the value in it now) into again,
 * for the handlers hydration has just attached.
 */
export function replayEdits(root: HTMLElement, before: Map<Field, string> = new Map()): void {
  for (const field of fieldsOf(root)) {
    const value = edited(field) ? field.value : before.get(field);
    if (value !== undefined) retype(field, value);
  }
}

/** Moves `node` under `parent` without losing the focus or caret of a field inside it. */
export function moveKeepingFocus(node: HTMLElement, parent: HTMLElement): void {
  const active = node.ownerDocument.activeElement;
  const focused = active instanceof HTMLElement && node.contains(active) ? active : null;
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  parent.appendChild(node);
  if (!focused) return;
  focused.focus({ preventScroll: true });
  if (caret && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(caret[0], caret[1]);
    } catch {
      // types without a caret refuse selection ranges
    }
  }
}
