import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdfText';
import {
  DEMO_SELLER,
  epcQrPayload,
  formatDuration,
  qrReference,
  renderAttendanceCertificatePdf,
  renderCompanyCertificatePdf,
  renderCreditConfirmationPdf,
  renderEInvoice,
  xmlProblem,
  renderInvoicePdf,
} from './index';
import { sampleInvoice } from './samples';
import type { InvoiceDocument } from './types';

const day = new Date('2026-11-24T10:00:00Z');
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('carries every field § 14 (4) UStG asks for, with the discount and 19 % VAT (de)', async () => {
    const { text, pages } = await pdfText(
      await renderInvoicePdf(sampleInvoice('de', { company: true, discount: true })),
    );
    const flat = squash(text);
    expect(pages).toBe(1);
    for (const expected of [
      'Rechnung RE-2026-00042',
      'Weiterbildungsquiz GmbH',
      'Musterstraße 1',
      'Müller & Söhne Versicherungsmakler GmbH',
      'Jürgen Müller',
      'Königsallee 12',
      '50667 Köln',
      'Rechnungsdatum 24.11.2026',
      'Leistungsdatum 24.11.2026',
      'Unsere USt-IdNr. DE123456789',
      'Steuernummer 30/123/45678',
      'Ihre USt-IdNr. DE987654321',
      'IDD-Weiterbildung Modul 1: Rechtliche Themen 2 Std. 20,00 € 40,00 €',
      'Zwischensumme 60,00 €',
      'Rabatt (Code WILLKOMMEN10) −6,00 €',
      'Nettobetrag 54,00 €',
      'zzgl. 19 % USt. 10,26 €',
      'Gesamtbetrag 64,26 €',
      'Bezahlen mit Code (GiroCode)',
      'HRB 123456 B',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("says 'Sie' to a firm and 'du' to a person", async () => {
    for (const country of ['de', 'ch'] as const) {
      const firm = squash(
        (await pdfText(await renderInvoicePdf(sampleInvoice(country, { company: true })))).text,
      );
      const person = squash((await pdfText(await renderInvoicePdf(sampleInvoice(country)))).text);
      expect(firm).toContain('Vielen Dank für Ihre Bestellung.');
      expect(person).toContain('Vielen Dank für deine Bestellung.');
      expect(firm).toContain(
        country === 'ch' ? 'Bitte bezahlen Sie den Gesamtbetrag' : 'Bitte überweisen Sie den Gesamtbetrag',
      );
      expect(person).toContain(
        country === 'ch' ? 'Bitte bezahle den Gesamtbetrag' : 'Bitte überweise den Gesamtbetrag',
      );
    }
  });

  it('adds 20 % USt. in at and names the country of a foreign address', async () => {
    const flat = squash((await pdfText(await renderInvoicePdf(sampleInvoice('at')))).text);
    expect(flat).toContain('zzgl. 20 % USt. 12,00 €');
    expect(flat).toContain('Gesamtbetrag 72,00 €');
    expect(flat).toMatch(/1060 Wien Leistungsdatum 24.11.2026 Österreich/);
  });

  it('states the Swiss exemption and carries a QR-bill (ch)', async () => {
    const flat = squash(
      (await pdfText(await renderInvoicePdf(sampleInvoice('ch', { discount: true })))).text,
    );
    expect(flat).toContain('Art. 21 Abs. 2 Ziff. 11 MWSTG');
    expect(flat).toContain('Unsere MWST-Nr. CHE-123.456.789 MWST');
    expect(flat).toContain('Gesamtbetrag CHF 54,00');
    expect(flat).not.toContain('USt.');
    expect(flat).toMatch(/Empfangsschein/);
    expect(flat).toMatch(/Zahlteil/);
    expect(flat).toContain('Rechnung RE-2026-00042');
  });

  it('keeps each Swiss tax number on its line in the info block', async () => {
    // Once: 'CHE-123.456.789' and 'MWST' on two lines, where a buyer's UID ran into the next row.
    const invoice = sampleInvoice('ch', { company: true });
    invoice.buyer.vatId = 'CHE-987.654.321 MWST';
    const lines = (await pdfText(await renderInvoicePdf(invoice))).text.split('\n');
    for (const [label, value] of [
      ['Ihre UID', 'CHE-987.654.321 MWST'],
      ['Unsere MWST-Nr.', 'CHE-123.456.789 MWST'],
    ] as const) {
      expect(lines.find((line) => line.includes(label))).toMatch(new RegExp(`${label}\\s+${value}`));
    }
  });

  it('renders a Swiss invoice whose buyer outgrows the QR-bill fields (70/70/16/35 characters)', async () => {
    // Once: company and name together over 70 characters, and the invoice mail never went out.
    const invoice = sampleInvoice('ch', { company: true });
    invoice.buyer.name = 'Jürgen-Maximilian Müller-Lüdenscheidt';
    invoice.buyer.company = 'Versicherungsmaklergesellschaft Nordrhein-Westfalen mbH & Co. KG';
    invoice.buyer.address = {
      street: 'Untere Hauptstrasse der Gemeinde Oberrieden am Zürichsee, Hinterhaus 12a',
      postalCode: '8942',
      city: 'Oberrieden bei Horgen am Zürichsee (Kanton Zürich)',
      country: 'CH',
    };
    const flat = squash((await pdfText(await renderInvoicePdf(invoice))).text);
    expect(flat).toMatch(/Zahlteil/);
    // The bill's debtor, cut at 70 characters; the address field above keeps the whole name.
    expect(flat).toContain('Nordrhein-Westfalen mbH & Co. KG, Jürg ');
    expect(flat).toContain('Jürgen-Maximilian Müller-Lüdenscheidt');
  });
});

describe('payment codes', () => {
  it('writes the EPC069-12 payload line by line', () => {
    expect(
      epcQrPayload({
        name: 'Weiterbildungsquiz GmbH',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        amountCents: 6426,
        reference: 'RE-2026-00042',
      }),
    ).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nWeiterbildungsquiz GmbH\nDE89370400440532013000\nEUR64.26\n\n\nRE-2026-00042',
    );
    expect(() =>
      epcQrPayload({ name: 'x', iban: 'DE89370400440532013000', amountCents: 0, reference: 'r' }),
    ).toThrow(RangeError);
  });

  it('derives a valid 27-digit QR reference from the invoice number', () => {
    const reference = qrReference('RE-2026-00042');
    expect(reference).toMatch(/^0{17}20260004\d{2}$/);
    expect(reference).toHaveLength(27);
  });
});

describe('e-invoice', () => {
  it('is an XRechnung in CII syntax with totals, VAT and the buyer', async () => {
    const attachment = await renderEInvoice(sampleInvoice('de', { company: true, discount: true }));
    const xml = attachment.content.toString('utf8');
    expect(attachment).toMatchObject({ filename: 'RE-2026-00042.xml', contentType: 'application/xml' });
    expect(xml).toContain('rsm:CrossIndustryInvoice');
    expect(xml).toContain('RE-2026-00042');
    expect(xml).toMatch(/<ram:GrandTotalAmount>64\.26<\/ram:GrandTotalAmount>/);
    expect(xml).toMatch(/<ram:TaxTotalAmount currencyID="EUR">10\.26<\/ram:TaxTotalAmount>/);
    expect(xml).toContain('DE987654321');
  });

  it('dates an invoice by its day in Berlin, as its PDF does (00:30 on 1 January is the new year)', async () => {
    const at = new Date('2026-12-31T23:30:00Z');
    const invoice = {
      ...sampleInvoice('de', { company: true }),
      issueDate: at,
      serviceDate: at,
      dueDate: new Date('2027-01-14T23:30:00Z'),
    };
    const xml = (await renderEInvoice(invoice)).content.toString('utf8');
    const days = [...xml.matchAll(/format="102">(\d{8})</g)].map((match) => match[1]);
    expect(days).toContain('20270101');
    expect(days).toContain('20270115');
    expect(days).not.toContain('20261231');
    expect((await pdfText(await renderInvoicePdf(invoice))).text).toContain('01.01.2027');
  });

  it('is parsed before it leaves: a character XML may not carry fails the e-invoice, not the buyer', async () => {
    const invoice = sampleInvoice('de', { company: true });
    const bad = { ...invoice, buyer: { ...invoice.buyer, company: 'X\uFFFEY GmbH' } };
    await expect(renderEInvoice(bad)).rejects.toThrow(/not well-formed XML: character U\+FFFE/);
    expect(xmlProblem('<a>ok &amp; gut</a>')).toBeNull();
    expect(xmlProblem('<a>\u0001</a>')).toMatch(/U\+0001/);
    expect(xmlProblem('<a><b></a>')).toMatch(/line 1/);
  });

  it('marks Swiss training exempt (category E)', async () => {
    const xml = (await renderEInvoice(sampleInvoice('ch', { company: true }))).content.toString('utf8');
    expect(xml).toMatch(/<ram:CategoryCode>E<\/ram:CategoryCode>/);
  });
});

describe('training proof and certificates', () => {
  it('states participant, provider, form, content and time on the attendance certificate', async () => {
    expect(formatDuration(150)).toBe('2 Std. 30 Min. (150 Minuten)');
    const pdf = await renderAttendanceCertificatePdf({
      number: 'TB-2026-00042',
      invoiceNumber: 'RE-2026-00042',
      country: 'de',
      participant: { name: 'Jürgen Müller' },
      provider: DEMO_SELLER,
      issueDate: day,
      trainingDate: day,
      learningForm: 'selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
      units: [
        {
          title: 'Modul 1: Rechtliche Themen',
          content: 'Rechtliche Grundlagen (Anlage 1 VersVermV)',
          minutes: 120,
        },
      ],
      totalMinutes: 120,
    });
    const flat = squash((await pdfText(pdf)).text);
    for (const expected of [
      'Teilnahmebescheinigung',
      '§ 34d Abs. 9 GewO',
      'Jürgen Müller',
      'selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
      'Modul 1: Rechtliche Themen',
      '2 Std. 0 Min. (120 Minuten)',
      '24.11.2026',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('confirms Swiss credits with the Cicero number', async () => {
    const pdf = await renderCreditConfirmationPdf({
      number: 'CB-2026-00001',
      invoiceNumber: 'RE-2026-00001',
      participant: { name: 'Jürg Meier' },
      provider: DEMO_SELLER,
      association: 'cicero',
      ciceroNumber: '123456',
      credits: 2,
      issueDate: day,
    });
    const { text } = await pdfText(pdf);
    const flat = squash(text);
    expect(flat).toContain('Cicero-Nr. 123456');
    expect(flat).toContain('2 Weiterbildungs-Credits für Cicero');
    // The title on one line: on two, its subtitle ran into the facts below.
    expect(text.split('\n').some((line) => line.includes('Bestätigung Weiterbildungs-Credits'))).toBe(true);
  });

  it('prints the result and the verification address on a company certificate', async () => {
    const pdf = await renderCompanyCertificatePdf({
      verificationCode: 'K7PQ-9XZ2-M4TA',
      verificationUrl: 'http://localhost:8080/verify/K7PQ-9XZ2-M4TA',
      participant: { name: 'Jürgen Müller' },
      company: { name: 'Muster Versicherung AG' },
      courseName: 'Datenschutz im Vertrieb',
      issueDate: day,
      correctCount: 5,
      questionCount: 5,
      passMark: 4,
      issuer: { name: 'Weiterbildungsquiz', web: 'http://localhost:8080', city: 'Berlin' },
    });
    const flat = squash((await pdfText(pdf)).text);
    expect(flat).toContain('5 von 5 Fragen richtig (Bestehensgrenze: 4)');
    // The date once, with the seller's place.
    expect(flat.match(/24\.11\.2026/g)).toHaveLength(1);
    expect(flat).toContain('Berlin, 24.11.2026');
    expect(flat).toContain('Echtheit prüfen: http://localhost:8080/verify/K7PQ-9XZ2-M4TA');
  });
});

describe('the document thread', () => {
  it('renders on a thread of its own: concurrent documents each get their own result, as Buffers', async () => {
    const countries = ['de', 'at', 'ch', 'de', 'at', 'ch'] as const;
    const pdfs = await Promise.all(
      countries.map((country, i) =>
        renderInvoicePdf({
          ...sampleInvoice(country),
          number: `RE-2026-${String(100 + i).padStart(5, '0')}`,
        }),
      ),
    );
    for (const [i, pdf] of pdfs.entries()) {
      expect(Buffer.isBuffer(pdf)).toBe(true);
      const flat = squash((await pdfText(pdf)).text);
      expect(flat).toContain(`RE-2026-${String(100 + i).padStart(5, '0')}`);
      expect(flat).toContain(countries[i] === 'ch' ? 'CHF' : '€');
    }
    const xml = await renderEInvoice(sampleInvoice('de', { company: true }));
    expect(Buffer.isBuffer(xml.content)).toBe(true);
  });

  it('rejects a document that cannot be rendered, and renders the next one', async () => {
    await expect(renderInvoicePdf({} as InvoiceDocument)).rejects.toThrow(/document rendering failed/);
    expect((await renderInvoicePdf(sampleInvoice('de'))).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
