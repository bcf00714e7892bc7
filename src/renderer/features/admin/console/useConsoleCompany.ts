import { useOutletContext, useParams } from 'react-router-dom';
import type { AdminAccount } from '../../../../shared/api/calls/admin';
import { consolePaths, type ConsolePaths } from '../../../../shared/domain/paths';

/**
 * The company a console address names: a company admin's own, whatever the address says; an operator's the
 * one in /admin/companies/:company/konsole (docs/product-rules.md#company-console). Null when there is none.
 */
export function consoleCompanyOf(
  account: Pick<AdminAccount, 'company_id'>,
  param: string | undefined,
): number | null {
  if (account.company_id) return account.company_id;
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The company the console works on: a company admin's own, or the one an operator opened. */
export function useConsoleCompany(): number | null {
  const account = useOutletContext<AdminAccount>();
  return consoleCompanyOf(account, useParams().company);
}

/** The console's addresses for the company it works on: /admin/firma… for its admin, the operator's own. */
export function useConsolePaths(): ConsolePaths {
  const account = useOutletContext<AdminAccount>();
  const company = useConsoleCompany();
  return consolePaths(account.company_id || company === null ? null : company);
}
