import { BOOT_ELEMENT_ID, type RuntimeConfig } from '@receipts/shared';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  environment: 'test',
  firebase: null,
  contact: { email: 'hello@receipts.test', socials: [] },
};

type FakeResponse = { ok: boolean; status: number; json?: () => Promise<unknown> };
const ok = (body: unknown): FakeResponse => ({ ok: true, status: 200, json: async () => body });

/**
 * A development server: no boot data in the page, so the shell asks for /runtime-config.json and
 * /remotes.json. Installs a fake `fetch` that answers each by its URL (404 for anything else).
 */
export function serveBootFiles({
  config = TEST_CONFIG,
  remotes = {},
}: { config?: RuntimeConfig | FakeResponse; remotes?: unknown } = {}): jest.Mock {
  const fake = jest.fn(async (url: string) => {
    if (url === '/runtime-config.json') return 'ok' in (config as object) ? config : ok(config);
    if (url === '/remotes.json') return ok(remotes);
    return { ok: false, status: 404 };
  });
  global.fetch = fake as unknown as typeof fetch;
  return fake;
}

/** What the server writes into index.html: `<script id="receipts-boot" type="application/json">`. */
export function inlineBootData(data: unknown, doc: Document = document): HTMLScriptElement {
  doc.getElementById(BOOT_ELEMENT_ID)?.remove();
  const script = doc.createElement('script');
  script.id = BOOT_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  doc.head.appendChild(script);
  return script;
}

export function removeInlineBootData(doc: Document = document): void {
  doc.getElementById(BOOT_ELEMENT_ID)?.remove();
}

/** Fetch URLs in call order. */
export const fetchedUrls = (fake: jest.Mock): string[] => fake.mock.calls.map(([url]) => String(url));
