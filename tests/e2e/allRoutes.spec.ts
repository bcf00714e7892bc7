import type {
  Browser,
  BrowserContext,
  Page,
  PlaywrightTestOptions,
  Request,
  WorkerInfo,
} from '@playwright/test';
import { PATHS } from '../../src/shared/domain/paths';
import {
  expect,
  expectNoAxeViolations,
  PASSWORD,
  storeSession,
  test as base,
  watchConsole,
  type CountryName,
} from './fixtures';

/**
 * Every route with axe-core, at both widths (the two projects), signed
 * in as each kind of user, and the visitor's pages signed out. A route that redirects is checked where
 * it lands. The console guard of fixtures.ts fails any of them that logs an error.
 */

/** Every route of the app realm; `:course` becomes one of the user's courses. */
const APP_ROUTES = [
  PATHS.app,
  PATHS.dashboard,
  PATHS.swissQuiz,
  `${PATHS.courses}/:course`,
  PATHS.bookCourse,
  PATHS.checkout,
  PATHS.orderComplete,
  PATHS.newsFeed,
  PATHS.myAccount,
  PATHS.platform,
  `${PATHS.platform}/companies/1`,
  `${PATHS.platform}/companies/1/courses/1`,
  `${PATHS.platform}/companies/1/courses/1/certificate-requested`,
  PATHS.howItWorks,
  PATHS.courseDescription,
  PATHS.feedback,
  PATHS.legalInfo,
  `${PATHS.legalInfo}/privacy`,
  '/app/dev/crash',
] as const;

const VISITOR_ROUTES = [
  PATHS.root,
  PATHS.countrySelect,
  PATHS.login,
  PATHS.loginForgotPassword,
  PATHS.forgotPassword,
  PATHS.signup,
  PATHS.resetPassword,
  PATHS.verifyEmail,
  PATHS.migration,
  PATHS.impersonate,
] as const;

const COUNTRY_CODES = { Deutschland: 'de', Österreich: 'at', Schweiz: 'ch' } as const;

const USERS: { kind: string; email: string; country: CountryName }[] = [
  { kind: 'de', email: 'de@demo.test', country: 'Deutschland' },
  { kind: 'at', email: 'at@demo.test', country: 'Österreich' },
  { kind: 'ch', email: 'ch@demo.test', country: 'Schweiz' },
  { kind: 'developer', email: 'dev@demo.test', country: 'Deutschland' },
  { kind: 'no role', email: 'norole@demo.test', country: 'Deutschland' },
];

/** Quiet time after the page's last request ended before it counts as loaded. */
const QUIET_MS = 150;

/**
 * Resolves once the page has made requests and none has been open for QUIET_MS (the realtime socket's
 * polls, which stay open, aside). Playwright's 'networkidle' waits 500 ms after the last one, a third of a
 * route's time here.
 */
function requestsDone(page: Page): Promise<void> {
  const open = new Set<Request>();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = (request: Request) => {
      clearTimeout(timer);
      if (!request.url().includes('/socket.io/')) open.add(request);
    };
    const ended = (request: Request) => {
      open.delete(request);
      clearTimeout(timer);
      if (open.size === 0)
        timer = setTimeout(() => {
          page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
          resolve();
        }, QUIET_MS);
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  });
}

/** Opens `path`, waits until the page has rendered and its requests are done, then runs axe. */
async function check(page: Page, path: string): Promise<void> {
  const loaded = requestsDone(page);
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await loaded;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

type User = (typeof USERS)[number];

/** One page of a worker for one kind of user, signed in (or a visitor), kept over that user's routes. */
interface Station {
  key: string;
  context: BrowserContext;
  page: Page;
  /** Ends the page's session and closes it. */
  close: () => Promise<void>;
  /** The id that replaces `:course`. */
  courseId: string;
  /** The console errors and page errors since the last call that nobody allowed (fixtures.ts). */
  unexpected: () => string[];
}

/** The context options of this worker's project (its width, touch, locale, reduced motion, …). */
function projectContextOptions(workerInfo: WorkerInfo) {
  const use = workerInfo.project.use as PlaywrightTestOptions;
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId } = use;
  return {
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    locale,
    timezoneId,
    reducedMotion: use.reducedMotion,
  };
}

/**
 * Opens a page for `user`, signed in with a token through the API (as the login form gets one) stored
 * once as the web app stores it; a visitor stays signed out. The login form itself is checked in
 * loginArea.spec.ts; here it would cost two page loads for each user and worker.
 */
async function openStation(browser: Browser, workerInfo: WorkerInfo, user: User | null): Promise<Station> {
  const context = await browser.newContext(projectContextOptions(workerInfo));
  const page = await context.newPage();
  const watched = watchConsole(context);
  let courseId = '1';
  let token: string | null = null;
  if (user) {
    token = await storeSession(page, context.request, {
      email: user.email,
      password: PASSWORD,
      country: COUNTRY_CODES[user.country],
    });
    const courses = (await (
      await context.request.get('/api/users/me/courses', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[] | null;
    if (Array.isArray(courses) && courses[0]) courseId = String(courses[0].id);
  }
  const close = async () => {
    if (token)
      await context.request.delete('/api/users/token', { headers: { Authorization: `Bearer ${token}` } });
    await context.close();
  };
  return { key: user?.email ?? 'visitor', context, page, close, courseId, unexpected: watched.unexpected };
}

/**
 * Each route is its own test, but a worker keeps one signed-in page per kind of user over that user's
 * routes (the tests of a user run one after the other): one sign-in instead of one a route, and a warm
 * cache (a fresh page a route paid a cold page and cache each time, twice the time of a route in a warm
 * page). The console guard of fixtures.ts watches that page's context and is asked after each route.
 */
const test = base.extend<Record<never, never>, { station: (user: User | null) => Promise<Station> }>({
  // The shared page's context is guarded in each test below; no fresh context a test.
  // eslint-disable-next-line no-empty-pattern
  consoleGuard: async ({}, use) => {
    await use();
  },
  station: [
    async ({ browser }, use, workerInfo) => {
      let open = null as Station | null;
      await use(async (user) => {
        if (open?.key === (user?.email ?? 'visitor')) return open;
        // Opening a page is the set-up of this user's routes, paid by the first test that needs it.
        test.info().setTimeout(test.info().timeout + 15_000);
        // One page at a time: the previous user's routes are done.
        await open?.close();
        open = null;
        open = await openStation(browser, workerInfo, user);
        return open;
      });
      await open?.close();
    },
    { scope: 'worker' },
  ],
});

/** Checks `path` in the station's page and that nothing logged an error nobody allowed. */
async function checkIn(station: Station, path: string): Promise<string> {
  station.unexpected();
  await check(station.page, path);
  expect(station.unexpected(), 'console errors or page errors that no test allowed').toEqual([]);
  return new URL(station.page.url()).pathname;
}

for (const user of USERS) {
  test.describe(`every app route with axe, signed in as ${user.kind}`, () => {
    for (const route of APP_ROUTES) {
      test(route, async ({ station }) => {
        const signedIn = await station(user);
        const landed = await checkIn(signedIn, route.replace(':course', signedIn.courseId));
        // Signed in all along (a page that lost its session would otherwise check the login page).
        expect([PATHS.login, PATHS.countrySelect]).not.toContain(landed);
      });
    }
  });
}

test.describe('every visitor route with axe, signed out', () => {
  for (const path of VISITOR_ROUTES) {
    test(path, async ({ station }) => {
      await checkIn(await station(null), path);
    });
  }
});
