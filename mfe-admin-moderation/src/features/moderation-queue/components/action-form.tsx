import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  MODERATION_REASON_MAX,
  SUSPENSION_DURATIONS,
  SUSPENSION_DURATION_LABELS,
  type ModerationQueueItem,
  type SuspensionDuration,
} from '@receipts/shared';
import { actionChoices, targetLabel } from '../api/action-options';
import { useModerationAction } from '../hooks/use-moderation-action';

/** Pick an action for one queue item, give a reason (and a suspension's length), apply. */
export function ActionForm({ item, onDone }: { item: ModerationQueueItem; onDone: () => void }) {
  const choices = actionChoices(item);
  const [index, setIndex] = useState(0);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<SuspensionDuration>('1d');
  const { send, busy, error } = useModerationAction(() => {
    setReason('');
    onDone();
  });
  const id = useId();
  const choice = choices[index] ?? choices[0];
  const name = targetLabel(item.target_type, item.target_id);

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(
      {
        target_type: choice.targetType,
        target_id: choice.targetId,
        action: choice.action,
        reason,
        ...(choice.action === 'suspend' ? { duration } : {}),
      },
      `${choice.label}: done.`,
    );
  }

  return (
    <form className="mod-action" onSubmit={submit} aria-label={`Act on ${name}`}>
      <label htmlFor={`${id}-action`}>Action</label>
      <select className="rc-input-compact" id={`${id}-action`} value={index} onChange={(event) => setIndex(Number(event.target.value))}>
        {choices.map((option, i) => (
          <option key={option.action} value={i}>
            {option.label}
          </option>
        ))}
      </select>
      {choice.action === 'suspend' && (
        <>
          <label htmlFor={`${id}-duration`}>Suspension</label>
          <select
            className="rc-input-compact"
            id={`${id}-duration`}
            value={duration}
            onChange={(event) => setDuration(event.target.value as SuspensionDuration)}
          >
            {SUSPENSION_DURATIONS.map((value) => (
              <option key={value} value={value}>
                {SUSPENSION_DURATION_LABELS[value]}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-reason`}>Reason</label>
      <textarea
        className="rc-input-compact"
        id={`${id}-reason`}
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        required
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant="primary" disabled={busy || !reason.trim()}>
        {busy ? 'Applying…' : 'Apply'}
      </Button>
    </form>
  );
}
