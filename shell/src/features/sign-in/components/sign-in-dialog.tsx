import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Alert } from '@receipts/shared';
import { signInStore, useSignInDialog, type SignInView } from '../sign-in-store';
import { ProvidersView } from './providers-view';
import { EmailLoginForm } from './email-login-form';
import { EmailRegisterForm } from './email-register-form';
import { ForgotPasswordForm } from './forgot-password-form';
import '../sign-in.css';

const COPY: Record<SignInView, { title: string; description: string }> = {
  providers: { title: 'Sign in to Receipts', description: 'Make your calls, back them up and build your reputation.' },
  login: { title: 'Sign in with Email', description: 'Use the e-mail address and password of your Receipts account.' },
  register: { title: 'Create your account', description: 'Register with your e-mail address.' },
  forgot: {
    title: 'Reset your password',
    description: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
};

/** The sign-in dialog: providers, e-mail login and e-mail register, 'Forgot password?', with a way back. */
export function SignInDialog() {
  const open = useSignInDialog((state) => state.open);
  const view = useSignInDialog((state) => state.view);
  const { close, setView } = signInStore.getState();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setError(null), [view, open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rc-dialog-overlay" />
        <Dialog.Content className="rc-dialog rc-signin">
          <header className="rc-dialog__header">
            {view !== 'providers' && (
              <button type="button" className="rc-icon-button" aria-label="Back to sign-in options" onClick={() => setView('providers')}>
                ←
              </button>
            )}
            <Dialog.Title className="rc-dialog__title">{COPY[view].title}</Dialog.Title>
            <Dialog.Close className="rc-icon-button" aria-label="Close">
              ×
            </Dialog.Close>
          </header>
          <Dialog.Description className="rc-muted">{COPY[view].description}</Dialog.Description>
          {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
          {view === 'providers' && <ProvidersView onError={setError} onSuccess={close} onEmail={() => setView('login')} />}
          {view === 'login' && (
            <EmailLoginForm onError={setError} onRegister={() => setView('register')} onForgot={() => setView('forgot')} />
          )}
          {view === 'forgot' && <ForgotPasswordForm onError={setError} onLogin={() => setView('login')} />}
          {view === 'register' && <EmailRegisterForm onError={setError} onLogin={() => setView('login')} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
