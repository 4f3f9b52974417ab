import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  authStore,
  BIO_MAX,
  Button,
  DISPLAY_NAME_MAX,
  FAVOURITE_TEAMS_MAX,
  isApiError,
  normaliseUsername,
  Spinner,
  usernameProblem,
  usersApi,
  type BackendUser,
  type PublicProfile,
} from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';
import { FavouriteTeamsPicker } from './favourite-teams-picker';

export const PROFILE_SAVED = 'Your profile has been saved.';
export const SAVE_FAILED = 'Failed to save your profile. Please try again.';
export const LOAD_FAILED = 'Failed to load your profile. Please try again.';

/** The server's message for a refused save (a taken username, a field over its limit…), else a fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const body = isApiError(error) && typeof error.body === 'object' ? error.body : null;
  const fields = body?.errors ? Object.values(body.errors).flat() : [];
  return fields[0] || body?.detail || fallback;
}

interface Draft {
  displayName: string;
  username: string;
  bio: string;
  teams: string[];
}

const draftOf = (profile: PublicProfile): Draft => ({
  displayName: profile.display_name ?? '',
  username: profile.username,
  bio: profile.bio,
  teams: profile.favourite_teams ?? [],
});

/**
 * The member's public profile: display name, username (the sign-up handle rules; a taken one comes back as the
 * server's 409 message), bio and favourite teams. A save puts the answer's account into the shell's auth store, so
 * the top bar shows the change at once.
 */
export function ProfileForm({ user, onSaved }: { user: BackendUser; onSaved?: (profile: PublicProfile) => void }) {
  const bioId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    usersApi
      .profile(user.username)
      .then((profile) => live && setDraft(draftOf(profile)))
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
    // Loaded once per account; a rename keeps the draft the member is editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id]);

  if (loadError) return <Alert tone="error">{LOAD_FAILED}</Alert>;
  if (!draft) return <Spinner label="Loading your profile" />;
  const change = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const problem =
      usernameProblem(draft.username) ??
      (draft.bio.trim().length > BIO_MAX ? `Bio must be at most ${BIO_MAX} characters.` : null) ??
      (draft.displayName.trim().length > DISPLAY_NAME_MAX ? `Display name must be at most ${DISPLAY_NAME_MAX} characters.` : null);
    if (problem) return setOutcome({ ok: false, message: problem });
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await usersApi.updateMe({
        display_name: draft.displayName.trim(),
        username: normaliseUsername(draft.username),
        bio: draft.bio.trim(),
        favourite_teams: draft.teams,
      });
      authStore.setState({ user: answer.user });
      setDraft(draftOf(answer.profile));
      setOutcome({ ok: true, message: PROFILE_SAVED });
      onSaved?.(answer.profile);
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="rc-form" noValidate aria-labelledby="rc-edit-profile" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="rc-edit-profile">Profile</h2>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <TextField
        label="Display name"
        value={draft.displayName}
        onChange={(displayName) => change({ displayName })}
        autoComplete="name"
        helper={`Up to ${DISPLAY_NAME_MAX} characters; leave empty to show your account name`}
      />
      <TextField
        label="Username"
        value={draft.username}
        onChange={(username) => change({ username })}
        autoComplete="username"
        helper="Letters, digits and . _ + - ; your profile is /profile/username"
      />
      <div className="rc-field">
        <label htmlFor={bioId}>Bio</label>
        <textarea
          id={bioId}
          className="rc-input"
          rows={4}
          value={draft.bio}
          maxLength={BIO_MAX}
          aria-describedby={`${bioId}-count`}
          onChange={(event) => change({ bio: event.target.value })}
        />
        <span id={`${bioId}-count`} className="rc-muted">
          {draft.bio.length}/{BIO_MAX}
        </span>
      </div>
      <FavouriteTeamsPicker value={draft.teams} max={FAVOURITE_TEAMS_MAX} onChange={(teams) => change({ teams })} />
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? <Spinner label="Saving your profile" /> : 'Save Profile'}
      </Button>
    </form>
  );
}
