import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { yearPlan } from '../../src/shared/domain/yearPlan';
import { accountMessages } from '../../src/shared/messages/account';
import { documentsMessages } from '../../src/shared/messages/documents';
import { yearMessages as y } from '../../src/shared/messages/year';
import { pdfText } from '../../server/src/testing/pdfText';
import { DEMO_SELLER } from '../../server/src/documents/demoSeller';
import { expect, expectNoAxeViolations, newAccount, openSignedIn, test, type TestAccount } from './fixtures';

/**
 * The learner's year (docs/product-rules.md#the-year, #yearly-proof): the year card of a learner who
 * requested 2 hours, and 'Meine Nachweise' with the invoice, the certificate and the Jahresnachweis, whose
 * text holds every field of § 7 Abs. 2 VersVermV.
 */
// Orders render PDFs and every page is checked with axe on a shared machine.
test.describe.configure({ timeout: 90_000 });

const COINS = 250;

/** A de agent who requested 2 hours of Modul 1 (coins through the dev route, the order through the API). */
async function learnerWithTwoHours(request: APIRequestContext): Promise<TestAccount> {
  const account = await newAccount(request, 'de', 'agent', 'year');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: account.headers })
  ).json()) as {
    id: number;
    module?: number;
    category_id?: number;
  }[];
  const m1 = courses.find((course) => course.category_id === undefined && course.module === 1)!;
  const given = await request.post('/api/dev/coins', {
    data: { email: account.email, course_id: m1.id, coins: COINS },
  });
  expect(given.ok()).toBe(true);
  const ordered = await request.post('/api/invoices', {
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      name: 'Erika Muster',
      address: { street: 'Königsallee 12', postal_code: '50667', city: 'Köln' },
      purchases: [{ course_id: m1.id, quantity: 2 }],
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  return account;
}

/** The documents are archived with the order's mail, sent by a background job after the order commits. */
async function documentsArchived(request: APIRequestContext, account: TestAccount): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/users/me/documents', { headers: account.headers });
        return ((await response.json()) as { data: unknown[] }).data.length;
      },
      { timeout: 60_000 },
    )
    .toBe(2);
}

const yearCard = (page: Page, year: number) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: y.title(year), exact: true }) });

test('the year card: 2 of 15 hours, the coins on hand, the days left and the plan', async ({
  page,
  request,
}) => {
  const account = await learnerWithTwoHours(request);
  await openSignedIn(page, request, account, '/app/dashboard');
  const today = new Date();
  const plan = yearPlan({
    hoursRequested: 2,
    coinsOnHand: COINS - 200,
    today: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
  });
  const card = yearCard(page, plan.year);
  await expect(card.getByRole('progressbar', { name: y.progressLabel })).toBeVisible();
  await expect(card.getByText(y.hoursOf(2, 15))).toBeVisible();
  // The days and the plan are worked out on the server's clock: today, or tomorrow after midnight.
  await expect(card.getByText(/^Noch \d+ Tage? bis zum 31\. Dezember$/)).toBeVisible();
  const days = Number((await card.getByText(/^Noch \d+ Tage?/).textContent())!.match(/\d+/)![0]);
  expect([plan.daysLeft, plan.daysLeft - 1]).toContain(days);
  await expect(card.getByText(/^Dein Plan: noch \d+ Fragen? pro Woche bis zum 31\. Dezember$/)).toBeVisible();
  const perWeek = Number((await card.getByText(/^Dein Plan/).textContent())!.match(/\d+/)![0]);
  expect(perWeek).toBe(
    yearPlan({
      hoursRequested: 2,
      coinsOnHand: COINS - 200,
      today: new Date(Date.UTC(plan.year, 11, 31 - days + 1)),
    }).questionsPerWeek,
  );
  expect(perWeek).toBeGreaterThan(0);
  await expect(card.getByText(y.lawNote)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Meine Nachweise': the invoice, the certificate and the Jahresnachweis with § 7 Abs. 2 VersVermV's fields", async ({
  page,
  request,
}) => {
  const account = await learnerWithTwoHours(request);
  await documentsArchived(request, account);
  await openSignedIn(page, request, account, '/app/my-account');
  const m = accountMessages;
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: m.documentsTitle, exact: true }) });
  const rows = section.getByTestId('my-document');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: documentsMessages.documentKinds.invoice })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: documentsMessages.documentKinds['attendance-certificate'] }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);

  const year = String(new Date().getFullYear());
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: y.yearlyProof(year) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Jahresnachweis-${year}.pdf`);
  const text = (await pdfText(await readFile((await file.path())!))).text.replace(/\s+/g, ' ');
  for (const field of [
    `Jahresnachweis Weiterbildung ${year}`,
    'Erika Muster', // name and first name
    'Modul 1', // title
    'Rechtliche Grundlagen und Verbraucherschutz', // content
    '2 Std. 00 Min.', // scope
    DEMO_SELLER.name, // the provider's name, address and contact
    DEMO_SELLER.address.street,
    `E-Mail ${DEMO_SELLER.email}`,
    `Telefon ${DEMO_SELLER.phone}`,
    'Zeitumfang gesamt 2 Std. 00 Min. (120 Minuten)',
  ]) {
    expect(text, field).toContain(field);
  }
  // The date of the measure: today in Berlin (dd.mm.yyyy).
  expect(text).toMatch(new RegExp(`\\d{2}\\.\\d{2}\\.${year} Weiterbildung|\\d{2}\\.\\d{2}\\.${year}`));
  await expectNoAxeViolations(page);
});
