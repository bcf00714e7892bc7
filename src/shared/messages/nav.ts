import { PRODUCT_NAME } from '../api/constants';

/** The German strings of the 'nav' area (one catalog per area, loaded with it). */
export const navMessages = {
  /** Top-bar title of /app/dev/crash, the developer options' 'test error reporting'. */
  devTest: 'Fehlerberichte testen',
  /** Top-bar title of /app/book-course (the page's button says the same). */
  bookCourse: 'Kurs buchen',
  myCourses: 'Meine Kurse',
  quiz: 'Quiz',
  newsFeed: 'News-Feed',
  myAccount: 'Mein Konto',
  platform: 'Firmenplattform',
  howItWorks: 'So funktioniert es',
  courseDescription: 'Kursbeschreibung',
  feedback: 'Feedback',
  legalInfo: 'Rechtliche Informationen',
  logout: 'Abmelden',
  checkout: 'Weiterbildung anfordern',
  orderComplete: 'Bestellung abgeschlossen',
  testMode: 'Testmodus',
  productForCountry: (countryName: string) => `${PRODUCT_NAME} ${countryName}`,
  mainNavigation: 'Hauptnavigation',
  menu: 'Menü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  skipToContent: 'Zum Inhalt springen',
  /** Accessible name of the flag button (it also opens the hidden developer panel). */
  countryFlag: (countryName: string) => `Flagge ${countryName}`,
  /** Top-bar title of the practice pages (statistics, 'Wiederholen', exam practice). */
  practice: 'Üben',
} as const;
