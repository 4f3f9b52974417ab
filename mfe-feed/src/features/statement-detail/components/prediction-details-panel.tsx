import { Card, type Statement } from '@receipts/shared';
import { DateText } from '@receipts/shared/dates';
import { OutcomeChip } from '../../statements';

/** The prediction, and the outcome once it is neither pending nor not_applicable. */
export function PredictionDetailsPanel({ statement }: { statement: Statement }) {
  const resolved = statement.outcome !== null && statement.outcome !== 'pending' && statement.outcome !== 'not_applicable';
  return (
    <Card>
      <section aria-labelledby="prediction-details-title">
        <h2 id="prediction-details-title" style={{ marginTop: 0, fontSize: 'var(--rc-text-lg)' }}>
          Prediction Details
        </h2>
        <dl className="detail-facts">
          <dt>Prediction</dt>
          <dd>{statement.prediction_choice ?? 'N/A'}</dd>
          {resolved && (
            <>
              <dt>Outcome</dt>
              <dd>
                <OutcomeChip outcome={statement.outcome} />
              </dd>
              {statement.resolved_at && (
                <>
                  <dt>Resolved</dt>
                  <dd>
                    <DateText value={statement.resolved_at} />
                  </dd>
                </>
              )}
              {statement.outcome_notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{statement.outcome_notes}</dd>
                </>
              )}
            </>
          )}
        </dl>
      </section>
    </Card>
  );
}
