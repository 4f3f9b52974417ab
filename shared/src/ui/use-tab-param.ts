import { useSearchParams } from 'react-router-dom';

/** 'Hot Takes' → 'hot-takes': the tab's name in the URL. */
export const tabSlug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/**
 * The open tab kept in the URL (`?tab=hot-takes`), so reload, Back and a shared link reopen it. The first tab
 * has no parameter; an unknown one (or a tab this viewer does not have) falls back to the first. Switching
 * replaces the entry, so Back leaves the page rather than stepping through tabs.
 */
export function useTabParam<T extends string>(labels: readonly T[]): [T, (label: T) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const current = labels.find((label) => tabSlug(label) === wanted) ?? labels[0];
  const select = (label: T) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (label === labels[0]) next.delete('tab');
      else next.set('tab', tabSlug(label));
      return next;
    }, { replace: true, preventScrollReset: true });
  };
  return [current, select];
}
