import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Spinner } from '@receipts/shared';
import { emailSignInMessage } from '../sign-in-errors';

/**
 * What the e-mail login and register forms share: `send` runs on submit with a spinner in the submit
 * button; if it throws, the server's error (or the dialog's fallback) goes to `onError` and the button comes back.
 * Below the button, the link to the other form.
 */
export function EmailForm({
  mode,
  send,
  onError,
  submit,
  other,
  extra,
  children,
}: {
  mode: 'login' | 'register' | 'forgot';
  send: () => Promise<void>;
  onError: (message: string | null) => void;
  /** The submit button's text, and the spinner's label while submitting. */
  submit: { label: string; busy: string };
  /** 'Don't have an account? Register' and the like. */
  other: { prompt: string; label: string; onClick: () => void };
  /** Anything between the submit button and the link to the other form ('Forgot password?'). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    onError(null);
    try {
      await send();
    } catch (error) {
      onError(emailSignInMessage(error, mode));
      setSubmitting(false);
    }
  }

  return (
    <form className="rc-signin__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? <Spinner label={submit.busy} /> : submit.label}
      </Button>
      {extra}
      <p className="rc-muted">
        {other.prompt}{' '}
        <button type="button" className="rc-linklike" onClick={other.onClick}>
          {other.label}
        </button>
      </p>
    </form>
  );
}
