import NAV_ICON_LIST from './nav-icons.json';
import type { RemoteAccess } from './remotes';

/** The icons the shell ships; a remote's nav item names one of them (an unknown name shows the generic `page`). */
export const NAV_ICONS = NAV_ICON_LIST as readonly string[];

/** Where a nav item is listed: the sidebar's main links, the account menu, the staff group of the sidebar. */
export const NAV_GROUPS = ['main', 'account', 'staff'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One link a remote adds to the shell's navigation (its remote.json `nav`, carried by its mf-manifest.json).
 * `path` and `hint` may hold `{handle}`, the signed-in member's profile handle (the account menu's View Profile); a
 * `hint` may also hold the remote's own placeholders (`{achievements}`), which its routes module's `navHints` fills.
 */
export interface NavItem {
  label: string;
  path: string;
  icon: string;
  group: NavGroup;
  /** Position in its group, lowest first; ties keep the registry's order of remotes. */
  order: number;
  /** 'staff': listed only for staff. A staff-only remote's items are staff-only whatever they say. */
  access?: RemoteAccess;
  /** A second line under the label (the account menu's '@handle', 'Achievements' count). */
  hint?: string;
  /** A labelled section of the account menu the item starts or joins ('Preferences'). */
  section?: string;
}

export interface MergedNavItem extends NavItem {
  /** The remote that declared it; null for the shell's own items. */
  remote: string | null;
}

const MAX_ITEMS = 20;
const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** A remote's declared nav items, keeping only well-formed ones (what a manifest or the registry hands over). */
export function parseNavItems(value: unknown): NavItem[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ITEMS).flatMap((raw: unknown): NavItem[] => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const { label, path, icon, group, order, access, hint, section } = item;
    if (!text(label, 60) || !text(path, 200) || !path.startsWith('/') || path.startsWith('//')) return [];
    if (!(NAV_GROUPS as readonly unknown[]).includes(group) || typeof order !== 'number' || !Number.isFinite(order)) return [];
    return [
      {
        label,
        path,
        icon: typeof icon === 'string' && NAV_ICONS.includes(icon) ? icon : 'page',
        group: group as NavGroup,
        order,
        ...(access === 'staff' ? { access: 'staff' as const } : {}),
        ...(text(hint, 60) ? { hint } : {}),
        ...(text(section, 40) ? { section } : {}),
      },
    ];
  });
}

interface NavSource {
  access?: RemoteAccess;
  nav?: unknown;
}

/**
 * The items of one nav group, merged from every remote (in the registry's order) and the shell's own: sorted by
 * `order` (ties: the shell first, then the remotes' order), one item per path (the first keeps it), staff-only
 * ones only for staff. A remote that is down is still listed: its items come from the registry, not its code.
 */
export function mergeNavItems(
  remotes: Record<string, NavSource | undefined>,
  { group, staff, own = [] }: { group: NavGroup; staff: boolean; own?: NavItem[] },
): MergedNavItem[] {
  const candidates: (MergedNavItem & { rank: number })[] = own
    .filter((item) => item.group === group)
    .map((item, index) => ({ ...item, remote: null, rank: index }));
  Object.entries(remotes).forEach(([name, source], remoteIndex) => {
    parseNavItems(source?.nav).forEach((item, index) => {
      if (item.group !== group) return;
      const access: RemoteAccess = source?.access === 'staff' || item.access === 'staff' ? 'staff' : 'public';
      candidates.push({ ...item, access, remote: name, rank: (remoteIndex + 1) * 1000 + index });
    });
  });
  const seen = new Set<string>();
  return candidates
    .filter((item) => staff || item.access !== 'staff')
    .sort((a, b) => a.order - b.order || a.rank - b.rank)
    .filter((item) => (seen.has(item.path) ? false : (seen.add(item.path), true)))
    .map(({ rank: _rank, ...item }) => item);
}

const PLACEHOLDER = /\{([a-z][a-zA-Z0-9_]*)\}/g;

/** The placeholders of a hint other than `{handle}`: the ones its remote's `navHints` answers. */
export function hintPlaceholders(hint: string): string[] {
  return [...hint.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => name !== 'handle');
}

/** A hint with every placeholder filled in, or null while one has no value yet (the hint is not shown then). */
export function fillHint(hint: string, values: Record<string, string>): string | null {
  let missing = false;
  const filled = hint.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/** An item's path (encoded) or hint (as is) with the member's handle filled in. */
export function withHandle(value: string, handle: string, { encode = true } = {}): string {
  return value.replace(/\{handle\}/g, () => (encode ? encodeURIComponent(handle) : handle));
}
