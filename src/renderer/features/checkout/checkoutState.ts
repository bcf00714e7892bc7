import type { OrderReply } from '../../../shared/api/calls/orders';
import { atom } from '../../state';
import { EMPTY_DRAFT, type CheckoutDraft } from './checkoutModel';

/** The choices of the first step, kept while the user moves between the steps (back returns one step). */
export const checkoutDraftAtom = atom<CheckoutDraft>(EMPTY_DRAFT);

/**
 * The reply of a placed order; /app/order-complete shows it as the receipt and sends anyone without it
 * to /app.
 */
export const orderCompleteAtom = atom<OrderReply | null>(null);
