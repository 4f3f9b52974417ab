import type { BackendUser, Commentator, Comment, NotificationItem, Podcast, PunditRecord, Show, Statement } from '@receipts/contract';

/** Valid answers of the contract, for tests to adjust; each one passes its response schema. */
export function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    id: 1,
    title: 'Lakers win it all',
    body: 'They have the depth.',
    statement_type: 'opinion',
    is_hot_take: false,
    created_at: '2025-03-05T12:30:00Z',
    user: { id: 2, username: 'hooper', display_name: 'Hoop Head', photoURL: null },
    votes: { upvotes: 4, downvotes: 1 },
    user_vote: null,
    comment_count: 0,
    topics: [],
    league: null,
    team_a: null,
    player: null,
    team_name: null,
    player_name: null,
    prediction_choice: null,
    confidence_level: null,
    event_date: null,
    outcome: null,
    resolved_at: null,
    outcome_notes: null,
    locked_at: null,
    is_locked: false,
    attribution: null,
    source_status: null,
    source_confirms: 0,
    source_disputes: 0,
    source_uncounted_confirms: 0,
    source_uncounted_disputes: 0,
    user_source_check: null,
    ...overrides,
  };
}

/** A receipt of what a commentator said, its source unconfirmed unless overridden. */
export function aReceipt(overrides: Partial<Statement> = {}): Statement {
  return aStatement({
    statement_type: 'prediction',
    prediction_choice: 'Yes',
    confidence_level: 5,
    outcome: 'pending',
    attribution: {
      kind: 'commentator',
      slug: 'ana-alvarez',
      name: 'Ana Alvarez',
      photo_url: null,
      source_url: 'https://example.test/episode-12',
      said_at: '2026-11-18',
      quote: 'They win it all.',
      source_status: 'unconfirmed',
    },
    source_status: 'unconfirmed',
    ...overrides,
  });
}

/** `count` statements with ids starting at `from`. */
export function statements(count: number, from = 1, overrides: Partial<Statement> = {}): Statement[] {
  return Array.from({ length: count }, (_, index) => aStatement({ id: from + index, title: `Statement ${from + index}`, ...overrides }));
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    text: 'Agreed',
    user: { id: 7, username: 'fan', display_name: 'Big Fan', photoURL: null },
    created_at: '2026-01-01T00:00:00.000Z',
    votes: { upvotes: 0, downvotes: 0 },
    user_vote: null,
    replies: [],
    parent: null,
    statement: 1,
    ...overrides,
  };
}

/** A reply to the viewer's comment, unread. */
export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    kind: 'comment_reply',
    count: 1,
    read: false,
    created_at: '2026-01-01T00:00:00.000Z',
    actor: { id: 8, username: 'rival', display_name: 'Rival Fan', photoURL: null },
    statement: { id: 1, title: 'The Nuggets repeat', statement_type: 'prediction' },
    comment: 2,
    outcome: null,
    accuracy: null,
    pundit: null,
    source_status: null,
    message: 'Rival Fan replied to your comment on “The Nuggets repeat”',
    url: '/statements/1#comment-2',
    ...overrides,
  };
}

const followable = { photo_url: null, sport_league_name: 'NBA', followers_count: 3, is_following: false };

export function aCommentator(overrides: Partial<Commentator> = {}): Commentator {
  return {
    id: 1,
    slug: 'stephen-a',
    name: 'Stephen A',
    ...followable,
    bio: null,
    x: null,
    instagram: null,
    youtube: null,
    podcasts: [],
    shows: [],
    youtube_videos: [],
    ...overrides,
  };
}

const programme = {
  ...followable,
  description: null,
  twitter: null,
  instagram: null,
  youtube: null,
  website: null,
  network: null,
  host: null,
  year_started: null,
  commentators: [],
};

export function aPodcast(overrides: Partial<Podcast> = {}): Podcast {
  return { id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', ...programme, category: null, ...overrides };
}

export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 20,
    slug: 'first-take',
    name: 'First Take',
    ...programme,
    format: null,
    is_active: null,
    hosts: null,
    regular_guests: null,
    timeslot: null,
    ...overrides,
  };
}

export function aUser(overrides: Partial<BackendUser> = {}): BackendUser {
  return {
    id: 7,
    email: 'fan@example.com',
    username: 'fan',
    name: 'Big Fan',
    email_verified: true,
    emailVerified: true,
    is_staff: false,
    display_username: 'fan',
    display_name: 'Big Fan',
    photoURL: null,
    auth_provider: 'email',
    uid: null,
    ...overrides,
  };
}

/** A pundit's record: nothing counted yet unless overridden. */
export function aPunditRecord(overrides: Partial<PunditRecord> = {}): PunditRecord {
  const empty = { resolved: 0, correct: 0, incorrect: 0, push: 0, accuracy: null, accuracy_low: null, current_streak: 0 };
  return {
    pundit: { kind: 'commentator', slug: 'ana-alvarez', name: 'Ana Alvarez', photo_url: null },
    window: 'all',
    league: null,
    min_resolved: 5,
    summary: empty,
    by_league: [],
    latest_receipts: [],
    ...overrides,
  };
}
