import { companyCodeCall } from '../../../shared/api/calls/company';
import type { Services } from '../../state';

/**
 * Redeems the kiosk's access code for the participant who just signed in (docs/product-rules.md#kiosk-sessions):
 * they become a member of the company without typing it; a code counts one use per participant, as when typed.
 */
export async function redeemKioskCode(services: Services, code: string): Promise<number> {
  const { company_id } = await services.api.call(companyCodeCall, { params: { user: 'me' }, body: { code } });
  return company_id;
}
