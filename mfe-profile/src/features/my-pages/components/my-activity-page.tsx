import { Link } from 'react-router-dom';
import {
  Alert,
  EmptyState,
  Page,
  Spinner,
  statementsApi,
  type ActivityComment,
  type ActivityVote,
  type StatementType,
} from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { Tabs } from '@receipts/shared/tabs';
import { RequireSignIn, StatementItems, useTabParam } from '../../common';
import { useActivityPages, type ActivityKind } from '../hooks/use-activity-pages';
import { CommentItems, VoteItems } from './activity-items';

/** My Activity shows up to 10 items, then offers 'View all'. */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_ERROR = 'Failed to load your activity. Please try again later.';

type Tab =
  | { label: string; statements: StatementType; all: string; empty: string }
  | { label: string; activity: ActivityKind; all: string; empty: string };

const TABS: readonly Tab[] = [
  { label: 'Predictions', statements: 'prediction', all: '/my-predictions', empty: 'No predictions found.' },
  { label: 'Hot Takes', statements: 'opinion', all: '/my-opinions', empty: 'No hot takes found.' },
  { label: 'Votes', activity: 'votes', all: '/my-votes', empty: 'No votes yet.' },
  { label: 'Comments', activity: 'comments', all: '/my-comments', empty: 'No comments yet.' },
];

function ViewAll({ to }: { to: string }) {
  return (
    <p>
      <Link className="rc-link-target" to={to}>
        View all
      </Link>
    </p>
  );
}

function StatementsTab({ tab }: { tab: Extract<Tab, { statements: StatementType }> }) {
  // One extra item tells whether there is more than the limit.
  const { state } = useAsyncData(
    () => statementsApi.list({ user_id: 'current', type: tab.statements, per_page: ACTIVITY_LIMIT + 1 }),
    [tab.statements],
  );
  if (state.status === 'loading') return <Spinner label="Loading your activity" />;
  if (state.status === 'error') return <Alert>{ACTIVITY_ERROR}</Alert>;
  if (state.data.length === 0) return <EmptyState>{tab.empty}</EmptyState>;
  return (
    <>
      <StatementItems
        items={state.data.slice(0, ACTIVITY_LIMIT)}
        label={`My ${tab.label}`}
        actions={(statement) => (
          <Link className="rc-button" to={`/statements/${statement.id}`}>
            View Details
          </Link>
        )}
      />
      {state.data.length > ACTIVITY_LIMIT && <ViewAll to={tab.all} />}
    </>
  );
}

/** The member's votes or comments: the newest 10, and View all when there are more. */
function ActivityTab({ tab }: { tab: Extract<Tab, { activity: ActivityKind }> }) {
  const { state, hasMore } = useActivityPages(tab.activity, ACTIVITY_LIMIT);
  if (state.status === 'loading') return <Spinner label="Loading your activity" />;
  if (state.status === 'error') return <Alert>{ACTIVITY_ERROR}</Alert>;
  if (state.data.results.length === 0) return <EmptyState>{tab.empty}</EmptyState>;
  return (
    <>
      {tab.activity === 'votes' ? (
        <VoteItems items={state.data.results as ActivityVote[]} />
      ) : (
        <CommentItems items={state.data.results as ActivityComment[]} />
      )}
      {hasMore && <ViewAll to={tab.all} />}
    </>
  );
}

function MyActivity() {
  const [label, setLabel] = useTabParam(TABS.map((item) => item.label));
  const current = TABS.find((item) => item.label === label) ?? TABS[0];
  const actions = (
    <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Link className="rc-button rc-button--primary" to="/create-prediction">
        Make a Prediction
      </Link>
      <Link className="rc-button" to="/create-opinion">
        Share a Hot Take
      </Link>
    </span>
  );
  return (
    <Page title="My Activity" actions={actions}>
      <Tabs
        label="Activity"
        tabs={TABS.map((item) => ({ value: item.label, label: item.label }))}
        value={current.label}
        onValueChange={setLabel}
        listStyle={{ display: 'flex', gap: 4, marginBottom: 16, flexWrap: 'wrap' }}
      >
        {() =>
          'statements' in current ? <StatementsTab key={current.label} tab={current} /> : <ActivityTab key={current.label} tab={current} />
        }
      </Tabs>
    </Page>
  );
}

export const MyActivityPage = () => (
  <RequireSignIn>
    <MyActivity />
  </RequireSignIn>
);
