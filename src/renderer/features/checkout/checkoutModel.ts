import type { InvoiceRequest } from '../../../shared/api/calls/orders';
import { COINS_PER_CREDIT, type Association, type Country } from '../../../shared/api/constants';
import type { UserCourse } from '../../../shared/api/entities';
import { maxCredits, maxHours } from '../../../shared/domain/coins';
import { quoteOrder, type Discount, type OrderQuote } from '../../../shared/domain/price';
import { associationNames } from '../../../shared/messages/associations';
import { modulesMessages } from '../../../shared/messages/modules';

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

/** The purchases for the variant, only those with a quantity above 0; modules adds completed courses. */
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
  const courses = completed
    .filter((course) => draft.courseIds.includes(course.id))
    .map((course) => ({ course_id: course.id, quantity: course.hours ?? 0 }));
  if (variant === 'courses') return courses;
  // One pool of hours: module hours and completed courses' hours in one order.
  return [
    ...modules
      .map((course) => ({ course_id: course.id, quantity: hoursFor(draft, course) }))
      .filter((purchase) => purchase.quantity > 0),
    ...courses,
  ];
}

export const unitsOf = (purchases: InvoiceRequest['purchases']): number =>
  purchases.reduce((sum, purchase) => sum + purchase.quantity, 0);

export const quoteOf = (
  purchases: InvoiceRequest['purchases'],
  country: Country,
  promo: AppliedPromo | null,
): OrderQuote => quoteOrder({ units: unitsOf(purchases), country, discount: promo?.discount ?? null });

/** One line of the price summary: what is ordered and how much of it. */
export interface SummaryItem {
  label: string;
  quantity: number;
  unit: 'hours' | 'credits';
}

/**
 * The items of the purchases as the price summary lists them right above the order button (§ 312j
 * Abs. 2 BGB): each module's hours, each completed course's hours, the credits of an association.
 */
export function summaryItemsOf(
  purchases: InvoiceRequest['purchases'],
  courses: readonly UserCourse[],
): SummaryItem[] {
  return purchases.map((purchase) => {
    if ('organisation' in purchase) {
      return {
        label: associationNames[purchase.organisation],
        quantity: purchase.quantity,
        unit: 'credits',
      };
    }
    const course = courses.find((candidate) => candidate.id === purchase.course_id);
    const module = course ? `Modul ${course.module}: ${modulesMessages[course.module]}` : '';
    return {
      label: course?.category ? course.category.name : module,
      quantity: purchase.quantity,
      unit: 'hours',
    };
  });
}

/** Coins one credit of the association costs. */
export const coinsPerCredit = (association: Association): number => COINS_PER_CREDIT[association];
