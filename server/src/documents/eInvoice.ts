import { XMLValidator } from 'fast-xml-parser';
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import type { Attachment, InvoiceDocument, PostalAddress } from './types';

/** Amounts in the e-invoice: decimal strings with two places. */
const amount = (cents: number) => (cents / 100).toFixed(2);
/** The calendar day in Berlin, 'YYYY-MM-DD': the date the PDF prints (00:30 on 1 January is the new year). */
const berlinIsoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const isoDay = (date: Date) => berlinIsoDay.format(date);

const postal = (address: PostalAddress) => ({
  'cbc:StreetName': address.street,
  'cbc:CityName': address.city,
  'cbc:PostalZone': address.postalCode,
  'cac:Country': { 'cbc:IdentificationCode': address.country },
});

/** VAT category: S (standard rate) in de and at; E (exempt, Art. 21 MWSTG) in ch. */
function taxCategory(invoice: InvoiceDocument) {
  return invoice.country === 'ch'
    ? {
        'cbc:ID': 'E' as const,
        'cbc:Percent': '0',
        'cbc:TaxExemptionReason':
          'Von der Steuer ausgenommene Bildungsleistung (Art. 21 Abs. 2 Ziff. 11 MWSTG)',
        'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
      }
    : {
        'cbc:ID': 'S' as const,
        'cbc:Percent': String(Math.round(invoice.vatRate * 100)),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
      };
}

/** A Stornorechnung's amounts and quantities as the credit note states them: positive. */
const positive = (invoice: InvoiceDocument): InvoiceDocument => ({
  ...invoice,
  lines: invoice.lines.map((line) => ({
    ...line,
    quantity: -line.quantity,
    lineTotalCents: -line.lineTotalCents,
  })),
  discount: invoice.discount && { ...invoice.discount, cents: -invoice.discount.cents },
  subtotalCents: -invoice.subtotalCents,
  netCents: -invoice.netCents,
  vatCents: -invoice.vatCents,
  grossCents: -invoice.grossCents,
});

/**
 * The invoice in e-invoice-eu's internal (UBL-shaped) format. A Stornorechnung is a credit note (type 381)
 * with positive amounts, referring to the invoice it cancels (BG-3).
 */
export function toEInvoiceData(invoice: InvoiceDocument): Invoice {
  const { cancels } = invoice;
  if (!cancels) return invoiceData(invoice);
  const data = invoiceData(positive(invoice));
  const { 'cbc:DueDate': _due, ...rest } = data['ubl:Invoice'];
  return {
    'ubl:Invoice': {
      ...rest,
      'cbc:InvoiceTypeCode': '381',
      'cac:BillingReference': [
        {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': cancels.number,
            'cbc:IssueDate': isoDay(cancels.issueDate),
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': `Storno zu Rechnung ${cancels.number}: ${cancels.reason}` },
    },
  } as Invoice;
}

function invoiceData(invoice: InvoiceDocument): Invoice {
  const { seller, buyer } = invoice;
  const currency = invoice.currency;
  const category = taxCategory(invoice);
  const { 'cbc:TaxExemptionReason': _reason, ...lineCategory } = {
    'cbc:TaxExemptionReason': undefined,
    ...category,
  };
  const discountCents = invoice.discount?.cents ?? 0;
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'cbc:ID': invoice.number,
      'cbc:IssueDate': isoDay(invoice.issueDate),
      'cbc:DueDate': isoDay(invoice.dueDate),
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': currency,
      'cbc:BuyerReference': buyer.vatId || buyer.email,
      'cac:InvoicePeriod': {
        'cbc:StartDate': isoDay(invoice.serviceDate),
        'cbc:EndDate': isoDay(invoice.serviceDate),
      },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': postal(seller.address),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': seller.registerNumber,
          },
          'cac:Contact': {
            'cbc:Name': seller.managingDirector,
            'cbc:Telephone': seller.phone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': postal(buyer.address),
          ...(buyer.vatId
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company || buyer.name },
          'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email },
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': invoice.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': invoice.country === 'ch' ? seller.swissIban : seller.iban,
            'cbc:Name': seller.name,
            ...(invoice.country === 'ch'
              ? {}
              : { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } }),
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': `Zahlbar bis ${isoDay(invoice.dueDate)} ohne Abzug.` },
      ...(discountCents > 0
        ? {
            'cac:AllowanceCharge': [
              {
                'cbc:ChargeIndicator': 'false',
                'cbc:AllowanceChargeReasonCode': '95',
                'cbc:AllowanceChargeReason': `Rabatt (Code ${invoice.discount!.code})`,
                'cbc:Amount': amount(discountCents),
                'cbc:Amount@currencyID': currency,
                'cac:TaxCategory': lineCategory,
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.vatCents),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(invoice.netCents),
              'cbc:TaxableAmount@currencyID': currency,
              'cbc:TaxAmount': amount(invoice.vatCents),
              'cbc:TaxAmount@currencyID': currency,
              'cac:TaxCategory': category,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.subtotalCents),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': amount(invoice.netCents),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': amount(invoice.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        ...(discountCents > 0
          ? {
              'cbc:AllowanceTotalAmount': amount(discountCents),
              'cbc:AllowanceTotalAmount@currencyID': currency,
            }
          : {}),
        'cbc:PayableAmount': amount(invoice.grossCents),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': invoice.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': line.unitCode,
        'cbc:LineExtensionAmount': amount(line.lineTotalCents),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:Item': {
          ...(line.detail ? { 'cbc:Description': line.detail } : {}),
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': lineCategory,
        },
        'cac:Price': {
          'cbc:PriceAmount': amount(line.unitPriceCents),
          'cbc:PriceAmount@currencyID': currency,
        },
      })) as Invoice['ubl:Invoice']['cac:InvoiceLine'],
    },
  } as Invoice;
}

