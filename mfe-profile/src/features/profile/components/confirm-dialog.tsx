import { Button, Card } from '@receipts/shared';

/** A small modal confirmation (spec §4 Delete dialog: open or closed). */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy = false }: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.4)', display: 'grid', placeItems: 'center', zIndex: 1000 }}>
      <div role="dialog" aria-modal="true" aria-labelledby="confirm-title" style={{ maxWidth: 420, width: '90%' }}>
        <Card>
          <h2 id="confirm-title" style={{ marginTop: 0 }}>{title}</h2>
          <p>{message}</p>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={busy}>Cancel</Button>
            <Button variant="primary" onClick={onConfirm} disabled={busy}>{confirmLabel}</Button>
          </div>
        </Card>
      </div>
    </div>
  );
}
