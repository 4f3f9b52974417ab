import { useMemo } from 'react';
import { mergeNavItems, useAuth, type MergedNavItem, type NavGroup, type NavItem } from '@receipts/shared';
import { activeRemotes, peekBootData } from '../../federation';

const NONE: NavItem[] = [];

/**
 * One group of the shell's navigation: the nav items the site's remotes declare (from the registry, so a remote
 * that is down is still listed) merged with the shell's own, for this user (staff see staff-only ones).
 */
export function useNavItems(group: NavGroup, own: NavItem[] = NONE): MergedNavItem[] {
  const staff = useAuth((state) => Boolean(state.user?.is_staff));
  const boot = peekBootData();
  return useMemo(() => mergeNavItems(boot ? activeRemotes(boot) : {}, { group, staff, own }), [boot, group, staff, own]);
}
