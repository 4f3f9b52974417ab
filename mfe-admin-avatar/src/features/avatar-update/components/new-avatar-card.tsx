import { useRef } from 'react';
import { Alert, Button, Card, Spinner } from '@receipts/shared';
import { CHOOSE_LABEL } from '../api/avatar-kinds';

interface NewAvatarCardProps {
  preview: string | null;
  uploading: boolean;
  /** 0…1 while uploading. */
  progress: number | null;
  error: string | null;
  done: boolean;
  /** The upload button's words (they differ per kind). */
  uploadLabel: string;
  onChoose: (file: File | undefined) => void;
  onUpload: () => void;
  onCancel: () => void;
}

/**
 * Image chooser (image files only), the cropped preview, Upload and Cancel. The chooser is a real
 * button (keyboard-reachable, visibly focused) that opens the hidden file input.
 */
export function NewAvatarCard({
  preview,
  uploading,
  progress,
  error,
  done,
  uploadLabel,
  onChoose,
  onUpload,
  onCancel,
}: NewAvatarCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round((progress ?? 0) * 100);
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
          ref={input}
          type="file"
          accept="image/*"
          // Hidden from keyboard and screen readers: the button below is the chooser; this only opens the picker.
          aria-hidden="true"
          tabIndex={-1}
          className="rc-visually-hidden"
          disabled={uploading}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button className="avatar-focusable" onClick={() => input.current?.click()} disabled={uploading}>
          {CHOOSE_LABEL}
        </Button>
        {uploading && (
          <div className="avatar-progress">
            <progress max={100} value={percent} aria-label="Upload progress" />
            <span aria-hidden="true">{percent}%</span>
          </div>
        )}
        <div className="avatar-actions">
          <Button className="avatar-focusable" onClick={onCancel} disabled={uploading}>
            Cancel
          </Button>
          <Button className="avatar-focusable" variant="primary" onClick={onUpload} disabled={!preview || uploading}>
            {uploading ? (
              <>
                <Spinner label="Uploading" /> Uploading...
              </>
            ) : (
              uploadLabel
            )}
          </Button>
        </div>
      </section>
    </Card>
  );
}
