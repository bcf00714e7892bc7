import { messages } from '../../../shared/messages.de';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** The Swiss quiz (ch) and the module or booked course quiz (de, at). */
export const quizRoutes: FeatureRoutes = (page) => [
  titled(messages.nav.quiz, {
    path: 'quiz',
    lazy: page(async () => (await import('./SwissQuizPage')).SwissQuizPage),
  }),
  titled(messages.nav.quiz, {
    path: 'courses/:course',
    lazy: page(async () => (await import('./CourseQuizPage')).CourseQuizPage),
  }),
];
