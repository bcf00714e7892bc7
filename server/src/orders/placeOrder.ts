import {
  COINS_PER_CREDIT,
  COINS_PER_HOUR,
  PRICE_PER_UNIT_CENTS,
  type Association,
  type ModuleId,
} from '../../../src/shared/api/constants';
import type { InvoiceRequest, OrderReply } from '../../../src/shared/api/calls/orders';
import { quoteOrder } from '../../../src/shared/domain/price';
import { isValidGutberatenId } from '../../../src/shared/domain/validation';
import { associationNames } from '../../../src/shared/messages/associations';
import { messages } from '../../../src/shared/messages.de';
import { one, type Db } from '../db/database';
import { LEARNING_FORM, MINUTES_PER_HOUR, trainingContent } from '../documents/trainingContent';
import { HttpError, ErrorCode } from '../errors';
import type { UserRow } from '../users/users';
import { berlinDay } from '../year/year';
import { coinBalance, spendCoins } from './coins';
import { checkPromoCode } from './promoCodes';
import type { BildungszeitMeldung } from './trainingDatabase';

const m = messages.orders;

/** 422 with the German sentence on the field, the way forms show server errors. */
const fieldError = (field: string, message: string) =>
  new HttpError(ErrorCode.validation, { [field]: [message] });

const MODULE_NAMES: Record<ModuleId, string> = { 1: messages.modules[1], 2: messages.modules[2] };

interface Item {
  courseId: number | null;
  module: ModuleId | null;
  organisation: Association | null;
  title: string;
  content: string;
  quantity: number;
  coins: number;
  /** Booked courses (de) leave the list once ordered. */
  booked: boolean;
}

interface CourseLock {
  id: number;
  module: ModuleId;
  role: string;
  category_id: number | null;
  category_name: string | null;
  hours: number | null;
}

async function resolveItems(tx: Db, user: UserRow, body: InvoiceRequest, now: Date): Promise<Item[]> {
  const items: Item[] = [];
  let swissCoins = 0;
  const seen = new Set<number>();
  for (const [index, purchase] of body.purchases.entries()) {
    const at = (field: string) => `purchases.${index}.${field}`;
    if ('organisation' in purchase) {
      if (user.country !== 'ch') throw fieldError(at('organisation'), m.notInCountry);
      const coins = purchase.quantity * COINS_PER_CREDIT[purchase.organisation];
      swissCoins += coins;
      items.push({
        courseId: null,
        module: null,
        organisation: purchase.organisation,
        title: `Weiterbildungs-Credits ${associationNames[purchase.organisation]}`,
        content: '',
        quantity: purchase.quantity,
        coins,
        booked: false,
      });
      if (swissCoins > (await coinBalance(tx, user.id, null, now)))
        throw fieldError(at('quantity'), m.notEnoughCoins);
      continue;
    }
    if (user.country === 'ch') throw fieldError(at('course_id'), m.notInCountry);
    if (seen.has(purchase.course_id)) throw fieldError(at('course_id'), m.duplicatePurchase);
    seen.add(purchase.course_id);
    const course = await one<CourseLock>(
      tx,
      `SELECT c.id, c.module, c.role, c.category_id, cat.name AS category_name, c.hours
       FROM user_courses c LEFT JOIN categories cat ON cat.id = c.category_id
       WHERE c.id = $1 AND c.user_id = $2 AND c.ordered_at IS NULL FOR UPDATE OF c`,
      [purchase.course_id, user.id],
    );
    // Checkout lists only the courses of the user's role; another role's is refused like a stranger's.
    if (!course || course.role !== user.role) throw fieldError(at('course_id'), m.courseUnavailable);
    const balance = await coinBalance(tx, user.id, course.id, now);
    const booked = course.category_id !== null;
    if (booked) {
      if (user.country !== 'de') throw fieldError(at('course_id'), m.courseUnavailable);
      const hours = course.hours ?? 0;
      if (purchase.quantity !== hours || balance < hours * COINS_PER_HOUR) {
        throw fieldError(at('quantity'), m.courseIncomplete);
      }
    } else if (purchase.quantity * COINS_PER_HOUR > balance) {
      throw fieldError(at('quantity'), m.notEnoughCoins);
    }
    const moduleName = MODULE_NAMES[course.module];
    items.push({
      courseId: course.id,
      module: course.module,
      organisation: null,
      title: booked
        ? `IDD-Weiterbildung ${course.category_name ?? ''} (Modul ${course.module}: ${moduleName})`
        : `IDD-Weiterbildung Modul ${course.module}: ${moduleName}`,
      content: trainingContent(user.country === 'at' ? 'at' : 'de', course.module),
      quantity: purchase.quantity,
      coins: purchase.quantity * COINS_PER_HOUR,
      booked,
    });
  }
  return items;
}

