import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  orderReplySchema,
  requestedHoursSchema,
  trainingBookingSchema,
} from '../../../src/shared/api/calls/orders';
import { messages } from '../../../src/shared/messages.de';
import type { Db } from '../db/database';
import {
  useTestServer,
  keyed,
  mailsTo as allMailsTo,
  signUp,
  testClock,
  type TestUser,
} from '../testing/harness';
import {
  attachmentText as pdfAttachmentText,
  billingAddress,
  coinsOf,
  coursesOf,
  errorsOf,
  giveCoins as giveCoinsAt,
  invoiceMailsTo,
  moduleUser,
  postOrder,
} from '../testing/orders';
import {
  DEV_TRAINING_DB_ADDRESS,
  type BildungszeitMeldung,
  type TrainingDatabase,
} from '../orders/trainingDatabase';

const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });
let failNextBookings = 0;
const booked: BildungszeitMeldung[] = [];
/** A training database that fails as often as a test asks, then records. */
const flakyPort: TrainingDatabase = {
  async book(booking) {
    if (failNextBookings > 0) {
      failNextBookings--;
      throw new Error('Weiterbildungsdatenbank nicht erreichbar');
    }
    booked.push(booking);
    return { externalId: `EXT-${booked.length}` };
  },
  cancel: () => Promise.reject(new Error('no cancellations in these tests')),
};

beforeAll(async () => {
  // The harness builds its own server; a sibling with the flaky port shares its database.
});

const DAY = 86_400_000;

const giveCoins = (db: Db, userId: number, courseId: number | null, coins: number, earnedAt = clock()) =>
  giveCoinsAt(db, userId, courseId, coins, earnedAt);
const courses = (user: TestUser) => coursesOf(t, user);
const me = async (user: TestUser) => ({ coins: await coinsOf(t, user) });
const address = billingAddress;
const order = (user: TestUser, payload: Record<string, unknown>, key?: string) =>
  postOrder(t, user, payload, key);
const deUserWithCoins = (coins: [number, number], country: 'de' | 'at' = 'de') =>
  moduleUser(t, clock(), coins, country);
const mailsTo = (email: string) =>
  email === DEV_TRAINING_DB_ADDRESS ? allMailsTo(t, email) : invoiceMailsTo(t, email);
const attachmentText = (url: string) => pdfAttachmentText(t, url);

