import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '../../src/shared/domain/paths';
import { expect, expectNoAxeViolations, PASSWORD, signIn, test, type CountryName } from './fixtures';

/**
 * Issue 17 (budgets): every route of SPEC §2 with axe-core, at both widths (the two projects), signed
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

// One test per user and route, so none runs long and both workers share the routes: the first route of
// each user is reached through the login form as a person does, the others start signed in (the token
// stored as the web app stores it, as one page of the earlier single test carried it from route to route).
for (const user of USERS) {
  test.describe(`every app route with axe, signed in as ${user.kind}`, () => {
    for (const [index, route] of APP_ROUTES.entries()) {
      test(route, async ({ page, request }) => {
        const token = await tokenFor(request, user);
        const headers = { Authorization: `Bearer ${token}` };
        if (index === 0) {
          await signIn(page, user.email, user.country);
          await expect(page).toHaveURL(/\/app/);
        } else {
          const set = (key: string, value: string) =>
            `localStorage.setItem('${key}', ${JSON.stringify(value)});`;
          await page.addInitScript(set('token', token) + set('country', COUNTRY_CODES[user.country]));
        }
        let path: string = route;
        if (route.includes(':course')) {
          const courses = (await (await request.get('/api/users/me/courses', { headers })).json()) as
            { id: number }[] | null;
          path = route.replace(':course', Array.isArray(courses) && courses[0] ? String(courses[0].id) : '1');
        }
        await check(page, path);
        await request.delete('/api/users/token', { headers });
      });
    }
  });
}

test.describe('every visitor route with axe, signed out', () => {
  for (const path of VISITOR_ROUTES) {
    test(path, async ({ page }) => {
      await check(page, path);
    });
  }
});