function checkNumbers(user: UserRow, body: InvoiceRequest, items: Item[]): void {
  if (items.some((item) => item.organisation === 'cicero') && !body.ciceroNum?.trim()) {
    throw fieldError('ciceroNum', messages.validation.ciceroNumRequired);
  }
  const gutberaten = body.gutberatenNum?.trim();
  if (gutberaten) {
    if (user.country !== 'de') throw fieldError('gutberatenNum', m.gutberatenOnlyDe);
    if (!isValidGutberatenId(gutberaten))
      throw fieldError('gutberatenNum', messages.validation.gutberatenNumInvalid);
  }
}

const PROMO_ALERTS: Record<string, string> = {
  EXPIRED: messages.promo.expired,
  NOTYET: messages.promo.notYet,
  DEPLETED: messages.promo.depleted,
  REDEEMED: messages.promo.redeemed,
};

/** The code's discount, redeemed for the user inside the transaction; a code that is not VALID is refused. */
async function redeemPromo(tx: Db, code: string, userId: number, now: Date) {
  const promo = await checkPromoCode(tx, code, userId, now, true);
  if (!promo) throw fieldError('promocode', messages.promo.notFound);
  if (promo.status !== 'VALID')
    throw fieldError('promocode', PROMO_ALERTS[promo.status] ?? messages.promo.unknownStatus);
  // The code's row is locked (checkPromoCode): the next number of this user's redemptions is theirs alone.
  await tx.query(
    `INSERT INTO promo_redemptions (promo_code_id, user_id, redeemed_at, seq)
     SELECT $1, $2, $3, coalesce(max(seq), 0) + 1 FROM promo_redemptions WHERE promo_code_id = $1 AND user_id = $2`,
    [promo.id, userId, now],
  );
  return promo;
}

/** 'RE-2026-00001': the year's counter, incremented in the order's transaction (no gaps, no repeats). */
export async function nextInvoiceNumber(tx: Db, now: Date): Promise<string> {
  // The invoice's year is its date's, in Berlin: 00:30 on 1 January starts the new year's series.
  const year = berlinDay(now).getUTCFullYear();
  const row = await one<{ last: number }>(
    tx,
    `INSERT INTO invoice_counters (year, last) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`,
    [year],
  );
  return `RE-${year}-${String(row!.last).padStart(5, '0')}`;
}

export interface PlacedOrder {
  orderId: number;
  invoiceNumber: string;
  /** Courses whose coins changed (realtime updates), and booked ones that left the list. */
  changedCourses: number[];
  orderedCourses: number[];
  /** Training-database reports waiting to be sent (de with a gut beraten ID). */
  bookings: number;
  /** What the order-complete page shows: the order's fields of the reply. */
  receipt: Omit<OrderReply, 'message' | 'invoice_number'>;
}

