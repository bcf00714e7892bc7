import type { Page } from '@playwright/test';
import { PATHS } from '../../src/shared/domain/paths';
import { expect, expectNoAxeViolations, PASSWORD, signIn, test, type CountryName } from './fixtures';

/**
 * Issue 17 (budgets): every route of SPEC §2 with axe-core, at both widths (the two projects), signed
 * in as each kind of user, and the visitor's pages signed out. A route that redirects is checked where
 * it lands. The console guard of fixtures.ts fails any of them that logs an error.
 */
test.describe.configure({ timeout: 240_000 });

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

for (const user of USERS) {
  test(`every app route with axe, signed in as ${user.kind}`, async ({ page, request }) => {
    await signIn(page, user.email, user.country);
    await expect(page).toHaveURL(/\/app/);
    const login = await request.post('/api/users/token', {
      data: {
        email: user.email,
        password: PASSWORD,
        country: user.country === 'Schweiz' ? 'ch' : user.country === 'Österreich' ? 'at' : 'de',
        device_name: 'e2e routes',
      },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const courses = (await (
      await request.get('/api/users/me/courses', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[] | null;
    const courseId = Array.isArray(courses) && courses[0] ? String(courses[0].id) : '1';
    const visited: string[] = [];
    for (const route of APP_ROUTES) {
      const path = route.replace(':course', courseId);
      await test.step(path, () => check(page, path));
      visited.push(new URL(page.url()).pathname);
    }
    expect(visited).toHaveLength(APP_ROUTES.length);
    await request.delete('/api/users/token', { headers: { Authorization: `Bearer ${token}` } });
  });
}

test('every visitor route with axe, signed out', async ({ page }) => {
  for (const path of VISITOR_ROUTES) {
    await test.step(path, () => check(page, path));
  }
});
