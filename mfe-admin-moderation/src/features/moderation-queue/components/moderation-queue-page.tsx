import { Link } from 'react-router-dom';
import { Alert, EmptyState, moderationApi, Page, Spinner, useAsyncData } from '@receipts/shared';
import { QueueItem } from './queue-item';
import { AppealItem } from './appeal-item';
import { StaffOnly } from '@receipts/shared/staff-only';
import './moderation.css';

const TITLE = 'Moderation';

/** Authors' appeals of hidden content, oldest first: shown above the reports while any are open. */
function Appeals() {
  const { state, reload } = useAsyncData(() => moderationApi.appeals(), []);
  if (state.status === 'error') return <Alert>Could not load the appeals. Reload the page to try again.</Alert>;
  if (state.status !== 'success' || state.data.length === 0) return null;
  return (
    <section aria-labelledby="mod-appeals" className="mod-queue">
      <h2 id="mod-appeals">Appeals ({state.data.length})</h2>
      {state.data.map((item) => (
        <AppealItem key={item.id} item={item} onDone={reload} />
      ))}
    </section>
  );
}

function Queue() {
  const { state, reload } = useAsyncData(() => moderationApi.queue(), []);
  return (
    <Page title={TITLE} subtitle="Open reports, most reported first" actions={<Link to="/moderation/audit">Audit log</Link>}>
      <Appeals />
      {state.status === 'loading' && <Spinner label="Loading reports" />}
      {state.status === 'error' && <Alert>Could not load the reports. Reload the page to try again.</Alert>}
      {state.status === 'success' && state.data.length === 0 && <EmptyState>No open reports. All clear.</EmptyState>}
      {state.status === 'success' && (
        <div className="mod-queue">
          {state.data.map((item) => (
            <QueueItem key={`${item.target_type}-${item.target_id}`} item={item} onDone={reload} />
          ))}
        </div>
      )}
    </Page>
  );
}

/** /moderation: the staff queue. */
export function ModerationQueuePage() {
  return (
    <StaffOnly title={TITLE}>
      <Queue />
    </StaffOnly>
  );
}
