import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-gewo-idd. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-gewo-idd-001',
    text: 'Wie viele Stunden Weiterbildung müssen Versicherungsvermittler in Österreich nach § 137b GewO jährlich absolvieren?',
    answers: ['15 Stunden', '10 Stunden', '20 Stunden', '40 Stunden'],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-002',
    text: 'In welchem Register sind Versicherungsvermittler in Österreich eingetragen?',
    answers: [
      'Im Gewerbeinformationssystem Austria (GISA)',
      'Im Register der FINMA',
      'Im Vermittlerregister des DIHK',
      'Im Grundbuch',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-003',
    text: 'Welche Behörde beaufsichtigt in Österreich die Versicherungsunternehmen?',
    answers: [
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Die Wirtschaftskammer Österreich',
      'Die Bezirkshauptmannschaft',
      'Der Verein für Konsumenteninformation',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-004',
    text: 'Wer ist in Österreich für die gewerberechtliche Aufsicht über Versicherungsvermittler zuständig?',
    answers: [
      'Die Gewerbebehörden (Bezirksverwaltungsbehörden)',
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Der Oberste Gerichtshof',
      'Die Österreichische Gesundheitskasse',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
  },
  {
    key: 'at-gewo-idd-005',
    text: 'Welches Gesetz regelt seit 2016 die Aufsicht über Versicherungsunternehmen in Österreich und setzt Solvency II um?',
    answers: [
      'Das Versicherungsaufsichtsgesetz 2016 (VAG 2016)',
      'Das Versicherungsvertragsgesetz (VersVG)',
      'Das Konsumentenschutzgesetz (KSchG)',
      'Das Maklergesetz (MaklerG)',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-006',
    text: 'In welchen Formen kann das Gewerbe der Versicherungsvermittlung nach der GewO ausgeübt werden?',
    answers: [
      'Als Versicherungsagent oder als Versicherungsmakler und Berater in Versicherungsangelegenheiten',
      'Nur als Versicherungsmakler',
      'Als Tippgeber, Vertreter oder Ombudsmann',
      'Nur als Angestellter eines Versicherungsunternehmens',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-007',
    text: 'Welche Information muss ein Versicherungsvermittler dem Kunden vor Vertragsabschluss NICHT geben?',
    answers: [
      'Sein persönliches Jahreseinkommen',
      'Seinen Namen und seine Anschrift',
      'Ob er als Versicherungsagent oder als Versicherungsmakler tätig ist',
      'Die Art der Vergütung, die er erhält',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-008',
    text: 'Wie kann ein Versicherungsagent in Österreich die vorgeschriebene Haftungsabsicherung erbringen?',
    answers: [
      'Durch eine Berufshaftpflichtversicherung oder eine Haftungsübernahme durch den Versicherer',
      'Durch eine Kaution bei der Wirtschaftskammer',
      'Durch einen Eintrag im Firmenbuch',
      'Eine Absicherung ist für Agenten nicht vorgesehen',
    ],
    categories: ['at-gewo-idd', 'at-agent'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-009',
    text: 'Was ist beim Vertrieb von Versicherungsanlageprodukten (z. B. fondsgebundene Lebensversicherung) nach IDD zusätzlich vorgeschrieben?',
    answers: [
      'Eine Eignungs- bzw. Angemessenheitsprüfung',
      'Eine Genehmigung der FMA für jeden Einzelvertrag',
      'Eine notarielle Beurkundung des Antrags',
      'Keine zusätzlichen Pflichten',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 2,
  },
  {
    key: 'at-gewo-idd-010',
    text: 'Was muss ein Versicherungsvertreiber nach der IDD vor jedem Vertragsabschluss ermitteln?',
    answers: [
      'Die Wünsche und Bedürfnisse des Kunden',
      'Die Vermögensverhältnisse der Nachbarn',
      'Die politische Einstellung des Kunden',
      'Die Schulnoten des Kunden',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-011',
    text: 'Was gehört NICHT zu den Voraussetzungen für die Ausübung der Versicherungsvermittlung in Österreich?',
    answers: [
      'Die Mitgliedschaft in einem privaten Maklerverein',
      'Der Befähigungsnachweis',
      'Die gewerberechtliche Zuverlässigkeit',
      'Eine Berufshaftpflichtversicherung oder gleichwertige Absicherung',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
  },
  {
    key: 'at-gewo-idd-012',
    text: 'Was umfasst der Begriff „Versicherungsvertrieb“ im Sinne der IDD?',
    answers: [
      'Beratung, Vorschlag, Vorbereitung und Abschluss von Verträgen sowie Mitwirkung bei Verwaltung und Schadenfall',
      'Nur den Verkauf durch Versicherungsmakler',
      'Nur den Direktvertrieb der Versicherer',
      'Nur die Rückversicherung',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
  },
];
