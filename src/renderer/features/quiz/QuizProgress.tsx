import { coinProgress, coinsToNextHour } from '../../../shared/domain/coins';
import { COIN_PROGRESS_WRAP, COINS_PER_HOUR } from '../../../shared/api/constants';
import { quizMessages } from '../../../shared/messages/quiz';
import { studyMessages } from '../../../shared/messages/study';
import { ProgressBar } from '../../ui';

/**
 * What the quiz's bar counts: a module course the coins toward its next hour, a booked course (de) its
 * coins toward hours × 100, the Swiss quiz the coins within the current hundred.
 */
export type QuizProgressKind =
  | { kind: 'module'; coins: number }
  | { kind: 'booked'; coins: number; goal: number }
  | { kind: 'swiss'; coins: number };

function bar(progress: QuizProgressKind) {
  switch (progress.kind) {
    case 'module':
      return {
        label: quizMessages.progressNextHour,
        value: COINS_PER_HOUR - coinsToNextHour(progress.coins),
        max: COINS_PER_HOUR,
        valueLabel: studyMessages.coinsToNextHour(coinsToNextHour(progress.coins)),
      };
    case 'booked':
      return {
        label: quizMessages.progressCourse,
        value: Math.min(progress.coins, progress.goal),
        max: Math.max(progress.goal, 1),
        valueLabel: quizMessages.coinsOfGoal(progress.coins, progress.goal),
      };
    case 'swiss':
      return {
        label: quizMessages.progressHundred,
        value: coinProgress(progress.coins),
        max: COIN_PROGRESS_WRAP,
        valueLabel: quizMessages.coinsOfGoal(coinProgress(progress.coins), COIN_PROGRESS_WRAP),
      };
  }
}

/** The coins the user holds in this quiz and the progress bar. */
export function QuizProgress({ progress }: { progress: QuizProgressKind }) {
  const { label, value, max, valueLabel } = bar(progress);
  return (
    <div className="quiz-progress">
      <p className="quiz-coins">
        <span className="quiz-coins__label">{quizMessages.yourCoins}</span>{' '}
        <strong className="quiz-coins__value">{quizMessages.coinsTotal(progress.coins)}</strong>
      </p>
      <ProgressBar
        label={label}
        value={value}
        maxValue={max}
        valueLabel={valueLabel}
        className="quiz-progress__bar"
      />
    </div>
  );
}
