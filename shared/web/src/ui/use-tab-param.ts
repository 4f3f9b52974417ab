import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

/** 'Hot Takes' → 'hot-takes': the tab's name in the URL. */
export const tabSlug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/**
 * One search parameter restricted to a set of choices (`?window=30d`, `?league=NBA`, `?tab=hot-takes`), so reload,
 * Back and a shared link keep it. The default choice is written as no parameter; an unknown value (any case) reads
 * as the default; a change replaces the history entry, so Back leaves the page instead of undoing each click.
 * The choice shows at the tap: the router commits a URL change as a transition, which on a slow phone lands only once
 * the new content has rendered, and until then a tab or select bound to the URL showed the old choice.
 */
export function useChoiceParam<T extends string>(
  name: string,
  choices: readonly T[],
  byDefault: T,
  toParam: (choice: T) => string = (choice) => choice,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(name)?.toLowerCase();
  const value = choices.find((choice) => toParam(choice).toLowerCase() === wanted) ?? byDefault;
  const [shown, show] = useOptimistic(value);
  const choose = (next: T) =>
    startTransition(() => {
      show(next);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === byDefault) updated.delete(name);
          else updated.set(name, toParam(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  return [shown, choose];
}

/** The open tab in `?tab=` (its slug); the first tab has no parameter, and a tab this viewer does not have opens the first. */
export function useTabParam<T extends string>(labels: readonly T[]): [T, (label: T) => void] {
  return useChoiceParam('tab', labels, labels[0], tabSlug);
}
