import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** Statistics, 'Wiederholen' and exam practice: one entry, the pages route among themselves (PracticePages). */
export const practiceRoutes: FeatureRoutes = (page) => [
  titled(navMessages.practice, {
    path: 'practice/*',
    element: page(async () => (await import('./PracticePages')).PracticePages),
  }),
];
