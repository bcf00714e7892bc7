import type { APIRequestContext, Page } from '@playwright/test';
import type { Exam } from '../../src/shared/api/calls/practice';
import type { Question } from '../../src/shared/api/entities';
import { messages } from '../../src/shared/messages.de';
import { practiceMessages as m } from '../../src/shared/messages/practice';
import {
  expect,
  expectNoAxeViolations,
  isMobile,
  newAccount,
  openSignedIn,
  test,
  type TestAccount,
} from './fixtures';

/**
 * Practice at both widths: the statistics after twenty answers, a wrong answer coming back in
 * 'Wiederholen' once due (the learner's schedule moved on by a development route) and an exam practice run
 * to its result. Every test makes its own account.
 */
// Twenty answers through the API and three axe runs: on the shared 2-core machine that outlasts 30 s.
test.describe.configure({ timeout: 60_000 });

const q = messages.quiz;
const VVG = 101;
const VVG_NAME = 'Versicherungsvertragsgesetz (VVG)';

async function api<T>(
  request: APIRequestContext,
  account: TestAccount,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const response = await request.fetch(path, {
    method,
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const correctAnswers = async (request: APIRequestContext, question: number) =>
  (
    (await (await request.get(`/api/dev/questions/${question}/correct-answers`)).json()) as {
      answers: number[];
    }
  ).answers;

/** One answer in the practice quiz on `category` through the API, right or wrong; returns the question. */
async function practiseOnce(
  request: APIRequestContext,
  account: TestAccount,
  category: number,
  right: boolean,
) {
  const question = await api<Question>(
    request,
    account,
    'GET',
    `/api/users/me/practice/question?categories=${category}`,
  );
  const correct = await correctAnswers(request, question.id);
  const answers = right ? correct : [question.answers.find((a) => !correct.includes(a.id))!.id];
  await api(request, account, 'POST', '/api/users/me/practice/guess', { question_id: question.id, answers });
  return question;
}

/** The practice links live in the sidebar, inside the drawer on a phone. */
async function openMenu(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: messages.nav.openMenu }).click();
}

test('statistics after twenty answers show the right shares and start a quiz on the weakest', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'practice-stats');
  for (let i = 0; i < 20; i += 1) await practiseOnce(request, account, VVG, i % 4 !== 0);

  await openSignedIn(page, request, account, '/app/practice/statistics');
  // The page's chunk carries the chart library: the first load on a cold server takes a while.
  await expect(page.getByRole('heading', { name: m.statisticsTitle })).toBeVisible({ timeout: 15_000 });
  // 20 answers in the VVG, 15 of them right; all in this week.
  const vvg = page
    .getByTestId('practice-category-table')
    .getByRole('row', { name: /Versicherungsvertragsgesetz/ });
  await expect(vvg.getByRole('cell')).toHaveText(['20', '15', '75 %', '0']);
  const thisWeek = page.getByTestId('practice-week-table').getByRole('row').last();
  await expect(thisWeek.getByRole('cell')).toHaveText(['20', '15', '75 %']);
  // The weakest categories are the answered ones: these answers touched the VVG and the categories its questions share.
  await expect(page.getByTestId('practice-weakest').getByRole('listitem')).not.toHaveCount(0);
  // The trend per category: the weakest is shown first; the VVG on choice, its twelve weeks in its table.
  const weakestName = (await page.getByTestId('practice-weakest').locator('li span').first().textContent())!;
  const categoryWeeks = page.getByTestId('practice-category-week-table');
  await expect(categoryWeeks.locator('caption')).toHaveText(m.trendOf(weakestName));
  await page.getByRole('button', { name: new RegExp(`${m.category}$`) }).click();
  await page.getByRole('option', { name: VVG_NAME, exact: true }).click();
  await expect(categoryWeeks.locator('caption')).toHaveText(m.trendOf(VVG_NAME));
  await expect(categoryWeeks.getByRole('row')).toHaveCount(13);
  await expect(categoryWeeks.getByRole('row').last().getByRole('cell')).toHaveText(['20', '15', '75 %']);
  await expect(categoryWeeks.getByRole('row').nth(11).getByRole('cell')).toHaveText(['0', '0', '–']);
  // Its chart: the answered and the right answers, one line each.
  await expect(page.getByTitle(m.chartCategoryTrend(VVG_NAME)).locator('.recharts-line')).toHaveCount(2);
  // The charts' numbers: a table for screen readers, shown on request.
  const toggle = page.getByRole('button', { name: m.showTable }).first();
  await toggle.click();
  await expect(page.getByTestId('practice-category-table')).toBeVisible();
  await expect(page.locator('.practice-chart__picture svg').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: m.practiseWeakest }).click();
  await expect(page).toHaveURL(/\/app\/practice\/quiz\?categories=/);
  await expect(page.getByRole('heading', { name: m.practiceQuizTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: q.checkAnswer })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a wrong answer comes back in 'Wiederholen' once it is due", async ({ page, request }) => {
  const account = await newAccount(request, 'de', 'agent', 'practice-review');
  const question = await practiseOnce(request, account, VVG, false);

  // Not due yet: the first learning step is a minute away.
  await openSignedIn(page, request, account, '/app/practice/review');
  await expect(page.getByText(m.reviewEmpty)).toBeVisible();
  await openMenu(page);
  await expect(page.getByTestId('practice-nav-review')).toBeVisible();
  await expect(page.getByTestId('practice-due-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Two minutes later for this learner.
  const moved = await request.post('/api/dev/practice/time', { data: { email: account.email, minutes: 2 } });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await openMenu(page);
  await expect(page.getByTestId('practice-due-badge')).toContainText('1');
  if (isMobile(page)) await page.keyboard.press('Escape');
  await expect(page.locator('section.quiz-card')).toHaveAttribute('data-question-id', String(question.id));
  const right = await correctAnswers(request, question.id);
  for (const id of right) await page.locator(`label[data-answer-id="${id}"]`).click();
  await page.getByRole('button', { name: q.checkAnswer }).click();
  await expect(page.locator('section.quiz-card').getByRole('status')).toContainText(q.answerCorrect);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: q.nextQuestion }).click();
  await expect(page.getByText(m.reviewEmpty)).toBeVisible();
  await openMenu(page);
  await expect(page.getByTestId('practice-due-badge')).toHaveCount(0);
});

