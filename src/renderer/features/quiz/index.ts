/**
 * The public face of the quiz feature: its routes, and the question card with its state machine, which
 * the company quiz (platform feature) shares instead of copying.
 */
export { quizRoutes } from './routes';
export { QuizCard, type QuizCardProps } from './QuizCard';
export { useQuiz, type Quiz, type QuizSource, type QuizState } from './useQuiz';
