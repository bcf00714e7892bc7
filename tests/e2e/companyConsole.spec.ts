import { companyConsoleMessages as cm } from '../../src/shared/messages/companyConsole';
import { messages } from '../../src/shared/messages.de';
import { openDesk } from './adminSession';
import { expect, expectNoAxeViolations, newAccount, openAs, test } from './fixtures';

/**
 * The company console through the real server at desk widths (docs/product-rules.md#company-console): the
 * seeded company admin writes the company's welcome text, makes a course from two categories with a pass mark
 * and a deadline and publishes it, makes an access code and opens its printable sheet; a participant then
 * follows the sheet's QR link, finds the code filled in, redeems it and sees the course with its deadline and
 * the welcome text. Axe on every page.
 */
// One whole flow through two realms with axe on eight pages: more than 60 s on the shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const FIRMA = 'firma@demo.test';
const WELCOME = 'Willkommen bei Muster! Bitte schließen Sie die Pflichtschulungen rechtzeitig ab.';
const m = messages.company;

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return { form: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`, date };
};

test('a company admin builds a course and a code sheet; a participant redeems the QR code and sees the course', async ({
  page,
  request,
}, info) => {
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const courseName = `Konsole ${run}`;
  const deadline = inDays(30);

  // The company's page.
  await openDesk(page, request, FIRMA, '/admin/firma');
  const nav = page.getByRole('navigation', { name: messages.adminRealm.navLabel });
  await expect(nav.getByRole('link', { name: cm.navCourses })).toBeVisible();
  await page.getByRole('textbox', { name: cm.fieldWelcome }).fill(WELCOME);
  await page.getByRole('textbox', { name: cm.fieldContactName }).fill('Mia Muster');
  await page.getByRole('button', { name: cm.save }).click();
  await expect(page.getByText(cm.saved)).toBeVisible();
  await expectNoAxeViolations(page);

  // A course from two categories with a pass mark; the pass mark is checked against the questions.
  await nav.getByRole('link', { name: cm.navCourses }).click();
  await expect(page.getByRole('heading', { level: 1, name: cm.coursesTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: cm.newCourse }).click();
  await page.getByRole('textbox', { name: cm.fieldName }).fill(courseName);
  await page.getByRole('textbox', { name: cm.fieldPassMark }).fill('5');
  await page.getByRole('textbox', { name: cm.fieldDeadline }).fill(deadline.form);
  const categories = page.locator('.console-categories label');
  await categories.nth(0).click();
  await categories.nth(1).click();
  await page.getByRole('textbox', { name: cm.fieldCount }).fill('4');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: cm.save }).click();
  await expect(page.getByText(cm.passMarkRange(4))).toBeVisible();
  await page.getByRole('textbox', { name: cm.fieldPassMark }).fill('3');
  await page.getByRole('button', { name: cm.save }).click();

  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByTestId('console-course-state')).toHaveText(cm.stateNames.draft);
  await expect(page.getByTestId('console-question')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: cm.publish }).click();
  await expect(page.getByTestId('console-course-state')).toHaveText(cm.stateNames.published);

  // An access code and its printable sheet.
  await nav.getByRole('link', { name: cm.navCodes }).click();
  await expect(page.getByRole('heading', { level: 1, name: cm.codesTitle })).toBeVisible();
  await page.getByRole('textbox', { name: cm.fieldMaxUses }).fill('5');
  await page.getByRole('button', { name: cm.create }).click();
  await expect(page.getByText(cm.created(1))).toBeVisible();
  const code = (await page.getByTestId('console-code').first().textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('console-code-row').first().getByTestId('console-code-state')).toHaveText(
    cm.codeStates.active,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: cm.printSheet }).click();
  const tile = page.getByTestId('code-sheet-tile').filter({ hasText: code });
  const qr = tile.getByRole('img', { name: cm.sheetQrAlt(code) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await page.getByTestId('code-sheet-tile').getByRole('img').count()).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  const link = (await tile.getAttribute('data-link'))!;
  expect(link).toBe(`${new URL(page.url()).origin}/app/platform?code=${code}`);

  // A participant follows the QR code's address: the code is filled in.
  const learner = await newAccount(request, 'de', 'agent', 'console');
  await openAs(page, learner, link);
  const field = page.getByRole('textbox', { name: m.codeLabel });
  await expect(field).toHaveValue(code);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.codeSubmit }).click();
  await expect(page.getByRole('heading', { name: m.welcome('Muster Versicherung AG') })).toBeVisible();
  await expect(page.getByTestId('company-welcome')).toHaveText(WELCOME);
  const card = page.locator('.company-course').filter({ hasText: courseName });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('company-course-deadline')).toHaveText(
    m.deadline(
      `${pad(deadline.date.getDate())}.${pad(deadline.date.getMonth() + 1)}.${deadline.date.getFullYear()}`,
    ),
  );
  await expect(card).toContainText(m.passMark(3, 4));
  await expectNoAxeViolations(page);
});
