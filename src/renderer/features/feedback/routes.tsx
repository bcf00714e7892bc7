import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/feedback. */
export const feedbackRoutes: FeatureRoutes = (page) => [
  titled(navMessages.feedback, {
    path: 'feedback',
    element: page(async () => (await import('./FeedbackPage')).FeedbackPage),
  }),
];
