import { useNavigate } from 'react-router-dom';
import { authStore, fillHint, profileHandle, withHandle, type BackendUser, type MergedNavItem, type NavItem } from '@receipts/shared';
import { useNavItems } from '../../navigation';
import { useHintValues } from './nav-hint-values';

/** The shell's own entries of the account menu (its own pages); the rest are the remotes' `account` nav items. */
export const OWN_ACCOUNT_ITEMS: NavItem[] = [
  { label: 'Advertise on Receipts', path: '/advertise', icon: 'advertise', group: 'account', order: 50, section: 'Business' },
];

export interface AccountEntry {
  item: MergedNavItem;
  /** The entry's address with the member's handle filled in. */
  href: string;
  hint?: string;
}

/**
 * The signed-in member's account entries, the same for the avatar menu and the phone's drawer: the remotes'
 * `account` nav items merged with the shell's own, with `{handle}` filled in, and a remote's own hint placeholders
 * (`{achievements}`) once it has answered for this member (`shown`: the entries are on screen).
 */
export function useAccountEntries(user: BackendUser, { shown = false } = {}): { handle: string; entries: AccountEntry[] } {
  const handle = profileHandle(user);
  const items = useNavItems('account', OWN_ACCOUNT_ITEMS);
  const values = useHintValues(items, user.username, shown);
  const entries = items.map((item) => {
    const hint = item.hint ? fillHint(withHandle(item.hint, handle, { encode: false }), values[item.remote ?? ''] ?? {}) : null;
    return { item, href: withHandle(item.path, handle), ...(hint ? { hint } : {}) };
  });
  return { handle, entries };
}

/** Log Out: ends the session and goes home. */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await authStore.getState().signOut();
    navigate('/');
  };
}
