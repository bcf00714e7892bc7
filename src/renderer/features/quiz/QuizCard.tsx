import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import type { Question } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { navMessages } from '../../../shared/messages/nav';
import { quizMessages } from '../../../shared/messages/quiz';
import {
  Button,
  ErrorIcon,
  InlineAlert,
  LinkButton,
  Spinner,
  SuccessIcon,
  useIsMobile,
  useMediaQuery,
} from '../../ui';
import { AnswerList } from './AnswerList';
import { ReportQuestion } from './ReportQuestion';
import { isGuessCorrect, toggleAnswer } from './quizLogic';
import type { Quiz } from './useQuiz';
import './quiz.css';

export interface QuizCardProps {
  quiz: Quiz;
  /** 'Keine weiteren Fragen verfügbar...' or the de course wording. */
  emptyMessage: string;
  /** h2 below the top bar's h1, h3 under a page heading. */
  headingLevel?: 2 | 3;
  /** Off while the filter is open: its checkboxes own the keyboard then. */
  keyboardEnabled?: boolean;
  /** Off for the company quiz, which pays no coins: no level badge and no coins in the result. */
  showCoins?: boolean;
  /**
   * A result beyond the answer (the company course once passed or failed): shown in the live
   * region after the verdict, or with the empty state, so it is announced and scrolled into sight with it.
   */
  outcome?: ReactNode;
}

/** Elements where Enter and digits mean something of their own. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select, [role="dialog"]')) return true;
  if (target instanceof HTMLInputElement && !['radio', 'checkbox'].includes(target.type)) return true;
  return key === 'Enter' && target.closest('button, a[href], [role="button"], [role="link"]') !== null;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Brings the verdict (and the explanation under it) into sight above the pinned action bar: the whole
 * block when it fits between the top bar and the action bar, else its top, so the verdict is never the
 * part scrolled away. The element's scroll margins (quiz.css) keep it clear of both bars.
 */
export function revealVerdict(status: HTMLElement, smooth: boolean): void {
  const box = status.getBoundingClientRect();
  const style = getComputedStyle(status);
  const room =
    window.innerHeight -
    parseFloat(style.scrollMarginTop || '0') -
    parseFloat(style.scrollMarginBottom || '0');
  status.scrollIntoView?.({
    block: box.height <= room ? 'nearest' : 'start',
    behavior: smooth ? 'smooth' : 'auto',
  });
}

/**
 * The question card, with the keyboard: 1–4 choose an answer,
 * Enter checks it and then moves on. The result is announced through a live region that stays mounted
 * for the card's whole life, so screen readers hear every change of it; after the verdict it also holds
 * the explanation and its source, so they are announced with it and read right after it.
 * On a phone the action button is pinned to the bottom of the screen, always in reach, and
 * the verdict is scrolled into sight once the answer is checked.
 */
