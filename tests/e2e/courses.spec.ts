import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import {
  appHome,
  expect,
  expectNoAxeViolations,
  isMobile,
  test,
  newAccount,
  openSeedSignedIn,
  openSignedIn,
  expectTouchTargets,
} from './fixtures';

// Every page is checked with axe at each step, and the machine is shared: the default 30 s is tight.
test.describe.configure({ timeout: 90_000 });

const c = messages.courses;
/** Seeded de categories both roles see (server/src/seed/categories.ts). */
const VVG = { id: 101, name: 'Versicherungsvertragsgesetz (VVG)' };
const IDD = { id: 102, name: 'IDD und Vermittlerrecht (§ 34d GewO, VersVermV)' };
const BERATUNG = { id: 103, name: 'Beratung, Dokumentation und Verbraucherschutz' };
const DATENSCHUTZ = { id: 104, name: 'Datenschutz und Geldwäscheprävention' };

/**
 * A fresh, verified de agent (booking changes the account); `signInNow` opens its dashboard (or `path`)
 * signed in through the API (the login form is loginArea.spec's).
 */
async function freshAgent(page: Page, request: APIRequestContext) {
  const account = await newAccount(request, 'de', 'agent', 'courses');
  const { email, headers } = account;
  const book = async (categoryId: number, hours = 1) => {
    const response = await request.post('/api/users/me/courses', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { category_id: categoryId, hours, coins: 0 },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { id: number }).id;
  };
  const signInNow = async (path = '/app/dashboard') => {
    await openSignedIn(page, request, account, path);
  };
  return { email, headers, book, signInNow };
}

const courseItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * The open category list lines up with its field (on a phone it stuck out 24 px to the left, up to the
 * screen's edge) and each option is a touch target of 44 px (they were 40).
 */
async function expectListUnderField(page: Page) {
  const field = (await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).boundingBox())!;
  const list = (await page.getByRole('listbox').boundingBox())!;
  expect(Math.abs(list.x - field.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(list.x + list.width - (field.x + field.width))).toBeLessThanOrEqual(2);
  await expectTouchTargets(await page.getByRole('option').all());
}

async function bookInForm(page: Page, category: string | null, hours: string | null) {
  if (category) {
    await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
  }
  if (hours) await page.getByRole('radio', { name: hours, exact: true }).check({ force: true });
  await page.getByRole('button', { name: c.bookCourse }).click();
}

test('de: book a course, see the duplicate alert, delete it after confirming', async ({ page, request }) => {
  const agent = await freshAgent(page, request);
  await agent.signInNow();
  await expect(page.getByText(c.empty)).toBeVisible();
  await page.getByRole('link', { name: c.bookNewFree }).click();
  await expect(page).toHaveURL(/\/app\/book-course$/);
  await expect(page.getByRole('heading', { level: 1, name: c.bookCourse })).toBeVisible();
  await expectNoAxeViolations(page);

  await bookInForm(page, null, null);
  await expect(page.getByText(c.categoryRequired)).toBeVisible();
  await expect(page.getByText(c.hoursRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  // The form offers only what the category can fill (100 coins an hour): VVG holds 300 coins, enough
  // for one or three hours, not for five.
  await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).click();
  await expectListUnderField(page);
  await page.getByRole('option', { name: VVG.name, exact: true }).click();
  for (const hours of [1, 3]) {
    await expect(page.getByRole('radio', { name: c.hours(hours), exact: true })).toBeEnabled();
  }
  await expect(page.getByRole('radio', { name: c.hours(5), exact: true })).toBeDisabled();
  await expect(page.getByText(c.hoursUnavailable, { exact: false })).toHaveCount(1);
  await bookInForm(page, null, c.hours(1));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const item = courseItem(page, VVG.name);
  await expect(item.getByText(c.hours(1))).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuetext', c.progressValue(0, 100));
  const quizHref = await item.getByRole('link', { name: messages.quiz.startQuiz }).getAttribute('href');
  expect(quizHref).toMatch(/^\/app\/courses\/\d+$/);
  await expectNoAxeViolations(page);

  // The same category again: refused before anything is sent.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/users/me/courses')) posts += 1;
  });
  await page.getByRole('link', { name: c.bookNewFree }).click();
  await bookInForm(page, VVG.name, c.hours(1));
  await expect(page.getByRole('alert')).toHaveText(c.duplicateCategory);
  expect(posts).toBe(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: c.cancel }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await item.getByRole('button', { name: c.deleteCourse(VVG.name) }).click();
  const dialog = page.getByRole('alertdialog', { name: c.deleteConfirm });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: c.no }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: c.deleteCourse(VVG.name) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: c.yes }).click();
  await expect(page.getByText(c.deleted)).toBeVisible();
  // The deleted course's button is gone: focus waits on the list heading, not lost to the page.
  await expect(page.getByRole('heading', { level: 2, name: c.listTitle })).toBeFocused();
  await expect(courseItem(page, VVG.name)).toHaveCount(0);
  await expect(page.getByText(c.empty)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("de: the server's refusals: duplicate, HTTP 400 message, unknown error", async ({ page, request }) => {
  const agent = await freshAgent(page, request);
  await agent.book(IDD.id);
  await agent.signInNow();
  await page.getByRole('link', { name: c.bookNewFree }).click();
  await expect(page).toHaveURL(/\/app\/book-course$/);

  // The client's list hides the booked course, so the request goes out and the server refuses it.
  await page.route('**/api/users/me/courses', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
  );
  await page.reload();
  await bookInForm(page, IDD.name, c.hours(1));
  await expect(page.getByRole('alert')).toHaveText(c.duplicateCategory);

  await page.route('**/api/users/me/courses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: c.categoryUnavailable, code: 'course.category' } })
      : route.fallback(),
  );
  await bookInForm(page, BERATUNG.name, c.hours(1));
  await expect(page.getByRole('alert')).toHaveText(c.categoryUnavailable);

  await page.route('**/api/users/me/courses', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: {} }) : route.fallback(),
  );
  await page.getByRole('button', { name: c.bookCourse }).click();
  await expect(page.getByRole('alert')).toHaveText(c.bookingFailed);
  await expectNoAxeViolations(page);
});

