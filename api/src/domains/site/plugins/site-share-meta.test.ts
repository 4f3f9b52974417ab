import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commentators, podcasts, shows } from '../../../db/schema';
import { REPO_ROOT } from '../../../paths';
import { insertStatements } from '../../../test/content';
import { createTestApp, createUserWithSession, type TestContext } from '../../../test/harness';
import { excerpt } from './share-meta';

const ORIGIN = 'https://receipts.example';
const ICON = `${ORIGIN}/icons/icon-512.png`;
const NASTY = 'Lakers & Celtics "><script>alert(1)</script>';
const LONG_BODY = `${'Defence wins titles and depth wins seasons. '.repeat(8)}The end.`;

let ctx: TestContext;
let siteRoot: string;
let statementId: number;
let fan: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-share-'));
  fs.mkdirSync(path.join(siteRoot, 'shell/dist'), { recursive: true });
  // As the shell's template: its own title and description, which the page's replace.
  fs.writeFileSync(
    path.join(siteRoot, 'shell/dist/index.html'),
    '<!doctype html><html><head><meta name="description" content="Template text" /><title>Receipts</title></head>' +
      '<body><div id="root"></div><main><!--receipts:first-view--></main></body></html>',
  );
  // The feed and the directory as built: their manifests declare their routes and first GETs, which the page inlines.
  for (const folder of ['mfe-feed', 'mfe-directory']) {
    const source = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, folder, 'src', file), 'utf8'));
    fs.mkdirSync(path.join(siteRoot, folder, 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(siteRoot, folder, 'dist', 'mf-manifest.json'),
      JSON.stringify({
        name: folder.replace('-', '_'),
        metaData: {
          buildInfo: { buildVersion: '1.0.0' },
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          receipts: { routes: source('route-patterns.json'), firstData: source('first-data.json'), sharedContract: 0 },
        },
        exposes: [],
        shared: [],
      }),
    );
  }
  ctx = await createTestApp({ siteRoot, publicOrigin: ORIGIN, dataDir: path.join(siteRoot, '.data') });
  fan = await createUserWithSession(ctx, {
    username: 'ana_fan',
    name: 'Ana Fan',
    displayName: 'Ana <The Oracle>',
    bio: 'Calls it early.',
    photoUrl: '/uploads/avatars/ana.png',
  });
  [statementId] = await insertStatements(ctx, [{ userId: fan.user.id, title: NASTY, body: LONG_BODY, statementType: 'prediction' }]);
  const { db } = ctx.database;
  await db
    .insert(commentators)
    .values({ slug: 'bo-baker', name: 'Bo Baker', bio: 'Former QB.', photoUrl: '/demo-images/person/bo-baker.svg' });
  await db
    .insert(podcasts)
    .values({ slug: 'hoops-hour', name: 'Hoops Hour', description: 'Basketball, weekly.', photoUrl: 'https://cdn.example/hoops.jpg' });
  await db.insert(shows).values({ slug: 'game-night', name: 'Game Night', description: null, photoUrl: '/uploads/shows/night.png' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  expect(response.statusCode).toBe(200);
  return response;
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('link preview meta', () => {
  it('describes a statement, escaped, with absolute URLs and the client’s title', async () => {
    for (const url of [`/statements/${statementId}`, `/opinions/${statementId}/`]) {
      const html = head((await page(url)).body);
      const title = 'Lakers &amp; Celtics &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
      expect(html).toContain(`<title>${title} · Receipts</title>`);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('Template text');
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'twitter:title')).toBe(title);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:site_name')).toBe('Receipts');
      expect(meta(html, 'og:url')).toBe(`${ORIGIN}/statements/${statementId}`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/statements/${statementId}">`);
      // The author's avatar, stored relative to this origin.
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/avatars/ana.png`);
      expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}/uploads/avatars/ana.png`);
      expect(meta(html, 'twitter:card')).toBe('summary');
      const description = meta(html, 'og:description')!;
      expect(description).toBe(excerpt(LONG_BODY));
      expect(meta(html, 'description')).toBe(description);
      expect(meta(html, 'twitter:description')).toBe(description);
    }
  });

  it('describes directory entries with their own text and photo, else the site’s', async () => {
    const commentator = head((await page('/commentators/bo-baker')).body);
    expect(commentator).toContain('<title>Bo Baker · Receipts</title>');
    expect(meta(commentator, 'og:description')).toBe('Former QB.');
    expect(meta(commentator, 'og:type')).toBe('website');
    expect(meta(commentator, 'og:url')).toBe(`${ORIGIN}/commentators/bo-baker`);
    // The demo seed's drawn SVGs are not shown by previewers.
    expect(meta(commentator, 'og:image')).toBe(ICON);

    const podcast = head((await page('/podcasts/hoops-hour')).body);
    expect(meta(podcast, 'og:title')).toBe('Hoops Hour');
    expect(meta(podcast, 'og:description')).toBe('Basketball, weekly.');
    expect(meta(podcast, 'og:image')).toBe('https://cdn.example/hoops.jpg');

    const show = head((await page('/shows/game-night')).body);
    expect(show).toContain('<title>Game Night · Receipts</title>');
    expect(meta(show, 'og:description')).toBe('Receipts: sports fans&#39; predictions and hot takes, tracked and ranked.');
    expect(meta(show, 'og:image')).toBe(`${ORIGIN}/uploads/shows/night.png`);
  });

  it('describes a profile with public fields only, for visitors and members alike', async () => {
    for (const headers of [{}, { cookie: `sessionid=${fan.token}` }] as Record<string, string>[]) {
      const response = await page('/profile/ana_fan', headers);
      const html = head(response.body);
      expect(html).toContain('<title>Ana &lt;The Oracle&gt; · Receipts</title>');
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'og:description')).toBe('Calls it early.');
      expect(meta(html, 'og:url')).toBe(`${ORIGIN}/profile/ana_fan`);
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/avatars/ana.png`);
      // The member's own user record is in the boot data; the preview never carries it.
      expect(html.slice(0, html.indexOf('<script id="receipts-boot"'))).not.toContain(fan.user.email);
      expect(response.headers['cache-control']).toBe('no-cache, private');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('keeps the generic site meta for unknown entities and other pages', async () => {
    const urls = [
      '/statements/999999',
      '/statements/abc',
      '/opinions/0',
      '/commentators/nobody',
      '/podcasts/no%20such',
      '/profile/nobody',
      '/about',
      '/',
    ];
    for (const url of urls) {
      const html = head((await page(url)).body);
      expect(html).toContain('<title>Receipts</title>');
      expect(meta(html, 'og:title')).toBe('Receipts');
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:site_name')).toBe('Receipts');
      expect(meta(html, 'og:image')).toBe(ICON);
      expect(meta(html, 'description')).toContain('sports fans');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html.includes('rel="canonical"')).toBe(url === '/');
    }
    expect(meta(head((await page('/')).body), 'og:url')).toBe(`${ORIGIN}/`);
  });

  it('previews and inlines nothing of a statement moderators hid', async () => {
    const [hidden] = await insertStatements(ctx, [{ userId: fan.user.id, title: 'Secret spam title', body: 'Spam body' }]);
    const staff = await createUserWithSession(ctx, { isStaff: true });
    const hide = { target_type: 'statement', target_id: hidden, action: 'hide', reason: 'Spam' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/moderation/actions/', headers: staff.headers, payload: hide })).statusCode,
    ).toBe(200);
    const html = (await page(`/statements/${hidden}`)).body;
    expect(meta(head(html), 'og:title')).toBe('Receipts');
    expect(html).not.toContain('Secret spam title');
    // Its author's own page still carries it, marked hidden with the reason (what the page shows them).
    const own = (await page(`/statements/${hidden}`, { cookie: `sessionid=${fan.token}` })).body;
    expect(own).toContain('"moderation":{"state":"hidden","reason":"Spam","appealable":true,"appeal":null}');
  });

  it('adds only a few hundred bytes', async () => {
    const html = head((await page(`/statements/${statementId}`)).body);
    const tags = html.slice(html.indexOf('<meta name="description"'), html.indexOf('<script id="receipts-boot"'));
    expect(tags.length).toBeLessThan(1500);
  });
});

describe('excerpt', () => {
  it('keeps short text whole and cuts long text on a word boundary with an ellipsis', () => {
    expect(excerpt('  Short\n\ntext ')).toBe('Short text');
    const cut = excerpt(LONG_BODY);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('…')).toBe(true);
    expect(LONG_BODY.startsWith(cut.slice(0, -1))).toBe(true);
    expect(LONG_BODY[cut.length - 1]).toMatch(/[ .]/);
    expect(excerpt('x'.repeat(300))).toBe(`${'x'.repeat(199)}…`);
  });
});
