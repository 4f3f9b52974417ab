import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Every spec imports `test` and `expect` from here (not from '@playwright/test'): the same API, plus a guard that
// fails the test when the page reports a Content-Security-Policy violation (every e2e passes under the CSP, so a journey that needs a blocked script or style fails).
export * from '@playwright/test';

const MARK = '[csp-violation]';

/** Turns each `securitypolicyviolation` event into a console error the test can see (runs before the page's scripts). */
function reportViolations(mark: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    true,
  );
}

async function watchContext(context: BrowserContext, seen: string[]): Promise<void> {
  await context.addInitScript(reportViolations, MARK);
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (text.includes(MARK) || /Content[- ]Security[- ]Policy/i.test(text)) seen.push(`${page.url()}: ${text}`);
    });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** Contexts a test makes itself (browser.newContext / newPage) are watched too, for the test's duration. */
function watchNewContexts(browser: Browser, seen: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    await watchContext(context, seen);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      await watchContext(context, seen);
      const restore = watchNewContexts(browser, seen);
      try {
        await use(seen);
      } finally {
        restore();
      }
      expect(seen, 'Content-Security-Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});
