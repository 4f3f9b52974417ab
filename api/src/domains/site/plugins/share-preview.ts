import type { BootData } from '@receipts/shared/boot';
import type { Commentator, Podcast, Show, Statement } from '@receipts/contract';
import { requestKey } from '@receipts/shared/route-data';
import { matchRoute } from '@receipts/shared/route-match';
import type { ProfileRow } from '../../accounts/data/profiles';
import { excerpt, type SharePreview } from './share-meta';

type Answers = NonNullable<BootData['data']>;
type Directory = Commentator | Podcast | Show;
/** Reads a public profile by username (the profiles repository). */
export type FindProfile = (username: string) => Promise<ProfileRow | null>;

const DIRECTORY_KINDS = ['commentators', 'podcasts', 'shows'] as const;

/** An answer the page already inlined (the same GET its route data lists), when it succeeded. */
function answered<T>(answers: Answers, path: string): T | null {
  const answer = answers[requestKey(path)];
  return answer?.status === 200 && answer.body && typeof answer.body === 'object' ? (answer.body as T) : null;
}

function statementPreview(answers: Answers, id: string): SharePreview | null {
  const statement = answered<Statement>(answers, `content-api/statements/${id}/`);
  if (!statement?.title) return null;
  // The author's avatar is on the page for everyone, so it may be the picture.
  return {
    title: statement.title,
    description: excerpt(statement.body ?? ''),
    type: 'article',
    path: `/statements/${statement.id}`,
    image: statement.user?.photoURL,
  };
}

function directoryPreview(answers: Answers, kind: (typeof DIRECTORY_KINDS)[number], slug: string): SharePreview | null {
  const entity = answered<Directory>(answers, `${kind}/${encodeURIComponent(slug)}/`);
  if (!entity?.name) return null;
  const text = 'bio' in entity ? entity.bio : 'description' in entity ? entity.description : null;
  return {
    title: entity.name,
    description: excerpt(text ?? ''),
    type: 'website',
    path: `/${kind}/${encodeURIComponent(entity.slug)}`,
    image: entity.photo_url,
  };
}

async function profilePreview(findProfile: FindProfile, username: string): Promise<SharePreview | null> {
  const row = await findProfile(username);
  if (!row) return null;
  // Only what the public profile page shows: never e-mail or sign-in provider.
  return {
    title: row.display_name || row.name || row.username,
    description: excerpt(row.bio ?? ''),
    type: 'profile',
    path: `/profile/${encodeURIComponent(row.username)}`,
    image: row.photo_url,
  };
}

/**
 * The preview of the page at this path: statements and directory entries from the answers already inlined
 * into the page (no second query), profiles from the profiles repository. Null for any other page, and for
 * an entity that does not exist or could not be read (the page then has the site's generic meta).
 */
export async function sharePreviewFor(pathname: string, answers: Answers, findProfile: FindProfile): Promise<SharePreview | null> {
  const statement = matchRoute('/statements/:id', pathname) ?? matchRoute('/opinions/:id', pathname);
  if (statement) return statementPreview(answers, statement.id);
  for (const kind of DIRECTORY_KINDS) {
    const match = matchRoute(`/${kind}/:slug`, pathname);
    if (match) return directoryPreview(answers, kind, match.slug);
  }
  const profile = matchRoute('/profile/:username', pathname);
  return profile ? profilePreview(findProfile, profile.username) : null;
}
