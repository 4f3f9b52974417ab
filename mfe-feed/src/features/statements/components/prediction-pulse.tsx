import { callScore, type Statement } from '@receipts/shared';
import { formatTimeLeft, useDateText } from '@receipts/shared/dates';
import './prediction-pulse.css';

/** The share of up votes among a statement's votes, as a bar and a sentence; "No votes yet" before the first. */
export function ConsensusBar({ votes }: { votes: Statement['votes'] }) {
  const total = votes.upvotes + votes.downvotes;
  if (!total) return <span className="rc-muted">No votes yet</span>;
  const share = Math.round((100 * votes.upvotes) / total);
  const sentence = `${share}% agree`;
  return (
    <span className="feed-consensus">
      <span
        className="feed-consensus__track"
        role="meter"
        aria-label="Fans who agree"
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

/** An open prediction's time to its lock, a resolved one's score; nothing in between (the Locked chip says it). */
export function CallStatus({ statement, now }: { statement: Statement; now?: Date }) {
  const timeLeft = useDateText((current) => formatTimeLeft(statement.locked_at, now ?? current));
  const score = callScore(statement.confidence_level, statement.outcome);
  if (score) {
    const edge = `${score.edge >= 0 ? '+' : '−'}${Math.abs(score.edge).toFixed(2)}`;
    return (
      <span className="feed-call-status">
        Brier {score.brier.toFixed(2)} ({edge} vs. a coin flip)
      </span>
    );
  }
  const left = statement.is_locked ? '' : timeLeft;
  return left ? <span className="feed-call-status">Locks in {left}</span> : null;
}

/** Predictions only: how the crowd leans and where the call stands (issue 29). */
export function PredictionPulse({ statement, now }: { statement: Statement; now?: Date }) {
  if (statement.statement_type !== 'prediction') return null;
  return (
    <div className="feed-pulse">
      <ConsensusBar votes={statement.votes} />
      <CallStatus statement={statement} now={now} />
    </div>
  );
}
