import type { RouteObject } from 'react-router-dom';
import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes, type PageLoader } from '../../app/routeKit';

/** The company platform's four /app/platform routes. */
export const companyRoutes: FeatureRoutes = (page) => [
  titled(navMessages.platform, {
    path: 'platform',
    element: page(async () => (await import('./CompaniesPage')).CompaniesPage),
  }),
  titled(navMessages.platform, {
    path: 'platform/companies/:companyId',
    element: page(async () => (await import('./CompanyPage')).CompanyPage),
  }),
  titled(navMessages.platform, {
    path: 'platform/companies/:companyId/courses/:courseId',
    element: page(async () => (await import('./CompanyQuizPage')).CompanyQuizPage),
  }),
  titled(navMessages.platform, {
    path: 'platform/companies/:companyId/courses/:courseId/certificate-requested',
    element: page(async () => (await import('./CertificateRequestedPage')).CertificateRequestedPage),
  }),
];

/** The public certificate check, outside the app realm: no sign-in. */
export const verifyRoutes = (page: PageLoader): RouteObject[] => [
  {
    path: 'verify/:code',
    element: page(async () => (await import('./VerifyCertificatePage')).VerifyCertificatePage),
  },
];
