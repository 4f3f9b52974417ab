import { Link } from 'react-router-dom';
import { Alert, EmptyState, Page, Spinner, statementsApi, type StatementType } from '@receipts/shared';
import { MAX_PER_PAGE, useAsyncData } from '@receipts/shared';
import { RequireSignIn, StatementItems } from '../../common';

interface MyStatementsConfig {
  type: StatementType;
  title: string;
  action: { label: string; to: string };
  error: string;
  empty: string;
}

/** The titles and empty and error messages of the two "my" lists. */
const CONFIG: Record<StatementType, MyStatementsConfig> = {
  opinion: {
    type: 'opinion',
    title: 'My Hot Takes',
    action: { label: 'Share New Hot Take', to: '/opinions/new' },
    error: 'Failed to load opinions',
    empty: 'No hot takes found.',
  },
  prediction: {
    type: 'prediction',
    title: 'My Predictions',
    action: { label: 'Make a Prediction', to: '/create-prediction' },
    error: 'Failed to load predictions',
    empty: 'No predictions found.',
  },
};

function MyStatements({ config }: { config: MyStatementsConfig }) {
  const { state } = useAsyncData(
    () => statementsApi.list({ user_id: 'current', type: config.type, per_page: MAX_PER_PAGE }),
    [config.type],
  );
  return (
    <Page
      title={config.title}
      actions={
        <Link className="rc-button rc-button--primary" to={config.action.to}>
          {config.action.label}
        </Link>
      }
    >
      {state.status === 'loading' && <Spinner label={`Loading ${config.title}`} />}
      {state.status === 'error' && <Alert>{config.error}</Alert>}
      {state.status === 'success' && state.data.length === 0 && <EmptyState>{config.empty}</EmptyState>}
      {state.status === 'success' && state.data.length > 0 && (
        <StatementItems
          items={state.data}
          label={config.title}
          actions={(statement) => (
            <Link className="rc-button" to={`/statements/${statement.id}`}>
              View Details
            </Link>
          )}
        />
      )}
    </Page>
  );
}

export const MyHotTakesPage = () => (
  <RequireSignIn>
    <MyStatements config={CONFIG.opinion} />
  </RequireSignIn>
);
export const MyPredictionsPage = () => (
  <RequireSignIn>
    <MyStatements config={CONFIG.prediction} />
  </RequireSignIn>
);
