import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/errors';
import { bearer, useTestServer, keyed, signUp, type TestUser, paths } from './testing/harness';
import { accountState } from './testing/state';
import type { AdminRole } from '../../src/shared/api/constants';
import { adminToken } from './testing/admin';
import { findAdminByEmail } from './admin/accounts';
import { createDraft, submitQuestion } from './questionDesk/workflow';
import { createOwnQuestion } from './companies/console';
import { sha256Of } from './documents/archive';
import type { BankQuestion } from '../../src/shared/api/questionBank';

/**
 * Every user-scoped route of the route table, called as user A with user B's ids and with no, a garbage, a
 * logged-out, a realtime or an impersonation token. Nothing but 401/403/404 comes back, no reply carries B's
 * data and neither account changes. A route without a row here fails the test.
 */
const t = useTestServer();
let a: TestUser;
let b: TestUser;
let bCourse: number;
let bCompanyCourse: number;
let bCompany: number;
let bQuestion: { id: number; answers: number[] };
/** Open reports of B, one used by each request to a decision route (a decided one would answer 409). */
const openReports: number[] = [];
const nextReport = () => {
  const report = openReports.shift();
  if (report === undefined) throw new Error('the matrix needs more open reports');
  return report;
};
const tokens: Record<string, string> = {};
/** A document of B's in the archive. */
const archive = { document: 0, order: 0 };
/** Orders of B with one item each, one cancelled by each request to the cancellation route. */
const openOrders: number[] = [];
const nextOrder = () => {
  const order = openOrders.shift();
  if (order === undefined) throw new Error('the matrix needs more open orders');
  return order;
};

/**
 * The editorial desk's questions for its write routes, one per request (a step is taken once): drafts, and
 * versions in review written by the second editor, whom the matrix never signs in as.
 */
const desk = { drafts: [] as number[], inReview: [] as number[], draft: 0, live: 0, created: 0 };
const DESK_POOL = 16;
/** The back office's promo codes: one code the reads and writes name, and a new code per creation. */
const promo = { id: 0, created: 0 };
/** The back office's companies: the company admin's own company, and a new short name per creation. */
const companyDesk = { own: 0, other: 0, created: 0, invited: 0, admins: [] as number[] };
/** A company course's results: participants removed and certificates revoked, one per admitted write. */
const companyResults = { participants: [] as number[], certificates: [] as string[] };
/** The company console on the company admin's own company: a course, drafts and codes used up one a request. */
const companyConsole = { course: 0, drafts: [] as number[], created: 0, codes: [] as string[] };
/** The company's own questions: one shown and edited, drafts to submit, versions in review by another admin. */
const ownQuestions = { draft: 0, drafts: [] as number[], inReview: [] as number[], created: 0 };
const ownContent = () => {
  const { key: _key, ...content } = deskQuestion('de-vvg-001');
  return content;
};
const takeCode = () => {
  const code = companyConsole.codes.shift();
  if (code === undefined) throw new Error('the code pool ran dry');
  return code;
};
const consoleCourseInput = () => ({
  name: 'Matrix-Kurs',
  pass_mark: 1,
  open_from: null,
  open_until: null,
  deadline: '2026-12-31',
  selection: { mode: 'draw', categories: [108], count: 2 },
});
const promoInput = (code: string) => ({
  code,
  kind: 'percent',
  value: 5,
  currency: null,
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_until: '2036-01-01T00:00:00.000Z',
  max_redemptions: 10,
  once_per_learner: true,
  active: true,
});
/** Failed training-database bookings of B's order, one per retry (a booked one answers 409). */
const bookings: number[] = [];
/** The support desk's learners: one it reads, resends to and unlocks, and a fresh one per erasure. */
const support = { learner: 0, erasable: [] as number[], erasing: 0 };
/** A 1×1 PNG, the picture of a new ad. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The back office's news desk: a provider, an article and an ad the reads and writes name. */
const news = { provider: 0, article: 0, ad: 0 };
const newsArticleInput = () => ({
  provider_id: news.provider,
  title: 'Matrix-Meldung',
  text: 'Die Matrix prüft die Rechte.',
  url: 'https://example.com/matrix',
  publish_at: null,
});
const newsAdInput = () => ({
  type: 'banner',
  country: 'de',
  url: 'https://example.com/matrix-anzeige',
  alt: 'Matrix-Anzeige',
  code: null,
  daily_cap: 3,
  active: true,
});
const deskQuestion = (key: string): BankQuestion => ({
  key,
  text: 'Wer prüft die Matrix der Rechte?',
  answers: ['Der Test', 'Niemand', 'Der Zufall', 'Die Kundschaft'],
  categories: ['de-vvg'],
  coins: 1,
  explanation: 'Die Matrix ruft jede Route mit jeder Rolle auf und erwartet genau die erlaubten Antworten.',
  source: '§ 1 Testordnung',
  validAsOf: '2025-01-01',
});
/** The next question of a pool; the pool is large enough for every request the matrix sends. */
const take = (pool: number[]) => {
  const id = pool.shift();
  if (id === undefined) throw new Error('the desk pool ran dry');
  return id;
};

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path for `user` and `course`; `query` and `body` make the request otherwise valid for B. */
  path: (user: string, course: number) => string;
  body?: () => Record<string, unknown>;
}

