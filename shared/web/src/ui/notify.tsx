/**
 * notify(): the site's short messages (alerts such as 'Please login to vote'), shown as toasts in one
 * polite live region instead of window.alert, which blocks the page. The store lives in `@receipts/shared`, a page-wide
 * singleton, so a remote's notify() reaches the <Toaster /> the shell mounts once. No library: a few
 * hundred bytes on the shell's first load.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type NotifyTone = 'info' | 'success' | 'error';
export interface NotifyAction {
  label: string;
  onClick: () => void;
}
export interface Notification {
  id: number;
  message: string;
  tone: NotifyTone;
  /** A way forward from the message ('Log In'); a toast with one stays until it is used or dismissed. */
  action?: NotifyAction;
}

/** How long a toast stays before it goes by itself (it can be dismissed sooner). */
export const NOTIFY_DURATION_MS = 6000;
const MAX_VISIBLE = 4;

let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows `message` in the live region; returns its id. */
export function notify(message: string, { tone = 'info', action }: { tone?: NotifyTone; action?: NotifyAction } = {}): number {
  const id = nextId++;
  items = [...items, { id, message, tone, ...(action ? { action } : {}) }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissNotification(id: number): void {
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

/** The messages currently shown (tests read them when no Toaster is mounted). */
export const notifications = (): readonly Notification[] => items;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function Toast({ item }: { item: Notification }) {
  const lasting = Boolean(item.action);
  useEffect(() => {
    if (lasting) return undefined;
    const timer = setTimeout(() => dismissNotification(item.id), NOTIFY_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, lasting]);
  return (
    <div className="rc-toast">
      <div className={`rc-alert rc-alert--${item.tone}`}>
        <div style={{ flex: 1 }}>{item.message}</div>
        {item.action && (
          <button
            type="button"
            className="rc-button rc-button--primary"
            onClick={() => {
              dismissNotification(item.id);
              item.action?.onClick();
            }}
          >
            {item.action.label}
          </button>
        )}
        <button type="button" className="rc-button rc-button--ghost" aria-label="Dismiss" onClick={() => dismissNotification(item.id)}>
          ×
        </button>
      </div>
    </div>
  );
}

/** The live region; mounted once, by the shell. Always in the page so screen readers announce what is added. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, notifications, notifications);
  return (
    <div className="rc-toasts" role="status" aria-live="polite" aria-label="Notifications">
      {shown.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}
