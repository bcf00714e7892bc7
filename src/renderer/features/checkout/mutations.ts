import {
  promoCodeCheckCall,
  storeInvoiceCall,
  type InvoiceRequest,
  type OrderReply,
} from '../../../shared/api/calls/orders';
import { mutationAtom, refreshUser } from '../../state';
import { courseKeys } from '../courses';

export const checkPromoAtom = mutationAtom((services) => ({
  mutationFn: (promocode: string) => services.api.call(promoCodeCheckCall, { body: { promocode } }),
}));

/** invoices.store; afterwards the coins changed: the user and the course list are fetched again. */
export const placeOrderAtom = mutationAtom<OrderReply, InvoiceRequest>((services) => ({
  mutationFn: (body: InvoiceRequest) => services.api.call(storeInvoiceCall, { body }),
  // The order stands once the server answered: a failed refresh afterwards must not read as a failed
  // order (the person would order again), so it is waited for but never thrown.
  onSuccess: async () => {
    await Promise.allSettled([
      refreshUser(services),
      services.queryClient.invalidateQueries({ queryKey: courseKeys.list() }),
    ]);
  },
}));
