import type { ReactNode } from 'react';

/** Drawn icons for entities without a photo: SVG, not emoji (emoji need a font many systems lack). */
const ICON_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MicrophoneIcon = ({ size = 24 }: { size?: number }) => (
  <svg {...ICON_PROPS} width={size} height={size} aria-hidden="true" focusable="false">
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
  </svg>
);

export const TelevisionIcon = ({ size = 24 }: { size?: number }) => (
  <svg {...ICON_PROPS} width={size} height={size} aria-hidden="true" focusable="false">
    <rect x="3" y="7" width="18" height="12" rx="2" />
    <path d="M8 3l4 4 4-4M8 22h8" />
  </svg>
);

/** The round badge an icon sits in, in place of a photo. */
export const IconBadge = ({ children, size = 48 }: { children: ReactNode; size?: number }) => (
  <span className="directory-card__icon" style={{ width: size, height: size }} aria-hidden="true">
    {children}
  </span>
);
