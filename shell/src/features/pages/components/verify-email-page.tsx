import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Spinner, useAuth } from '@receipts/shared';
import { returnAfterVerify } from '../../sign-in';
import { INVALID_LINK, verifyEmailOnce, type VerifyResult } from '../api/verify-email';

/**
 * `/verify-email/:token?email=`: loading, then 'Email Verified!' or 'Verification Failed'. Verified, it says what
 * comes next: a signed-in fan continues to the page they registered from; a signed-out one logs in and lands there.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? undefined;
  const navigate = useNavigate();
  const [result, setResult] = useState<VerifyResult | null>(token ? null : { ok: false, message: INVALID_LINK });

  useEffect(() => {
    if (!token) {
      setResult({ ok: false, message: INVALID_LINK });
      return undefined;
    }
    let live = true;
    setResult(null);
    void verifyEmailOnce(token, email).then((outcome) => live && setResult(outcome));
    return () => {
      live = false;
    };
  }, [token, email]);

  return (
    <section className="rc-page rc-narrow-page">
      <Card>
        {!result && (
          <div className="rc-center" aria-live="polite">
            <Spinner label="Verifying your email" />
            <p>Verifying your email address...</p>
          </div>
        )}
        {result?.ok && <VerifiedNext message={result.message} />}
        {result && !result.ok && (
          <div className="rc-center">
            <h1>Verification Failed</h1>
            <p role="alert">{result.message}</p>
            <div className="rc-actions">
              <Button variant="primary" onClick={() => navigate('/login')}>
                Back to Login
              </Button>
              <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}

function VerifiedNext({ message }: { message: string }) {
  const navigate = useNavigate();
  const signedIn = useAuth((state) => Boolean(state.user));
  const next = returnAfterVerify();
  return (
    <div className="rc-center">
      <h1>Email Verified!</h1>
      <p>{message}</p>
      <p>{signedIn ? 'You are signed in: carry on where you left off.' : 'Log in to start predicting, voting and commenting.'}</p>
      <div className="rc-actions">
        {signedIn ? (
          <Button variant="primary" onClick={() => navigate(next)}>
            Continue
          </Button>
        ) : (
          <Button variant="primary" onClick={() => navigate(`/login?next=${encodeURIComponent(next)}`)}>
            Log In
          </Button>
        )}
        <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
      </div>
    </div>
  );
}
