import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { validationMessages as v } from '../../../shared/messages/validation';
import { bookedCourse, moduleCourse, setupApp, user, type Handler } from '../../testing/appHarness';
import { LocationProbe, TestProviders } from '../../state/testing';
import { quoteOrder } from '../../../shared/domain/price';
import { CheckoutPage } from './CheckoutPage';
import { OrderCompletePage } from './OrderCompletePage';

afterEach(cleanup);

const address = { address_1: 'Königsallee 12', postal_code: '50667', city: 'Köln' };

/** The server's reply to an order of `hours` hours in de: the invoice number and the receipt. */
const orderReply = (
  invoice_number: string,
  hours: number,
  items = [{ title: 'Modul 1', quantity: hours }],
) => {
  const quote = quoteOrder({ units: hours, country: 'de' });
  return {
    message: 'ok',
    invoice_number,
    country: 'de',
    email: 'dana@example.org',
    items: items.map((item) => ({ ...item, unit: 'hours' })),
    subtotal_cents: quote.subtotalCents,
    discount_cents: quote.discountCents,
    net_cents: quote.netCents,
    vat_rate: quote.vatRate,
    vat_cents: quote.vatCents,
    gross_cents: quote.grossCents,
    gutberaten: false,
  };
};

function setup(routes: Record<string, Handler>, session = user({ coins: 370 })) {
  const app = setupApp(
    {
      'GET /users/me/courses': { data: [moduleCourse(1, 1, 250), moduleCourse(2, 2, 120)] },
      'GET /users/me/address': { data: address },
      'GET /users/me': { data: session },
      'POST /invoices': {
        data: orderReply('RE-2026-00007', 3, [
          { title: 'IDD-Weiterbildung Modul 1: Rechtliche Themen', quantity: 2 },
          { title: 'IDD-Weiterbildung Modul 2: Spartenwissen', quantity: 1 },
        ]),
      },
      ...routes,
    },
    session,
  );
  render(
    <TestProviders services={app.services}>
      <MemoryRouter initialEntries={['/app/checkout']}>
        <Routes>
          <Route path="/app/checkout" element={<CheckoutPage />} />
          <Route path="/app/order-complete" element={<OrderCompletePage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return app;
}

const more = (label: RegExp) =>
  screen.getByRole('button', { name: new RegExp(`${m.moreHours}.*${label.source}`) });

describe('CheckoutPage (de)', () => {
  it('limits each module to floor(coins/100) hours, goes back one step and sends the order', async () => {
    const ui = userEvent.setup();
    const app = setup({});
    await screen.findByRole('heading', { name: m.stepAmount });
    expect(screen.getByRole('button', { name: m.next }).hasAttribute('disabled')).toBe(true);
    await ui.click(more(/Modul 1/));
    await ui.click(more(/Modul 1/));
    expect(more(/Modul 1/).hasAttribute('disabled')).toBe(true);
    await ui.click(more(/Modul 2/));
    expect(more(/Modul 2/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('71,40 €')).not.toBeNull();

    await ui.click(screen.getByRole('button', { name: m.next }));
    const street = await screen.findByRole('textbox', { name: m.street });
    expect((street as HTMLInputElement).value).toBe('Königsallee 12');
    await ui.click(screen.getByRole('button', { name: m.back }));
    expect(((await screen.findByRole('textbox', { name: /Modul 1/ })) as HTMLInputElement).value).toBe('2');

    await ui.click(screen.getByRole('button', { name: m.next }));
    await ui.clear(await screen.findByRole('textbox', { name: m.city }));
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(v.cityRequired)).not.toBeNull();
    expect(app.sent('POST', '/invoices')).toHaveLength(0);
    await ui.type(screen.getByRole('textbox', { name: m.city }), 'Köln');
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.invoiceNumber('RE-2026-00007'))).not.toBeNull();
    // The receipt: the items with their hours, the amount with VAT, where the mail went.
    const receipt = within(screen.getByRole('region', { name: m.receiptHeading }));
    expect(receipt.getByText('IDD-Weiterbildung Modul 1: Rechtliche Themen')).not.toBeNull();
    expect(receipt.getByText(m.unitCount(2, 'hours'))).not.toBeNull();
    expect(receipt.getByText(m.vat(19))).not.toBeNull();
    expect(receipt.getByText('71,40 €')).not.toBeNull();
    expect(screen.getByText(m.receiptMailed('dana@example.org'))).not.toBeNull();
    expect(app.sent('POST', '/invoices')[0]?.body).toEqual({
      name: 'Dana Deutsch',
      company: '',
      ustIdNr: '',
      address: { street: 'Königsallee 12', postal_code: '50667', city: 'Köln' },
      purchases: [
        { course_id: 1, quantity: 2 },
        { course_id: 2, quantity: 1 },
      ],
    });
  }, 15_000);

  it('stays on the address step while the order is answered, though the spent coins arrive first', async () => {
    // The server tells of the spent coins (realtime, the user refresh) before the order's own reply
    // has been handled: the page must not fall back to step 1 ('no amount') in between.
    const ui = userEvent.setup();
    let ordered = false;
    setup({
      'POST /invoices': () => {
        ordered = true;
        return { data: orderReply('RE-2026-00008', 1) };
      },
      'GET /users/me': () => ({ data: user({ coins: ordered ? 70 : 370 }) }),
      'GET /users/me/courses': () => ({
        data: ordered
          ? [moduleCourse(1, 1, 50), moduleCourse(2, 2, 20)]
          : [moduleCourse(1, 1, 250), moduleCourse(2, 2, 120)],
      }),
    });
    await screen.findByRole('heading', { name: m.stepAmount });
    await ui.click(more(/Modul 1/));
    await ui.click(screen.getByRole('button', { name: m.next }));
    await screen.findByRole('textbox', { name: m.street });
    const headings: string[] = [];
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h2')?.textContent;
      if (heading) headings.push(heading);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const totals: string[] = [];
    const totalObserver = new MutationObserver(() => {
      const total = document.querySelector('.checkout-price__total dd')?.textContent;
      if (total) totals.push(total);
    });
    totalObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.invoiceNumber('RE-2026-00008'))).not.toBeNull();
    observer.disconnect();
    totalObserver.disconnect();
    expect(headings).not.toContain(m.stepAmount);
    // The price card keeps the ordered amount until the receipt shows, never 0,00 €.
    expect(totals.filter((total) => total.startsWith('0,00'))).toEqual([]);
  });

  it("shows the server's field errors on the address fields", async () => {
    const ui = userEvent.setup();
    setup({
      'POST /invoices': {
        status: 422,
        data: {
          message: 'ungültig',
          errors: {
            'address.postal_code': ['PLZ ungültig.'],
            'purchases.0.quantity': ['Für diese Menge reichen deine Coins nicht aus.'],
          },
        },
      },
    });
    await screen.findByRole('heading', { name: m.stepAmount });
    await ui.click(more(/Modul 1/));
    await ui.click(screen.getByRole('button', { name: m.next }));
    await screen.findByRole('textbox', { name: m.street });
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText('PLZ ungültig.')).not.toBeNull();
    expect(screen.getByText('Für diese Menge reichen deine Coins nicht aus.')).not.toBeNull();
  });
});

