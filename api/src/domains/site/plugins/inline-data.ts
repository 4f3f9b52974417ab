import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstLoadRequests, requestKey, requestParams, type FirstData } from '@receipts/shared/route-data';
import type { BootData } from '@receipts/shared/boot';

/** Larger answers are left for the browser to fetch: the page must stay small. */
const MAX_INLINE_BYTES = 100 * 1024;

/**
 * The opened page's first GETs (as its remote's manifest declares them) and the signed-in user, answered in-process (no network) for the session
 * cookie the page request came with, so the browser renders them without a round trip. Server errors are
 * left out: the browser then asks itself, and shows its usual error if that fails too.
 */
export async function inlineFirstLoadData(
  app: FastifyInstance,
  request: FastifyRequest,
  firstData?: FirstData,
): Promise<NonNullable<BootData['data']>> {
  const [pathname, search = ''] = request.url.split('?');
  const data: NonNullable<BootData['data']> = {};
  await Promise.all(
    firstLoadRequests(pathname, search, firstData).map(async (dataRequest) => {
      const params = requestParams(dataRequest);
      const query = new URLSearchParams(params).toString();
      const response = await app.inject({
        method: 'GET',
        url: `/api/${dataRequest.path}${query ? `?${query}` : ''}`,
        headers: { accept: 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
      });
      if (response.statusCode >= 500 || response.body.length > MAX_INLINE_BYTES) return;
      try {
        data[requestKey(dataRequest.path, params)] = {
          status: response.statusCode,
          body: response.body ? JSON.parse(response.body) : null,
        };
      } catch {
        // not JSON: let the browser ask
      }
    }),
  );
  return data;
}
