/** Route paths, so guards, navigation and tests never spell them twice. */
export const PATHS = {
  root: '/',
  migration: '/migration',
  verifyEmail: '/verify-email',
  impersonate: '/impersonate',
  countrySelect: '/country-select',
  login: '/login',
  loginForgotPassword: '/login/forgot-password',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The legal pages for visitors: the terms and the privacy policy must be readable before signing up. */
  legal: '/legal',
  app: '/app',
  dashboard: '/app/dashboard',
  swissQuiz: '/app/quiz',
  courses: '/app/courses',
  bookCourse: '/app/book-course',
  checkout: '/app/checkout',
  orderComplete: '/app/order-complete',
  newsFeed: '/app/news-feed',
  myAccount: '/app/my-account',
  platform: '/app/platform',
  howItWorks: '/app/how-it-works',
  courseDescription: '/app/course-description',
  feedback: '/app/feedback',
  legalInfo: '/app/legal-info',
  /** The public check of a company certificate: no sign-in, for anyone. */
  verifyCertificate: '/verify',
  /** The back office (web build only): its own sign-in and session, apart from learners. */
  admin: '/admin',
  adminSignIn: '/admin/login',
  adminQuestions: '/admin/questions',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
  adminOrders: '/admin/orders',
  adminPromo: '/admin/promo-codes',
  adminBookings: '/admin/bookings',
  adminFigures: '/admin/figures',
  adminSupport: '/admin/support',
  adminFeedback: '/admin/feedback',
  adminCompanies: '/admin/companies',
  /** A company admin's own page (their company's, read-only). */
  adminOwnCompany: '/admin/firma',
  /** A company admin's invitation: /admin/einladung/<token> sets their password (visitors). */
  adminInvitation: '/admin/einladung',
  adminNews: '/admin/news',
  /** A company admin's courses (/admin/firma/kurse/<id> one course) and access codes (…/codes/druck the sheet). */
  adminOwnCourses: '/admin/firma/kurse',
  adminOwnCodes: '/admin/firma/codes',
  /** A company admin's own questions (/admin/firma/fragen/<id> one version). */
  adminOwnQuestions: '/admin/firma/fragen',
} as const;

/** The company console's addresses: a company admin's own (/admin/firma…), or an operator's of a company. */
export interface ConsolePaths {
  home: string;
  courses: string;
  codes: string;
  questions: string;
  course: (id: number) => string;
}

/** The console's addresses: `company` null for a company admin's own, an id for an operator's view of it. */
export function consolePaths(company: number | null): ConsolePaths {
  const home = company === null ? PATHS.adminOwnCompany : `${PATHS.adminCompanies}/${company}/konsole`;
  const courses = company === null ? PATHS.adminOwnCourses : `${home}/kurse`;
  return {
    home,
    courses,
    codes: company === null ? PATHS.adminOwnCodes : `${home}/codes`,
    questions: company === null ? PATHS.adminOwnQuestions : `${home}/fragen`,
    course: (id) => `${courses}/${id}`,
  };
}

/** Query parameter holding the in-app path to return to after sign-in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * '/app/' and '/app' are one page, and the router matches case-insensitively, so comparisons use this
 * form. Never used to build URLs: the user's own spelling is kept there.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** True for `base` itself and anything below it: '/app/x' is under '/app', '/apple' is not. */
export function isUnderPath(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  const root = normalizePath(base);
  return path === root || path.startsWith(root === '/' ? '/' : `${root}/`);
}
