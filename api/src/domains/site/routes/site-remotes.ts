import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRemoteFolder, isRemoteName } from '@receipts/shared/remotes';
import { DEPLOY_SIGNATURE_HEADER, SIGNATURE_TTL_S, deploySignature } from '../plugins/deploy-signature';

function signedByOperator(request: FastifyRequest, secretKey: string): boolean {
  const header = String(request.headers[DEPLOY_SIGNATURE_HEADER] ?? '');
  const seconds = Number(header.split('.')[0]);
  if (!/^\d{9,11}\.[0-9a-f]{64}$/.test(header) || Math.abs(Date.now() / 1000 - seconds) > SIGNATURE_TTL_S) return false;
  const expected = Buffer.from(deploySignature(secretKey, request.method, request.url, request.body, seconds));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const refuse = (reply: FastifyReply, status: number, detail: string) => reply.status(status).send({ detail });

interface RegisterBody {
  folder?: unknown;
  entry?: unknown;
  access?: unknown;
}

/**
 * The registry of remotes for deploys (operators, not browsers: no session, no CSRF; each call is signed with the
 * site's SECRET_KEY, `npm run deploy -- --site <origin>` does it). GET lists what the site serves, PUT registers or
 * moves a remote, DELETE retires one on purpose. Not part of the browser's API contract (hidden from /api/docs).
 */
export async function siteRemoteRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repos.siteRemotes;
  const options = { schema: { hide: true }, config: { csrf: false } };

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/site/remotes/')) return;
    if (!signedByOperator(request, app.config.secretKey)) return refuse(reply, 401, 'This call must be signed with the site’s SECRET_KEY.');
  });

  app.get('/api/site/remotes/', options, async () => {
    const rows = (await repository.list()).filter((row) => !row.retiredAt);
    return {
      remotes: rows.map(({ name, folder, entry, access, area, routes, nav }) => ({ name, folder, entry, access, area, routes, nav })),
    };
  });

  app.put<{ Params: { name: string }; Body: RegisterBody }>('/api/site/remotes/:name', options, async (request, reply) => {
    const { name } = request.params;
    const { folder, entry, access } = request.body ?? {};
    if (!isRemoteName(name)) return refuse(reply, 400, 'A remote’s name is a federation name (mfe_leagues).');
    if (folder !== undefined && folder !== null && !isRemoteFolder(folder))
      return refuse(reply, 400, 'folder must be a remote’s folder (mfe-…).');
    const manifest = (entry as { manifest?: unknown } | undefined)?.manifest;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry) || typeof manifest !== 'string' || !manifest) {
      return refuse(reply, 400, 'entry must name the remote’s mf-manifest.json ({ "manifest": "…" }).');
    }
    if (access !== 'public' && access !== 'staff') return refuse(reply, 400, 'access must be public or staff.');
    await repository.register(name, (folder as string | null | undefined) ?? null, entry as Record<string, unknown>, access);
    return { name, entry };
  });

  app.delete<{ Params: { name: string } }>('/api/site/remotes/:name', options, async (request, reply) => {
    const retired = await repository.retire(request.params.name);
    return retired ? reply.status(204).send() : refuse(reply, 404, 'No such remote.');
  });
}

export default siteRemoteRoutes;
