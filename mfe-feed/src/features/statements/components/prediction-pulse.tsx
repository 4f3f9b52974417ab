import { Link } from 'react-router-dom';
import { callVerdict, type Statement } from '@receipts/shared';
import { formatTimeLeft, useDateText } from '@receipts/shared/dates';
import './prediction-pulse.css';

/**
 * The share of up votes among a statement's votes, as a bar and a sentence; "No votes yet" before the first. It is
 * named for what it is, the upvote share: an upvote may mean "agree" or just "good take".
 */
export function ConsensusBar({ votes }: { votes: Statement['votes'] }) {
  const total = votes.upvotes + votes.downvotes;
  if (!total) return <span className="rc-muted">No votes yet</span>;
  const share = Math.round((100 * votes.upvotes) / total);
  const sentence = `${share}% upvoted`;
  return (
    <span className="feed-consensus">
      <span
        className="feed-consensus__track"
        role="meter"
        aria-label="Share of upvotes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={`${share}%`}
      >
        <span className="feed-consensus__fill" style={{ width: `${share}%` }} />
      </span>
      <span className="rc-muted">{sentence}</span>
    </span>
  );
}

/**
 * An open prediction's time to its lock, a resolved one's result in words ('90% sure and right: better than a coin
 * flip') with How scoring works for the numbers; nothing in between (the Locked chip says it).
 */
export function CallStatus({ statement, now }: { statement: Statement; now?: Date }) {
  const timeLeft = useDateText((current) => formatTimeLeft(statement.locked_at, now ?? current));
  const verdict = callVerdict(statement.confidence_level, statement.outcome);
  if (verdict) {
    return (
      <span className="feed-call-status">
        {verdict} · <Link to="/how-scoring-works">How scoring works</Link>
      </span>
    );
  }
  const left = statement.is_locked ? '' : timeLeft;
  return left ? <span className="feed-call-status">Locks in {left}</span> : null;
}

/**
 * Predictions only: how the crowd leans and where the call stands. An open call's confidence is not
 * repeated here: on a phone a second line would push the third card below the first screen; the statement's page
 * says it beside the "Confidence Level: n/10" wording, and a resolved call's result says it ("90% sure and right").
 */
export function PredictionPulse({ statement, now }: { statement: Statement; now?: Date }) {
  if (statement.statement_type !== 'prediction') return null;
  return (
    <div className="feed-pulse">
      <ConsensusBar votes={statement.votes} />
      <CallStatus statement={statement} now={now} />
    </div>
  );
}
