import { Fragment, useId, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { Avatar, type BackendUser } from '@receipts/shared';
import { useAccountEntries, useLogOut, type AccountEntry } from '../../account';

/** Consecutive items of one section form a labelled group; a separator comes before each section. */
function sectionsOf(entries: AccountEntry[]): { section?: string; entries: AccountEntry[] }[] {
  const sections: { section?: string; entries: AccountEntry[] }[] = [];
  for (const entry of entries) {
    const last = sections[sections.length - 1];
    if (last && last.section === entry.item.section) last.entries.push(entry);
    else sections.push({ section: entry.item.section, entries: [entry] });
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
  const [open, setOpen] = useState(false);
  const { handle, entries } = useAccountEntries(user, { shown: open });
  const name = user.display_name || user.name || handle;
  const logOut = useLogOut();

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="rc-topbar__avatar" aria-label="Account menu">
        <Avatar src={user.photoURL} name={name} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="rc-menu rc-menu--wide" align="end" sideOffset={6}>
          {sectionsOf(entries).map(({ section, entries: sectionEntries }, index) => (
            <Fragment key={`${section ?? ''}-${index}`}>
              {index > 0 && <DropdownMenu.Separator className="rc-menu__separator" />}
              <MenuSection section={section}>
                {sectionEntries.map(({ item, href, hint }) => (
                  <DropdownMenu.Item
                    key={item.path}
                    className={`rc-menu__item${hint ? ' rc-menu__item--two-line' : ''}`}
                    onSelect={() => navigate(href)}
                  >
                    {hint ? (
                      <>
                        <span>{item.label}</span>
                        <span className="rc-menu__hint">{hint}</span>
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
