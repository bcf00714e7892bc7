import { adminMeCall, auditLogCall, type AdminAccount } from '../../../shared/api/calls/admin';
import type { CallDef, CallResponse } from '../../../shared/api/call';
import type { AuditFilterQuery } from '../../../shared/domain/adminForms';
import { isHttpError, type CallInput } from '../../api/http';
import { useQueryFor, type Services } from '../../state';
import { endAdminSession, touchAdminSession } from './session';

/** The back office's cache keys: everything under ['admin'], so a session's end forgets it at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  audit: (filters: AuditFilterQuery, page: number) => ['admin', 'audit', filters, page] as const,
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

export type { AdminAccount };
