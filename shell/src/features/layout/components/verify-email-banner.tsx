import { useEffect, useState } from 'react';
import { Alert, Button, authApi, useCurrentUser } from '@receipts/shared';

/** The resend result shows for 6 s: long enough to read, then out of the way. */
export const BANNER_MESSAGE_MS = 6_000;

type Notice = { tone: 'success' | 'error'; text: string };

/** Members with an unverified e-mail see this banner with 'Resend Email' until they verify. */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), BANNER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!user || user.email_verified || user.emailVerified) return null;

  async function resend() {
    setSending(true);
    try {
      await authApi.resendVerification();
      setNotice({ tone: 'success', text: 'Verification email sent successfully' });
    } catch {
      setNotice({ tone: 'error', text: 'Failed to send verification email' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="rc-verify-banner">
      <Alert tone="info">
        <div className="rc-verify-banner__row">
          <span>Please verify your email address to access all features</span>
          <Button onClick={() => void resend()} disabled={sending}>
            Resend Email
          </Button>
        </div>
      </Alert>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </div>
  );
}
