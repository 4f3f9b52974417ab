import { socialLinks, type SocialHandles } from '../api/social-links';

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
          <span aria-hidden="true">{link.icon}</span>
        </a>
      ))}
    </span>
  );
}
