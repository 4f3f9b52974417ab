import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  Spinner,
  isApiError,
  notify,
  type NotificationDelivery,
  type NotificationKind,
} from '@receipts/shared';
import { usePreferences } from '../hooks/use-preferences';

export const PREFERENCES_SAVED = 'Notification preferences saved.';
export const SAVE_FAILED = 'Could not save your preferences. Please try again.';

/** Per kind: in the app, in the app and the daily e-mail, or off. What was chosen stays on screen if saving fails. */
export function PreferencesForm() {
  const { state, save } = usePreferences();
  const [draft, setDraft] = useState<Partial<Record<NotificationKind, NotificationDelivery>>>({});
  const [saving, setSaving] = useState(false);

  if (state.status === 'loading') return <Spinner label="Loading preferences" />;
  if (state.status === 'error') return <Alert>{SAVE_FAILED}</Alert>;
  const current = { ...state.saved, ...draft };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await save(current);
      setDraft({});
      notify(PREFERENCES_SAVED);
    } catch (error) {
      notify((isApiError(error, 400) && error.detail) || SAVE_FAILED, { tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="notification-preferences">
      <h2 id="notification-preferences">How you hear about things</h2>
      {NOTIFICATION_KINDS.map((kind) => (
        <label key={kind} className="rc-notification-page__preference">
          <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
          <select value={current[kind]} onChange={(event) => setDraft({ ...draft, [kind]: event.target.value as NotificationDelivery })}>
            {NOTIFICATION_DELIVERIES.map((delivery) => (
              <option key={delivery} value={delivery}>
                {NOTIFICATION_DELIVERY_LABELS[delivery]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit" variant="primary" disabled={saving}>
        Save preferences
      </Button>
    </form>
  );
}
