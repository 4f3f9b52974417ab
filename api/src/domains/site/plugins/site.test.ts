import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, createUserWithSession, type TestContext } from '../../../test/harness';
import { REPO_ROOT } from '../../../paths';
import { insertStatements } from '../../../test/content';

/** The first GETs the feed declares for its pages (mfe-feed/src/first-data.json), as its built manifest carries them. */
const FEED_FIRST_DATA = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mfe-feed', 'src', 'first-data.json'), 'utf8'));

/** A built site as the frontends' builds leave it: the shell's page and two remotes, precompressed. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-site-'));
  const write = (file: string, text: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><script defer src="/main.abc123.js"></script></head><body><div id="root"></div>' +
      '<div id="receipts-first-view"><main><!--receipts:first-view--></main></div></body></html>',
  );
  write('shell/dist/main.abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  for (const [folder, name] of [
    ['mfe-feed', 'mfe_feed'],
    ['mfe-admin-avatar', 'mfe_admin_avatar'],
  ]) {
    write(`${folder}/dist/remoteEntry.js`, `var ${name} = {};`);
    write(`${folder}/dist/routes.1234.js`, '/* routes */');
    // An mf-manifest.json as @module-federation/enhanced writes it, with our additions under metaData.receipts.
    write(
      `${folder}/dist/mf-manifest.json`,
      JSON.stringify({
        id: name,
        name,
        metaData: {
          name,
          buildInfo: { buildVersion: '1.2.3' },
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
          publicPath: 'auto',
          receipts: {
            // What each deployed remote declares it serves: '/whats-new' and '/staff-tools' are in no built-in table.
            routes:
              folder === 'mfe-feed'
                ? ['/', '/opinions', '/trending', '/statements/:id', '/whats-new']
                : ['/shows/:slug/avatar', '/staff-tools'],
            sharedContract: 0,
            // Who may load it: the avatar tools are staff-only (their remote.json says so; the build carries it).
            access: folder === 'mfe-feed' ? 'public' : 'staff',
            ...(folder === 'mfe-feed' ? { firstView: 'ssr/first-view.js', firstData: FEED_FIRST_DATA } : {}),
          },
        },
        exposes: [
          {
            id: `${name}:routes`,
            name: 'routes',
            path: './routes',
            assets: { js: { sync: ['routes.1234.js'], async: [] }, css: { sync: ['routes.1234.css'], async: [] } },
          },
        ],
        shared: [{ id: `${name}:react`, name: 'react', version: '19.1.0', requiredVersion: '^19.1.0', singleton: true }],
        remotes: [],
      }),
    );
  }
  // A remote of the site root that declares itself but is not built: found by its folder, its manifest unreadable.
  fs.mkdirSync(path.join(root, 'mfe-directory'));
  fs.writeFileSync(
    path.join(root, 'mfe-directory', 'remote.json'),
    JSON.stringify({ name: 'mfe_directory', area: 'directory', access: 'public', devPort: 3002, nav: [] }),
  );
  // The feed's server build: echoes what it was given; fails on /trending, renders nothing for /opinions.
  write(
    'mfe-feed/dist/ssr/first-view.js',
    `exports.renderFirstView = ({ pathname, search, answers }) => {
    if (pathname === '/trending') throw new Error('render failed');
    if (pathname === '/opinions') return null;
    return '<p>First view of ' + pathname + search + ' from ' + Object.keys(answers).sort().join(',') + ' $&</p>';
  };`,
  );
  return root;
}

