import { lazy, Suspense } from 'react';
import type { BackendUser } from '@receipts/shared';

// Radix menus and floating-ui are members' tools: they load with the first signed-in render, not for visitors.
const LazyCreateMenu = lazy(() => import('./create-menu').then((module) => ({ default: module.CreateMenu })));
const LazyAvatarMenu = lazy(() => import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })));
// The bell and its live stream: a members' tool like the menus, so its code waits until a member is signed in.
const LazyNotificationBell = lazy(() => import('../../notifications').then((module) => ({ default: module.NotificationBell })));

/** Same size as the real triggers, so the top bar does not move when the menus arrive. */
function MenusPlaceholder() {
  return <span className="rc-topbar__menus-placeholder" aria-hidden="true" />;
}

export function MemberMenus({ user }: { user: BackendUser }) {
  return (
    <Suspense fallback={<MenusPlaceholder />}>
      <LazyNotificationBell />
      <LazyCreateMenu />
      <LazyAvatarMenu user={user} />
    </Suspense>
  );
}
