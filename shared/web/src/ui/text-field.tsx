/**
 * The one labelled text input of the site's forms: the shell's sign-in, register, forgot- and reset-password
 * forms and mfe-profile's 'Change password' in /settings.
 * Imported as `@receipts/shared/text-field`, never from `@receipts/shared` (and so not from ./index.ts): forms load
 * with their pages and dialogs, so the shell's first load does not carry it; each bundle that shows a form has it.
 */
import { useId } from 'react';
import './text-field.css';

export interface TextFieldProps {
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** A hint under the input (e.g. the password rule), read out as the input's description. */
  helper?: string;
}

/** A required input with its label above it and an optional hint below. */
export function TextField({ label, type = 'text', value, onChange, autoComplete, helper }: TextFieldProps) {
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
      {helper && (
        <small id={`${id}-help`} className="rc-muted">
          {helper}
        </small>
      )}
    </div>
  );
}
