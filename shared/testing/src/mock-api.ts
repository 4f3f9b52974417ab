import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { clearQueries, configureApi, getApi, memoryTokenStorage } from '@receipts/shared';
import { ENDPOINTS, type Endpoint, type Endpoints } from '@receipts/contract/schemas';
import type { BodyOf, ResponseOf } from '@receipts/contract';

/** Where the test client sends requests; the handlers answer for this origin only. */
export const TEST_API_ORIGIN = 'http://api.test';

type Group = keyof Endpoints;
type Name<G extends Group> = keyof Endpoints[G] & string;
type Ep<G extends Group, N extends Name<G>> = Endpoints[G][N];

/** What a handler sees of a request: path parameters, query and the JSON body as sent. */
export interface MockRequest<E> {
  params: Record<string, string>;
  query: Record<string, string>;
  body: BodyOf<E> | undefined;
  request: Request;
}

/** A handler's answer: the endpoint's success body, or any Response (an error status, a hang, …). */
export type MockReply<E> =
  ResponseOf<E> | Response | ((request: MockRequest<E>) => ResponseOf<E> | Response | Promise<ResponseOf<E> | Response>);

export interface RecordedCall {
  endpoint: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Problems found at the boundary (a request the API would refuse, an answer it could not give); tests fail on them. */
export const boundaryProblems: string[] = [];

function invalid(what: string, issues: { path: PropertyKey[]; message: string }[]): string {
  return `${what}: ${issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`;
}

/**
 * An MSW handler generated from the contract's endpoint table: method and path from the table, the request body
 * checked against the endpoint's body schema (a 400 like the API's when it does not fit) and the mocked answer
 * against its response schema, so a test cannot pass with a request or an answer the real API would not accept
 * or give.
 */
export function mockEndpoint<G extends Group, N extends Name<G>>(group: G, name: N, reply: MockReply<Ep<G, N>>): HttpHandler {
  const endpoint = ENDPOINTS[group][name] as Endpoint;
  const id = `${group}.${String(name)}`;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`${TEST_API_ORIGIN}${endpoint.path}`, async ({ request, params }) => {
    const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([key]) => key !== '_t'));
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as BodyOf<Ep<G, N>>) : undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(body);
      if (!parsed.success) {
        boundaryProblems.push(invalid(`${id} request body`, parsed.error.issues));
        return HttpResponse.json({ detail: `Invalid request body for ${id}` }, { status: 400 });
      }
    }
    const answer =
      typeof reply === 'function'
        ? await (reply as (request: MockRequest<Ep<G, N>>) => unknown)({ params: params as Record<string, string>, query, body, request })
        : reply;
    if (answer instanceof Response) return answer;
    const status = endpoint.status ?? 200;
    if (status === 204) return new HttpResponse(null, { status });
    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) boundaryProblems.push(invalid(`${id} mocked answer`, checked.error.issues));
    return HttpResponse.json(answer as never, { status });
  });
}

/** An error answer in the API's shape. */
export const apiError = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ detail, ...extra }, { status });

/** A network failure (fetch rejects with TypeError 'Failed to fetch'). */
export const networkError = () => Response.error();

/** An answer that never comes (the client's timeout, or a test's unmount, ends the wait). */
export const never = () => new Promise<Response>(() => undefined);

export interface MockApi {
  /** Adds handlers in front of the current ones (the last added for an endpoint wins). */
  use(...handlers: HttpHandler[]): void;
  /** Every request the client made, in order. */
  readonly calls: RecordedCall[];
  /** Calls of one endpoint, e.g. calls('follows.toggle'). */
  callsOf(endpoint: string): RecordedCall[];
  /** Drops the added handlers, the recorded calls and the boundary problems. */
  reset(): void;
}

/**
 * Points the shared API client at handlers generated from the endpoint table (no network: the client's fetch
 * asks MSW directly). The CSRF endpoint answers by default. A request no handler answers fails the test.
 */
export function setupMockApi(...initial: HttpHandler[]): MockApi {
  let handlers: HttpHandler[] = [...initial];
  const calls: RecordedCall[] = [];
  const csrf = mockEndpoint('auth', 'csrf', { csrfToken: 'test-csrf-token' });
  const routes = Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      id: `${group}.${name}`,
      method: endpoint.method,
      pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
    })),
  );

  async function fetchFromHandlers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname));
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      endpoint: route?.id ?? 'unknown',
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries([...url.searchParams].filter(([key]) => key !== '_t')),
      body: text ? JSON.parse(text) : undefined,
    });
    const response = await getResponse([...handlers, csrf], request);
    // Response.error() stands for a network failure, which fetch reports by rejecting.
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    if (response) return response;
    const problem = `no mock for ${request.method} ${url.pathname}${url.search}`;
    boundaryProblems.push(problem);
    throw new TypeError(problem);
  }

  configureApi({
    baseUrl: `${TEST_API_ORIGIN}/api`,
    fetch: fetchFromHandlers as typeof fetch,
    tokens: memoryTokenStorage(),
    readCookie: () => null,
    onUnauthorized: () => undefined,
  });

  return {
    use: (...more) => {
      handlers = [...more, ...handlers];
    },
    calls,
    callsOf: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    reset: () => {
      handlers = [...initial];
      calls.length = 0;
      boundaryProblems.length = 0;
    },
  };
}

/**
 * For a package's jest setup: one mock API per test file, reset after each test (with the shared query cache), and a test fails when it made
 * a request the real API would refuse or mocked an answer the real API could not give.
 */
export function installMockApi(...initial: HttpHandler[]): MockApi {
  const api = setupMockApi(...initial);
  afterEach(() => {
    const problems = [...boundaryProblems];
    api.reset();
    // A fresh API for the next test: nothing it answered before may be served from the shared cache, and no access
    // token a sign-in stored (the client would try to renew it on the next test's 401).
    clearQueries();
    getApi().tokens.clear();
    if (problems.length) throw new Error(`API boundary problems:\n${problems.join('\n')}`);
  });
  return api;
}
