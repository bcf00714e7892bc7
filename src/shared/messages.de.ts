/**
 * Every German string shown to a person, in one catalog (DESIGN.md). Strings quoted in SPEC.md are copied
 * word for word, typos included ('eingegeben Code', 'zuzeit'): they are the product's strings. Where SPEC
 * only gives a meaning, the sentence is ours, in the same du-register.
 */
import { MIN_PASSWORD_LENGTH, PRODUCT_NAME, type Country, type ModuleId } from './api/constants';
import type { ServerErrorCode } from './domain/serverErrors';

/** German plural for the count phrases of the app ('1 Stunde', '2 Stunden'). */
const countOf = (n: number, singular: string, plural: string): string =>
  `${n} ${n === 1 ? singular : plural}`;

const invalidCredentials = 'Die Zugangsdaten sind ungültig.';
const genericError = 'Es ist ein unbekannter Fehler aufgetreten. Bitte versuche es später erneut.';

export const messages = {
  validation: {
    firstNameRequired: 'Bitte gib deinen Vornamen ein.',
    lastNameRequired: 'Bitte gib deinen Nachnamen ein.',
    streetRequired: 'Bitte gib deine Straße und Hausnummer ein.',
    postalCodeRequired: 'PLZ eingeben.',
    postalCodeInvalid: 'PLZ ungültig.',
    cityRequired: 'Bitte gib deine Stadt ein.',
    gutberatenNumRequired: 'Bitte gib deine gutberaten-Nummer ein.',
    ciceroNumRequired: 'Bitte gib deine Cicero-Nummer ein',
    emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    accountFirstNameRequired: 'Bitte gib deinen Vornamen an.',
    accountLastNameRequired: 'Bitte gib deinen Nachnamen an.',
    currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein.',
    newPasswordRequired: 'Bitte gib ein neues Passwort ein.',
    passwordTooShort: `Dein Passwort muss aus mindestens ${MIN_PASSWORD_LENGTH} Zeichen bestehen`,
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein.',
    ratingRequired: 'Bitte wähle dein Feedback aus.',
    loginPasswordRequired: 'Bitte gib dein Passwort ein.',
    signupPasswordRequired: 'Bitte gib ein Passwort ein',
    tosRequired: 'Bitte akzeptiere die Bedingungen.',
    /** Alert when the form is submitted with the terms box unticked (the field itself shows tosRequired). */
    tosUncheckedAtSubmit: 'Bitte akzeptiere die Nutzungsbedingungen und Datenschutzerklärung.',
    accessCodeRequired: 'Bitte geben Sie einen Zugangscode ein.',
    errorReportNameRequired: 'Bitte gib deinen Namen ein.',
    errorReportEmailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
    errorReportWhatHappenedRequired: 'Bitte beschreibe, was passiert ist.',
  },
  serverErrors: {
    invalidCredentials,
    userDisabled: 'Dein Benutzerkonto wurde deaktiviert.',
    userNotFound: 'Dieser Benutzer existiert nicht.',
    resetTokenInvalid: 'Der Token zum Zurücksetzen des Passworts ist ungültig.',
    throttled: 'Es wurden zu viele Anfragen gesendet. Bitte versuche es später erneut.',
    emailTaken: 'Es existiert bereits ein Benutzer mit dieser E-Mail-Adresse.',
    emailUnknown: 'Es existiert kein Benutzer mit dieser E-Mail-Adresse.',
    notEnoughCoins:
      'Es sind nicht genügend Fragen vorhanden, um diesen Kurs zu starten. Bitte versuche es später erneut.',
    generic: genericError,
    /** Changing the e-mail or password with a wrong current password. */
    passwordWrong: 'Das Passwort ist nicht korrekt.',
  },
  promo: {
    expired: 'Der eingegebene Code ist leider verfallen und kann nicht mehr verwendet werden.',
    notYet:
      'Der eingegeben Code ist noch nicht gültig! Du kannst es bei einer späteren Bestellung erneut versuchen',
    depleted: 'Der eingegebene Code wurde leider bereits so oft eingelöst, wie es möglich ist.',
    redeemed: 'Du hast den eingegebenen Code bereits eingelöst! ...',
    flooded:
      'Aus deinem Netzwerk wurden zu viele Anfragen gesendet. Bitte warte ein paar Stunden und versuche es dann erneut.',
    unknownStatus: genericError,
    notFound:
      'Der eingegebene Code ist leider nicht gültig. Bitte überprüfe deine Eingabe und versuche es erneut.',
    checkFailed: 'Der Promocode kann zuzeit aufgrund eines unbekannten Fehlers nicht überprüft werden...',
  },
  network: {
    noInternetTitle: 'Keine Internetverbindung',
    noInternetText:
      'Diese App benötigt eine Internetverbindung. Bitte stelle sicher, dass du mit einem Netzwerk verbunden bist.',
  },
  errorScreen: {
    title: 'Es ist ein Problem aufgetreten',
    reportIntro: 'Hilf uns, den Fehler zu beheben, und beschreibe kurz, was passiert ist.',
    nameLabel: 'Name',
    emailLabel: 'E-Mail-Adresse',
    whatHappenedLabel: 'Was ist passiert?',
    submit: 'Fehlerbericht senden',
    skip: 'Überspringen',
    restart: 'App neu starten',
    routerError: 'Unexpected Application Error!',
  },
  quiz: {
    checkAnswer: 'Antwort prüfen',
    answerCorrect: 'Deine Antwort war korrekt!',
    answerWrong: 'Deine Antwort war leider falsch!',
    nextQuestion: 'Nächste Frage',
    noMoreQuestions: 'Keine weiteren Fragen verfügbar...',
    /** SPEC §4: the wording differs for de, where questions belong to a booked course. */
    noMoreQuestionsInCourse: 'Keine weiteren Fragen in diesem Kurs verfügbar...',
    filterHint: 'Bitte wähle die Themen aus, die im Quiz erscheinen sollen',
    basicQuestions: 'Basisfragen (1 Coin)',
    expertQuestions: 'Expertfragen (2 Coins)',
    startQuiz: 'Quiz starten',
    notServed: 'Diese Frage wurde dir nicht gestellt. Bitte lade die nächste Frage.',
    answersInvalid: 'Diese Antworten passen nicht zur Frage.',
    swissOnly: 'Dieses Quiz gibt es nur in der Schweiz.',
  },
  dashboard: {
    canRequestHours: (n: number) => `Du kannst ${countOf(n, 'Stunde', 'Stunden')} anfordern`,
    coinsToNextHour: (n: number) => `Noch ${countOf(n, 'Coin', 'Coins')} bis zur nächsten Stunde`,
    requestCredits: 'Credits anfordern',
  },
  courses: {
    deleteConfirm: 'Willst du diesen Kurs wirklich löschen?',
    yes: 'Ja',
    no: 'Nein',
    bookNewFree: 'Neuen Kurs kostenfrei buchen',
    bookCourse: 'Kurs buchen',
    duplicateCategory: 'Für diese Kategorie hast du bereits einen Kurs gebucht.',
    bookingFailed: 'Ein Fehler ist aufgetreten',
    limitReached: 'Du kannst höchstens 3 Kurse gleichzeitig buchen.',
    categoryUnavailable: 'Diese Kategorie steht dir nicht zur Verfügung.',
    countryOnly: 'Kurse kannst du nur in Deutschland buchen.',
    roleRequired: 'Bitte wähle zuerst, ob du Vertreter oder Makler bist.',
    notFound: 'Diesen Kurs gibt es nicht.',
    roleMismatch: 'Dieser Kurs gehört zu deiner anderen Rolle.',
    moduleNotDeletable: 'Modulkurse können nicht gelöscht werden.',
    deleted: 'Der Kurs wurde gelöscht.',
  },
  /** Replies to replayed requests (the Idempotency-Key header): only a faulty client sees these. */
  requests: {
    idempotencyKeyMissing: 'Dieser Anfrage fehlt der Idempotency-Key.',
    idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig.',
    idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    idempotencyKeyInProgress: 'Diese Anfrage wird noch bearbeitet. Bitte versuche es gleich erneut.',
  },
  platform: {
    continueQuiz: 'Quiz fortsetzen',
    failed: 'Nicht bestanden',
    getCertificate: 'Zertifikat erhalten',
    certificateRequested: 'Zertifikat angefordert',
    certificateMailed: 'Dein Zertifikat wird dir in wenigen Minuten per E-Mail zugeschickt.',
  },
  checkout: {
    orderComplete: 'Vielen Dank für deine Bestellung! Die Rechnung erhältst du per E-Mail.',
  },
  newsFeed: {
    noMoreArticles: 'Keine weiteren Artikel verfügbar',
  },
  impersonate: {
    noToken: 'Fehler - Kein Token angegeben!',
    tokenInvalid: 'Anmelde-Token ungültig',
    failed: 'Es ist ein Fehler aufgetreten',
  },
  session: {
    migrationWaiting:
      'Dein Konto wird gerade auf eine neue Architektur umgezogen. Bitte hab einen Moment Geduld.',
    migrationDelayed:
      'Der Umzug dauert länger als erwartet. Du kannst weiter warten oder später noch einmal vorbeischauen.',
    verifyEmail: 'Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir geschickt haben.',
    resendVerification: 'Erneut anfordern',
    forgotPasswordSent:
      'Wir haben dir eine E-Mail mit einem Link zum Zurücksetzen deines Passworts geschickt.',
  },
  /** The login area and the session screens (verify-email, migration, impersonate). */
  auth: {
    emailLabel: 'E-Mail-Adresse',
    passwordLabel: 'Passwort',
    newPasswordLabel: 'Neues Passwort',
    passwordHint: 'Mindestens 8 Zeichen',
    firstNameLabel: 'Vorname',
    lastNameLabel: 'Nachname',
    loginTitle: 'Anmelden',
    loginIntro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    loginSubmit: 'Anmelden',
    forgotPasswordLink: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    signupLink: 'Jetzt registrieren',
    countryLine: (countryName: string) => `Land: ${countryName}`,
    changeCountry: 'Land ändern',
    signupTitle: 'Registrieren',
    signupIntro: 'Erstelle dein Konto, um mit dem Quiz zu starten.',
    signupSubmit: 'Konto erstellen',
    tosBefore: 'Ich akzeptiere die ',
    tosLink: 'Nutzungsbedingungen',
    tosBetween: ' und die ',
    privacyLink: 'Datenschutzerklärung',
    tosAfter: '.',
    haveAccount: 'Bereits registriert?',
    loginLink: 'Zur Anmeldung',
    forgotTitle: 'Passwort vergessen',
    forgotIntro:
      'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    forgotSubmit: 'Link anfordern',
    backToLogin: 'Zurück zur Anmeldung',
    resetTitle: 'Neues Passwort festlegen',
    resetIntro: (email: string) => `Lege ein neues Passwort für ${email} fest.`,
    resetSubmit: 'Passwort speichern',
    verifyTitle: 'E-Mail-Adresse bestätigen',
    verifySentTo: 'Wir haben die E-Mail an diese Adresse geschickt:',
    verifyNoMail: 'Keine E-Mail erhalten? Sieh auch im Spam-Ordner nach oder fordere sie erneut an.',
    verifyResent: 'Wir haben dir die E-Mail erneut geschickt.',
    verifyLinkInvalid:
      'Der Bestätigungslink ist ungültig oder wurde bereits verwendet. Fordere bitte einen neuen Link an.',
    migrationTitle: 'Dein Konto wird umgezogen',
    countrySelectTitle: 'Wähle dein Land',
    countrySelectIntro: 'Die Inhalte des Quiz richten sich nach den Regeln deines Landes.',
    countryGroupLabel: 'Land',
    continue: 'Weiter',
    learnMore: 'Mehr erfahren',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}`,
    impersonateTitle: 'Anmeldung',
    impersonateRunning: 'Du wirst angemeldet …',
  },
  feedback: {
    thankYou: 'Vielen Dank für dein Feedback!',
  },
  nav: {
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
  },
  /** Words of the shared ui components (buttons, dialogs, spinners), not tied to one feature. */
  app: {
    startupFailed:
      'Die App konnte nicht gestartet werden. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
    reload: 'Neu laden',
    updateRequiredTitle: 'Update erforderlich',
    updateRequiredText:
      'Diese Version des Weiterbildungsquiz wird nicht mehr unterstützt. Bitte aktualisiere die App, um weiterzulernen.',
    updateNow: 'Jetzt aktualisieren',
    updateRecommended:
      'Eine neue Version des Weiterbildungsquiz ist verfügbar. Wir empfehlen, die App zu aktualisieren.',
    dismiss: 'Später',
    comingSoon: 'Dieser Bereich wird gerade für dich vorbereitet.',
  },
  common: {
    productName: PRODUCT_NAME,
    loading: 'Wird geladen …',
    yes: 'Ja',
    no: 'Nein',
    close: 'Schließen',
    back: 'Zurück',
    moreActions: 'Weitere Aktionen',
    selectPlaceholder: 'Bitte auswählen',
  },
  modules: { 1: 'Rechtliche Themen', 2: 'Spartenwissen' } satisfies Record<ModuleId, string>,
  countries: { ch: 'Schweiz', de: 'Deutschland', at: 'Österreich' } satisfies Record<Country, string>,
  relativeTime: {
    justNow: 'gerade eben',
    minutes: (n: number) => `vor ${countOf(n, 'Minute', 'Minuten')}`,
    hours: (n: number) => `vor ${countOf(n, 'Stunde', 'Stunden')}`,
    days: (n: number) => `vor ${countOf(n, 'Tag', 'Tagen')}`,
    months: (n: number) => `vor ${countOf(n, 'Monat', 'Monaten')}`,
    years: (n: number) => `vor ${countOf(n, 'Jahr', 'Jahren')}`,
  },
} as const;

/** Server codes of SPEC §8; the provider ('auth/…') codes collapse onto the same few sentences. */
export const serverErrorMessages: Record<ServerErrorCode, string> = {
  invalid_credentials: invalidCredentials,
  'auth/wrong-password': invalidCredentials,
  'auth/user-not-found': invalidCredentials,
  'auth/invalid-credential': invalidCredentials,
  'auth/user-disabled': messages.serverErrors.userDisabled,
  'passwords.user': messages.serverErrors.userNotFound,
  'passwords.token': messages.serverErrors.resetTokenInvalid,
  'passwords.throttled': messages.serverErrors.throttled,
  'validation.unique': messages.serverErrors.emailTaken,
  'validation.exists': messages.serverErrors.emailUnknown,
  'course.not-enough-coins': messages.serverErrors.notEnoughCoins,
};
