import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '../../src/shared/domain/paths';
import { expect, expectNoAxeViolations, PASSWORD, signIn, test, type CountryName } from './fixtures';

/**
 * Every route with axe-core, at both widths (the two projects), signed
 * in as each kind of user, and the visitor's pages signed out. A route that redirects is checked where
 * it lands. The console guard of fixtures.ts fails any of them that logs an error.
 */

// A part of four routes takes seconds a route on CI; on a machine shared with other work one route with
// axe took 7 s, so a part gets twice the default time (scripts/e2e-slowest.mjs shows what it needed).
test.describe.configure({ timeout: 60_000 });

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

/** Opens `path`, waits until the page has rendered and its requests are done, then runs axe. */
async function check(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

/** A token for `user` through the API, as the login form would get it. */
async function tokenFor(request: APIRequestContext, user: (typeof USERS)[number]): Promise<string> {
  const login = await request.post('/api/users/token', {
    data: {
      email: user.email,
      password: PASSWORD,
      country: COUNTRY_CODES[user.country],
      device_name: 'e2e routes',
    },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The app routes in parts of at most four, one test each, so both workers share them and none runs long
 * (a test per route paid a cold page and cache each time, twice the time of a route in a warm page).
 */
const PART_SIZE = 4;
const PARTS = Array.from({ length: Math.ceil(APP_ROUTES.length / PART_SIZE) }, (_, part) =>
  APP_ROUTES.slice(part * PART_SIZE, (part + 1) * PART_SIZE),
);

// Each part visits its routes in one page, one after the other. The first part signs in through the
// login form as a person does; the others start signed in (the token stored as the web app stores it).
for (const user of USERS) {
  for (const [part, routes] of PARTS.entries()) {
    test(`every app route with axe, signed in as ${user.kind} (${part + 1}/${PARTS.length})`, async ({
      page,
      request,
    }) => {
      const token = await tokenFor(request, user);
      const headers = { Authorization: `Bearer ${token}` };
      if (part === 0) {
        await signIn(page, user.email, user.country);
        await expect(page).toHaveURL(/\/app/);
      } else {
        const set = (key: string, value: string) =>
          `localStorage.setItem('${key}', ${JSON.stringify(value)});`;
        await page.addInitScript(set('token', token) + set('country', COUNTRY_CODES[user.country]));
      }
      const courses = (await (await request.get('/api/users/me/courses', { headers })).json()) as
        { id: number }[] | null;
      const courseId = Array.isArray(courses) && courses[0] ? String(courses[0].id) : '1';
      const visited: string[] = [];
      for (const route of routes) {
        const path = route.replace(':course', courseId);
        await test.step(path, () => check(page, path));
        visited.push(new URL(page.url()).pathname);
      }
      expect(visited).toHaveLength(routes.length);
      // Signed in all along (a part that starts from a stored token would otherwise check the login page).
      expect(visited.filter((path) => path === PATHS.login || path === PATHS.countrySelect)).toEqual([]);
      await request.delete('/api/users/token', { headers });
    });
  }
}

const VISITOR_PARTS = Array.from({ length: Math.ceil(VISITOR_ROUTES.length / PART_SIZE) }, (_, part) =>
  VISITOR_ROUTES.slice(part * PART_SIZE, (part + 1) * PART_SIZE),
);

for (const [part, paths] of VISITOR_PARTS.entries()) {
  test(`every visitor route with axe, signed out (${part + 1}/${VISITOR_PARTS.length})`, async ({ page }) => {
    for (const path of paths) {
      await test.step(path, () => check(page, path));
    }
  });
}
