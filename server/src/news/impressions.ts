import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '../../../src/shared/api/constants';

/** What an impression id stands for: an article as one user sees it, or one ad delivery. */
export type ImpressionItem = { kind: 'article'; id: number } | { kind: 'ad'; id: number };

const PREFIX = { article: 'a', ad: 'd' } as const;
const MAC_LENGTH = 22;
const PATTERN = /^([ad])([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

/** A key of its own, so an impression MAC can never be mistaken for any other value the secret signs. */
const impressionKey = (secret: string) => createHmac('sha256', secret).update('news-impression').digest();

function mac(secret: string, userId: number, item: ImpressionItem): string {
  return createHmac('sha256', impressionKey(secret))
    .update(`${userId}:${PREFIX[item.kind]}${item.id}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

/**
 * The impression id handed out with an article or ad: the item plus a MAC over the user and the item.
 * It costs no write per page load, an article keeps its id across reloads (so its view is recorded
 * once), and only the user it was made for can report on it: for anyone else the MAC does not match.
 */
export const impressionId = (secret: string, userId: number, item: ImpressionItem): string =>
  `${PREFIX[item.kind]}${item.id}.${mac(secret, userId, item)}`;

/** The item behind an impression id, if the id was made for this user; null otherwise. */
export function readImpression(secret: string, userId: number, value: string): ImpressionItem | null {
  const match = PATTERN.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > MAX_ID) return null;
  const item: ImpressionItem = { kind: match[1] === 'a' ? 'article' : 'ad', id };
  const expected = Buffer.from(mac(secret, userId, item));
  return timingSafeEqual(expected, Buffer.from(match[3]!)) ? item : null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (YYYY-MM-DD) the frequency caps count in. Germany, Austria and Switzerland share
 * one time zone, so this is every user's local day.
 */
export const capDay = (at: Date): string => dayFormat.format(at);
