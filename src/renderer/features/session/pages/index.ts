/** The session screens. The router loads each from its own file, so each is its own chunk. */
export { CountrySelectPage } from './CountrySelectPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ImpersonatePage } from './ImpersonatePage';
export { LockscreenFrame, LockscreenLayout } from './LockscreenLayout';
export { LoginPage } from './LoginPage';
export { MigrationPage } from './MigrationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VerifyEmailPage } from './VerifyEmailPage';
