import { countOf } from './text';

/**
 * The German strings the dashboard, the courses and the quiz areas all show (one catalog per area): each of
 * those areas takes them from here instead of from another area's catalog.
 */
export const studyMessages = {
  startQuiz: 'Quiz starten',
  coinsToNextHour: (n: number) => `Noch ${countOf(n, 'Coin', 'Coins')} bis zur nächsten Stunde`,
  retry: 'Erneut versuchen',
} as const;
