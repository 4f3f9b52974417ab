import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  analystProgress,
  ANALYST_MIN_ACCURACY,
  ANALYST_MIN_RESOLVED,
  Button,
  Card,
  Page,
  requestSignIn,
  Spinner,
  useAuth,
  useCurrentUser,
  usersApi,
  type AnalystProgress,
} from '@receipts/shared';
import './analyst-program.css';

export const PROGRESS_FAILED = 'Failed to load your track record. Please try again.';

function Rules() {
  return (
    <Card>
      <h2>How to earn the analyst badge</h2>
      <p>The badge goes to fans whose predictions hold up. It is earned from your track record, never bought or granted:</p>
      <ul>
        <li>
          At least <strong>{ANALYST_MIN_RESOLVED} resolved predictions</strong> (settled as correct or incorrect).
        </li>
        <li>
          An accuracy of <strong>{ANALYST_MIN_ACCURACY}% or better</strong> across them.
        </li>
      </ul>
      <p>
        Both count all-time, the way your <Link to="/how-scoring-works">track record is scored</Link>. Open predictions and voided ones do
        not count either way. Lose the accuracy and the badge waits until you win it back.
      </p>
    </Card>
  );
}

function Meter({ label, current, target, suffix = '' }: { label: string; current: number; target: number; suffix?: string }) {
  return (
    <div className="rc-analyst__meter">
      <span>
        {label}: {current}
        {suffix} of {target}
        {suffix}
      </span>
      <progress max={target} value={Math.min(current, target)} aria-label={label} />
    </div>
  );
}

function MyProgress({ username }: { username: string }) {
  const [progress, setProgress] = useState<AnalystProgress | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    usersApi
      .record(username)
      .then((record) => live && setProgress(analystProgress(record.summary)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [username]);
  if (failed) return <Alert tone="error">{PROGRESS_FAILED}</Alert>;
  if (!progress) return <Spinner label="Loading your progress" />;
  return (
    <div className="rc-analyst__progress">
      <p>
        <strong>{progress.earned ? 'You have earned the analyst badge.' : 'You have not earned the analyst badge yet.'}</strong>
      </p>
      <Meter label="Resolved predictions" current={progress.resolved} target={ANALYST_MIN_RESOLVED} />
      <Meter label="Accuracy" current={progress.accuracy ?? 0} target={ANALYST_MIN_ACCURACY} suffix="%" />
      {!progress.earned && (
        <p className="rc-muted">
          {progress.resolvedMet
            ? `Raise your accuracy to ${ANALYST_MIN_ACCURACY}% to earn it.`
            : `${ANALYST_MIN_RESOLVED - progress.resolved} more resolved ${ANALYST_MIN_RESOLVED - progress.resolved === 1 ? 'prediction' : 'predictions'} to go.`}
        </p>
      )}
    </div>
  );
}

/** `/analyst-program`: how a fan earns the analyst badge, and the signed-in member's progress toward it. */
export function AnalystProgramPage() {
  const user = useCurrentUser();
  const status = useAuth((state) => state.status);
  return (
    <Page title="Analyst Program">
      <div className="rc-analyst" style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 640 }}>
        <Rules />
        <Card>
          <h2>Your progress</h2>
          {status === 'loading' ? (
            <Spinner label="Checking sign-in" />
          ) : user ? (
            <MyProgress username={user.username} />
          ) : (
            <>
              <p>Log in to see how close your record is to the badge.</p>
              <Button variant="primary" onClick={requestSignIn}>
                Log In
              </Button>
            </>
          )}
        </Card>
      </div>
    </Page>
  );
}
