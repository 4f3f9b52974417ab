import { z } from 'zod';
import { errorSchema } from '@receipts/contract/schemas';
import { FACTS_KEY, type OperationFacts } from './operation-facts';

type Json = Record<string, unknown>;
type Requirement = Record<string, string[]>;
type MediaTypes = Record<string, { schema?: Json }>;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const JSON_BODY_LIMIT = '256 KB';

/** The security schemes every operation's `security` names. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sessionid',
    description: 'The session cookie set by a sign-in (POST /api/auth/email/login/ or /api/auth/firebase/). HttpOnly.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'csrftoken',
    description: 'The readable CSRF cookie: GET /api/csrf/ sets it (and answers it as csrfToken); a sign-in or sign-out sets a new one.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRFToken',
    description:
      'Every unsafe request (POST, PUT, PATCH, DELETE) sent with cookies echoes the csrftoken cookie here. The token is bound to the session: take the new one after signing in or out.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'An access token from POST /api/auth/token/ (needs the session). Requests carrying a valid one need no CSRF token.',
  },
} as const;

const CSRF: Requirement = { csrfCookie: [], csrfHeader: [] };

/** Which credentials an operation takes: public reads none, writes a CSRF token, signed-in ones a session or a bearer. */
export function securityOf(facts: OperationFacts): Requirement[] {
  const unsafe = facts.csrf;
  if (facts.access === 'public') return unsafe ? [CSRF] : [];
  const session: Requirement = unsafe ? { session: [], ...CSRF } : { session: [] };
  const signedIn: Requirement[] = [session, { bearer: [] }];
  if (facts.access === 'optional') return [unsafe ? CSRF : {}, ...signedIn];
  return signedIn;
}

const forbiddenReasons: Partial<Record<OperationFacts['access'], string>> = {
  staff: 'Permission: staff only.',
  member: 'Permission: the account is suspended (the detail names until when).',
};

/** Each error status the operation can answer, with why; `declared` are the statuses its route listed itself. */
export function errorsOf(facts: OperationFacts, declared: Set<string>): Map<string, string[]> {
  const errors = new Map<string, string[]>();
  const add = (status: number, reason: string) => errors.set(String(status), [...(errors.get(String(status)) ?? []), reason]);
  if (facts.hasInput) add(400, 'Invalid input: `errors` maps each field (`body.title`, `querystring.page`…) to its problems.');
  else add(400, 'Invalid input: a NUL character in the query (or the detail says why).');
  if (facts.access !== 'public' && facts.access !== 'optional') add(401, 'Not signed in, or the session or access token ended.');
  if (facts.access === 'optional' || (declared.has('401') && facts.access === 'public')) add(401, 'This use needs a signed-in user.');
  if (facts.csrf) add(401, 'An invalid or expired bearer token (and no valid CSRF token).');
  if (facts.csrf)
    add(
      403,
      'CSRF failed: the X-CSRFToken header is missing or does not match the csrftoken cookie of this session (the detail starts with "CSRF Failed").',
    );
  const forbidden = forbiddenReasons[facts.access];
  if (forbidden) add(403, forbidden);
  if (declared.has('403') && !forbidden) add(403, 'Permission: not allowed for this user (the detail says why).');
  if (facts.hasPathParams || declared.has('404')) add(404, 'Not found (or hidden by moderation).');
  if (declared.has('409')) add(409, 'Conflicts with the current state (the detail says why).');
  if (facts.hasBody) {
    const limit = facts.upload ? `${facts.upload.maxBytes / 1024 / 1024} MB file` : `${JSON_BODY_LIMIT} body`;
    add(413, `Too large: over the ${limit}.`);
    add(415, `Unsupported Content-Type: send ${facts.upload ? 'multipart/form-data' : 'application/json'}.`);
  }
  if (facts.rateLimited || declared.has('429'))
    add(429, 'Too many requests: retry after the seconds in Retry-After (the detail says so in words).');
  return errors;
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 } } };

/** The route's own schema of an error answer, when it is the shared error shape (then the document refers to it). */
function isErrorShape(schema: Json | undefined): boolean {
  const properties = Object.keys((schema?.properties ?? {}) as Json);
  return (
    Boolean(schema) &&
    ((schema?.required ?? []) as string[]).includes('detail') &&
    properties.every((key) => ['detail', 'errors', 'error'].includes(key))
  );
}

function errorResponse(status: string, reasons: string[], declared: Json | undefined): Json {
  const declaredSchema = (declared?.content as MediaTypes | undefined)?.['application/json']?.schema;
  const keepDeclared = declaredSchema && !isErrorShape(declaredSchema);
  return {
    description: reasons.join(' '),
    ...(status === '429' ? { headers: RETRY_AFTER } : {}),
    content: keepDeclared ? declared!.content : { 'application/json': { schema: ERROR_REF } },
  };
}

function streamSchema(events: Record<string, unknown>): Json {
  return {
    description:
      'Server-Sent Events. Each event has `event` (its name), `data` (JSON, as below) and, for notifications, an `id` to send back as Last-Event-ID when reconnecting. Comment lines keep the connection alive.',
    oneOf: Object.entries(events).map(([name, data]) => ({
      type: 'object',
      title: name,
      required: ['event', 'data'],
      properties: { event: { type: 'string', enum: [name] }, id: { type: 'string' }, data },
    })),
  };
}