test('de: a category without questions left shows the not-enough-coins message', async ({
  page,
  request,
}) => {
  const agent = await freshAgent(page, request);
  // Every question of the category answered through module 1's course narrowed to it (a booked course
  // would stop taking answers at its hours × 100 coins).
  const courses = await request.get('/api/users/me/courses', { headers: agent.headers });
  const moduleOne = ((await courses.json()) as { id: number; module: number; category_id?: number }[]).find(
    (course) => course.module === 1 && course.category_id === undefined,
  )!;
  const narrowed = await request.put(`/api/users/me/courses/${moduleOne.id}`, {
    headers: { ...agent.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { selected_categories: [DATENSCHUTZ.id] },
  });
  expect(narrowed.ok()).toBe(true);
  const answered = await request.post('/api/dev/answer-questions', {
    data: { email: agent.email, course_id: moduleOne.id, leave: 0 },
  });
  expect(((await answered.json()) as { remaining: number }).remaining).toBe(0);

  await agent.signInNow();
  await page.getByRole('link', { name: c.bookNewFree }).click();
  // The form offers no length the category can no longer fill, and says why.
  await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).click();
  await page.getByRole('option', { name: DATENSCHUTZ.name, exact: true }).click();
  for (const hours of [1, 3, 5]) {
    await expect(page.getByRole('radio', { name: c.hours(hours), exact: true })).toBeDisabled();
  }
  await expect(page.getByText(c.hoursUnavailable, { exact: false })).toHaveCount(3);
  await expectNoAxeViolations(page);
  // The server refuses it too, with the not-enough-coins message.
  const refused = await request.post('/api/users/me/courses', {
    headers: { ...agent.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { category_id: DATENSCHUTZ.id, hours: 1, coins: 0 },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(messages.serverErrors.notEnoughCoins);
  await expect(page).toHaveURL(/\/app\/book-course$/);
});

test('de: at 3 courses booking is disabled', async ({ page, request }) => {
  const agent = await freshAgent(page, request);
  for (const category of [VVG, IDD, BERATUNG]) await agent.book(category.id, 1);
  await agent.signInNow();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5); // 2 modules + 3 courses
  await expect(page.getByRole('button', { name: c.bookNewFree })).toBeDisabled();
  await expect(page.getByText(c.limitReached)).toBeVisible();
  await expectNoAxeViolations(page);

  // Reached by its address, the form says so and sends nothing.
  await page.goto('/app/book-course');
  await expect(page.getByRole('status').filter({ hasText: c.limitReached })).toBeVisible();
  await bookInForm(page, DATENSCHUTZ.name, c.hours(1));
  await expect(page.getByRole('alert')).toHaveText(c.limitReached);
  await expectNoAxeViolations(page);
});

/** The de categories after the four above (server/src/seed/categories.ts); the role's own comes first. */
const MORE_CATEGORIES = {
  agent: [{ id: 105, name: 'Handelsvertreterrecht (§§ 84 ff. HGB)' }],
  makler: [{ id: 106, name: 'Maklerrecht, Maklervertrag und Sachwalterstellung' }],
  both: [107, 108, 109, 110].map((id) => ({ id })),
};

for (const role of ['agent', 'makler'] as const) {
  test(`de ${role}: every category fills a course of three hours`, async ({ page, request }) => {
    // The bank holds at least 300 coins in every category a role reaches, so a new learner can book
    // three hours anywhere (the server's count for each category); the role's own category, the
    // thinnest, is booked through the form.
    const account = await newAccount(request, 'de', role, 'courses');
    const own = MORE_CATEGORIES[role][0]!;
    for (const { id } of [VVG, IDD, BERATUNG, DATENSCHUTZ, own, ...MORE_CATEGORIES.both]) {
      const reply = await request.get(`/api/users/me/categories/${id}/coins`, { headers: account.headers });
      expect(reply.ok()).toBe(true);
      const { coins, hours } = (await reply.json()) as { coins: number; hours: number[] };
      expect(coins, `category ${id}`).toBeGreaterThanOrEqual(300);
      expect(hours, `category ${id}`).toContain(3);
    }
    await openSignedIn(page, request, account, '/app/book-course');
    await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).click();
    await page.getByRole('option', { name: own.name, exact: true }).click();
    await expect(page.getByRole('radio', { name: c.hours(3), exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
    await bookInForm(page, null, c.hours(3));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const item = courseItem(page, own.name);
    await expect(item.getByText(c.hours(3))).toBeVisible();
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuetext', c.progressValue(0, 300));
  });
}

test('de: a category of 500 coins fills a course of five hours', async ({ page, request }) => {
  // de-kranken holds over 500 coins (the bank's first category for a five-hour course).
  const KRANKEN = { id: 108, name: 'Kranken- und Pflegeversicherung' };
  const agent = await freshAgent(page, request);
  await agent.signInNow('/app/book-course');
  await page.getByRole('button', { name: new RegExp(c.categoryLabel) }).click();
  await page.getByRole('option', { name: KRANKEN.name, exact: true }).click();
  await expect(page.getByRole('radio', { name: c.hours(5), exact: true })).toBeEnabled();
  await bookInForm(page, null, c.hours(5));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const item = courseItem(page, KRANKEN.name);
  await expect(item.getByText(c.hours(5))).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuetext', c.progressValue(0, 500));
  await expectNoAxeViolations(page);
});

test('de without a role: book-course asks for one first, the text level with its button', async ({
  page,
  request,
}) => {
  await openSeedSignedIn(page, request, 'norole@demo.test', 'Deutschland', '/app/book-course');
  const text = page.getByText(c.roleRequired, { exact: true });
  const button = page.getByRole('main').getByRole('link', { name: messages.nav.myCourses });
  await expect(text).toBeVisible();
  await expect(button).toHaveAttribute('href', '/app/dashboard');
  await expectNoAxeViolations(page);
  const textBox = (await text.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  if (isMobile(page)) {
    expect(buttonBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height); // the action wraps below
  } else {
    // Beside the button the one line sat at the alert's top, 10 px above the button's middle.
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(textBox) - middle(buttonBox))).toBeLessThanOrEqual(2);
  }
});

for (const [email, country] of [
  ['at@demo.test', 'Österreich'],
  ['ch@demo.test', 'Schweiz'],
] as const) {
  test(`book course is de only: ${country} is sent away`, async ({ page, request }) => {
    await openSeedSignedIn(page, request, email, country, '/app/book-course');
    await expect(page).toHaveURL(appHome(page));
    await expect(page.getByRole('heading', { level: 2, name: c.listTitle })).toHaveCount(0);
    await expect(page.getByRole('button', { name: c.bookCourse })).toHaveCount(0);
  });
}
