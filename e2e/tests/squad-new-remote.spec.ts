import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL, REMOTES_MAP_FILE, ROOT, TMP } from '../support/env';
import { recordRequests, signIn } from '../support/session';

/*
 * A new squad's area without anyone else's release: `npm run new-remote` scaffolds a remote into the repository (a
 * folder matching mfe-*, so a workspace of its own), `npm run build -w` builds it, `npm run deploy -w … -- --to`
 * publishes it beside the running production server's remotes map. The next page load has its page in the shell's
 * frame and its nav item; the shell's and the API's builds are untouched and the server process is the same one.
 * A staff-only one is neither listed nor fetched for a visitor, and is for staff.
 */

const PUBLIC_REMOTE = { folder: 'mfe-e2e-leagues', name: 'mfe_e2e_leagues', route: '/e2e-leagues', title: 'E2E Leagues' };
const STAFF_REMOTE = { folder: 'mfe-e2e-vault', name: 'mfe_e2e_vault', route: '/e2e-vault', title: 'E2E Vault' };
const SCAFFOLDED = [PUBLIC_REMOTE, STAFF_REMOTE];

const npm = (...args: string[]) => execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** What identifies a build without touching it: each file's mtime and a hash of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const prints: Record<string, string> = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    prints[file] = `${fs.statSync(full).mtimeMs}:${createHash('sha256').update(fs.readFileSync(full)).digest('hex')}`;
  }
  return prints;
}

async function instance(): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/api/health`);
  return ((await response.json()) as { instance: string }).instance;
}

function cleanUp() {
  for (const { folder } of SCAFFOLDED) fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true });
}

test.beforeAll(cleanUp);
test.afterAll(() => {
  cleanUp();
  // Retired on purpose, so later specs see the site as it was (the registry keeps remotes that leave the map).
  const map = JSON.parse(fs.readFileSync(REMOTES_MAP_FILE, 'utf8')) as Record<string, unknown>;
  for (const { name } of SCAFFOLDED) if (name in map) map[name] = { retired: true };
  fs.writeFileSync(REMOTES_MAP_FILE, JSON.stringify(map, null, 2));
});

test('a scaffolded remote, built and deployed alone, is on the running site at the next load: its page and its nav item', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const shellBefore = fingerprint(path.join(ROOT, 'shell', 'dist'));
  const apiBefore = fingerprint(path.join(ROOT, 'api', 'dist'));
  const instanceBefore = await instance();

  // Before: nobody serves the path (the shell sends it home) and the sidebar has no such link.
  await page.goto(PUBLIC_REMOTE.route);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: PUBLIC_REMOTE.title })).toHaveCount(0);

  for (const remote of SCAFFOLDED) {
    const access = remote === STAFF_REMOTE ? ['--access', 'staff'] : [];
    npm('run', 'new-remote', '--', remote.folder, '--route', remote.route, '--title', remote.title, ...access);
    npm('run', 'build', '-w', remote.folder);
    expect(npm('run', 'deploy', '-w', remote.folder, '--', '--to', TMP)).toMatch(
      new RegExp(`${remote.name} 0\\.1\\.0-[0-9a-f]{10}: published .* serving everyone`),
    );
  }

  // The next load: the page in the shell's frame, its nav item among the main links.
  const visitorRequests = recordRequests(page);
  await page.goto(PUBLIC_REMOTE.route);
  await expect(page.getByRole('main').getByRole('heading', { name: PUBLIC_REMOTE.title, level: 1 })).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: PUBLIC_REMOTE.title });
  await expect(link).toHaveAttribute('href', PUBLIC_REMOTE.route);
  await page.goto('/');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_REMOTE.route}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: PUBLIC_REMOTE.title, level: 1 })).toBeVisible();

  // The staff-only one: not listed for a visitor, nothing of it fetched, not even on its own path.
  await page.goto(STAFF_REMOTE.route);
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: STAFF_REMOTE.title })).toHaveCount(0);
  expect(visitorRequests.filter((url) => url.includes(STAFF_REMOTE.folder))).toEqual([]);
  const html = await (await page.request.get(STAFF_REMOTE.route, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain(STAFF_REMOTE.folder);

  // Staff: listed, and its page loads.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/');
  const staffLink = staff.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: STAFF_REMOTE.title });
  await expect(staffLink).toHaveAttribute('href', STAFF_REMOTE.route);
  await staffLink.click();
  await expect(staff.getByRole('main').getByRole('heading', { name: STAFF_REMOTE.title, level: 1 })).toBeVisible();
  await staffContext.close();

  // No release of anyone else: the shell's and the API's builds are byte for byte (and mtime) the same, and the
  // same server process answered throughout.
  expect(fingerprint(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  expect(fingerprint(path.join(ROOT, 'api', 'dist'))).toEqual(apiBefore);
  expect(await instance()).toBe(instanceBefore);
});
