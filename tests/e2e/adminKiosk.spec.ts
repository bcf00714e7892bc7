import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { kioskConfigSchema } from '../../src/main/kiosk/config';
import { verifyPin } from '../../src/main/kiosk/pin';
import { KIOSK_SECRET_PATTERN } from '../../src/shared/domain/kiosk';
import { kioskDeskMessages as m } from '../../src/shared/messages/kioskDesk';
import { adminToken, bearer, openDesk } from './adminSession';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A company course's kiosk file in the back office (/admin/firma/kurse/:course/kiosk) through the real web
 * build and server, at 1280 and 1024 px (the admin projects), axe on the page: the trainer picks the code,
 * types the PIN twice and the idle time, and downloads kiosk.json, which the desktop app's own schema takes
 * and whose PIN hash main's verifyPin accepts. The operator signs in through the API (adminSession.ts).
 */

const OPERATOR = 'admin@demo.test';

async function musterCourse(request: APIRequestContext) {
  const headers = bearer(await adminToken(request, OPERATOR));
  const list = await request.get('/api/admin/companies?search=Muster', { headers });
  const company = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
    (row) => row.name === 'Muster Versicherung AG',
  )!;
  const page = await request.get(`/api/admin/companies/${company.id}`, { headers });
  const course = ((await page.json()) as { course_list: { id: number; name: string }[] }).course_list[0]!;
  return { company: company.id, course };
}

test('the trainer downloads a kiosk file the desktop app takes; the PIN stays in the browser', async ({
  page,
  request,
}) => {
  const { company, course } = await musterCourse(request);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.postData() ?? '');
  });
  await openDesk(page, request, OPERATOR, `/admin/companies/${company}/konsole/kurse/${course.id}/kiosk`);
  await expect(page.getByRole('heading', { level: 1, name: m.title(course.name) })).toBeVisible();

  // The PINs differ: nothing is made.
  await page.getByRole('textbox', { name: m.pinLabel, exact: true }).fill('482915');
  await page.getByRole('textbox', { name: m.pinRepeatLabel, exact: true }).fill('482916');
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(m.pinsDiffer)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: m.pinRepeatLabel, exact: true }).fill('482915');
  await page.getByRole('textbox', { name: m.idleLabel, exact: true }).fill('600');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: m.submit }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kiosk.json');
  const config = kioskConfigSchema.parse(JSON.parse(await readFile((await file.path())!, 'utf8')));
  expect(config).toMatchObject({
    idleLogoutSeconds: 600,
    accessCode: 'DEMO-2026',
    coursePreset: `/app/platform/companies/${company}/courses/${course.id}`,
  });
  expect(config.kioskSecret).toMatch(KIOSK_SECRET_PATTERN);
  expect(await verifyPin('482915', config.adminPinHash)).toBe(true);
  expect(sent.some((body) => body.includes('482915'))).toBe(false);
  await expect(page.getByText(m.done('DEMO-2026'))).toBeVisible();
  await expectNoAxeViolations(page);
});
