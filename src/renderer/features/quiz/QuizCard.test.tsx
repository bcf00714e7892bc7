import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../shared/api/entities';
import { quizMessages } from '../../../shared/messages/quiz';
import { QuizCard } from './QuizCard';
import type { Random } from './quizLogic';
import { noShuffle, question } from './testing';
import { useQuiz, type QuizSource } from './useQuiz';

afterEach(cleanup);
const q = quizMessages;
const EXPLANATION =
  'Die Anzeigepflicht umfasst nur Umstände, nach denen der Versicherer in Textform gefragt hat.';

/** The card on a scripted source: `questions` come in order, the first answer of each is right. */
function setup(
  questions: (Question | null | Error)[],
  options: { random?: Random; keyboardEnabled?: boolean } = {},
) {
  const queue = [...questions];
  const fetchQuestion = vi.fn(async () => {
    const next = queue.shift() ?? null;
    if (next instanceof Error) throw next;
    return next;
  });
  // Question 1 has an explanation and a source; the others have none yet.
  const guess = vi.fn(async (asked: Question, _answers: number[]) => ({
    correct_answers: [asked.id * 10 + 1],
    explanation: asked.id === 1 ? EXPLANATION : null,
    source: asked.id === 1 ? '§ 19 Abs. 1 VVG' : null,
  }));
  const afterGuess = vi.fn();
  function Harness() {
    const source = useMemo<QuizSource>(() => ({ fetchQuestion, guess, afterGuess }), []);
    const quiz = useQuiz(source, options.random ?? noShuffle);
    return (
      <QuizCard quiz={quiz} emptyMessage={q.noMoreQuestions} keyboardEnabled={options.keyboardEnabled} />
    );
  }
  const view = render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  return { view, fetchQuestion, guess, afterGuess, user: userEvent.setup() };
}

