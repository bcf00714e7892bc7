import {
  promoCodeCheckCall,
  storeInvoiceCall,
  trainingBookingsCall,
  type InvoiceRequest,
  type OrderReply,
} from '../../../shared/api/calls/orders';
import { userAddressCall } from '../../../shared/api/calls/account';
import { atom, mutationAtom, refreshUser, useQueryFor } from '../../state';
import { myCoursesQueryKey } from '../courses';
import { EMPTY_DRAFT, type CheckoutDraft } from './checkoutModel';

/** The choices of the first step, kept while the user moves between the steps (SPEC §4: back returns one step). */
export const checkoutDraftAtom = atom<CheckoutDraft>(EMPTY_DRAFT);

/** Set by a placed order; /app/order-complete shows it and sends anyone without it to /app (SPEC §2). */
export interface CompletedOrder {
  invoiceNumber: string;
  gutberaten: boolean;
}
export const orderCompleteAtom = atom<CompletedOrder | null>(null);

export const checkPromoAtom = mutationAtom((services) => ({
  mutationFn: (promocode: string) => services.api.call(promoCodeCheckCall, { body: { promocode } }),
}));

/** invoices.store; afterwards the coins changed: the user and the course list are fetched again. */
export const placeOrderAtom = mutationAtom<OrderReply, InvoiceRequest>((services) => ({
  mutationFn: (body: InvoiceRequest) => services.api.call(storeInvoiceCall, { body }),
  onSuccess: async () => {
    await Promise.all([
      refreshUser(services),
      services.queryClient.invalidateQueries({ queryKey: myCoursesQueryKey }),
    ]);
  },
}));

/** The last billing address (SPEC §7 app.users.address) to prefill the form. */
export const useLastAddress = () =>
  useQueryFor(
    (services) => ({
      queryKey: ['users', 'me', 'address'],
      queryFn: ({ signal }) => services.api.call(userAddressCall, { params: { user: 'me' }, signal }),
      staleTime: 60_000,
    }),
    'address',
  );

/** gut beraten bookings; refetched every few seconds while one is still being transferred. */
export const useTrainingBookings = (enabled: boolean) =>
  useQueryFor(
    (services) => ({
      queryKey: ['users', 'me', 'training-bookings'],
      queryFn: ({ signal }) => services.api.call(trainingBookingsCall, { params: { user: 'me' }, signal }),
      enabled,
      refetchInterval: (query) => (query.state.data?.some((b) => b.status === 'pending') ? 3_000 : false),
    }),
    `training-bookings-${enabled}`,
  );
