import {
  COLOR,
  CONTENT_WIDTH,
  FONT,
  MM,
  PAGE,
  addressLines,
  createDocument,
  formatDate,
  legalFooter,
  letterhead,
  rule,
  toBuffer,
  type Doc,
} from './layout';
import type { YearlyProof } from './types';

const LEGAL_BASIS = {
  de: 'Nachweis der Weiterbildung nach § 34d Abs. 9 GewO i. V. m. § 7 Abs. 2 VersVermV',
  at: 'Nachweis der Weiterbildung nach § 137b GewO 1994',
} as const;

/** '2 Std. 30 Min.': the scope of a measure in hours and minutes. */
export const hoursAndMinutes = (minutes: number): string =>
  `${Math.floor(minutes / 60)} Std. ${String(minutes % 60).padStart(2, '0')} Min.`;

const COLUMNS = { date: 24 * MM, scope: 30 * MM } as const;
const TEXT_WIDTH = CONTENT_WIDTH - COLUMNS.date - COLUMNS.scope - 4 * MM;
const BOTTOM = PAGE.height - 32 * MM;

function tableHead(doc: Doc, y: number): number {
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.muted);
  doc.text('Datum', PAGE.left, y, { width: COLUMNS.date });
  doc.text('Bezeichnung und Inhalt der Maßnahme', PAGE.left + COLUMNS.date, y, { width: TEXT_WIDTH });
  doc.text('Umfang', PAGE.right - COLUMNS.scope, y, { width: COLUMNS.scope, align: 'right' });
  const below = doc.y + 1.5 * MM;
  rule(doc, below, COLOR.text);
  doc.fillColor(COLOR.text);
  return below + 2 * MM;
}

/** The height a measure's row takes: title and content wrap in the middle column. */
function rowHeight(doc: Doc, title: string, content: string): number {
  doc.font(FONT.bold).fontSize(9.5);
  const titleHeight = doc.heightOfString(title, { width: TEXT_WIDTH });
  doc.font(FONT.regular).fontSize(8.5);
  return titleHeight + 0.5 * MM + doc.heightOfString(content, { width: TEXT_WIDTH }) + 4 * MM;
}

/**
 * The Jahresnachweis on the letterhead: the learner, the provider with address and contact, one row per
 * measure (date, title and content, scope in hours and minutes, the invoice it belongs to) and the total;
 * page numbers and the legal footer on every page.
 */
export async function renderYearlyProofPdf(p: YearlyProof): Promise<Buffer> {
  const doc = createDocument(`Jahresnachweis ${p.year} ${p.number}`, p.provider.name);
  letterhead(doc, p.provider);
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(COLOR.accent)
    .text(`Jahresnachweis Weiterbildung ${p.year}`, PAGE.left, 52 * MM, { width: CONTENT_WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOR.muted)
    .text(LEGAL_BASIS[p.country], PAGE.left, doc.y + 1 * MM, { width: CONTENT_WIDTH });
  doc.fillColor(COLOR.text);

  const provider = p.provider;
  const facts: [string, string][] = [
    ['Teilnehmer/in', p.participant.name],
    ['Zeitraum', `01.01.${p.year} – 31.12.${p.year}${p.closed ? '' : ` (Stand ${formatDate(p.issueDate)})`}`],
    ['Weiterbildungsanbieter', [provider.name, ...addressLines(provider.address)].join(', ')],
    ['Kontakt', `E-Mail ${provider.email}\nTelefon ${provider.phone}\n${provider.web}`],
    ['Lernform', p.learningForm],
    ['Nachweis-Nr.', p.number],
  ];
  let y = doc.y + 6 * MM;
  for (const [label, value] of facts) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(label, PAGE.left, y, { width: 42 * MM });
    doc
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(value, PAGE.left + 44 * MM, y, { width: CONTENT_WIDTH - 44 * MM });
    y = Math.max(doc.y, y + 4.5 * MM) + 1.5 * MM;
  }

  y += 4 * MM;
  doc.font(FONT.bold).fontSize(11).text('Weiterbildungsmaßnahmen', PAGE.left, y);
  y = tableHead(doc, doc.y + 2 * MM);
  if (!p.measures.length) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOR.muted)
      .text(`Im Jahr ${p.year} wurden bisher keine Weiterbildungsstunden angefordert.`, PAGE.left, y);
    doc.fillColor(COLOR.text);
    y = doc.y + 3 * MM;
  }
  for (const measure of p.measures) {
    const content = `${measure.content} · Rechnung ${measure.invoiceNumber}`;
    if (y + rowHeight(doc, measure.title, content) > BOTTOM) {
      doc.addPage();
      y = tableHead(doc, 20 * MM);
    }
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .text(formatDate(measure.date), PAGE.left, y, { width: COLUMNS.date });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .text(measure.title, PAGE.left + COLUMNS.date, y, { width: TEXT_WIDTH });
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(content, PAGE.left + COLUMNS.date, doc.y + 0.5 * MM, { width: TEXT_WIDTH });
    const bottom = doc.y;
    doc
      .fillColor(COLOR.text)
      .fontSize(9.5)
      .text(hoursAndMinutes(measure.minutes), PAGE.right - COLUMNS.scope, y, {
        width: COLUMNS.scope,
        align: 'right',
      });
    y = Math.max(bottom, doc.y) + 2 * MM;
    rule(doc, y);
    y += 2 * MM;
  }
  if (y + 30 * MM > BOTTOM) {
    doc.addPage();
    y = 20 * MM;
  }
  doc.font(FONT.bold).fontSize(10.5).text('Zeitumfang gesamt', PAGE.left, y);
  doc.text(`${hoursAndMinutes(p.totalMinutes)} (${p.totalMinutes} Minuten)`, PAGE.right - 70 * MM, y, {
    width: 70 * MM,
    align: 'right',
  });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(
      'Eine Stunde entspricht 60 Minuten Lernzeit. Die Lernerfolgskontrolle erfolgte durch richtig beantwortete ' +
        'Prüfungsfragen. Nachweise sind fünf Jahre ab dem Ende des Kalenderjahres der Maßnahme aufzubewahren ' +
        '(§ 7 Abs. 2 VersVermV). Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig.',
      PAGE.left,
      doc.y + 5 * MM,
      { width: CONTENT_WIDTH },
    );
  doc.text(`${provider.address.city}, ${formatDate(p.issueDate)}`, PAGE.left, doc.y + 4 * MM);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    legalFooter(doc, provider, { iban: provider.iban, bic: provider.bic });
    doc
      .font(FONT.regular)
      .fontSize(7)
      .fillColor(COLOR.muted)
      .text(`Seite ${index - range.start + 1} von ${range.count}`, PAGE.left, PAGE.height - 10 * MM, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
  return toBuffer(doc);
}