const quietLogger = { log() {}, warn() {}, error() {} };

/**
 * The invoice as an XRechnung (EN 16931, CII syntax) for company customers: German businesses must be
 * able to receive e-invoices since 2025. The library validates the data against its schema first.
 */
/** XML 1.0's Char production: what a document may contain at all (U+FFFE, U+FFFF, C0 controls may not). */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Why a text is not a well-formed XML document, or null. The buyer's software rejects an e-invoice
 * that is not, so each one is parsed before it leaves: structure by fast-xml-parser's validator,
 * characters by XML's own rule (the validator does not check those).
 */
export function xmlProblem(xml: string): string | null {
  const character = NOT_XML_CHAR.exec(xml);
  if (character) {
    const code = character[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `character U+${code} at offset ${character.index}`;
  }
  const checked = XMLValidator.validate(xml);
  return checked === true ? null : `${checked.err.msg} (line ${checked.err.line})`;
}

const SUMMATION_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

/**
 * A credit note's reference to the invoice it cancels (BG-3: BT-25 number, BT-26 date). e-invoice-eu checks
 * the field in its input but leaves it out of the CII it writes, so it is put in its place here: right after
 * the header's monetary summation, as the CII schema orders it.
 */
function withPrecedingInvoice(xml: string, invoice: InvoiceDocument): string {
  const { cancels } = invoice;
  if (!cancels || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const at = xml.indexOf(SUMMATION_END);
  if (at < 0) throw new Error(`e-invoice ${invoice.number} has no monetary summation to refer after`);
  const escaped = cancels.number.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escaped}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${isoDay(cancels.issueDate).replaceAll('-', '')}` +
    `</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`;
  const end = at + SUMMATION_END.length;
  return xml.slice(0, end) + reference + xml.slice(end);
}

export async function renderEInvoice(invoice: InvoiceDocument): Promise<Attachment> {
  const xml = await new InvoiceService(quietLogger).generate(toEInvoiceData(invoice), {
    format: 'XRECHNUNG-CII',
    lang: 'de-de',
    noWarnings: true,
  });
  const content = Buffer.from(
    withPrecedingInvoice(typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8'), invoice),
  );
  const problem = xmlProblem(content.toString('utf8'));
  if (problem) throw new Error(`e-invoice ${invoice.number} is not well-formed XML: ${problem}`);
  return { filename: `${invoice.number}.xml`, contentType: 'application/xml', content };
}
