import { Link } from 'react-router-dom';
import { Card, useCachedData } from '@receipts/shared';
import { POPULAR_PREDICTIONS_TRENDING, trendingApi } from '@receipts/shared/trending';
import { trendingKey } from '../api/trending-key';

/** The wide-screen side panel with 3 predictions, ranked like /trending (the week's hottest). */
export function PopularPredictions() {
  const { tab, window: timeWindow, per_page: perPage } = POPULAR_PREDICTIONS_TRENDING;
  const { state } = useCachedData(
    trendingKey(tab, timeWindow, perPage),
    () => trendingApi.list({ ...POPULAR_PREDICTIONS_TRENDING }),
    trendingApi.peekList({ ...POPULAR_PREDICTIONS_TRENDING }),
  );
  const items = state.status === 'success' ? state.data.slice(0, 3) : [];
  return (
    <Card className="feed-popular">
      <section aria-labelledby="popular-predictions-title">
        <h2 id="popular-predictions-title" style={{ marginTop: 0, fontSize: 'var(--rc-text-lg)' }}>
          Popular Predictions
        </h2>
        {state.status === 'loading' && (
          <p className="rc-muted" aria-busy="true">
            Loading…
          </p>
        )}
        {state.status !== 'loading' && items.length === 0 && <p className="rc-muted">No predictions this week yet.</p>}
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
