import { describe, expect, it } from 'vitest';
import { ASSOCIATIONS, COINS_PER_CREDIT } from '../api/constants';
import type { Operator } from '../api/entities';
import { COIN_EQUIVALENCE, COURSE_DESCRIPTION, HOW_IT_WORKS } from './info';
import { LEGAL_DOCUMENTS, LEGAL_PAGES } from './legal';
import type { TextDocument } from './textDocument';

const operator: Operator = {
  name: 'Prüf GmbH',
  street: 'Am Markt 2',
  postal_code: '04109',
  city: 'Leipzig',
  country: 'DE',
  email: 'kontakt@pruef.example',
  phone: '+49 341 000',
  web: 'www.pruef.example',
  register_court: 'Amtsgericht Leipzig',
  register_number: 'HRB 4711',
  managing_director: 'Paula Prüfer',
  vat_id: 'DE999999999',
};

const textOf = (document: TextDocument) =>
  [
    document.title,
    document.intro ?? '',
    ...document.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.map((b) => (typeof b === 'string' ? b : b.list.join('\n'))),
    ]),
  ].join('\n');

describe('legal texts', () => {
  it('the Impressum names every § 5 DDG fact of the configured operator', () => {
    const text = textOf(LEGAL_DOCUMENTS.impressum(operator));
    for (const fact of Object.values(operator).filter((v) => v !== 'DE')) expect(text).toContain(fact);
    expect(text).toContain('§ 5 DDG');
    expect(text).toContain('Deutschland');
  });

  it('the privacy policy names the controller and what the software processes', () => {
    const text = textOf(LEGAL_DOCUMENTS.privacy(operator));
    expect(text).toContain('Prüf GmbH, Am Markt 2, 04109 Leipzig');
    for (const topic of [
      'Konto',
      'Antworten',
      'Coins',
      'Rechnungen',
      'Newsfeed',
      'Fehlerberichte',
      'E-Mails',
      'Feedback',
      'Art. 15',
      'Art. 77',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('every page has a title and sections, and none leaves a placeholder', () => {
    for (const page of LEGAL_PAGES) {
      const document = LEGAL_DOCUMENTS[page](operator);
      expect(document.sections.length).toBeGreaterThan(0);
      expect(textOf(document)).not.toMatch(/undefined|null|\[object|TODO|\$\{|\.\.|\s[,.;:]/);
    }
  });
});

describe('info texts', () => {
  it('no page leaves a placeholder or doubled punctuation', () => {
    for (const document of [...Object.values(HOW_IT_WORKS), ...Object.values(COURSE_DESCRIPTION)]) {
      expect(textOf(document)).not.toMatch(/undefined|null|\[object|TODO|\$\{|\.\.|\s[,.;:]/);
    }
  });

  it('the Swiss page lists the coins per credit of every association', () => {
    const text = textOf(HOW_IT_WORKS.ch);
    for (const association of ASSOCIATIONS)
      expect(text).toContain(`${COINS_PER_CREDIT[association]} Coins je Credit`);
    expect(text).toContain('CHF 20,00');
  });

  it('de and at explain 100 coins an hour, the price and the proof', () => {
    expect(textOf(HOW_IT_WORKS.de)).toMatch(
      /100 Coins ergeben eine Weiterbildungsstunde[\s\S]*20,00 €[\s\S]*gut beraten/,
    );
    expect(textOf(HOW_IT_WORKS.at)).toMatch(
      /100 Coins ergeben eine Weiterbildungsstunde[\s\S]*20,00 €[\s\S]*Teilnahmebestätigung/,
    );
  });

  it('the course description has every part the product lists and the coin equivalence', () => {
    for (const country of ['de', 'at'] as const) {
      const document = COURSE_DESCRIPTION[country];
      const headings = document.sections.map((s) => s.heading.split(':')[0]);
      expect(headings).toEqual([
        'Zielgruppe',
        'Lernziele',
        'Inhalte Modul 1',
        'Inhalte Modul 2',
        'Trainer',
        'Methode',
        'Dauer',
        'Organisatorisches',
        'Punkte',
      ]);
      expect(textOf(document)).toContain(COIN_EQUIVALENCE);
    }
    expect(COIN_EQUIVALENCE).toBe(
      '1 Weiterbildungsstunde (100 Coins) entspricht 100 richtig beantworteten Basisfragen oder 50 Expertenfragen.',
    );
  });
});
