import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuessReply, Question } from '../../../shared/api/entities';
import { quizMessages } from '../../../shared/messages/quiz';
import { messageFor } from '../../api/messageFor';
import { isGuessCorrect, shuffleAnswers, type Random } from './quizLogic';

/** What a quiz screen asks the server: the Swiss quiz and the course quiz differ only here. */
export interface QuizSource {
  /** The next open question; null when none is left. */
  fetchQuestion(): Promise<Question | null>;
  /** The ids of the correct answers, with the explanation and source once checked. */
  guess(question: Question, answers: number[]): Promise<GuessReply>;
  /** After every checked answer, e.g. to refresh the coins on screen. */
  afterGuess?(correct: boolean): void;
}

export type QuizState =
  | { phase: 'loading' }
  | { phase: 'empty' }
  | { phase: 'failed'; error: string }
  | {
      phase: 'question';
      /** Answers already in the order shown: shuffled once, when the question arrived. */
      question: Question;
      selected: number[];
      /** The correct answer ids once checked; the selection is locked from then on. */
      result: number[] | null;
      /** Why the right answer is right and its source, from the checked answer (null fields: none yet). */
      feedback: Pick<GuessReply, 'explanation' | 'source'> | null;
      busy: 'checking' | 'next' | null;
      error: string | null;
    };

export interface Quiz {
  state: QuizState;
  select(answers: number[]): void;
  check(): void;
  next(): void;
  /** Fetches a new question if `predicate` says the current state needs one (filter changed, retry). */
  reloadIf(predicate: (state: QuizState) => boolean): void;
}

/** The server's message when it sent one (e.g. 'Diese Frage wurde dir nicht gestellt.'), else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  messageFor(error, { serverMessage: true, fallback });

/**
 * The question card's state machine (docs/product-rules.md#quiz): select, 'Antwort prüfen' locks the
 * selection and shows the result, 'Nächste Frage' loads the next one, keeping the answered question on screen
 * until it arrives. Answers of a late reply to a superseded request are dropped.
 */
export function useQuiz(source: QuizSource, random: Random = Math.random): Quiz {
  const [state, setState] = useState<QuizState>({ phase: 'loading' });
  /**
   * The state as of its last change. Every handler and reply reads and writes it, so two quick key presses
   * never act on a stale state, and a key pressed the moment a reply is on screen acts on that reply even
   * before React has run the render's effects.
   */
  const latest = useRef(state);
  const update = useCallback((next: QuizState) => {
    latest.current = next;
    setState(next);
  }, []);
  /** The state now when it shows a question (the one with `id`, when given): what a handler acts on. */
  const shown = useCallback((id?: number) => {
    const now = latest.current;
    return now.phase === 'question' && (id === undefined || now.question.id === id) ? now : null;
  }, []);
  /** Counts requests for a question; a reply whose count is not the latest is dropped. */
  const ticket = useRef({ value: 0 });

  const fetchQuestion = useCallback(
    (keepQuestion: boolean) => {
      const mine = ++ticket.current.value;
      source.fetchQuestion().then(
        (question) => {
          if (mine !== ticket.current.value) return;
          update(
            question
              ? {
                  phase: 'question',
                  question: shuffleAnswers(question, random),
                  selected: [],
                  result: null,
                  feedback: null,
                  busy: null,
                  error: null,
                }
              : { phase: 'empty' },
          );
        },
        (error: unknown) => {
          if (mine !== ticket.current.value) return;
          const message = errorMessage(error, quizMessages.loadFailed);
          const current = keepQuestion ? shown() : null;
          update(current ? { ...current, busy: null, error: message } : { phase: 'failed', error: message });
        },
      );
    },
    [source, random, update, shown],
  );

  useEffect(() => {
    fetchQuestion(false);
    const tickets = ticket.current;
    return () => void ++tickets.value;
  }, [fetchQuestion]);

  const select = (answers: number[]) => {
    const current = shown();
    if (!current || current.result || current.busy) return;
    update({ ...current, selected: answers, error: null });
  };

  const check = () => {
    const current = shown();
    if (!current || current.result || current.busy || !current.selected.length) return;
    const { question, selected } = current;
    update({ ...current, busy: 'checking', error: null });
    source.guess(question, selected).then(
      (reply) => {
        const { correct_answers: correct, explanation, source: norm } = reply;
        const now = shown(question.id);
        if (now) update({ ...now, result: correct, feedback: { explanation, source: norm }, busy: null });
        source.afterGuess?.(isGuessCorrect(selected, correct));
      },
      (error: unknown) => {
        const now = shown(question.id);
        if (now) update({ ...now, busy: null, error: errorMessage(error, quizMessages.checkFailed) });
      },
    );
  };

  const next = () => {
    const current = shown();
    if (!current || !current.result || current.busy) return;
    update({ ...current, busy: 'next', error: null });
    fetchQuestion(true);
  };

  const reloadIf = (predicate: (state: QuizState) => boolean) => {
    if (!predicate(latest.current)) return;
    update({ phase: 'loading' });
    fetchQuestion(false);
  };

  return { state, select, check, next, reloadIf };
}
