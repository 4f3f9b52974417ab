import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Page, TITLE_MAX, type StatementType } from '@receipts/shared';
import { CATALOG } from '@receipts/contract/catalog';
import { EMPTY_FORM, missingFields, modeFromPath, type CreateForm } from '../api/create-form';
import { successMessage } from '../api/create-messages';
import { clearDraft, loadDraft, saveDraft } from '../api/create-draft';
import { eventDateError, todayIn } from '../api/event-date';
import { useCreateStatement } from '../hooks/use-create-statement';
import { PredictionFields } from './prediction-fields';
import { LinkFields } from './link-fields';
import { GamePickFields } from './game-pick-fields';
import { SaidByFields } from './said-by-fields';
import { attributionErrors } from '../api/attribution';
import { SignInNotice } from './sign-in-notice';
import './create.css';

const TITLE_HELP: Record<StatementType, string> = {
  opinion: `Keep it bold and attention-grabbing (max ${TITLE_MAX} characters)`,
  prediction: `Be specific and clear about your prediction (max ${TITLE_MAX} characters)`,
};

/**
 * /predictions/new, /create-prediction, /opinions/new and /create-opinion. The starting mode comes
 * from the path; the key starts a fresh form when the shell moves between a prediction path and an opinion path.
 */
export function CreateStatementPage() {
  const mode = modeFromPath(useLocation().pathname);
  return <CreateStatementForm key={mode} initialMode={mode} />;
}

function CreateStatementForm({ initialMode }: { initialMode: StatementType }) {
  const navigate = useNavigate();
  // What the fan typed before a sign-in or a reload comes back.
  const [draft] = useState(() => loadDraft(initialMode));
  const [mode, setMode] = useState<StatementType>(draft?.mode ?? initialMode);
  const [form, setForm] = useState<CreateForm>(draft?.form ?? EMPTY_FORM);
  const { status, submit, dismissError } = useCreateStatement(() => clearDraft(initialMode));
  useEffect(() => {
    if (status.kind !== 'success') saveDraft(initialMode, { mode, form });
  }, [initialMode, mode, form, status.kind]);
  const isPrediction = mode === 'prediction';
  const busy = status.kind === 'submitting' || status.kind === 'success';
  // A new league drops a game picked in the old one.
  const change = (patch: Partial<CreateForm>) =>
    setForm((current) => ({
      ...current,
      ...(patch.league !== undefined && patch.league !== current.league
        ? { game_id: '', pick_kind: '', pick_side: '', pick_line: '' }
        : {}),
      ...patch,
    }));
  // A prediction is about today or later; a past date is refused here, before any request.
  const today = todayIn();
  const dateError = isPrediction ? eventDateError(form.event_date, today) : null;
  const [dateTouched, setDateTouched] = useState(() => Boolean(draft?.form.event_date));
  const dateInput = useRef<HTMLInputElement>(null);
  // The receipt's own checks show once the fan submits; the server's per-field messages after a refusal.
  const [saidTouched, setSaidTouched] = useState(false);
  const saidErrors = attributionErrors(form, mode, today);
  const shownSaidErrors = {
    ...(status.kind === 'error' ? status.fields : {}),
    ...(saidTouched ? saidErrors : {}),
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (dateError) {
      setDateTouched(true);
      dateInput.current?.focus();
      return;
    }
    if (Object.keys(saidErrors).length > 0) {
      setSaidTouched(true);
      return;
    }
    void submit(form, mode);
  }

  return (
    <Page title={isPrediction ? 'Make a Prediction' : 'Share Your Take'}>
      <Card>
        <form className="create-form" onSubmit={onSubmit} noValidate>
          <SignInNotice />
          {status.kind === 'success' && <Alert tone="success">{successMessage(mode)}</Alert>}
          {status.kind === 'error' && <Alert onDismiss={dismissError}>{status.message}</Alert>}
          <div role="group" aria-label="Statement type" className="create-mode">
            {(['opinion', 'prediction'] as const).map((option) => (
              <Button
                key={option}
                variant={mode === option ? 'primary' : 'default'}
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
              >
                {option === 'opinion' ? 'Opinion' : 'Prediction'}
              </Button>
            ))}
          </div>
          <div className="create-field">
            <label htmlFor="create-title" className="create-label">
              Title
            </label>
            <input
              id="create-title"
              className="rc-input"
              value={form.title}
              maxLength={TITLE_MAX}
              aria-describedby="title-help"
              onChange={(event) => change({ title: event.target.value })}
            />
            <span id="title-help" className="rc-muted create-help">
              {TITLE_HELP[mode]}
            </span>
          </div>
          <label className="create-field">
            <span className="create-label">{isPrediction ? 'Description' : 'Your Take'}</span>
            <textarea className="rc-input" rows={5} value={form.body} onChange={(event) => change({ body: event.target.value })} />
          </label>
          {isPrediction && (
            <PredictionFields
              form={form}
              onChange={change}
              eventDate={{ today, error: dateTouched ? dateError : null, onTouched: () => setDateTouched(true), inputRef: dateInput }}
            />
          )}
          <SaidByFields form={form} onChange={change} errors={shownSaidErrors} today={today} />
          <LinkFields catalog={CATALOG} form={form} onChange={change} />
          {isPrediction && <GamePickFields form={form} onChange={change} />}
          <div className="create-actions">
            <Button onClick={() => navigate(-1)}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={status.kind === 'submitting' || missingFields(form, mode).length > 0}>
              {status.kind === 'submitting' ? 'Submitting...' : isPrediction ? 'Create Prediction' : 'Share Opinion'}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
