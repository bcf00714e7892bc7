import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { messages } from '../../src/shared/messages.de';
import { companyResultsMessages as m } from '../../src/shared/messages/companyResults';
import { adminToken, bearer, openDesk } from './adminSession';
import {
  callAs,
  expect,
  expectNoAxeViolations,
  newAccount,
  openAs,
  test,
  type TestAccount,
} from './fixtures';

/**
 * A company course's participants and results (/admin/firma/kurse/:course/teilnehmende) through the real
 * web build and server at 1280 and 1024 px, axe on every page: the list changes while a learner answers,
 * without a reload; the CSV, XLSX and ZIP downloads are read back; a revoked certificate reads as revoked
 * on the public verification page. The operator opens 'Muster Versicherung AG's seeded 5-question course
 * (pass mark 4); each test's learner is new and works through the API.
 */
test.describe.configure({ timeout: 60_000 });

const OPERATOR = 'admin@demo.test';
const COURSE = 'Grundlagen Versicherungsvertragsrecht';

interface Seeded {
  company: number;
  course: number;
}

async function seededCourse(request: APIRequestContext): Promise<Seeded> {
  const headers = bearer(await adminToken(request, OPERATOR));
  const list = (await (await request.get('/api/admin/companies?search=Muster', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const company = list.data.find((c) => c.name === 'Muster Versicherung AG')!.id;
  const shown = (await (await request.get(`/api/admin/companies/${company}`, { headers })).json()) as {
    course_list: { id: number; name: string }[];
  };
  return { company, course: shown.course_list.find((c) => c.name === COURSE)!.id };
}

/** A new learner in the course: the code redeemed and the course started. */
async function participant(request: APIRequestContext, seeded: Seeded): Promise<TestAccount> {
  const account = await newAccount(request, 'de', 'agent', 'results');
  await callAs(request, account, '/api/users/me/company-codes', { code: 'DEMO-2026' });
  await callAs(request, account, '/api/platform/invite', { course_id: seeded.course });
  return account;
}

/** Answers the course's next question right, as the app would. */
async function answerRight(request: APIRequestContext, account: TestAccount, seeded: Seeded) {
  const base = `/api/users/me/companies/${seeded.company}/courses/${seeded.course}/question`;
  const { id } = (await callAs(request, account, base)) as { id: number };
  const { answers } = (await (await request.get(`/api/dev/questions/${id}/correct-answers`)).json()) as {
    answers: number[];
  };
  await callAs(request, account, `${base}/guess`, { answers, question_id: id });
}

async function passAndCertify(request: APIRequestContext, account: TestAccount, seeded: Seeded) {
  for (let i = 0; i < 4; i++) await answerRight(request, account, seeded);
  await callAs(request, account, '/api/platform/certify', { course_id: seeded.course });
}

const pageOf = (seeded: Seeded) =>
  `/admin/companies/${seeded.company}/konsole/kurse/${seeded.course}/teilnehmende`;
const rowOf = (page: Page, account: TestAccount) =>
  page.locator(`[data-testid="participant-row"][data-email="${account.email}"]`);

async function download(page: Page, label: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { file, bytes: await readFile((await file.path())!) };
}

test('the participants list follows a learner live; CSV, XLSX and ZIP hold the result', async ({
  page,
  request,
}) => {
  const seeded = await seededCourse(request);
  const learner = await participant(request, seeded);
  await openDesk(page, request, OPERATOR, pageOf(seeded));
  await expect(page.getByRole('heading', { level: 1, name: m.title(COURSE) })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  const row = rowOf(page, learner);
  await expect(row.getByTestId('participant-answered')).toHaveText(m.answered(0, 5));
  await expectNoAxeViolations(page);

  // The learner answers elsewhere: the row changes without a reload.
  await answerRight(request, learner, seeded);
  await expect(row.getByTestId('participant-answered')).toHaveText(m.answered(1, 5));
  await expect(row.getByTestId('participant-result')).toHaveText(m.results['in-progress']);
  for (let i = 0; i < 3; i++) await answerRight(request, learner, seeded);
  await expect(row.getByTestId('participant-result')).toHaveText(m.results.passed);
  await callAs(request, learner, '/api/platform/certify', { course_id: seeded.course });
  const code = row.getByTestId('participant-certificate').locator('code');
  await expect(code).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const certificate = (await code.textContent())!;

  const csv = await download(page, m.exportCsv);
  expect(csv.file.suggestedFilename()).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(m.columns.join(';'));
  const line = lines.find((l) => l.includes(learner.email))!.split(';');
  expect(line[0]).toBe('Erika Muster');
  expect(line.slice(5)).toEqual(['4', '5', '4', m.results.passed, certificate]);

  const xlsx = await download(page, m.exportXlsx);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
  expect(values[0]).toEqual([...m.columns]);
  const found = values.find((r) => r[1] === learner.email)!;
  expect([found[0], found[2], found[5], found[8], found[9]]).toEqual([
    'Erika Muster',
    COURSE,
    4,
    m.results.passed,
    certificate,
  ]);

  const zip = await download(page, m.exportZip);
  const entries = unzipSync(new Uint8Array(zip.bytes));
  const pdf = entries[`Zertifikat-${certificate}.pdf`];
  expect(pdf).toBeDefined();
  expect(Buffer.from(pdf!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
});

test('a revoked certificate reads as revoked, with its date, on the public verification page', async ({
  page,
  request,
}) => {
  const seeded = await seededCourse(request);
  const learner = await participant(request, seeded);
  await passAndCertify(request, learner, seeded);
  await openDesk(page, request, OPERATOR, pageOf(seeded));
  const row = rowOf(page, learner);
  const certificate = (await row.getByTestId('participant-certificate').locator('code').textContent())!;
  await row.getByRole('button', { name: `${m.revoke}: ${certificate}` }).click();
  const dialog = page.getByRole('dialog', { name: m.revokeTitle });
  await dialog.getByRole('button', { name: m.revokeConfirm }).click();
  await expect(dialog.getByText(m.reasonRange)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${m.reason}`) })
    .fill('Prüfung nicht selbst abgelegt');
  await dialog.getByRole('button', { name: m.revokeConfirm }).click();
  await expect(page.getByText(m.revoked(certificate))).toBeVisible();
  const today = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(row.getByTestId('participant-certificate')).toContainText(m.revokedSince(today));

  await page.goto(`/verify/${certificate}`);
  await expect(page.getByText(messages.company.verifyRevokedSince(today))).toBeVisible();
  await expect(page.getByTestId('verify-revoked-at')).toHaveText(today);
  await expectNoAxeViolations(page);

  // Where a code is redeemed, the learner reads that the company sees the results, the privacy notice linked.
  await openAs(page, learner, '/app/platform');
  const notice = page.getByTestId('code-results-shared');
  await expect(notice).toContainText(messages.company.codeResultsShared.trim());
  await expect(notice.getByRole('link', { name: messages.company.codeResultsPrivacy })).toHaveAttribute(
    'href',
    '/app/legal-info/privacy',
  );
});
