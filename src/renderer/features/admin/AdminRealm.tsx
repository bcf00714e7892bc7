import { useState } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import type { PageLoader } from '../../app/routeKit';
import { useServices } from '../../state';
import { UiProvider } from '../../ui/UiProvider';
import { connectAdminToken } from './session';
import { canManageNews, canManagePromo, canSeeOrders, canWorkDesk, RoleGate } from './roles';
import './admin.css';

/** The realm's pages under /admin, each a chunk of its own; the layout holds every signed-in page. */
export function adminPages(page: PageLoader): RouteObject[] {
  return [
    { path: 'login', element: page(async () => (await import('./SignInPage')).SignInPage) },
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
