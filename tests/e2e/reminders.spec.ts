import type { APIRequestContext, Page } from '@playwright/test';
import { remindersMessages as r } from '../../src/shared/messages/reminders';
import { expect, expectNoAxeViolations, newAccount, openSignedIn, test } from './fixtures';

/**
 * Reminders of the year's 15 hours through the real server at both widths: the opt-in in the account, the
 * reminder mail at a faked date (the development route runs the sweep then) for the opted-in learner and not
 * for one who never opted in, and the mail's one-click unsubscribe page. Every test makes its own accounts.
 */
test.describe.configure({ timeout: 60_000 });

interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
}

async function reminderMails(request: APIRequestContext, to: string): Promise<ReminderMail[]> {
  const response = await request.get(`/api/dev/mails?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ReminderMail[]).filter((mail) =>
    mail.subject.includes('Weiterbildungsstunden'),
  );
}

const section = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: r.title, exact: true }) });

test('an opted-in learner gets the reminder at a faked date, one who never opted in does not, and its link unsubscribes', async ({
  page,
  request,
}) => {
  const learner = await newAccount(request, 'de', 'agent', 'remind');
  const quiet = await newAccount(request, 'de', 'agent', 'quiet');

  await openSignedIn(page, request, learner, '/app/my-account');
  const card = section(page);
  const box = card.getByRole('checkbox', { name: r.toggle });
  await expect(box).not.toBeChecked();
  await expect(card.getByText(r.disabled)).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByText(r.toggle, { exact: true }).click();
  await expect(box).toBeChecked();
  await expect(card.getByText(r.enabled)).toBeVisible();
  await expectNoAxeViolations(page);

  // 1 October of next year: the sweep plans that year's reminders and sends the first.
  const at = `${new Date().getUTCFullYear() + 1}-10-01T08:00:00.000Z`;
  const sweep = await request.post('/api/dev/reminders/sweep', { data: { at } });
  expect(sweep.ok(), await sweep.text()).toBe(true);
  // The other width's run may sweep the same jobs: the mail is waited for, and must come once.
  await expect.poll(async () => (await reminderMails(request, learner.email)).length).toBe(1);
  expect(await reminderMails(request, quiet.email)).toEqual([]);
  const [mail] = await reminderMails(request, learner.email);
  expect(mail!.subject).toBe('Dir fehlen noch 15 Weiterbildungsstunden für dieses Jahr');
  expect(mail!.text).toContain('richtig beantwortete Fragen pro Woche bis zum 31. Dezember');
  const unsubscribe = mail!.links.find((link) => link.includes('/api/reminders/unsubscribe?token='));
  expect(unsubscribe).toBeTruthy();
  expect(mail!.headers['List-Unsubscribe']).toBe(`<${unsubscribe}>`);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // Opening the link only asks; the button unsubscribes.
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { name: r.pageTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/app/my-account');
  await expect(section(page).getByRole('checkbox', { name: r.toggle })).toBeChecked();
  await page.goto(unsubscribe!);
  await page.getByRole('button', { name: r.pageButton }).click();
  await expect(page.getByText(r.pageDone)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/app/my-account');
  await expect(section(page).getByRole('checkbox', { name: r.toggle })).not.toBeChecked();
});
