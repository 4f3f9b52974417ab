import { useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Alert, Button } from '@receipts/shared';
import { Dialog, DialogActions, DialogClose } from '@receipts/shared/dialog';
import { initialCrop } from '../api/crop-geometry';
import { cropToJpeg, type CroppedImage } from '../api/crop-image';
import type { CropSource } from '../hooks/use-avatar-upload';

/**
 * 'Crop Image': a circular 1:1 crop that starts at the full image, centred. react-image-crop moves the
 * selection with the arrow keys by 1 px, with Shift by 10 px and with Ctrl (⌘ on a Mac) by 100 px.
 * 'Crop & Continue' turns the selection into a JPEG; Cancel (or Escape) drops the chosen image.
 */
export function CropDialog({
  source,
  onCancel,
  onCropped,
}: {
  source: CropSource | null;
  onCancel: () => void;
  onCropped: (image: CroppedImage) => void;
}) {
  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Crop Image"
      description="Drag the circle, or focus it and use the arrow keys (Shift: 10 px, Ctrl: 100 px)."
      descriptionClassName="rc-muted"
      size="large"
      className="avatar-crop"
    >
      {source && <Cropper key={source.src} source={source} onCropped={onCropped} />}
    </Dialog>
  );
}

function Cropper({ source, onCropped }: { source: CropSource; onCropped: (image: CroppedImage) => void }) {
  const image = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!image.current || !crop) return;
    setBusy(true);
    try {
      onCropped(await cropToJpeg(image.current, crop));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      {failed && <Alert>This image could not be cropped. Please choose another one.</Alert>}
      <div className="avatar-crop__stage">
        <ReactCrop
          crop={crop}
          onChange={(_pixels, percent) => setCrop(percent)}
          aspect={1}
          circularCrop
          keepSelection
          minWidth={24}
          disabled={busy}
        >
          <img
            ref={image}
            src={source.src}
            alt={`Image to crop: ${source.name}`}
            className="avatar-crop__image"
            onLoad={(event) => setCrop(initialCrop(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
            onError={() => setFailed(true)}
          />
        </ReactCrop>
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button disabled={busy}>Cancel</Button>
        </DialogClose>
        <Button variant="primary" onClick={() => void confirm()} disabled={!crop || busy || failed}>
          Crop &amp; Continue
        </Button>
      </DialogActions>
    </>
  );
}
