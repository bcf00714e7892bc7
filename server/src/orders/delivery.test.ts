import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { DEMO_PASSWORD, demoAccounts } from '../seed/accounts';
import type { Mailer } from '../mail/mailer';
import {
  bearer,
  useTestServer,
  keyed,
  siblingServer,
  signUp,
  testClock,
  type TestUser,
} from '../testing/harness';
import {
  attachmentText,
  billingAddress,
  coursesOf,
  giveCoins,
  invoiceMailsTo,
  moduleUser,
  postOrder,
} from '../testing/orders';
import { MAX_MAIL_ATTEMPTS } from './fulfil';
import { placeOrder } from './placeOrder';
import { httpTrainingDatabase, MAX_BOOKING_ATTEMPTS, type BildungszeitMeldung } from './trainingDatabase';

const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const MINUTE = 60_000;
const t = useTestServer({ clock });

const orderRow = async (invoiceNumber: string) =>
  (
    await t.db.query<{ id: number; mail_sent_at: Date | null; mail_attempts: number }>(
      'SELECT id, mail_sent_at, mail_attempts FROM orders WHERE invoice_number = $1',
      [invoiceNumber],
    )
  )[0]!;

/** Swaps the server's mailer for one that fails while `work` runs. */
async function withBrokenMail<T>(work: () => Promise<T>): Promise<T> {
  const working = t.server.ctx.mailer;
  const broken: Mailer = {
    send: () => Promise.reject(new Error('SMTP: connection refused')),
  };
  t.server.ctx.mailer = broken;
  try {
    const result = await work();
    // The mail follows the reply: the broken mailer stays until it has been tried.
    await t.server.ctx.afterReply.settled();
    return result;
  } finally {
    t.server.ctx.mailer = working;
  }
}

