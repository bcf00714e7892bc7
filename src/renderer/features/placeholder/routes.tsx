import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages.de';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** The routes of SPEC §2 whose features come in later issues: their title and a short note. */
export const placeholderRoutes: FeatureRoutes = (page) => {
  const placeholder = page(async () => (await import('./PlaceholderPage')).PlaceholderPage);
  return [
    titled(messages.nav.checkout, { path: 'checkout', lazy: placeholder }),
    titled(messages.nav.orderComplete, { path: 'order-complete', lazy: placeholder }),
    titled(messages.nav.newsFeed, { path: 'news-feed', lazy: placeholder }),
    titled(messages.nav.myAccount, { path: 'my-account', lazy: placeholder }),
    titled(messages.nav.platform, { path: 'platform', lazy: placeholder }),
    titled(messages.nav.platform, { path: 'platform/companies/:companyId', lazy: placeholder }),
    titled(messages.nav.platform, {
      path: 'platform/companies/:companyId/courses/:courseId',
      lazy: placeholder,
    }),
    titled(messages.nav.platform, {
      path: 'platform/companies/:companyId/courses/:courseId/certificate-requested',
      lazy: placeholder,
    }),
    titled(messages.nav.howItWorks, { path: 'how-it-works', lazy: placeholder }),
    titled(messages.nav.courseDescription, { path: 'course-description', lazy: placeholder }),
    titled(messages.nav.feedback, { path: 'feedback', lazy: placeholder }),
    { path: 'legal-info', element: <Navigate to="tos" replace /> },
    titled(messages.nav.legalInfo, { path: 'legal-info/:page', lazy: placeholder }),
  ];
};
