import { useSearchParams } from 'react-router-dom';

/**
 * One search parameter restricted to a set of choices (`?window=30d`, `?league=NBA`), so reload, Back and a
 * shared link keep it. The default choice is written as no parameter; an unknown value reads as the default;
 * a change replaces the history entry, so Back leaves the page instead of undoing each click.
 */
export function useChoiceParam<T extends string>(name: string, choices: readonly T[], byDefault: T): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(name)?.toLowerCase();
  const value = choices.find((choice) => choice.toLowerCase() === wanted) ?? byDefault;
  const choose = (next: T) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next === byDefault) updated.delete(name);
      else updated.set(name, next);
      return updated;
    }, { replace: true, preventScrollReset: true });
  return [value, choose];
}