function uploadBody(upload: NonNullable<OperationFacts['upload']>): Json {
  const file = `${upload.types.join(', ')} (by the file's bytes), at most ${upload.maxBytes / 1024 / 1024} MB`;
  return {
    required: true,
    description: `One file part, \`${upload.field}\`: ${file}.`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: { [upload.field]: { type: 'string', format: 'binary', description: file } },
        },
        encoding: { [upload.field]: { contentType: upload.types.join(', ') } },
      },
    },
  };
}

const SUCCESS: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

function successResponse(facts: OperationFacts, response: Json | undefined): Json {
  const description =
    response?.description && response.description !== 'Default Response' ? response.description : (SUCCESS[facts.status] ?? 'Success');
  const described: Json = { ...response, description };
  if (facts.status === 204) {
    const { content: _content, ...rest } = described;
    return rest;
  }
  if (facts.produces?.[0] === 'text/event-stream' && facts.events)
    return { ...described, content: { 'text/event-stream': { schema: streamSchema(facts.events) } } };
  if (facts.produces) {
    const schema = facts.produces.every((type) => type.startsWith('image/')) ? { type: 'string', format: 'binary' } : { type: 'string' };
    return { ...described, content: Object.fromEntries(facts.produces.map((type) => [type, { schema }])) };
  }
  // A route without a response schema still answers JSON.
  if (!described.content) return { ...described, content: { 'application/json': { schema: { type: 'object' } } } };
  return described;
}

/** `statements.list` → `statementsList`; a route outside the contract: its method and path words. */
export function operationIdOf(facts: OperationFacts, method: string, path: string): string {
  const words = facts.id ? facts.id.split('.') : [method, ...path.split(/[^A-Za-z0-9]+/).filter(Boolean)];
  return words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}

/** Said of every GET (the server answers HEAD for each; conformance.test.ts checks it against the GET). */
export const HEAD_NOTE = 'Also answers HEAD: the same status and headers, without the body.';

/** One operation, completed from its facts: identity, security, every answer, bodies as they are. */
export function describeOperation(operation: Json, method: string, path: string): Json {
  const facts = operation[FACTS_KEY] as OperationFacts | undefined;
  if (!facts) return operation;
  const { [FACTS_KEY]: _facts, ...rest } = operation;
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const success = String(facts.status);
  const declared = new Set(Object.keys(responses).filter((status) => status !== success));
  const errors = errorsOf(facts, declared);
  const described: Record<string, Json> = { [success]: successResponse(facts, responses[success]) };
  for (const status of [...new Set([...declared, ...errors.keys()])].sort()) {
    const reasons = errors.get(status);
    described[status] = reasons ? errorResponse(status, reasons, responses[status]) : responses[status];
  }
  const description = [rest.description, method === 'get' ? HEAD_NOTE : undefined].filter(Boolean).join('\n\n');
  return {
    ...rest,
    ...(description ? { description } : {}),
    operationId: operationIdOf(facts, method, path),
    ...(facts.group ? { tags: [facts.group] } : {}),
    security: securityOf(facts),
    ...(facts.upload ? { requestBody: uploadBody(facts.upload) } : {}),
    responses: described,
  };
}

const refsIn = (value: unknown, found: Set<string>): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
};

/** Drops component schemas nothing refers to (e.g. the input twin of a recursive schema). */
function withoutUnusedSchemas(document: Json): Json {
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = refsIn({ ...document, components: { ...components, schemas: undefined } }, new Set());
  // Schemas referred to only by other used schemas stay too.
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const ref of [...used]) refsIn(schemas[ref.replace('#/components/schemas/', '')], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(`#/components/schemas/${name}`)));
  return { ...document, components: { ...components, schemas: kept } };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, sessions, CSRF and access tokens',
  statements: 'Predictions and hot takes: the feed, posting, outcomes, votes and source checks',
  comments: 'Threads under a statement',
  follows: 'Following pundits and fans',
  activity: 'A member’s own votes and comments',
  users: 'Public profiles and track records',
  leaderboards: 'Members and pundits ranked',
  search: 'Searching statements, pundits and members',
  insights: 'What the community is saying',
  reports: 'Reporting content to moderators',
  moderation: 'Staff: the queue, actions, audit and appeals',
  appeals: 'Appealing hidden content',
  commentators: 'The directory of commentators',
  podcasts: 'The directory of podcasts',
  shows: 'The directory of shows',
  notifications: 'A member’s notifications, their stream and preferences',
  meta: 'Health, readiness and the browser’s runtime configuration',
  site: 'What the site serves beside /api/: the remotes map, the runtime configuration, uploaded images',
};

/** The whole document, each operation completed from its facts, with its tags declared and no unused schemas. */
export function describeOperations(document: Json): Json {
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Record<string, Json>).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) => [key, METHODS.includes(key) ? describeOperation(value as Json, key, path) : value]),
      ),
    ]),
  );
  const tagNames = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => ((operation as Json).tags as string[] | undefined) ?? []),
    ),
  );
  const tags = [...tagNames].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  const components = (document.components ?? {}) as Json;
  const schemas = { ...(components.schemas as Json), Error: z.toJSONSchema(errorSchema, { target: 'openapi-3.0' }) };
  return withoutUnusedSchemas({ ...document, tags, paths, components: { ...components, schemas, securitySchemes: SECURITY_SCHEMES } });
}
