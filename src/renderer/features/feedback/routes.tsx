import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/feedback (SPEC §2). */
export const feedbackRoutes: FeatureRoutes = (page) => [
  titled(navMessages.feedback, {
    path: 'feedback',
    element: page(async () => (await import('./FeedbackPage')).FeedbackPage),
  }),
];
