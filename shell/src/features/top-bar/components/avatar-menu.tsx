import { useId } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { Avatar, authStore, profileHandle, type BackendUser } from '@receipts/shared';

/** Spec §2.4: the hard-coded achievements line. */
export const ACHIEVEMENTS_TEXT = '12 of 50 unlocked';

/** The signed-in member's menu, exactly as spec §2.4. */
export function AvatarMenu({ user }: { user: BackendUser }) {
  const navigate = useNavigate();
  const handle = profileHandle(user);
  const name = user.display_name || user.name || handle;
  const businessId = useId();
  const preferencesId = useId();

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
          <DropdownMenu.Item
            className="rc-menu__item rc-menu__item--two-line"
            onSelect={() => navigate(`/profile/${encodeURIComponent(handle)}`)}
          >
            <span>View Profile</span>
            <span className="rc-menu__hint">@{handle}</span>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/my-activity')}>
            My Activity
          </DropdownMenu.Item>
          <DropdownMenu.Item className="rc-menu__item rc-menu__item--two-line" onSelect={() => navigate('/achievements')}>
            <span>Achievements</span>
            <span className="rc-menu__hint">{ACHIEVEMENTS_TEXT}</span>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/analyst-program')}>
            Analyst Program
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="rc-menu__separator" />
          <DropdownMenu.Group aria-labelledby={businessId}>
            <DropdownMenu.Label id={businessId} className="rc-menu__label">
              Business
            </DropdownMenu.Label>
            <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/advertise')}>
              Advertise on Receipts
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="rc-menu__separator" />
          <DropdownMenu.Group aria-labelledby={preferencesId}>
            <DropdownMenu.Label id={preferencesId} className="rc-menu__label">
              Preferences
            </DropdownMenu.Label>
            <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/settings')}>
              Settings
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="rc-menu__separator" />
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => void logOut()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
