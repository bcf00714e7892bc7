import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { openPglite } from '../../server/src/db/pglite';
import { renderEInvoice, renderInvoicePdf } from '../../server/src/documents';
import { sampleInvoice } from '../../server/src/documents/samples';
import type { Section } from '../lib/section';
import { percentile, round } from '../lib/stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_ORDER_CONCURRENCY ?? 4);
const RENDERS = Number(process.env.BENCH_INVOICE_RENDERS ?? 30);

async function timeEach(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Orders per second on the embedded database (each order validates coins, spends them, numbers the invoice,
 * renders invoice and certificate and stores the mail), beside a signed-in GET /api/users/me on the same
 * server; and the time to render one invoice PDF and one e-invoice.
 */
export const orders: Section = {
  id: 'orders',
  title: 'Orders: throughput on PGlite, invoice rendering',
  async run({ log }) {
    const db = await openPglite();
    const server = await buildServer({ config: testConfig({ rateLimits: false }), db });
    await server.app.ready();
    try {
      log(`rendering ${RENDERS} invoice PDFs and e-invoices ...`);
      const invoice = sampleInvoice('de', { company: true, discount: true });
      await renderInvoicePdf(invoice); // fonts load once
      const pdfMs = await timeEach(RENDERS, () => renderInvoicePdf(invoice));
      const xmlMs = await timeEach(RENDERS, () => renderEInvoice(invoice));

      log(`placing ${ORDERS} orders with ${CONCURRENCY} at a time ...`);
      const users = await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, index) => {
          const email = `bench-order-${index}-${Date.now()}@bench.test`;
          const reply = await server.app.inject({
            method: 'POST',
            url: '/api/users/register',
            headers: { 'idempotency-key': randomUUID() },
            payload: {
              email,
              password: 'bench12345',
              first_name: 'Bea',
              last_name: 'Bench',
              country: 'de',
              device_name: 'bench',
              tos: true,
            },
          });
          const { token, user } = reply.json<{ token: string; user: { id: number } }>();
          await db.query("UPDATE users SET role = 'agent' WHERE id = $1", [user.id]);
          const headers = { authorization: `Bearer ${token}` };
          const courses = (
            await server.app.inject({ method: 'GET', url: '/api/users/me/courses', headers })
          ).json<{ id: number }[]>();
          const courseId = courses[0]!.id;
          await db.query(
            `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at) VALUES ($1, $2, $3, now(), now() + interval '365 days')`,
            [user.id, courseId, 100 * ORDERS],
          );
          return { headers, courseId };
        }),
      );
      const order = (user: (typeof users)[number]) =>
        server.app.inject({
          method: 'POST',
          url: '/api/invoices',
          headers: { ...user.headers, 'idempotency-key': randomUUID() },
          payload: {
            name: 'Bea Bench',
            address: { street: 'Musterweg 1', postal_code: '10115', city: 'Berlin' },
            purchases: [{ course_id: user.courseId, quantity: 1 }],
          },
        });
      const measure = async (
        call: (user: (typeof users)[number]) => Promise<{ statusCode: number }>,
        total: number,
      ) => {
        let failures = 0;
        const started = performance.now();
        await Promise.all(
          users.map(async (user) => {
            for (let i = 0; i < total / users.length; i++)
              if ((await call(user)).statusCode !== 200) failures++;
          }),
        );
        return { perSecond: (total / (performance.now() - started)) * 1000, failures };
      };
      const placed = await measure(order, ORDERS);
      const baseline = await measure(
        (user) => server.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers }),
        ORDERS,
      );

      const data = {
        invoicePdfMedianMs: round(percentile(pdfMs, 50)),
        invoicePdfP95Ms: round(percentile(pdfMs, 95)),
        eInvoiceMedianMs: round(percentile(xmlMs, 50)),
        ordersPerSecond: round(placed.perSecond),
        orderFailures: placed.failures,
        baselineMeRequestsPerSecond: round(baseline.perSecond),
      };
      return {
        report: [
          `  invoice PDF: median ${data.invoicePdfMedianMs} ms, p95 ${data.invoicePdfP95Ms} ms (${RENDERS} renders)`,
          `  e-invoice (XRechnung): median ${data.eInvoiceMedianMs} ms`,
          `  orders: ${data.ordersPerSecond}/s with ${CONCURRENCY} users at once (${placed.failures} failed), ` +
            `baseline GET /api/users/me ${data.baselineMeRequestsPerSecond}/s`,
        ].join('\n'),
        summary: [
          { metric: 'invoice PDF render (median)', value: `${data.invoicePdfMedianMs} ms` },
          {
            metric: 'orders per second (PGlite)',
            value: String(data.ordersPerSecond),
            baseline: `GET /users/me ${data.baselineMeRequestsPerSecond}/s`,
          },
        ],
        data,
        ...(placed.failures ? { failure: `${placed.failures} orders failed` } : {}),
      };
    } finally {
      await server.close();
      await db.close();
    }
  },
};
