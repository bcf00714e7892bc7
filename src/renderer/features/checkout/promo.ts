import type { PromoCodeStatus } from '../../../shared/api/entities';
import { promoMessages } from '../../../shared/messages/promo';
import { messageFor } from '../../api/messageFor';
import type { AppliedPromo } from './checkoutModel';

export type PromoOutcome = { kind: 'applied'; promo: AppliedPromo } | { kind: 'refused'; message: string };

const STATUS_ALERTS: Readonly<Record<string, string>> = {
  EXPIRED: promoMessages.expired,
  NOTYET: promoMessages.notYet,
  DEPLETED: promoMessages.depleted,
  REDEEMED: promoMessages.redeemed,
  FLOODED: promoMessages.flooded,
};

/**
 * Promo codes (docs/product-rules.md#checkout-and-orders): VALID applies the discount; every other status its
 * alert, an unknown one the generic text.
 */
export function promoOutcome(code: string, reply: PromoCodeStatus): PromoOutcome {
  if (reply.status === 'VALID') {
    return {
      kind: 'applied',
      promo: {
        code: code.trim().toUpperCase(),
        discount: { discount_relative: reply.discount_relative, discount_absolute: reply.discount_absolute },
      },
    };
  }
  return { kind: 'refused', message: STATUS_ALERTS[reply.status] ?? promoMessages.unknownStatus };
}

/** A failed check: 404 says the code does not exist; anything else that it cannot be checked now. */
export const promoFailure = (error: unknown): string =>
  messageFor(error, { statuses: { 404: promoMessages.notFound }, fallback: promoMessages.checkFailed });
