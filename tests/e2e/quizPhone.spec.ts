import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Question, UserCourse } from '../../src/shared/api/entities';
import { messages } from '../../src/shared/messages.de';
import { expect, expectNoAxeViolations, isMobile, newAccount, openAs, test } from './fixtures';

/**
 * The quiz on a phone: the coins take one line above the question, the action button is
 * pinned to the bottom of the screen and in sight on the first view of a question with four long answers,
 * it never covers an answer once the list is scrolled to its end, and after checking the verdict and
 * 'Nächste Frage' are in sight. At 1280 the button stays at the card's end, where it always was.
 */
const q = messages.quiz;
const SHOTS = process.env.QUIZ_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

/** Four answers of three to four lines each on a phone, as the bank's longest ones are. */
const LONG_ANSWERS = [
  'Der Versicherer kann vom Vertrag zurücktreten, wenn der Versicherungsnehmer eine ihm bekannte, erhebliche Gefahrstatsache bei Vertragsschluss nicht angezeigt hat.',
  'Der Versicherer muss die Leistung in jedem Fall erbringen, weil die Anzeigepflicht nur für Umstände gilt, nach denen er ausdrücklich mündlich gefragt hat.',
  'Der Vertrag bleibt unverändert bestehen; der Versicherer darf lediglich eine angemessene Mehrprämie für die gesamte restliche Vertragsdauer verlangen.',
  'Der Versicherungsnehmer muss den Schaden vollständig selbst tragen und zusätzlich eine Vertragsstrafe in Höhe einer Jahresprämie an den Versicherer zahlen.',
];
const LONG_QUESTION =
  'Welche Folge hat es in der Regel, wenn der Versicherungsnehmer bei Vertragsschluss eine erhebliche Gefahrstatsache verschweigt?';

/** Every question the page loads keeps its ids (so checking it works) with long words in it. */
async function lengthenQuestions(page: Page) {
  await page.route(/\/api\/users\/me\/question$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const question = (await response.json()) as Question | null;
    if (!question) return route.fulfill({ response });
    const answers = question.answers.slice(0, 4).map((a, i) => ({ ...a, text: LONG_ANSWERS[i]! }));
    return route.fulfill({ response, json: { ...question, text: LONG_QUESTION, answers } });
  });
}

const card = (page: Page) => page.locator('section.quiz-card');
const actions = (page: Page) => card(page).locator('.quiz-card__actions');

/** Scrolls the window to the page's end or back to its top (the page, not a box in it, scrolls). */
const scrollPage = (page: Page, to: 'end' | 'top') =>
  page
    .locator('html')
    .evaluate(
      (html, end) => html.ownerDocument.defaultView!.scrollTo(0, end ? html.scrollHeight : 0),
      to === 'end',
    );

async function box(locator: Locator) {
  const b = (await locator.boundingBox())!;
  return { top: b.y, bottom: b.y + b.height, height: b.height };
}

/** The whole element lies between the top bar and the bottom of the window. */
async function expectInViewport(page: Page, locator: Locator) {
  const b = await box(locator);
  const topBar = await box(page.locator('.shell-top-bar'));
  expect(b.top).toBeGreaterThanOrEqual(topBar.bottom - 1);
  expect(b.bottom).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
}

/** No answer reaches under the action bar (the answers' boxes end above the bar's top). */
async function expectBarClearOfAnswers(page: Page) {
  const bar = await box(actions(page));
  for (const answer of await card(page).locator('label[data-answer-id]').all()) {
    const b = await box(answer);
    expect(b.bottom <= bar.top + 0.5 || b.top >= bar.bottom - 0.5, `answer ${b.top}–${b.bottom}`).toBe(true);
  }
}

async function correctAnswers(request: APIRequestContext, page: Page): Promise<number[]> {
  const id = Number(await card(page).getAttribute('data-question-id'));
  const reply = await request.get(`/api/dev/questions/${id}/correct-answers`);
  return ((await reply.json()) as { answers: number[] }).answers;
}

test('Swiss quiz, four long answers: the action in sight, clear of the answers, then the verdict and the next step', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'ch', 'agent');
  await lengthenQuestions(page);
  await openAs(page, account, '/app/quiz');
  const check = page.getByRole('button', { name: q.checkAnswer });
  await expect(check).toBeVisible();
  await expect(card(page).locator('label[data-answer-id]')).toHaveCount(4);
  await expect(card(page).getByRole('heading', { name: LONG_QUESTION })).toBeVisible();
  await shot(page, 'quiz-before');

  if (isMobile(page)) {
    // The first view: the button lies inside the window, pinned to its bottom edge.
    await expectInViewport(page, check);
    const bar = await box(actions(page));
    expect(Math.abs(bar.bottom - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
    // The coin card is a strip above the question: the coins on one line, the bar one thin line below.
    const coinsLine = page.locator('.quiz-coins');
    expect((await box(coinsLine)).height).toBeLessThanOrEqual(32);
    expect((await box(page.locator('.quiz__toolbar'))).height).toBeLessThanOrEqual(90);
    // Scrolled to its end, the list ends above the bar: no answer is out of reach beneath it.
    await scrollPage(page, 'end');
    await expectBarClearOfAnswers(page);
    await expectInViewport(page, check);
    await scrollPage(page, 'top');
  } else {
    // At 1280 the button stays in the card's flow, after the answers.
    await expect(actions(page)).toHaveCSS('position', 'static');
    const last = await box(card(page).locator('label[data-answer-id]').last());
    expect((await box(check)).top).toBeGreaterThan(last.bottom);
  }
  await expectNoAxeViolations(page);

  // Chooses the last answer (the one nearest the bar) and checks it.
  const correct = await correctAnswers(request, page);
  const last = card(page).locator('label[data-answer-id]').last();
  await last.click();
  await check.click();
  const lastId = Number(await last.getAttribute('data-answer-id'));
  const verdict = card(page).locator('[data-quiz-result]');
  await expect(verdict).toContainText(correct.includes(lastId) ? q.answerCorrect : q.answerWrong);
  const next = page.getByRole('button', { name: q.nextQuestion });
  await expect(next).toBeVisible();
  await shot(page, 'quiz-after');
  if (isMobile(page)) {
    // Right after checking: the verdict is scrolled into sight above the bar, and 'Nächste Frage' is in it.
    await expectInViewport(page, next);
    await expectInViewport(page, verdict);
    expect((await box(verdict)).bottom).toBeLessThanOrEqual((await box(actions(page))).top + 1);
  }
  await expectNoAxeViolations(page);

  await next.click();
  await expect(check).toBeVisible();
  if (isMobile(page)) await expectInViewport(page, check);
});

test('module quiz (de): the action is in sight on the first view and pinned only on a phone', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: account.headers })
  ).json()) as UserCourse[];
  const course = courses.find((c) => c.module === 1 && c.category_id === undefined)!;
  await openAs(page, account, `/app/courses/${course.id}`);
  const check = page.getByRole('button', { name: q.checkAnswer });
  await expect(check).toBeVisible();
  await expect(page.getByText(messages.dashboard.coinsToNextHour(100))).toBeVisible();
  await expect(actions(page)).toHaveCSS('position', isMobile(page) ? 'fixed' : 'static');
  if (isMobile(page)) {
    await expectInViewport(page, check);
    await scrollPage(page, 'end');
    await expectBarClearOfAnswers(page);
  }
  await shot(page, 'quiz-module');
  await expectNoAxeViolations(page);
});
