import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { verificationLinkFor } from '../support/outbox';
import { signIn } from '../support/session';

// A fan on a phone, with one thumb: the account is reachable from the top bar and the drawer, every control is a
// 44 × 44 px target in both modes, the verification link reads right, and a visitor's vote offers a way in.

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const THEME_STORAGE_KEY = 'receipts.theme';
const MIN_TARGET = 44;

test.use({ viewport: PHONE });

/** Waits for the page itself: no server first view left, no skeleton or spinner, a heading shown. */
async function waitForContent(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('receipts-first-view') &&
      !document.querySelector('[aria-busy="true"], [role="progressbar"]') &&
      document.querySelector('main h1'),
    undefined,
    { timeout: 30_000 },
  );
}

async function firstStatement(page: Page): Promise<{ id: number; title: string; user: { username: string } }> {
  const [statement] = (await (await page.request.get('/api/content-api/statements/?per_page=1')).json()) as {
    id: number;
    title: string;
    user: { username: string };
  }[];
  return statement;
}

async function logInInDialog(page: Page, account: { email: string; password: string }) {
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Email' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Every visible interactive control smaller than 44 × 44 CSS px. A checkbox or radio counts with its label (the
 * label is its target); a link inside running text is exempt, as WCAG's target-size rule exempts it.
 */
function smallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
    ].join(',');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const input = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element : null;
      const target: HTMLElement = (input && (input.closest('label') ?? input.labels?.[0])) || element;
      const box = target.getBoundingClientRect();
      // Not laid out, or visually hidden (1 px): nothing to touch.
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const own = element.textContent?.trim().length ?? 0;
        const around = element.parentElement?.textContent?.trim().length ?? 0;
        if (around > own) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.tagName;
        found.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, minimum);
}

test('a signed-in fan on a phone reaches every account entry from the top bar and from the drawer', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  for (const viewport of [PHONE, SMALL_PHONE]) {
    await page.setViewportSize(viewport);
    await page.reload();
    const avatar = page.getByRole('button', { name: 'Account menu' });
    const create = page.locator('header').getByRole('button', { name: 'Create' });
    await expect(avatar).toBeVisible();
    const avatarBox = (await avatar.boundingBox())!;
    const createBox = (await create.boundingBox())!;
    expect(avatarBox.x + avatarBox.width, `avatar inside ${viewport.width} px`).toBeLessThanOrEqual(viewport.width - 4);
    expect(createBox.x + createBox.width, 'Create clear of the avatar').toBeLessThanOrEqual(avatarBox.x);
    expect(avatarBox.width).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(avatarBox.height).toBeGreaterThanOrEqual(MIN_TARGET);
  }
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  for (const entry of [/View Profile/, /My Activity/, /Achievements/, /Settings/, /Log Out/]) {
    await expect(menu.getByRole('menuitem', { name: entry })).toBeInViewport({ ratio: 1 });
  }
  // The achievements line is the member's own count, the one /achievements shows.
  const count = menu.getByText(/^\d+ of \d+ unlocked$/);
  await expect(count).toBeVisible();
  const line = (await count.textContent()) ?? '';
  await menu.getByRole('menuitem', { name: /Achievements/ }).click();
  await expect(page.getByRole('main').getByText(line, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Settings/ })
    .click();
  await expect(page).toHaveURL(/\/settings$/);

  // The drawer lists the same account entries, then Log Out.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const account = page.getByRole('region', { name: 'Account' });
  for (const entry of [/View Profile/, 'My Activity', /Achievements/, 'Analyst Program', 'Settings', 'Advertise on Receipts']) {
    await expect(account.getByRole('link', { name: entry })).toBeVisible();
  }
  await account.getByRole('link', { name: 'My Activity' }).click();
  await expect(page).toHaveURL(/\/my-activity$/);
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test('the drawer has a labelled dark-mode switch, and the logo still toggles the mode', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  await expect(dark).toHaveAttribute('aria-checked', 'false');
  await dark.click();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /switch to light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(dark).toHaveAttribute('aria-checked', 'false');
});

