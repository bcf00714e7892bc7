import { useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../../shared/api/calls/admin';

/** The company the console works on: a company admin's own (operators reach the console's API, not its pages). */
export function useConsoleCompany(): number | null {
  return useOutletContext<AdminAccount>().company_id ?? null;
}
