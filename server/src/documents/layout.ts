import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PostalAddress, Seller } from './types';

/**
 * The letterhead, fonts and measures every document shares (A4, DIN 5008 form B). Text is set in
 * embedded DejaVu Sans, so umlauts, ß and € print and `pdftotext` reads them back.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');

export const FONT = { regular: 'Text', bold: 'Text-Bold' } as const;
export const MM = 72 / 25.4;
export const PAGE = { width: 595.28, height: 841.89, left: 25 * MM, right: 595.28 - 20 * MM } as const;
export const CONTENT_WIDTH = PAGE.right - PAGE.left;
export const COLOR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#b8b8b8', accent: '#0b4f8a' } as const;

export type Doc = PDFKit.PDFDocument;

export function createDocument(title: string, author: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: title, Author: author, Creator: author },
    autoFirstPage: true,
    bufferPages: true,
  });
  doc.registerFont(FONT.regular, `${FONT_DIR}DejaVuSans.ttf`);
  doc.registerFont(FONT.bold, `${FONT_DIR}DejaVuSans-Bold.ttf`);
  doc.font(FONT.regular).fillColor(COLOR.text);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const COUNTRY_NAMES: Record<PostalAddress['country'], string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
};

/** Address lines as on an envelope; the country line only when it differs from the sender's. */
export function addressLines(address: PostalAddress, senderCountry?: PostalAddress['country']): string[] {
  const lines = [address.street, `${address.postalCode} ${address.city}`];
  if (senderCountry && senderCountry !== address.country) lines.push(COUNTRY_NAMES[address.country]);
  return lines;
}

export const formatDate = (date: Date): string =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);

/** Sender name and contacts top right, the firm's name as a wordmark top left. */
export function letterhead(doc: Doc, seller: Seller): void {
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOR.accent)
    .text(seller.name, PAGE.left, 18 * MM);
  const contact = [...addressLines(seller.address), `Tel. ${seller.phone}`, seller.email, seller.web];
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  doc.text(contact.join('\n'), PAGE.right - 60 * MM, 18 * MM, { width: 60 * MM, align: 'right' });
  doc.fillColor(COLOR.text);
}

/**
 * The address field of DIN 5008 form B (45 mm from the top, 85 mm wide) with the sender's return line
 * above it, so the document fits a window envelope.
 */
export function addressField(doc: Doc, seller: Seller, recipient: string[]): void {
  const top = 45 * MM;
  const returnLine = `${seller.name} · ${seller.address.street} · ${seller.address.postalCode} ${seller.address.city}`;
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor(COLOR.muted)
    .text(returnLine, PAGE.left, top, {
      width: 85 * MM,
      lineBreak: false,
      underline: true,
    });
  doc
    .fontSize(10)
    .fillColor(COLOR.text)
    .text(recipient.join('\n'), PAGE.left, top + 5 * MM, { width: 85 * MM });
}

/** The legal footer: register, managing director, tax numbers and bank, in three columns. */
export function legalFooter(doc: Doc, seller: Seller, bank: { iban: string; bic?: string }): void {
  const top = PAGE.height - 22 * MM;
  const width = CONTENT_WIDTH / 3;
  doc
    .moveTo(PAGE.left, top - 3 * MM)
    .lineTo(PAGE.right, top - 3 * MM)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
  const columns = [
    [seller.name, ...addressLines(seller.address)],
    [`Geschäftsführung: ${seller.managingDirector}`, seller.registerCourt, seller.registerNumber],
    [
      `USt-IdNr.: ${seller.vatId}`,
      `Steuernummer: ${seller.taxNumber}`,
      `IBAN ${formatIban(bank.iban)}`,
      bank.bic ? `BIC ${bank.bic} · ${seller.bankName}` : seller.bankName,
    ],
  ];
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOR.muted);
  columns.forEach((lines, index) => {
    doc.text(lines.join('\n'), PAGE.left + index * width, top, { width: width - 4, lineGap: 1 });
  });
  doc.fillColor(COLOR.text);
}

/** 'DE89 3704 0044 0532 0130 00': IBANs print in groups of four. */
export const formatIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** A QR code as a PNG the document can place; error correction M as the EPC guideline asks. */
export const qrPng = (payload: string): Promise<Buffer> =>
  QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 1, scale: 6 });

/** A thin horizontal rule across the content width. */
export function rule(doc: Doc, y: number, color: string = COLOR.rule): void {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor(color).stroke();
}
