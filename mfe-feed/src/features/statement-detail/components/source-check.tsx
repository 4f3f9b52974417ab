import { useState } from 'react';
import {
  askToSignIn,
  Button,
  isApiError,
  notify,
  statementsApi,
  useCurrentUser,
  type SourceVerdict,
  type Statement,
} from '@receipts/shared';

export const LOGIN_TO_CHECK = 'Please login to check a source';
export const CHECK_NOT_COUNTED =
  'Thanks: your check is kept for the moderators, but it does not count yet. Checks count from accounts with a verified e-mail that are a few days old and have voted, commented or posted a few times.';

/** Checks of accounts without standing yet: shown apart, they move nothing. */
function uncountedText(statement: Statement): string | null {
  const uncounted = statement.source_uncounted_confirms + statement.source_uncounted_disputes;
  if (uncounted === 0) return null;
  return `${uncounted} more ${uncounted === 1 ? 'check' : 'checks'} from newer accounts, not counted (${statement.source_uncounted_confirms} confirmed · ${statement.source_uncounted_disputes} disputed)`;
}

/**
 * Members confirm or dispute a receipt's source (the same choice again withdraws it); the poster cannot,
 * staff may settle it either way. The answer's counts and status replace the statement's. Only the checks of accounts
 * with standing count; the others are shown apart, and a member whose check does not count yet is told why.
 */
export function SourceCheck({ statement, onChange }: { statement: Statement; onChange: (next: Statement) => void }) {
  const user = useCurrentUser();
  const [pending, setPending] = useState(false);
  const [notCounted, setNotCounted] = useState(false);
  if (!statement.attribution) return null;
  const mine = user !== null && user.id === statement.user.id;

  async function run(action: () => Promise<Partial<Statement>>) {
    setPending(true);
    try {
      const answer = await action();
      onChange({
        ...statement,
        ...answer,
        attribution: { ...statement.attribution!, source_status: answer.source_status ?? statement.attribution!.source_status },
      });
    } catch (error) {
      notify(isApiError(error) && error.detail ? error.detail : 'Failed to check the source. Please try again.');
    } finally {
      setPending(false);
    }
  }

  function check(verdict: SourceVerdict) {
    if (!user) {
      askToSignIn(LOGIN_TO_CHECK);
      return;
    }
    void run(async () => {
      const { counted, ...answer } = await statementsApi.sourceCheck(statement.id, verdict);
      setNotCounted(counted === false);
      return { ...answer, user_source_check: answer.verdict };
    });
  }

  return (
    <section aria-label="Source check" className="detail-source-check">
      <p style={{ margin: '8px 0' }}>
        <strong>Source check:</strong> {statement.source_confirms} confirmed · {statement.source_disputes} disputed
      </p>
      {uncountedText(statement) && <p className="rc-muted">{uncountedText(statement)}</p>}
      {notCounted && <p role="status">{CHECK_NOT_COUNTED}</p>}
      {mine ? (
        <p className="rc-muted">Other members check the source of the receipts you post.</p>
      ) : (
        <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
          {(['confirm', 'dispute'] as const).map((verdict) => (
            <Button
              key={verdict}
              variant={statement.user_source_check === verdict ? 'primary' : 'default'}
              aria-pressed={statement.user_source_check === verdict}
              disabled={pending}
              onClick={() => check(verdict)}
            >
              {verdict === 'confirm' ? 'Confirm source' : 'Dispute source'}
            </Button>
          ))}
        </span>
      )}
      {user?.is_staff && (
        <span style={{ display: 'inline-flex', gap: 6, marginLeft: 12 }}>
          {(['confirmed', 'disputed'] as const).map((status) => (
            <Button
              key={status}
              disabled={pending || statement.source_status === status}
              onClick={() => void run(() => statementsApi.setSourceStatus(statement.id, { source_status: status }))}
            >
              {status === 'confirmed' ? 'Mark source verified' : 'Mark source disputed'}
            </Button>
          ))}
        </span>
      )}
    </section>
  );
}
