// Test helpers for the auth suites (not used by the server).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let ipCounter = 0;
/** A fresh client address per test keeps the per-IP rate limits of one test away from the next. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

const tempDirs: string[] = [];
/** A scratch DATA_DIR (the development outbox lands in it); removeTempDataDirs() deletes them all. */
export async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'receipts-auth-'));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDataDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A browser-like client: a cookie jar, the CSRF token fetched and echoed on unsafe requests, one client address. */
export function browser(app: FastifyInstance, ip = nextIp()) {
  const jar = new Map<string, string>();
  const client = {
    ip,
    jar,
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      if (method !== 'GET' && !jar.has('csrftoken')) await client.request('GET', '/api/csrf/');
      const cookie = client.cookieHeader();
      const response = await app.inject({
        method,
        url,
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(method !== 'GET' ? { 'x-csrftoken': jar.get('csrftoken') as string } : {}),
          ...headers,
        },
      });
      for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
        const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
        if (expired) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return response;
    },
    get: (url: string, headers?: Record<string, string>) => client.request('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => client.request('POST', url, payload, headers),
  };
  return client;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message in the development outbox addressed to `to`, oldest first, decoded enough to read links. */
export async function outboxMessages(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const messages: string[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(dir, file), 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im').test(raw)) messages.push(decodeQuotedPrintable(raw));
  }
  return messages;
}

/** The verification link in the newest message to `to`. */
export async function latestVerificationLink(dataDir: string, to: string): Promise<URL> {
  const messages = await outboxMessages(dataDir, to);
  const last = messages[messages.length - 1];
  const match = last && /https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>]+/.exec(last);
  if (!match) throw new Error(`no verification link mailed to ${to}`);
  return new URL(match[0]);
}

/** '/verify-email/{token}?email=…' (the page) → '/api/auth/email/verify/{token}/?email=…' (the API call). */
export function apiVerifyUrl(link: URL): string {
  const token = link.pathname.split('/').pop() as string;
  return `/api/auth/email/verify/${token}/${link.search}`;
}
