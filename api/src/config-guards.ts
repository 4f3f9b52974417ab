import net from 'node:net';
import type { AppConfig } from './config';

/**
 * TRUST_PROXY: unset/false/0 → trust nothing; a hop count (1 = one proxy of ours in front); or a comma-separated
 * list of the proxies' addresses or CIDRs. `true` is refused: Fastify would then take the client-supplied
 * left-most X-Forwarded-For as the client's address, and anyone could reset their per-IP limits.
 */
export function trustProxy(value: string | undefined): false | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.1,10.1.0.0/16)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    if (!named && (!net.isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor a proxy address or CIDR`);
    }
  }
  return entries.join(',');
}

/**
 * What a production server must not start with; server.ts refuses to listen while this lists anything.
 * (A separate check, not in loadConfig, so tests can still build a production-mode app in memory.)
 */
export function productionProblems(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  let origin: URL | null = null;
  try {
    origin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN) : null;
  } catch {
    origin = null;
  }
  if (!origin || origin.protocol !== 'https:') {
    problems.push(
      "PUBLIC_ORIGIN must be set to the site's https:// origin when NODE_ENV=production (e-mailed links and cookies depend on it)",
    );
  }
  if (config.firebase.emulatorHost)
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (it accepts forged sign-ins)');
  if (config.testEndpoints)
    problems.push('TEST_ENDPOINTS must not be true when NODE_ENV=production (the test-user endpoint signs anyone in)');
  if (!env.SECRET_KEY) problems.push(`SECRET_KEY must be set when NODE_ENV=production (${SECRET_KEY_WHY})`);
  return problems;
}

const SECRET_KEY_WHY =
  'every instance signs and checks CSRF tokens with it; a key drawn per process fails the signed-in writes another instance answers, and every write after a restart';

/**
 * What an instance of a site that runs several (INSTANCE_COUNT > 1) must not start with, in any environment: one
 * SECRET_KEY for all of them, and files on shared storage. server.ts refuses to listen while this lists anything.
 */
export function instanceProblems(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (config.instanceCount <= 1) return [];
  const problems: string[] = [];
  if (!env.SECRET_KEY) problems.push(`SECRET_KEY must be set when INSTANCE_COUNT=${config.instanceCount} (${SECRET_KEY_WHY})`);
  // Several instances are several machines: an upload on one's disk would be a 404 on the others.
  if (config.storage.driver === 'local') {
    problems.push(
      `STORAGE_DRIVER=s3 (and S3_*) must be set when INSTANCE_COUNT=${config.instanceCount}: uploads on one instance's disk are missing on the others`,
    );
  }
  return problems;
}

/**
 * TRUST_PROXY as Fastify takes it. This Fastify ignores a bare number (it trusts no hop), so a hop count becomes
 * proxy-addr's function form: trust the socket's peer and the next `hops - 1` addresses from the right. (A count
 * trusts whoever connects directly too: use it only when the server is reachable through the proxies alone.)
 */
export function fastifyTrustProxy(value: false | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