describe('CheckoutPage: the total before the order button and one pool of hours', () => {
  it('lists items and total inside the form right before the order button, and the promo field the new total', async () => {
    const ui = userEvent.setup();
    setup({
      'POST /promo-code/check-status': {
        data: { status: 'VALID', discount_relative: 0.1, discount_absolute: 0 },
      },
    });
    await screen.findByRole('heading', { name: m.stepAmount });
    await ui.click(more(/Modul 1/));
    await ui.type(screen.getByRole('textbox', { name: m.promoLabel }), 'willkommen10');
    await ui.click(screen.getByRole('button', { name: m.promoApply }));
    expect(await screen.findByText(m.promoNewTotal('21,42 €'))).not.toBeNull();
    await ui.click(more(/Modul 1/));
    expect(screen.getByText(m.promoNewTotal('42,84 €'))).not.toBeNull();
    await ui.click(screen.getByRole('button', { name: m.next }));
    await screen.findByRole('textbox', { name: m.street });
    const submit = screen.getByRole('button', { name: m.submit });
    const form = submit.closest('form')!;
    const price = within(form).getByRole('region', { name: m.priceHeading });
    // Nothing but the action row between the price and the order button, in document order.
    expect(price.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(price.parentElement!.nextElementSibling!.contains(submit)).toBe(true);
    expect(within(price).getByRole('list', { name: m.itemsLabel }).textContent).toContain(
      m.unitCount(2, 'hours'),
    );
    expect(within(price).getByText(m.discount)).not.toBeNull();
    expect(within(price).getByText('42,84 €')).not.toBeNull();
  });

  it('orders module hours and a completed course together, offering the gut beraten report', async () => {
    const ui = userEvent.setup();
    const app = setup({
      'GET /users/me/courses': {
        data: [moduleCourse(1, 1, 250), moduleCourse(2, 2, 120), bookedCourse(10, 101, 1, 100)],
      },
    });
    await screen.findByRole('heading', { name: m.stepAmount });
    await ui.click(more(/Modul 1/));
    await ui.click(screen.getByRole('checkbox', { name: /Kategorie 101/ }));
    expect(screen.getByText('47,60 €', { selector: '.checkout-price__total dd' })).not.toBeNull();
    await ui.click(screen.getByRole('button', { name: m.next }));
    await screen.findByRole('textbox', { name: m.street });
    expect(screen.getByRole('checkbox', { name: m.gutberaten })).not.toBeNull();
    await ui.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect(app.sent('POST', '/invoices')).toHaveLength(1));
    expect(app.sent('POST', '/invoices')[0]?.body).toMatchObject({
      purchases: [
        { course_id: 1, quantity: 1 },
        { course_id: 10, quantity: 1 },
      ],
    });
  });
});

