import { Alert, Button, Card, Spinner } from '@receipts/shared';
import type { AvatarTexts } from '../api/avatar-kinds';

interface NewAvatarCardProps {
  texts: AvatarTexts;
  preview: string | null;
  uploading: boolean;
  error: string | null;
  done: boolean;
  onChoose: (file: File | undefined) => void;
  onUpload: () => void;
  onCancel: () => void;
}

/** Spec §2.11: image chooser (image files only), preview, Upload and Cancel. */
export function NewAvatarCard({ texts, preview, uploading, error, done, onChoose, onUpload, onCancel }: NewAvatarCardProps) {
  return (
    <Card>
      <section aria-labelledby="new-avatar-title" className="avatar-card">
        <h2 id="new-avatar-title">New Avatar</h2>
        {error && <Alert>{error}</Alert>}
        {done && <Alert tone="success">Avatar updated.</Alert>}
        {preview ? (
          <img src={preview} alt="New avatar preview" className="avatar-preview" />
        ) : (
          <p className="rc-muted">No image chosen yet.</p>
        )}
        <input
          id="avatar-file"
          type="file"
          accept="image/*"
          className="rc-visually-hidden"
          disabled={uploading}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor="avatar-file" className="rc-button" aria-disabled={uploading}>{texts.chooseLabel}</label>
        <div className="avatar-actions">
          <Button onClick={onCancel} disabled={uploading}>Cancel</Button>
          <Button variant="primary" onClick={onUpload} disabled={!preview || uploading}>
            {uploading ? <><Spinner label="Uploading" /> Uploading...</> : texts.uploadLabel}
          </Button>
        </div>
      </section>
    </Card>
  );
}
