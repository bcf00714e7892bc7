import { companyCodeCall, companyInviteCall } from '../../../shared/api/calls/company';
import type { Services } from '../../state';

/**
 * Redeems the kiosk's access code for the participant who just signed in (docs/product-rules.md#kiosk-sessions):
 * they become a member of the company without typing it; a code counts one use per participant, as when typed.
 */
export async function redeemKioskCode(services: Services, code: string): Promise<number> {
  const { company_id } = await services.api.call(companyCodeCall, { params: { user: 'me' }, body: { code } });
  return company_id;
}

/**
 * Starts the preset course for the participant (as its 'Kurs starten' does): a course not started would send
 * them on to the company's page. Starting a started course changes nothing.
 */
export async function startKioskCourse(services: Services, courseId: number): Promise<void> {
  await services.api.call(companyInviteCall, { body: { course_id: courseId } });
}
