import { useId, useState, type ChangeEvent } from 'react';
import { Alert, authStore, AVATAR_MAX_BYTES, Avatar, Spinner, usersApi, type BackendUser } from '@receipts/shared';
import { failureMessage } from './profile-form';

export const AVATAR_SAVED = 'Your new photo is saved.';
export const AVATAR_FAILED = 'Failed to upload your photo. Please try again.';
export const AVATAR_TYPE = 'Choose a JPEG, PNG or WebP image.';
export const AVATAR_SIZE = 'The image is larger than 5 MB. Choose a smaller one.';
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The member's photo: a JPEG, PNG or WebP up to 5 MB goes through the same upload checks as the pundits' avatars
 * and becomes their photo at once (the top bar reads it from the auth store).
 */
export function AvatarForm({ user }: { user: BackendUser }) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const name = user.display_name || user.name || user.username;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setOutcome({ ok: false, message: AVATAR_TYPE });
    if (file.size > AVATAR_MAX_BYTES) return setOutcome({ ok: false, message: AVATAR_SIZE });
    setUploading(true);
    setOutcome(null);
    try {
      const answer = await usersApi.uploadAvatar(file, file.name);
      authStore.setState({ user: answer.user });
      setOutcome({ ok: true, message: AVATAR_SAVED });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, AVATAR_FAILED) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="rc-form" aria-labelledby="rc-avatar">
      <h2 id="rc-avatar">Photo</h2>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <div className="rc-settings__avatar">
        <Avatar src={user.photoURL} name={name} size={64} />
        <label htmlFor={inputId} className="rc-button rc-button--default">
          {uploading ? <Spinner label="Uploading your photo" /> : 'Upload Photo'}
        </label>
        <input
          id={inputId}
          className="rc-settings__file"
          type="file"
          accept={TYPES.join(',')}
          aria-label="Upload Photo"
          disabled={uploading}
          onChange={(event) => void onPick(event)}
        />
      </div>
      <p className="rc-muted">JPEG, PNG or WebP, up to 5 MB.</p>
    </section>
  );
}
