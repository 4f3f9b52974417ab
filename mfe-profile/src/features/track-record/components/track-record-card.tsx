import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, Spinner, type UserRecord } from '@receipts/shared';
import { CalibrationFigure, plottedBuckets } from '@receipts/shared/charts';
import { useTrackRecord } from '../hooks/use-track-record';
import { DeletedAfterLockList } from './deleted-after-lock-list';
import { LeagueTable } from './league-table';
import { RecordSummary } from './record-summary';
import './track-record.css';

export const NO_RESOLVED = 'No resolved predictions yet.';
export const HOW_SCORING_WORKS =
  'A prediction locks on its event date; once staff resolve it as correct or incorrect it counts here, and skill rewards confident calls that come true.';
export const RECORD_LOAD_ERROR = 'Could not load the track record.';

/** The profile's public 'Track record' card, for visitors as well as members. */
export function TrackRecordCard({ username }: { username: string }) {
  const { state, reload } = useTrackRecord(username);
  let content: ReactNode;
  if (state.status === 'loading') content = <Spinner label="Loading track record" />;
  else if (state.status === 'error') {
    content = (
      <div className="track-record-error">
        <Alert>{RECORD_LOAD_ERROR}</Alert>
        <Button onClick={reload}>Retry</Button>
      </div>
    );
  } else content = <RecordBody record={state.data} />;
  return <TrackRecordSection>{content}</TrackRecordSection>;
}

function TrackRecordSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="track-record">
        <h2 id={headingId} className="track-record__title">
          Track record
        </h2>
        {children}
        <Link to="/how-scoring-works" className="track-record__how rc-link-target">
          How scoring works
        </Link>
      </section>
    </Card>
  );
}

function RecordBody({ record }: { record: UserRecord }) {
  const deleted = record.deleted_after_lock.length > 0 && <DeletedAfterLockList items={record.deleted_after_lock} />;
  if (record.summary.resolved === 0) {
    return (
      <>
        <EmptyState>
          {NO_RESOLVED} {HOW_SCORING_WORKS}
        </EmptyState>
        {deleted}
      </>
    );
  }
  return (
    <>
      <RecordSummary record={record} />
      <div className="track-record__panels">
        {plottedBuckets(record.calibration).length > 0 && (
          <div className="track-record__figure">
            <CalibrationFigure
              buckets={record.calibration}
              name="Calibration"
              labelCounts
              tableClassName="track-record-table"
              detailsClassName="track-record-details"
            />
          </div>
        )}
        {record.by_league.length > 0 && <LeagueTable leagues={record.by_league} />}
      </div>
      {deleted}
    </>
  );
}
