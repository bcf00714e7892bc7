import { Navigate } from 'react-router-dom';
import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/**
 * /app/legal-info/{page}, /app/how-it-works and /app/course-description: each page and its texts load with
 * the route; the course description's country gate is the route guard's.
 */
export const infoRoutes: FeatureRoutes = (page) => [
  titled(navMessages.legalInfo, {
    path: 'legal-info/:page',
    element: page(async () => (await import('./LegalPage')).LegalPage),
  }),
  { path: 'legal-info', element: <Navigate to="tos" replace /> },
  titled(navMessages.howItWorks, {
    path: 'how-it-works',
    element: page(async () => (await import('./HowItWorksPage')).HowItWorksPage),
  }),
  titled(navMessages.courseDescription, {
    path: 'course-description',
    element: page(async () => (await import('./CourseDescriptionPage')).CourseDescriptionPage),
  }),
];

/** /legal/{page}: the same legal pages for visitors (outside the app realm, no app shell). */
export const publicLegalRoutes: FeatureRoutes = (page) => [
  { path: 'legal/:page', element: page(async () => (await import('./PublicLegalPage')).PublicLegalPage) },
  { path: 'legal', element: <Navigate to="tos" replace /> },
];
