import { Alert, Avatar, Card, Spinner } from '@receipts/shared';
import type { AsyncState } from '@receipts/shared';

interface Entity {
  name: string;
  photo_url: string | null;
}

/** The photo and name, or the initial when there is no photo. */
export function CurrentAvatarCard({ state, loadError, fallback }: { state: AsyncState<Entity>; loadError: string; fallback: string }) {
  return (
    <Card>
      <section aria-labelledby="current-avatar-title" className="avatar-card">
        <h2 id="current-avatar-title">Current Avatar</h2>
        {state.status === 'loading' && <Spinner label="Loading current avatar" />}
        {state.status === 'error' && <Alert>{loadError}</Alert>}
        {state.status === 'success' && (
          <>
            <Avatar src={state.data.photo_url} name={state.data.name} label={state.data.name} fallback={fallback} size={120} />
            <strong>{state.data.name}</strong>
          </>
        )}
      </section>
    </Card>
  );
}
