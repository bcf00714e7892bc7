import { kioskSetupCall } from '../../../../shared/api/calls/adminKiosk';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The kiosk page's cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const kioskKeys = {
  all: ['admin', 'kiosk'] as const,
  setup: (company: number, course: number) => ['admin', 'kiosk', company, course] as const,
};

/** The course, its company and the codes a kiosk file may name. */
export function useKioskSetup(company: number, course: number) {
  return useQueryFor(
    (services) => ({
      queryKey: kioskKeys.setup(company, course),
      queryFn: ({ signal }) =>
        adminCall(services, kioskSetupCall, { params: { company, company_course: course }, signal }),
      retry: false,
    }),
    `${company}/${course}`,
  );
}
