import { Link } from 'react-router-dom';
import { Alert, Avatar, EmptyState, Spinner, followsApi, normaliseFollowLists, plural, type FollowLists } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { AuthorLink } from '@receipts/shared/people';

type EntityList = Exclude<keyof FollowLists, 'users'>;

const GROUPS: { key: EntityList; title: string; path: string; fallback: string }[] = [
  { key: 'commentators', title: 'Commentators', path: '/commentators', fallback: 'C' },
  { key: 'podcasts', title: 'Podcasts', path: '/podcasts', fallback: 'P' },
  { key: 'shows', title: 'Shows', path: '/shows', fallback: 'S' },
];

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 } as const;

/** What a user follows (GET /api/users/{username}/follows/): fans first, then pundits by kind. */
export function FollowingPanel({ username }: { username: string }) {
  const { state } = useAsyncData(() => followsApi.ofUser(username).then(normaliseFollowLists), [username]);
  if (state.status === 'loading') return <Spinner label="Loading follows" />;
  if (state.status === 'error') return <Alert>Failed to load followed entities</Alert>;
  const groups = GROUPS.filter((group) => state.data[group.key].length > 0);
  const fans = state.data.users;
  if (groups.length === 0 && fans.length === 0) return <EmptyState>Not following anyone yet.</EmptyState>;
  return (
    <>
      {fans.length > 0 && (
        <section aria-label="Fans">
          <h3>Fans</h3>
          <ul style={LIST_STYLE}>
            {fans.map((fan) => (
              <li key={fan.id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <AuthorLink user={fan} size={28} />
                <span className="rc-muted">{plural(fan.followers_count, 'follower')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul style={LIST_STYLE}>
            {state.data[group.key].map((item) => (
              <li key={item.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Avatar src={item.photo_url} name={item.name} fallback={group.fallback} size={28} />
                <Link to={`${group.path}/${item.slug}`}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
