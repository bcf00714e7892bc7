import type { Association, Country, ModuleId } from '../../../src/shared/api/constants';

/**
 * What the document module (server/src/documents) renders. Amounts are integer cents (Rappen), dates
 * are Date objects rendered in German (dd.mm.yyyy). Orders build these; nothing here reads the database.
 */

/** ISO 3166-1 alpha-2 country of an address as it appears on an invoice. */
export type AddressCountry = 'DE' | 'AT' | 'CH';

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: AddressCountry;
}

/** The firm that sells the training (configuration: SELLER_*). */
export interface Seller {
  name: string;
  address: PostalAddress;
  email: string;
  phone: string;
  web: string;
  /** German Steuernummer (§ 14 (4) Nr. 2 UStG: tax number or VAT id). */
  taxNumber: string;
  /** USt-IdNr. (DE…), also used for Austrian invoices (One-Stop-Shop). */
  vatId: string;
  /** Swiss UID with MWST suffix, e.g. 'CHE-123.456.789 MWST' (Art. 26 MWSTG). */
  swissVatNumber: string;
  /** Register court and number, managing director: the letterhead's legal footer. */
  registerCourt: string;
  registerNumber: string;
  managingDirector: string;
  /** SEPA account for de and at invoices (EPC QR code). */
  iban: string;
  bic: string;
  bankName: string;
  /** Swiss QR-IBAN or IBAN (CH/LI) for ch invoices (QR-bill). */
  swissIban: string;
}

export interface Buyer {
  /** Person's full name. */
  name: string;
  company?: string | undefined;
  /** Customer's VAT id or UID when given. */
  vatId?: string | undefined;
  address: PostalAddress;
  email: string;
}

export interface InvoiceLine {
  /** 'Weiterbildung Modul 1: Rechtliche Themen (IDD)', 'Cicero-Credits', … */
  description: string;
  /** Second line, e.g. the course's category or 'Cicero-Nr. 12345'. */
  detail?: string | undefined;
  quantity: number;
  /** 'Std.' (hours) or 'Credits'. */
  unitLabel: string;
  /** UN/ECE Rec 20 unit for the e-invoice: 'HUR' (hour) or 'C62' (one). */
  unitCode: 'HUR' | 'C62';
  unitPriceCents: number;
  /** quantity × unit price. */
  lineTotalCents: number;
}

export interface InvoiceDocument {
  /** Unique, gap-free per year, e.g. 'RE-2026-00001'. */
  number: string;
  issueDate: Date;
  /** Date the training was completed (Leistungsdatum). */
  serviceDate: Date;
  /** The buyer's country decides the tax law and the payment part. */
  country: Country;
  currency: 'EUR' | 'CHF';
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  /** Promo code and what it took off the subtotal. */
  discount?: { code: string; cents: number } | undefined;
  subtotalCents: number;
  /** Taxable amount after the discount. */
  netCents: number;
  /** 0.19, 0.2 or 0. */
  vatRate: number;
  vatCents: number;
  grossCents: number;
  /** Payment within 14 days of issue. */
  dueDate: Date;
  /**
   * A Stornorechnung: the invoice it cancels, wholly or in part, and why. Its lines (negative quantities)
   * and amounts are negative; it asks for no payment.
   */
  cancels?: { number: string; issueDate: Date; reason: string; whole: boolean } | undefined;
}

/** de: VersVermV Anlage 1; at: the Lehrplan's modules. One line per module or booked course. */
export interface TrainingUnit {
  title: string;
  /** Content area the training counts towards. */
  content: string;
  minutes: number;
}

/** Teilnahmebescheinigung (de, at without a gutberaten number). */
export interface AttendanceCertificate {
  /** 'TB-2026-00001' (the invoice number's sequence). */
  number: string;
  invoiceNumber: string;
  country: 'de' | 'at';
  participant: { name: string; address?: PostalAddress | undefined; gutberatenId?: string | undefined };
  provider: Seller;
  issueDate: Date;
  /** The day the hours were requested (completion of the learning success check). */
  trainingDate: Date;
  learningForm: string;
  units: TrainingUnit[];
  totalMinutes: number;
}

/** Credit confirmation for a Swiss association (ch). */
export interface CreditConfirmation {
  number: string;
  invoiceNumber: string;
  participant: { name: string; address?: PostalAddress | undefined };
  provider: Seller;
  association: Association;
  /** Cicero only. */
  ciceroNumber?: string | undefined;
  credits: number;
  issueDate: Date;
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Content areas and learning form shared by certificates and training-database bookings. */
export type TrainingContent = (country: 'de' | 'at', module: ModuleId) => string;

/** Certificate of a passed company course (company platform), verifiable at /verify/{code}. */
export interface CompanyCertificate {
  /** Public verification code printed on the certificate and encoded, as a URL, in its QR code. */
  verificationCode: string;
  /** `${PUBLIC_URL}/verify/${code}`. */
  verificationUrl: string;
  participant: { name: string };
  company: { name: string; logo?: string | null | undefined };
  courseName: string;
  issueDate: Date;
  correctCount: number;
  questionCount: number;
  /** Correct answers needed to pass. */
  passMark: number;
  /** The platform operator issuing it on the company's behalf; the date is printed once, at its city. */
  issuer: { name: string; web: string; city: string };
}

/** One measure of a Jahresnachweis: an order item's hours, on the day they were requested. */
export interface YearlyProofMeasure {
  date: Date;
  title: string;
  content: string;
  minutes: number;
  /** The invoice the hours were requested with. */
  invoiceNumber: string;
}

/**
 * Jahresnachweis: every measure of one calendar year with what § 7 Abs. 2 VersVermV asks a record to hold
 * (name; date, scope, content and title; the provider's name, address and contact), and their total.
 */
export interface YearlyProof {
  /** 'JN-2025-000042': the year and the learner. */
  number: string;
  year: number;
  country: 'de' | 'at';
  participant: { name: string };
  provider: Seller;
  issueDate: Date;
  /** false while the year runs: the proof then states what stands on its issue date. */
  closed: boolean;
  learningForm: string;
  measures: YearlyProofMeasure[];
  totalMinutes: number;
}
