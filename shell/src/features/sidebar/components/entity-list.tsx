import { useState } from 'react';
import { Avatar } from '@receipts/shared';
import type { SidebarEntry } from '../api/sidebar-lists';
import { SidebarLink } from './sidebar-link';

/** 5 entries at first, 'Show More' adds 5: the sidebar stays short on a phone. */
export const SIDEBAR_PAGE = 5;

export function EntityList({
  label,
  items,
  basePath,
  fallback,
  moreLabel,
  onNavigate,
}: {
  label: string;
  items: SidebarEntry[];
  basePath: string;
  fallback: 'C' | 'P' | 'S';
  moreLabel: string;
  onNavigate?: () => void;
}) {
  const [shown, setShown] = useState(SIDEBAR_PAGE);
  return (
    <>
      <ul className="rc-sidebar__list" aria-label={label}>
        {items.slice(0, shown).map((item) => (
          <SidebarLink
            key={item.id}
            to={`${basePath}/${item.slug}`}
            icon={<Avatar src={item.photo_url} name={item.name} fallback={fallback} size={24} />}
            onNavigate={onNavigate}
          >
            {item.name || fallback}
          </SidebarLink>
        ))}
      </ul>
      {shown < items.length && (
        <button type="button" className="rc-sidebar__more" onClick={() => setShown((count) => count + SIDEBAR_PAGE)}>
          {moreLabel}
        </button>
      )}
    </>
  );
}
