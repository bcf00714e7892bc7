import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Chromium: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
/** The back office's specs (tests/e2e/admin*.spec.ts and the company console's): their own projects, at desk widths. */
const ADMIN_SPECS =
  /[\\/](?:admin[^\\/]*|companyResults|companyConsole|companyFlow|companyQuestions)\.spec\.ts$/;
// Every run starts on an empty embedded database of its own.
const dataDir = process.env.E2E_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'quiz-e2e-')), 'pglite');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A failed test keeps its trace: its actions, console, network and errors. Without the DOM snapshot of
    // every action, which cost about a tenth of the end-to-end time for traces kept only on a failure
    // (allRoutes and quiz, 234 tests, runs alternated: 194.8 and 182.7 s with, 165.3 and 176.3 s without);
    // the failure's page state is in its error context.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // As a visitor who asks for no motion: the app then shows dialogs and sheets at once, and nothing is
    // measured half-faded. motion.spec.ts checks the motion without this preference.
    reducedMotion: 'reduce',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ADMIN_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: ADMIN_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    // The back office is a tool for staff at a desk: laid out for 1280 px and still working at 1024 px,
    // never for phones. Its specs run at those two widths only.
    {
      name: 'admin-desktop',
      testMatch: ADMIN_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'admin-1024',
      testMatch: ADMIN_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 } },
    },
  ],
  webServer: {
    // server/src/main.ts on PGlite in DATA_DIR, or on a fresh schema of E2E_DATABASE_URL's PostgreSQL.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/placebo`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Time to stop the server and drop its PostgreSQL schema (scripts/e2e-server.mjs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MIGRATION_SECONDS: '3600',
      // Parallel tests sign in with the same demo accounts from one address; the limits themselves are
      // covered by the server tests (server/src/routes/session.test.ts).
      RATE_LIMITS: 'off',
      CLIENT_SENTRY_DSN: `http://e2e@localhost:${port}/dev/sentry/1`,
    },
  },
});