describe('orders (de, at)', () => {
  it('turns module coins into hours, invoices 19 % VAT and mails invoice and certificate', async () => {
    const { user, m1, m2 } = await deUserWithCoins([250, 130]);
    const response = await order(user, {
      purchases: [
        { course_id: m1.id, quantity: 2 },
        { course_id: m2.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { invoice_number } = response.json<{ invoice_number: string }>();
    expect(invoice_number).toMatch(/^RE-2026-\d{5}$/);
    const [c1, c2] = await courses(user);
    expect([c1!.coins, c2!.coins]).toEqual([50, 30]);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(`Deine Rechnung ${invoice_number}`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      `Rechnung-${invoice_number}.pdf`,
      `Teilnahmebescheinigung-${invoice_number}.pdf`,
    ]);
    const invoice = await attachmentText(mail!.attachments[0]!.url);
    expect(invoice).toContain('Gesamtbetrag 71,40 €');
    expect(invoice).toContain('zzgl. 19 % USt. 11,40 €');
    expect(invoice).toContain('Königsallee 12');
    expect(invoice).toContain('Bitte überweise den Gesamtbetrag'); // a person keeps 'du'
    const certificate = await attachmentText(mail!.attachments[1]!.url);
    expect(certificate).toContain('3 Std. 0 Min. (180 Minuten)');
    // The billing address prefills the next checkout.
    const prefill = await t.request({ method: 'GET', url: '/api/users/me/address', headers: user.headers });
    expect(prefill.json()).toEqual({ address_1: 'Königsallee 12', postal_code: '50667', city: 'Köln' });
  });

  it('charges 20 % in at and a company gets the e-invoice too', async () => {
    const { user, m1 } = await deUserWithCoins([100, 0], 'at');
    const response = await order(user, {
      company: 'Müller GmbH',
      ustIdNr: 'ATU12345678',
      purchases: [{ course_id: m1.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'application/xml',
      'application/pdf',
    ]);
    expect(await attachmentText(mail!.attachments[0]!.url)).toContain('Gesamtbetrag 24,00 €');
    // Addressed to a firm: 'Sie' in the mail and on the invoice.
    expect(mail!.subject).toMatch(/^Ihre Rechnung RE-/);
    expect(mail!.text).toContain('vielen Dank für Ihre Bestellung. Im Anhang finden Sie');
    expect(mail!.text).not.toMatch(/\b(du|dein|deine|deiner)\b/i);
    const invoice = await attachmentText(mail!.attachments[0]!.url);
    expect(invoice).toContain('Vielen Dank für Ihre Bestellung');
    expect(invoice).toContain('Bitte überweisen Sie den Gesamtbetrag');
  });

  it('refuses more hours than the coins allow, another role, a stranger, bad quantities: 422, nothing spent', async () => {
    const { user, m1 } = await deUserWithCoins([199, 0]);
    const other = await deUserWithCoins([500, 0]);
    const cases: [Record<string, unknown>, string][] = [
      [{ purchases: [{ course_id: m1.id, quantity: 2 }] }, 'purchases.0.quantity'],
      [{ purchases: [{ course_id: other.m1.id, quantity: 1 }] }, 'purchases.0.course_id'],
      [
        {
          purchases: [
            { course_id: m1.id, quantity: 1 },
            { course_id: m1.id, quantity: 1 },
          ],
        },
        'purchases.1.course_id',
      ],
      [{ purchases: [{ course_id: m1.id, quantity: -1 }] }, 'purchases'],
      [{ purchases: [{ course_id: m1.id, quantity: 1.5 }] }, 'purchases'],
      [{ purchases: [{ quantity: 1, organisation: 'cicero' }] }, 'purchases.0.organisation'],
      [{ purchases: [{ quantity: 1, organisation: 'unbekannt' }] }, 'purchases'],
      [{ purchases: [{ course_id: m1.id, quantity: 1 }], gutberatenNum: '42' }, 'gutberatenNum'],
    ];
    for (const [payload, field] of cases) {
      const response = await order(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(
        Object.keys(errorsOf(response)).some((key) => key.startsWith(field)),
        `${field} in ${response.body}`,
      ).toBe(true);
    }
    await t.db.query("UPDATE users SET role = 'makler' WHERE id = $1", [user.id]);
    const otherRole = await order(user, { purchases: [{ course_id: m1.id, quantity: 1 }] });
    expect(errorsOf(otherRole)['purchases.0.course_id']).toEqual([messages.orders.courseUnavailable]);
    await t.db.query("UPDATE users SET role = 'agent' WHERE id = $1", [user.id]);
    expect((await courses(user))[0]!.coins).toBe(199);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id])).length).toBe(0);
  });

  it('is one order for one Idempotency-Key, also when sent twice at once', async () => {
    const { user, m1 } = await deUserWithCoins([400, 0]);
    const payload = { purchases: [{ course_id: m1.id, quantity: 1 }] };
    const first = await order(user, payload, 'same-key-1');
    const again = await order(user, payload, 'same-key-1');
    expect(again.json()).toEqual(first.json());
    const [a, b] = await Promise.all([
      order(user, payload, 'same-key-2'),
      order(user, payload, 'same-key-2'),
    ]);
    expect(a.json()).toEqual(b.json());
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id])).length).toBe(2);
    expect((await courses(user))[0]!.coins).toBe(200);
  });

  it('spends the coins that expire first and never goes negative when earned coins expire', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const [m1] = await courses(user);
    await giveCoins(t.db, user.id, m1!.id, 100, new Date(clock().getTime() - 300 * DAY));
    await giveCoins(t.db, user.id, m1!.id, 60);
    expect((await order(user, { purchases: [{ course_id: m1!.id, quantity: 1 }] })).statusCode).toBe(200);
    expect((await courses(user))[0]!.coins).toBe(60);
    clock.advance(70 * DAY); // the old row (spent) expires
    expect((await courses(user))[0]!.coins).toBe(60);
    clock.advance(-70 * DAY);
  });
});

