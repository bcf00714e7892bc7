import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-vvg. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-001',
    text: 'Wie lange dauert das Widerrufsrecht des Versicherungsnehmers nach Art. 2a VVG?',
    answers: ['14 Tage', '7 Tage', '30 Tage', 'Einen Monat'],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Seit der Revision 2022 kann der VN seinen Antrag oder seine Annahmeerklärung nach Art. 2a VVG innert 14 Tagen widerrufen. Das Widerrufsrecht gilt grundsätzlich für alle Versicherungsverträge, nicht nur im Fernabsatz.',
    source: 'Art. 2a Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-002',
    text: 'Seit wann gilt das revidierte Versicherungsvertragsgesetz (VVG) in der Schweiz?',
    answers: [
      'Seit dem 1. Januar 2022',
      'Seit dem 1. Januar 2020',
      'Seit dem 1. Januar 2024',
      'Seit dem 1. Januar 2011',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Die Teilrevision des VVG trat am 1. Januar 2022 in Kraft. Sie brachte u. a. das Widerrufsrecht, die Verjährung von fünf Jahren und das direkte Forderungsrecht in der Haftpflichtversicherung.',
    source: 'VVG (SR 221.229.1), Teilrevision in Kraft seit 1. Januar 2022',
  },
  {
    key: 'ch-vvg-003',
    text: 'In welcher Form kann der Widerruf nach Art. 2a VVG erklärt werden?',
    answers: [
      'Schriftlich oder in einer anderen Form, die den Nachweis durch Text ermöglicht',
      'Nur mit eingeschriebenem Brief',
      'Nur mündlich beim Vermittler',
      'Nur mit öffentlich beurkundeter Erklärung',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Widerruf ist gültig, wenn er schriftlich oder in einer anderen Form erklärt wird, die den Nachweis durch Text ermöglicht, etwa per E-Mail. Die Frist ist gewahrt, wenn der Widerruf am letzten Tag übermittelt wird.',
    source: 'Art. 2a Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-004',
    text: 'Wann beginnt die Widerrufsfrist nach Art. 2a VVG?',
    answers: [
      'Sobald der Versicherungsnehmer den Vertrag beantragt oder die Annahme erklärt hat',
      'Mit der Bezahlung der ersten Prämie',
      'Mit dem vereinbarten Versicherungsbeginn',
      'Erst mit Ablauf des ersten Versicherungsjahres',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Die 14-tägige Widerrufsfrist beginnt, sobald der VN den Vertrag beantragt oder die Annahme erklärt hat. Sie hängt also nicht vom Erhalt der Police oder vom Versicherungsbeginn ab.',
    source: 'Art. 2a Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-005',
    text: 'Für welche Vereinbarungen ist das Widerrufsrecht nach Art. 2a VVG NICHT vorgesehen?',
    answers: [
      'Für vorläufige Deckungszusagen und Vereinbarungen mit einer Dauer von weniger als einem Monat',
      'Für Hausratversicherungen',
      'Für Lebensversicherungen',
      'Für Privathaftpflichtversicherungen',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Das Gesetz schliesst den Widerruf bei vorläufigen Deckungszusagen und bei Vereinbarungen mit einer Dauer von weniger als einem Monat aus. In diesen Fällen wäre ein Widerrufsrecht praktisch sinnlos.',
    source: 'Art. 2a Abs. 4 VVG (CH)',
  },
  {
    key: 'ch-vvg-006',
    text: 'Innerhalb welcher Frist kann der Versicherer den Vertrag nach Art. 6 VVG wegen Verletzung der Anzeigepflicht kündigen?',
    answers: [
      'Innert vier Wochen, nachdem er von der Verletzung Kenntnis erhalten hat',
      'Innert 14 Tagen nach Vertragsabschluss',
      'Innert eines Jahres nach dem Schadenfall',
      'Jederzeit ohne Frist',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Bei einer Anzeigepflichtverletzung kann der Versicherer den Vertrag kündigen; das Kündigungsrecht erlischt vier Wochen, nachdem er von der Verletzung Kenntnis erhalten hat. Die Kündigung ist in Textform zu erklären.',
    source: 'Art. 6 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-007',
    text: 'In welcher Frist verjähren Forderungen aus dem Versicherungsvertrag nach dem revidierten VVG grundsätzlich?',
    answers: ['In fünf Jahren', 'In zwei Jahren', 'In drei Jahren', 'In zehn Jahren'],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Das revidierte VVG hat die Verjährungsfrist für Forderungen aus dem Versicherungsvertrag von zwei auf fünf Jahre verlängert. Sie beginnt mit dem Eintritt der Tatsache, welche die Leistungspflicht begründet.',
    source: 'Art. 46 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-008',
    text: 'Was gilt nach Art. 35a VVG für die ordentliche Kündigung eines Versicherungsvertrags?',
    answers: [
      'Er kann auf das Ende des dritten oder jedes folgenden Jahres mit dreimonatiger Frist gekündigt werden',
      'Er kann erst zum Ende der vereinbarten Laufzeit gekündigt werden',
      'Er kann jederzeit ohne Frist gekündigt werden',
      'Er kann nur nach einem Schadenfall gekündigt werden',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Jeder Vertrag kann von beiden Parteien auf das Ende des dritten oder jedes folgenden Jahres mit dreimonatiger Frist gekündigt werden, auch wenn er länger abgeschlossen wurde. Die Vertragsdauer ist damit faktisch auf drei Jahre begrenzt.',
    source: 'Art. 35a Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-009',
    text: 'Was geschieht nach Art. 20 VVG, wenn die Prämie trotz Mahnung nicht innert 14 Tagen bezahlt wird?',
    answers: [
      'Die Leistungspflicht des Versicherers ruht',
      'Der Vertrag ist rückwirkend nichtig',
      'Die Prämie verdoppelt sich automatisch',
      'Der Versicherer muss unverändert weiter leisten',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Wird die Prämie nicht innert 14 Tagen nach der Mahnung bezahlt, ruht die Leistungspflicht des Versicherers ab Ablauf dieser Frist. Der Vertrag besteht weiter und lebt mit der Zahlung der Prämie wieder auf.',
    source: 'Art. 20 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-010',
    text: 'Was darf der Versicherer nach Art. 14 VVG tun, wenn das befürchtete Ereignis grobfahrlässig herbeigeführt wurde?',
    answers: [
      'Seine Leistung im Verhältnis zum Grad des Verschuldens kürzen',
      'Den Vertrag rückwirkend aufheben',
      'Die Leistung vollständig verweigern',
      'Nur die nächste Jahresprämie erhöhen',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Bei grobfahrlässiger Herbeiführung ist der Versicherer berechtigt, seine Leistung in einem dem Grad des Verschuldens entsprechenden Verhältnis zu kürzen. Eine vollständige Leistungsfreiheit sieht das VVG nur bei absichtlicher Herbeiführung vor.',
    source: 'Art. 14 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-011',
    text: 'Welche Folge hat leichte Fahrlässigkeit bei der Herbeiführung des befürchteten Ereignisses nach VVG?',
    answers: [
      'Keine Leistungskürzung',
      'Eine Kürzung um die Hälfte',
      'Vollständige Leistungsfreiheit',
      'Fristlose Kündigung des Vertrags',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Hat der VN oder Anspruchsberechtigte das Ereignis nur leicht fahrlässig herbeigeführt, haftet der Versicherer voll. Eine Kürzung ist erst ab grober Fahrlässigkeit zulässig.',
    source: 'Art. 14 Abs. 4 VVG (CH)',
  },
  {
    key: 'ch-vvg-012',
    text: 'Welches Recht gewährt das revidierte VVG dem Geschädigten in der Haftpflichtversicherung?',
    answers: [
      'Ein direktes Forderungsrecht gegenüber dem Haftpflichtversicherer',
      'Einen Anspruch gegen die FINMA',
      'Ein Recht auf Staatshaftung',
      'Kein eigenes Recht, er muss stets den Schädiger belangen',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Seit 2022 steht dem geschädigten Dritten im Rahmen der Versicherungsdeckung ein direktes Forderungsrecht gegen den Haftpflichtversicherer zu. Vorher bestand ein solches nur bei Pflichtversicherungen wie der Motorfahrzeughaftpflicht.',
    source: 'Art. 60 Abs. 1bis VVG (CH)',
  },
  {
    key: 'ch-vvg-013',
    text: 'Ist eine Rückwärtsversicherung nach dem revidierten VVG grundsätzlich zulässig?',
    answers: [
      'Ja, grundsätzlich zulässig',
      'Nein, sie ist ausnahmslos verboten',
      'Nur für Lebensversicherungen',
      'Nur mit Bewilligung der FINMA',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Das revidierte VVG lässt die Rückwärtsversicherung ausdrücklich zu. Unwirksam ist sie nur, wenn der VN bei Vertragsschluss wusste oder wissen musste, dass ein versichertes Ereignis bereits eingetreten ist.',
    source: 'Art. 10 VVG (CH)',
  },
  {
    key: 'ch-vvg-014',
    text: 'Was muss der Anspruchsberechtigte nach Art. 38 VVG tun, sobald er vom Eintritt des befürchteten Ereignisses Kenntnis hat?',
    answers: [
      'Den Versicherer benachrichtigen',
      'Bis zum Ende des Versicherungsjahres abwarten',
      'Ausschliesslich die Polizei informieren',
      'Nichts, der Versicherer erfährt es selbst',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Sobald der Anspruchsberechtigte vom Eintritt des befürchteten Ereignisses Kenntnis erhält, muss er den Versicherer benachrichtigen. Bei schuldhafter Verletzung kann der Versicherer die Entschädigung um den Betrag kürzen, um den sie sich bei rechtzeitiger Anzeige vermindert hätte.',
    source: 'Art. 38 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-015',
    text: 'Welche Aussage zum revidierten VVG ist NICHT zutreffend?',
    answers: [
      'Die Verjährungsfrist für Forderungen beträgt weiterhin zwei Jahre',
      'Es gibt ein Widerrufsrecht von 14 Tagen',
      'Vorläufige Deckungszusagen sind gesetzlich geregelt',
      'Verträge können nach drei Jahren ordentlich gekündigt werden',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Die Verjährungsfrist beträgt seit der Revision 2022 fünf Jahre statt zwei. Die Aussage, sie betrage weiterhin zwei Jahre, ist daher falsch; die Verlängerung gehört zu den wichtigsten Verbesserungen der Revision für Versicherte.',
    source: 'Art. 46 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-016',
    text: 'Worüber muss der Versicherer den Versicherungsnehmer nach Art. 3 VVG vor Vertragsabschluss informieren?',
    answers: [
      'U. a. über seine Identität, den Umfang des Versicherungsschutzes, die Prämien und die Pflichten des VN',
      'Über die Vermögensverhältnisse seiner Aktionäre',
      'Über die Provision jedes einzelnen Mitarbeiters',
      'Über gar nichts, die Police genügt',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Art. 3 VVG verlangt vor Vertragsabschluss eine verständliche Information u. a. über die Identität des Versicherers, die versicherten Risiken und den Umfang des Schutzes, die Prämien und die Pflichten des VN. Verletzt der Versicherer diese Pflicht, kann der VN den Vertrag kündigen.',
    source: 'Art. 3 Abs. 1 VVG (CH)',
  },
];
