import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-konsumentenschutz, zweiter Teil (Schlüssel ab 531). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-konsumentenschutz-531',
    text: 'Darf ein Vermittler Verbraucher zu Werbezwecken ohne deren vorherige Einwilligung anrufen?',
    answers: [
      'Nein, Werbeanrufe ohne vorherige Einwilligung sind nach dem Telekommunikationsgesetz unzulässig',
      'Ja, jederzeit zwischen 8 und 20 Uhr',
      'Ja, wenn der Anruf kürzer als fünf Minuten dauert',
      'Ja, wenn die Nummer im Telefonbuch steht',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das österreichische Telekommunikationsgesetz verbietet Anrufe zu Werbezwecken ohne vorherige Einwilligung des Teilnehmers („Cold Calling“). Verstöße sind Verwaltungsübertretungen und können zudem wettbewerbsrechtlich verfolgt werden.',
    source: 'TKG 2021 (unerbetene Nachrichten); UWG',
  },
  {
    key: 'at-konsumentenschutz-532',
    text: 'Welches Recht gibt Art. 20 DSGVO einem Kunden?',
    answers: [
      'Die von ihm bereitgestellten Daten in einem strukturierten, gängigen, maschinenlesbaren Format zu erhalten',
      'Die Daten anderer Kunden einzusehen',
      'Die Prämie selbst festzulegen',
      'Den Versicherer zur Löschung aller Schadenfälle der Branche zu zwingen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das Recht auf Datenübertragbarkeit nach Art. 20 DSGVO erlaubt es, bereitgestellte Daten, die auf Einwilligung oder Vertrag beruhen und automatisiert verarbeitet werden, in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten. Soweit technisch machbar, kann die direkte Übermittlung an einen anderen Verantwortlichen verlangt werden.',
    source: 'Art. 20 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-533',
    text: 'Ein Online-Versicherer lehnt Anträge vollautomatisch ohne menschliche Prüfung ab. Welches Recht hat der Kunde nach Art. 22 DSGVO, wenn die Entscheidung für den Vertrag erforderlich ist?',
    answers: [
      'Er kann das Eingreifen einer Person, die Darlegung seines Standpunkts und die Anfechtung der Entscheidung verlangen',
      'Keines, automatisierte Entscheidungen sind stets unangreifbar',
      'Er kann eine Entschädigung in Höhe der Jahresprämie verlangen',
      'Er kann den Versicherer zum Vertragsabschluss zwingen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Ausschließlich automatisierte Entscheidungen mit rechtlicher Wirkung sind nach Art. 22 DSGVO nur ausnahmsweise zulässig, etwa wenn sie für den Vertrag erforderlich sind. Dann muss der Verantwortliche nach Art. 22 Abs. 3 DSGVO zumindest das Recht auf Eingreifen einer Person, auf Darlegung des eigenen Standpunkts und auf Anfechtung der Entscheidung gewährleisten.',
    source: 'Art. 22 Abs. 1 bis 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-534',
    text: 'Welche Information muss ein Verantwortlicher nach Art. 13 DSGVO bei der Erhebung von Daten beim Kunden NICHT geben?',
    answers: [
      'Die Namen aller anderen Kunden, deren Daten er verarbeitet',
      'Die Zwecke und die Rechtsgrundlage der Verarbeitung',
      'Die Speicherdauer oder die Kriterien für ihre Festlegung',
      'Seinen Namen und seine Kontaktdaten',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Art. 13 DSGVO verlangt bei der Erhebung u. a. Angaben zum Verantwortlichen, zu Zwecken und Rechtsgrundlage, zu Empfängern, zur Speicherdauer und zu den Betroffenenrechten. Daten anderer Kunden offenzulegen, wäre im Gegenteil selbst ein Datenschutzverstoß.',
    source: 'Art. 13 Abs. 1 und 2 DSGVO',
  },
];
