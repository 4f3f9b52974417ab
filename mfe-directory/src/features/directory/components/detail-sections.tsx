import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, httpUrl, type RoleLink } from '@receipts/shared';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} style={{ marginTop: 0, fontSize: 'var(--rc-text-lg)' }}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Label/value pairs; empty values are left out. */
export function Facts({ facts }: { facts: [string, ReactNode | null | undefined][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="directory-facts">
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** People or programmes linked with their role, e.g. a podcast's commentators. */
export function RoleLinks({ title, items, basePath }: { title: string; items: RoleLink[] | undefined; basePath: string }) {
  return (
    <DetailSection title={title}>
      {items && items.length > 0 ? (
        <ul className="rc-stack directory-links">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`${basePath}/${item.slug}`}>{item.name}</Link>
              {item.role && <span className="rc-muted"> — {item.role}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rc-muted">None listed.</p>
      )}
    </DetailSection>
  );
}

/** Only an http(s) website becomes a link (never javascript: or data:); anything else is not shown. */
export function WebsiteLink({ url }: { url: string | null }) {
  const href = httpUrl(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : null;
}