const ROWS: Record<string, Row> = {
  'app.users.token.destroy': { method: 'DELETE', path: () => '/api/users/token' },
  'app.users.resend-verification-email': {
    method: 'POST',
    path: (user) => `/api/users/${user}/resend-verification-email`,
  },
  'app.users.show': { method: 'GET', path: (user) => `/api/users/${user}` },
  'app.users.update': {
    method: 'PUT',
    path: (user) => `/api/users/${user}`,
    body: () => ({ first_name: 'Mallory', last_name: 'Übernahme' }),
  },
  // B's own password: only the signed-in user's id may reach it.
  'app.users.destroy': {
    method: 'DELETE',
    path: (user) => `/api/users/${user}`,
    body: () => ({ password: 'geheim123' }),
  },
  'app.users.courses.index': { method: 'GET', path: (user) => `/api/users/${user}/courses` },
  'app.users.courses.show': { method: 'GET', path: (user, course) => `/api/users/${user}/courses/${course}` },
  'app.users.courses.update': {
    method: 'PUT',
    path: (user, course) => `/api/users/${user}/courses/${course}`,
    body: () => ({ selected_categories: [] }),
  },
  'app.users.courses.store': {
    method: 'POST',
    path: (user) => `/api/users/${user}/courses`,
    body: () => ({ category_id: 109, hours: 3 }),
  },
  'app.users.courses.destroy': {
    method: 'DELETE',
    path: (user, course) => `/api/users/${user}/courses/${course}`,
  },
  'app.users.courses.question': {
    method: 'GET',
    path: (user, course) => `/api/users/${user}/courses/${course}/question`,
  },
  'app.users.courses.question.guess': {
    method: 'POST',
    path: (user, course) => `/api/users/${user}/courses/${course}/question/guess`,
    body: () => ({ answers: bQuestion.answers, question_id: bQuestion.id }),
  },
  // The coins a category can still give the user in the path.
  'app.users.categories.coins': {
    method: 'GET',
    path: (user) => `/api/users/${user}/categories/101/coins`,
  },
  'app.users.question': { method: 'GET', path: (user) => `/api/users/${user}/question` },
  'app.users.question.guess': {
    method: 'POST',
    path: (user) => `/api/users/${user}/question/guess`,
    body: () => ({ answers: bQuestion.answers, question_id: bQuestion.id }),
  },
  'app.users.question-count': { method: 'GET', path: (user) => `/api/users/${user}/question-count` },
  // No sign-in: the mailed link itself is the credential; a wrong token verifies nobody.
  'app.users.verify-email': {
    method: 'GET',
    path: (user) => `/api/users/${user}/verify-email?token=${'f'.repeat(43)}`,
  },
  // Account: the mailed link of an e-mail change is its own credential, like verify-email.
  'app.users.confirm-email': {
    method: 'GET',
    path: (user) => `/api/users/${user}/confirm-email?token=${'f'.repeat(43)}`,
  },
  'app.users.export': { method: 'GET', path: (user) => `/api/users/${user}/export` },
  // Developer options: no user in the path; A has no developer flag and B's tokens are no sessions.
  'app.developer.give-coins': { method: 'POST', path: () => '/api/developer/give-coins' },
  'app.developer.switch-country': {
    method: 'POST',
    path: () => '/api/developer/switch-country',
    body: () => ({ country: 'ch' }),
  },
  // Orders: the session decides whose coins; B's course in the body is as unknown as a missing one.
  'invoices.store': {
    method: 'POST',
    path: () => '/api/invoices',
    body: () => ({
      name: 'Mallory Übernahme',
      address: { street: 'Weg 1', postal_code: '10115', city: 'Berlin' },
      purchases: [{ course_id: bCourse, quantity: 1 }],
    }),
  },
  'app.promo-code.check-status': {
    method: 'POST',
    path: () => '/api/promo-code/check-status',
    body: () => ({ promocode: 'WILLKOMMEN10' }),
  },
  'app.users.address': { method: 'GET', path: (user) => `/api/users/${user}/address` },
  'app.users.training-bookings': { method: 'GET', path: (user) => `/api/users/${user}/training-bookings` },
  'app.users.requested-hours': { method: 'GET', path: (user) => `/api/users/${user}/requested-hours` },
  // Company platform: A never redeemed a code, so B's company and its course are unknown to A.
  'app.users.companies.index': { method: 'GET', path: (user) => `/api/users/${user}/companies` },
  'app.users.companies.courses.index': {
    method: 'GET',
    path: (user) => `/api/users/${user}/companies/${bCompany}/courses`,
  },
  'app.users.companies.courses.show': {
    method: 'GET',
    path: (user) => `/api/users/${user}/companies/${bCompany}/courses/${bCompanyCourse}`,
  },
  'app.users.companies.courses.destroy': {
    method: 'DELETE',
    path: (user) => `/api/users/${user}/companies/${bCompany}/courses/${bCompanyCourse}`,
  },
  'app.users.companies.courses.question': {
    method: 'GET',
    path: (user) => `/api/users/${user}/companies/${bCompany}/courses/${bCompanyCourse}/question`,
  },
  'app.users.companies.courses.question.guess': {
    method: 'POST',
    path: (user) => `/api/users/${user}/companies/${bCompany}/courses/${bCompanyCourse}/question/guess`,
    body: () => ({ answers: [1] }),
  },
  'app.platform.invite': {
    method: 'POST',
    path: () => '/api/platform/invite',
    body: () => ({ course_id: bCompanyCourse }),
  },
  'app.platform.certify': {
    method: 'POST',
    path: () => '/api/platform/certify',
    body: () => ({ course_id: bCompanyCourse }),
  },
  'app.users.company-codes.store': {
    method: 'POST',
    path: (user) => `/api/users/${user}/company-codes`,
    body: () => ({ code: 'DEMO-2026' }),
  },
  // News: no user in the path; the session decides whose feed, selection and reports.
  'app.news-feed.show': { method: 'GET', path: () => '/api/news-feed' },
  'app.news-feed.articles': { method: 'GET', path: () => '/api/news-feed/articles?pageNumber=1&country=de' },
  'app.news-feed.set-selected-providers': {
    method: 'POST',
    path: () => '/api/news-feed/selected-providers',
    body: () => ({ selected_provider_ids: [1] }),
  },
  'app.news-feed.fullscreen-ad': { method: 'GET', path: () => '/api/news-feed/fullscreen-ad?country=de' },
  'app.news-feed.interact': {
    method: 'POST',
    path: () => `/api/news-feed/impressions/a1.${'A'.repeat(22)}/interact`,
    body: () => ({ interaction: 'viewed' }),
  },
  // Documents: B's document is unknown to A, under A's own path too.
  'app.users.documents.index': { method: 'GET', path: (user) => `/api/users/${user}/documents` },
  'app.users.documents.show': {
    method: 'GET',
    path: (user) => `/api/users/${user}/documents/${archive.document}`,
  },
  // Feedback: the session decides whose feedback; nobody else's account changes.
  'app.feedback.store': {
    method: 'POST',
    path: () => '/api/feedback',
    body: () => ({ rating: 5, feedback: 'Mallory war hier', anonymous: false }),
  },
  // The back office: its own sessions; no learner token of any kind opens it.
  'admin.session.destroy': { method: 'DELETE', path: () => '/api/admin/session' },
  'admin.me': { method: 'GET', path: () => '/api/admin/me' },
  'admin.audit.index': { method: 'GET', path: () => '/api/admin/audit?page=1' },
  'admin.overview': { method: 'GET', path: () => '/api/admin/overview' },
  'admin.documents.index': { method: 'GET', path: () => '/api/admin/documents?order=1' },
  'admin.orders.index': { method: 'GET', path: () => '/api/admin/orders?q=RE' },
  'admin.orders.show': { method: 'GET', path: () => `/api/admin/orders/${archive.order}` },
  'admin.documents.show': { method: 'GET', path: () => `/api/admin/documents/${archive.document}` },
  'admin.orders.cancellations.store': {
    method: 'POST',
    path: () => `/api/admin/orders/${nextOrder()}/cancellations`,
    body: () => ({ reason: 'Doppelt bestellt' }),
  },
  // Question reports: the learner's session decides whose report; the editor's desk is its own realm.
  'app.question-reports.store': {
    method: 'POST',
    path: () => '/api/question-reports',
    body: () => ({ question_id: bQuestion.id, reason: 'other', text: 'Mallory war hier' }),
  },
  'admin.question-reports.index': { method: 'GET', path: () => '/api/admin/question-reports?status=all' },
  'admin.question-reports.accept': {
    method: 'POST',
    path: () => `/api/admin/question-reports/${nextReport()}/accept`,
    body: () => ({ reply: 'Danke.' }),
  },
  'admin.question-reports.reject': {
    method: 'POST',
    path: () => `/api/admin/question-reports/${nextReport()}/reject`,
    body: () => ({ reply: 'Danke.' }),
  },
  // The editorial desk.
  'admin.questions.index': { method: 'GET', path: () => '/api/admin/questions?page=1' },
  'admin.categories.index': { method: 'GET', path: () => '/api/admin/categories?country=de' },
  'admin.questions.export': { method: 'GET', path: () => `/api/admin/questions/export?ids=${desk.live}` },
  'admin.questions.show': { method: 'GET', path: () => `/api/admin/questions/${desk.live}` },
  'admin.questions.store': {
    method: 'POST',
    path: () => '/api/admin/questions',
    body: () => deskQuestion(`de-vvg-${9500 + (desk.created += 1)}`),
  },
  'admin.questions.update': {
    method: 'PUT',
    path: () => `/api/admin/questions/${desk.draft}`,
    body: () => {
      const { key: _key, ...content } = deskQuestion('de-vvg-001');
      return content;
    },
  },
  'admin.questions.submit': {
    method: 'POST',
    path: () => `/api/admin/questions/${take(desk.drafts)}/submit`,
  },
  'admin.questions.retire': {
    method: 'POST',
    path: () => `/api/admin/questions/${take(desk.drafts)}/retire`,
  },
  'admin.questions.approve': {
    method: 'POST',
    path: () => `/api/admin/questions/${take(desk.inReview)}/approve`,
  },
  'admin.questions.reject': {
    method: 'POST',
    path: () => `/api/admin/questions/${take(desk.inReview)}/reject`,
    body: () => ({ note: 'Bitte die Quelle prüfen.' }),
  },
  'admin.questions.import': {
    method: 'POST',
    path: () => '/api/admin/questions/import',
    body: () => ({ xml: '<?xml version="1.0" encoding="UTF-8"?><quiz></quiz>' }),
  },
  // Promo codes in the back office.
  'admin.promo-codes.index': { method: 'GET', path: () => '/api/admin/promo-codes?page=1' },
  'admin.promo-codes.show': { method: 'GET', path: () => `/api/admin/promo-codes/${promo.id}` },
  'admin.promo-codes.store': {
    method: 'POST',
    path: () => '/api/admin/promo-codes',
    body: () => promoInput(`MATRIX-${(promo.created += 1)}`),
  },
  'admin.promo-codes.update': {
    method: 'PUT',
    path: () => `/api/admin/promo-codes/${promo.id}`,
    body: () => promoInput('MATRIX-CODE'),
  },
  'admin.promo-codes.deactivate': {
    method: 'POST',
    path: () => `/api/admin/promo-codes/${promo.id}/deactivate`,
  },
  // Training-database bookings and the figures.
  'admin.bookings.index': { method: 'GET', path: () => '/api/admin/bookings?page=1' },
  'admin.bookings.retry': { method: 'POST', path: () => `/api/admin/bookings/${take(bookings)}/retry` },
  'admin.figures': { method: 'GET', path: () => '/api/admin/figures' },
  // The support desk.
  'admin.learners.index': { method: 'GET', path: () => '/api/admin/learners?q=support-matrix' },
  'admin.learners.show': { method: 'GET', path: () => `/api/admin/learners/${support.learner}` },
  'admin.learners.verification.store': {
    method: 'POST',
    path: () => `/api/admin/learners/${support.learner}/verification`,
  },
  'admin.learners.lock.destroy': {
    method: 'DELETE',
    path: () => `/api/admin/learners/${support.learner}/lock`,
  },
  'admin.learners.destroy': {
    method: 'DELETE',
    path: () => `/api/admin/learners/${(support.erasing = take(support.erasable))}`,
    body: () => ({ confirmation: `support-matrix-${support.erasing}@example.test` }),
  },
  'admin.feedback.index': { method: 'GET', path: () => '/api/admin/feedback?kind=feedback' },
  // Companies in the back office: the page is the company admin's own company.
  'admin.companies.index': { method: 'GET', path: () => '/api/admin/companies?page=1' },
  'admin.companies.show': { method: 'GET', path: () => `/api/admin/companies/${companyDesk.own}` },
  'admin.companies.store': {
    method: 'POST',
    path: () => '/api/admin/companies',
    body: () => ({ name: 'Matrix Firma', short_name: `MATRIX-${(companyDesk.created += 1)}` }),
  },
  'admin.companies.update': {
    method: 'PUT',
    path: () => `/api/admin/companies/${companyDesk.other}`,
    body: () => ({ name: 'Matrix Zweitfirma', short_name: 'MATRIX-ZWEI' }),
  },
  'admin.companies.admins.store': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.other}/admins`,
    body: () => ({ name: 'Ina Eingeladen', email: `matrix-invite-${(companyDesk.invited += 1)}@demo.test` }),
  },
  'admin.companies.admins.destroy': {
    method: 'DELETE',
    path: () => `/api/admin/companies/${companyDesk.other}/admins/${take(companyDesk.admins)}`,
  },
  // A company course's participants and results: the company admin's own company.
  'admin.company-courses.participants.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/participants`,
  },
  'admin.company-courses.participants.destroy': {
    method: 'DELETE',
    path: () =>
      `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/participants/${take(companyResults.participants)}`,
  },
  'admin.company-courses.results.export': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/results?format=csv`,
  },
  'admin.company-courses.certificates.archive': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/certificates`,
  },
  'admin.company-certificates.revoke': {
    method: 'POST',
    path: () => {
      const code = companyResults.certificates.shift();
      if (!code) throw new Error('the certificate pool ran dry');
      return `/api/admin/companies/${companyDesk.own}/certificates/${code}/revoke`;
    },
    body: () => ({ reason: 'Matrix-Widerruf' }),
  },
  // News and ads in the back office.
  'admin.news-providers.index': { method: 'GET', path: () => '/api/admin/news/providers?country=de' },
  'admin.news-providers.store': {
    method: 'POST',
    path: () => '/api/admin/news/providers',
    body: () => ({ country: 'de', name: 'Matrix-Anbieter' }),
  },
  'admin.news-providers.update': {
    method: 'PUT',
    path: () => `/api/admin/news/providers/${news.provider}`,
    body: () => ({ name: 'Matrix-Anbieter' }),
  },
  'admin.news-articles.index': { method: 'GET', path: () => '/api/admin/news/articles?state=published' },
  'admin.news-articles.show': { method: 'GET', path: () => `/api/admin/news/articles/${news.article}` },
  'admin.news-articles.store': {
    method: 'POST',
    path: () => '/api/admin/news/articles',
    body: newsArticleInput,
  },
  'admin.news-articles.update': {
    method: 'PUT',
    path: () => `/api/admin/news/articles/${news.article}`,
    body: newsArticleInput,
  },
  'admin.news-articles.withdraw': {
    method: 'POST',
    path: () => `/api/admin/news/articles/${news.article}/withdraw`,
  },
  'admin.news-ads.index': { method: 'GET', path: () => '/api/admin/news/ads?country=de' },
  'admin.news-ads.show': { method: 'GET', path: () => `/api/admin/news/ads/${news.ad}` },
  'admin.news-ads.store': {
    method: 'POST',
    path: () => '/api/admin/news/ads',
    body: () => ({ ...newsAdInput(), image: { data: ONE_PIXEL_PNG } }),
  },
  'admin.news-ads.update': { method: 'PUT', path: () => `/api/admin/news/ads/${news.ad}`, body: newsAdInput },
  'admin.news-ads.deactivate': { method: 'POST', path: () => `/api/admin/news/ads/${news.ad}/deactivate` },
  'admin.news-settings.show': { method: 'GET', path: () => '/api/admin/news/settings' },
  'admin.news-settings.update': {
    method: 'PUT',
    path: () => '/api/admin/news/settings',
    body: () => ({ fullscreen_ad_interval: 3 }),
  },
  'app.users.year.show': { method: 'GET', path: (user) => `/api/users/${user}/year` },
  'app.users.yearly-proofs.show': {
    method: 'GET',
    path: (user) => `/api/users/${user}/yearly-proofs/${new Date().getUTCFullYear()}`,
  },
  // Reminders of the year's 15 hours: the learner's own switch and calendar file.
  'app.users.reminders.show': { method: 'GET', path: (user) => `/api/users/${user}/reminders` },
  'app.users.reminders.update': {
    method: 'PUT',
    path: (user) => `/api/users/${user}/reminders`,
    body: () => ({ enabled: true }),
  },
  'app.users.reminders.calendar': { method: 'GET', path: (user) => `/api/users/${user}/reminders/calendar` },
  // Practice: statistics, review and exam practice of the user in the path only.
  'app.users.practice.statistics': {
    method: 'GET',
    path: (user) => `/api/users/${user}/practice/statistics`,
  },
  'app.users.practice.review.due': {
    method: 'GET',
    path: (user) => `/api/users/${user}/practice/review/due`,
  },
  'app.users.practice.review.question': {
    method: 'GET',
    path: (user) => `/api/users/${user}/practice/review/question`,
  },
  'app.users.practice.review.guess': {
    method: 'POST',
    path: (user) => `/api/users/${user}/practice/review/guess`,
    body: () => ({ answers: bQuestion.answers, question_id: bQuestion.id }),
  },
  'app.users.practice.question': {
    method: 'GET',
    path: (user) => `/api/users/${user}/practice/question?categories=101`,
  },
  'app.users.practice.guess': {
    method: 'POST',
    path: (user) => `/api/users/${user}/practice/guess`,
    body: () => ({ answers: bQuestion.answers, question_id: bQuestion.id }),
  },
  'app.users.practice.exams.index': { method: 'GET', path: (user) => `/api/users/${user}/practice/exams` },
  'app.users.practice.exams.store': {
    method: 'POST',
    path: (user) => `/api/users/${user}/practice/exams`,
    body: () => ({ questions: 2 }),
  },
  'app.users.practice.exams.show': { method: 'GET', path: (user) => `/api/users/${user}/practice/exams/1` },
  'app.users.practice.exams.answer': {
    method: 'PUT',
    path: (user) => `/api/users/${user}/practice/exams/1/answer`,
    body: () => ({ answers: bQuestion.answers, question_id: bQuestion.id }),
  },
  'app.users.practice.exams.finish': {
    method: 'POST',
    path: (user) => `/api/users/${user}/practice/exams/1/finish`,
  },
  // The company console, on the company admin's own company.
  'admin.companies.page.show': { method: 'GET', path: () => `/api/admin/companies/${companyDesk.own}/page` },
  'admin.companies.page.update': {
    method: 'PUT',
    path: () => `/api/admin/companies/${companyDesk.own}/page`,
    body: () => ({ welcome: 'Willkommen', contact_name: 'Mia', contact_email: '', contact_phone: '' }),
  },
  'admin.companies.courses.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses`,
  },
  'admin.companies.courses.show': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${companyConsole.course}`,
  },
  'admin.companies.courses.store': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/courses`,
    body: () => ({ ...consoleCourseInput(), name: `Matrix-Kurs ${(companyConsole.created += 1)}` }),
  },
  'admin.companies.courses.update': {
    method: 'PUT',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${companyConsole.course}`,
    body: consoleCourseInput,
  },
  'admin.companies.courses.publish': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${take(companyConsole.drafts)}/publish`,
  },
  'admin.companies.courses.archive': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${take(companyConsole.drafts)}/archive`,
  },
  'admin.companies.categories.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/categories`,
  },
  'admin.companies.bank.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/bank?category=108&page=1`,
  },
  'admin.companies.codes.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/codes`,
  },
  'admin.companies.codes.store': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/codes`,
    body: () => ({ expires_on: '2036-01-01', max_uses: 5, count: 1 }),
  },
  'admin.companies.codes.deactivate': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/codes/${takeCode()}/deactivate`,
  },
  // The company's own questions, on the company admin's own company.
  'admin.companies.questions.index': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/questions`,
  },
  'admin.companies.questions.categories': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/question-categories?country=de`,
  },
  'admin.companies.questions.show': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/questions/${ownQuestions.draft}`,
  },
  'admin.companies.questions.store': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/questions`,
    body: ownContent,
  },
  'admin.companies.questions.update': {
    method: 'PUT',
    path: () => `/api/admin/companies/${companyDesk.own}/questions/${ownQuestions.draft}`,
    body: ownContent,
  },
  'admin.companies.questions.submit': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/questions/${take(ownQuestions.drafts)}/submit`,
  },
  'admin.companies.questions.approve': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/questions/${take(ownQuestions.inReview)}/approve`,
  },
  'admin.companies.questions.reject': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/questions/${take(ownQuestions.inReview)}/reject`,
    body: () => ({ note: 'Bitte die Quelle prüfen.' }),
  },
  // A company course's kiosk file: the company admin's own company.
  'admin.companies.courses.kiosk.show': {
    method: 'GET',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/kiosk`,
  },
  'admin.companies.courses.kiosk.store': {
    method: 'POST',
    path: () => `/api/admin/companies/${companyDesk.own}/courses/${bCompanyCourse}/kiosk`,
    body: () => ({}),
  },
};

