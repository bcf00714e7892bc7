import { genericError } from './text';

/** The German strings of the 'promo' area (one catalog per area, loaded with it). */
export const promoMessages = {
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
} as const;
