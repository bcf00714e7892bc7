import type { Page } from '@playwright/test';
import { chooseCountry, signIn, test } from '../e2e/fixtures';

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `reports/screenshots/${project}/${name}.png`, fullPage: true });

test('login area', async ({ page }, info) => {
  const p = info.project.name;
  await page.goto('/country-select');
  await page.getByRole('radio', { name: 'Deutschland', exact: true }).check({ force: true });
  await shot(page, '01-country-select', p);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.waitForURL(/\/login/);
  await shot(page, '02-login', p);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await shot(page, '03-login-errors', p);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await shot(page, '04-signup-errors', p);
  await page.goto('/login/forgot-password');
  await shot(page, '05-forgot-password', p);
  await page.goto('/reset-password?email=de%40demo.test&token=abc');
  await shot(page, '06-reset-password', p);
  await page.goto('/impersonate');
  await shot(page, '07-impersonate-missing', p);
});

test('session screens and app', async ({ page }, info) => {
  const p = info.project.name;
  await signIn(page, 'unverified@demo.test');
  await page.waitForURL(/verify-email/);
  await shot(page, '10-verify-email', p);
  await page.evaluate('localStorage.clear()');
  await signIn(page, 'migrating@demo.test');
  await page.waitForURL(/migration/);
  await shot(page, '11-migration', p);
  await page.evaluate('localStorage.clear()');
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('de@demo.test');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/app/);
  await page.waitForLoadState('networkidle');
  await shot(page, '20-app-home', p);
  await page.goto('/app/dashboard');
  await page.waitForLoadState('networkidle');
  await shot(page, '21-dashboard-de', p);
  await page.goto('/app/feedback');
  await page.getByRole('radiogroup').waitFor();
  await shot(page, '22-feedback', p);
});
