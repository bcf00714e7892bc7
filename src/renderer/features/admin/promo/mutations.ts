import {
  promoCreateCall,
  promoDeactivateCall,
  promoUpdateCall,
  type PromoInput,
} from '../../../../shared/api/calls/adminPromo';
import { mutationAtom, type Services } from '../../../state';
import { adminCall } from '../queries';
import { promoKeys } from './queries';

/** Every write changes the list and the code: all of the codes' cache is refetched. */
const forgetPromo = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: promoKeys.all });

export const promoCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: PromoInput) => adminCall(services, promoCreateCall, { body }),
  onSuccess: () => forgetPromo(services),
}));

export const promoUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ id, body }: { id: number; body: PromoInput }) =>
    adminCall(services, promoUpdateCall, { params: { promo: id }, body }),
  onSuccess: () => forgetPromo(services),
}));

export const promoDeactivateAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, promoDeactivateCall, { params: { promo: id } }),
  onSuccess: () => forgetPromo(services),
}));
