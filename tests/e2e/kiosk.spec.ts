import type { APIRequestContext } from '@playwright/test';
import { KIOSK_SECRET_HEADER } from '../../src/shared/domain/kiosk';
import { adminToken, bearer } from './adminSession';
import { FakeDesktopMain } from './fakeDesktopBridge';
import {
  ACCOUNT_PASSWORD,
  chooseCountry,
  expect,
  expectNoAxeViolations,
  login,
  newAccount,
  test,
} from './fixtures';

/**
 * Kiosk sessions that run themselves (docs/product-rules.md#kiosk-sessions), in the web build with a test
 * double of `window.app` (tests/e2e/fakeDesktopBridge.ts) against the real server: a kiosk file made in the
 * back office names an access code and a course; a participant who signs in lands in the course with no
 * code typed.
 */

interface KioskFile {
  access_code: string;
  course_preset: string;
  kiosk_secret: string;
}

/** A kiosk file for the first course of 'Muster Versicherung AG', made by the operator through the API. */
async function kioskFile(request: APIRequestContext): Promise<KioskFile & { course: string }> {
  const headers = bearer(await adminToken(request, 'admin@demo.test'));
  const list = await request.get('/api/admin/companies?search=Muster', { headers });
  const company = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
    (row) => row.name === 'Muster Versicherung AG',
  )!;
  const page = await request.get(`/api/admin/companies/${company.id}`, { headers });
  const course = ((await page.json()) as { course_list: { id: number; name: string }[] }).course_list[0]!;
  const made = await request.post(`/api/admin/companies/${company.id}/courses/${course.id}/kiosk`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {},
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { ...((await made.json()) as KioskFile), course: course.name };
}

test('a participant who signs in at a kiosk with an access code lands in the company course, no code typed', async ({
  page,
  baseURL,
  request,
}) => {
  const file = await kioskFile(request);
  const participant = await newAccount(request, 'de', 'agent', 'kiosk');
  const main = new FakeDesktopMain(page, {
    origin: baseURL!,
    kiosk: {
      idleLogoutSeconds: 300,
      accessCode: file.access_code,
      coursePreset: file.course_preset,
      kioskSecret: file.kiosk_secret,
    },
  });
  await main.install();
  const secrets: (string | null)[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/users/token')
      secrets.push(sent.headers()[KIOSK_SECRET_HEADER] ?? null);
  });

  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await login(page, participant.email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${file.course_preset}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: file.course })).toBeVisible();
  await expectNoAxeViolations(page);
  // Started for them: the course page stays (a course not started would lead on to the company's page).
  await expect(page).toHaveURL(new RegExp(`${file.course_preset}$`));
  // Signed in with the kiosk's secret; nobody typed the code, and it counted one use.
  expect(secrets).toEqual([file.kiosk_secret]);
  const companies = await request.get('/api/users/me/companies', { headers: participant.headers });
  expect(((await companies.json()) as { name: string }[]).map((company) => company.name)).toContain(
    'Muster Versicherung AG',
  );
});
