/**
 * What a fan typed into the server's first view (it is not hydrated) before the live page replaced it: carried
 * over to the live page's matching fields, through the native value setter and an input event, so the page's
 * own handlers (React's onChange) see it as typing. Focus and caret follow.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const SKIPPED_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** Fields match by name, then accessible label, then placeholder, then position among the fields. */
function keyOf(field: Field, index: number): string {
  const named = field.getAttribute('name') || field.getAttribute('aria-label') || field.getAttribute('placeholder');
  return named ? `${field.tagName}:${named}` : `${field.tagName}#${index}`;
}

function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>(FIELDS)].filter((field) => !SKIPPED_TYPES.has(field.type));
}

/** `active`: the element that had focus in the first view (read it before the first view leaves the document). */
export function carryOverEdits(from: HTMLElement, to: HTMLElement, active: Element | null = from.ownerDocument.activeElement): void {
  const targets = new Map(fieldsOf(to).map((field, index) => [keyOf(field, index), field]));
  fieldsOf(from).forEach((field, index) => {
    const target = targets.get(keyOf(field, index));
    if (!target || target.type !== field.type) return;
    if (edited(field)) typeInto(target, field.value);
    if (field !== active) return;
    target.focus();
    if (!(field instanceof HTMLSelectElement) && !(target instanceof HTMLSelectElement)) {
      try {
        target.setSelectionRange(field.selectionStart, field.selectionEnd);
      } catch {
        // types without a caret (email, number) refuse selection ranges
      }
    }
  });
}
