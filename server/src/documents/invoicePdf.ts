import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';
import { formatPrice } from '../../../src/shared/domain/price';
import { epcQrPayload } from './epc';
import {
  COLOR,
  CONTENT_WIDTH,
  FONT,
  MM,
  PAGE,
  addressField,
  addressLines,
  createDocument,
  formatDate,
  formatIban,
  legalFooter,
  letterhead,
  qrPng,
  rule,
  toBuffer,
  type Doc,
} from './layout';
import type { InvoiceDocument } from './types';

/** Columns of the line table: position, description, quantity, unit price, amount. */
const COLUMNS = {
  pos: 0,
  description: 12 * MM,
  quantity: 95 * MM,
  unitPrice: 120 * MM,
  amount: 145 * MM,
} as const;
const AMOUNT_WIDTH = CONTENT_WIDTH - COLUMNS.amount;

/** The legal basis of the tax line per buyer country. */
const VAT_EXEMPTION_CH =
  'Von der Steuer ausgenommene Leistung gemäss Art. 21 Abs. 2 Ziff. 11 MWSTG (Bildung).';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

function infoBlock(doc: Doc, invoice: InvoiceDocument): void {
  const { cancels } = invoice;
  const rows: [string, string][] = [
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', formatDate(invoice.issueDate)],
    ...(cancels
      ? ([
          ['Storno zu', `Rechnung ${cancels.number}`],
          ['vom', formatDate(cancels.issueDate)],
        ] as [string, string][])
      : []),
    ['Leistungsdatum', formatDate(invoice.serviceDate)],
    ...(cancels ? [] : ([['Fällig am', formatDate(invoice.dueDate)]] as [string, string][])),
  ];
  if (invoice.buyer.vatId)
    rows.push([invoice.country === 'ch' ? 'Ihre UID' : 'Ihre USt-IdNr.', invoice.buyer.vatId]);
  rows.push(
    invoice.country === 'ch'
      ? ['Unsere MWST-Nr.', invoice.seller.swissVatNumber]
      : ['Unsere USt-IdNr.', invoice.seller.vatId],
  );
  if (invoice.country === 'de') rows.push(['Steuernummer', invoice.seller.taxNumber]);
  // 40 mm for the values: 'CHE-123.456.789 MWST' stays on one line; a value that still wraps pushes
  // the next row down instead of overlapping it.
  const x = PAGE.left + 95 * MM;
  const valueWidth = PAGE.right - x - 30 * MM;
  let y = 50 * MM;
  doc.fontSize(8.5);
  for (const [label, value] of rows) {
    doc
      .font(FONT.regular)
      .fillColor(COLOR.muted)
      .text(label, x, y, { width: 30 * MM });
    doc
      .font(FONT.regular)
      .fillColor(COLOR.text)
      .text(value, x + 30 * MM, y, { width: valueWidth });
    y += Math.max(4.6 * MM, doc.heightOfString(value, { width: valueWidth }) + 1.6 * MM);
  }
}

function lineTable(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const money = (cents: number) => formatPrice(cents, invoice.country);
  const header = (label: string, x: number, width: number, align: 'left' | 'right' = 'left') =>
    doc.text(label, PAGE.left + x, top, { width, align });
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text);
  header('Pos.', COLUMNS.pos, 10 * MM);
  header('Beschreibung', COLUMNS.description, 80 * MM);
  header('Menge', COLUMNS.quantity, 22 * MM, 'right');
  header('Einzelpreis', COLUMNS.unitPrice, 23 * MM, 'right');
  header('Betrag', COLUMNS.amount, AMOUNT_WIDTH, 'right');
  let y = top + 5.5 * MM;
  rule(doc, y - 1.5 * MM, COLOR.text);
  doc.font(FONT.regular).fontSize(9);
  invoice.lines.forEach((line, index) => {
    doc.fillColor(COLOR.text).text(String(index + 1), PAGE.left + COLUMNS.pos, y, { width: 10 * MM });
    doc.text(line.description, PAGE.left + COLUMNS.description, y, { width: 80 * MM });
    let bottom = doc.y;
    if (line.detail) {
      doc
        .fontSize(8)
        .fillColor(COLOR.muted)
        .text(line.detail, PAGE.left + COLUMNS.description, bottom, { width: 80 * MM });
      bottom = doc.y;
      doc.fontSize(9).fillColor(COLOR.text);
    }
    doc.text(`${line.quantity} ${line.unitLabel}`, PAGE.left + COLUMNS.quantity, y, {
      width: 22 * MM,
      align: 'right',
    });
    doc.text(money(line.unitPriceCents), PAGE.left + COLUMNS.unitPrice, y, {
      width: 23 * MM,
      align: 'right',
    });
    doc.text(money(line.lineTotalCents), PAGE.left + COLUMNS.amount, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    y = Math.max(bottom, doc.y) + 2 * MM;
    rule(doc, y - 1 * MM);
  });
  return y + 1 * MM;
}

