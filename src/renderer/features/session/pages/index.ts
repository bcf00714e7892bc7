/** The session screens, loaded lazily by the router (one chunk for the whole login area). */
export { CountrySelectPage } from './CountrySelectPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ImpersonatePage } from './ImpersonatePage';
export { LockscreenFrame, LockscreenLayout } from './LockscreenLayout';
export { LoginPage } from './LoginPage';
export { MigrationPage } from './MigrationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VerifyEmailPage } from './VerifyEmailPage';
