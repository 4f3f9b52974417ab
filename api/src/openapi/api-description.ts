/** The document's introduction: what a client needs before its first call (rendered at /api/docs). */
export const API_DESCRIPTION = `Predictions, hot takes, votes, comments, follows and pundits' receipts.

## Authenticating

- **Reads** marked with no security need nothing. Some read the session when there is one (your own vote on a statement).
- **Session cookie.** Sign in with \`POST /api/auth/email/login/\` (or \`/api/auth/firebase/\`): the answer sets the
  HttpOnly \`sessionid\` cookie. Send it back on every call.
- **CSRF.** Every unsafe call (POST, PUT, PATCH, DELETE) sent with cookies, signing in included, needs the double-submit
  token: \`GET /api/csrf/\` sets the readable \`csrftoken\` cookie and answers \`{"csrfToken": "…"}\`; send that value in the
  \`X-CSRFToken\` header with the cookie. The token is bound to the session: signing in or out sets a new \`csrftoken\`
  cookie, use it from then on. Without it: 403 whose detail starts with "CSRF Failed".
- **Bearer tokens.** With a session, \`POST /api/auth/token/\` answers a short-lived access token; send it as
  \`Authorization: Bearer …\`. Calls with a valid bearer need no cookies and no CSRF token.

## Errors

Every error is JSON \`{"detail": "…"}\` (shown to people as is); invalid input adds \`errors\`, field → messages
(\`body.title\`, \`querystring.page\`). 401: not signed in; 403: CSRF failed or not permitted (the description of each
operation tells which); 429: too many requests, wait the \`Retry-After\` seconds. Writes are rate limited per IP and
per user.

## HEAD

Every GET operation also answers HEAD (the same status and headers, no body): a client can check that something
exists, or read its \`Content-Length\` and caching headers, without downloading it.

## Beside /api/

The site's own files are described too (tag \`site\`): \`/remotes.json\` (the micro-frontends the shell loads),
\`/runtime-config.json\` (the browser's runtime configuration, also at \`/api/config/\`) and \`/uploads/{path}\` (the
images that avatar uploads stored, where the storage is this server's disk).

## The notification stream

\`GET /api/notifications/stream/\` is Server-Sent Events (\`text/event-stream\`): \`notification\` and \`unread\` events
with JSON data; reconnect with \`Last-Event-ID\` to resume.`;