/**
 * invoices.store (docs/product-rules.md#checkout-and-orders): validates the purchases against the user's real
 * coins, role and country, prices them on the server, spends the coins, numbers the invoice and records
 * training bookings, all in one transaction under the user's row lock: a refused order spends nothing, and
 * two concurrent orders cannot spend the same coins.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  body: InvoiceRequest,
  now: Date,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const user = await one<UserRow>(tx, 'SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (!user) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
    const items = await resolveItems(tx, user, body, now);
    checkNumbers(user, body, items);
    const code = body.promocode?.trim();
    const promo = code ? await redeemPromo(tx, code, user.id, now) : null;
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    const quote = quoteOrder({ units, country: user.country, discount: promo });

    for (const item of items) {
      await spendCoins(tx, { userId: user.id, courseId: item.courseId, amount: item.coins, now });
      if (item.booked)
        await tx.query('UPDATE user_courses SET ordered_at = $2 WHERE id = $1', [item.courseId, now]);
    }
    const invoiceNumber = await nextInvoiceNumber(tx, now);
    const order = await one<{ id: number }>(
      tx,
      `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_company, buyer_vat_id,
         buyer_email, street, postal_code, city, promo_code, cicero_number, gutberaten_id, subtotal_cents,
         discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       RETURNING id`,
      [
        user.id,
        invoiceNumber,
        user.country,
        user.country === 'ch' ? 'CHF' : 'EUR',
        body.name.trim(),
        body.company?.trim() ?? '',
        user.country !== 'ch' && body.company?.trim() ? (body.ustIdNr?.trim() ?? '') : '',
        user.email,
        body.address.street.trim(),
        body.address.postal_code.trim(),
        body.address.city.trim(),
        promo?.code ?? null,
        items.some((item) => item.organisation === 'cicero') ? body.ciceroNum!.trim() : null,
        user.country === 'de' && body.gutberatenNum?.trim() ? body.gutberatenNum.trim().toUpperCase() : null,
        quote.subtotalCents,
        quote.discountCents,
        quote.netCents,
        quote.vatRate,
        quote.vatCents,
        quote.grossCents,
        now,
      ],
    );
    const orderId = order!.id;
    const itemIds: number[] = [];
    for (const item of items) {
      const inserted = await one<{ id: number }>(
        tx,
        `INSERT INTO order_items (order_id, course_id, module, organisation, title, content, quantity, coins,
           unit_price_cents, line_total_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          orderId,
          item.courseId,
          item.module,
          item.organisation,
          item.title,
          item.content,
          item.quantity,
          item.coins,
          PRICE_PER_UNIT_CENTS,
          item.quantity * PRICE_PER_UNIT_CENTS,
        ],
      );
      itemIds.push(inserted!.id);
    }
    const gutberatenId = user.country === 'de' ? body.gutberatenNum?.trim().toUpperCase() : undefined;
    if (gutberatenId) {
      // The day of the measure in Berlin, as its invoice and attendance certificate date it.
      const day = berlinDay(now).toISOString().slice(0, 10);
      for (const [index, item] of items.entries()) {
        const booking: BildungszeitMeldung = {
          lernart: LEARNING_FORM,
          lerninhalt: item.content,
          titel: item.title,
          beginn: day,
          ende: day,
          zeitInMinuten: item.quantity * MINUTES_PER_HOUR,
          interneBuchungsId: `${invoiceNumber}-${index + 1}`,
          gutberatenId,
        };
        await tx.query(
          `INSERT INTO training_bookings (order_id, order_item_id, user_id, payload, status, next_attempt_at, updated_at)
           VALUES ($1, $2, $3, $4, 'pending', $5, $5)`,
          [orderId, itemIds[index], user.id, JSON.stringify(booking), now],
        );
      }
    }
    return {
      orderId,
      invoiceNumber,
      changedCourses: items.filter((i) => i.courseId !== null && !i.booked).map((i) => i.courseId!),
      orderedCourses: items.filter((i) => i.booked).map((i) => i.courseId!),
      bookings: gutberatenId ? items.length : 0,
      receipt: {
        country: user.country,
        email: user.email,
        items: items.map((item) => ({
          title: item.title,
          quantity: item.quantity,
          unit: item.organisation ? ('credits' as const) : ('hours' as const),
        })),
        subtotal_cents: quote.subtotalCents,
        discount_cents: quote.discountCents,
        net_cents: quote.netCents,
        vat_rate: quote.vatRate,
        vat_cents: quote.vatCents,
        gross_cents: quote.grossCents,
        gutberaten: Boolean(gutberatenId),
      },
    };
  });
}
