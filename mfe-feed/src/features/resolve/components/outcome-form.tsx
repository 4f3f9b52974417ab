import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, OUTCOME_NOTES_MAX, type Statement } from '@receipts/shared';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { OUTCOME_LABELS, SETTABLE_OUTCOMES, type SettableOutcome } from './outcome-labels';

const settable = (outcome: Statement['outcome']) => SETTABLE_OUTCOMES.find((option) => option === outcome) ?? null;

/** Outcome (a native radio group) and notes; Save sends them to the staff-only outcome endpoint. */
export function OutcomeForm({ statement, onSaved }: { statement: Statement; onSaved: () => void }) {
  const [outcome, setOutcome] = useState<SettableOutcome | null>(() => settable(statement.outcome));
  const [notes, setNotes] = useState(statement.outcome_notes ?? '');
  const { state, save, dismiss } = useSaveOutcome(statement.id, onSaved);
  const notesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome) void save(outcome, notes);
  };

  return (
    <form className="resolve-form" onSubmit={submit} aria-label="Set the outcome">
      <fieldset className="resolve-form__outcomes">
        <legend>Outcome</legend>
        {SETTABLE_OUTCOMES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`outcome-${statement.id}`}
              value={option}
              checked={outcome === option}
              onChange={() => setOutcome(option)}
            />{' '}
            {OUTCOME_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={notesId}>Notes</label>
      <textarea
        id={notesId}
        className="rc-input"
        rows={3}
        maxLength={OUTCOME_NOTES_MAX}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {state.status === 'failed' && <Alert onDismiss={dismiss}>{state.message}</Alert>}
      {state.status === 'saved' && (
        <Alert tone="success" onDismiss={dismiss}>
          Outcome saved.
        </Alert>
      )}
      <Button type="submit" variant="primary" disabled={!outcome || state.status === 'saving'}>
        {state.status === 'saving' ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
