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
    explanation:
      'Versicherungsagent ist, wer von einem Versicherer ständig betraut ist, Verträge zu vermitteln oder zu schließen. Die ständige Betrauung unterscheidet ihn vom Makler, der ohne solche Bindung für den Kunden tätig wird.',
    source: '§ 43 Abs. 1 VersVG',
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
    explanation:
      'Der selbständige Versicherungsagent ist Handelsvertreter, weil er ständig mit der Vermittlung von Geschäften für einen Unternehmer betraut ist. Sein Verhältnis zum Versicherer regelt daher das Handelsvertretergesetz, ergänzt durch den Agenturvertrag.',
    source: '§ 1 HVertrG',
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
    explanation:
      'Der Ausgleichsanspruch beträgt höchstens eine Jahresvergütung, berechnet aus dem Durchschnitt der letzten fünf Jahre bzw. der kürzeren Vertragsdauer. Innerhalb dieser Obergrenze richtet sich die Höhe nach Billigkeit.',
    source: '§ 24 Abs. 4 HVertrG',
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
    explanation:
      'Der Ausgleichsanspruch erlischt, wenn der Handelsvertreter ihn nicht binnen eines Jahres nach Vertragsende gerichtlich oder außergerichtlich geltend macht. Diese Frist ist bei Vertragsende unbedingt zu beachten.',
    source: '§ 24 Abs. 5 HVertrG',
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
    explanation:
      'Anders als das deutsche HGB erklärt das österreichische HVertrG nachvertragliche Konkurrenzklauseln für unwirksam. Der Agent darf nach Vertragsende daher frei für andere Versicherer tätig werden.',
    source: '§ 25 HVertrG',
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
    explanation:
      'Der Agent ist ständig vom Versicherer betraut und steht rechtlich in dessen Lager. Die überwiegende Wahrung der Kundeninteressen ist dagegen Kennzeichen des Versicherungsmaklers.',
    source: '§ 43 VersVG; § 1 HVertrG',
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
    explanation:
      'Ein Agent kann für mehrere Versicherer tätig sein (Mehrfachagent). Er muss dem Kunden offenlegen, für welche Versicherer er arbeitet, damit dieser seine Stellung einschätzen kann.',
    source: '§ 137 GewO 1994; Art. 19 Abs. 1 IDD',
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
    explanation:
      'Der Agent ist Erfüllungsgehilfe des Versicherers bei der Anbahnung und Erfüllung des Vertrags. Nach § 1313a ABGB haftet der Versicherer für dessen Verschulden wie für eigenes.',
    source: '§ 1313a ABGB',
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
    explanation:
      'Die Pflicht, überwiegend die Interessen des Kunden zu wahren, trifft den Versicherungsmakler nach dem MaklerG, nicht den Agenten. Der Agent ist dem Versicherer verpflichtet, muss den Kunden aber redlich und korrekt beraten.',
    source: '§ 43 VersVG; § 27 MaklerG',
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
    explanation:
      'Die Provision ist eine Erfolgsvergütung: Sie entsteht grundsätzlich mit dem vermittelten Vertrag und hängt in der Versicherungsvermittlung von der Prämienzahlung des Kunden ab. Die Einzelheiten regelt der Agenturvertrag.',
    source: 'HVertrG (§§ 8 ff.); Agenturvertrag',
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
    explanation:
      'Provisionen werden oft für mehrere Jahre im Voraus bezahlt. Wird der Vertrag innerhalb der Stornohaftungszeit aufgelöst, muss der Agent den nicht verdienten Teil zurückzahlen.',
    source: 'Agenturvertrag (Provisionsbestimmungen); HVertrG',
  },
  {
    key: 'at-agent-201',
    text: 'Ein Versicherungsagent kündigt seinen Agenturvertrag ohne wichtigen Grund und ohne Alters- oder Krankheitsgründe. Was gilt für den Ausgleichsanspruch?',
    answers: [
      'Er besteht nicht',
      'Er besteht in voller Höhe',
      'Er besteht zur Hälfte',
      'Er wandelt sich in eine Pensionszahlung um',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Der Ausgleichsanspruch entfällt, wenn der Handelsvertreter selbst kündigt, ohne dass ihm der Unternehmer dazu begründeten Anlass gegeben hat oder ihm die Fortsetzung wegen Alters oder Krankheit unzumutbar ist. Die Eigenkündigung muss daher gut überlegt sein.',
    source: '§ 24 Abs. 3 Z 1 HVertrG',
  },
  {
    key: 'at-agent-202',
    text: 'Worin unterscheidet sich ein selbständiger Versicherungsagent von einem angestellten Außendienstmitarbeiter eines Versicherers?',
    answers: [
      'Er ist selbständiger Gewerbetreibender mit eigener Gewerbeberechtigung',
      'Er ist an keinen Versicherer gebunden',
      'Er darf keine Provisionen erhalten',
      'Er unterliegt keinen Informationspflichten',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Der selbständige Agent übt die Versicherungsvermittlung als eigenes Gewerbe aus und ist Handelsvertreter. Der angestellte Außendienst ist dagegen Arbeitnehmer des Versicherers und braucht keine eigene Gewerbeberechtigung.',
    source: '§ 1 HVertrG; § 94 Z 76 GewO 1994',
  },
  {
    key: 'at-agent-203',
    text: 'Was kennzeichnet einen Ausschließlichkeitsagenten?',
    answers: [
      'Er vermittelt auf Grund seines Agenturvertrags nur Produkte eines Versicherers bzw. einer Versicherungsgruppe',
      'Er vermittelt ausschließlich an Unternehmer',
      'Er darf ausschließlich Lebensversicherungen vermitteln',
      'Er arbeitet ausschließlich im Auftrag des Kunden',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Der Ausschließlichkeitsagent ist vertraglich an einen Versicherer oder eine Gruppe gebunden und darf keine Konkurrenzprodukte vermitteln. Im Unterschied dazu arbeitet der Mehrfachagent für mehrere Versicherer.',
    source: '§ 43 Abs. 1 VersVG; Agenturvertrag',
  },
];
