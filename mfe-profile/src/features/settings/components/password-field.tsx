import { useId } from 'react';

/** A labelled password input with optional helper text. */
export function PasswordField({ label, value, onChange, autoComplete, helper }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  helper?: string;
}) {
  const id = useId();
  return (
    <div className="rc-settings__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="rc-input"
        type="password"
        value={value}
        required
        autoComplete={autoComplete}
        aria-describedby={helper ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {helper && <small id={`${id}-help`} className="rc-muted">{helper}</small>}
    </div>
  );
}
