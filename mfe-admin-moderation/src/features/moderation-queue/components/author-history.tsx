import type { ModerationAuditEntry } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { targetLabel } from '../api/action-options';

/** The author's earlier moderation, newest first. */
export function AuthorHistory({ entries }: { entries: ModerationAuditEntry[] }) {
  if (!entries.length) return <p className="rc-muted">No earlier actions on this author.</p>;
  return (
    <details className="mod-item__history">
      <summary>Author’s history ({entries.length})</summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {formatDate(entry.created_at)}: {entry.action} {targetLabel(entry.target_type, entry.target_id)}
            {entry.duration ? ` (${entry.duration})` : ''}: {entry.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
