import type { EntityCollection } from './entity-kinds';

/**
 * Every endpoint of the API, by group and name: method and path (Fastify syntax, `:param`). The one place paths
 * are written: the browser's client calls from it, the API registers from it (with the schemas of
 * ./endpoint-schemas.ts, keyed the same way), and the OpenAPI test and the test HTTP mocks read it.
 * Deliberately zod-free, so the browser bundles this table and not the schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  path: string;
}

const directory = <C extends EntityCollection>(collection: C) =>
  ({
    list: { method: 'GET', path: `/api/${collection}/` },
    get: { method: 'GET', path: `/api/${collection}/:slug/` },
    updatePhoto: { method: 'PATCH', path: `/api/${collection}/:slug/update-photo/` },
    // Multipart (field `file`); mfe-admin-avatar sends it with XMLHttpRequest for the upload progress.
    avatarUpload: { method: 'POST', path: `/api/${collection}/:slug/avatar-upload/` },
    // The pundit's record from the receipts members posted of what they said.
    record: { method: 'GET', path: `/api/${collection}/:slug/record/` },
  }) as const;

export const ROUTES = {
  auth: {
    csrf: { method: 'GET', path: '/api/csrf/' },
    firebase: { method: 'POST', path: '/api/auth/firebase/' },
    currentUser: { method: 'GET', path: '/api/auth/user/' },
    login: { method: 'POST', path: '/api/auth/email/login/' },
    register: { method: 'POST', path: '/api/auth/email/register/' },
    resendVerification: { method: 'POST', path: '/api/auth/email/resend-verification/' },
    verifyEmail: { method: 'GET', path: '/api/auth/email/verify/:token/' },
    logout: { method: 'POST', path: '/api/auth/logout/' },
    authCheck: { method: 'GET', path: '/api/auth-check/' },
    testCreateUser: { method: 'POST', path: '/api/auth/test-create-user/' },
    // Access tokens and passwords.
    token: { method: 'POST', path: '/api/auth/token/' },
    passwordReset: { method: 'POST', path: '/api/auth/password/reset/' },
    passwordResetConfirm: { method: 'POST', path: '/api/auth/password/reset/confirm/' },
    passwordChange: { method: 'POST', path: '/api/auth/password/change/' },
  },
  statements: {
    list: { method: 'GET', path: '/api/content-api/statements/' },
    create: { method: 'POST', path: '/api/content-api/statements/' },
    get: { method: 'GET', path: '/api/content-api/statements/:id/' },
    remove: { method: 'DELETE', path: '/api/content-api/statements/:id/' },
    setOutcome: { method: 'PATCH', path: '/api/content-api/statements/:id/outcome/' },
    outcomeHistory: { method: 'GET', path: '/api/content-api/statements/:id/outcome/' },
    vote: { method: 'POST', path: '/api/content-api/votes/toggle/' },
    catalog: { method: 'GET', path: '/api/content-api/catalog/' },
    trending: { method: 'GET', path: '/api/content-api/trending/' },
    // The community's check of a receipt's source, and staff settling it.
    sourceCheck: { method: 'POST', path: '/api/content-api/statements/:id/source-check/' },
    sourceStatus: { method: 'PATCH', path: '/api/content-api/statements/:id/source-status/' },
  },
  comments: {
    list: { method: 'GET', path: '/api/content-api/statements/:id/comments/' },
    create: { method: 'POST', path: '/api/content-api/comments/' },
    vote: { method: 'POST', path: '/api/content-api/comments/:id/vote/' },
  },
  follows: {
    mine: { method: 'GET', path: '/api/follow/list/' },
    ofUser: { method: 'GET', path: '/api/users/:username/follows/' },
    toggle: { method: 'POST', path: '/api/follow/toggle/' },
  },
  users: {
    profile: { method: 'GET', path: '/api/users/:username/profile/' },
    record: { method: 'GET', path: '/api/users/:username/record/' },
    // The signed-in member's own profile (Settings) and their avatar (multipart, field `file`).
    updateMe: { method: 'PATCH', path: '/api/users/me/' },
    avatarUpload: { method: 'POST', path: '/api/users/me/avatar/' },
  },
  // Members ask for features and vote for them; staff set where each stands.
  featureRequests: {
    list: { method: 'GET', path: '/api/feature-requests/' },
    create: { method: 'POST', path: '/api/feature-requests/' },
    vote: { method: 'PUT', path: '/api/feature-requests/:id/vote/' },
    unvote: { method: 'DELETE', path: '/api/feature-requests/:id/vote/' },
    setStatus: { method: 'PATCH', path: '/api/feature-requests/:id/status/' },
  },
  // The signed-in member's own votes and comments (My Activity).
  activity: {
    votes: { method: 'GET', path: '/api/activity/votes/' },
    comments: { method: 'GET', path: '/api/activity/comments/' },
  },
  leaderboards: {
    get: { method: 'GET', path: '/api/leaderboards/' },
  },
  search: {
    get: { method: 'GET', path: '/api/search/' },
  },
  insights: {
    get: { method: 'GET', path: '/api/insights/' },
  },
  // Members report, staff moderate.
  reports: {
    create: { method: 'POST', path: '/api/reports/' },
  },
  moderation: {
    queue: { method: 'GET', path: '/api/moderation/queue/' },
    act: { method: 'POST', path: '/api/moderation/actions/' },
    audit: { method: 'GET', path: '/api/moderation/audit/' },
    // The open appeals of hidden content, and staff's answer to one.
    appeals: { method: 'GET', path: '/api/moderation/appeals/' },
    answerAppeal: { method: 'POST', path: '/api/moderation/appeals/:id/answer/' },
  },
  // The author of hidden content asks moderators to look again (once per item).
  appeals: {
    create: { method: 'POST', path: '/api/appeals/' },
  },
  commentators: directory('commentators'),
  podcasts: directory('podcasts'),
  shows: directory('shows'),
  // A fan's notifications, their live stream, preferences and the e-mail digest's one-click unsubscribe.
  notifications: {
    list: { method: 'GET', path: '/api/notifications/' },
    read: { method: 'POST', path: '/api/notifications/read/' },
    stream: { method: 'GET', path: '/api/notifications/stream/' },
    preferences: { method: 'GET', path: '/api/notifications/preferences/' },
    updatePreferences: { method: 'PUT', path: '/api/notifications/preferences/' },
    // The e-mail's link opens a confirm page (GET changes nothing: mail scanners follow links); one click POSTs.
    unsubscribePage: { method: 'GET', path: '/api/notifications/unsubscribe/' },
    unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe/' },
  },
  // Scheduled games: predictions tied to one lock at its start and grade themselves from its final score.
  games: {
    list: { method: 'GET', path: '/api/games/' },
    get: { method: 'GET', path: '/api/games/:id/' },
    create: { method: 'POST', path: '/api/games/' },
    update: { method: 'PATCH', path: '/api/games/:id/' },
    import: { method: 'POST', path: '/api/games/import/' },
    result: { method: 'POST', path: '/api/games/:id/result/' },
    audit: { method: 'GET', path: '/api/games/:id/audit/' },
  },
  meta: {
    health: { method: 'GET', path: '/api/health' },
    // Whether this instance can serve (the load balancer's check); /api/health only says it is alive.
    ready: { method: 'GET', path: '/api/ready' },
    // What went wrong in a browser (a remote that failed to load or was refused, a caught render error, an unhandled rejection).
    clientErrors: { method: 'POST', path: '/api/client-errors/' },
  },
} as const satisfies Record<string, Record<string, Route>>;

export type Routes = typeof ROUTES;
export type EndpointGroup = keyof Routes;

/** Every route with its `group.name` id, e.g. for generators and the OpenAPI test. */
export function listRoutes(): (Route & { id: string; group: string; name: string })[] {
  return Object.entries(ROUTES).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, Route>).map(([name, route]) => ({ ...route, id: `${group}.${name}`, group, name })),
  );
}

/** '/api/users/:username/follows/' + {username: 'a b'} → '/api/users/a%20b/follows/'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
