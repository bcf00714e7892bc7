import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, User } from '../../../shared/api/entities';
import { quizMessages } from '../../../shared/messages/quiz';
import { currentUserAtom } from '../../state';
import { SwissQuizPage } from './SwissQuizPage';
import { question, quizServices, renderPage, user } from './testing';
import { mockMobileViewport } from '../../ui/testing';

const q = quizMessages;
const categories: Category[] = [
  { id: 301, name: 'VVG', module: 1, roles: ['agent', 'makler'] },
  { id: 302, name: 'Aufsicht', module: 1, roles: ['agent', 'makler'] },
];

let signedIn: User;

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.999999);
  signedIn = user({ coins: 199 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(questions = [question(1, { coins: 2 }), question(2, { coins: 2 })]) {
  let me: User = user({ coins: 199 });
  const queue = [...questions];
  const api = quizServices(
    {
      'app.categories.index': () => categories,
      'app.users.question': () => queue.shift() ?? null,
      'app.users.question.guess': ({ body }) => {
        const { answers } = body as { answers: number[] };
        if (answers[0] === 11) me = { ...me, coins: me.coins + 2 };
        return { correct_answers: [11], explanation: null, source: null };
      },
      'app.users.show': () => me,
      'app.users.update': ({ body }) => (me = { ...me, ...(body as object) }),
    },
    signedIn,
  );
  renderPage(<SwissQuizPage />, '/app/quiz', '/app/quiz', api.services);
  return api;
}

describe('SwissQuizPage', () => {
  it('shows the coins within the current hundred and raises them by the question’s coins', async () => {
    const page = open();
    expect(screen.getByText('199 Coins')).toBeVisible();
    expect(screen.getByText(q.coinsOfGoal(99, 100))).toBeVisible();
    await userEvent.click(await screen.findByRole('radio', { name: 'Antwort 1.1' }));
    await userEvent.click(screen.getByRole('button', { name: q.checkAnswer }));
    await screen.findByText(q.coinsEarned(2));
    // The bar wraps at 100: 201 coins are 1 of the next hundred.
    await screen.findByText('201 Coins');
    expect(screen.getByText(q.coinsOfGoal(1, 100))).toBeVisible();
    expect(page.calls.find((c) => c.name === 'app.users.question.guess')?.body).toEqual({
      answers: [11],
      question_id: 1,
    });
  });

  it('filters by difficulty in a sheet on mobile, saved on the user, and fetches an expert question', async () => {
    mockMobileViewport(true);
    const page = open([question(1, { coins: 1 }), question(2, { coins: 2 })]);
    await screen.findByText(q.basicQuestion);
    await userEvent.click(await screen.findByRole('button', { name: q.filterButton(2, 2) }));
    const sheet = await screen.findByRole('dialog', { name: q.filterTitle });
    expect(sheet.closest('.quiz-sheet')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: q.basicQuestions }));
    expect(screen.getByRole('checkbox', { name: q.expertQuestions }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: q.filterDone }));

    await waitFor(() => expect(page.namesCalled()).toContain('app.users.update'));
    expect(page.calls.find((c) => c.name === 'app.users.update')?.body).toEqual({
      selected_categories: [301, 302],
      selected_difficulties: [2],
    });
    await screen.findByText(q.expertQuestion);
    expect(page.services.store.get(currentUserAtom)?.selected_difficulties).toEqual([2]);
  });

  it('shows the general wording when no question is left', async () => {
    open([]);
    await screen.findByText(q.noMoreQuestions);
    // Why, and where to go on.
    expect(screen.getByText(q.emptyWhy)).toBeVisible();
    expect(screen.getByText(q.emptyNextSwiss)).toBeVisible();
  });
});
