import { useState, type ComponentType } from 'react';
import { Button } from '@receipts/shared';
import { signInWithProvider } from '../api/social-sign-in';
import { socialDialogOutcome, type SocialProvider } from '../sign-in-errors';
import { AppleIcon, GoogleIcon, InstagramIcon, MailIcon, XIcon } from './provider-icons';

const WORKING: { provider: SocialProvider; Icon: ComponentType }[] = [
  { provider: 'Google', Icon: GoogleIcon },
  { provider: 'Apple', Icon: AppleIcon },
];

/** Two working social buttons, two disabled ones, and the way to e-mail sign-in. */
export function ProvidersView({
  onError,
  onSuccess,
  onEmail,
}: {
  onError: (message: string | null) => void;
  onSuccess: () => void;
  onEmail: () => void;
}) {
  const [running, setRunning] = useState<SocialProvider | null>(null);

  async function run(provider: SocialProvider) {
    setRunning(provider);
    onError(null);
    try {
      await signInWithProvider(provider);
      onSuccess();
    } catch (error) {
      const outcome = socialDialogOutcome(error);
      if (outcome.ok) onSuccess();
      else onError(outcome.message);
    } finally {
      setRunning(null);
    }
  }

  return (
    <div className="rc-signin__providers">
      {WORKING.map(({ provider, Icon }) => (
        <Button key={provider} className="rc-signin__provider" disabled={running !== null} onClick={() => void run(provider)}>
          <Icon />
          {running === provider ? 'Signing in...' : `Continue with ${provider}`}
        </Button>
      ))}
      <Button className="rc-signin__provider" disabled title="Not yet available">
        <InstagramIcon />
        Continue with Instagram (coming soon)
      </Button>
      <Button className="rc-signin__provider" disabled title="Not yet available">
        <XIcon />
        Continue with X (coming soon)
      </Button>
      <div className="rc-signin__divider" role="separator">
        or
      </div>
      <Button className="rc-signin__provider" disabled={running !== null} onClick={onEmail}>
        <MailIcon />
        Continue with Email
      </Button>
    </div>
  );
}
