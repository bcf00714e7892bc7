import { describe, it, expect } from 'vitest';
import { messages, errorCodeSentences } from './messages.de';
import { SERVER_ERROR_CODES } from './domain/serverErrors';
import { COURSE_DESCRIPTION, HOW_IT_WORKS } from './messages/info';
import { LEGAL_DOCUMENTS, LEGAL_PAGES } from './messages/legal';
import type { Operator } from './api/entities';

/** Every string a catalog holds, however deeply nested (functions are left out). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const operator = {
  name: 'Prüf GmbH',
  street: 'Am Markt 2',
  postal_code: '04109',
  city: 'Leipzig',
  country: 'DE',
} as Operator;

describe('messages.de', () => {
  it('keeps the strings the product prescribes word for word', () => {
    expect(messages.validation.ciceroNumRequired).toBe('Bitte gib deine Cicero-Nummer ein');
    expect(messages.validation.passwordTooShort).toBe('Dein Passwort muss aus mindestens 8 Zeichen bestehen');
    expect(messages.promo.notYet).toBe(
      'Der eingegeben Code ist noch nicht gültig! Du kannst es bei einer späteren Bestellung erneut versuchen',
    );
    expect(messages.promo.checkFailed).toBe(
      'Der Promocode kann zuzeit aufgrund eines unbekannten Fehlers nicht überprüft werden...',
    );
    expect(messages.quiz.noMoreQuestions).toBe('Keine weiteren Fragen verfügbar...');
    expect(messages.impersonate.noToken).toBe('Fehler - Kein Token angegeben!');
  });

  it('names modules and countries', () => {
    expect(messages.modules[1]).toBe('Rechtliche Themen');
    expect(messages.modules[2]).toBe('Spartenwissen');
    expect(messages.countries).toEqual({ ch: 'Schweiz', de: 'Deutschland', at: 'Österreich' });
  });

  it('uses the singular for one', () => {
    expect(messages.dashboard.canRequestHours(1)).toBe('Du kannst 1 Stunde anfordern');
    expect(messages.dashboard.canRequestHours(3)).toBe('Du kannst 3 Stunden anfordern');
    expect(messages.dashboard.coinsToNextHour(1)).toBe('Noch 1 Coin bis zur nächsten Stunde');
    expect(messages.dashboard.coinsToNextHour(40)).toBe('Noch 40 Coins bis zur nächsten Stunde');
  });

  it('has a German message for every server code', () => {
    for (const code of SERVER_ERROR_CODES) expect(errorCodeSentences[code]).toMatch(/\S/);
    expect(errorCodeSentences.invalid_credentials).toBe('Die Zugangsdaten sind ungültig.');
  });

  it('says one thing in one word', () => {
    const all = stringsOf([
      messages,
      HOW_IT_WORKS,
      COURSE_DESCRIPTION,
      LEGAL_PAGES.map((page) => LEGAL_DOCUMENTS[page](operator)),
    ]);
    expect(all.filter((text) => /gutberaten|gut-beraten/i.test(text))).toEqual([]);
    expect(all.filter((text) => /\bAgent(en)?\b/.test(text))).toEqual([]);
    expect(stringsOf(HOW_IT_WORKS).join(' ')).toContain(`als ${messages.dashboard.roleNames.agent} `);
    expect(messages.checkout.chooseAmount.de).toBe('Wähle mindestens eine Stunde.');
    expect(messages.checkout.chooseAmount.at).toBe('Wähle mindestens eine Stunde.');
    expect(messages.checkout.chooseAmount.ch).toBe('Wähle mindestens einen Credit.');
    expect(messages.checkout.streetCh).toBe('Strasse und Hausnummer');
    expect(messages.validation.streetRequiredCh).not.toContain('ß');
  });
});
