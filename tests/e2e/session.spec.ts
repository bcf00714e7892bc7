import { messages } from '../../src/shared/messages.de';
import {
  appHome,
  chooseCountry,
  emailField,
  expect,
  expectNoAxeViolations,
  isMobile,
  login,
  passwordField,
  signIn,
  test,
  expectTouchTargets,
  lineCount,
} from './fixtures';

test('a visitor without a country is sent to /country-select, then to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/country-select/);
  await expectNoAxeViolations(page);
  await chooseCountry(page, 'Deutschland');
  expect(await page.evaluate("localStorage.getItem('country')")).toBe('de');
  await expectNoAxeViolations(page);
});

test('a visitor on an app page goes to /login with the path as redirect and returns there', async ({
  page,
}) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await page.goto('/app/feedback');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ffeedback/);
  await login(page, 'de@demo.test');
  await expect(page).toHaveURL(/\/app\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.nav.feedback })).toBeVisible();
});

test('login failure marks both fields and says the translated code once', async ({ page }) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Österreich');
  await login(page, 'at@demo.test', 'falsches-passwort');
  await expect(page.getByText(messages.serverErrors.invalidCredentials)).toHaveCount(1);
  for (const field of [emailField(page), passwordField(page)])
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('logout deletes the token and returns to the login area', async ({ page }) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Schweiz');
  await login(page, 'ch@demo.test');
  await expect(page).toHaveURL(appHome(page));
  if (isMobile(page)) await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await page.getByRole('button', { name: messages.nav.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
});

test('the menu shows the product name on one line, and its close button and links are full touch targets', async ({
  page,
}) => {
  await signIn(page, 'de@demo.test', 'Deutschland');
  await expect(page).toHaveURL(appHome(page));
  if (isMobile(page)) {
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: messages.nav.menu });
    await expect(drawer).toBeVisible();
    // Beside the close button the name broke as 'Weiterbildungsqui' / 'z' (seen at 375 px). Polled: on a
    // busy machine the name can be measured before its first layout (0 lines).
    await expect
      .poll(() =>
        lineCount(drawer.getByText(messages.common.productName, { exact: true }).filter({ visible: true })),
      )
      .toBe(1);
    const close = (await drawer.getByRole('button', { name: messages.nav.closeMenu }).boundingBox())!;
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    // Every link of the menu is a touch target too (the footer's legal link was 16 px high).
    await expectTouchTargets(await drawer.getByRole('link').all());
  } else {
    const sidebar = page.getByRole('complementary');
    await expect
      .poll(() =>
        lineCount(sidebar.getByText(messages.common.productName, { exact: true }).filter({ visible: true })),
      )
      .toBe(1);
  }
});

test('reset-password without parameters goes to forgot-password', async ({ page }) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await expectNoAxeViolations(page);
});

test('impersonation: success and both failures', async ({ page, request }) => {
  await page.goto('/impersonate');
  await expect(page.getByText('Fehler - Kein Token angegeben!')).toBeVisible();
  await page.goto('/impersonate?token=falsch&country=de');
  await expect(page.getByText('Anmelde-Token ungültig')).toBeVisible();
  const { token } = (await (
    await request.post('/api/dev/impersonation-token', { data: { email: 'at@demo.test' } })
  ).json()) as { token: string };
  await page.goto(`/impersonate?token=${token}&country=at`);
  await expect(page).toHaveURL(appHome(page), { timeout: 15_000 });
  expect(await page.evaluate("localStorage.getItem('country')")).toBe('at');
});

for (const [email, country, landing] of [
  ['de@demo.test', 'Deutschland', 'app home'],
  ['unverified@demo.test', 'Deutschland', /\/verify-email$/],
  ['migrating@demo.test', 'Deutschland', /\/migration$/],
] as const) {
  test(`login as ${email} lands where the routing rules say`, async ({ page }) => {
    await signIn(page, email, country);
    await expect(page).toHaveURL(landing === 'app home' ? appHome(page) : landing);
    await expectNoAxeViolations(page);
  });
}
