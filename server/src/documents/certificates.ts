import { associationNames } from '../../../src/shared/messages/associations';
import {
  COLOR,
  CONTENT_WIDTH,
  FONT,
  MM,
  PAGE,
  addressLines,
  createDocument,
  formatDate,
  qrPng,
  rule,
  toBuffer,
  type Doc,
} from './layout';
import type { AttendanceCertificate, CompanyCertificate, CreditConfirmation, Seller } from './types';

/** A framed page with a centred title: what people file as proof of training. */
function certificateFrame(doc: Doc, title: string, subtitle: string): void {
  doc
    .rect(12 * MM, 12 * MM, PAGE.width - 24 * MM, PAGE.height - 24 * MM)
    .lineWidth(1.2)
    .strokeColor(COLOR.accent)
    .stroke();
  doc
    .rect(14 * MM, 14 * MM, PAGE.width - 28 * MM, PAGE.height - 28 * MM)
    .lineWidth(0.4)
    .strokeColor(COLOR.accent)
    .stroke();
  // One line whatever the title: a second line pushed the subtitle onto the facts below (credit confirmation).
  doc.font(FONT.bold).fontSize(24);
  doc
    .fontSize(Math.min(24, (24 * CONTENT_WIDTH) / doc.widthOfString(title)))
    .fillColor(COLOR.accent)
    .text(title, PAGE.left, 40 * MM, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.muted)
    .text(subtitle, PAGE.left, doc.y + 2 * MM, { width: CONTENT_WIDTH, align: 'center' });
  doc.fillColor(COLOR.text);
}

/** Label and value rows, returning the y below them. */
function facts(doc: Doc, rows: [string, string][], top: number): number {
  let y = top;
  for (const [label, value] of rows) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(label, PAGE.left, y, { width: 45 * MM });
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(value, PAGE.left + 47 * MM, y, { width: CONTENT_WIDTH - 47 * MM });
    y = Math.max(doc.y, y + 5 * MM) + 2 * MM;
  }
  return y;
}

function signature(doc: Doc, place: string, date: Date, signer: string, top: number): void {
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.text)
    .text(place ? `${place}, ${formatDate(date)}` : formatDate(date), PAGE.left, top);
  const lineY = top + 22 * MM;
  doc
    .moveTo(PAGE.right - 70 * MM, lineY)
    .lineTo(PAGE.right, lineY)
    .lineWidth(0.5)
    .strokeColor(COLOR.text)
    .stroke();
  doc
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(signer, PAGE.right - 70 * MM, lineY + 1.5 * MM, { width: 70 * MM, align: 'center' });
  doc.text(
    'Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    PAGE.left,
    PAGE.height - 28 * MM,
    {
      width: CONTENT_WIDTH,
      align: 'center',
    },
  );
  doc.fillColor(COLOR.text);
}

const providerLine = (provider: Seller) => [provider.name, ...addressLines(provider.address)].join(', ');

/** The provider's contact data, as § 7 Abs. 2 Nr. 3 VersVermV asks of a training record. */
const providerContact = (provider: Seller) => `E-Mail ${provider.email}\nTelefon ${provider.phone}`;

