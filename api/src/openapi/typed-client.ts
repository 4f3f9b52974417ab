import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A third party's client of /api/docs, from nothing but the document: openapi-fetch typed by generated.d.ts, plus
 * what the document's security schemes say a cookie client must do: keep the cookies it is sent (sessionid,
 * csrftoken) and echo csrftoken in X-CSRFToken on every unsafe request.
 */
export function typedClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  const cookieJar: Middleware = {
    onRequest({ request }) {
      if (cookies.size) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const csrf = cookies.get('csrftoken');
      if (!SAFE.has(request.method) && csrf) request.headers.set('x-csrftoken', csrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1).trim();
        if (value) cookies.set(pair.slice(0, at).trim(), value);
        else cookies.delete(pair.slice(0, at).trim());
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(cookieJar);
  return client;
}
