import { useParams } from 'react-router-dom';
import { Alert, Spinner, isApiError, shareStatement, statementKey, statementsApi, useCachedData } from '@receipts/shared';
import { CommentsSection } from '../../comments';
import { ResolvePanel } from '../../resolve';
import { BackButton } from './back-button';
import { PredictionDetailsPanel } from './prediction-details-panel';
import { StatementDetailCard } from './statement-detail-card';
import './detail.css';

export const STATEMENT_NOT_FOUND = 'Statement not found';
export const STATEMENT_LOAD_ERROR = 'Failed to load content. It may have been deleted or does not exist.';

/** /statements/:id and /opinions/:id. */
export function StatementDetailPage() {
  const { id = '' } = useParams();
  // Through the shared cache: a vote here shows on the lists Back returns to, and Forward shows this page at once.
  const { state } = useCachedData(statementKey(id), () => statementsApi.get(id), statementsApi.peek.get(id));

  return (
    <section className="rc-page">
      <BackButton />
      {state.status === 'loading' && (
        <div className="detail-center">
          <Spinner label="Loading statement" />
        </div>
      )}
      {state.status === 'error' && <Alert>{isApiError(state.error, 404) ? STATEMENT_NOT_FOUND : STATEMENT_LOAD_ERROR}</Alert>}
      {state.status === 'success' && (
        <>
          <div className={state.data.statement_type === 'prediction' ? 'detail-layout detail-layout--split' : 'detail-layout'}>
            <StatementDetailCard statement={state.data} onChange={shareStatement} />
            {state.data.statement_type === 'prediction' && (
              <div className="detail-side">
                <PredictionDetailsPanel statement={state.data} />
                <ResolvePanel statement={state.data} />
              </div>
            )}
          </div>
          {/* A hidden statement's thread is closed to everyone, its author too: only the post and the appeal show. */}
          {!state.data.moderation && <CommentsSection statementId={state.data.id} />}
        </>
      )}
    </section>
  );
}
