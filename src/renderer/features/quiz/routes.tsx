import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** The Swiss quiz (ch) and the module or booked course quiz (de, at). */
export const quizRoutes: FeatureRoutes = (page) => [
  titled(navMessages.quiz, {
    path: 'quiz',
    element: page(async () => (await import('./SwissQuizPage')).SwissQuizPage),
  }),
  titled(navMessages.quiz, {
    path: 'courses/:course',
    element: page(async () => (await import('./CourseQuizPage')).CourseQuizPage),
  }),
];
