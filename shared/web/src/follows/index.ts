/**
 * Following for browsers: the follow control every remote shows (directory entities, fans' profiles). A separate
 * entry (`@receipts/shared/follows`): a remote that shows it bundles it; the shell never carries it.
 */
export { FollowButton, type FollowButtonProps } from './follow-button';
export { useFollowToggle, LOGIN_TO_FOLLOW, FOLLOW_FAILED } from './use-follow-toggle';
