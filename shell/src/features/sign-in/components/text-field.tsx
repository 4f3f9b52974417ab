import { useId } from 'react';

export function TextField({ label, type = 'text', value, onChange, autoComplete, helper }: {
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  helper?: string;
}) {
  const id = useId();
  return (
    <div className="rc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="rc-input"
        type={type}
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
