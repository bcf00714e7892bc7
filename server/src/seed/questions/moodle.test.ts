import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { seedCategories } from '../categories';
import { seedQuestions } from './index';
import { fromMoodleXml, htmlToText, toMoodleXml } from './moodle';
import type { BankQuestion } from '../../../../src/shared/api/questionBank';

const options = { categories: seedCategories };

const question = (overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  key: 'de-vvg-901',
  text: 'Welche Frist gilt nach § 8 VVG?',
  answers: ['14 Tage', '7 Tage', '30 Tage', 'Einen Monat'],
  categories: ['de-vvg'],
  coins: 1,
  explanation: 'Nach § 8 Abs. 1 VVG kann der Versicherungsnehmer innerhalb von 14 Tagen widerrufen.',
  source: '§ 8 Abs. 1 VVG',
  validAsOf: '2026-11-27',
  ...overrides,
});

/** A multichoice question as Moodle itself exports it: HTML in CDATA, decimal grades, no tags. */
const plainMoodle = (name: string, answers: [fraction: string, text: string][], text = 'Frage?') => `
  <question type="multichoice">
    <name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[<p dir="ltr">${text}</p>]]></text></questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>Der Versicherer muss den Antrag innerhalb der Frist annehmen,
        sonst ist der Antragsteller nicht mehr gebunden.</p><p>Quelle: § 147 BGB</p>]]></text>
    </generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    ${answers
      .map(
        ([fraction, answer]) => `<answer fraction="${fraction}" format="html">
      <text><![CDATA[<p>${answer}</p>]]></text>
      <feedback format="html"><text></text></feedback>
    </answer>`,
      )
      .join('\n')}
  </question>`;