/**
 * The roles each back-office route admits, written here and not read from the server, so a route that
 * lets in one role too many fails. Every other role gets 403, a learner's token 401.
 */
const ADMIN_ROUTE_ROLES: Record<string, readonly AdminRole[]> = {
  'admin.session.destroy': ['operator', 'editor', 'support', 'company_admin'],
  'admin.me': ['operator', 'editor', 'support', 'company_admin'],
  'admin.audit.index': ['operator'],
  'admin.overview': ['operator', 'editor', 'support'],
  'admin.documents.index': ['operator', 'support'],
  'admin.orders.index': ['operator', 'support'],
  'admin.orders.show': ['operator', 'support'],
  'admin.documents.show': ['operator', 'support'],
  'admin.question-reports.index': ['editor', 'operator'],
  'admin.question-reports.accept': ['editor', 'operator'],
  'admin.question-reports.reject': ['editor', 'operator'],
  'admin.questions.index': ['operator', 'editor'],
  'admin.categories.index': ['operator', 'editor'],
  'admin.questions.export': ['operator', 'editor'],
  'admin.questions.show': ['operator', 'editor'],
  'admin.questions.store': ['operator', 'editor'],
  'admin.questions.update': ['operator', 'editor'],
  'admin.questions.submit': ['operator', 'editor'],
  'admin.questions.retire': ['operator', 'editor'],
  'admin.questions.approve': ['operator', 'editor'],
  'admin.questions.reject': ['operator', 'editor'],
  'admin.questions.import': ['operator', 'editor'],
  'admin.promo-codes.index': ['operator'],
  'admin.promo-codes.show': ['operator'],
  'admin.promo-codes.store': ['operator'],
  'admin.promo-codes.update': ['operator'],
  'admin.promo-codes.deactivate': ['operator'],
  'admin.orders.cancellations.store': ['operator'],
  'admin.bookings.index': ['operator', 'support'],
  'admin.bookings.retry': ['operator', 'support'],
  'admin.figures': ['operator', 'support'],
  'admin.learners.index': ['operator', 'support'],
  'admin.learners.show': ['operator', 'support'],
  'admin.learners.verification.store': ['operator', 'support'],
  'admin.learners.lock.destroy': ['operator', 'support'],
  'admin.learners.destroy': ['operator', 'support'],
  'admin.feedback.index': ['operator', 'support'],
  'admin.companies.index': ['operator'],
  'admin.companies.show': ['operator', 'company_admin'],
  'admin.companies.store': ['operator'],
  'admin.companies.update': ['operator'],
  'admin.companies.admins.store': ['operator'],
  'admin.companies.admins.destroy': ['operator'],
  'admin.company-courses.participants.index': ['operator', 'company_admin'],
  'admin.company-courses.participants.destroy': ['operator', 'company_admin'],
  'admin.company-courses.results.export': ['operator', 'company_admin'],
  'admin.company-courses.certificates.archive': ['operator', 'company_admin'],
  'admin.company-certificates.revoke': ['operator', 'company_admin'],
  'admin.news-providers.index': ['operator'],
  'admin.news-providers.store': ['operator'],
  'admin.news-providers.update': ['operator'],
  'admin.news-articles.index': ['operator'],
  'admin.news-articles.show': ['operator'],
  'admin.news-articles.store': ['operator'],
  'admin.news-articles.update': ['operator'],
  'admin.news-articles.withdraw': ['operator'],
  'admin.news-ads.index': ['operator'],
  'admin.news-ads.show': ['operator'],
  'admin.news-ads.store': ['operator'],
  'admin.news-ads.update': ['operator'],
  'admin.news-ads.deactivate': ['operator'],
  'admin.news-settings.show': ['operator'],
  'admin.news-settings.update': ['operator'],
  'admin.companies.page.show': ['operator', 'company_admin'],
  'admin.companies.page.update': ['operator', 'company_admin'],
  'admin.companies.courses.index': ['operator', 'company_admin'],
  'admin.companies.courses.show': ['operator', 'company_admin'],
  'admin.companies.courses.store': ['operator', 'company_admin'],
  'admin.companies.courses.update': ['operator', 'company_admin'],
  'admin.companies.courses.publish': ['operator', 'company_admin'],
  'admin.companies.courses.archive': ['operator', 'company_admin'],
  'admin.companies.categories.index': ['operator', 'company_admin'],
  'admin.companies.bank.index': ['operator', 'company_admin'],
  'admin.companies.codes.index': ['operator', 'company_admin'],
  'admin.companies.codes.store': ['operator', 'company_admin'],
  'admin.companies.codes.deactivate': ['operator', 'company_admin'],
  'admin.companies.courses.kiosk.show': ['operator', 'company_admin'],
  'admin.companies.courses.kiosk.store': ['operator', 'company_admin'],
  'admin.companies.questions.index': ['operator', 'company_admin'],
  'admin.companies.questions.categories': ['operator', 'company_admin'],
  'admin.companies.questions.show': ['operator', 'company_admin'],
  'admin.companies.questions.store': ['operator', 'company_admin'],
  'admin.companies.questions.update': ['operator', 'company_admin'],
  'admin.companies.questions.submit': ['operator', 'company_admin'],
  'admin.companies.questions.approve': ['operator', 'company_admin'],
  'admin.companies.questions.reject': ['operator', 'company_admin'],
};
/** The back-office calls of the matrix whose admitted request writes one audit row (the import's file is empty). */
const AUDITED_WRITES = new Set([
  'admin.session.destroy',
  // A view of a learner's document is audited like a write.
  'admin.documents.show',
  'admin.orders.show',
  'admin.questions.store',
  'admin.questions.update',
  'admin.questions.submit',
  'admin.questions.retire',
  'admin.questions.approve',
  'admin.questions.reject',
  'admin.question-reports.accept',
  'admin.question-reports.reject',
  'admin.promo-codes.store',
  'admin.promo-codes.update',
  'admin.promo-codes.deactivate',
  'admin.orders.cancellations.store',
  'admin.bookings.retry',
  // A learner's page is a view of their data, audited like a write.
  'admin.learners.show',
  'admin.learners.verification.store',
  'admin.learners.lock.destroy',
  'admin.learners.destroy',
  'admin.companies.store',
  'admin.companies.update',
  'admin.companies.admins.store',
  'admin.companies.admins.destroy',
  'admin.company-courses.participants.destroy',
  'admin.company-certificates.revoke',
  'admin.news-providers.store',
  'admin.news-providers.update',
  'admin.news-articles.store',
  'admin.news-articles.update',
  'admin.news-articles.withdraw',
  'admin.news-ads.store',
  'admin.news-ads.update',
  'admin.news-ads.deactivate',
  'admin.news-settings.update',
  'admin.companies.page.update',
  'admin.companies.courses.store',
  'admin.companies.courses.update',
  'admin.companies.courses.publish',
  'admin.companies.courses.archive',
  'admin.companies.codes.store',
  'admin.companies.codes.deactivate',
  'admin.companies.courses.kiosk.store',
  'admin.companies.questions.store',
  'admin.companies.questions.update',
  'admin.companies.questions.submit',
  'admin.companies.questions.approve',
  'admin.companies.questions.reject',
]);
const ADMIN_ACCOUNTS: Record<AdminRole, string> = {
  operator: 'admin@demo.test',
  editor: 'redaktion@demo.test',
  support: 'support@demo.test',
  // Created below, bound to the company B joined: refused on every staff call.
  company_admin: 'firma-matrix@demo.test',
};

