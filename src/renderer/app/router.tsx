import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../shared/domain/paths';
import { messages } from '../../shared/messages.de';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import type { RouteHandle } from './AppShell';
import { Root } from './Root';
import { chunkLoader, type ChunkLoader } from './chunkLoader';
import type { Services } from '../state/services';

let loadChunk: ChunkLoader = (importer) => importer();

/** Route-level code splitting: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await loadChunk(load) });
/** The session screens one chunk each: a visitor's first page (/country-select) loads only its own. */
const sessionPages = {
  MigrationPage: () => import('../features/session/pages/MigrationPage'),
  VerifyEmailPage: () => import('../features/session/pages/VerifyEmailPage'),
  ImpersonatePage: () => import('../features/session/pages/ImpersonatePage'),
  LockscreenLayout: () => import('../features/session/pages/LockscreenLayout'),
  CountrySelectPage: () => import('../features/session/pages/CountrySelectPage'),
  LoginPage: () => import('../features/session/pages/LoginPage'),
  ForgotPasswordPage: () => import('../features/session/pages/ForgotPasswordPage'),
  SignupPage: () => import('../features/session/pages/SignupPage'),
  ResetPasswordPage: () => import('../features/session/pages/ResetPasswordPage'),
};
const sessionPage = <N extends keyof typeof sessionPages>(name: N) =>
  page(async () => ((await sessionPages[name]()) as Record<N, ComponentType>)[name]);
const placeholder = page(
  async () => (await import('../features/placeholder/PlaceholderPage')).PlaceholderPage,
);

const titled = (title: RouteHandle['title'], route: RouteObject): RouteObject => ({
  ...route,
  handle: { title },
});

const dashboardTitle: RouteHandle['title'] = (c) => (c === 'de' ? messages.nav.myCourses : messages.nav.quiz);

const appRoutes: RouteObject[] = [
  // Mobile: the welcome screen; desktop: redirects to the dashboard (the page decides).
  titled(dashboardTitle, {
    index: true,
    lazy: page(async () => (await import('../features/dashboard/WelcomePage')).WelcomePage),
  }),
  titled(dashboardTitle, {
    path: 'dashboard',
    lazy: page(async () => (await import('../features/dashboard/DashboardPage')).DashboardPage),
  }),
  titled(messages.nav.quiz, {
    path: 'quiz',
    lazy: page(async () => (await import('../features/quiz/SwissQuizPage')).SwissQuizPage),
  }),
  titled(messages.nav.quiz, {
    path: 'courses/:course',
    lazy: page(async () => (await import('../features/quiz/CourseQuizPage')).CourseQuizPage),
  }),
  titled(messages.courses.bookCourse, {
    path: 'book-course',
    lazy: page(async () => (await import('../features/courses/BookCoursePage')).BookCoursePage),
  }),
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
  // Developer options' 'test error reporting' (SPEC §2); the page itself admits developers only.
  titled(messages.errorScreen.devTestTitle, {
    path: 'dev/crash',
    lazy: page(async () => (await import('../errors/DevCrashPage')).DevCrashPage),
  }),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={PATHS.app} replace /> },
      { path: 'migration', lazy: sessionPage('MigrationPage') },
      { path: 'verify-email', lazy: sessionPage('VerifyEmailPage') },
      { path: 'impersonate', lazy: sessionPage('ImpersonatePage') },
      {
        lazy: sessionPage('LockscreenLayout'),
        children: [
          { path: 'country-select', lazy: sessionPage('CountrySelectPage') },
          { path: 'login', lazy: sessionPage('LoginPage') },
          { path: 'login/forgot-password', lazy: sessionPage('ForgotPasswordPage') },
          { path: 'forgot-password', element: <Navigate to={PATHS.loginForgotPassword} replace /> },
          { path: 'signup', lazy: sessionPage('SignupPage') },
          { path: 'reset-password', lazy: sessionPage('ResetPasswordPage') },
        ],
      },
      {
        path: 'app',
        lazy: page(async () => (await import('./AppShell')).AppShell),
        children: appRoutes,
      },
      { path: '*', element: <Navigate to={PATHS.app} replace /> },
    ],
  },
];

/** The app's router; route chunks that fail during an outage load again once the network is back. */
export function createRouter(services: Services) {
  loadChunk = chunkLoader(services.platform);
  return createBrowserRouter(routes);
}
