import { Link } from 'react-router-dom';
import { Alert, authorName, EmptyState, moderationApi, Page, Spinner, useAsyncData, type ModerationAuditEntry } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { StaffOnly } from '@receipts/shared/staff-only';
import { targetLabel } from '../../moderation-queue';

const TITLE = 'Moderation audit';

function Row({ entry }: { entry: ModerationAuditEntry }) {
  return (
    <tr>
      <td>{formatDate(entry.created_at)}</td>
      <td>{entry.actor ? authorName(entry.actor) : 'Automatic'}</td>
      <td>
        {entry.action}
        {entry.duration ? ` (${entry.duration})` : ''}
      </td>
      <td>{targetLabel(entry.target_type, entry.target_id)}</td>
      <td>{entry.target_user ? authorName(entry.target_user) : '–'}</td>
      <td className="rc-wrap">{entry.reason}</td>
    </tr>
  );
}

function Audit() {
  const { state } = useAsyncData(() => moderationApi.audit(), []);
  return (
    <Page title={TITLE} subtitle="Every moderation action, newest first" actions={<Link to="/moderation">Back to the queue</Link>}>
      {state.status === 'loading' && <Spinner label="Loading the audit log" />}
      {state.status === 'error' && <Alert>Could not load the audit log. Reload the page to try again.</Alert>}
      {state.status === 'success' && state.data.length === 0 && <EmptyState>No moderation actions yet.</EmptyState>}
      {state.status === 'success' && state.data.length > 0 && (
        <table className="mod-audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Member</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((entry) => (
              <Row key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}

/** /moderation/audit: who did what, when and why. */
export function ModerationAuditPage() {
  return (
    <StaffOnly title={TITLE}>
      <Audit />
    </StaffOnly>
  );
}
