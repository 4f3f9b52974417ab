import { useState } from 'react';

/** How the thread is shown: the replies a fan closed, and the comments to keep in view after posting. */
export interface ThreadView {
  collapsed: ReadonlySet<number>;
  /** Just-posted comments and their ancestors: never hidden behind 'Show n more replies'. */
  revealed: ReadonlySet<number>;
  /** The comment posted last, brought into view once. */
  latest: number | null;
  toggle: (id: number) => void;
}

const without = (set: ReadonlySet<number>, ids: number[]) => new Set([...set].filter((id) => !ids.includes(id)));

export function useThreadView() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [latest, setLatest] = useState<number | null>(null);

  const toggle = (id: number) => setCollapsed((current) => (current.has(id) ? without(current, [id]) : new Set(current).add(id)));

  /** `path`: the ids from the top-level comment down to the one just posted. */
  function reveal(path: number[]) {
    setCollapsed((current) => without(current, path));
    setRevealed((current) => new Set([...current, ...path]));
    setLatest(path[path.length - 1] ?? null);
  }

  const view: ThreadView = { collapsed, revealed, latest, toggle };
  return { view, reveal };
}
