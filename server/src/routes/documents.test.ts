import { describe, expect, it } from 'vitest';
import { documentCall, documentsCall } from '../../../src/shared/api/calls/documents';
import { adminToken } from '../testing/admin';
import { bearer, expectError, testClock, useTestServer } from '../testing/harness';
import { invoiceMailsTo, moduleUser, postOrder } from '../testing/orders';
import { resendFailedOrderMails } from '../orders/fulfil';
import { sha256Of } from '../documents/archive';

/**
 * Documents archived as issued (docs/product-rules.md#documents): stored when first made, handed out as
 * stored, never made again, never changed.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });

async function orderWithDocuments() {
  const { user, m1 } = await moduleUser(t, clock(), [250, 0]);
  const placed = await postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 2 }] });
  expect(placed.statusCode, placed.body).toBe(200);
  const { invoice_number } = placed.json<{ invoice_number: string }>();
  // The dev mailbox waits for the work after the reply: the mail, and with it the archive.
  const [mail] = await invoiceMailsTo(t, user.email);
  const list = await t.request({ method: 'GET', url: '/api/users/me/documents', headers: user.headers });
  expect(list.statusCode, list.body).toBe(200);
  return { user, invoice_number, mail: mail!, documents: documentsCall.response.parse(list.json()).data };
}

async function download(headers: Record<string, string>, id: number) {
  const response = await t.request({ method: 'GET', url: `/api/users/me/documents/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const document = documentCall.response.parse(response.json());
  return { ...document, bytes: Buffer.from(document.content_base64, 'base64') };
}

const mailedBytes = async (url: string) => (await t.request({ method: 'GET', url })).rawPayload;

describe('the archive', () => {
  it("keeps an order's invoice and certificate as mailed, with their SHA-256", async () => {
    const { user, invoice_number, mail, documents } = await orderWithDocuments();
    expect(documents.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', invoice_number],
      ['attendance-certificate', invoice_number.replace(/^RE/, 'TB')],
    ]);
    for (const summary of documents) {
      const document = await download(user.headers, summary.id);
      expect(sha256Of(document.bytes)).toBe(summary.sha256);
      expect(document.bytes.length).toBe(summary.size);
      expect(document.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const attachment = mail.attachments.find((a) => a.filename === summary.filename)!;
      expect((await mailedBytes(attachment.url)).equals(document.bytes)).toBe(true);
    }
  });

  it('hands out the same bytes after the seller changes, and a mail sent again carries them', async () => {
    const { user, mail, documents } = await orderWithDocuments();
    const invoice = documents.find((d) => d.kind === 'invoice')!;
    const before = await download(user.headers, invoice.id);

    const seller = t.server.ctx.config.seller;
    t.server.ctx.config.seller = {
      ...seller,
      name: 'Umbenannte Weiterbildung AG',
      address: { ...seller.address, street: 'Neue Straße 99' },
    };
    try {
      // The order's mail once more, as the worker sends a mail that failed.
      await t.db.query('UPDATE orders SET mail_sent_at = NULL, mail_attempts = 0 WHERE user_id = $1', [
        user.id,
      ]);
      clock.advance(3 * 60_000);
      expect(await resendFailedOrderMails(t.server.ctx)).toBe(1);
    } finally {
      t.server.ctx.config.seller = seller;
    }
    const after = await download(user.headers, invoice.id);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(after.sha256).toBe(before.sha256);
    const mails = await invoiceMailsTo(t, user.email);
    expect(mails).toHaveLength(2);
    const resent = mails[0]!.attachments.find((a) => a.filename === invoice.filename)!;
    expect((await mailedBytes(resent.url)).equals(before.bytes)).toBe(true);
    expect(mails[1]!.id).toBe(mail.id);
  });

  it('refuses to change or delete a document; a deleted account leaves its order documents to the operator', async () => {
    const { user, documents } = await orderWithDocuments();
    const [first] = documents;
    await expect(
      t.db.query(`UPDATE documents SET content = '\\x00' WHERE id = $1`, [first!.id]),
    ).rejects.toThrow(/kept as issued/);
    await expect(
      t.db.query(`UPDATE documents SET user_id = NULL, number = 'X' WHERE id = $1`, [first!.id]),
    ).rejects.toThrow(/kept as issued/);
    await expect(t.db.query('DELETE FROM documents WHERE id = $1', [first!.id])).rejects.toThrow(
      /kept as issued/,
    );

    await t.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const [{ order_id }] = (await t.db.query<{ order_id: number }>(
      'SELECT order_id FROM documents WHERE id = $1',
      [first!.id],
    )) as [{ order_id: number }];
    const operator = bearer(await adminToken(t, 'admin@demo.test'));
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/documents?order=${order_id}`,
      headers: operator,
    });
    expect(list.json<{ data: { id: number; sha256: string }[] }>().data.map((d) => d.sha256)).toEqual(
      documents.map((d) => d.sha256),
    );
    const shown = await t.request({
      method: 'GET',
      url: `/api/admin/documents/${first!.id}`,
      headers: operator,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(sha256Of(Buffer.from(shown.json<{ content_base64: string }>().content_base64, 'base64'))).toBe(
      first!.sha256,
    );
    // The download is in the audit log.
    const [row] = await t.db.query<{ actor_email: string; after: { sha256: string } }>(
      `SELECT actor_email, after FROM audit_log WHERE action = 'document.download' AND entity_id = $1`,
      [String(first!.id)],
    );
    expect(row).toMatchObject({ actor_email: 'admin@demo.test', after: { sha256: first!.sha256 } });
  });

  it('does not hand out a document whose bytes no longer match their SHA-256', async () => {
    const { user, documents } = await orderWithDocuments();
    const [first] = documents;
    await t.db.query('ALTER TABLE documents DISABLE TRIGGER documents_unchanged');
    try {
      await t.db.query(`UPDATE documents SET content = content || '\\x20'::bytea WHERE id = $1`, [first!.id]);
    } finally {
      await t.db.query('ALTER TABLE documents ENABLE TRIGGER documents_unchanged');
    }
    const response = await t.request({
      method: 'GET',
      url: `/api/users/me/documents/${first!.id}`,
      headers: user.headers,
    });
    expectError(response, 500, 'document.damaged');
  });

  it('asks the back office for an order or a learner', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/documents',
      headers: bearer(await adminToken(t, 'support@demo.test')),
    });
    expectError(response, 422, 'validation');
  });
});
