/** The German strings of orders on the server side: replies, field errors, mails and documents. */
export const ordersMessages = {
  orderPlaced: 'Deine Bestellung ist eingegangen. Die Rechnung erhältst du per E-Mail.',
  notEnoughCoins: 'Für diese Menge reichen deine Coins nicht aus.',
  courseUnavailable: 'Dieser Kurs kann nicht bestellt werden.',
  courseIncomplete:
    'Dieser Kurs ist noch nicht abgeschlossen; bestellt werden kann nur die gebuchte Stundenzahl.',
  duplicatePurchase: 'Jeder Kurs kann in einer Bestellung nur einmal vorkommen.',
  notInCountry: 'Diese Bestellung ist in deinem Land nicht möglich.',
  gutberatenOnlyDe: 'Die Meldung an gut beraten gibt es nur in Deutschland.',
  /** A firm is addressed with 'Sie', a person with 'du'. */
  invoiceSubject: (number: string, firm = false) => `${firm ? 'Ihre' : 'Deine'} Rechnung ${number}`,
  trainingBookingSubject: (number: string) => `Meldung an die Weiterbildungsdatenbank (${number})`,
} as const;
