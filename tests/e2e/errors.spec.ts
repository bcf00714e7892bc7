import type { APIRequestContext, Page } from '@playwright/test';
import { APP_VERSION } from '../../src/shared/api/constants';
import { messages } from '../../src/shared/messages.de';
import { TEST_ERRORS } from '../../src/renderer/errors/testErrors';
import type { StoredSentryItem } from '../../server/src/routes/devSentry';
import {
  allowConsoleErrors,
  chooseCountry,
  expect,
  expectNoAxeViolations,
  openSeedSignedIn,
  test,
} from './fixtures';

/**
 * Crashes reach the global error screen, the report reaches the server's development envelope
 * endpoint (CLIENT_SENTRY_DSN in playwright.config.ts points the clients at it) with the release tag,
 * and the bug-report form's feedback arrives attached to that report.
 */

const m = messages.errorScreen;

const errorScreenTitle = (page: Page) => page.getByRole('heading', { level: 1, name: m.title });
const whatHappened = (page: Page) => page.getByRole('textbox', { name: m.whatHappenedLabel });

/** Waits for the report id on the screen (the event id the reporter got back). */
async function reportIdOn(page: Page): Promise<string> {
  await expect(errorScreenTitle(page)).toBeVisible();
  const idLine = page.getByText(/^Fehler-ID: [0-9a-f]{32}$/);
  await expect(idLine).toBeVisible({ timeout: 15_000 });
  return (await idLine.textContent())!.replace('Fehler-ID: ', '');
}

/** The server's stored envelope items for `eventId` (the event itself and feedback for it). */
async function itemsFor(request: APIRequestContext, eventId: string): Promise<StoredSentryItem[]> {
  const response = await request.get(`/api/dev/sentry/events?event_id=${eventId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredSentryItem[];
}

async function expectReportArrived(request: APIRequestContext, eventId: string, message: string) {
  await expect
    .poll(async () => (await itemsFor(request, eventId)).find((item) => item.type === 'event'), {
      timeout: 15_000,
    })
    .toMatchObject({ event_id: eventId, release: APP_VERSION, exception: { value: message } });
}

async function expectFeedbackArrived(
  request: APIRequestContext,
  eventId: string,
  feedback: { message: string; name?: string; contact_email?: string },
) {
  await expect
    .poll(async () => (await itemsFor(request, eventId)).find((item) => item.type === 'feedback')?.feedback, {
      timeout: 15_000,
    })
    .toMatchObject({ ...feedback, associated_event_id: eventId });
}

/** The developer's crash page, signed in through the API (the login form is loginArea.spec's). */
async function crashPageAsDeveloper(page: Page, request: APIRequestContext, kind: string) {
  await openSeedSignedIn(page, request, 'dev@demo.test', 'Deutschland', `/app/dev/crash?kind=${kind}`);
}

test('a component that throws reaches the error screen; report and feedback arrive', async ({
  page,
  request,
}) => {
  // Provoked: React logs the error it caught at the boundary.
  allowConsoleErrors(page, new RegExp(TEST_ERRORS.render));
  await crashPageAsDeveloper(page, request, 'render');
  const eventId = await reportIdOn(page);
  await expectReportArrived(request, eventId, TEST_ERRORS.render);

  // Signed in: name and e-mail are known, only what happened is asked.
  await expect(page.getByRole('textbox', { name: m.nameLabel })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: m.emailLabel })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(messages.validation.errorReportWhatHappenedRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  const description = 'Ich habe in den Entwickleroptionen den Testfehler ausgelöst.';
  await whatHappened(page).fill(description);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(m.thankYou)).toBeVisible();
  await expectFeedbackArrived(request, eventId, { message: description, contact_email: 'dev@demo.test' });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: m.restart }).click();
  await expect(page).toHaveURL(/\/app(\/|$)/);
  await expect(errorScreenTitle(page)).toHaveCount(0);
});

test('a rejected promise reaches the error screen; skipping appears after 3 s and restarts', async ({
  page,
  request,
}) => {
  allowConsoleErrors(page, new RegExp(`^pageerror: ${TEST_ERRORS.promise}$`));
  await crashPageAsDeveloper(page, request, 'promise');
  const eventId = await reportIdOn(page);
  await expectReportArrived(request, eventId, TEST_ERRORS.promise);

  const skip = page.getByRole('button', { name: m.skip });
  await expect(skip).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(page);
  await skip.click();
  await expect(page.getByText(m.restartHint)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.restart }).click();
  await expect(page).toHaveURL(/\/app(\/|$)/);
  await expect(errorScreenTitle(page)).toHaveCount(0);
});

test("a visitor's crash asks for name and e-mail and sends them with the feedback", async ({
  page,
  request,
}) => {
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  // An unhandled rejection in the page itself (not in the evaluate call).
  const reason = 'Abgelehnt auf der Anmeldeseite';
  allowConsoleErrors(page, new RegExp(`^pageerror: ${reason}$`));
  await page.evaluate((message) => {
    setTimeout(() => void Promise.reject(new Error(message)));
  }, reason);
  const eventId = await reportIdOn(page);
  await expectReportArrived(request, eventId, reason);

  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(messages.validation.errorReportNameRequired)).toBeVisible();
  await expect(page.getByText(messages.validation.errorReportEmailRequired)).toBeVisible();
  await expect(page.getByText(messages.validation.errorReportWhatHappenedRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: m.nameLabel }).fill('Erika Muster');
  await page.getByRole('textbox', { name: m.emailLabel }).fill('erika@e2e.test');
  await whatHappened(page).fill('Ich wollte mich anmelden.');
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(m.thankYou)).toBeVisible();
  await expectFeedbackArrived(request, eventId, {
    message: 'Ich wollte mich anmelden.',
    name: 'Erika Muster',
    contact_email: 'erika@e2e.test',
  });
});
