import { useRuntimeConfig } from '../../runtime-config';

/** The contact address and the two social accounts, from the server's runtime config. */
export function ContactLinks() {
  const state = useRuntimeConfig();
  if (state.status === 'loading') return <p className="rc-muted">Loading contact details...</p>;
  if (state.status === 'error') return <p className="rc-muted">Contact details are unavailable right now.</p>;
  const { email, socials } = state.config.contact;
  return (
    <ul className="rc-contact">
      <li>
        Email: <a href={`mailto:${email}`}>{email}</a>
      </li>
      {socials.slice(0, 2).map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer">
            {social.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
