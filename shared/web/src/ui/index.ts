export { Button } from './button';
export type { ButtonProps } from './button';
export { Spinner, Alert, EmptyState } from './feedback';
export { Avatar } from './avatar';
export { Page, Card, Chip } from './page';
export { PageSkeleton } from './page-skeleton';
export { notify, dismissNotification, notifications, Toaster, NOTIFY_DURATION_MS } from './notify';
export type { Notification, NotifyAction, NotifyTone } from './notify';
