/** The German strings of the 'account' area (one catalog per area, loaded with it). */
export const accountMessages = {
  nameTitle: 'Anzeigename',
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  saveName: 'Namen speichern',
  nameSaved: 'Dein Name wurde gespeichert.',

  emailTitle: 'E-Mail-Adresse',
  currentEmail: (email: string) => `Deine E-Mail-Adresse: ${email}`,
  newEmailLabel: 'Neue E-Mail-Adresse',
  currentPasswordLabel: 'Aktuelles Passwort',
  changeEmail: 'E-Mail-Adresse ändern',
  emailPending: (email: string) =>
    `Wir haben einen Bestätigungslink an ${email} gesendet. Die neue Adresse gilt erst, wenn du den Link öffnest; bis dahin bleibt deine bisherige Adresse gültig.`,
  emailConfirmed: 'Deine neue E-Mail-Adresse ist bestätigt.',
  emailLinkInvalid:
    'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte ändere deine E-Mail-Adresse erneut.',

  passwordTitle: 'Passwort',
  newPasswordLabel: 'Neues Passwort',
  repeatPasswordLabel: 'Neues Passwort wiederholen',
  changePassword: 'Passwort ändern',
  passwordChanged: 'Dein Passwort wurde geändert. Auf deinen anderen Geräten wurdest du abgemeldet.',

  dataTitle: 'Meine Daten',
  dataIntro:
    'Du kannst alle Daten, die wir zu deinem Konto speichern, als JSON-Datei herunterladen (Art. 15 und 20 DSGVO): Profil, Antworten, Coins, Kurse, Bestellungen und Rechnungsdaten sowie News-Interaktionen.',
  downloadData: 'Meine Daten herunterladen',
  downloadFailed: 'Deine Daten konnten nicht geladen werden. Bitte versuche es erneut.',

  documentsTitle: 'Meine Nachweise',
  documentsIntro:
    'Deine Rechnungen, Teilnahmebescheinigungen, Credit-Bestätigungen, Zertifikate und Jahresnachweise, genau so, wie wir sie ausgestellt haben.',
  documentsEmpty:
    'Noch keine Nachweise. Sie erscheinen hier, sobald du Stunden oder Credits bestellst oder ein Zertifikat deiner Firma erhältst.',
  documentsLoadFailed: 'Deine Nachweise konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  documentsYear: (year: string) => `Nachweise ${year}`,
  documentDownloadFailed: 'Das Dokument konnte nicht geladen werden. Bitte versuche es erneut.',
  documentDamaged:
    'Dieses Dokument entspricht nicht dem ausgestellten und wurde nicht gespeichert. Bitte wende dich an den Support.',

  deleteTitle: 'Konto löschen',
  deleteIntro:
    'Wenn du dein Konto löschst, werden deine persönlichen Daten sofort gelöscht: Profil, Antworten, Coins, Kurse und News-Interaktionen. Rechnungen bewahren wir aus gesetzlichen Gründen zehn Jahre auf (§ 147 AO, § 14b UStG), Weiterbildungsnachweise mindestens fünf Jahre nach Ende ihres Jahres (§ 7 Abs. 2 VersVermV), jeweils ohne Verbindung zu einem Konto. Fragen, die du gemeldet hast, behalten Grund und Text deiner Meldung für die Redaktion, ebenfalls ohne Verbindung zu deinem Konto.',
  deleteAccount: 'Konto löschen',
  deleteConfirmTitle: 'Willst du dein Konto wirklich löschen?',
  deleteConfirmText:
    'Das kann nicht rückgängig gemacht werden. Deine persönlichen Daten werden sofort gelöscht; nur Rechnungen und Weiterbildungsnachweise bleiben gespeichert, wie es das Gesetz verlangt (§ 147 AO, § 14b UStG, § 7 Abs. 2 VersVermV).',

  devPanelTitle: 'Entwickleroptionen',
  devPanelNotAllowed: 'Die Entwickleroptionen stehen nur Entwicklerkonten zur Verfügung.',
  devTestErrors: 'Fehlerberichte testen',
  devGiveCoins: 'Coins erhalten',
  devCoinsGiven: (coins: number) => `Coins gutgeschrieben. Du hast jetzt ${coins} Coins.`,
  devSwitchCountry: 'Land wechseln',
  devCountrySwitched: (country: string) => `Land gewechselt: ${country}.`,
  devFailed: 'Das hat nicht geklappt. Bitte versuche es erneut.',
  close: 'Schließen',
} as const;
