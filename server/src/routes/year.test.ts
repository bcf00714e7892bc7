import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentsCall } from '../../../src/shared/api/calls/documents';
import { yearlyProofCall, yearSummaryCall } from '../../../src/shared/api/calls/year';
import { yearPlan } from '../../../src/shared/domain/yearPlan';
import { adminToken } from '../testing/admin';
import { bearer, expectError, keyed, testClock, useTestServer, type TestUser } from '../testing/harness';
import { giveCoins, invoiceMailsTo, moduleUser, postOrder } from '../testing/orders';
import { pdfText } from '../testing/pdfText';
import { sha256Of } from '../documents/archive';

/**
 * The learner's year and the Jahresnachweis (docs/product-rules.md#the-year, #yearly-proof, #retention):
 * hours of a calendar year without cancelled items, a closed year's proof archived once, the running year's
 * made fresh, and every proof kept when the account goes.
 */
const DAY_MS = 86_400_000;
const clock = testClock(new Date('2025-06-10T09:00:00Z'));
const t = useTestServer({ clock });
// Each test places orders and renders PDFs: on a loaded machine that takes longer than vitest's 30 s.
const slow = { timeout: 120_000 };

async function order(user: TestUser, purchases: { course_id: number; quantity: number }[]) {
  const response = await postOrder(t, user, { purchases });
  expect(response.statusCode, response.body).toBe(200);
  const { invoice_number } = response.json<{ invoice_number: string }>();
  await invoiceMailsTo(t, user.email); // the documents are archived with the mail
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM orders WHERE invoice_number = $1', [
    invoice_number,
  ]);
  return { invoice_number, orderId: row!.id };
}

const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, headers: user.headers });