const plainFile = (...questions: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category><text>$course$/top/Standard für Kurs/Versicherungsvertragsgesetz (VVG)</text></category>
    <info format="moodle_auto_format"><text></text></info>
  </question>
  ${questions.join('\n')}
</quiz>`;

const FOUR: [string, string][] = [
  ['0', 'Sofort'],
  ['100', 'Bis zum Ablauf der gesetzten Frist'],
  ['0', 'Nie'],
  ['-33.33333', 'Ein Jahr lang'],
];

describe('toMoodleXml and fromMoodleXml', () => {
  it('give the whole bank back unchanged, every field of every question', () => {
    const xml = toMoodleXml(seedQuestions, seedCategories);
    const back = fromMoodleXml(xml, options);
    expect(back.problems).toEqual([]);
    // The export groups questions by category; the bank files are per category too, so the order holds.
    const byKey = (a: BankQuestion, b: BankQuestion) => a.key.localeCompare(b.key);
    expect([...back.questions].sort(byKey)).toEqual([...seedQuestions].sort(byKey));
  }, 60_000); // a few megabytes of XML each way, and the bank grows towards twice its size

  it('write the Moodle elements: category entries, grades, single answer, numbering and tags', () => {
    const xml = toMoodleXml([question({ coins: 2, categories: ['de-vvg', 'de-leben'] })], seedCategories);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
    }).parse(xml) as { quiz: { question: Record<string, unknown>[] } };
    const [category, multichoice] = doc.quiz.question;
    expect(category).toMatchObject({
      '@_type': 'category',
      category: { text: '$course$/top/Versicherungsvertragsgesetz (VVG)' },
    });
    expect(multichoice).toMatchObject({
      '@_type': 'multichoice',
      name: { text: 'de-vvg-901' },
      questiontext: { '@_format': 'html', text: '<p>Welche Frist gilt nach § 8 VVG?</p>' },
      defaultgrade: '2',
      single: 'true',
      shuffleanswers: '1',
      answernumbering: 'abc',
      answer: [
        { '@_fraction': '100', text: '<p>14 Tage</p>' },
        { '@_fraction': '0', text: '<p>7 Tage</p>' },
        { '@_fraction': '0', text: '<p>30 Tage</p>' },
        { '@_fraction': '0', text: '<p>Einen Monat</p>' },
      ],
    });
    expect(JSON.stringify(multichoice)).toContain('Quelle: § 8 Abs. 1 VVG');
    expect(JSON.stringify(multichoice)).toContain('Stand: 27.11.2026');
    const tags = (multichoice!.tags as { tag: { text: string }[] }).tag.map((t) => t.text);
    expect(tags).toEqual([
      'key:de-vvg-901',
      'category:de-vvg',
      'category:de-leben',
      'coins:2',
      'source:§ 8 Abs. 1 VVG',
      'validAsOf:2026-11-27',
    ]);
  });

  it('keep &, <, quotes, umlauts, § and a CDATA end marker as text, never as markup', () => {
    const tricky = question({
      text: 'Gilt "A & B" <b>fett</b> für Prämien nach § 1 ]]> oder \'C\'?',
      answers: ['Ja & nein', '<script>alert(1)</script>', 'Öl ]]> Wasser', 'Straße &amp; Weg'],
      explanation: 'Erste Zeile mit ]]> und <p>.\nZweite Zeile: Übergänge & „Anführungszeichen“ gelten.',
      source: '§ 8 Abs. 1 <VVG> & "Anlage"',
    });
    const xml = toMoodleXml([tricky], seedCategories);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const back = fromMoodleXml(xml, options);
    expect(back.problems).toEqual([]);
    expect(back.questions).toEqual([tricky]);
  });

  it('import a plain Moodle multichoice question: the answer at 100 % first, HTML unwrapped', () => {
    const back = fromMoodleXml(plainFile(plainMoodle('Annahmefrist', FOUR, 'Wie lange &amp; wozu?')), {
      ...options,
      validAsOf: '2026-11-01',
    });
    expect(back.problems).toEqual([]);
    expect(back.questions).toEqual([
      {
        key: 'de-vvg-001',
        text: 'Wie lange & wozu?',
        answers: ['Bis zum Ablauf der gesetzten Frist', 'Sofort', 'Nie', 'Ein Jahr lang'],
        categories: ['de-vvg'],
        coins: 2,
        explanation:
          'Der Versicherer muss den Antrag innerhalb der Frist annehmen, sonst ist der Antragsteller nicht mehr gebunden.',
        source: '§ 147 BGB',
        validAsOf: '2026-11-01',
      },
    ]);
  });

  it('report and skip questions with three answers, two right answers or an empty text, by name', () => {
    const back = fromMoodleXml(
      plainFile(
        plainMoodle('Drei Antworten', FOUR.slice(0, 3)),
        plainMoodle('Zwei richtige', [
          ['100', 'A'],
          ['100', 'B'],
          ['0', 'C'],
          ['0', 'D'],
        ]),
        plainMoodle('Ohne Text', FOUR, ' '),
        plainMoodle('Gut', FOUR),
      ),
      { ...options, validAsOf: '2026-11-01' },
    );
    expect(back.questions.map((q) => q.text)).toEqual(['Frage?']);
    expect(back.problems).toEqual([
      'Drei Antworten: 3 answers, the bank needs exactly 4',
      'Zwei richtige: 2 answers at 100 %, the bank needs exactly one',
      expect.stringMatching(/^Ohne Text: text: /),
    ]);
  });

  it('report questions it cannot place: unknown category, no source or law date, other types, a DOCTYPE', () => {
    const foreign = plainFile(plainMoodle('Fremd', FOUR)).replace(
      'Versicherungsvertragsgesetz (VVG)',
      'Kochen',
    );
    expect(fromMoodleXml(foreign, { ...options, validAsOf: '2026-11-01' }).problems).toEqual([
      'Fremd: category $course$/top/Standard für Kurs/Kochen is not one of ours',
    ]);
    expect(
      fromMoodleXml(foreign, { ...options, validAsOf: '2026-11-01', category: 'de-kfz' }).questions[0]
        ?.categories,
    ).toEqual(['de-kfz']);
    expect(fromMoodleXml(plainFile(plainMoodle('Ohne Datum', FOUR)), options).problems).toEqual([
      expect.stringMatching(/^Ohne Datum: validAsOf: /),
    ]);
    const essay = plainFile('<question type="essay"><name><text>Aufsatz</text></name></question>');
    expect(fromMoodleXml(essay, options).problems).toEqual(['Aufsatz: type essay skipped, only multichoice']);
    const bomb = '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz></quiz>';
    expect(fromMoodleXml(bomb, options)).toEqual({
      questions: [],
      problems: ['file: a DOCTYPE is not accepted'],
    });
  });
});

describe('htmlToText', () => {
  it('folds source line breaks, keeps <br> and paragraphs as line breaks and decodes entities', () => {
    expect(htmlToText('<p>Eins\n  zwei<br/>drei</p>\n<p>&auml;&#228;&#xE4; &lt;b&gt;</p>')).toBe(
      'Eins zwei\ndrei\n\näää <b>',
    );
  });
});
