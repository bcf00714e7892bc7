import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, UserCourse, User } from '../../../shared/api/entities';
import { modulesMessages } from '../../../shared/messages/modules';
import { quizMessages } from '../../../shared/messages/quiz';
import { studyMessages } from '../../../shared/messages/study';
import { CourseQuizPage } from './CourseQuizPage';
import { course, question, quizServices, renderPage, user } from './testing';

const q = quizMessages;
const categories: Category[] = [
  { id: 101, name: 'VVG', module: 1, roles: ['agent', 'makler'] },
  { id: 102, name: 'Vermittlerrecht', module: 1, roles: ['agent'] },
  { id: 110, name: 'Sachversicherung', module: 2, roles: ['agent'] },
];

let signedIn: User;

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.999999); // keep the server's answer order
  signedIn = user({ country: 'de', role: 'agent' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(theCourse: UserCourse, questions = [question(1, { categories: [{ id: 101, name: 'VVG' }] })]) {
  let current = theCourse;
  const queue = [...questions];
  const api = quizServices(
    {
      'app.users.courses.show': () => current,
      'app.categories.index': () => categories,
      'app.users.courses.question': () => queue.shift() ?? null,
      'app.users.courses.question.guess': () => ({ correct_answers: [11], explanation: null, source: null }),
      'app.users.courses.update': ({ body }) => (current = { ...current, ...(body as object) }),
    },
    signedIn,
  );
  renderPage(<CourseQuizPage />, `/app/courses/${theCourse.id}`, '/app/courses/:course', api.services);
  return { ...api, setCourse: (next: UserCourse) => (current = next) };
}

const location = () => screen.findByTestId('location').then((el) => el.textContent);

describe('CourseQuizPage', () => {
  it('shows the module, its coins toward the next hour and raises them after a right answer', async () => {
    const page = open(course({ coins: 140 }));
    await screen.findByRole('heading', { level: 2, name: modulesMessages[1] });
    expect(screen.getByText('140 Coins')).toBeVisible();
    expect(screen.getByText(studyMessages.coinsToNextHour(60))).toBeVisible();
    await screen.findByRole('heading', { level: 3, name: 'Frage 1?' });

    page.setCourse(course({ coins: 141 }));
    await userEvent.click(screen.getByRole('radio', { name: 'Antwort 1.1' }));
    await userEvent.click(screen.getByRole('button', { name: q.checkAnswer }));
    await screen.findByText(q.answerCorrect);
    await screen.findByText('141 Coins');
    expect(page.calls.find((c) => c.name === 'app.users.courses.question.guess')).toMatchObject({
      params: { user: 'me', course: 5 },
      body: { answers: [11], question_id: 1 },
    });
  });

  it('sends a user of the other role to /app', async () => {
    open(course({ role: 'makler' }));
    expect(await location()).toBe('/app');
  });

  it('sends a completed booked course (hours × 100 coins) to the dashboard', async () => {
    open(course({ hours: 1, coins: 100, category: { id: 101, name: 'VVG' }, category_id: 101 }));
    expect(await location()).toBe('/app/dashboard');
  });

  it('completes a booked course with the last right answer, then leaves for the dashboard', async () => {
    const booked = { hours: 1, category: { id: 101, name: 'VVG' }, category_id: 101 };
    const page = open(course({ ...booked, coins: 99 }), [question(1), question(2)]);
    await screen.findByRole('heading', { level: 2, name: 'VVG' });
    expect(screen.getByText(q.coinsOfGoal(99, 100))).toBeVisible();
    page.setCourse(course({ ...booked, coins: 100 }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Antwort 1.1' }));
    await userEvent.click(screen.getByRole('button', { name: q.checkAnswer }));
    await screen.findByText(q.answerCorrect);
    await screen.findByText(q.coinsOfGoal(100, 100));
    await userEvent.click(screen.getByRole('button', { name: q.nextQuestion }));
    expect(await location()).toBe('/app/dashboard');
  });

  it('uses the de wording when no question is left, the general one in at', async () => {
    open(course(), []);
    await screen.findByText(q.noMoreQuestionsInCourse);
    cleanup();
    signedIn = user({ country: 'at', role: 'agent' });
    open(course(), []);
    await screen.findByText(q.noMoreQuestions);
  });

  it('says why no question is left and where to go on', async () => {
    open(course(), []);
    await screen.findByText(q.noMoreQuestionsInCourse);
    expect(screen.getByText(q.emptyWhy)).toBeVisible();
    expect(screen.getByText(q.emptyNextModule.de)).toBeVisible();
    expect(screen.getByRole('link', { name: q.toOverview }).getAttribute('href')).toBe('/app/dashboard');
  });

  it('keeps filter changes local while open, saves them on close and refetches a question that no longer fits', async () => {
    const page = open(course(), [
      question(1, { categories: [{ id: 101, name: 'VVG' }] }),
      question(2, { categories: [{ id: 102, name: 'Vermittlerrecht' }] }),
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Frage 1?' });
    // Module 1 for an agent: two topics, the module-2 one is not offered.
    await userEvent.click(await screen.findByRole('button', { name: q.filterButton(2, 2) }));
    const dialog = await screen.findByRole('dialog', { name: q.filterTitle });
    expect(dialog.textContent).toContain(q.filterHint);
    expect(screen.queryByRole('checkbox', { name: 'Sachversicherung' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'VVG' }));
    // The last ticked topic cannot be unticked.
    expect(screen.getByRole('checkbox', { name: 'Vermittlerrecht' }).hasAttribute('disabled')).toBe(true);
    expect(page.namesCalled()).not.toContain('app.users.courses.update');

    await userEvent.click(screen.getByRole('button', { name: q.filterDone }));
    await waitFor(() => expect(page.namesCalled()).toContain('app.users.courses.update'));
    expect(page.calls.find((c) => c.name === 'app.users.courses.update')?.body).toEqual({
      selected_categories: [102],
    });
    await screen.findByRole('heading', { level: 3, name: 'Frage 2?' });
    expect(screen.getByRole('button', { name: q.filterButton(1, 2) })).toBeVisible();
  });

  it('keeps a question that still fits the new filter', async () => {
    const page = open(course(), [question(1, { categories: [{ id: 101, name: 'VVG' }] }), question(2)]);
    await screen.findByRole('heading', { level: 3, name: 'Frage 1?' });
    await userEvent.click(await screen.findByRole('button', { name: q.filterButton(2, 2) }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vermittlerrecht' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.namesCalled()).toContain('app.users.courses.update'));
    await screen.findByRole('button', { name: q.filterButton(1, 2) });
    expect(page.namesCalled().filter((n) => n === 'app.users.courses.question')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Frage 1?' })).toBeVisible();
  });
});
