import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-versvg. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-versvg-001',
    text: 'Binnen welcher Frist kann ein Versicherungsnehmer nach § 5c VersVG grundsätzlich vom Versicherungsvertrag zurücktreten?',
    answers: ['Binnen 14 Tagen', 'Binnen 7 Tagen', 'Binnen 30 Tagen', 'Binnen drei Monaten'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 5c VersVG kann der VN binnen 14 Tagen ohne Angabe von Gründen vom Vertrag zurücktreten. Die Frist beginnt erst, wenn ihm Polizze, Bedingungen und die Belehrung über das Rücktrittsrecht zugegangen sind.',
    source: '§ 5c Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-002',
    text: 'Welche Rücktrittsfrist gilt nach dem VersVG für Lebensversicherungen?',
    answers: ['30 Tage', '14 Tage', '7 Tage', 'Zwei Monate'],
    categories: ['at-versvg', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Für Lebensversicherungen sieht § 165a VersVG eine eigene, längere Rücktrittsfrist von 30 Tagen ab Verständigung vom Zustandekommen des Vertrags vor. Die allgemeinen 14 Tage des § 5c VersVG gelten hier nicht.',
    source: '§ 5c VersVG; § 165a VersVG',
  },
  {
    key: 'at-versvg-003',
    text: 'In welcher Form ist der Rücktritt nach § 5c VersVG zu erklären?',
    answers: [
      'In geschriebener Form, z. B. per E-Mail',
      'Nur mit notariell beglaubigter Unterschrift',
      'Mündlich beim Versicherungsagenten genügt immer',
      'Ausschließlich per eingeschriebenem Brief',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Rücktritt ist in geschriebener Form zu erklären. Das VersVG unterscheidet zwischen Schriftform mit Unterschrift und geschriebener Form, für die auch E-Mail oder Fax genügen; ein Einschreiben ist nicht vorgeschrieben.',
    source: '§ 5c VersVG; § 5a VersVG',
  },
  {
    key: 'at-versvg-004',
    text: 'In welcher Frist verjähren Ansprüche aus dem Versicherungsvertrag nach § 12 VersVG grundsätzlich?',
    answers: ['In drei Jahren', 'In zwei Jahren', 'In fünf Jahren', 'In dreißig Jahren'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Ansprüche aus dem Versicherungsvertrag verjähren nach § 12 Abs. 1 VersVG in drei Jahren. Die kurze Frist dient der raschen Klärung von Versicherungsfällen und ist deutlich kürzer als die allgemeine Verjährung des ABGB.',
    source: '§ 12 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-005',
    text: 'Der Versicherer lehnt die Deckung schriftlich und mit Belehrung über die Rechtsfolgen ab. Was droht dem VN nach § 12 Abs. 3 VersVG?',
    answers: [
      'Leistungsfreiheit, wenn er den Anspruch nicht binnen eines Jahres gerichtlich geltend macht',
      'Die sofortige Verjährung des Anspruchs',
      'Der Verlust des Anspruchs nach 14 Tagen',
      'Keine Folgen, die Ablehnung ist unverbindlich',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Lehnt der Versicherer die Deckung in geschriebener Form und unter Hinweis auf die Rechtsfolge ab, wird er leistungsfrei, wenn der VN den Anspruch nicht binnen eines Jahres gerichtlich geltend macht. Ohne ordnungsgemäße Belehrung beginnt diese Ausschlussfrist nicht zu laufen.',
    source: '§ 12 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-006',
    text: 'Welche Zahlungsfrist muss der Versicherer bei Verzug mit einer Folgeprämie nach § 39 VersVG mindestens setzen?',
    answers: ['Zwei Wochen', 'Drei Tage', 'Drei Monate', 'Sechs Monate'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Bei Verzug mit einer Folgeprämie muss der Versicherer dem VN eine Zahlungsfrist von mindestens zwei Wochen setzen und ihn über die Folgen belehren. Erst nach fruchtlosem Ablauf dieser Frist drohen Leistungsfreiheit und Kündigung.',
    source: '§ 39 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-007',
    text: 'Was gilt in Österreich nach § 61 VersVG, wenn der VN den Versicherungsfall in der Schadenversicherung grob fahrlässig herbeiführt?',
    answers: [
      'Der Versicherer ist leistungsfrei; eine Quotelung wie in Deutschland sieht das Gesetz nicht vor',
      'Die Leistung wird nach der Schwere des Verschuldens gekürzt',
      'Der Versicherer muss voll leisten',
      'Die Leistung wird pauschal um 50 % gekürzt',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      '§ 61 VersVG befreit den Versicherer von der Leistung, wenn der VN den Versicherungsfall vorsätzlich oder grob fahrlässig herbeiführt. Anders als das deutsche VVG seit 2008 kennt das österreichische Gesetz kein Quotenmodell.',
    source: '§ 61 VersVG',
  },
  {
    key: 'at-versvg-008',
    text: 'Was regelt § 56 VersVG?',
    answers: [
      'Die Unterversicherung: Ersatz im Verhältnis der Versicherungssumme zum Versicherungswert',
      'Das Rücktrittsrecht des Verbrauchers',
      'Die Verjährung von Ansprüchen',
      'Die Vollmacht des Versicherungsagenten',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Ist die Versicherungssumme niedriger als der Versicherungswert, haftet der Versicherer nach § 56 VersVG nur im Verhältnis der Summe zum Wert. Diese Proportionalregel ist der Kern der Unterversicherung in der Schadenversicherung.',
    source: '§ 56 VersVG',
  },
  {
    key: 'at-versvg-009',
    text: 'Der Versicherer ersetzt einen Schaden, für den ein Dritter haftet. Was geschieht nach § 67 VersVG mit dem Ersatzanspruch des VN?',
    answers: [
      'Er geht auf den Versicherer über (Legalzession)',
      'Der VN kann beide Leistungen behalten',
      'Der Anspruch erlischt ersatzlos',
      'Der Anspruch geht auf den Staat über',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Soweit der Versicherer den Schaden ersetzt, geht der Schadenersatzanspruch des VN gegen den Dritten nach § 67 VersVG kraft Gesetzes auf ihn über. So wird eine Bereicherung des VN verhindert und der Schädiger nicht entlastet.',
    source: '§ 67 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-010',
    text: 'Welches Kündigungsrecht hat ein Verbraucher nach § 8 Abs. 3 VersVG bei einem Vertrag mit einer Laufzeit von mehr als drei Jahren?',
    answers: [
      'Kündigung zum Ende des dritten oder jedes folgenden Jahres mit einer Frist von einem Monat',
      'Kündigung erst zum Ende der vereinbarten Laufzeit',
      'Kündigung jederzeit ohne Frist',
      'Kündigung nur nach einem Schadenfall',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Verbraucher können Verträge mit mehr als dreijähriger Laufzeit nach § 8 Abs. 3 VersVG zum Ende des dritten und jedes folgenden Jahres unter Einhaltung einer einmonatigen Frist kündigen. Längere Bindungen ohne Kündigungsmöglichkeit sind gegenüber Verbrauchern damit ausgeschlossen.',
    source: '§ 8 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-011',
    text: 'Welche Aussage zur vorvertraglichen Anzeigepflicht nach §§ 16 ff. VersVG ist NICHT zutreffend?',
    answers: [
      'Der VN muss auch Umstände anzeigen, die ihm selbst unbekannt sind',
      'Anzuzeigen sind die für die Übernahme der Gefahr erheblichen Umstände',
      'Ein Umstand, nach dem ausdrücklich und schriftlich gefragt wurde, gilt im Zweifel als erheblich',
      'Bei einer Verletzung kann der Versicherer unter Umständen vom Vertrag zurücktreten',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Die Anzeigepflicht erfasst nach § 16 VersVG nur Umstände, die dem VN bekannt sind; Unbekanntes kann er nicht anzeigen. Die übrigen Aussagen stimmen: erhebliche Umstände sind anzuzeigen, ausdrücklich erfragte gelten im Zweifel als erheblich, bei Verletzung droht der Rücktritt.',
    source: '§ 16 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-012',
    text: 'Wozu gilt ein Versicherungsagent nach § 43 VersVG als bevollmächtigt?',
    answers: [
      'U. a. Anträge, Anzeigen und Rücktrittserklärungen des VN entgegenzunehmen',
      'Über die Leistungspflicht im Schadenfall verbindlich zu entscheiden',
      'Die Versicherungsbedingungen eigenständig zu ändern',
      'Deckungen im Namen des Versicherers endgültig abzulehnen',
    ],
    categories: ['at-versvg', 'at-agent'],
    coins: 1,
    explanation:
      'Der Versicherungsagent gilt nach § 43 VersVG als bevollmächtigt, Anträge, Anzeigen, Kündigungs- und Rücktrittserklärungen des VN entgegenzunehmen. Was ihm zugeht, gilt daher als dem Versicherer zugegangen; über Leistungen entscheidet aber der Versicherer.',
    source: '§ 43 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-013',
    text: 'Wie wird der Versicherungsschein in Österreich üblicherweise bezeichnet?',
    answers: ['Polizze', 'Prämienschein', 'Deckungsbrief', 'Vertragsattest'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'In Österreich heißt der Versicherungsschein Polizze, und auch das VersVG verwendet diesen Begriff. Prämienschein oder Deckungsbrief sind keine gebräuchlichen Bezeichnungen dafür.',
    source: 'Sprachgebrauch in VersVG und Praxis (z. B. § 5c VersVG)',
  },
  {
    key: 'at-versvg-014',
    text: 'Was muss der Versicherungsnehmer nach § 62 VersVG bei Eintritt des Versicherungsfalls tun?',
    answers: [
      'Nach Möglichkeit für die Abwendung und Minderung des Schadens sorgen (Rettungspflicht)',
      'Bis zum Eintreffen eines Sachverständigen nichts unternehmen',
      'Den Schaden ausschließlich dem Agenten mündlich melden',
      'Zunächst die Prämie für das Folgejahr begleichen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 62 VersVG muss der VN beim Versicherungsfall nach Möglichkeit für die Abwendung und Minderung des Schadens sorgen und Weisungen des Versicherers einholen. Die dafür gebotenen Aufwendungen ersetzt ihm der Versicherer nach § 63 VersVG.',
    source: '§ 62 Abs. 1 VersVG',
  },
];
