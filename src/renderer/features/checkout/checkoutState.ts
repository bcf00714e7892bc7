import { atom } from '../../state';
import { EMPTY_DRAFT, type CheckoutDraft } from './checkoutModel';

/** The choices of the first step, kept while the user moves between the steps (back returns one step). */
export const checkoutDraftAtom = atom<CheckoutDraft>(EMPTY_DRAFT);

/** Set by a placed order; /app/order-complete shows it and sends anyone without it to /app. */
export interface CompletedOrder {
  invoiceNumber: string;
  gutberaten: boolean;
}
export const orderCompleteAtom = atom<CompletedOrder | null>(null);
