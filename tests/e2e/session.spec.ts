import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'demo12345';

async function chooseCountry(page: Page, name: 'Deutschland' | 'Österreich' | 'Schweiz') {
  await page.getByRole('radio', { name, exact: true }).check({ force: true });
  await page.getByRole('button', { name: messages.auth.continue }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function login(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: messages.auth.emailLabel, exact: true }).fill(email);
  await page.getByRole('textbox', { name: messages.auth.passwordLabel, exact: true }).fill(password);
  await page.getByRole('button', { name: messages.auth.loginSubmit }).click();
}

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

test('login failure shows the translated code on both fields', async ({ page }) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Österreich');
  await login(page, 'at@demo.test', 'falsches-passwort');
  await expect(page.getByText(messages.serverErrors.invalidCredentials)).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('logout deletes the token and returns to the login area', async ({ page }) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Schweiz');
  await login(page, 'ch@demo.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const isMobile = (page.viewportSize()?.width ?? 1280) <= 768;
  if (isMobile) await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await page.getByRole('button', { name: messages.nav.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
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
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  expect(await page.evaluate("localStorage.getItem('country')")).toBe('at');
});
