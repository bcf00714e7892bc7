import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import type { PageLoader } from '../../app/routeKit';

/** The session screens one chunk each: a visitor's first page (/country-select) loads only its own. */
const pages = {
  MigrationPage: () => import('./pages/MigrationPage'),
  VerifyEmailPage: () => import('./pages/VerifyEmailPage'),
  ImpersonatePage: () => import('./pages/ImpersonatePage'),
  LockscreenLayout: () => import('./pages/LockscreenLayout'),
  CountrySelectPage: () => import('./pages/CountrySelectPage'),
  LoginPage: () => import('./pages/LoginPage'),
  ForgotPasswordPage: () => import('./pages/ForgotPasswordPage'),
  SignupPage: () => import('./pages/SignupPage'),
  ResetPasswordPage: () => import('./pages/ResetPasswordPage'),
};

/** The realms outside the app: migration, verify-email, impersonate and the login area. */
export function sessionRoutes(page: PageLoader): RouteObject[] {
  const pageNamed = <N extends keyof typeof pages>(name: N) =>
    page(async () => ((await pages[name]()) as Record<N, ComponentType>)[name]);
  return [
    { path: 'migration', element: pageNamed('MigrationPage') },
    { path: 'verify-email', element: pageNamed('VerifyEmailPage') },
    { path: 'impersonate', element: pageNamed('ImpersonatePage') },
    {
      element: pageNamed('LockscreenLayout'),
      children: [
        { path: 'country-select', element: pageNamed('CountrySelectPage') },
        { path: 'login', element: pageNamed('LoginPage') },
        { path: 'login/forgot-password', element: pageNamed('ForgotPasswordPage') },
        { path: 'forgot-password', element: <Navigate to={PATHS.loginForgotPassword} replace /> },
        { path: 'signup', element: pageNamed('SignupPage') },
        { path: 'reset-password', element: pageNamed('ResetPasswordPage') },
      ],
    },
  ];
}