describe('the invoice mail after the order', () => {
  it('keeps a paid order whose mail fails and sends the mail later, with backoff', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    const response = await withBrokenMail(() =>
      postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(200);
    const { invoice_number } = response.json<{ invoice_number: string }>();
    expect((await coursesOf(t, user))[0]!.coins).toBe(0);
    expect(await orderRow(invoice_number)).toMatchObject({ mail_sent_at: null, mail_attempts: 1 });
    expect(await invoiceMailsTo(t, user.email)).toEqual([]);

    clock.advance(2 * MINUTE); // the first retry is due 4 minutes after the order
    await t.server.orders.run();
    expect(await invoiceMailsTo(t, user.email)).toEqual([]);
    clock.advance(2 * MINUTE);
    await t.server.orders.run();
    const [mail] = await invoiceMailsTo(t, user.email);
    expect(mail!.subject).toBe(`Deine Rechnung ${invoice_number}`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      `Rechnung-${invoice_number}.pdf`,
      `Teilnahmebescheinigung-${invoice_number}.pdf`,
    ]);
    expect(await orderRow(invoice_number)).toMatchObject({ mail_attempts: 2 });
    expect((await orderRow(invoice_number)).mail_sent_at).not.toBeNull();
    // Sent once: later rounds leave it alone.
    clock.advance(60 * MINUTE);
    await t.server.orders.run();
    expect(await invoiceMailsTo(t, user.email)).toHaveLength(1);
  });

  it('sends the mail of an order whose request stopped before mailing', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    const placed = await placeOrder(
      t.db,
      user.id,
      {
        name: 'Jürgen Müller',
        company: '',
        ustIdNr: '',
        address: billingAddress,
        purchases: [{ course_id: m1.id, quantity: 1 }],
      },
      clock(),
    );
    await t.server.orders.run();
    expect(await invoiceMailsTo(t, user.email)).toEqual([]); // the request may still be mailing
    clock.advance(2 * MINUTE);
    await t.server.orders.run();
    expect((await invoiceMailsTo(t, user.email)).map((m) => m.subject)).toEqual([
      `Deine Rechnung ${placed.invoiceNumber}`,
    ]);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and leaves the order unsent, marked for a resend`, async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    const response = await withBrokenMail(async () => {
      const reply = await postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] });
      for (let round = 0; round < 8; round++) {
        clock.advance(40 * MINUTE);
        await t.server.orders.run();
      }
      return reply;
    });
    const { invoice_number } = response.json<{ invoice_number: string }>();
    expect(await orderRow(invoice_number)).toMatchObject({
      mail_sent_at: null,
      mail_attempts: MAX_MAIL_ATTEMPTS,
    });
    clock.advance(60 * MINUTE);
    await t.server.orders.run();
    expect(await invoiceMailsTo(t, user.email)).toEqual([]);
    // Resetting the count is the way to send it again.
    await t.db.query('UPDATE orders SET mail_attempts = 0 WHERE invoice_number = $1', [invoice_number]);
    await t.server.orders.run();
    expect(await invoiceMailsTo(t, user.email)).toHaveLength(1);
  });
});

describe('an invoice of nothing', () => {
  it('mails invoice and proof when the promo code covers the whole order (de and ch)', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    const de = await postOrder(t, user, {
      purchases: [{ course_id: m1.id, quantity: 1 }],
      promocode: 'MINUS20',
    });
    expect(de.statusCode).toBe(200);
    const [deMail] = await invoiceMailsTo(t, user.email);
    expect(await attachmentText(t, deMail!.attachments[0]!.url)).toContain('Gesamtbetrag 0,00 €');

    const swiss = await signUp(t, { country: 'ch', role: 'agent' });
    await giveCoins(t.db, swiss.id, null, 100, clock());
    const ch = await postOrder(t, swiss, {
      purchases: [{ quantity: 1, organisation: 'sfpo' }],
      promocode: 'MINUS20',
    });
    expect(ch.statusCode).toBe(200);
    const [chMail] = await invoiceMailsTo(t, swiss.email);
    expect(chMail!.attachments).toHaveLength(2);
    expect(await attachmentText(t, chMail!.attachments[0]!.url)).toContain('Gesamtbetrag CHF 0,00');
  });
});

describe('the dev mailbox', () => {
  it('lists attachments with size and url, serves their bytes and links them on /dev/mails', async () => {
    const { user, m1 } = await moduleUser(t, clock(), [100, 0]);
    expect((await postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    const [mail] = await invoiceMailsTo(t, user.email);
    expect(mail!.attachments).toHaveLength(2);
    for (const [position, attachment] of mail!.attachments.entries()) {
      expect(attachment.url).toBe(`/api/dev/mails/${mail!.id}/attachments/${position}`);
      const served = await t.request({ method: 'GET', url: attachment.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.length).toBe(attachment.size);
      expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const missing = await t.request({ method: 'GET', url: `/api/dev/mails/${mail!.id}/attachments/7` });
    expect(missing.statusCode).toBe(404);
    const page = await t.request({ method: 'GET', url: `/dev/mails?to=${encodeURIComponent(user.email)}` });
    for (const attachment of mail!.attachments) {
      expect(page.body).toContain(`<a href="${attachment.url}">${attachment.filename}</a>`);
    }
  });
});

describe('training proof of booked courses (de)', () => {
  async function completedCourse(user: TestUser) {
    const [category] = await t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM categories WHERE country = 'de' AND 'agent' = ANY(roles) ORDER BY id LIMIT 1",
    );
    const booking = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: category!.id, hours: 1, coins: 0 },
    });
    const course = booking.json<{ id: number }>();
    await giveCoins(t.db, user.id, course.id, 100, clock());
    return { course, category: category! };
  }

  it('certifies a booked course without gut beraten under its category name, and it leaves the list', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const { course, category } = await completedCourse(user);
    const response = await postOrder(t, user, { purchases: [{ course_id: course.id, quantity: 1 }] });
    expect(response.statusCode).toBe(200);
    const [mail] = await invoiceMailsTo(t, user.email);
    const certificate = await attachmentText(t, mail!.attachments[1]!.url);
    expect(certificate).toContain(category.name);
    expect(certificate).toContain('1 Std. 0 Min. (60 Minuten)');
    expect((await coursesOf(t, user)).map((c) => c.id)).not.toContain(course.id);
    // The category is free again: the course can be booked once more.
    const again = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: category.id, hours: 1, coins: 0 },
    });
    expect(again.statusCode).toBe(200);
  });

  it(`marks a booking failed after ${MAX_BOOKING_ATTEMPTS} refusals and shows it with its attempts`, async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const { course } = await completedCourse(user);
    const refusing = {
      book: () => Promise.reject(new Error('503 Service Unavailable')),
      cancel: () => Promise.reject(new Error('503 Service Unavailable')),
    };
    const sibling = await siblingServer(t, {}, { clock, trainingDatabase: refusing });
    try {
      const response = await sibling.app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: keyed(user),
        payload: {
          name: 'Jürgen Müller',
          address: billingAddress,
          purchases: [{ course_id: course.id, quantity: 1 }],
          gutberatenNum: '20240115-4A7K2P-03',
        },
      });
      expect(response.statusCode).toBe(200);
      for (let round = 0; round < MAX_BOOKING_ATTEMPTS + 2; round++) {
        await sibling.orders.run();
        clock.advance(61 * MINUTE);
      }
    } finally {
      await sibling.close();
    }
    const bookings = await t.request({
      method: 'GET',
      url: '/api/users/me/training-bookings',
      headers: user.headers,
    });
    expect(bookings.json()).toMatchObject([
      { status: 'failed', attempts: MAX_BOOKING_ATTEMPTS, minutes: 60 },
    ]);
  });
});

describe('the training database over HTTP (TRAINING_DB_URL)', () => {
  let http: HttpServer;
  let url: string;
  const received: unknown[] = [];
  let answer: { status: number; body: string } = { status: 201, body: '{"id":"GB-1"}' };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    http = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({
          method: request.method,
          type: request.headers['content-type'],
          body: JSON.parse(body),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/meldungen`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const booking: BildungszeitMeldung = {
    lernart: 'selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
    lerninhalt: 'Privat-Vorsorge-Lebens-/Rentenversicherung',
    titel: 'IDD-Weiterbildung Modul 1',
    beginn: '2026-11-24',
    ende: '2026-11-24',
    zeitInMinuten: 120,
    interneBuchungsId: 'RE-2026-00001-1',
    gutberatenId: '20240115-4A7K2P-03',
  };

  it('posts the report as JSON and takes the id of the answer', async () => {
    answer = { status: 201, body: '{"id":"GB-1"}' };
    expect(await httpTrainingDatabase(url).book(booking)).toEqual({ externalId: 'GB-1' });
    expect(received.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: booking });
  });

  it('fails on an error status or an answer without an id, so the booking is retried', async () => {
    answer = { status: 500, body: '{}' };
    await expect(httpTrainingDatabase(url).book(booking)).rejects.toThrow('500');
    answer = { status: 200, body: '{"ok":true}' };
    await expect(httpTrainingDatabase(url).book(booking)).rejects.toThrow('no id');
  });
});

