import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Card, Chip, type Commentator, type Podcast, type Show } from '@receipts/shared';
import { FollowButton } from './follow-button';
import { SocialLinks } from './social-links';
import { IconBadge, MicrophoneIcon, TelevisionIcon } from './entity-icons';

function CardShell({ icon, name, href, children }: { icon: ReactNode; name: string; href: string; children: ReactNode }) {
  return (
    <Card>
      <article aria-label={name} className="directory-card">
        <div className="directory-card__head">
          {icon}
          <h2>
            <Link to={href}>{name}</Link>
          </h2>
        </div>
        {children}
      </article>
    </Card>
  );
}

export function CommentatorCard({ commentator: c }: { commentator: Commentator }) {
  return (
    <CardShell icon={<Avatar src={c.photo_url} name={c.name} fallback="C" size={48} />} name={c.name} href={`/commentators/${c.slug}`}>
      {c.sport_league_name && (
        <div>
          <Chip>{c.sport_league_name}</Chip>
        </div>
      )}
      <SocialLinks entity={c} />
      <FollowButton type="commentator" target={c} />
    </CardShell>
  );
}

/** A podcast's card: photo or icon, name, league, host, network, socials, follow. */
export function PodcastCard({ podcast: p }: { podcast: Podcast }) {
  const icon = p.photo_url ? (
    <Avatar src={p.photo_url} name={p.name} size={48} />
  ) : (
    <IconBadge>
      <MicrophoneIcon size={26} />
    </IconBadge>
  );
  return (
    <CardShell icon={icon} name={p.name} href={`/podcasts/${p.slug}`}>
      {p.sport_league_name && (
        <div>
          <Chip>{p.sport_league_name}</Chip>
        </div>
      )}
      <p>Host: {p.host || 'N/A'}</p>
      <p>Network: {p.network || 'N/A'}</p>
      <SocialLinks entity={p} />
      <FollowButton type="podcast" target={p} />
    </CardShell>
  );
}

/** A show's card: generic icon, name, league, Active/Ended, network, format, socials, follow. */
export function ShowCard({ show: s }: { show: Show }) {
  return (
    <CardShell
      icon={
        <IconBadge>
          <TelevisionIcon size={26} />
        </IconBadge>
      }
      name={s.name}
      href={`/shows/${s.slug}`}
    >
      <div className="directory-row">
        {s.sport_league_name && <Chip>{s.sport_league_name}</Chip>}
        {typeof s.is_active === 'boolean' && <Chip outlined>{s.is_active ? 'Active' : 'Ended'}</Chip>}
      </div>
      <p>Network: {s.network || 'N/A'}</p>
      <p>Format: {s.format || 'TV Show'}</p>
      <SocialLinks entity={s} />
      <FollowButton type="show" target={s} />
    </CardShell>
  );
}
