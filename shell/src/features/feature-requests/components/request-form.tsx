import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FEATURE_DESCRIPTION_MAX,
  FEATURE_TITLE_MAX,
  FEATURE_TITLE_MIN,
  featureRequestsApi,
  isApiError,
  Spinner,
  type FeatureRequest,
} from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';

export const SUBMITTED = 'Thanks! Your request is in the list.';
export const SUBMIT_FAILED = 'Failed to send your request. Please try again.';

function failureMessage(error: unknown): string {
  const body = isApiError(error) && typeof error.body === 'object' ? error.body : null;
  const fields = body?.errors ? Object.values(body.errors).flat() : [];
  return fields[0] || body?.detail || SUBMIT_FAILED;
}

/** A member suggests a feature: a title (5–120 characters) and what it would solve. */
export function RequestForm({ onCreated }: { onCreated: (request: FeatureRequest) => void }) {
  const descriptionId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < FEATURE_TITLE_MIN)
      return setOutcome({ ok: false, message: `Title must be at least ${FEATURE_TITLE_MIN} characters.` });
    setSending(true);
    setOutcome(null);
    try {
      const created = await featureRequestsApi.create({ title: trimmed, description: description.trim() });
      setTitle('');
      setDescription('');
      setOutcome({ ok: true, message: SUBMITTED });
      onCreated(created);
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="rc-form" noValidate aria-labelledby="rc-suggest" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="rc-suggest">Suggest a feature</h2>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <TextField label="Title" value={title} onChange={setTitle} helper={`${FEATURE_TITLE_MIN} to ${FEATURE_TITLE_MAX} characters`} />
      <div className="rc-field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          className="rc-input"
          rows={4}
          maxLength={FEATURE_DESCRIPTION_MAX}
          value={description}
          placeholder="What problem would it solve, and how would you use it?"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? <Spinner label="Sending your request" /> : 'Submit Request'}
      </Button>
    </form>
  );
}
