import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNTS, REMOTES, ROOT } from '../support/env';
import { signIn } from '../support/session';

// Axe finds no serious or critical WCAG 2.1 A/AA violation on any route of the site's route table,
// light and dark, wide and phone-sized, each page analysed once its real content is shown.

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** The shell's theme key (shell/src/features/theme/theme-mode.ts), read by the boot script before first paint. */
const THEME_STORAGE_KEY = 'receipts.theme';

/** Pages the shell renders itself, besides every remote's paths from the route contract. */
const SHELL_ROUTES = [
  '/about',
  '/advertise',
  '/feature-requests',
  '/terms',
  '/privacy',
  '/verify-email/:token',
  '/auth-check',
  '/login',
  '/reset-password/:token',
];
/** Each remote's paths as the remote itself declares them (its src/route-patterns.json, which its manifest carries). */
const REMOTE_ROUTES: Record<string, string[]> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, JSON.parse(fs.readFileSync(path.join(ROOT, remote.folder, 'src', 'route-patterns.json'), 'utf8'))]),
);
/** The profile remote's pages other than a public profile are the member's own (/my-activity, /settings…). */
const MEMBER_ROUTES = new Set(REMOTE_ROUTES.mfe_profile.filter((route) => route !== '/profile/:username'));
/** Staff-only remotes' pages, as each remote declares its access in its remote.json. */
const STAFF_ROUTES = new Set(REMOTES.filter((remote) => remote.access === 'staff').flatMap((remote) => REMOTE_ROUTES[remote.name]));

interface Seeded {
  prediction: number;
  opinion: number;
  game: number;
  commentator: string;
  podcast: string;
  show: string;
  author: string;
}

async function firstOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  const [first] = (await response.json()) as T[];
  expect(first, `${url} returned nothing`).toBeTruthy();
  return first;
}

async function firstGame(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/games/');
  expect(response.ok(), `/api/games/: ${response.status()}`).toBe(true);
  const [first] = ((await response.json()) as { results: { id: number }[] }).results;
  expect(first, '/api/games/ returned no game').toBeTruthy();
  return first.id;
}

async function seededData(request: APIRequestContext): Promise<Seeded> {
  const list = '/api/content-api/statements/?page=1&per_page=1';
  const prediction = await firstOf<{ id: number; user: { username: string } }>(request, `${list}&type=prediction`);
  const opinion = await firstOf<{ id: number }>(request, `${list}&type=opinion`);
  const slug = async (collection: string) => (await firstOf<{ slug: string }>(request, `/api/${collection}/?sort=popular`)).slug;
  return {
    prediction: prediction.id,
    opinion: opinion.id,
    game: await firstGame(request),
    commentator: await slug('commentators'),
    podcast: await slug('podcasts'),
    show: await slug('shows'),
    author: prediction.user.username,
  };
}

/** A route pattern with its parameters taken from the seeded data. */
function fill(pattern: string, seeded: Seeded, username: string): string {
  const collection = pattern.split('/')[1];
  return pattern
    .replace(':id', String(collection === 'opinions' ? seeded.opinion : collection === 'games' ? seeded.game : seeded.prediction))
    .replace(':slug', collection === 'podcasts' ? seeded.podcast : collection === 'shows' ? seeded.show : seeded.commentator)
    .replace(':username', username)
    .replace(':token', 'not-a-real-token');
}

/** Waits for the page itself: no server first view left on top, no skeleton or spinner, a heading shown. */
async function waitForContent(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('receipts-first-view') &&
      !document.querySelector('[aria-busy="true"], [role="progressbar"]') &&
      document.querySelector('main h1'),
    undefined,
    { timeout: 30_000 },
  );
  await expect(page.locator('main h1').first()).toBeVisible();
}

type Problem = string;

/** Every impact axe reports, for the main pages: minor and moderate findings fail them too. */
const ALL_IMPACTS = new Set(['minor', 'moderate', 'serious', 'critical']);