test('an exam practice run to its result', async ({ page, request }) => {
  const account = await newAccount(request, 'at', 'makler', 'practice-exam');
  await openSignedIn(page, request, account, '/app/practice/exam');
  await expect(page.getByRole('heading', { name: m.examTitle })).toBeVisible();
  await expect(page.getByText('Rechtliche Themen: 50 %')).toBeVisible();
  await expect(page.getByText(m.noResults)).toBeVisible();
  await expectNoAxeViolations(page);

  // A short test (three questions), answered through the page.
  const exam = await api<Exam>(request, account, 'POST', '/api/users/me/practice/exams', { questions: 3 });
  await page.goto(`/app/practice/exam/${exam.id}`);
  await expect(page.getByTestId('exam-timer')).toContainText(/Noch (44|45):\d\d/);
  const [first, second] = exam.questions;
  const firstRight = await correctAnswers(request, first!.question.id);
  for (const id of firstRight) await page.locator(`input[data-answer-id="${id}"]`).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.next, exact: true }).click();
  await expect(page.getByTestId('exam-question')).toHaveText(second!.question.text);
  const secondRight = await correctAnswers(request, second!.question.id);
  const wrong = second!.question.answers.find((a) => !secondRight.includes(a.id))!;
  await page.locator(`input[data-answer-id="${wrong.id}"]`).check();
  await page.getByRole('button', { name: m.next, exact: true }).click();
  await page.getByRole('button', { name: m.handIn }).click();

  await expect(page.getByRole('heading', { name: m.resultTitle })).toBeVisible();
  await expect(page.getByTestId('exam-score')).toHaveText(m.scoreTotal(1, 3));
  await expect(page.getByTestId('exam-result-question')).toHaveCount(3);
  await expect(page.getByTestId('exam-result-question').nth(1)).toContainText(m.verdictWrong);
  await expect(page.getByTestId('exam-result-question').nth(2)).toContainText(m.notAnswered);
  await expect(page.getByTestId('exam-topics').getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: m.backToExams }).click();
  await expect(page.getByTestId('practice-results')).toContainText(m.resultLine(1, 3));
  // A handed-in test takes no more answers.
  const late = await request.fetch(`/api/users/me/practice/exams/${exam.id}/answer`, {
    method: 'PUT',
    headers: account.headers,
    data: { question_id: first!.question.id, answers: firstRight },
  });
  expect(late.status()).toBe(409);
});
