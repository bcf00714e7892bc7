import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { GuessReply } from '../../../shared/api/entities';
import { noShuffle, question } from './testing';
import { useQuiz, type QuizSource } from './useQuiz';

afterEach(cleanup);

it('moves on when asked the moment the verdict arrives, before React has rendered it', async () => {
  let answer: (reply: GuessReply) => void = () => undefined;
  const source: QuizSource = {
    fetchQuestion: vi.fn(async () => question(1)),
    guess: vi.fn(() => new Promise<GuessReply>((resolve) => (answer = resolve))),
  };
  const { result } = renderHook(() => useQuiz(source, noShuffle));
  await waitFor(() => expect(result.current.state.phase).toBe('question'));
  act(() => result.current.select([11]));
  act(() => result.current.check());

  // The reply and the key press (Enter, 'Nächste Frage') in one go: nothing renders in between.
  await act(async () => {
    answer({ correct_answers: [11], explanation: null, source: null });
    await Promise.resolve();
    result.current.next();
  });

  expect(source.fetchQuestion).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'question', result: null }));
});
