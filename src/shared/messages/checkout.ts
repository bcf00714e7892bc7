import { countOf } from './text';
import { formatPrice } from '../domain/price';
import type { Country } from '../api/constants';

/** The German strings of the 'checkout' area (one catalog per area, loaded with it). */
export const checkoutMessages = {
  orderComplete: 'Vielen Dank für deine Bestellung! Die Rechnung erhältst du per E-Mail.',
  invoiceNumber: (number: string) => `Rechnungsnummer: ${number}`,
  toDashboard: 'Zum Dashboard',
  stepAmount: 'Umfang',
  stepAddress: 'Rechnungsadresse',
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
  next: 'Weiter',
  back: 'Zurück',
  submit: 'Kostenpflichtig bestellen',
  submitting: 'Bestellung wird gesendet …',
  loading: 'Deine Kurse werden geladen …',
  loadFailed: 'Deine Kurse konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  roleRequired: 'Bitte wähle zuerst auf dem Dashboard, ob du Vertreter oder Makler bist.',
  hoursIntro:
    'Wähle, wie viele Weiterbildungsstunden du pro Modul anfordern möchtest. 100 Coins ergeben eine Stunde.',
  moduleLabel: (module: string) => `Stunden aus ${module}`,
  moduleCoins: (coins: number, max: number) =>
    `${coins} Coins · höchstens ${max} ${max === 1 ? 'Stunde' : 'Stunden'}`,
  lessHours: 'Eine Stunde weniger',
  moreHours: 'Eine Stunde mehr',
  noHoursYet:
    'Du hast noch nicht genug Coins für eine Stunde. Sammle 100 Coins in einem Modul, dann kannst du sie hier anfordern.',
  /** What each country orders: hours in de and at, credits in ch. */
  chooseAmount: {
    de: 'Wähle mindestens eine Stunde.',
    at: 'Wähle mindestens eine Stunde.',
    ch: 'Wähle mindestens einen Credit.',
  },
  modulesVariant: 'Stunden aus den Modulen anfordern',
  coursesIntro:
    'Wähle die abgeschlossenen Kurse, deren Stunden du anfordern möchtest. Auf Wunsch melden wir sie direkt an gut beraten.',
  noCompletedCourses: 'Du hast noch keinen abgeschlossenen Kurs.',
  courseHours: (hours: number) => countOf(hours, 'Stunde', 'Stunden'),
  creditsIntro:
    'Wähle die Organisation, bei der du deine Credits anrechnen lassen möchtest, und die Anzahl der Credits.',
  associationLabel: 'Organisation',
  coinsPerCredit: (coins: number) => `${coins} Coins pro Credit`,
  creditsLabel: 'Credits',
  creditsMax: (coins: number, max: number) =>
    `${coins} Coins · höchstens ${max} ${max === 1 ? 'Credit' : 'Credits'}`,
  lessCredits: 'Ein Credit weniger',
  moreCredits: 'Ein Credit mehr',
  creditsRecommendation:
    'Empfohlen: etwa ein Drittel der jährlich benötigten Credits über das Quiz erwerben.',
  promoLabel: 'Promocode',
  promoApply: 'Einlösen',
  promoApplied: (code: string) => `Promocode ${code} eingelöst.`,
  promoRemoved: 'Promocode entfernt.',
  promoNewTotal: (total: string) => `Neuer Gesamtbetrag: ${total}`,
  priceHeading: 'Preis',
  pricePerUnit: (country: Country) =>
    country === 'ch'
      ? `${formatPrice(2000, country)} pro Credit`
      : `${formatPrice(2000, country)} pro Stunde zzgl. USt.`,
  subtotal: (units: number, country: Country) =>
    country === 'ch' ? countOf(units, 'Credit', 'Credits') : countOf(units, 'Stunde', 'Stunden'),
  discount: 'Rabatt',
  net: 'Netto',
  vat: (percent: number) => `zzgl. ${percent} % USt.`,
  vatExempt: 'MWST-befreite Bildungsleistung',
  total: 'Gesamt',
  addressIntro: 'An diese Adresse stellen wir die Rechnung aus.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma (optional)',
  vatId: 'USt-IdNr. / UID (optional)',
  street: 'Straße und Hausnummer',
  /** Swiss spelling (no ß in Switzerland). */
  streetCh: 'Strasse und Hausnummer',
  postalCode: 'PLZ',
  city: 'Stadt',
  ciceroNum: 'Cicero-Nummer',
  gutberaten: 'Stunden an gut beraten melden',
  gutberatenNum: 'gut beraten-Nummer',
  gutberatenHint: 'Format JJJJMMTT-XXXXXX-XX, zu finden in deinem gut beraten-Konto.',
  orderFailed: 'Die Bestellung konnte nicht abgeschlossen werden.',
  summaryHeading: 'Deine Bestellung',
  unitCount: (quantity: number, unit: 'hours' | 'credits') =>
    unit === 'credits' ? countOf(quantity, 'Credit', 'Credits') : countOf(quantity, 'Stunde', 'Stunden'),
  itemsLabel: 'Bestellte Weiterbildung',
  receiptHeading: 'Dein Beleg',
  receiptMailed: (email: string) => `Rechnung und Bescheinigung haben wir an ${email} geschickt.`,
  receiptNextHeading: 'Wie es weitergeht',
  receiptNextHours:
    'Die Teilnahmebescheinigung weist deine Weiterbildungszeit nach IDD nach. Bewahre sie zusammen mit der Rechnung auf.',
  receiptNextCredits: 'Mit der Bescheinigung lässt du deine Credits bei deiner Organisation anrechnen.',
  receiptNextGutberaten: 'Wir melden deine Stunden an gut beraten. Hier siehst du, wie weit die Meldung ist:',
  trainingBookingsHeading: 'Meldung an gut beraten',
  trainingBookingStatus: {
    pending: 'wird übertragen',
    booked: 'gemeldet',
    failed: 'fehlgeschlagen – bitte schreib uns über das Feedback',
    cancelled: 'storniert',
  },
  trainingBookingLine: (title: string, minutes: number) => `${title}: ${minutes} Minuten`,
} as const;