describe('booked courses and gut beraten (de)', () => {
  async function completedCourse() {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const [category] = await t.db.query<{ id: number }>(
      "SELECT id FROM categories WHERE country = 'de' AND 'agent' = ANY(roles) ORDER BY id LIMIT 1",
    );
    const booking = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: category!.id, hours: 1, coins: 0 },
    });
    const course = booking.json<{ id: number }>();
    return { user, course };
  }

  it('orders a complete course only, with its hours, and reports it to the training database until booked', async () => {
    const { user, course } = await completedCourse();
    const incomplete = await order(user, { purchases: [{ course_id: course.id, quantity: 1 }] });
    expect(errorsOf(incomplete)['purchases.0.quantity']).toEqual([messages.orders.courseIncomplete]);
    await giveCoins(t.db, user.id, course.id, 100);
    const wrongHours = await order(user, { purchases: [{ course_id: course.id, quantity: 3 }] });
    expect(wrongHours.statusCode).toBe(422);

    const { siblingServer } = await import('../testing/harness');
    const sibling = await siblingServer(t, {}, { clock, trainingDatabase: flakyPort });
    try {
      failNextBookings = 2;
      const response = await sibling.app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: keyed(user),
        payload: {
          name: 'Jürgen Müller',
          address,
          purchases: [{ course_id: course.id, quantity: 1 }],
          gutberatenNum: '20240115-4a7k2p-03',
        },
      });
      expect(response.statusCode).toBe(200);
      expect((await courses(user)).some((c) => c.id === course.id)).toBe(false);
      const bookings = async () =>
        z.array(trainingBookingSchema).parse(
          (
            await sibling.app.inject({
              method: 'GET',
              url: '/api/users/me/training-bookings',
              headers: user.headers,
            })
          ).json(),
        );
      await sibling.orders.run();
      expect(await bookings()).toMatchObject([{ status: 'pending', attempts: 1, minutes: 60 }]);
      clock.advance(60_000);
      await sibling.orders.run();
      clock.advance(120_000);
      await sibling.orders.run();
      expect(await bookings()).toMatchObject([{ status: 'booked', attempts: 3 }]);
      expect(booked.at(-1)).toMatchObject({
        gutberatenId: '20240115-4A7K2P-03',
        zeitInMinuten: 60,
        lernart: 'selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
      });
      // The order's mail follows its reply on the sibling, whose work the mailbox of `t` does not wait for.
      await sibling.ctx.afterReply.settled();
      const [mail] = await mailsTo(user.email);
      expect(mail!.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^Rechnung-/)]);
    } finally {
      await sibling.close();
    }
  });

  it('orders module hours and a completed course in one order and answers with the receipt', async () => {
    const { user, course } = await completedCourse();
    await giveCoins(t.db, user.id, course.id, 100);
    const [m1] = await courses(user);
    await giveCoins(t.db, user.id, m1!.id, 230);
    const response = await order(user, {
      purchases: [
        { course_id: m1!.id, quantity: 2 },
        { course_id: course.id, quantity: 1 },
      ],
      promocode: 'WILLKOMMEN10',
    });
    expect(response.statusCode).toBe(200);
    const reply = orderReplySchema.parse(response.json());
    expect(reply).toMatchObject({
      country: 'de',
      email: user.email,
      items: [
        { title: 'IDD-Weiterbildung Modul 1: Rechtliche Themen', quantity: 2, unit: 'hours' },
        {
          title: expect.stringMatching(/^IDD-Weiterbildung .+ \(Modul 1: Rechtliche Themen\)$/),
          quantity: 1,
          unit: 'hours',
        },
      ],
      subtotal_cents: 6000,
      discount_cents: 600,
      net_cents: 5400,
      vat_rate: 0.19,
      vat_cents: 1026,
      gross_cents: 6426,
      gutberaten: false,
    });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(`Deine Rechnung ${reply.invoice_number}`);
    expect((await courses(user)).find((c) => c.id === m1!.id)!.coins).toBe(30);
    // What was requested: the module's hours, and the ordered course as done.
    const requested = await t.request({
      method: 'GET',
      url: '/api/users/me/requested-hours',
      headers: user.headers,
    });
    expect(requested.statusCode).toBe(200);
    expect(requestedHoursSchema.parse(requested.json())).toMatchObject({
      modules: [{ course_id: m1!.id, hours: 2 }],
      courses: [{ id: course.id, role: 'agent', hours: 1, invoice_number: reply.invoice_number }],
    });
  });

  it('records development bookings in the dev mailbox', async () => {
    const { user, course } = await completedCourse();
    await giveCoins(t.db, user.id, course.id, 100);
    const response = await order(user, {
      purchases: [{ course_id: course.id, quantity: 1 }],
      gutberatenNum: '20240115-4A7K2P-03',
    });
    expect(response.statusCode).toBe(200);
    await t.server.orders.run();
    const [report] = await mailsTo(DEV_TRAINING_DB_ADDRESS);
    expect(JSON.parse(report!.text)).toMatchObject({ gutberatenId: '20240115-4A7K2P-03', zeitInMinuten: 60 });
  });
});

