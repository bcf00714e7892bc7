import { Navigate } from 'react-router-dom';
import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** The routes of SPEC §2 whose features come in later issues: their title and a short note. */
export const placeholderRoutes: FeatureRoutes = (page) => {
  const placeholder = page(async () => (await import('./PlaceholderPage')).PlaceholderPage);
  return [
    titled(navMessages.checkout, { path: 'checkout', lazy: placeholder }),
    titled(navMessages.orderComplete, { path: 'order-complete', lazy: placeholder }),
    titled(navMessages.newsFeed, { path: 'news-feed', lazy: placeholder }),
    titled(navMessages.myAccount, { path: 'my-account', lazy: placeholder }),
    titled(navMessages.platform, { path: 'platform', lazy: placeholder }),
    titled(navMessages.platform, { path: 'platform/companies/:companyId', lazy: placeholder }),
    titled(navMessages.platform, {
      path: 'platform/companies/:companyId/courses/:courseId',
      lazy: placeholder,
    }),
    titled(navMessages.platform, {
      path: 'platform/companies/:companyId/courses/:courseId/certificate-requested',
      lazy: placeholder,
    }),
    titled(navMessages.howItWorks, { path: 'how-it-works', lazy: placeholder }),
    titled(navMessages.courseDescription, { path: 'course-description', lazy: placeholder }),
    titled(navMessages.feedback, { path: 'feedback', lazy: placeholder }),
    { path: 'legal-info', element: <Navigate to="tos" replace /> },
    titled(navMessages.legalInfo, { path: 'legal-info/:page', lazy: placeholder }),
  ];
};
