import { promoCodeCall, promoCodesCall, type PromoState } from '../../../../shared/api/calls/adminPromo';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The list's filters as the address and the call name them. */
export interface PromoFilterQuery {
  search?: string;
  state?: PromoState;
}

/** The promo codes' cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const promoKeys = {
  all: ['admin', 'promo'] as const,
  list: (filters: PromoFilterQuery, page: number) => ['admin', 'promo', 'list', filters, page] as const,
  code: (id: number) => ['admin', 'promo', 'code', id] as const,
};

/** One page of the codes under the filters; the last page stays on screen while the next loads. */
export function usePromoCodes(filters: PromoFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: promoKeys.list(filters, page),
      queryFn: ({ signal }) => adminCall(services, promoCodesCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

/** One code. */
export function usePromoCode(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: promoKeys.code(id),
      queryFn: ({ signal }) => adminCall(services, promoCodeCall, { params: { promo: id }, signal }),
      retry: false,
    }),
    String(id),
  );
}