let ctx: TestContext;
let siteRoot: string;
beforeAll(async () => {
  siteRoot = fakeSite();
  ctx = await createTestApp({ siteRoot, dataDir: path.join(siteRoot, '.data') });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const bootOf = (html: string) => JSON.parse(/<script id="receipts-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

describe('the shell page', () => {
  it('inlines the runtime config and the remotes map with each entry resolved from its manifest', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, private');
    expect(response.headers.vary).toContain('Cookie');
    const boot = bootOf(response.body);
    expect(boot.config).toMatchObject({ apiBaseUrl: '/api' });
    expect(boot.remotes.mfe_feed).toEqual({
      manifest: '/remotes/mfe-feed/mf-manifest.json',
      access: 'public',
      entry: '/remotes/mfe-feed/remoteEntry.js',
      version: '1.2.3',
      routes: ['/', '/opinions', '/trending', '/statements/:id', '/whats-new'],
      requires: { react: '^19.1.0' },
      sharedContract: 0,
      firstData: FEED_FIRST_DATA,
    });
    // A remote whose manifest cannot be read is left to the browser, which reads it itself and retries.
    expect(boot.remotes.mfe_directory).toEqual({ manifest: '/remotes/mfe-directory/mf-manifest.json', access: 'public' });
  });

  it("answers the page's first requests into it, for the session cookie it came with", async () => {
    const visitor = bootOf((await page('/')).body).data;
    const firstPage = { status: 200, body: { results: [], next_cursor: null } };
    expect(visitor['content-api/statements/?cursor=first&per_page=10']).toEqual(firstPage);
    // The order the URL names (?sort= is the API's sort_by) is the one inlined.
    const top = bootOf((await page('/?sort=top&window=month')).body).data;
    expect(top['content-api/statements/?cursor=first&per_page=10&sort_by=top&window=month']).toEqual(firstPage);
    expect(visitor['content-api/trending/?per_page=3&tab=predictions&window=week']).toEqual({ status: 200, body: [] });
    expect(visitor['auth/user/?'].status).toBe(401);

    const { user, token } = await createUserWithSession(ctx);
    const member = bootOf((await page('/', { cookie: `sessionid=${token}` })).body).data;
    expect(member['auth/user/?']).toMatchObject({ status: 200, body: { user: { id: user.id } } });
    expect(member['content-api/statements/?cursor=first&per_page=10']).toEqual(firstPage);
    expect(bootOf((await page('/statements/999999')).body).data['content-api/statements/999999/?'].status).toBe(404);
    expect(Object.keys(bootOf((await page('/about')).body).data)).toEqual(['auth/user/?']);
    // What to ask for is the page's remote's say (its manifest): the directory's cannot be read here.
    expect(Object.keys(bootOf((await page('/commentators')).body).data)).toEqual(['auth/user/?']);
  });

  it('inlines neither a hidden statement nor its comments into its page, for visitors and members alike', async () => {
    const author = await createUserWithSession(ctx);
    const staff = await createUserWithSession(ctx, { isStaff: true });
    const fan = await createUserWithSession(ctx);
    const [id] = await insertStatements(ctx, [{ userId: author.user.id, title: 'Soon hidden' }]);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: fan.headers,
      payload: { statement: id, text: 'A comment only the thread should show' },
    });
    expect(posted.statusCode).toBe(201);
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/moderation/actions/',
      headers: staff.headers,
      payload: { target_type: 'statement', target_id: id, action: 'hide', reason: 'Spam' },
    });
    expect(hidden.statusCode).toBe(200);
    for (const headers of [{}, { cookie: `sessionid=${fan.token}` }] as Record<string, string>[]) {
      const html = (await page(`/statements/${id}`, headers)).body;
      const data = bootOf(html).data;
      expect([data[`content-api/statements/${id}/?`].status, data[`content-api/statements/${id}/comments/?`].status]).toEqual([404, 404]);
      expect(html).not.toContain('A comment only the thread should show');
    }
  });

  it("names the opened page's remote files for the shell's loader, and never a staff-only remote's", async () => {
    const home = (await page('/')).body;
    expect(home).toContain('<meta name="receipts-preload" content="/remotes/mfe-feed/remoteEntry.js">');
    expect(home).toContain('<meta name="receipts-preload" content="/remotes/mfe-feed/routes.1234.js">');
    // With a first view in the page, the remote's styles are needed for the first paint.
    expect(home).toContain('<link rel="stylesheet" href="/remotes/mfe-feed/routes.1234.css">');
    expect((await page('/opinions')).body).toContain('<link rel="preload" as="style" href="/remotes/mfe-feed/routes.1234.css">');
    expect((await page('/statements/12')).body).toContain('content="/remotes/mfe-feed/remoteEntry.js"');
    const avatar = (await page('/shows/some-show/avatar')).body;
    expect(avatar).not.toContain('receipts-preload');
    expect(avatar).not.toContain('rel="preload"');
    expect((await page('/about')).body).not.toContain('receipts-preload');
  });

  it("finds the opened page's remote by the routes the deployed remotes declare, staff-only ones never", async () => {
    // Declared only by the deployed feed: preloaded and rendered like any of its pages.
    const added = (await page('/whats-new')).body;
    expect(added).toContain('<meta name="receipts-preload" content="/remotes/mfe-feed/remoteEntry.js">');
    expect(added).toContain('<main><div data-location="/whats-new"><p>First view of /whats-new');
    // In the built-in table but not declared by this deploy of the feed: nobody's page.
    expect((await page('/predictions')).body).not.toContain('receipts-preload');
    // A staff-only remote's declared path: still nothing of it in the page.
    const staff = (await page('/staff-tools')).body;
    expect(staff).not.toContain('receipts-preload');
    expect(staff).not.toContain('mfe-admin-avatar/routes');
  });

  it("renders the page's first view into the HTML with its remote's server build, from the inlined answers", async () => {
    const home = (await page('/?search=x')).body;
    expect(home).toContain(
      '<main><div data-location="/?search=x"><p>First view of /?search=x from auth/user/?,content-api/statements/?cursor=first&per_page=10&search=x,' +
        'content-api/trending/?per_page=3&tab=predictions&window=week $&</p></div></main>',
    );
    // Not for the shell's own pages, nor when the remote renders nothing or fails: the page is served all the same.
    for (const url of ['/about', '/opinions', '/trending']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<main><!--receipts:first-view--></main>');
    }
  });

  it("never serves a remote's server build to browsers", async () => {
    expect((await ctx.app.inject({ url: '/remotes/mfe-feed/ssr/first-view.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/remotes/mfe-feed/routes.1234.js' })).statusCode).toBe(200);
  });

  it('keeps boot data from closing its script element', async () => {
    const html = (await page('/</script><script>alert(1)</script>')).body;
    expect(html.match(/<\/script>/g)?.length).toBe((await page('/')).body.match(/<\/script>/g)?.length);
  });

  it('compresses the page when the browser accepts it', async () => {
    const response = await page('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('receipts-boot');
  });
});

describe('static files', () => {
  it('serves the precompressed file the browser accepts, cached for a year when hashed', async () => {
    const br = await ctx.app.inject({ url: '/main.abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx.app.inject({ url: '/main.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/main.abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('revalidates entries and manifests, whose names never change', async () => {
    for (const url of ['/remotes/mfe-feed/remoteEntry.js', '/remotes/mfe-feed/mf-manifest.json']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('compresses API JSON above 1 KiB only', async () => {
    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const docs = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
  });
});