function totals(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const money = (cents: number) => formatPrice(cents, invoice.country);
  const rows: [string, string, boolean][] = [['Zwischensumme', money(invoice.subtotalCents), false]];
  if (invoice.discount && invoice.discount.cents !== 0) {
    // A Stornorechnung takes back the discount with the amounts it was taken from.
    const value = invoice.cancels ? money(-invoice.discount.cents) : `−${money(invoice.discount.cents)}`;
    rows.push([`Rabatt (Code ${invoice.discount.code})`, value, false]);
  }
  rows.push(['Nettobetrag', money(invoice.netCents), false]);
  if (invoice.country !== 'ch')
    rows.push([`zzgl. ${percent(invoice.vatRate)} USt.`, money(invoice.vatCents), false]);
  else rows.push(['MWST (ausgenommen)', money(0), false]);
  rows.push(['Gesamtbetrag', money(invoice.grossCents), true]);
  const labelX = PAGE.left + 95 * MM;
  let y = top;
  for (const [label, value, strong] of rows) {
    if (strong) {
      rule(doc, y - 1 * MM, COLOR.text);
      y += 0.8 * MM;
    }
    doc
      .font(strong ? FONT.bold : FONT.regular)
      .fontSize(strong ? 10 : 9)
      .fillColor(COLOR.text);
    doc.text(label, labelX, y, { width: 50 * MM });
    doc.text(value, PAGE.left + COLUMNS.amount - 10 * MM, y, {
      width: AMOUNT_WIDTH + 10 * MM,
      align: 'right',
    });
    y += (strong ? 5.5 : 4.8) * MM;
  }
  return y;
}

/** A firm is addressed with 'Sie', a person with the product's 'du'. */
const addressesFirm = (invoice: InvoiceDocument) => Boolean(invoice.buyer.company);

async function paymentEurope(doc: Doc, invoice: InvoiceDocument, top: number): Promise<void> {
  const { seller } = invoice;
  const text =
    `${addressesFirm(invoice) ? 'Bitte überweisen Sie' : 'Bitte überweise'} den Gesamtbetrag von ${formatPrice(invoice.grossCents, invoice.country)} bis zum ` +
    `${formatDate(invoice.dueDate)} unter Angabe der Rechnungsnummer ${invoice.number} auf folgendes Konto:\n` +
    `${seller.name} · IBAN ${formatIban(seller.iban)} · BIC ${seller.bic} · ${seller.bankName}`;
  const qrSize = 28 * MM;
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.text)
    .text(text, PAGE.left, top, { width: CONTENT_WIDTH - qrSize - 8 * MM, lineGap: 1.5 });
  if (invoice.grossCents <= 0) return;
  const payload = epcQrPayload({
    name: seller.name,
    iban: seller.iban,
    bic: seller.bic,
    amountCents: invoice.grossCents,
    reference: invoice.number,
  });
  doc.image(await qrPng(payload), PAGE.right - qrSize, top - 2 * MM, { width: qrSize });
  doc
    .fontSize(7)
    .fillColor(COLOR.muted)
    .text('Bezahlen mit Code (GiroCode)', PAGE.right - qrSize - 5 * MM, top + qrSize - 1 * MM, {
      width: qrSize + 5 * MM,
      align: 'center',
    });
  doc.fillColor(COLOR.text);
}

/**
 * A QR-IBAN needs a QR reference: 26 digits from the invoice number ('RE-2026-00042' → …202600042),
 * zero-padded, plus the modulo-10 check digit.
 */
export function qrReference(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '').padStart(26, '0').slice(-26);
  return digits + calculateQRReferenceChecksum(digits);
}

/**
 * The QR-bill's limits for a debtor (Swiss Implementation Guidelines: name and street 70 characters,
 * postal code 16, town 35). The order form allows longer entries; the bill shows them cut, the address
 * field above shows them whole.
 */
const QR_DEBTOR_LIMITS = { name: 70, address: 70, zip: 16, city: 35 } as const;
const clip = (value: string, max: number) => [...value].slice(0, max).join('').trimEnd();

