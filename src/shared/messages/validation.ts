import { MIN_PASSWORD_LENGTH, TEXT_LIMITS } from '../api/constants';

/** The German strings of the 'validation' area (one catalog per area, loaded with it). */
export const validationMessages = {
  firstNameRequired: 'Bitte gib deinen Vornamen ein.',
  lastNameRequired: 'Bitte gib deinen Nachnamen ein.',
  streetRequired: 'Bitte gib deine Straße und Hausnummer ein.',
  /** Swiss spelling (no ß in Switzerland). */
  streetRequiredCh: 'Bitte gib deine Strasse und Hausnummer ein.',
  postalCodeRequired: 'PLZ eingeben.',
  postalCodeInvalid: 'PLZ ungültig.',
  cityRequired: 'Bitte gib deine Stadt ein.',
  gutberatenNumRequired: 'Bitte gib deine gut beraten-Nummer ein.',
  gutberatenNumInvalid: 'Die gut beraten-Nummer hat das Format JJJJMMTT-XXXXXX-XX.',
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
  feedbackTooLong: `Bitte fasse dich kürzer: höchstens ${TEXT_LIMITS.longText.toLocaleString('de-DE')} Zeichen.`,
  loginPasswordRequired: 'Bitte gib dein Passwort ein.',
  signupPasswordRequired: 'Bitte gib ein Passwort ein',
  tosRequired: 'Bitte akzeptiere die Bedingungen.',
  /** Alert when the form is submitted with the terms box unticked (the field itself shows tosRequired). */
  tosUncheckedAtSubmit: 'Bitte akzeptiere die Nutzungsbedingungen und Datenschutzerklärung.',
  accessCodeRequired: 'Bitte geben Sie einen Zugangscode ein.',
  errorReportNameRequired: 'Bitte gib deinen Namen ein.',
  errorReportEmailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  errorReportWhatHappenedRequired: 'Bitte beschreibe, was passiert ist.',
  /** A text with control characters, lone surrogates or bidi overrides (the server's errors map). */
  invalidCharacters: 'Dieses Feld enthält unzulässige Zeichen.',
} as const;
