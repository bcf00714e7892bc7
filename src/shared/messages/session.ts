/** The German strings of the 'session' area (one catalog per area, loaded with it). */
export const sessionMessages = {
  migrationWaiting:
    'Dein Konto wird gerade auf eine neue Architektur umgezogen. Bitte hab einen Moment Geduld.',
  migrationDelayed:
    'Der Umzug dauert länger als erwartet. Du kannst weiter warten oder später noch einmal vorbeischauen.',
  verifyEmail: 'Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir geschickt haben.',
  resendVerification: 'Erneut anfordern',
  forgotPasswordSent: 'Wir haben dir eine E-Mail mit einem Link zum Zurücksetzen deines Passworts geschickt.',
} as const;
