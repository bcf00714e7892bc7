import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { APP_VERSION } from '../../src/shared/api/constants';
import { initCall } from '../../src/shared/api/calls/session';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('the web app starts against the reference server: the init call succeeds', async ({ page }) => {
  const initResponse = page.waitForResponse((r) => r.url().includes('/api/app/init'));
  await page.goto('/');
  const response = await initResponse;
  expect(response.status()).toBe(200);
  const init = initCall.response.parse(await response.json());
  expect(init.current_version).toBe(APP_VERSION);
  expect(Object.keys(init.ziggy.routes).length).toBeGreaterThan(5);
  await expect(page).toHaveURL(/\/country-select/);
  await expectNoAxeViolations(page);
});

test('client routes are served the web app, unknown API paths a JSON 404', async ({ page, request }) => {
  const html = await request.get('/app/dashboard');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<div id="root">');
  const api = await request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'Nicht gefunden.' });
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/country-select\?redirect=%2Fapp%2Fdashboard$/);
});

/** Serves /app/init with other version numbers, as a server ahead of this client would. */
async function serverVersions(page: Page, versions: Record<string, string>) {
  await page.route('**/api/app/init*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...versions } });
  });
}

test('a client older than minimum_version must update first', async ({ page }) => {
  await serverVersions(page, {
    current_version: '9.0.0',
    minimum_version: '9.0.0',
    recommended_version: '9.0.0',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: messages.app.updateRequiredTitle })).toBeVisible();
  await expect(page.getByText(messages.app.updateRequiredText)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // In the browser the update is a reload: the server always serves its current build.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: messages.app.updateNow }).click();
  await reloaded;
});

test('a client older than recommended_version sees a hint it can dismiss', async ({ page }) => {
  await serverVersions(page, { current_version: '9.0.0', recommended_version: '9.0.0' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/country-select/);
  const hint = page.getByRole('complementary', { name: messages.app.updateHintLabel });
  await expect(hint).toContainText(messages.app.updateRecommended);
  await expectNoAxeViolations(page);
  await hint.getByRole('button', { name: messages.app.dismiss }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Deutschland', exact: true })).toBeAttached();
  await expect(hint).toHaveCount(0);
});