describe('seeded promo codes and demo accounts', () => {
  const login = async (email: string, country: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/users/token',
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: { email, password: DEMO_PASSWORD, country, device_name: 'vitest' },
    });
    return bearer(response.json<{ token: string }>().token);
  };
  const check = async (headers: Record<string, string>, promocode: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/promo-code/check-status',
        headers,
        payload: { promocode },
      })
    ).json<{ status: string }>().status;

  it('has EINGELOEST redeemed by every demo account, not by a new one', async () => {
    for (const account of demoAccounts.filter((a) => a.verified && !a.migrating)) {
      expect(await check(await login(account.email, account.country), 'EINGELOEST'), account.email).toBe(
        'REDEEMED',
      );
    }
    const fresh = await signUp(t, { country: 'de' });
    expect(await check(fresh.headers, 'EINGELOEST')).toBe('VALID');
  });

  it('gives the de, at and ch demo accounts coins enough to order', async () => {
    for (const country of ['de', 'at', 'ch'] as const) {
      const headers = await login(`${country}@demo.test`, country);
      const courses = (await t.request({ method: 'GET', url: '/api/users/me/courses', headers })).json<
        { id: number; coins: number }[]
      >();
      const purchases =
        country === 'ch'
          ? [{ quantity: 1, organisation: 'sfpo' }]
          : courses.filter((c) => c.coins >= 100).map((c) => ({ course_id: c.id, quantity: 1 }));
      expect(purchases.length, country).toBeGreaterThan(0);
      const response = await t.request({
        method: 'POST',
        url: '/api/invoices',
        headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: { name: 'Demo Konto', address: billingAddress, purchases },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('answers an address of nulls before the first order', async () => {
    const fresh = await signUp(t, { country: 'at' });
    const response = await t.request({ method: 'GET', url: '/api/users/me/address', headers: fresh.headers });
    expect(response.json()).toEqual({ address_1: null, postal_code: null, city: null });
  });
});
