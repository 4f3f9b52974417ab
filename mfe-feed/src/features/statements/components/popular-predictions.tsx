import { Link } from 'react-router-dom';
import { Card, POPULAR_PREDICTIONS_QUERY, statementListKey, statementsApi, useCachedData } from '@receipts/shared';

/** Spec §2.6: the wide-screen side panel with the 3 most popular predictions. */
export function PopularPredictions() {
  const { state } = useCachedData(
    statementListKey(POPULAR_PREDICTIONS_QUERY),
    () => statementsApi.list({ ...POPULAR_PREDICTIONS_QUERY }),
    statementsApi.peek.list({ ...POPULAR_PREDICTIONS_QUERY }),
  );
  const items = state.status === 'success' ? state.data.slice(0, 3) : [];
  return (
    <Card className="feed-popular">
      <section aria-labelledby="popular-predictions-title">
        <h2 id="popular-predictions-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>Popular Predictions</h2>
        {state.status === 'loading' && <p className="rc-muted" aria-busy="true">Loading…</p>}
        {state.status !== 'loading' && items.length === 0 && <p className="rc-muted">No predictions yet.</p>}
        {items.length > 0 && (
          <ol>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={`/statements/${item.id}`}>{item.title}</Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
