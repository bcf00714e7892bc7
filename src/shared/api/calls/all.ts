import type { CallDef } from '../call';
import * as account from './account';
import * as admin from './admin';
import * as adminOrders from './adminOrders';
import * as adminQuestions from './adminQuestions';
import * as adminPromo from './adminPromo';
import * as adminBookings from './adminBookings';
import * as adminFigures from './adminFigures';
import * as adminSupport from './adminSupport';
import * as adminCompanies from './adminCompanies';
import * as adminNews from './adminNews';
import * as companyResults from './companyResults';
import * as adminKiosk from './adminKiosk';
import * as engagement from './engagement';
import * as orders from './orders';
import * as company from './company';
import * as documents from './documents';
import * as quiz from './quiz';
import * as reports from './reports';
import * as session from './session';
import * as year from './year';
import * as reminders from './reminders';
import * as practice from './practice';
import * as companyConsole from './companyConsole';

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'name' in value && 'method' in value && 'response' in value;

/** Every call, keyed by route name. */
export const allCalls: ReadonlyMap<string, CallDef> = new Map(
  [
    session,
    account,
    quiz,
    orders,
    company,
    documents,
    engagement,
    admin,
    reports,
    adminQuestions,
    adminOrders,
    adminPromo,
    adminBookings,
    adminFigures,
    adminSupport,
    adminCompanies,
    adminNews,
    year,
    reminders,
    practice,
    companyResults,
    companyConsole,
    adminKiosk,
  ]
    .flatMap((mod) => Object.values(mod))
    .filter(isCall)
    .map((call) => [call.name, call]),
);
