import { inlineBootData, removeInlineBootData, TEST_CONFIG } from '../../testing/boot-files';
import { forgetBootData, RemoteVersionError } from '../../federation';
import { forgetSentReports, sendClientError } from './client-error-sender';

let calls: { url: string; init?: RequestInit }[];
const posted = () => calls.filter((call) => call.url === '/api/client-errors/').map((call) => JSON.parse(call.init!.body as string));

beforeEach(() => {
  forgetBootData();
  forgetSentReports();
  removeInlineBootData();
  inlineBootData({
    config: TEST_CONFIG,
    remotes: { mfe_directory: { manifest: '/remotes/mfe-directory/mf-manifest.json', version: '2.0.0' } },
  });
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === '/api/csrf/') {
      document.cookie = 'csrftoken=fresh-token; path=/';
      return { ok: true, status: 200, json: async () => ({ csrfToken: 'fresh-token' }) };
    }
    return { ok: true, status: 204 };
  }) as unknown as typeof fetch;
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState({}, '', '/commentators?token=secret');
});

describe('sendClientError', () => {
  it("posts the report with the remote's version and the page's path (no query), with a CSRF token and keepalive", async () => {
    const refusal = new RemoteVersionError('refused', 'mfe_directory', 'newer');
    await sendClientError({ kind: 'version-refused', remote: 'mfe_directory', error: refusal });
    // A visitor with no CSRF cookie asks for one first.
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf/', '/api/client-errors/']);
    const post = calls[1].init!;
    expect(post).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(post.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrftoken': 'fresh-token' });
    // A refusal's stack is the loader's: not sent.
    expect(posted()).toEqual([
      { kind: 'version-refused', remote: 'mfe_directory', message: 'RemoteVersionError: refused', version: '2.0.0', path: '/commentators' },
    ]);
  });

  it('sends a render error with its stack, cut to size, using the CSRF cookie the browser has', async () => {
    document.cookie = 'csrftoken=known; path=/';
    await sendClientError({ kind: 'render', error: new Error('x'.repeat(5000)) });
    expect(calls.map((call) => call.url)).toEqual(['/api/client-errors/']);
    expect(calls[0].init!.headers).toMatchObject({ 'x-csrftoken': 'known' });
    const [report] = posted();
    expect(report.message).toHaveLength(1000);
    expect(report.stack.length).toBeLessThanOrEqual(4000);
  });

  it('sends each error once, and at most ten a page', async () => {
    document.cookie = 'csrftoken=known; path=/';
    await sendClientError({ kind: 'unhandled-rejection', error: 'offline' });
    await sendClientError({ kind: 'unhandled-rejection', error: 'offline' });
    for (let i = 0; i < 20; i += 1) await sendClientError({ kind: 'unhandled-rejection', error: `boom ${i}` });
    expect(posted()).toHaveLength(10);
    expect(posted()[0]).toEqual({ kind: 'unhandled-rejection', message: 'offline', path: '/commentators' });
  });
});
