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
    explanation:
      'Im Sachwalterurteil (BGH, Urt. v. 22.05.1985 – IVa ZR 190/83) stellte der BGH den Makler als treuhänderähnlichen Sachwalter der Versicherungsinteressen seines Kunden dar, der auf Seiten des Kunden steht. Daraus leiten sich umfassende Beratungs- und Betreuungspflichten ab, die heute in §§ 60, 61 VVG verankert sind.',
    source: 'BGH, Urt. v. 22.05.1985 – IVa ZR 190/83',
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
    explanation:
      '§ 60 Abs. 1 Satz 1 VVG verpflichtet den Makler, seinem Rat eine hinreichende Zahl von auf dem Markt angebotenen Verträgen und Versicherern zugrunde zu legen, damit er nach fachlichen Kriterien eine geeignete Empfehlung abgeben kann. Das unterscheidet ihn vom Vertreter, der nur die Produkte seiner Versicherer anbietet.',
    source: '§ 60 Abs. 1 VVG',
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
    explanation:
      'Nach § 60 Abs. 1 Satz 2 VVG darf der Makler seine Auswahl einschränken, muss den Kunden aber ausdrücklich darauf hinweisen. § 60 Abs. 2 VVG verlangt dann zusätzlich, die Marktbasis und die Namen der einbezogenen Versicherer mitzuteilen.',
    source: '§ 60 Abs. 1 und 2 VVG',
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
    explanation:
      'Obwohl der Makler im Lager des Kunden steht, zahlt nach jahrzehntelangem Handelsbrauch der Versicherer die Courtage; sie ist in die Bruttoprämie einkalkuliert. Ein Honorar direkt vom Kunden ist bei Nettotarifen möglich, aber nicht die Regel.',
    source: '§ 652 BGB; Handelsbrauch der Versicherungswirtschaft',
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
    explanation:
      'Nach dem gewohnheitsrechtlich anerkannten Schicksalsteilungsgrundsatz entsteht und besteht der Courtageanspruch nur, soweit und solange der Kunde die Prämie zahlt. Fällt der Vertrag weg oder wird die Prämie herabgesetzt, entfällt bzw. mindert sich auch die Courtage – ähnlich wie die Provision des Vertreters nach § 92 Abs. 4 HGB.',
    source: 'Handelsbrauch (Schicksalsteilungsgrundsatz); vgl. § 92 Abs. 4 HGB',
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
    explanation:
      '§ 59 Abs. 3 Satz 2 VVG regelt den Pseudomakler: Wer dem Versicherungsnehmer gegenüber den Anschein erweckt, er sei Makler, muss sich wie ein Makler behandeln lassen und haftet nach §§ 60, 61, 63 VVG. So wird der Kunde geschützt, der auf die Maklerrolle vertraut hat.',
    source: '§ 59 Abs. 3 Satz 2 VVG',
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
    explanation:
      'Der Makler ist Interessenvertreter des Kunden (§ 59 Abs. 3 VVG) und schuldet ihm Risikoanalyse, Marktauswahl, Betreuung und Hilfe im Schadenfall. Die Interessen des Versicherers gegenüber dem Kunden durchzusetzen, widerspricht gerade seiner Sachwalterstellung.',
    source: '§ 59 Abs. 3, §§ 60, 61 VVG',
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
    explanation:
      'Mit der Maklervollmacht bevollmächtigt der Kunde den Makler nach §§ 164, 167 BGB, in seinem Namen Erklärungen gegenüber Versicherern abzugeben und entgegenzunehmen, etwa Anträge, Kündigungen oder Schadenmeldungen. Sie ergänzt den Maklervertrag, der die Pflichten des Maklers regelt.',
    source: '§§ 164, 167 BGB',
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
    explanation:
      '§ 34d Abs. 1 GewO erstreckt die Maklererlaubnis auf die Befugnis, Dritte, die nicht Verbraucher sind, bei Vereinbarung, Änderung oder Prüfung von Versicherungsverträgen gegen gesondertes Entgelt rechtlich zu beraten. Verbraucher gegen Honorar zu beraten, ist dagegen dem Versicherungsberater vorbehalten.',
    source: '§ 34d Abs. 1 GewO',
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
    explanation:
      'Der Makler steht nach § 59 Abs. 3 VVG im Lager des Kunden; § 70 VVG rechnet nur die Kenntnis des Versicherungsvertreters dem Versicherer zu. Was der Kunde nur dem Makler mitteilt, gilt deshalb grundsätzlich nicht als dem Versicherer bekannt.',
    source: '§ 59 Abs. 3, § 70 VVG',
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
    explanation:
      'Ein Tippgeber stellt nur den Kontakt zu potenziellen Kunden her, ohne zu beraten oder auf einen Vertragsschluss hinzuwirken. Die bloße Bereitstellung solcher Informationen ist nach Art. 2 Abs. 2 IDD kein Versicherungsvertrieb, daher braucht er keine Erlaubnis nach § 34d GewO.',
    source: 'Art. 2 Abs. 2 IDD; § 34d Abs. 1 GewO',
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
    explanation:
      'Nach der Sachwalter-Rechtsprechung des BGH endet die Pflicht des Maklers nicht mit dem Vertragsschluss: Er muss den Bestand betreuen, auf erkennbaren Anpassungsbedarf hinweisen und im Schadenfall unterstützen. Umfang und Dauer richten sich nach dem Maklervertrag.',
    source: 'BGH, Urt. v. 22.05.1985 – IVa ZR 190/83; Maklervertrag (§§ 652, 675 BGB)',
  },
];