function paymentSwitzerland(doc: Doc, invoice: InvoiceDocument, top: number): void {
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.text);
  doc.text(VAT_EXEMPTION_CH, PAGE.left, top, { width: CONTENT_WIDTH });
  doc.text(
    `${addressesFirm(invoice) ? 'Bitte bezahlen Sie' : 'Bitte bezahle'} den Gesamtbetrag bis zum ${formatDate(invoice.dueDate)} mit dem untenstehenden Zahlteil (QR-Rechnung).`,
    PAGE.left,
    doc.y + 2 * MM,
    { width: CONTENT_WIDTH },
  );
  if (invoice.grossCents <= 0) return;
  const { buyer, seller } = invoice;
  const bill = new SwissQRBill(
    {
      currency: 'CHF',
      ...(isQRIBAN(seller.swissIban) ? { reference: qrReference(invoice.number) } : {}),
      amount: invoice.grossCents / 100,
      message: `Rechnung ${invoice.number}`,
      creditor: {
        name: seller.name,
        address: seller.address.street,
        zip: seller.address.postalCode,
        city: seller.address.city,
        country: seller.address.country,
        account: seller.swissIban,
      },
      debtor: {
        name: clip(buyer.company ? `${buyer.company}, ${buyer.name}` : buyer.name, QR_DEBTOR_LIMITS.name),
        address: clip(buyer.address.street, QR_DEBTOR_LIMITS.address),
        zip: clip(buyer.address.postalCode, QR_DEBTOR_LIMITS.zip),
        city: clip(buyer.address.city, QR_DEBTOR_LIMITS.city),
        country: buyer.address.country,
      },
    },
    { language: 'DE', fontName: 'Helvetica', scissors: true },
  );
  bill.attachTo(doc);
}

/**
 * An invoice with every field the invoice law of the buyer's country asks for: de § 14 (4) UStG,
 * at § 11 UStG, ch Art. 26 MWSTG. de and at invoices carry a GiroCode, ch invoices a QR-bill.
 */
/** What a Stornorechnung says instead of a payment request: nothing is to be paid, a payment is returned. */
function refundNote(doc: Doc, invoice: InvoiceDocument, top: number): void {
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.text);
  if (invoice.country === 'ch') doc.text(VAT_EXEMPTION_CH, PAGE.left, top, { width: CONTENT_WIDTH });
  doc.text(
    `Ein bereits bezahlter Betrag wird ${addressesFirm(invoice) ? 'Ihnen' : 'dir'} innerhalb von 14 Tagen auf das Konto erstattet, von dem die Zahlung kam.`,
    PAGE.left,
    invoice.country === 'ch' ? doc.y + 2 * MM : top,
    { width: CONTENT_WIDTH, lineGap: 1.5 },
  );
}

/** The Swiss invoices' one-line legal footer (their own VAT number). */
function swissFooter(doc: Doc, { seller }: InvoiceDocument, top: number): void {
  doc
    .font(FONT.regular)
    .fontSize(6.5)
    .fillColor(COLOR.muted)
    .text(
      `${seller.name} · ${seller.address.street} · ${seller.address.postalCode} ${seller.address.city} · ` +
        `${seller.swissVatNumber} · ${seller.registerCourt} ${seller.registerNumber} · Geschäftsführung: ${seller.managingDirector}`,
      PAGE.left,
      top,
      { width: CONTENT_WIDTH, align: 'center' },
    );
}

function introduction(invoice: InvoiceDocument): string {
  const { cancels } = invoice;
  if (!cancels)
    return `Vielen Dank für ${addressesFirm(invoice) ? 'Ihre' : 'deine'} Bestellung. Für die angeforderte Weiterbildung berechnen wir:`;
  return (
    `Hiermit stornieren wir ${cancels.whole ? 'die' : 'folgende Positionen der'} Rechnung ${cancels.number} vom ` +
    `${formatDate(cancels.issueDate)}. Grund: ${cancels.reason}`
  );
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { seller, buyer } = invoice;
  const title = `${invoice.cancels ? 'Stornorechnung' : 'Rechnung'} ${invoice.number}`;
  const doc = createDocument(title, seller.name);
  letterhead(doc, seller);
  const recipient = [
    ...(buyer.company ? [buyer.company] : []),
    buyer.name,
    ...addressLines(buyer.address, seller.address.country),
  ];
  addressField(doc, seller, recipient);
  infoBlock(doc, invoice);

  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOR.text)
    .text(title, PAGE.left, 98 * MM);
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .text(introduction(invoice), PAGE.left, 108 * MM, { width: CONTENT_WIDTH });
  const afterTable = lineTable(doc, invoice, Math.max(117 * MM, doc.y + 3 * MM));
  const afterTotals = totals(doc, invoice, afterTable + 2 * MM);
  if (invoice.cancels) {
    refundNote(doc, invoice, afterTotals + 5 * MM);
    if (invoice.country === 'ch') swissFooter(doc, invoice, PAGE.height - 18 * MM);
    else legalFooter(doc, seller, { iban: seller.iban, bic: seller.bic });
  } else if (invoice.country === 'ch') {
    paymentSwitzerland(doc, invoice, afterTotals + 4 * MM);
    // The QR-bill takes the bottom 105 mm; the legal footer sits right above it.
    swissFooter(doc, invoice, PAGE.height - SwissQRBill.height - 9 * MM);
  } else {
    await paymentEurope(doc, invoice, afterTotals + 5 * MM);
    legalFooter(doc, seller, { iban: seller.iban, bic: seller.bic });
  }
  return toBuffer(doc);
}
