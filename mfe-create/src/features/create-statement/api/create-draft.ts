import type { StatementType } from '@receipts/shared';
import { EMPTY_FORM, type CreateForm } from './create-form';

/**
 * The unfinished create form, kept in sessionStorage (per tab, gone when it closes) so that signing in (a page
 * reload) or a reload gives the fan back every field. One draft per starting path mode.
 */
export interface CreateDraft {
  mode: StatementType;
  form: CreateForm;
}

const keyOf = (pathMode: StatementType) => `receipts.createDraft.${pathMode}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isEmpty = (draft: CreateDraft, pathMode: StatementType) =>
  draft.mode === pathMode && JSON.stringify(draft.form) === JSON.stringify(EMPTY_FORM);

export function loadDraft(pathMode: StatementType): CreateDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(pathMode));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<CreateDraft>;
    const mode = saved.mode === 'prediction' || saved.mode === 'opinion' ? saved.mode : pathMode;
    const form = { ...EMPTY_FORM };
    for (const [key, empty] of Object.entries(EMPTY_FORM) as [keyof CreateForm, unknown][]) {
      const value = saved.form?.[key];
      if (Array.isArray(empty) ? Array.isArray(value) && value.every((item) => typeof item === 'string') : typeof value === typeof empty) {
        Object.assign(form, { [key]: value });
      }
    }
    return { mode, form };
  } catch {
    return null;
  }
}

export function saveDraft(pathMode: StatementType, draft: CreateDraft): void {
  try {
    if (isEmpty(draft, pathMode)) storage()?.removeItem(keyOf(pathMode));
    else storage()?.setItem(keyOf(pathMode), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearDraft(pathMode: StatementType): void {
  try {
    storage()?.removeItem(keyOf(pathMode));
  } catch {
    // as above
  }
}
