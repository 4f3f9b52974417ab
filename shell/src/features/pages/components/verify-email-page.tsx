import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Spinner } from '@receipts/shared';
import { INVALID_LINK, verifyEmailOnce, type VerifyResult } from '../api/verify-email';

/** `/verify-email/:token?email=`: loading, then 'Email Verified!' or 'Verification Failed' (spec §2.14). */
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
        {result?.ok && (
          <div className="rc-center">
            <h1>Email Verified!</h1>
            <p>{result.message}</p>
            <Button variant="primary" onClick={() => navigate('/dashboard')}>
              Go to Dashboard
            </Button>
          </div>
        )}
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
