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