async function analyse(page: Page, path: string, label: string, impacts: Set<string> = BLOCKING_IMPACTS): Promise<Problem[]> {
  await page.goto(path);
  await waitForContent(page);
  // Legacy mode runs axe in the page itself; the default opens and closes a blank page per analysis to merge
  // results from cross-origin frames, which these pages do not have. Only violations are collected in full.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => impacts.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${summary(node.failureSummary)}`).join('\n');
      return `${label} ${path}: [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    });
}

/** axe's "Fix any of the following:\n  reason" without the heading. */
const summary = (failure = '') =>
  failure
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .join(' ');

/** Analyses the routes on `pages` in parallel (the pages share the context's session). */
async function analyseAll(pages: Page[], paths: string[], label: string, impacts?: Set<string>): Promise<Problem[]> {
  const queue = [...paths];
  const found: Problem[][] = await Promise.all(
    pages.map(async (page) => {
      const mine: Problem[] = [];
      for (let path = queue.shift(); path; path = queue.shift()) mine.push(...(await analyse(page, path, label, impacts)));
      return mine;
    }),
  );
  return found.flat().sort();
}

const PUBLIC_ROUTES = [
  ...Object.values(REMOTE_ROUTES)
    .flat()
    .filter((route) => !MEMBER_ROUTES.has(route) && !STAFF_ROUTES.has(route)),
  ...SHELL_ROUTES,
];

/** The session a sweep runs in, and the paths it analyses there. */
interface Sweep {
  account?: (typeof ACCOUNTS)[keyof typeof ACCOUNTS];
  paths: (seeded: Seeded, username: string) => string[];
}

const SWEEPS: Record<'visitor' | 'member' | 'staff', Sweep> = {
  visitor: { paths: (seeded) => PUBLIC_ROUTES.map((route) => fill(route, seeded, seeded.author)) },
  member: {
    account: ACCOUNTS.fan,
    paths: (seeded, fan) => [...MEMBER_ROUTES, '/profile/:username', '/statements/:id'].map((route) => fill(route, seeded, fan)),
  },
  staff: { account: ACCOUNTS.staff, paths: (seeded, username) => [...STAFF_ROUTES].map((route) => fill(route, seeded, username)) },
};

/** The signed-in account's username, or the seeded author's for a visitor. */
async function usernameOf(page: Page, seeded: Seeded, signedIn: boolean): Promise<string> {
  if (!signedIn) return seeded.author;
  const me = await page.request.get('/api/auth/user/');
  return ((await me.json()) as { user: { username: string } }).user.username;
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    for (const [role, sweep] of Object.entries(SWEEPS)) {
      test(`no serious or critical axe violation on any ${role} route, ${theme} mode, ${width} px`, async ({ browser, request }) => {
        // Up to 25 analyses: well under a minute on an idle machine, several when other suites share its cores.
        test.setTimeout(420_000);
        const seeded = await seededData(request);
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [THEME_STORAGE_KEY, theme] as const);
        const pages = [await context.newPage(), await context.newPage()];
        const problems: Problem[] = [];
        try {
          if (sweep.account) await signIn(pages[0], sweep.account);
          const username = await usernameOf(pages[0], seeded, Boolean(sweep.account));
          problems.push(...(await analyseAll(pages, sweep.paths(seeded, username), role)));
        } finally {
          await context.close();
        }
        expect(problems.length, `axe (${WCAG_TAGS.join(', ')}), ${theme} mode, ${width} px:\n${problems.join('\n')}\n`).toBe(0);
      });
    }
  }
}

/**
 * The pages a fan spends their time on, held to every WCAG 2.1 A/AA rule axe has at every impact (no rule is turned
 * off): the feed, a statement, trending, the leaderboards, the commentators and one of them, a profile, and signed in
 * the create form and settings. Each runs in both modes at a desktop and a phone width, and the mode is checked to be
 * the one painted, so a renamed theme key cannot pass the dark run in light mode.
 */
for (const theme of THEMES) {
  test(`the main pages have no axe violation of any impact, ${theme} mode`, async ({ browser, request }) => {
    test.setTimeout(420_000);
    const seeded = await seededData(request);
    const visitorPaths = [
      '/',
      `/statements/${seeded.prediction}`,
      '/trending',
      '/leaderboards',
      '/leaderboards?board=fans',
      '/commentators',
      `/commentators/${seeded.commentator}`,
      `/profile/${seeded.author}`,
    ];
    const memberPaths = ['/create-prediction', '/create-opinion', '/settings'];
    const problems: Problem[] = [];
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [THEME_STORAGE_KEY, theme] as const);
      const pages = [await context.newPage(), await context.newPage()];
      try {
        await pages[0].goto('/');
        await expect(pages[0].locator('html')).toHaveAttribute('data-theme', theme);
        problems.push(...(await analyseAll(pages, visitorPaths, `visitor ${width} px`, ALL_IMPACTS)));
        await signIn(pages[0], ACCOUNTS.fan);
        problems.push(...(await analyseAll(pages, memberPaths, `member ${width} px`, ALL_IMPACTS)));
      } finally {
        await context.close();
      }
    }
    expect(problems.length, `axe (${WCAG_TAGS.join(', ')}, every impact), ${theme} mode:\n${problems.join('\n')}\n`).toBe(0);
  });
}
