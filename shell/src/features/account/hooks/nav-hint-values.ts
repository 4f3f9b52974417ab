import { useEffect, useState } from 'react';
import { hintPlaceholders, type MergedNavItem, type RemoteName } from '@receipts/shared';
import { loadRemoteRoutes } from '../../../federation';

export type HintValues = Record<string, Record<string, string>>;

/** The remotes whose account items' hints need their own values (`{achievements}`), not just the handle. */
export function remotesWithHintValues(items: MergedNavItem[]): string[] {
  const names = items.filter((item) => item.remote && item.hint && hintPlaceholders(item.hint).length > 0).map((item) => item.remote!);
  return [...new Set(names)];
}

/** Asks each remote's routes module for the member's values; a remote that fails or has none leaves its hints out. */
export async function loadHintValues(remotes: string[], username: string): Promise<HintValues> {
  const answers = await Promise.all(
    remotes.map(async (name) => {
      try {
        const module = await loadRemoteRoutes(name as RemoteName);
        return [name, (await module.navHints?.({ username })) ?? {}] as const;
      } catch (error) {
        console.error(`Could not load the menu hints of ${name}`, error);
        return [name, {}] as const;
      }
    }),
  );
  return Object.fromEntries(answers);
}

/**
 * The remotes' values for the account entries' hints, asked each time the entries are shown (`active`: the menu is
 * open, the drawer shows them), so a badge earned since shows the next time; the last values stay meanwhile.
 */
export function useHintValues(items: MergedNavItem[], username: string, active: boolean): HintValues {
  const [values, setValues] = useState<HintValues>({});
  const remotes = remotesWithHintValues(items).join(',');
  useEffect(() => {
    if (!active || !remotes) return undefined;
    let live = true;
    void loadHintValues(remotes.split(','), username).then((next) => live && setValues(next));
    return () => {
      live = false;
    };
  }, [active, remotes, username]);
  return values;
}
