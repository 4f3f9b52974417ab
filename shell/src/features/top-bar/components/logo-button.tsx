import { useTheme } from '../../theme';
import { Logo } from './logo';

/** Clicking the logo toggles the display mode. */
export function LogoButton() {
  const { mode, toggle } = useTheme();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="rc-topbar__logo"
      onClick={toggle}
      aria-label={`Receipts: switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      <Logo mode={mode} />
    </button>
  );
}
