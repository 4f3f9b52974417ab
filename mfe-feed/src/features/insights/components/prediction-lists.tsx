import { Link } from 'react-router-dom';
import { authorName, type InsightPrediction, type UpcomingLeague } from '@receipts/shared';
import { formatEventDay, formatPercent, predictionsCount } from '../api/insights-format';

/** The split of a contested prediction: a bar (hidden from assistive technology) and the counts in words. */
function Split({ prediction }: { prediction: InsightPrediction }) {
  const total = prediction.upvotes + prediction.downvotes;
  const up = total ? prediction.upvotes / total : 0;
  return (
    <span className="insights-split">
      <span className="insights-split__bar" aria-hidden="true">
        <span className="insights-split__up" style={{ width: formatPercent(up) }} />
      </span>
      <span>
        {prediction.upvotes} up · {prediction.downvotes} down
      </span>
    </span>
  );
}

/** Pending predictions with the most votes on both sides, most contested first. */
export function ContestedList({ predictions }: { predictions: InsightPrediction[] }) {
  return (
    <ol className="insights-list">
      {predictions.map((prediction) => (
        <li key={prediction.id}>
          <Link to={`/statements/${prediction.id}`}>{prediction.title}</Link>
          <span className="rc-muted">
            {' '}
            by {authorName(prediction.user)}
            {prediction.league ? ` · ${prediction.league}` : ''}
          </span>
          <Split prediction={prediction} />
        </li>
      ))}
    </ol>
  );
}

/** The next days' pending predictions, by league, soonest first. */
export function UpcomingList({ leagues }: { leagues: UpcomingLeague[] }) {
  return (
    <div className="insights-upcoming">
      {leagues.map((group) => (
        <section key={group.league} aria-label={`${group.league}: ${predictionsCount(group.count)}`}>
          <h3>
            {group.league} <span className="rc-muted">· {predictionsCount(group.count)}</span>
          </h3>
          <ul className="insights-list">
            {group.predictions.map((prediction) => (
              <li key={prediction.id}>
                {prediction.event_date && <time dateTime={prediction.event_date}>{formatEventDay(prediction.event_date)}</time>}{' '}
                <Link to={`/statements/${prediction.id}`}>{prediction.title}</Link>
              </li>
            ))}
          </ul>
          {group.count > group.predictions.length && <p className="rc-muted">and {group.count - group.predictions.length} more</p>}
        </section>
      ))}
    </div>
  );
}
