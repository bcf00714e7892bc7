/**
 * The payload of an EPC QR code ('GiroCode', EPC069-12 version 002): a SEPA credit transfer that a
 * banking app fills in when it scans the code. UTF-8, BIC optional, unstructured remittance text.
 */
export interface EpcTransfer {
  name: string;
  iban: string;
  bic?: string | undefined;
  amountCents: number;
  /** Remittance information, e.g. the invoice number (at most 140 characters). */
  reference: string;
}

export function epcQrPayload({ name, iban, bic, amountCents, reference }: EpcTransfer): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) {
    throw new RangeError(
      `an EPC transfer needs an amount from 0.01 to 999999999.99 EUR, got ${amountCents} cents`,
    );
  }
  const amount = `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    bic ?? '',
    name.slice(0, 70),
    iban.replace(/\s+/g, '').toUpperCase(),
    amount,
    '',
    '',
    reference.slice(0, 140),
  ].join('\n');
}