beforeAll(async () => {
  a = await signUp(t, { country: 'de', role: 'agent' });
  b = await signUp(t, { country: 'de', role: 'agent' });
  await t.db.query(`UPDATE users SET first_name = 'Bettina', last_name = 'Beispiel' WHERE id = $1`, [b.id]);
  const booked = await t.request({
    method: 'POST',
    url: '/api/users/me/courses',
    headers: keyed(b),
    payload: { category_id: 108, hours: 1 },
  });
  bCourse = booked.json<{ id: number }>().id;
  const question = (
    await t.request({ method: 'GET', url: paths.question(bCourse), headers: b.headers })
  ).json<{ id: number }>();
  const correct = await t.db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct',
    [question.id],
  );
  bQuestion = { id: question.id, answers: correct.map((row) => row.id) };
  // Open reports of B on questions of the bank, stored directly (B need not answer each of them).
  const reported = await t.db.query<{ id: number }>(
    `INSERT INTO question_reports (question_id, user_id, reason, text, created_at)
     SELECT id, $1, 'other', 'Bettina meldet', now() FROM questions ORDER BY id LIMIT 40 RETURNING id`,
    [b.id],
  );
  openReports.push(...reported.map((row) => row.id));

  await t.request({
    method: 'POST',
    url: '/api/users/me/company-codes',
    headers: keyed(b),
    payload: { code: 'DEMO-2026' },
  });
  const [companyCourse] = await t.db.query<{ id: number; company_id: number }>(
    `SELECT cc.id, cc.company_id FROM company_courses cc JOIN companies c ON c.id = cc.company_id
     WHERE c.name = 'Muster Versicherung AG' ORDER BY cc.id LIMIT 1`,
  );
  bCompanyCourse = companyCourse!.id;
  bCompany = companyCourse!.company_id;
  const [document] = await t.db.query<{ id: number }>(
    `INSERT INTO documents (kind, number, filename, content_type, content, sha256, user_id, issued_at, archived_at)
     VALUES ('company-certificate', 'B-MATRIX', 'b.pdf', 'application/pdf', $1, $2, $3, now(), now()) RETURNING id`,
    [Buffer.from('%PDF B'), sha256Of(Buffer.from('%PDF B')), b.id],
  );
  archive.document = document!.id;
  const [order] = await t.db.query<{ id: number }>(
    `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street, postal_code,
       city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
     VALUES ($1, 'RE-MATRIX-1', 'de', 'EUR', 'B', $2, 'Weg 1', '10115', 'Berlin', 100, 0, 100, 0.19, 19, 119, now())
     RETURNING id`,
    [b.id, b.email],
  );
  archive.order = order!.id;
  const cancellable = await t.db.query<{ id: number }>(
    `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street, postal_code,
       city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
     SELECT $1, 'RE-MATRIX-C' || n, 'de', 'EUR', 'B', $2, 'Weg 1', '10115', 'Berlin', 100, 0, 100, 0.19, 19, 119, now()
     FROM generate_series(1, 40) n RETURNING id`,
    [b.id, b.email],
  );
  await t.db.query(
    `INSERT INTO order_items (order_id, title, quantity, coins, unit_price_cents, line_total_cents)
     SELECT id, 'Modul 1', 1, 50, 100, 100 FROM unnest($1::int[]) id`,
    [cancellable.map((row) => row.id)],
  );
  openOrders.push(...cancellable.map((row) => row.id));
  const failed = await t.db.query<{ id: number }>(
    `INSERT INTO training_bookings (order_id, user_id, payload, status, attempts, last_error, next_attempt_at,
       updated_at)
     SELECT $1, $2, $3::jsonb, 'failed', 10, 'training database answered 500', now(), now()
     FROM generate_series(1, 40) RETURNING id`,
    [
      order!.id,
      b.id,
      JSON.stringify({ interneBuchungsId: 'RE-MATRIX-1-1', gutberatenId: '20240115-4A7K2P-03' }),
    ],
  );
  bookings.push(...failed.map((row) => row.id));
  await t.request({
    method: 'POST',
    url: '/api/platform/invite',
    headers: keyed(b),
    payload: { course_id: bCompanyCourse },
  });

  const second = await t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email: a.email, password: 'geheim123', country: 'de', device_name: 'logged out' },
  });
  tokens.loggedOut = second.json<{ token: string }>().token;
  await t.request({ method: 'DELETE', url: '/api/users/token', headers: bearer(tokens.loggedOut) });
  const impersonation = await t.request({
    method: 'POST',
    url: '/api/dev/impersonation-token',
    payload: { email: a.email },
  });
  tokens.impersonation = impersonation.json<{ token: string }>().token;
  tokens.garbage = 'dGhpcy1pcy1ub3QtYS10b2tlbg';

  const reviewer = (await findAdminByEmail(t.db, 'pruefung@demo.test'))!;
  const write = { editor: { id: reviewer.id, email: reviewer.email }, ip: null, now: new Date() };
  desk.live = (await t.db.query<{ id: number }>(`SELECT id FROM questions WHERE key = 'de-vvg-001'`))[0]!.id;
  desk.draft = await createDraft(t.db, write, deskQuestion('de-vvg-9400'));
  for (let i = 1; i <= DESK_POOL * 4; i++) {
    const id = await createDraft(t.db, write, deskQuestion(`de-vvg-${9400 + i}`));
    if (i % 2) desk.drafts.push(id);
    else {
      await submitQuestion(t.db, write, id);
      desk.inReview.push(id);
    }
  }
  tokens.realtime = b.jwt;
  companyDesk.own = bCompany;
  companyDesk.other = (
    await t.db.query<{ id: number }>(
      `INSERT INTO companies (name, name_short) VALUES ('Matrix Zweitfirma', 'MATRIX-ZWEI') RETURNING id`,
    )
  )[0]!.id;
  await t.db.query(
    `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
     VALUES ($1, 'Fiona Firma', 'company_admin', 'none', $2, now())`,
    [ADMIN_ACCOUNTS.company_admin, companyDesk.own],
  );
  // Company admins of the second company, one removed by each admitted request.
  for (let i = 0; i < 20; i++) {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
       VALUES ($1, 'Ina Eingeladen', 'company_admin', 'none', $2, now()) RETURNING id`,
      [`matrix-admin-${i}@demo.test`, companyDesk.other],
    );
    companyDesk.admins.push(row!.id);
  }
  // Participants of B's company course the admitted removals take, and certificates the revocations take.
  const participants = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, country)
     SELECT 'results-matrix-' || n || '@example.test', 'x', 'Tina', 'Teilnehmerin', 'de' FROM generate_series(1, 20) n
     RETURNING id`,
  );
  await t.db.query(
    `INSERT INTO company_enrolments (user_id, course_id, status, started_at)
     SELECT id, $2, 'started', now() FROM unnest($1::int[]) id`,
    [participants.map((row) => row.id), bCompanyCourse],
  );
  companyResults.participants.push(...participants.map((row) => row.id));
  for (let i = 0; i < 20; i++) {
    const code = `MTRX-${String(i).padStart(4, '0')}-RVKE`;
    await t.db.query(
      `INSERT INTO company_certificates (code, user_id, course_id, participant, course_name, company_name,
         correct_count, question_count, pass_mark, issued_at)
       VALUES ($1, $2, $3, 'Tina Teilnehmerin', 'Matrix-Kurs', 'Muster Versicherung AG', 5, 5, 4, now())`,
      [code, participants[i]!.id, bCompanyCourse],
    );
    // Archived as issued: the ZIP hands these out without rendering.
    await t.db.query(
      `INSERT INTO documents (kind, number, filename, content_type, content, sha256, user_id, issued_at, archived_at)
       VALUES ('company-certificate', $1, $2, 'application/pdf', $3, $4, $5, now(), now())`,
      [
        code,
        `Zertifikat-${code}.pdf`,
        Buffer.from('%PDF matrix'),
        sha256Of(Buffer.from('%PDF matrix')),
        participants[i]!.id,
      ],
    );
    companyResults.certificates.push(code);
  }
  promo.id = (
    await t.db.query<{ id: number }>(
      `INSERT INTO promo_codes (code, valid_from, valid_until, max_redemptions, discount_relative)
       VALUES ('MATRIX-CODE', now(), now() + interval '1 year', 10, 0.05) RETURNING id`,
    )
  )[0]!.id;
  const learners = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, country)
     SELECT 'support-new-' || n || '@example.test', 'x', 'Sina', 'Support', 'de' FROM generate_series(1, 20) n
     RETURNING id`,
  );
  // Each learner's address names it, so an erasure's confirmation can be written from its id.
  await t.db.query(
    `UPDATE users SET email = 'support-matrix-' || id || '@example.test' WHERE email LIKE 'support-new-%'`,
  );
  support.learner = learners[0]!.id;
  support.erasable.push(...learners.slice(1).map((row) => row.id));
  news.provider = (
    await t.db.query<{ id: number }>(`SELECT id FROM news_providers WHERE country = 'de' ORDER BY id LIMIT 1`)
  )[0]!.id;
  news.article = (
    await t.db.query<{ id: number }>(
      `INSERT INTO news_articles (provider_id, published_at, title, text, url)
       VALUES ($1, now(), 'Matrix', 'Matrix', 'https://example.com/matrix') RETURNING id`,
      [news.provider],
    )
  )[0]!.id;
  news.ad = (
    await t.db.query<{ id: number }>(`SELECT id FROM news_ads WHERE country = 'de' ORDER BY id LIMIT 1`)
  )[0]!.id;
  const consoleCourses = await t.db.query<{ id: number }>(
    `INSERT INTO company_courses (company_id, name, pass_mark, state)
     SELECT $1, 'Matrix-Entwurf ' || n, 1, 'draft' FROM generate_series(0, 60) n RETURNING id`,
    [companyDesk.own],
  );
  companyConsole.course = consoleCourses[0]!.id;
  companyConsole.drafts.push(...consoleCourses.slice(1).map((row) => row.id));
  const consoleCodes = await t.db.query<{ code: string }>(
    `INSERT INTO company_codes (code, company_id, expires_at, max_uses)
     SELECT 'MATRIX-' || lpad(n::text, 2, '0'), $1, now() + interval '1 year', 5 FROM generate_series(1, 40) n RETURNING code`,
    [companyDesk.own],
  );
  companyConsole.codes.push(...consoleCodes.map((row) => row.code));
  // Own questions of B's company, written by its seeded admin (whom the matrix never signs in as).
  const author = (await findAdminByEmail(t.db, 'firma@demo.test'))!;
  const own = {
    editor: { id: author.id, email: author.email },
    ip: '127.0.0.1',
    now: new Date(),
    companyId: companyDesk.own,
  };
  const ownDraft = (n: number) =>
    createOwnQuestion(t.db, own, companyDesk.own, { ...ownContent(), text: `Eigene Matrix-Frage ${n}?` });
  ownQuestions.draft = await ownDraft(0);
  // Every request of a row takes one, refused or not (both matrices): 16 to submit, 32 to approve or return.
  for (let i = 1; i <= 48; i++) {
    const id = await ownDraft(i);
    if (i <= 16) ownQuestions.drafts.push(id);
    else {
      await submitQuestion(t.db, own, id);
      ownQuestions.inReview.push(id);
    }
  }
});

interface Case {
  name: string;
  authorization?: string;
  user: () => string;
  course: number;
  expected: number[];
  applies: (parameters: string[]) => boolean;
}

const CASES: Case[] = [
  {
    name: "A with B's user id",
    authorization: 'a',
    user: () => String(b.id),
    course: 0,
    expected: [403, 404],
    applies: (parameters) => parameters.includes('user'),
  },
  {
    name: "A with B's course under 'me'",
    authorization: 'a',
    user: () => 'me',
    course: 0,
    expected: [404],
    applies: (parameters) => parameters.includes('course'),
  },
  ...(['none', 'garbage', 'loggedOut', 'realtime', 'impersonation'] as const).map((token): Case => ({
    name: `${token} token`,
    ...(token === 'none' ? {} : { authorization: token }),
    user: () => String(b.id),
    course: 0,
    expected: [401, 403],
    applies: () => true,
  })),
];

describe('authorization matrix', () => {
  it('has a row for every user-scoped route of the route table', () => {
    const scoped = t.server.ctx.routes
      .list()
      .filter((route) => route.auth !== 'none' || route.parameters.includes('user'))
      .map((route) => route.name)
      .sort();
    expect(Object.keys(ROWS).sort()).toEqual(scoped);
  });

  it("refuses A with B's ids and every token that is no live session, and changes nothing", async () => {
    const before = await accountState(t.db, [a.email, b.email]);
    const leaks = [b.email, 'Bettina', 'Beispiel', b.jwt];
    let size = 0;
    for (const route of t.server.ctx.routes.list()) {
      const row = ROWS[route.name];
      if (!row) continue;
      const isVerifyLink = route.name === 'app.users.verify-email';
      const isConfirmLink = route.name === 'app.users.confirm-email';
      for (const scenario of CASES.filter((c) => c.applies(route.parameters))) {
        const token =
          scenario.authorization === 'a'
            ? a.token
            : scenario.authorization
              ? tokens[scenario.authorization]
              : null;
        const response = await t.request({
          method: row.method,
          url: row.path(scenario.user(), bCourse),
          headers: {
            ...(token ? bearer(token) : {}),
            [IDEMPOTENCY_HEADER]: randomUUID(),
          },
          ...(row.body ? { payload: row.body() } : {}),
        });
        size += 1;
        const where = `${route.name} · ${scenario.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (isVerifyLink) {
          expect(response.statusCode, where).toBe(302);
          expect(response.headers.location, where).toMatch(/\/verify-email\?status=invalid$/);
          continue;
        }
        if (isConfirmLink) {
          expect(response.statusCode, where).toBe(302);
          expect(response.headers.location, where).toMatch(/\/app\/my-account\?email=invalid$/);
          continue;
        }
        expect(scenario.expected, where).toContain(response.statusCode);
        expect(
          Object.keys(response.json()).every((key) => ['message', 'code', 'errors'].includes(key)),
          where,
        ).toBe(true);
        for (const secret of leaks) expect(response.body, where).not.toContain(secret);
      }
    }
    console.log(`authorization matrix: ${size} requests over ${Object.keys(ROWS).length} routes`);
    expect(await accountState(t.db, [a.email, b.email])).toEqual(before);
    // B's session still works, and B's served question is still open to B.
    const guess = await t.request({
      method: 'POST',
      url: paths.guess(bCourse),
      headers: keyed(b),
      payload: { answers: bQuestion.answers, question_id: bQuestion.id },
    });
    expect(guess.statusCode).toBe(200);
  });
});

