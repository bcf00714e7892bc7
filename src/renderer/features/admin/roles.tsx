import { Navigate, Outlet, useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/api/calls/admin';
import {
  AUDIT_LOG_ROLES,
  COMPANY_DESK_ROLES,
  DESK_ROLES,
  ORDER_CANCEL_ROLES,
  ORDER_DESK_ROLES,
  PROMO_ROLES,
  FIGURES_ROLES,
  SUPPORT_ROLES,
  NEWS_DESK_ROLES,
  type AdminRole,
} from '../../../shared/api/constants';
import { PATHS } from '../../../shared/domain/paths';

/** What the back office links and opens for a role: the same lists the server's routes admit. */
const admits = (roles: readonly AdminRole[], role: AdminRole) => roles.includes(role);
export const canReadAudit = (role: AdminRole): boolean => admits(AUDIT_LOG_ROLES, role);
export const canWorkDesk = (role: AdminRole): boolean => admits(DESK_ROLES, role);
export const canSeeOrders = (role: AdminRole): boolean => admits(ORDER_DESK_ROLES, role);
export const canManagePromo = (role: AdminRole): boolean => admits(PROMO_ROLES, role);
export const canCancelOrders = (role: AdminRole): boolean => admits(ORDER_CANCEL_ROLES, role);
export const canSeeFigures = (role: AdminRole): boolean => admits(FIGURES_ROLES, role);
export const canWorkSupport = (role: AdminRole): boolean => admits(SUPPORT_ROLES, role);
export const canManageCompanies = (role: AdminRole): boolean => admits(COMPANY_DESK_ROLES, role);
/** A company admin sees only their own company's page (docs/product-rules.md#companies). */
export const isCompanyAdmin = (role: AdminRole): boolean => role === 'company_admin';
export const canManageNews = (role: AdminRole): boolean => admits(NEWS_DESK_ROLES, role);

/**
 * Pages only some roles open (a pathless route around them): the others land on the overview instead of a
 * refusal. The pages get the account as the layout gives it.
 */
export function RoleGate({ allowed }: { allowed: (role: AdminRole) => boolean }) {
  const account = useOutletContext<AdminAccount>();
  return allowed(account.role) ? <Outlet context={account} /> : <Navigate to={PATHS.admin} replace />;
}
