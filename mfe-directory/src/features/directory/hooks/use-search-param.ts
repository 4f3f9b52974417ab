import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A search box whose text lives in the URL (`?search=`), so reload, Back and a shared link keep it. The box
 * edits its own state (no lag or caret jumps while the URL catches up); each change replaces the URL entry,
 * so Back leaves the page instead of undoing letters. A URL changed from outside (Back, a link) wins.
 */
export function useSearchParam(name = 'search'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(name) ?? '';
  const [value, setValue] = useState(inUrl);
  const written = useRef(inUrl);

  useEffect(() => {
    if (inUrl !== written.current) {
      written.current = inUrl;
      setValue(inUrl);
    }
  }, [inUrl]);

  const change = (next: string) => {
    setValue(next);
    written.current = next;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [value, change];
}
