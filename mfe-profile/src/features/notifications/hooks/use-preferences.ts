import { useEffect, useState } from 'react';
import { notificationsApi, type NotificationPreferences } from '@receipts/shared';

type Preferences = NotificationPreferences['preferences'];
type State = { status: 'loading' } | { status: 'error' } | { status: 'success'; saved: Preferences };

/** The fan's delivery per kind, as saved, and saving a changed set (the answer is what the server kept). */
export function usePreferences() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    notificationsApi.preferences().then(
      (answer) => live && setState({ status: 'success', saved: answer.preferences }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function save(preferences: Preferences) {
    const answer = await notificationsApi.updatePreferences({ preferences });
    setState({ status: 'success', saved: answer.preferences });
  }

  return { state, save };
}
