import {
  adminMeCall,
  adminOverviewCall,
  auditLogCall,
  type AdminAccount,
} from '../../../shared/api/calls/admin';
import {
  deskCategoriesCall,
  deskQuestionCall,
  deskQuestionsCall,
} from '../../../shared/api/calls/adminQuestions';
import { adminOrderCall, adminOrdersCall, type AdminOrder } from '../../../shared/api/calls/adminOrders';
import { adminDocumentsCall } from '../../../shared/api/calls/documents';
import { questionReportsCall } from '../../../shared/api/calls/reports';
import type { Country } from '../../../shared/api/constants';
import type { DeskFilterQuery, OrderFilterQuery } from '../../../shared/domain/deskForms';
import type { CallDef, CallResponse } from '../../../shared/api/call';
import type { AuditFilterQuery } from '../../../shared/domain/adminForms';
import { isHttpError, type CallInput } from '../../api/http';
import { useQueryFor, type Services } from '../../state';
import { endAdminSession, readAdminToken, touchAdminSession } from './session';

/** The back office's cache keys: everything under ['admin'], so a session's end forgets it at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  audit: (filters: AuditFilterQuery, page: number) => ['admin', 'audit', filters, page] as const,
  /** The editorial desk: every write forgets all of it (list, versions, reports' counts). */
  desk: ['admin', 'desk'] as const,
  questions: (filters: DeskFilterQuery, page: number) => ['admin', 'desk', 'list', filters, page] as const,
  question: (id: number) => ['admin', 'desk', 'question', id] as const,
  categories: (country: Country | null) => ['admin', 'desk', 'categories', country] as const,
  orders: (filters: OrderFilterQuery, page: number) => ['admin', 'orders', filters, page] as const,
  order: (id: number) => ['admin', 'order', id] as const,
  orderDocuments: (id: number) => ['admin', 'order', id, 'documents'] as const,
  /** The start page's figures: under the desk, whose writes change its counts of reports and questions. */
  overview: () => ['admin', 'desk', 'overview'] as const,
  reports: (status: 'open' | 'closed', page: number) => ['admin', 'desk', 'reports', status, page] as const,
};

/**
 * A call of the signed-in back office: a success keeps the session alive (the idle clock), a 401 means
 * the server ended it (idle, 8 hours, signed out elsewhere), so the realm returns to its sign-in.
 */
export async function adminCall<C extends CallDef>(
  services: Services,
  def: C,
  input?: CallInput<C>,
): Promise<CallResponse<C>> {
  try {
    const data = await services.api.call(def, input);
    touchAdminSession(services.store);
    return data;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) endAdminSession(services, 'ended');
    throw error;
  }
}

/** The signed-in account and its session's ends. */
export function useAdminMe() {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.me(),
      queryFn: async ({ signal }) => {
        const me = await adminCall(services, adminMeCall, { signal });
        touchAdminSession(services.store, me.account);
        return me;
      },
      staleTime: 60_000,
      retry: false,
    }),
    'me',
  );
}

/** The start page's figures and charts; a visit after a minute asks again. */
export function useAdminOverview() {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.overview(),
      queryFn: ({ signal }) => adminCall(services, adminOverviewCall, { signal }),
      staleTime: 60_000,
      retry: false,
    }),
    'overview',
  );
}

/** One page of the audit log under the given filters; the last page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.audit(filters, page),
      queryFn: ({ signal }) => adminCall(services, auditLogCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

/** One page of the desk's question list. */
export function useDeskQuestions(filters: DeskFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.questions(filters, page),
      queryFn: ({ signal }) =>
        adminCall(services, deskQuestionsCall, { query: { ...filters, sort: 'key', page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

/** One version of a question with its family's versions. */
export function useDeskQuestion(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.question(id),
      queryFn: ({ signal }) => adminCall(services, deskQuestionCall, { params: { question: id }, signal }),
      retry: false,
    }),
    String(id),
  );
}

/** The categories of a country (all countries' for null), with their keys. */
export function useDeskCategories(country: Country | null) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.categories(country),
      queryFn: ({ signal }) =>
        adminCall(services, deskCategoriesCall, { query: country ? { country } : {}, signal }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
    String(country),
  );
}

/** One page of the questions with learners' reports, open or closed. */
export function useQuestionReports(status: 'open' | 'closed', page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.reports(status, page),
      queryFn: ({ signal }) => adminCall(services, questionReportsCall, { query: { status, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    `${status}-${page}`,
  );
}

export type { AdminAccount };

/** One page of the orders under the given filters; the last page stays on screen while the next loads. */
export function useAdminOrders(filters: OrderFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.orders(filters, page),
      queryFn: ({ signal }) => adminCall(services, adminOrdersCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

/** A Stornorechnung is archived right after its commit: until it is, the order page asks again. */
export const ORDER_DOCUMENT_POLL_MS = 1_000;
export const awaitsDocuments = (order: AdminOrder | undefined) =>
  order !== undefined &&
  order.cancellations.some(
    (c) => !order.documents.some((d) => d.kind === 'cancellation' && d.number === c.invoice_number),
  );

/**
 * An order's documents while one of its Stornorechnungen is still being archived: read every second (the
 * list is not a view of the order, so it adds no audit rows) until every cancellation has its document.
 */
export function useAdminOrderDocuments(order: AdminOrder | undefined) {
  const id = order?.order.id ?? 0;
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.orderDocuments(id),
      queryFn: ({ signal }) => adminCall(services, adminDocumentsCall, { query: { order: id }, signal }),
      enabled: awaitsDocuments(order),
      refetchInterval: (query) =>
        order && awaitsDocuments({ ...order, documents: query.state.data?.data ?? order.documents })
          ? ORDER_DOCUMENT_POLL_MS
          : false,
      staleTime: 0,
      gcTime: 0,
    }),
    // The options are made once per key: a new cancellation makes new ones.
    `${id}:${order?.cancellations.length ?? 0}`,
  );
}

/** An order's page: asked for on each visit, as each visit is audited. */
export function useAdminOrder(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: adminKeys.order(id),
      queryFn: ({ signal }) => adminCall(services, adminOrderCall, { params: { order: id }, signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
    String(id),
  );
}

/**
 * Hands the client the back office's token source, which every query and mutation here needs (once per
 * page; later calls change nothing).
 */
export function connectAdminToken(services: Services): void {
  services.api.setAdminToken(readAdminToken);
}
