import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

const reportDir = process.env.RECEIPTS_TEST_REPORT_DIR;

export default defineConfig({
  testDir: './tests',
  // Federation tests rewrite the server's remotes map, so tests run one at a time against one server.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: require.resolve('./support/global-setup'),
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
