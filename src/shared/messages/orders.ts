/** The German strings of orders on the server side: replies, field errors, mails and documents. */
export const ordersMessages = {
  orderNotFound: 'Diese Bestellung gibt es nicht.',
  /** The archive of documents as issued. */
  documentNotFound: 'Dieses Dokument gibt es nicht.',
  documentDamaged:
    'Dieses Dokument entspricht nicht mehr dem ausgestellten und wird nicht herausgegeben. Bitte wende dich an den Support.',
  orderPlaced: 'Deine Bestellung ist eingegangen. Die Rechnung erhältst du per E-Mail.',
  notEnoughCoins: 'Für diese Menge reichen deine Coins nicht aus.',
  courseUnavailable: 'Dieser Kurs kann nicht bestellt werden.',
  courseIncomplete:
    'Dieser Kurs ist noch nicht abgeschlossen; bestellt werden kann nur die gebuchte Stundenzahl.',
  duplicatePurchase: 'Jeder Kurs kann in einer Bestellung nur einmal vorkommen.',
  notInCountry: 'Diese Bestellung ist in deinem Land nicht möglich.',
  gutberatenOnlyDe: 'Die Meldung an gut beraten gibt es nur in Deutschland.',
  /** A firm (a buyer with a company) is addressed with 'Sie', a person with 'du': the subject and the mail. */
  invoiceSubject: (number: string, firm = false) => `${firm ? 'Ihre' : 'Deine'} Rechnung ${number}`,
  invoiceMailLines: (o: {
    firm: boolean;
    name: string;
    number: string;
    total: string;
    gutberatenId: string | null;
    credits: boolean;
    seller: string;
  }): string[] =>
    [
      o.firm ? `Guten Tag ${o.name},` : `Hallo ${o.name},`,
      '',
      o.firm
        ? `vielen Dank für Ihre Bestellung. Im Anhang finden Sie die Rechnung ${o.number} über ${o.total}.`
        : `vielen Dank für deine Bestellung. Im Anhang findest du die Rechnung ${o.number} über ${o.total}.`,
      o.gutberatenId
        ? o.firm
          ? `Die Weiterbildungszeit melden wir an gut beraten (ID ${o.gutberatenId}); den Stand sehen Sie in der App.`
          : `Deine Weiterbildungszeit melden wir an gut beraten (ID ${o.gutberatenId}); den Stand siehst du in der App.`
        : o.credits
          ? `Die Bestätigung ${o.firm ? 'der' : 'deiner'} Credits liegt ebenfalls bei.`
          : `${o.firm ? 'Die' : 'Deine'} Teilnahmebescheinigung liegt ebenfalls bei.`,
      o.firm ? 'Die Rechnung liegt zusätzlich als E-Rechnung (XRechnung) bei.' : '',
      '',
      `${o.firm ? 'Ihr' : 'Dein'} ${o.seller}`,
    ].filter((line, index, all) => line !== '' || all[index - 1] !== ''),
  trainingBookingSubject: (number: string) => `Meldung an die Weiterbildungsdatenbank (${number})`,
  trainingCancellationSubject: (number: string) => `Stornierung an die Weiterbildungsdatenbank (${number})`,
  cancellationSubject: (number: string, firm = false) =>
    `${firm ? 'Ihre' : 'Deine'} Stornorechnung ${number}`,
  cancellationMailLines: (o: {
    firm: boolean;
    name: string;
    number: string;
    original: string;
    originalDate: string;
    total: string;
    whole: boolean;
    booking: boolean;
    seller: string;
  }): string[] =>
    [
      o.firm ? `Guten Tag ${o.name},` : `Hallo ${o.name},`,
      '',
      `${o.whole ? 'die' : 'einen Teil der'} Rechnung ${o.original} vom ${o.originalDate} haben wir storniert. ` +
        `Im Anhang ${o.firm ? 'finden Sie' : 'findest du'} die Stornorechnung ${o.number} über ${o.total}.`,
      `Ein bereits bezahlter Betrag wird ${o.firm ? 'Ihnen' : 'dir'} erstattet.`,
      o.booking
        ? `Die Meldung an gut beraten stornieren wir ebenfalls; den Stand ${o.firm ? 'sehen Sie' : 'siehst du'} in der App.`
        : '',
      o.firm ? 'Die Stornorechnung liegt zusätzlich als E-Rechnung (XRechnung) bei.' : '',
      '',
      `${o.firm ? 'Ihr' : 'Dein'} ${o.seller}`,
    ].filter((line, index, all) => line !== '' || all[index - 1] !== ''),
} as const;
