/** Helpers and sentences shared by several areas of the German catalog. */

/** German plural for the count phrases of the app ('1 Stunde', '2 Stunden'). */
export const countOf = (n: number, singular: string, plural: string): string =>
  `${n} ${n === 1 ? singular : plural}`;

export const invalidCredentials = 'Die Zugangsdaten sind ungültig.';
export const genericError = 'Es ist ein unbekannter Fehler aufgetreten. Bitte versuche es später erneut.';
