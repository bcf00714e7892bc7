import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-agent. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-agent-001',
    text: 'Was kennzeichnet einen Versicherungsagenten in Österreich?',
    answers: [
      'Er ist von einem oder mehreren Versicherern ständig mit der Vermittlung betraut',
      'Er muss überwiegend die Interessen des Kunden wahren',
      'Er ist immer Angestellter des Versicherers',
      'Er berät ausschließlich gegen Honorar des Kunden',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-002',
    text: 'Welches Gesetz regelt in Österreich das Vertragsverhältnis zwischen selbständigem Versicherungsagenten und Versicherer?',
    answers: [
      'Das Handelsvertretergesetz (HVertrG)',
      'Das Maklergesetz (MaklerG)',
      'Das Konsumentenschutzgesetz (KSchG)',
      'Das Angestelltengesetz',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-003',
    text: 'Wie hoch ist der Ausgleichsanspruch eines Handelsvertreters nach § 24 HVertrG höchstens?',
    answers: [
      'Eine Jahresvergütung, errechnet aus dem Durchschnitt der letzten fünf Jahre',
      'Drei Jahresprovisionen',
      'Zehn Jahresvergütungen',
      'Er ist der Höhe nach unbegrenzt',
    ],
    categories: ['at-agent'],
    coins: 2,
  },
  {
    key: 'at-agent-004',
    text: 'Innerhalb welcher Frist muss der Ausgleichsanspruch nach dem HVertrG geltend gemacht werden?',
    answers: [
      'Innerhalb eines Jahres nach Beendigung des Vertragsverhältnisses',
      'Innerhalb eines Monats nach Vertragsende',
      'Innerhalb von drei Jahren nach Vertragsende',
      'Innerhalb von dreißig Jahren',
    ],
    categories: ['at-agent'],
    coins: 2,
  },
  {
    key: 'at-agent-005',
    text: 'Was gilt nach § 25 HVertrG für eine Vereinbarung, die den Handelsvertreter nach Vertragsende in seiner Erwerbstätigkeit beschränkt?',
    answers: [
      'Sie ist unwirksam',
      'Sie ist bis zu zwei Jahre gegen Karenzentschädigung zulässig',
      'Sie ist bis zu fünf Jahre ohne Entschädigung zulässig',
      'Sie ist nur mit Zustimmung des Gerichts wirksam',
    ],
    categories: ['at-agent'],
    coins: 2,
  },
  {
    key: 'at-agent-006',
    text: 'In wessen Interesse wird ein Versicherungsagent in erster Linie tätig?',
    answers: [
      'Im Interesse des Versicherers, der ihn betraut hat',
      'Überwiegend im Interesse des Versicherungskunden',
      'Im Interesse der Wirtschaftskammer',
      'Im Interesse eines Versicherungsmaklers',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-007',
    text: 'Darf ein Versicherungsagent in Österreich für mehrere Versicherer tätig sein?',
    answers: [
      'Ja, als Mehrfachagent; er muss dies dem Kunden offenlegen',
      'Nein, das ist ausnahmslos verboten',
      'Nur mit Einzelgenehmigung der FMA',
      'Nur für mehrere Lebensversicherer',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-008',
    text: 'Wie haftet der Versicherer gegenüber dem Kunden in der Regel für Beratungsfehler seines Agenten?',
    answers: [
      'Wie für eigenes Verschulden, da der Agent sein Erfüllungsgehilfe ist (§ 1313a ABGB)',
      'Gar nicht, nur der Agent haftet',
      'Nur bei Vorsatz des Agenten',
      'Nur bis zu einem Höchstbetrag von 1.000 €',
    ],
    categories: ['at-agent'],
    coins: 2,
  },
  {
    key: 'at-agent-009',
    text: 'Welche Aussage zum österreichischen Versicherungsagenten ist NICHT zutreffend?',
    answers: [
      'Er muss gesetzlich überwiegend die Interessen des Versicherungskunden wahren',
      'Er wird in der Regel durch Provisionen des Versicherers vergütet',
      'Er muss im GISA eingetragen sein',
      'Er unterliegt der Weiterbildungspflicht von 15 Stunden jährlich',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-010',
    text: 'Wovon hängt der Provisionsanspruch eines Versicherungsagenten typischerweise ab?',
    answers: [
      'Vom Zustandekommen des Vertrags und von der Prämienzahlung durch den Kunden',
      'Von der Anzahl der geführten Beratungsgespräche',
      'Vom Jahresgewinn des Versicherers',
      'Von einer Genehmigung der FMA',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
  {
    key: 'at-agent-011',
    text: 'Was versteht man unter Stornohaftung im Agenturvertrag?',
    answers: [
      'Die Pflicht, erhaltene Provision bei vorzeitiger Vertragsauflösung anteilig zurückzuzahlen',
      'Die Haftung des Agenten für jeden Schaden des Kunden',
      'Die Pflicht des Agenten, offene Prämien des Kunden zu bezahlen',
      'Eine Strafzahlung an die FMA',
    ],
    categories: ['at-agent'],
    coins: 1,
  },
];