/** 'Zeitumfang: 2 Std. 30 Min. (150 Minuten)'. */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min. (${minutes} Minuten)`;
}

const LEGAL_BASIS = {
  de: 'Weiterbildung gemäß § 34d Abs. 9 GewO i. V. m. § 7 VersVermV (IDD)',
  at: 'Weiterbildung gemäß § 137b GewO 1994 (IDD)',
} as const;

/** Teilnahmebescheinigung with what an IDD certificate states (participant, provider and its contact, date, form, content, time). */
export async function renderAttendanceCertificatePdf(c: AttendanceCertificate): Promise<Buffer> {
  const doc = createDocument(`Teilnahmebescheinigung ${c.number}`, c.provider.name);
  certificateFrame(doc, 'Teilnahmebescheinigung', LEGAL_BASIS[c.country]);
  let y = facts(
    doc,
    [
      ['Teilnehmer/in', c.participant.name],
      ...(c.participant.address
        ? [['Anschrift', addressLines(c.participant.address).join(', ')] as [string, string]]
        : []),
      ...(c.participant.gutberatenId
        ? [['gut beraten ID', c.participant.gutberatenId] as [string, string]]
        : []),
      ['Bildungsanbieter', providerLine(c.provider)],
      ['Kontakt', providerContact(c.provider)],
      ['Datum', formatDate(c.trainingDate)],
      ['Lernform', c.learningForm],
      ['Bescheinigungs-Nr.', `${c.number} (zu Rechnung ${c.invoiceNumber})`],
    ],
    70 * MM,
  );
  y += 4 * MM;
  doc.font(FONT.bold).fontSize(11).text('Inhalte und Zeitumfang', PAGE.left, y);
  y = doc.y + 2 * MM;
  rule(doc, y, COLOR.text);
  y += 2 * MM;
  for (const unit of c.units) {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .text(unit.title, PAGE.left, y, { width: CONTENT_WIDTH - 50 * MM });
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(unit.content, PAGE.left, doc.y + 0.5 * MM, { width: CONTENT_WIDTH - 50 * MM });
    const bottom = doc.y;
    doc
      .fillColor(COLOR.text)
      .fontSize(9.5)
      .text(formatDuration(unit.minutes), PAGE.right - 48 * MM, y, { width: 48 * MM, align: 'right' });
    y = Math.max(bottom, doc.y) + 2 * MM;
    rule(doc, y);
    y += 2 * MM;
  }
  doc.font(FONT.bold).fontSize(10).text('Zeitumfang gesamt', PAGE.left, y);
  doc.text(formatDuration(c.totalMinutes), PAGE.right - 60 * MM, y, { width: 60 * MM, align: 'right' });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(
      'Eine Stunde entspricht 60 Minuten Lernzeit. Die Lernerfolgskontrolle erfolgte durch richtig beantwortete Prüfungsfragen.',
      PAGE.left,
      doc.y + 4 * MM,
      { width: CONTENT_WIDTH },
    );
  signature(
    doc,
    c.provider.address.city,
    c.issueDate,
    `${c.provider.name}, ${c.provider.managingDirector}`,
    doc.y + 10 * MM,
  );
  return toBuffer(doc);
}

/** Confirmation of credits for a Swiss professional body (with the Cicero number for Cicero). */
export async function renderCreditConfirmationPdf(c: CreditConfirmation): Promise<Buffer> {
  const doc = createDocument(`Credit-Bestätigung ${c.number}`, c.provider.name);
  const association = associationNames[c.association];
  certificateFrame(doc, 'Bestätigung Weiterbildungs-Credits', `zur Anrechnung bei ${association}`);
  const y = facts(
    doc,
    [
      ['Teilnehmer/in', c.participant.name],
      ...(c.participant.address
        ? [['Adresse', addressLines(c.participant.address).join(', ')] as [string, string]]
        : []),
      ...(c.ciceroNumber ? [['Cicero-Nr.', c.ciceroNumber] as [string, string]] : []),
      ['Organisation', association],
      ['Credits', String(c.credits)],
      ['Bildungsanbieter', providerLine(c.provider)],
      ['Lernform', 'Selbstgesteuertes E-Learning mit Lernerfolgskontrolle'],
      ['Bestätigungs-Nr.', `${c.number} (zu Rechnung ${c.invoiceNumber})`],
    ],
    70 * MM,
  );
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .text(
      `Wir bestätigen, dass die oben genannte Person ${c.credits} Weiterbildungs-Credits für ${association} erworben hat. ` +
        'Die Credits wurden durch richtig beantwortete Fragen zu Versicherungs- und Vorsorgethemen erarbeitet.',
      PAGE.left,
      y + 4 * MM,
      { width: CONTENT_WIDTH },
    );
  signature(doc, c.provider.address.city, c.issueDate, c.provider.name, doc.y + 12 * MM);
  return toBuffer(doc);
}

/** Certificate of a passed company course, with a verification code and its QR code. */
export async function renderCompanyCertificatePdf(c: CompanyCertificate): Promise<Buffer> {
  const doc = createDocument(`Zertifikat ${c.verificationCode}`, c.issuer.name);
  certificateFrame(doc, 'Zertifikat', `${c.company.name} · ${c.courseName}`);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text('Hiermit wird bestätigt, dass', PAGE.left, 72 * MM, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .font(FONT.bold)
    .fontSize(20)
    .text(c.participant.name, PAGE.left, doc.y + 4 * MM, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(`das Quiz „${c.courseName}“ von ${c.company.name} bestanden hat.`, PAGE.left, doc.y + 4 * MM, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  const y = facts(
    doc,
    [
      [
        'Ergebnis',
        `${c.correctCount} von ${c.questionCount} Fragen richtig (Bestehensgrenze: ${c.passMark})`,
      ],
      ['Unternehmen', c.company.name],
      ['Ausgestellt durch', `${c.issuer.name} im Auftrag von ${c.company.name}`],
      ['Prüfcode', c.verificationCode],
    ],
    120 * MM,
  );
  const qrSize = 32 * MM;
  doc.image(await qrPng(c.verificationUrl), PAGE.left + (CONTENT_WIDTH - qrSize) / 2, y + 6 * MM, {
    width: qrSize,
  });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(`Echtheit prüfen: ${c.verificationUrl}`, PAGE.left, y + 8 * MM + qrSize, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  signature(doc, c.issuer.city, c.issueDate, c.issuer.name, y + 20 * MM + qrSize);
  return toBuffer(doc);
}
