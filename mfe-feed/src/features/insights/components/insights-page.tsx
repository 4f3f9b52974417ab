import { Alert, Button, EmptyState, Page, Spinner, isApiError, type InsightsResponse } from '@receipts/shared';
import { CalibrationFigure } from '@receipts/shared/charts';
import { INSIGHTS_UPCOMING_DAYS } from '@receipts/shared/trending';
import { predictionsCount } from '../api/insights-format';
import { useInsights } from '../hooks/use-insights';
import { AccuracyChart } from './accuracy-chart';
import { InsightSection } from './insight-section';
import { ContestedList, UpcomingList } from './prediction-lists';
import { SharpestAnalysts } from './sharpest-analysts';
import './insights.css';

export const INSIGHTS_LOAD_ERROR = 'Failed to load insights. Please try again later.';
export const INSIGHTS_NETWORK_ERROR = 'Backend server is not responding...';

const resolved = (count: number) => `${predictionsCount(count, 'resolved prediction')}`;

/** What the community's predictions add up to. Each section hides itself while it has too few to go on. */
export function InsightsPage() {
  const { state, reload } = useInsights();
  return (
    <Page title="Prediction Insights" subtitle="How right the community is, where it disagrees, and what is coming up.">
      {state.status === 'loading' && (
        <div className="insights-center">
          <Spinner label="Loading insights" />
        </div>
      )}
      {state.status === 'error' && (
        <Alert>
          {isApiError(state.error) ? INSIGHTS_LOAD_ERROR : INSIGHTS_NETWORK_ERROR}{' '}
          <Button variant="ghost" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'success' && <InsightSections insights={state.data} />}
    </Page>
  );
}

function InsightSections({ insights }: { insights: InsightsResponse }) {
  const min = insights.min_predictions;
  const { accuracy_by_league: byLeague, accuracy_by_topic: byTopic, calibration, contested, upcoming, sharpest } = insights;
  const counts = [byLeague, byTopic, calibration, contested, upcoming, sharpest].map((section) => section.based_on);
  const hidden = counts.filter((count) => count < min).length;
  return (
    <div className="insights-grid">
      <InsightSection title="Community accuracy by league" basedOn={byLeague.based_on} min={min} what={resolved}>
        <AccuracyChart rows={byLeague.rows} dimension="League" />
      </InsightSection>
      <InsightSection title="Community accuracy by topic" basedOn={byTopic.based_on} min={min} what={resolved}>
        <AccuracyChart rows={byTopic.rows} dimension="Topic" />
      </InsightSection>
      <InsightSection title="Community calibration" basedOn={calibration.based_on} min={min} what={resolved}>
        <CalibrationFigure
          buckets={calibration.buckets}
          name="Community calibration"
          tableClassName="insights-table"
          detailsClassName="insights-details"
        />
      </InsightSection>
      <InsightSection
        title="Most contested pending predictions"
        basedOn={contested.based_on}
        min={min}
        what={(count) => `${predictionsCount(count, 'pending prediction')} voted both ways`}
      >
        <ContestedList predictions={contested.predictions} />
      </InsightSection>
      <InsightSection
        title={`Upcoming: the next ${INSIGHTS_UPCOMING_DAYS} days`}
        basedOn={upcoming.based_on}
        min={min}
        what={(count) => `${predictionsCount(count, 'pending prediction')} with an event date from ${upcoming.from} to ${upcoming.to}`}
      >
        <UpcomingList leagues={upcoming.leagues} />
      </InsightSection>
      <InsightSection
        title="Sharpest analysts this month"
        basedOn={sharpest.based_on}
        min={min}
        what={(count) => `${predictionsCount(count, 'prediction')} resolved in the last 30 days`}
      >
        <SharpestAnalysts analysts={sharpest.analysts} minResolved={sharpest.min_resolved} />
      </InsightSection>
      {hidden === counts.length ? (
        <EmptyState>Not enough predictions yet: each insight appears once it is based on at least {min}.</EmptyState>
      ) : hidden > 0 ? (
        <p className="rc-muted">
          {hidden === 1 ? 'One more insight appears' : `${hidden} more insights appear`} once based on at least {min} predictions.
        </p>
      ) : null}
    </div>
  );
}
