import { Link } from 'react-router-dom';
import { Alert, EmptyState, Page, Spinner, statementsApi } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { Tabs } from '@receipts/shared/tabs';
import { RequireSignIn, StatementItems, useTabParam } from '../../common';

/** Spec §9: My Activity shows up to 10 items, then offers 'View all'. */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_ERROR = 'Failed to load your activity. Please try again later.';

const TABS = [
  { label: 'Predictions', type: 'prediction', all: '/my-predictions', empty: 'No predictions found.' },
  { label: 'Hot Takes', type: 'opinion', all: '/my-opinions', empty: 'No hot takes found.' },
] as const;

function MyActivity() {
  const [label, setLabel] = useTabParam(TABS.map((item) => item.label));
  const current = TABS.find((item) => item.label === label) ?? TABS[0];
  // One extra item tells whether there is more than the limit.
  const { state } = useAsyncData(
    () => statementsApi.list({ user_id: 'current', type: current.type, per_page: ACTIVITY_LIMIT + 1 }),
    [current.type],
  );
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
        listStyle={{ display: 'flex', gap: 4, marginBottom: 16 }}
      >
        {() => (
          <>
            {state.status === 'loading' && <Spinner label="Loading your activity" />}
            {state.status === 'error' && <Alert>{ACTIVITY_ERROR}</Alert>}
            {state.status === 'success' && state.data.length === 0 && <EmptyState>{current.empty}</EmptyState>}
            {state.status === 'success' && state.data.length > 0 && (
              <StatementItems
                items={state.data.slice(0, ACTIVITY_LIMIT)}
                label={`My ${current.label}`}
                actions={(statement) => (
                  <Link className="rc-button" to={`/statements/${statement.id}`}>
                    View Details
                  </Link>
                )}
              />
            )}
            {state.status === 'success' && state.data.length > ACTIVITY_LIMIT && (
              <p>
                <Link to={current.all}>View all</Link>
              </p>
            )}
          </>
        )}
      </Tabs>
    </Page>
  );
}

export const MyActivityPage = () => (
  <RequireSignIn>
    <MyActivity />
  </RequireSignIn>
);
