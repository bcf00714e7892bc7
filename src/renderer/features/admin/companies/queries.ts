import { companiesCall, companyCall } from '../../../../shared/api/calls/adminCompanies';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The companies' cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const companyKeys = {
  all: ['admin', 'companies'] as const,
  list: (search: string, page: number) => ['admin', 'companies', 'list', search, page] as const,
  company: (id: number) => ['admin', 'companies', 'company', id] as const,
};

/** One page of the companies matching the search; the last page stays on screen while the next loads. */
export function useCompanies(search: string, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: companyKeys.list(search, page),
      queryFn: ({ signal }) =>
        adminCall(services, companiesCall, { query: { ...(search ? { search } : {}), page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([search, page]),
  );
}

/** One company with its courses (and, for operators, its admins). */
export function useCompany(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: companyKeys.company(id),
      queryFn: ({ signal }) => adminCall(services, companyCall, { params: { company: id }, signal }),
      retry: false,
    }),
    String(id),
  );
}