for (const theme of ['light', 'dark'] as const) {
  test(`every visible control on the main pages is at least 44 × 44 px at 390 px, ${theme} mode`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [THEME_STORAGE_KEY, theme] as const);
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      const statement = await firstStatement(page);
      const [commentator] = (await (await request.get('/api/commentators/?sort=popular')).json()) as { slug: string }[];
      const visitorPages = [
        '/',
        '/trending',
        '/leaderboards',
        '/predictions',
        '/opinions',
        '/insights',
        `/statements/${statement.id}`,
        '/commentators',
        `/commentators/${commentator.slug}`,
        `/profile/${statement.user.username}`,
        '/how-scoring-works',
        '/search?q=the',
      ];
      const check = async (path: string, label: string, withDrawer = false) => {
        await page.goto(path);
        await waitForContent(page);
        // The mode asked for is the one painted: a renamed theme key cannot pass the dark run in light mode.
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (withDrawer) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        problems.push(...(await smallTargets(page, MIN_TARGET)).map((problem) => `${label} ${path}: ${problem}`));
      };
      for (const path of visitorPages) await check(path, 'visitor');
      await check('/', 'visitor drawer', true);
      await signIn(page, ACCOUNTS.fan);
      for (const path of [
        '/',
        `/statements/${statement.id}`,
        '/create-prediction',
        '/create-opinion',
        '/settings',
        '/my-activity',
        '/achievements',
        '/profile/fan',
      ]) {
        await check(path, 'member');
      }
      await check('/', 'member drawer', true);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('button', { name: 'Account menu' }).click();
      problems.push(...(await smallTargets(page, MIN_TARGET)).map((problem) => `member account menu: ${problem}`));
    } finally {
      await context.close();
    }
    expect(problems, `controls under 44 × 44 px (${theme}):\n${problems.join('\n')}\n`).toEqual([]);
  });
}

test('on a phone a dialog is a full-width sheet from the bottom edge with 44 × 44 px controls, in both modes', async ({ page }) => {
  const backgrounds: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [THEME_STORAGE_KEY, theme] as const);
    await page.reload();
    const logIn = page.locator('header').getByRole('button', { name: 'Log In' });
    await logIn.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Email' });
    await expect(dialog.getByLabel('Email')).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x, `${theme}: starts at the left edge`).toBe(0);
    expect(box.width, `${theme}: full width`).toBe(PHONE.width);
    expect(Math.round(box.y + box.height), `${theme}: sits on the bottom edge`).toBe(PHONE.height);
    // The page behind is hidden from assistive technology while the dialog is open, so this measures the dialog.
    expect(await smallTargets(page, MIN_TARGET), `${theme}: controls under 44 × 44 px in the dialog`).toEqual([]);
    backgrounds.push(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logIn).toBeFocused();
  }
  expect(backgrounds[0], 'the dialog follows the mode').not.toBe(backgrounds[1]);
});

test('selected leaderboard windows and search tabs are visible in both modes', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [THEME_STORAGE_KEY, theme] as const);
    for (const [path, list] of [
      ['/leaderboards?window=7d', 'Time window'],
      ['/search?q=the', 'Result kinds'],
    ] as const) {
      await page.goto(path);
      const tabs = page.getByRole('tablist', { name: list });
      await expect(tabs).toBeVisible();
      const selected = tabs.getByRole('tab', { selected: true });
      const other = tabs.getByRole('tab', { selected: false }).first();
      const look = (tab: typeof selected) =>
        tab.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.color}|${style.backgroundColor}|${style.boxShadow}|${style.fontWeight}|${style.borderBottomColor}`;
        });
      expect(await look(selected), `${theme} ${path}: the selected tab looks different`).not.toBe(await look(other));
    }
  }
});

test('following the e-mailed link verifies once; signed out it offers a Log In that returns where the fan was', async ({ page }) => {
  const statement = await firstStatement(page);
  const email = `phonefan-${Date.now()}@receipts.test`;
  await page.goto(`/statements/${statement.id}`);
  await page.locator('header').getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Phone Fan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();

  const verifications: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/email/verify/')) verifications.push(request.url());
  });
  const link = await verificationLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText('Log in to start predicting, voting and commenting.')).toBeVisible();

  // Signing in from the top bar reloads the page: it still says verified, and does not verify again.
  await page.locator('header').getByRole('button', { name: 'Log In' }).click();
  await logInInDialog(page, { email, password: 'a-long-password' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText('You are signed in: carry on where you left off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toHaveCount(0);
  expect(verifications).toHaveLength(1);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${statement.id}$`));

  // Signed out, the page's own Log In returns to the page the fan registered from.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await logInInDialog(page, { email, password: 'a-long-password' });
  await expect(page).toHaveURL(new RegExp(`/statements/${statement.id}$`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(verifications).toHaveLength(1);
});

test("a visitor's vote offers Log In in place and comes back to the same statement", async ({ page }) => {
  const statement = await firstStatement(page);
  await page.goto(`/statements/${statement.id}`);
  await waitForContent(page);
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: /upvote/i })
    .first()
    .click();
  const toast = page.getByRole('status', { name: 'Notifications' });
  await expect(toast.getByText('Please login to vote')).toBeVisible();
  await toast.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${statement.id}$`));
  await logInInDialog(page, ACCOUNTS.fan);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/statements/${statement.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: statement.title })).toBeVisible();
});
