/**
 * Where the fan was on each history entry (react-router's location.key), kept for the tab's life in
 * sessionStorage so a reload or a return from another site restores it too.
 */
export const SCROLL_STORAGE_KEY = 'receipts.scroll';
/** Enough for a long session's Back stack; the oldest entries are dropped first. */
const MAX_ENTRIES = 50;

let positions: Map<string, number> | null = null;

function load(): Map<string, number> {
  if (positions) return positions;
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [string, number][];
    positions = new Map(Array.isArray(stored) ? stored : []);
    // A document opened afresh (no router state) is a new first entry: what an earlier one saved is not for it.
    if (typeof history !== 'undefined' && !(history.state as { key?: string } | null)?.key) positions.delete('default');
  } catch {
    positions = new Map();
  }
  return positions;
}

export function savedPosition(key: string): number | undefined {
  return load().get(key);
}

export function savePosition(key: string, y: number): void {
  const map = load();
  map.delete(key);
  map.set(key, Math.max(0, Math.round(y)));
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

export function persistPositions(): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // Private mode or a full storage: positions then last only for this page's life.
  }
}

/** For tests: forget what was read. */
export function resetPositions(): void {
  positions = null;
}
