import { ROUTES } from '@receipts/contract';

const CSRF_COOKIE = 'csrftoken';

export interface Answer<T = any> {
  status: number;
  body: T;
}

/**
 * HTTP as the site's browser client does it (shared/web/src/api/client.ts): cookies kept and sent, every unsafe
 * request echoes the `csrftoken` cookie in X-CSRFToken (fetched from GET /api/csrf/ when there is none), and a
 * 403 is retried once with a fresh token (the token may be bound to a session that just changed).
 */
export function browserClient(base: string, timeoutMs = 15_000) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { cookie: cookieHeader(), accept: 'application/json' };
    if (method !== 'GET') headers['x-csrftoken'] = cookies.get(CSRF_COOKIE) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    remember(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T };
  }

  async function refreshCsrf(): Promise<void> {
    await send('GET', ROUTES.auth.csrf.path);
  }

  return {
    cookies,
    get: <T = any>(path: string) => send<T>('GET', path),
    /** An unsafe request with the CSRF token; one retry with a fresh token after a 403. */
    async write<T = any>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer<T>> {
      if (!cookies.has(CSRF_COOKIE)) await refreshCsrf();
      const first = await send<T>(method, path, body);
      if (first.status !== 403) return first;
      await refreshCsrf();
      return send<T>(method, path, body);
    },
  };
}

export type BrowserClient = ReturnType<typeof browserClient>;

/** Registers an e-mail account and signs in with it (the session cookie is then in the client's jar). */
export async function signUp(client: BrowserClient, email: string, password: string, name: string): Promise<void> {
  const registered = await client.write('POST', ROUTES.auth.register.path, { email, password, name });
  if (registered.status >= 300) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const signedIn = await client.write('POST', ROUTES.auth.login.path, { email, password });
  if (signedIn.status >= 300) throw new Error(`login: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
}
