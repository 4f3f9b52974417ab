import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';

/** Members' Create menu: Prediction and Hot Take. */
export function CreateMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rc-button rc-button--primary rc-topbar__create">
        <span aria-hidden="true">+</span> <span className="rc-topbar__create-label">Create</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="rc-menu" align="end" sideOffset={6}>
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/create-prediction')}>
            Prediction
          </DropdownMenu.Item>
          <DropdownMenu.Item className="rc-menu__item" onSelect={() => navigate('/create-opinion')}>
            Hot Take
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
