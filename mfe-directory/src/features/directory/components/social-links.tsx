import { socialLinks, type SocialHandles, type SocialIconName } from '../api/social-links';

// Drawn, not text glyphs (a maths X or a play triangle needs a font many systems lack).
const PATHS: Record<SocialIconName, string> = {
  x: 'M4 4l16 16M20 4L4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.3 6.7h.01',
  youtube: 'M4 6.5C4 5.7 4.6 5 5.4 5h13.2c.8 0 1.4.7 1.4 1.5v11c0 .8-.6 1.5-1.4 1.5H5.4c-.8 0-1.4-.7-1.4-1.5zM10 9v6l5-3z',
};

const SocialIcon = ({ name }: { name: SocialIconName }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name]} />
  </svg>
);

/** Icon buttons for the socials that are present; each opens in a new tab. */
export function SocialLinks({ entity }: { entity: SocialHandles }) {
  const links = socialLinks(entity);
  if (links.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          title={link.label}
          className="rc-button rc-button--ghost"
        >
          <SocialIcon name={link.icon} />
        </a>
      ))}
    </span>
  );
}
