import { useEffect, useState } from 'react';
import { ENTITY_KINDS, collectionOf, directoryApi, type EntityKind } from '@receipts/shared';

export interface PunditChoice {
  kind: EntityKind;
  slug: string;
  name: string;
}

export const PUNDIT_SEARCH_DELAY_MS = 250;
const MAX_CHOICES = 8;

/** Commentators, podcasts and shows whose name contains the text (the directories' own search), debounced. */
export function usePunditSearch(text: string) {
  const [choices, setChoices] = useState<PunditChoice[]>([]);
  const [failed, setFailed] = useState(false);
  const wanted = text.trim();
  useEffect(() => {
    if (wanted.length < 2) {
      setChoices([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      Promise.all(ENTITY_KINDS.map((kind) => directoryApi[collectionOf(kind)].list({ search: wanted, sort: 'popular' })))
        .then((lists) => {
          if (!live) return;
          const found = lists.flatMap((list, index) =>
            list.map((entity): PunditChoice => ({ kind: ENTITY_KINDS[index], slug: entity.slug, name: entity.name })),
          );
          setChoices(found.slice(0, MAX_CHOICES));
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, PUNDIT_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return { choices, failed };
}
