import { useTheme } from '../hooks/use-theme';
import '../theme-switch.css';

/** A visible, labelled dark-mode switch (the logo stays a toggle too). */
export function ThemeSwitch() {
  const { mode, toggle } = useTheme();
  const dark = mode === 'dark';
  return (
    <button type="button" role="switch" aria-checked={dark} className="rc-theme-switch" onClick={toggle}>
      <span className="rc-theme-switch__label">Dark mode</span>
      <span className="rc-theme-switch__track" aria-hidden="true">
        <span className="rc-theme-switch__thumb" />
      </span>
    </button>
  );
}
