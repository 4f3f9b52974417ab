import { Fragment, useId } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { Avatar, authStore, profileHandle, withHandle, type BackendUser, type MergedNavItem, type NavItem } from '@receipts/shared';
import { useNavItems } from '../../../federation/use-nav-items';

/** The shell's own entries of the account menu (its own pages); the rest are the remotes' `account` nav items. */
const OWN_ITEMS: NavItem[] = [
  { label: 'Advertise on Receipts', path: '/advertise', icon: 'advertise', group: 'account', order: 50, section: 'Business' },
];

/** Consecutive items of one section form a labelled group; a separator comes before each section. */
function sectionsOf(items: MergedNavItem[]): { section?: string; items: MergedNavItem[] }[] {
  const sections: { section?: string; items: MergedNavItem[] }[] = [];
  for (const item of items) {
    const last = sections[sections.length - 1];
    if (last && last.section === item.section) last.items.push(item);
    else sections.push({ section: item.section, items: [item] });
  }
  return sections;
}

function MenuSection({ section, children }: { section?: string; children: React.ReactNode }) {
  const id = useId();
  if (!section) return <>{children}</>;
  return (
    <DropdownMenu.Group aria-labelledby={id}>
      <DropdownMenu.Label id={id} className="rc-menu__label">
        {section}
      </DropdownMenu.Label>
      {children}
    </DropdownMenu.Group>
  );
}

/**
 * The signed-in member's menu: the remotes' account entries (View Profile with the @handle, My Activity,
 * Achievements, Analyst Program, Settings under Preferences…) and the shell's own (Advertise under Business), in their
 * order, then Log Out.
 */
export function AvatarMenu({ user }: { user: BackendUser }) {
  const navigate = useNavigate();
  const handle = profileHandle(user);
  const name = user.display_name || user.name || handle;
  const items = useNavItems('account', OWN_ITEMS);

  async function logOut() {
    await authStore.getState().signOut();
    navigate('/');
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rc-topbar__avatar" aria-label="Account menu">
        <Avatar src={user.photoURL} name={name} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="rc-menu rc-menu--wide" align="end" sideOffset={6}>
          {sectionsOf(items).map(({ section, items: sectionItems }, index) => (
            <Fragment key={`${section ?? ''}-${index}`}>
              {index > 0 && <DropdownMenu.Separator className="rc-menu__separator" />}
              <MenuSection section={section}>
                {sectionItems.map((item) => (
                  <DropdownMenu.Item
                    key={item.path}
                    className={`rc-menu__item${item.hint ? ' rc-menu__item--two-line' : ''}`}
                    onSelect={() => navigate(withHandle(item.path, handle))}
                  >
                    {item.hint ? (
                      <>
                        <span>{item.label}</span>
                        <span className="rc-menu__hint">{withHandle(item.hint, handle, { encode: false })}</span>
                      </>
                    ) : (
                      item.label
                    )}
                  </DropdownMenu.Item>
                ))}
              </MenuSection>
            </Fragment>
          ))}
          <DropdownMenu.Separator className="rc-menu__separator" />
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => void logOut()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
