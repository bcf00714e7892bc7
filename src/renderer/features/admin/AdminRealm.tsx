import { useState } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import type { PageLoader } from '../../app/routeKit';
import { useServices } from '../../state';
import { UiProvider } from '../../ui/UiProvider';
import { connectAdminToken } from './queries';
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
} from './roles';
import './admin.css';

/** The console's pages, below a company admin's /admin/firma and an operator's /admin/companies/:company/konsole. */
function consolePages(page: PageLoader): RouteObject[] {
  return [
    { index: true, element: page(async () => (await import('./companies/OwnCompanyPage')).OwnCompanyPage) },
    { path: 'kurse', element: page(async () => (await import('./console/CoursesPage')).CoursesPage) },
    { path: 'kurse/neu', element: page(async () => (await import('./console/CourseEditor')).NewCoursePage) },
    { path: 'kurse/:course', element: page(async () => (await import('./console/CourseEditor')).CoursePage) },
    {
      path: 'kurse/:course/bearbeiten',
      element: page(async () => (await import('./console/CourseEditor')).EditCoursePage),
    },
    {
      path: 'kurse/:course/teilnehmende',
      element: page(async () => (await import('./companyResults/ParticipantsPage')).ParticipantsPage),
    },
    {
      path: 'kurse/:course/kiosk',
      element: page(async () => (await import('./kiosk/KioskFilePage')).KioskFilePage),
    },
    {
      path: 'fragen',
      element: page(async () => (await import('./console/OwnQuestionsPage')).OwnQuestionsPage),
    },
    {
      path: 'fragen/neu',
      element: page(async () => (await import('./console/OwnQuestionsPage')).NewOwnQuestionPage),
    },
    {
      path: 'fragen/:question',
      element: page(async () => (await import('./console/OwnQuestionsPage')).OwnQuestionPage),
    },
    {
      path: 'fragen/:question/bearbeiten',
      element: page(async () => (await import('./console/OwnQuestionsPage')).EditOwnQuestionPage),
    },
    { path: 'codes', element: page(async () => (await import('./console/CodesPage')).CodesPage) },
    {
      path: 'codes/druck',
      element: page(async () => (await import('./console/CodeSheetPage')).CodeSheetPage),
    },
  ];
}

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
          // A company's console: a company admin's own under firma/, an operator's of any company under
          // companies/:company/konsole/ (docs/product-rules.md#company-console). The same pages, which read the
          // company through useConsoleCompany.
          element: <RoleGate allowed={isCompanyAdmin} />,
          children: [{ path: 'firma', children: consolePages(page) }],
        },
        {
          element: <RoleGate allowed={canManageCompanies} />,
          children: [
            {
              path: 'companies/:company/konsole',
              element: page(async () => (await import('./console/ConsoleFrame')).ConsoleFrame),
              children: consolePages(page),
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
