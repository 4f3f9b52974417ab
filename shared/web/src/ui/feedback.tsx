import type { ReactNode } from 'react';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="rc-spinner" role="progressbar" aria-label={label} />;
}

export function Alert({
  tone = 'error',
  children,
  onDismiss,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`rc-alert rc-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div style={{ flex: 1 }}>{children}</div>
      {onDismiss && (
        <button type="button" className="rc-button rc-button--ghost" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rc-muted">{children}</p>;
}
