import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-maklerrecht' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-maklerrecht-001',
    text: 'Wie beschrieb der BGH 1985 im sogenannten Sachwalterurteil die Stellung des Versicherungsmaklers?',
    answers: [
      'Als treuhänderähnlicher Sachwalter der Versicherungsinteressen seines Kunden',
      'Als Erfüllungsgehilfe des Versicherers',
      'Als Handelsvertreter des Versicherers',
      'Als neutraler Schiedsrichter zwischen Kunde und Versicherer',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-002',
    text: 'Auf welcher Grundlage muss ein Versicherungsmakler nach § 60 Abs. 1 VVG grundsätzlich beraten?',
    answers: [
      'Auf Grundlage einer hinreichenden Zahl von auf dem Markt angebotenen Verträgen und Versicherern',
      'Auf Grundlage der Tarife eines einzigen Versicherers',
      'Nur auf Basis der drei größten Versicherer',
      'Nach freiem Ermessen ohne Marktvergleich',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-003',
    text: 'Was muss ein Makler tun, wenn er seinem Rat nur eine eingeschränkte Versicherer- und Vertragsauswahl zugrunde legt?',
    answers: [
      'Den Kunden ausdrücklich darauf hinweisen und die einbezogenen Versicherer angeben',
      'Nichts, die Auswahl liegt allein in seinem Ermessen',
      'Die BaFin vorab informieren',
      'Auf seine Courtage verzichten',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-004',
    text: 'Von wem erhält der Versicherungsmakler in Deutschland üblicherweise seine Vergütung (Courtage)?',
    answers: [
      'Vom Versicherer; die Courtage ist in die Prämie einkalkuliert',
      'Von der zuständigen IHK',
      'Aus Steuermitteln des Bundes',
      'Immer direkt vom Kunden per gesonderter Rechnung',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-005',
    text: 'Was bedeutet der Grundsatz „Die Courtage teilt das Schicksal der Prämie“?',
    answers: [
      'Der Courtageanspruch besteht nur, soweit und solange die Prämie gezahlt wird',
      'Die Courtage ist unabhängig von der Prämienzahlung garantiert',
      'Die Courtage steigt jährlich um die Inflationsrate',
      'Die Courtage wird vom Staat abgesichert',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-006',
    text: 'Wer gilt nach § 59 Abs. 3 Satz 2 VVG gegenüber dem Versicherungsnehmer als Versicherungsmakler?',
    answers: [
      'Wer ihm gegenüber den Anschein erweckt, er erbringe seine Leistungen als Versicherungsmakler',
      'Nur wer Pflichtmitglied einer IHK ist',
      'Jeder Vertreter, der für mehr als einen Versicherer arbeitet',
      'Jeder Bankangestellte, der Versicherungen anbietet',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
  },
  {
    key: 'de-maklerrecht-007',
    text: 'Welche Aufgabe gehört NICHT zu den typischen Pflichten eines Versicherungsmaklers?',
    answers: [
      'Die Interessen des Versicherers gegenüber dem Kunden durchzusetzen',
      'Eine Risikoanalyse für den Kunden zu erstellen',
      'Die Verträge während der Laufzeit zu betreuen',
      'Den Kunden im Schadenfall zu unterstützen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-008',
    text: 'Was ist eine Maklervollmacht?',
    answers: [
      'Die Bevollmächtigung des Maklers durch den Kunden, in dessen Namen gegenüber Versicherern zu handeln',
      'Die Erlaubnis der IHK zur Maklertätigkeit',
      'Eine Vollmacht des Versicherers zur Schadenregulierung',
      'Ein Pflichtformular der BaFin',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-009',
    text: 'Wen darf ein Versicherungsmakler aufgrund seiner Erlaubnis nach § 34d GewO auch gegen gesondertes Entgelt rechtlich beraten?',
    answers: [
      'Dritte, die nicht Verbraucher sind, z. B. Unternehmen',
      'Ausschließlich Verbraucher',
      'Niemanden; Honorare sind Maklern generell verboten',
      'Nur Versicherungsunternehmen',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 2,
  },
  {
    key: 'de-maklerrecht-010',
    text: 'Wird die Kenntnis eines Versicherungsmaklers grundsätzlich dem Versicherer zugerechnet?',
    answers: [
      'Nein, der Makler steht grundsätzlich im Lager des Kunden',
      'Ja, immer und ohne Ausnahme',
      'Nur in der Kfz-Versicherung',
      'Nur, wenn der Makler im Vermittlerregister eingetragen ist',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-011',
    text: 'Was ist ein Tippgeber?',
    answers: [
      'Jemand, der nur Kontaktmöglichkeiten nachweist, ohne selbst zu beraten oder zu vermitteln',
      'Ein Makler mit eingeschränkter Marktauswahl',
      'Ein Versicherungsberater auf Honorarbasis',
      'Ein Sachverständiger für Schadenregulierung',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
  {
    key: 'de-maklerrecht-012',
    text: 'Welche Pflicht trifft den Makler nach der Rechtsprechung auch nach Vertragsschluss?',
    answers: [
      'Den Vertrag zu betreuen und den Kunden auf erkennbaren Anpassungsbedarf hinzuweisen',
      'Keine, seine Pflichten enden mit der Vermittlung',
      'Die Prämien monatlich selbst einzuziehen',
      'Jährlich eine Steuererklärung für den Kunden zu erstellen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
  },
];
