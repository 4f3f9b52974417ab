/**
 * Decorative line icons of the shell's navigation: the fixed set a remote's nav item names one of
 * (@receipts/shared NAV_ICONS, checked by nav-icons.test.tsx).
 */
const paths = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  leaderboards: 'M8 21V11M16 21V7M12 21V3M4 21h16',
  predictions: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  hotTakes: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5',
  insights: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z',
  about: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5m0-8h.01',
  advertise: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zm13-3a5 5 0 0 1 0 8',
  features: 'M12 3v18M3 12h18',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
  activity: 'M3 12h4l3 8 4-16 3 8h4',
  achievements: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4',
  analyst: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7-3l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3z',
  moderation: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  avatar: 'M4 7h3l2-3h6l2 3h3v13H4zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  page: 'M6 3h9l4 4v14H6zM14 3v5h5',
} as const;

export type NavIconName = keyof typeof paths;

export const SHIPPED_ICONS = Object.keys(paths) as NavIconName[];

/** A nav item's icon: one the shell ships, else the generic page. */
export const navIconName = (name: string): NavIconName => (name in paths ? (name as NavIconName) : 'page');

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      className="rc-sidebar__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