export function QuizCard({
  quiz,
  emptyMessage,
  headingLevel = 2,
  keyboardEnabled = true,
  showCoins = true,
  outcome,
}: QuizCardProps) {
  const { state } = quiz;
  const isMobile = useIsMobile();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  /** The question object last shown: a new fetch makes a new one, even when the server repeats a question. */
  const shownQuestion = useRef<Question | null>(null);
  const current = state.phase === 'question' ? state.question : null;

  // A new question after 'Nächste Frage' takes the focus (the button it came from is disabled now), so
  // keyboard and screen-reader users continue with the question text. The first question does not.
  useEffect(() => {
    if (current === null) return;
    const previous = shownQuestion.current;
    shownQuestion.current = current;
    const active = document.activeElement;
    const wasInCard = !active || active === document.body || cardRef.current?.contains(active);
    if (previous !== null && previous !== current && wasInCard) headingRef.current?.focus();
  }, [current]);

  // On a phone the verdict may sit below the fold (long answers): once it arrives it is brought into sight.
  const checked = state.phase === 'question' && state.result !== null;
  const reveal = useEffectEvent(() => {
    if (isMobile && statusRef.current) revealVerdict(statusRef.current, !reducedMotion);
  });
  // Only the moment the verdict arrives: a later change of width or motion preference scrolls nothing.
  useEffect(() => {
    if (checked) reveal();
  }, [checked]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (
      state.phase !== 'question' ||
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey
    )
      return;
    if (ownsKeys(event.target, event.key)) return;
    if (/^[1-9]$/.test(event.key)) {
      const answer = state.question.answers[Number(event.key) - 1];
      if (!answer || state.result || state.busy) return;
      event.preventDefault();
      quiz.select(toggleAnswer(state.selected, answer.id, state.question.multiple));
      cardRef.current?.querySelector<HTMLInputElement>(`[data-answer-id="${answer.id}"] input`)?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (state.result) quiz.next();
      else quiz.check();
    }
  });
  useEffect(() => {
    if (!keyboardEnabled) return;
    // Capture phase: react-aria stops Enter on a focused radio from bubbling, and Enter there must check.
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, [keyboardEnabled]);

  const Heading = `h${headingLevel}` as const;
  const open = state.phase === 'question' ? state : null;
  const correct = open?.result ? isGuessCorrect(open.selected, open.result) : null;

  return (
    <section
      ref={cardRef}
      className={`quiz-card${open && isMobile ? ' quiz-card--pinned-actions' : ''}`}
      aria-labelledby={open ? headingId : undefined}
      aria-label={open ? undefined : navMessages.quiz}
      aria-busy={state.phase === 'loading' || undefined}
      data-question-id={open?.question.id}
    >
      {state.phase === 'loading' && <Spinner />}
      {state.phase === 'failed' && (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onPress={() => quiz.reloadIf(() => true)}>
              {quizMessages.retry}
            </Button>
          }
        >
          {state.error}
        </InlineAlert>
      )}
      {open && (
        <>
          <div className="quiz-card__meta">
            {showCoins && (
              <span className={`quiz-badge quiz-badge--level-${open.question.coins}`}>
                {open.question.coins === 2 ? quizMessages.expertQuestion : quizMessages.basicQuestion}
              </span>
            )}
            <span className="quiz-card__topics">
              {open.question.categories.map((c) => c.name).join(' · ')}
            </span>
          </div>
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className="quiz-card__question">
            {open.question.text}
          </Heading>
          {open.question.multiple && <p className="quiz-card__hint">{quizMessages.multipleHint}</p>}
          <AnswerList
            question={open.question}
            labelledBy={headingId}
            selected={open.selected}
            result={open.result}
            locked={open.result !== null || open.busy === 'checking'}
            onChange={quiz.select}
          />
        </>
      )}
      <div ref={statusRef} role="status" className="quiz-card__status">
        {correct !== null && (
          <p className={`quiz-result quiz-result--${correct ? 'correct' : 'wrong'}`} data-quiz-result="">
            {correct ? <SuccessIcon size={22} /> : <ErrorIcon size={22} />}
            <span>
              <strong>{correct ? quizMessages.answerCorrect : quizMessages.answerWrong}</strong>
              {correct && open && showCoins && <span> {quizMessages.coinsEarned(open.question.coins)}</span>}
            </span>
          </p>
        )}
        {correct !== null && open?.feedback?.explanation && (
          <div className="quiz-explanation" data-quiz-explanation="">
            <p className="quiz-explanation__title">
              <strong>{quizMessages.explanationTitle}</strong>
            </p>
            <p className="quiz-explanation__text">{open.feedback.explanation}</p>
            {open.feedback.source && (
              <p className="quiz-explanation__source">
                {quizMessages.sourceLabel} <cite>{open.feedback.source}</cite>
              </p>
            )}
          </div>
        )}
        {state.phase === 'empty' && <p className="quiz-card__empty">{emptyMessage}</p>}
        {outcome && (correct !== null || state.phase === 'empty') && outcome}
      </div>
      {/* After the verdict of any quiz (module, Swiss, booked course, company course): 'Frage melden'. */}
      {open?.result && <ReportQuestion key={open.question.id} questionId={open.question.id} />}
      {open?.error && <InlineAlert tone="error">{open.error}</InlineAlert>}
      {open && (
        <div className={`quiz-card__actions${isMobile ? ' quiz-card__actions--pinned' : ''}`}>
          {!isMobile && <p className="quiz-card__keys">{quizMessages.keyboardHint}</p>}
          <Button
            size="lg"
            isDisabled={!open.selected.length}
            isPending={open.busy !== null}
            onPress={open.result ? quiz.next : quiz.check}
          >
            {open.result ? quizMessages.nextQuestion : quizMessages.checkAnswer}
          </Button>
        </div>
      )}
      {state.phase === 'empty' && (
        <div className="quiz-card__actions">
          <LinkButton to={PATHS.dashboard} variant="secondary">
            {quizMessages.toOverview}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
