/**
 * The public face of the quiz feature: the question card with its state machine, which
 * the company quiz (company feature) shares instead of copying.
 */
export { QuizCard, type QuizCardProps } from './QuizCard';
export { useQuiz, type Quiz, type QuizSource, type QuizState } from './useQuiz';
