export { Button } from './button';
export type { ButtonProps } from './button';
export { Spinner, Alert, EmptyState } from './feedback';
export { Avatar } from './avatar';
export { Page, Card, Chip } from './page';
export { PageSkeleton } from './page-skeleton';
