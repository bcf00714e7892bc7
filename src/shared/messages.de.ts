/**
 * Every German string shown to a person, one catalog per area in messages/
 * (docs/product-rules.md#one-way-each): the renderer imports the areas it needs, so each loads with its
 * feature's chunk. This aggregate is for the server, tests and benchmarks. Strings the product prescribes are
 * copied word for word, typos included ('eingegeben Code', 'zuzeit'): they are the product's strings. Where
 * the product only gives a meaning, the sentence is ours, in the same du-register.
 */
import { validationMessages } from './messages/validation';
import { adminMessages } from './messages/admin';
import { questionDeskMessages } from './messages/questionDesk';
import { promoDeskMessages } from './messages/promoDesk';
import { figuresDeskMessages } from './messages/figuresDesk';
import { newsDeskMessages } from './messages/newsDesk';
import { adminRealmMessages } from './messages/adminRealm';
import { serverErrorsMessages } from './messages/serverErrors';
import { promoMessages } from './messages/promo';
import { networkMessages } from './messages/network';
import { kioskMessages } from './messages/kiosk';
import { errorScreenMessages } from './messages/errorScreen';
import { quizMessages } from './messages/quiz';
import { dashboardMessages } from './messages/dashboard';
import { coursesMessages } from './messages/courses';
import { serverMessages } from './messages/serverCalls';
import { requestsMessages } from './messages/requests';
import { companyMessages } from './messages/company';
import { checkoutMessages } from './messages/checkout';
import { ordersMessages } from './messages/orders';
import { newsFeedMessages } from './messages/newsFeed';
import { newsServerMessages } from './messages/newsServer';
import { impersonateMessages } from './messages/impersonate';
import { sessionMessages } from './messages/session';
import { authMessages } from './messages/auth';
import { lockscreenMessages } from './messages/lockscreen';
import { feedbackMessages } from './messages/feedback';
import { accountMessages } from './messages/account';
import { navMessages } from './messages/nav';
import { appMessages } from './messages/app';
import { commonMessages } from './messages/common';
import { modulesMessages } from './messages/modules';
import { studyMessages } from './messages/study';
import { countriesMessages } from './messages/countries';
import { relativeTimeMessages } from './messages/relativeTime';
import { reportsMessages } from './messages/reports';
import { supportDeskMessages } from './messages/supportDesk';
import { documentsMessages } from './messages/documents';

export const messages = {
  account: accountMessages,
  documents: documentsMessages,
  admin: adminMessages,
  questionDesk: questionDeskMessages,
  promoDesk: promoDeskMessages,
  adminRealm: adminRealmMessages,
  validation: validationMessages,
  serverErrors: serverErrorsMessages,
  promo: promoMessages,
  network: networkMessages,
  kiosk: kioskMessages,
  errorScreen: errorScreenMessages,
  quiz: quizMessages,
  dashboard: dashboardMessages,
  study: studyMessages,
  courses: coursesMessages,
  server: serverMessages,
  requests: requestsMessages,
  company: companyMessages,
  checkout: checkoutMessages,
  orders: ordersMessages,
  newsFeed: newsFeedMessages,
  newsServer: newsServerMessages,
  impersonate: impersonateMessages,
  session: sessionMessages,
  auth: authMessages,
  lockscreen: lockscreenMessages,
  feedback: feedbackMessages,
  nav: navMessages,
  app: appMessages,
  common: commonMessages,
  modules: modulesMessages,
  countries: countriesMessages,
  relativeTime: relativeTimeMessages,
  reports: reportsMessages,
  figuresDesk: figuresDeskMessages,
  supportDesk: supportDeskMessages,
  newsDesk: newsDeskMessages,
} as const;

export { errorCodeSentences } from './messages/errorCodes';
