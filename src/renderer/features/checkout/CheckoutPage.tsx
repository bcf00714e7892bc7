import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { formatPrice } from '../../../shared/domain/price';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { currentUserAtom, useAtom, useAtomValue, useSetAtom } from '../../state';
import { Button, Card, InlineAlert, RetryAlert, Spinner } from '../../ui';
import { bookedCoursesOf, isCourseComplete, moduleCoursesOf, useMyCourses } from '../courses';
import { AddressStep } from './AddressStep';
import {
  checkoutVariant,
  creditsFor,
  hoursFor,
  purchasesOf,
  quoteOf,
  summaryItemsOf,
  unitsOf,
} from './checkoutModel';
import { checkoutDraftAtom, orderCompleteAtom } from './checkoutState';
import { placeOrderAtom } from './mutations';
import { useLastAddress } from './queries';
import { CompletedCourses } from './CompletedCourses';
import { ModuleHours } from './ModuleHours';
import { PriceSummary } from './PriceSummary';
import { PromoCodeField } from './PromoCodeField';
import { SwissCredits } from './SwissCredits';
import './checkout.css';

/**
 * /app/checkout: the amount (hours per module, completed courses, or Swiss credits) with
 * a promo code, then the billing address, then order complete. The step lives in the URL, so Back (the
 * button or the browser's) returns one step and keeps the choices.
 */
export function CheckoutPage() {
  const user = useAtomValue(currentUserAtom);
  const courses = useMyCourses();
  const address = useLastAddress();
  const [draft, setDraft] = useAtom(checkoutDraftAtom);
  const placeOrder = useAtomValue(placeOrderAtom);
  const setComplete = useSetAtom(orderCompleteAtom);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // What was ordered, from the press of the order button until the receipt: the spent coins may arrive
  // before the order's reply, and the live amount would then read 0 hours and 0,00 €.
  const [ordered, setOrdered] = useState<Ordered | null>(null);
  const step = params.get('step') === 'address' ? 'address' : 'amount';
  useEffect(() => heading.current?.focus(), [step]);
  // A new checkout ends the last order's confirmation: /app/order-complete is for right after an order.
  useEffect(() => setComplete(null), [setComplete]);

  if (!user) return null;
  const country = user.country;
  const variant = checkoutVariant(country, params.get('variant'));
  if (country !== 'ch' && !user.role) return <InlineAlert tone="warning">{m.roleRequired}</InlineAlert>;
  if (country !== 'ch' && courses.status !== 'ready') {
    return courses.status === 'loading' ? (
      <Spinner size="lg" label={m.loading} />
    ) : (
      <RetryAlert retryLabel={m.retry} onRetry={courses.refresh}>
        {m.loadFailed}
      </RetryAlert>
    );
  }

  const role = user.role ?? 'agent';
  const modules = moduleCoursesOf(courses.items, role);
  const completed = bookedCoursesOf(courses.items, role).filter(isCourseComplete);
  const live = purchasesOf(variant, draft, { modules, completed, coins: user.coins });
  const { purchases, units, quote } = ordered ?? {
    purchases: live,
    units: unitsOf(live),
    quote: quoteOf(live, country, draft.promo),
  };
  // An address step without an amount (a reload, a typed URL) starts over.
  if (step === 'address' && units === 0) {
    return <Navigate to={{ search: variantSearch(variant) }} replace />;
  }

  const isCompletedCoursePurchase = (purchase: (typeof purchases)[number]) =>
    'course_id' in purchase && completed.some((course) => course.id === purchase.course_id);
  const summary = (
    <PriceSummary
      quote={quote}
      units={units}
      country={country}
      items={summaryItemsOf(purchases, [...modules, ...completed])}
    />
  );

  const goTo = (next: 'amount' | 'address') => {
    const search = new URLSearchParams(variantSearch(variant));
    if (next === 'address') search.set('step', 'address');
    setParams(search);
  };

  return (
    <div className="checkout">
      <p className="checkout__step">{m.stepOf(step === 'amount' ? 1 : 2, 2)}</p>
      <h2 ref={heading} tabIndex={-1} className="checkout__heading">
        {step === 'amount' ? m.stepAmount : m.stepAddress}
      </h2>
      {/* On the address step the price sits inside the form, directly above the order button (§ 312j
          Abs. 2 BGB), on every width; the layout has one column then. */}
      <div className={step === 'amount' ? 'checkout__layout' : 'checkout__layout checkout__layout--single'}>
        <Card className="checkout__main">
          {step === 'amount' ? (
            <>
              {variant === 'credits' && (
                <SwissCredits
                  coins={user.coins}
                  association={draft.association}
                  credits={creditsFor(draft, user.coins)}
                  onAssociation={(association) => setDraft({ ...draft, association, credits: 0 })}
                  onCredits={(credits) => setDraft({ ...draft, credits })}
                />
              )}
              {variant === 'modules' && (
                <ModuleHours
                  modules={modules}
                  hoursOf={(course) => hoursFor(draft, course)}
                  onChange={(id, hours) => setDraft({ ...draft, hours: { ...draft.hours, [id]: hours } })}
                />
              )}
              {/* One pool of hours: completed courses are ordered together with module hours. */}
              {variant === 'modules' && completed.length > 0 && (
                <CompletedCourses
                  courses={completed}
                  selected={draft.courseIds}
                  onChange={(courseIds) => setDraft({ ...draft, courseIds })}
                />
              )}
              {variant === 'courses' && (
                <CompletedCourses
                  courses={completed}
                  selected={draft.courseIds}
                  onChange={(courseIds) => setDraft({ ...draft, courseIds })}
                />
              )}
              {variant === 'courses' && (
                <Button variant="link" onPress={() => setParams({})}>
                  {m.modulesVariant}
                </Button>
              )}
              <PromoCodeField
                applied={draft.promo}
                total={formatPrice(quote.grossCents, country)}
                onChange={(promo) => setDraft({ ...draft, promo })}
              />
              <div className="checkout-actions">
                {units === 0 && <p className="checkout-hint">{m.chooseAmount[country]}</p>}
                <Button isDisabled={units === 0} onPress={() => goTo('address')}>
                  {m.next}
                </Button>
              </div>
            </>
          ) : address.isPending ? (
            <Spinner size="lg" />
          ) : (
            <AddressStep
              user={user}
              country={country}
              association={variant === 'credits' ? draft.association : null}
              gutberaten={variant === 'courses' || purchases.some(isCompletedCoursePurchase)}
              defaults={{
                street: address.data?.address_1 ?? '',
                postal_code: address.data?.postal_code ?? '',
                city: address.data?.city ?? '',
              }}
              purchases={purchases}
              promocode={draft.promo?.code}
              summary={summary}
              onBack={() => navigate(-1)}
              onSubmit={async (body) => {
                setOrdered({ purchases, units, quote });
                // After a success the page leaves for order-complete; only a failure returns to editing.
                const reply = await placeOrder.mutateAsync(body).catch((error: unknown) => {
                  setOrdered(null);
                  throw error;
                });
                setComplete(reply);
                navigate(PATHS.orderComplete, { replace: true });
              }}
            />
          )}
        </Card>
        {step === 'amount' && <Card className="checkout__summary">{summary}</Card>}
      </div>
    </div>
  );
}

/** The amount as it stood when the order button was pressed. */
interface Ordered {
  purchases: ReturnType<typeof purchasesOf>;
  units: number;
  quote: ReturnType<typeof quoteOf>;
}

const variantSearch = (variant: string) => (variant === 'courses' ? '?variant=courses' : '');
