import type { InvoiceRequest } from '../../../shared/api/calls/orders';
import { COINS_PER_CREDIT, type Association, type Country } from '../../../shared/api/constants';
import type { UserCourse } from '../../../shared/api/entities';
import { maxCredits, maxHours } from '../../../shared/domain/coins';
import { quoteOrder, type Discount, type OrderQuote } from '../../../shared/domain/price';

/** What the user picks on the first step; kept while they go back and forth between the steps. */
export type CheckoutVariant = 'modules' | 'courses' | 'credits';

export interface AppliedPromo {
  code: string;
  discount: Discount;
}

export interface CheckoutDraft {
  /** Hours per module course id (de, at). */
  hours: Readonly<Record<number, number>>;
  /** Completed booked courses chosen (de, gutberaten variant). */
  courseIds: readonly number[];
  association: Association | null;
  credits: number;
  promo: AppliedPromo | null;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  hours: {},
  courseIds: [],
  association: null,
  credits: 0,
  promo: null,
};

/** The variant a user's country and the page's `variant` parameter lead to. */
export function checkoutVariant(country: Country, requested: string | null): CheckoutVariant {
  if (country === 'ch') return 'credits';
  return country === 'de' && requested === 'courses' ? 'courses' : 'modules';
}

/** Hours of one module, clamped to what its coins allow (coins can drop while the page is open). */
export const hoursFor = (draft: CheckoutDraft, course: UserCourse): number =>
  Math.min(draft.hours[course.id] ?? 0, maxHours(course.coins));

export const creditsFor = (draft: CheckoutDraft, coins: number): number =>
  draft.association ? Math.min(draft.credits, maxCredits(coins, draft.association)) : 0;

/** The purchases for the variant, only those with a quantity above 0. */
export function purchasesOf(
  variant: CheckoutVariant,
  draft: CheckoutDraft,
  {
    modules,
    completed,
    coins,
  }: { modules: readonly UserCourse[]; completed: readonly UserCourse[]; coins: number },
): InvoiceRequest['purchases'] {
  if (variant === 'credits') {
    const credits = creditsFor(draft, coins);
    return draft.association && credits > 0 ? [{ quantity: credits, organisation: draft.association }] : [];
  }
  if (variant === 'courses') {
    return completed
      .filter((course) => draft.courseIds.includes(course.id))
      .map((course) => ({ course_id: course.id, quantity: course.hours ?? 0 }));
  }
  return modules
    .map((course) => ({ course_id: course.id, quantity: hoursFor(draft, course) }))
    .filter((purchase) => purchase.quantity > 0);
}

export const unitsOf = (purchases: InvoiceRequest['purchases']): number =>
  purchases.reduce((sum, purchase) => sum + purchase.quantity, 0);

export const quoteOf = (
  purchases: InvoiceRequest['purchases'],
  country: Country,
  promo: AppliedPromo | null,
): OrderQuote => quoteOrder({ units: unitsOf(purchases), country, discount: promo?.discount ?? null });

/** Coins one credit of the association costs. */
export const coinsPerCredit = (association: Association): number => COINS_PER_CREDIT[association];