async function proof(user: TestUser, year: number) {
  const response = await get(user, `/api/users/me/yearly-proofs/${year}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = yearlyProofCall.response.parse(response.json());
  const bytes = Buffer.from(body.content_base64, 'base64');
  expect(sha256Of(bytes)).toBe(body.sha256);
  return { ...body, bytes, text: (await pdfText(bytes)).text.replace(/\s+/g, ' ') };
}

/** A learner with 3 hours in 2025 and, on 24 November 2026, 3 hours ordered of which Modul 2's one is cancelled. */
async function learnerWithTwoYears() {
  clock.advance(Date.parse('2025-06-10T09:00:00Z') - clock().getTime()); // each test starts on 10 June 2025
  const { user, m1, m2 } = await moduleUser(t, clock(), [250, 250]);
  const first = await order(user, [
    { course_id: m1.id, quantity: 2 },
    { course_id: m2.id, quantity: 1 },
  ]);
  clock.advance(532 * DAY_MS); // 24 November 2026
  await giveCoins(t.db, user.id, m1.id, 330, clock());
  await giveCoins(t.db, user.id, m2.id, 100, clock());
  const second = await order(user, [
    { course_id: m1.id, quantity: 2 },
    { course_id: m2.id, quantity: 1 },
  ]);
  const [, item] = await t.db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [second.orderId],
  );
  const cancelled = await t.request({
    method: 'POST',
    url: `/api/admin/orders/${second.orderId}/cancellations`,
    headers: { ...bearer(await adminToken(t, 'admin@demo.test')), 'idempotency-key': randomUUID() },
    payload: { item: item!.id, reason: 'Modul 2 nicht gewünscht' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { user, first, second };
}

describe('the year', () => {
  it(
    'counts the hours of this calendar year without a cancelled item, and the years before',
    slow,
    async () => {
      const { user } = await learnerWithTwoYears();
      expect(clock().toISOString().slice(0, 10)).toBe('2026-11-24');
      const response = await get(user, '/api/users/me/year');
      expect(response.statusCode, response.body).toBe(200);
      const summary = yearSummaryCall.response.parse(response.json());
      expect(summary.plan.hoursRequested).toBe(2);
      expect(summary.plan.year).toBe(2026);
      expect(summary.plan.daysLeft).toBe(38);
      // 330 + 100 given, 200 + 100 spent; the cancelled hour's coins are not given back.
      expect(summary.coins_on_hand).toBe(130);
      expect(summary.plan).toEqual(
        yearPlan({ hoursRequested: 2, coinsOnHand: 130, today: new Date(Date.UTC(2026, 10, 24)) }),
      );
      expect(summary.plan).toMatchObject({ hoursMissing: 13, hoursFromCoinsOnHand: 1, coinsToEarn: 1170 });
      expect(summary.plan.questionsPerWeek).toBe(Math.ceil(1170 / 6));
      expect(summary.previous_years).toEqual([{ year: 2025, hours: 3 }]);
      expect(summary.credits).toEqual([]);
    },
  );

  it('counts a Swiss learner credits per association since 1 January of last year', slow, async () => {
    const user = await (await import('../testing/harness')).signUp(t, { country: 'ch' });
    await giveCoins(t.db, user.id, null, 400, clock());
    const response = await postOrder(t, user, {
      purchases: [{ organisation: 'sfpo', quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = yearSummaryCall.response.parse((await get(user, '/api/users/me/year')).json());
    expect(summary.credits).toEqual([{ association: 'sfpo', credits: 2 }]);
    expect(summary.credits_since).toBe(clock().getUTCFullYear() - 1);
    expect(summary.plan.hoursRequested).toBe(0);
  });
});

describe('the Jahresnachweis', () => {
  it(
    'holds what § 7 Abs. 2 VersVermV asks, is archived once for a closed year and fresh for the running one',
    slow,
    async () => {
      const { user, first, second } = await learnerWithTwoYears();
      const seller = t.server.ctx.config.seller;
      const past = await proof(user, 2025);
      expect(past.document_id).not.toBeNull();
      expect(past.filename).toBe('Jahresnachweis-2025.pdf');
      for (const field of [
        'Jahresnachweis Weiterbildung 2025',
        'Tessa Test', // the learner's name
        '10.06.2025', // the date of each measure
        '2 Std. 00 Min.', // its scope in hours and minutes
        '1 Std. 00 Min.',
        'Rechtliche Grundlagen und Verbraucherschutz', // its content
        'Modul 1', // its title
        'Modul 2',
        `Rechnung ${first.invoice_number}`,
        seller.name, // the provider's name, address and contact
        seller.address.street,
        `${seller.address.postalCode} ${seller.address.city}`,
        `E-Mail ${seller.email}`,
        `Telefon ${seller.phone}`,
        'Zeitumfang gesamt 3 Std. 00 Min. (180 Minuten)',
        '§ 7 Abs. 2 VersVermV',
      ]) {
        expect(past.text, field).toContain(field);
      }
      expect(past.text).not.toContain('Stand');
      // The order's attendance certificate names the provider's contact too.
      const documents = documentsCall.response.parse(
        (await get(user, '/api/users/me/documents')).json(),
      ).data;
      const certificate = documents.find((d) => d.number === first.invoice_number.replace(/^RE/, 'TB'))!;
      const shown = await get(user, `/api/users/me/documents/${certificate.id}`);
      const certificateText = (
        await pdfText(Buffer.from(shown.json<{ content_base64: string }>().content_base64, 'base64'))
      ).text.replace(/\s+/g, ' ');
      expect(certificateText).toContain(`Kontakt E-Mail ${seller.email} Telefon ${seller.phone}`);

      // Archived once: the second request hands out the same bytes, the archive holds one row.
      const again = await proof(user, 2025);
      expect(again.document_id).toBe(past.document_id);
      expect(again.bytes.equals(past.bytes)).toBe(true);
      const rows = await t.db.query('SELECT id FROM documents WHERE kind = $1 AND user_id = $2', [
        'yearly-proof',
        user.id,
      ]);
      expect(rows).toHaveLength(1);
      const listed = documentsCall.response.parse((await get(user, '/api/users/me/documents')).json()).data;
      expect(listed.filter((d) => d.kind === 'yearly-proof').map((d) => d.id)).toEqual([past.document_id]);

      // The running year: made fresh, not archived, without the cancelled hour.
      const running = await proof(user, 2026);
      expect(running.document_id).toBeNull();
      expect(running.text).toContain('Stand 24.11.2026');
      expect(running.text).toContain(`Rechnung ${second.invoice_number}`);
      expect(running.text).toContain('Zeitumfang gesamt 2 Std. 00 Min. (120 Minuten)');
      expect(running.text).not.toContain('1 Std. 00 Min.');
      expect(
        await t.db.query('SELECT id FROM documents WHERE kind = $1 AND user_id = $2', [
          'yearly-proof',
          user.id,
        ]),
      ).toHaveLength(1);
      // A year to come, or one without hours, has no proof.
      expectError(await get(user, '/api/users/me/yearly-proofs/2027'), 404, 'document.not-found');
      expectError(await get(user, '/api/users/me/yearly-proofs/2024'), 404, 'document.not-found');
    },
  );

  it("is nobody else's to fetch", slow, async () => {
    const { user } = await learnerWithTwoYears();
    const past = await proof(user, 2025);
    const other = (await moduleUser(t, clock(), [0, 0])).user;
    expectError(await get(other, '/api/users/me/yearly-proofs/2025'), 404, 'document.not-found');
    expectError(await get(other, `/api/users/me/documents/${past.document_id}`), 404, 'document.not-found');
    const foreign = await get(other, `/api/users/${user.id}/yearly-proofs/2025`);
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.body).not.toContain(past.content_base64.slice(0, 40));
  });
});

describe('retention', () => {
  it(
    "keeps every record of the account's years when the learner deletes it, the running year's proof archived",
    slow,
    async () => {
      const { user, first, second } = await learnerWithTwoYears();
      const past = await proof(user, 2025);
      const before = await t.db.query<{ id: number; sha256: string }>(
        'SELECT id, sha256 FROM documents WHERE user_id = $1 ORDER BY id',
        [user.id],
      );
      const deleted = await t.request({
        method: 'DELETE',
        url: '/api/users/me',
        headers: keyed(user),
        payload: { password: 'geheim123' },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await t.db.query('SELECT id FROM users WHERE id = $1', [user.id])).toEqual([]);
      // Orders with their buyer's name and items stay, without the account.
      const orders = await t.db.query<{ user_id: number | null; buyer_name: string }>(
        'SELECT user_id, buyer_name FROM orders WHERE invoice_number = ANY($1) ORDER BY id',
        [[first.invoice_number, second.invoice_number]],
      );
      expect(orders).toEqual([
        { user_id: null, buyer_name: 'Jürgen Müller' },
        { user_id: null, buyer_name: 'Jürgen Müller' },
      ]);
      // Every document as issued, and the running year's Jahresnachweis archived before the account went.
      const padded = String(user.id).padStart(6, '0');
      const kept = await t.db.query<{
        id: number;
        kind: string;
        number: string;
        sha256: string;
        user_id: null;
      }>(
        'SELECT id, kind, number, sha256, user_id FROM documents WHERE id = ANY($1) OR number LIKE $2 ORDER BY id',
        [before.map((row) => row.id), `JN-%-${padded}`],
      );
      for (const row of before) {
        expect(kept.find((k) => k.id === row.id)).toMatchObject({ sha256: row.sha256, user_id: null });
      }
      const proofs = kept.filter((row) => row.kind === 'yearly-proof');
      expect(proofs.map((row) => row.number).sort()).toEqual([`JN-2025-${padded}`, `JN-2026-${padded}`]);
      expect(proofs.find((row) => row.id === past.document_id)?.sha256).toBe(past.sha256);
      const [running] = await t.db.query<{ content: Uint8Array }>(
        'SELECT content FROM documents WHERE number = $1',
        [`JN-2026-${padded}`],
      );
      const text = (await pdfText(running!.content)).text.replace(/\s+/g, ' ');
      expect(text).toContain('Tessa Test');
      expect(text).toContain('Zeitumfang gesamt 2 Std. 00 Min.');
      // The archive refuses to delete a record.
      await expect(t.db.query('DELETE FROM documents WHERE id = $1', [past.document_id])).rejects.toThrow();
    },
  );
});