describe('authorization matrix of the back office', () => {
  it('has a role row for every admin route', () => {
    const admin = t.server.ctx.routes
      .list()
      .filter((route) => route.auth === 'admin')
      .map((route) => route.name)
      .sort();
    expect(Object.keys(ADMIN_ROUTE_ROLES).sort()).toEqual(admin);
  });

  it('refuses learners, strangers, expired sessions and roles a route does not admit, and sends no-store', async () => {
    // Its last request was 31 minutes ago.
    const expired = await adminToken(t, ADMIN_ACCOUNTS.operator, new Date(Date.now() - 31 * 60_000));
    const count = () =>
      t.db.query<{ n: number; outs: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE action = 'admin.sign-out')::int AS outs FROM audit_log`,
      );
    const [before] = await count();
    let size = 0;
    for (const [name, roles] of Object.entries(ADMIN_ROUTE_ROLES)) {
      const row = ROWS[name]!;
      const send = (token: string | null) =>
        t.request({
          method: row.method,
          url: row.path('me', 0),
          headers: { ...(token ? bearer(token) : {}), [IDEMPOTENCY_HEADER]: randomUUID() },
          ...(row.body ? { payload: row.body() } : {}),
        });
      const refusals: [string, string | null, number[]][] = [
        ['no token', null, [401]],
        ['garbage token', tokens.garbage!, [401]],
        ["a learner's session", a.token, [401]],
        ["a learner's realtime token", tokens.realtime!, [401]],
        ['an expired admin session', expired, [401]],
      ];
      for (const [role, email] of Object.entries(ADMIN_ACCOUNTS)) {
        if (!roles.includes(role as AdminRole)) {
          refusals.push([`${role} account`, await adminToken(t, email), [403]]);
        }
      }
      const [beforeRefusals] = await count();
      for (const [who, token, expected] of refusals) {
        const response = await send(token);
        size += 1;
        const where = `${name} · ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(expected, where).toContain(response.statusCode);
        expect(response.headers['cache-control'], where).toBe('no-store');
        expect(
          Object.keys(response.json()).every((key) => ['message', 'code', 'errors'].includes(key)),
          where,
        ).toBe(true);
        for (const secret of [ADMIN_ACCOUNTS.operator, 'admin.sign-in']) {
          expect(response.body, where).not.toContain(secret);
        }
      }
      // Refusals write nothing.
      const [afterRefusals] = await count();
      expect(afterRefusals!.n, `${name}: audit rows of refusals`).toBe(beforeRefusals!.n);
      for (const role of roles) {
        const response = await send(await adminToken(t, ADMIN_ACCOUNTS[role as keyof typeof ADMIN_ACCOUNTS]));
        size += 1;
        expect(response.statusCode, `${name} · ${role}: ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // An admitted write is audited once; a read is not.
      const [afterAdmitted] = await count();
      expect(afterAdmitted!.n - afterRefusals!.n, `${name}: audit rows of admitted calls`).toBe(
        AUDITED_WRITES.has(name) ? roles.length : 0,
      );
    }
    console.log(`back-office matrix: ${size} requests over ${Object.keys(ADMIN_ROUTE_ROLES).length} routes`);
    // Only the admitted sign-outs and the desk's admitted writes are audited.
    const [after] = await count();
    const writes = [...AUDITED_WRITES].filter((name) => name !== 'admin.session.destroy');
    expect(after!.n - after!.outs).toBe(
      before!.n - before!.outs + writes.reduce((sum, name) => sum + ADMIN_ROUTE_ROLES[name]!.length, 0),
    );
    // Each admitted role signed out once.
    expect(after!.outs - before!.outs).toBe(ADMIN_ROUTE_ROLES['admin.session.destroy']!.length);
    // Over a hundred routes with a dozen requests each: more than vitest's 30 s on a loaded machine.
  }, 180_000);
});