const checkButton = () => screen.getByRole('button', { name: q.checkAnswer });
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('QuizCard', () => {
  it('checks a single choice: disabled without selection, locked after, right answer in green words', async () => {
    const { guess, afterGuess, user } = setup([question(1, { coins: 2 }), question(2)]);
    await screen.findByRole('heading', { name: 'Frage 1?' });
    expect(screen.getByText(q.expertQuestion)).toBeVisible();
    expect(checkButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(EXPLANATION)).toBeNull();

    await user.click(radio('Antwort 1.1'));
    expect(checkButton().hasAttribute('disabled')).toBe(false);
    await user.click(checkButton());

    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain(q.answerCorrect));
    expect(status.textContent).toContain(q.coinsEarned(2));
    // The explanation and its source follow the verdict inside the announced region.
    expect(within(status).getByText(EXPLANATION)).toBeVisible();
    expect(within(status).getByText('§ 19 Abs. 1 VVG').tagName).toBe('CITE');
    expect(status.textContent).toContain(
      `${q.explanationTitle}${EXPLANATION}${q.sourceLabel} § 19 Abs. 1 VVG`,
    );
    expect(guess).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), [11]);
    expect(afterGuess).toHaveBeenCalledWith(true);
    // Colour is not the only signal: the chosen answer says it was right.
    expect(radio('Antwort 1.1').closest('label')?.className).toContain('quiz-answer--correct-chosen');
    expect(screen.getByRole('radio', { name: `Antwort 1.1 ${q.correctChosen}` })).toBeVisible();
    // Locked: the group is read-only and another click changes nothing.
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');
    await user.click(radio('Antwort 1.2'));
    expect((radio('Antwort 1.1') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: q.nextQuestion }));
    await screen.findByRole('heading', { name: 'Frage 2?' });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(checkButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows a wrong answer in red words and the right one beside it', async () => {
    const { afterGuess, user } = setup([question(1)]);
    await user.click(await screen.findByRole('radio', { name: 'Antwort 1.3' }));
    await user.click(checkButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(q.answerWrong));
    expect(screen.getByRole('status').textContent).not.toContain('Coin');
    expect(afterGuess).toHaveBeenCalledWith(false);
    expect(
      screen.getByRole('radio', { name: `Antwort 1.3 ${q.wrongChosen}` }).closest('label')?.className,
    ).toContain('quiz-answer--wrong-chosen');
    expect(screen.getByRole('radio', { name: `Antwort 1.1 ${q.correctMissed}` })).toBeVisible();
    expect(radio('Antwort 1.2').closest('label')?.className).toContain('quiz-answer--neutral');
  });

  it('shows no explanation box for a question without an explanation yet', async () => {
    const { user } = setup([question(2)]);
    await user.click(await screen.findByRole('radio', { name: 'Antwort 2.3' }));
    await user.click(checkButton());
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(q.answerWrong));
    expect(status.querySelector('.quiz-explanation')).toBeNull();
    expect(screen.queryByText(q.explanationTitle)).toBeNull();
  });

  it('says when no question is left', async () => {
    const { user } = setup([question(1), null]);
    await user.click(await screen.findByRole('radio', { name: 'Antwort 1.1' }));
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: q.nextQuestion }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(q.noMoreQuestions));
    expect(screen.getByRole('link', { name: q.toOverview }).getAttribute('href')).toBe('/app/dashboard');
  });

  it('offers checkboxes where several answers may be right', async () => {
    const { guess, user } = setup([question(1, { multiple: true })]);
    await screen.findByText(q.multipleHint);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Antwort 1.1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Antwort 1.4' }));
    await user.click(screen.getByRole('checkbox', { name: 'Antwort 1.1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Antwort 1.1' }));
    await user.click(checkButton());
    await waitFor(() => expect(guess).toHaveBeenCalled());
    expect([...guess.mock.calls[0]![1]].sort()).toEqual([11, 14]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(q.answerWrong));
  });

  it('works with the keyboard: 1–4 choose, Enter checks, Enter moves on', async () => {
    const { guess, user } = setup([question(1), question(2)]);
    await screen.findByRole('heading', { name: 'Frage 1?' });
    await user.keyboard('3');
    expect((radio('Antwort 1.3') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(radio('Antwort 1.3'));
    await user.keyboard('2');
    expect((radio('Antwort 1.2') as HTMLInputElement).checked).toBe(true);
    await user.keyboard('9'); // no ninth answer: nothing happens
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(q.answerWrong));
    expect(guess).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), [12]);
    await user.keyboard('1'); // locked now
    expect((radio('Antwort 1.2') as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Frage 2?' });
    // The new question takes the focus, so the next key presses and the screen reader start there.
    expect(document.activeElement).toBe(heading);
    await user.keyboard('{Enter}'); // nothing chosen yet: no check
    expect(guess).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys alone while the filter is open', async () => {
    const { user } = setup([question(1)], { keyboardEnabled: false });
    await screen.findByRole('heading', { name: 'Frage 1?' });
    await user.keyboard('1');
    expect((radio('Antwort 1.1') as HTMLInputElement).checked).toBe(false);
  });

  it('shuffles each question once: the order survives re-renders and selections', async () => {
    const random = vi.fn(() => 0);
    const { user } = setup([question(1), question(2)], { random });
    await screen.findByRole('heading', { name: 'Frage 1?' });
    const order = () =>
      screen.getAllByRole('radio').map((r) => within(r.closest('label')!).getByText(/^Antwort/).textContent);
    expect(order()).toEqual(['Antwort 1.2', 'Antwort 1.3', 'Antwort 1.4', 'Antwort 1.1']);
    expect(random).toHaveBeenCalledTimes(3);
    await user.keyboard('4');
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: q.nextQuestion });
    expect(order()).toEqual(['Antwort 1.2', 'Antwort 1.3', 'Antwort 1.4', 'Antwort 1.1']);
    expect(random).toHaveBeenCalledTimes(3);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Frage 2?' });
    expect(random).toHaveBeenCalledTimes(6);
  });

  it('keeps the selection open when the check fails, with the server message', async () => {
    const { guess, user } = setup([question(1)]);
    guess.mockRejectedValueOnce(new Error('offline'));
    await user.click(await screen.findByRole('radio', { name: 'Antwort 1.2' }));
    await user.click(checkButton());
    await screen.findByText(q.checkFailed);
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBeNull();
    await user.click(checkButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(q.answerWrong));
  });

  it('offers a retry when the first question cannot be loaded', async () => {
    const { user } = setup([new Error('offline'), question(1)]);
    await screen.findByText(q.loadFailed);
    await act(() => user.click(screen.getByRole('button', { name: q.retry })));
    await screen.findByRole('heading', { name: 'Frage 1?' });
  });
});
