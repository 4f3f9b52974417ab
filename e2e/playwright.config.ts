import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_BASE_URL } from './support/env';

const reportDir = process.env.RECEIPTS_TEST_REPORT_DIR;
/** The report's name: `npm test` runs each project in its own process and sums their reports. */
const reportName = process.env.E2E_REPORT_NAME || 'e2e';
/**
 * The longest specs (axe on every page in both modes and widths, a remote scaffolded and built), about half the
 * suite's time, are a project of their own, so `npm test` can run the two projects side by side, each in its own
 * process on its own server (the tests mostly wait on pages: two runs share two cores well).
 */
const AUDITS = ['accessibility', 'squad-new-remote'].map((spec) => `**/${spec}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  // Federation tests rewrite the server's remotes map, so a run's tests go one at a time against its one server.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  projects: [
    { name: 'audits', testMatch: AUDITS },
    { name: 'journeys', testIgnore: AUDITS },
  ],
  // Each process its own output folder: a run empties its folder as it starts.
  outputDir: path.join(__dirname, 'test-results', process.env.E2E_REPORT_NAME ?? ''),
  globalSetup: require.resolve('./support/global-setup'),
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, `${reportName}.json`) }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // On CI a failing test runs again with its trace recorded: recording every test (screenshots, DOM snapshots) takes
    // CPU that the two cores need for the tests. Locally, with no retry, a failing test keeps the trace it recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