describe('Swiss credits and promo codes', () => {
  async function swissUser(coins: number) {
    const user = await signUp(t, { country: 'ch', role: 'agent' });
    await giveCoins(t.db, user.id, null, coins);
    return user;
  }
  const check = (user: TestUser, promocode: string) =>
    t.request({
      method: 'POST',
      url: '/api/promo-code/check-status',
      headers: user.headers,
      payload: { promocode },
    });

  it('orders credits per association at its coin rate, Cicero with its number, with a credit confirmation', async () => {
    const user = await swissUser(450);
    expect(
      errorsOf(await order(user, { purchases: [{ quantity: 3, organisation: 'sav' }] }))[
        'purchases.0.quantity'
      ],
    ).toEqual([messages.orders.notEnoughCoins]);
    expect(
      errorsOf(await order(user, { purchases: [{ quantity: 1, organisation: 'cicero' }] })).ciceroNum,
    ).toEqual([messages.validation.ciceroNumRequired]);
    expect(
      errorsOf(await order(user, { purchases: [{ course_id: 1, quantity: 1 }] }))['purchases.0.course_id'],
    ).toEqual([messages.orders.notInCountry]);
    expect(
      (await order(user, { purchases: [{ quantity: 2, organisation: 'cicero' }], ciceroNum: 'C-12345' }))
        .statusCode,
    ).toBe(200);
    expect((await order(user, { purchases: [{ quantity: 1, organisation: 'skpe' }] })).statusCode).toBe(200);
    expect((await me(user)).coins).toBe(50);
    const [skpe, cicero] = await mailsTo(user.email);
    expect(await attachmentText(cicero!.attachments[0]!.url)).toContain('Gesamtbetrag CHF 40,00');
    expect(await attachmentText(cicero!.attachments[1]!.url)).toContain('Cicero-Nr. C-12345');
    expect(await attachmentText(skpe!.attachments[1]!.url)).toContain('SKPE');
  });

  it('answers every status, 404 for an unknown code, and applies the discount on the server', async () => {
    const user = await swissUser(300);
    const statuses = await Promise.all(
      ['WILLKOMMEN10', 'minus20', 'ABGELAUFEN', 'BALDGUELTIG', 'AUFGEBRAUCHT'].map(
        async (code) => (await check(user, code)).json<{ status: string }>().status,
      ),
    );
    expect(statuses).toEqual(['VALID', 'VALID', 'EXPIRED', 'NOTYET', 'DEPLETED']);
    expect((await check(user, 'WILLKOMMEN10')).json()).toEqual({
      status: 'VALID',
      discount_relative: 0.1,
      discount_absolute: 0,
    });
    expect((await check(user, 'GIBTESNICHT')).statusCode).toBe(404);
    expect(
      errorsOf(
        await order(user, { purchases: [{ quantity: 1, organisation: 'sfpo' }], promocode: 'ABGELAUFEN' }),
      ).promocode,
    ).toEqual([messages.promo.expired]);
    expect(
      (await order(user, { purchases: [{ quantity: 2, organisation: 'sfpo' }], promocode: 'minus20' }))
        .statusCode,
    ).toBe(200);
    expect((await check(user, 'MINUS20')).json<{ status: string }>().status).toBe('REDEEMED');
    const [mail] = await mailsTo(user.email);
    const invoice = await attachmentText(mail!.attachments[0]!.url);
    expect(invoice).toContain('Rabatt (Code MINUS20) −CHF 20,00');
    expect(invoice).toContain('Gesamtbetrag CHF 20,00');
    expect(
      errorsOf(
        await order(user, { purchases: [{ quantity: 1, organisation: 'sfpo' }], promocode: 'MINUS20' }),
      ).promocode,
    ).toEqual([messages.promo.redeemed]);
  });

  it('answers FLOODED past the per-client limit', async () => {
    const { siblingServer } = await import('../testing/harness');
    const limited = await siblingServer(t, { rateLimits: true });
    try {
      const user = await swissUser(0);
      const statuses: string[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/promo-code/check-status',
          headers: user.headers,
          payload: { promocode: 'WILLKOMMEN10' },
        });
        statuses.push(response.json<{ status: string }>().status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 'VALID')).toBe(true);
      expect(statuses[10]).toBe('FLOODED');
    } finally {
      await limited.close();
    }
  });

  it('counts codes in orders in the same budget, per account from any client, and tells no status apart once flooded', async () => {
    const { siblingServer } = await import('../testing/harness');
    const limited = await siblingServer(t, { rateLimits: true });
    try {
      const user = await swissUser(1000);
      const orderWith = (promocode: string, client: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/invoices',
          remoteAddress: client,
          headers: keyed(user),
          payload: {
            name: 'Jürgen Müller',
            address: billingAddress,
            purchases: [{ quantity: 1, organisation: 'sfpo' }],
            promocode,
          },
        });
      // Ten tries from ten addresses: each order is refused for what the code is.
      const codes = ['GIBTESNICHT', 'ABGELAUFEN', 'BALDGUELTIG', 'AUFGEBRAUCHT'];
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(errorsOf(await orderWith(codes[i % 4]!, `198.51.100.${i}`)));
      expect(new Set(answers.map((e) => e.promocode?.[0])).size).toBe(4);
      // The eleventh, from yet another address, learns nothing about any code; nor does the check.
      for (const code of codes) {
        const refused = await orderWith(code, '198.51.100.99');
        expect(refused.statusCode).toBe(422);
        expect(errorsOf(refused).promocode).toEqual([messages.promo.flooded]);
      }
      const check = await limited.app.inject({
        method: 'POST',
        url: '/api/promo-code/check-status',
        remoteAddress: '198.51.100.98',
        headers: user.headers,
        payload: { promocode: 'WILLKOMMEN10' },
      });
      expect(check.json<{ status: string }>().status).toBe('FLOODED');
    } finally {
      await limited.close();
    }
  });
});
