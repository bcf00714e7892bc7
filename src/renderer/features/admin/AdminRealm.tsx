import { useState } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import type { PageLoader } from '../../app/routeKit';
import { useServices } from '../../state';
import { UiProvider } from '../../ui/UiProvider';
import { connectAdminToken } from './session';
import {
  canManageCompanies,
  canManageNews,
  canManagePromo,
  canSeeFigures,
  canSeeOrders,
  canWorkDesk,
  canWorkSupport,
  isCompanyAdmin,
  RoleGate,
  canSeeCompanyResults,
} from './roles';
import './admin.css';

/** The realm's pages under /admin, each a chunk of its own; the layout holds every signed-in page. */
export function adminPages(page: PageLoader): RouteObject[] {
  return [
    { path: 'login', element: page(async () => (await import('./SignInPage')).SignInPage) },
    {
      // A company admin's invitation (visitors): its link sets the password.
      path: 'einladung/:token',
      element: page(async () => (await import('./companies/InvitationPage')).InvitationPage),
    },
    {
      element: page(async () => (await import('./AdminLayout')).AdminLayout),
      children: [
        { index: true, element: page(async () => (await import('./OverviewPage')).OverviewPage) },
        {
          // The editorial desk and the reports: editors and operators (DESK_ROLES).
          element: <RoleGate allowed={canWorkDesk} />,
          children: [
            { path: 'questions', element: page(async () => (await import('./QuestionsPage')).QuestionsPage) },
            {
              path: 'questions/new',
              element: page(async () => (await import('./QuestionEditor')).NewQuestionPage),
            },
            {
              path: 'questions/:id',
              element: page(async () => (await import('./QuestionPage')).QuestionPage),
            },
            {
              path: 'questions/:id/edit',
              element: page(async () => (await import('./QuestionEditor')).EditQuestionPage),
            },
            { path: 'reports', element: page(async () => (await import('./ReportsPage')).ReportsPage) },
          ],
        },
        {
          // Orders and their documents: operators and support (ORDER_DESK_ROLES).
          element: <RoleGate allowed={canSeeOrders} />,
          children: [
            { path: 'orders', element: page(async () => (await import('./OrdersPage')).OrdersPage) },
            { path: 'orders/:id', element: page(async () => (await import('./OrderPage')).OrderPage) },
          ],
        },
        {
          // Promo codes: operators (PROMO_ROLES).
          element: <RoleGate allowed={canManagePromo} />,
          children: [
            {
              path: 'promo-codes',
              element: page(async () => (await import('./promo/PromoCodesPage')).PromoCodesPage),
            },
            {
              path: 'promo-codes/new',
              element: page(async () => (await import('./promo/PromoEditor')).NewPromoPage),
            },
            {
              path: 'promo-codes/:id',
              element: page(async () => (await import('./promo/PromoEditor')).EditPromoPage),
            },
          ],
        },
        { path: 'audit', element: page(async () => (await import('./AuditLogPage')).AuditLogPage) },
        {
          // Training-database bookings: operators and support (ORDER_DESK_ROLES, as orders).
          element: <RoleGate allowed={canSeeOrders} />,
          children: [
            {
              path: 'bookings',
              element: page(async () => (await import('./figures/BookingsPage')).BookingsPage),
            },
          ],
        },
        {
          // The figures: operators and support (FIGURES_ROLES).
          element: <RoleGate allowed={canSeeFigures} />,
          children: [
            {
              path: 'figures',
              element: page(async () => (await import('./figures/FiguresPage')).FiguresPage),
            },
          ],
        },
        {
          // The support desk and the feedback inbox: operators and support (SUPPORT_ROLES).
          element: <RoleGate allowed={canWorkSupport} />,
          children: [
            {
              path: 'support',
              element: page(async () => (await import('./support/LearnersPage')).LearnersPage),
            },
            {
              path: 'support/:id',
              element: page(async () => (await import('./support/LearnerPage')).LearnerPage),
            },
            {
              path: 'feedback',
              element: page(async () => (await import('./support/FeedbackPage')).FeedbackPage),
            },
          ],
        },
        {
          // Companies and their admins: operators (COMPANY_DESK_ROLES).
          element: <RoleGate allowed={canManageCompanies} />,
          children: [
            {
              path: 'companies',
              element: page(async () => (await import('./companies/CompaniesPage')).CompaniesPage),
            },
            {
              path: 'companies/new',
              element: page(async () => (await import('./companies/CompanyEditor')).NewCompanyPage),
            },
            {
              path: 'companies/:id',
              element: page(async () => (await import('./companies/CompanyEditor')).EditCompanyPage),
            },
          ],
        },
        {
          // A company admin's own company.
          element: <RoleGate allowed={isCompanyAdmin} />,
          children: [
            {
              path: 'firma',
              element: page(async () => (await import('./companies/OwnCompanyPage')).OwnCompanyPage),
            },
            {
              path: 'firma/kurse',
              element: page(async () => (await import('./console/CoursesPage')).CoursesPage),
            },
            {
              path: 'firma/kurse/neu',
              element: page(async () => (await import('./console/CourseEditor')).NewCoursePage),
            },
            {
              path: 'firma/kurse/:course',
              element: page(async () => (await import('./console/CourseEditor')).CoursePage),
            },
            {
              path: 'firma/kurse/:course/bearbeiten',
              element: page(async () => (await import('./console/CourseEditor')).EditCoursePage),
            },
            {
              path: 'firma/fragen',
              element: page(async () => (await import('./console/OwnQuestionsPage')).OwnQuestionsPage),
            },
            {
              path: 'firma/fragen/neu',
              element: page(async () => (await import('./console/OwnQuestionsPage')).NewOwnQuestionPage),
            },
            {
              path: 'firma/fragen/:question',
              element: page(async () => (await import('./console/OwnQuestionsPage')).OwnQuestionPage),
            },
            {
              path: 'firma/fragen/:question/bearbeiten',
              element: page(async () => (await import('./console/OwnQuestionsPage')).EditOwnQuestionPage),
            },
            {
              path: 'firma/codes',
              element: page(async () => (await import('./console/CodesPage')).CodesPage),
            },
            {
              path: 'firma/codes/druck',
              element: page(async () => (await import('./console/CodeSheetPage')).CodeSheetPage),
            },
          ],
        },
        {
          // News and ads: operators (NEWS_DESK_ROLES).
          element: <RoleGate allowed={canManageNews} />,
          children: [
            { path: 'news', element: page(async () => (await import('./news/ArticlesPage')).ArticlesPage) },
            {
              path: 'news/articles/new',
              element: page(async () => (await import('./news/ArticleEditor')).NewArticlePage),
            },
            {
              path: 'news/articles/:id',
              element: page(async () => (await import('./news/ArticleEditor')).EditArticlePage),
            },
            {
              path: 'news/providers',
              element: page(async () => (await import('./news/ProvidersPage')).ProvidersPage),
            },
            { path: 'news/ads', element: page(async () => (await import('./news/AdsPage')).AdsPage) },
            { path: 'news/ads/new', element: page(async () => (await import('./news/AdEditor')).NewAdPage) },
            { path: 'news/ads/:id', element: page(async () => (await import('./news/AdEditor')).EditAdPage) },
          ],
        },
        {
          // A company course's participants and results and its kiosk file: a company admin's own, an
          // operator's any (?firma=).
          element: <RoleGate allowed={canSeeCompanyResults} />,
          children: [
            {
              path: 'firma/kurse/:course/teilnehmende',
              element: page(async () => (await import('./companyResults/ParticipantsPage')).ParticipantsPage),
            },
            {
              path: 'firma/kurse/:course/kiosk',
              element: page(async () => (await import('./kiosk/KioskFilePage')).KioskFilePage),
            },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to={PATHS.admin} replace /> },
  ];
}

/** The back office's root: its token reaches the HTTP client before any page asks the server. */
export function AdminRealm({ routes }: { routes: RouteObject[] }) {
  const services = useServices();
  useState(() => connectAdminToken(services));
  const element = useRoutes(routes);
  return <UiProvider>{element}</UiProvider>;
}