describe('CheckoutPage (ch)', () => {
  it('offers credits by association rate and requires the Cicero number', async () => {
    const ui = userEvent.setup();
    const app = setup({}, user({ country: 'ch', coins: 450 }));
    await ui.click(await screen.findByRole('radio', { name: /SAV/ }));
    const moreCredits = () => screen.getByRole('button', { name: new RegExp(m.moreCredits) });
    await ui.click(moreCredits());
    await ui.click(moreCredits());
    expect(moreCredits().hasAttribute('disabled')).toBe(true); // 450 coins, 200 per SAV credit
    await ui.click(screen.getByRole('radio', { name: /Cicero/ }));
    await ui.click(moreCredits());
    expect(screen.getByText('CHF 20,00', { selector: '.checkout-price__total dd' })).not.toBeNull();
    await ui.click(screen.getByRole('button', { name: m.next }));
    await screen.findByRole('textbox', { name: m.streetCh }); // no ß in Switzerland
    expect(screen.queryByRole('textbox', { name: m.vatId })).toBeNull();
    await ui.type(screen.getByRole('textbox', { name: m.company }), 'Firma AG');
    expect(screen.queryByRole('textbox', { name: m.vatId })).toBeNull(); // never in ch
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(v.ciceroNumRequired)).not.toBeNull();
    await ui.type(screen.getByRole('textbox', { name: m.ciceroNum }), 'C-1');
    await ui.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect(app.sent('POST', '/invoices')).toHaveLength(1));
    expect(app.sent('POST', '/invoices')[0]?.body).toMatchObject({
      purchases: [{ quantity: 1, organisation: 'cicero' }],
      ciceroNum: 'C-1',
      company: 'Firma AG',
      ustIdNr: '',
    });
  });
});

describe('OrderCompletePage', () => {
  it('sends anyone without a fresh order to /app', async () => {
    const app = setupApp({}, user());
    app.renderAt(<OrderCompletePage />, '/app/order-complete');
    expect((await screen.findByTestId('location')).textContent).toBe('/app');
  });
});
