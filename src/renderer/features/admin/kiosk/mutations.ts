import { kioskCreateCall } from '../../../../shared/api/calls/adminKiosk';
import { mutationAtom } from '../../../state';
import { adminCall } from '../queries';
import { kioskKeys } from './queries';

/** Registers a kiosk device for the course (a new code, if none was named) and answers with its secret. */
export const kioskCreateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, course, code }: { company: number; course: number; code?: string }) =>
    adminCall(services, kioskCreateCall, {
      params: { company, company_course: course },
      body: code ? { code } : {},
    }),
  // A new code may have been made, a chosen one is still listed: the page's list is asked again.
  onSuccess: () => services.queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
}));
