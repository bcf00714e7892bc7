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
    source: 'Art. 2a Abs. 2 VVG (CH)',
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
    source: 'Art. 2a Abs. 1 und 3 VVG (CH)',
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
    source: 'Art. 2a Abs. 2 VVG (CH)',
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
  {
    key: 'ch-vvg-201',
    text: 'Der Versicherer hat seine Informationspflicht nach Art. 3 VVG verletzt. Bis wann kann der VN den Vertrag deswegen kündigen?',
    answers: [
      'Innert vier Wochen ab Kenntnis der Verletzung, spätestens zwei Jahre nach ihr',
      'Jederzeit ohne Frist während der ganzen Vertragsdauer',
      'Nur innert 14 Tagen ab Vertragsabschluss',
      'Gar nicht, er hat nur Anspruch auf Schadenersatz',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Art. 3a VVG gibt dem VN bei verletzter Informationspflicht ein Kündigungsrecht in Textform. Es erlischt vier Wochen, nachdem er von der Verletzung und den Informationen Kenntnis erhalten hat, jedenfalls aber zwei Jahre nach der Pflichtverletzung.',
    source: 'Art. 3a Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-202',
    text: 'Welche Gefahrstatsachen muss der Antragsteller nach Art. 4 VVG anzeigen?',
    answers: [
      'Die erheblichen Gefahrstatsachen, nach denen der Versicherer schriftlich oder in Textform fragt',
      'Alle Umstände seines Lebens, auch ohne Frage',
      'Nur Umstände, die ihm der Vermittler mündlich nennt',
      'Keine, die Risikoprüfung ist Sache des Versicherers',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Das Schweizer VVG kennt eine Anzeigepflicht nur auf Fragen: Der Antragsteller muss die erheblichen Gefahrstatsachen, die ihm bekannt sind oder bekannt sein müssen, mitteilen, soweit danach schriftlich oder in Textform gefragt wird. Was nicht gefragt wird, muss er grundsätzlich nicht spontan melden.',
    source: 'Art. 4 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-203',
    text: 'Der Inhalt der Police weicht von den getroffenen Vereinbarungen ab. Was muss der VN nach Art. 12 VVG tun, damit die Abweichung nicht als genehmigt gilt?',
    answers: [
      'Innert vier Wochen nach Empfang der Police deren Berichtigung verlangen',
      'Innert einem Jahr Klage einreichen',
      'Nichts, Abweichungen sind stets unwirksam',
      'Die erste Prämie zurückbehalten',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Stimmt die Police nicht mit den Vereinbarungen überein, muss der VN binnen vier Wochen nach Empfang die Berichtigung verlangen. Unterlässt er dies, gilt der Inhalt der Police als genehmigt; deshalb ist die Policenkontrolle durch den Vermittler wichtig.',
    source: 'Art. 12 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-204',
    text: 'Wann wird eine Forderung aus dem Versicherungsvertrag nach Art. 41 VVG fällig?',
    answers: [
      'Vier Wochen nach Erhalt der Angaben, die den Versicherer von der Richtigkeit des Anspruchs überzeugen können',
      'Sofort mit dem Eintritt des Schadenereignisses',
      'Erst nach rechtskräftigem Gerichtsurteil',
      'Zwölf Monate nach der Schadenmeldung',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Die Leistung wird fällig, wenn seit dem Erhalt der nötigen Angaben vier Wochen verstrichen sind. Der Versicherer soll den Anspruch prüfen können, darf die Zahlung danach aber nicht weiter hinauszögern.',
    source: 'Art. 41 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-205',
    text: 'Ein versichertes Gebäude wird verkauft. Was gilt nach Art. 54 VVG für die Sachversicherung?',
    answers: [
      'Der Vertrag geht auf den Erwerber über; dieser kann den Übergang innert 30 Tagen ablehnen',
      'Der Vertrag erlischt automatisch mit dem Verkauf',
      'Der Verkäufer bleibt bis zum Vertragsende allein versichert',
      'Der Versicherer muss dem Erwerber einen neuen Vertrag anbieten',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 2,
    explanation:
      'Bei einer Handänderung gehen die Rechte und Pflichten aus dem Vertrag auf den neuen Eigentümer über. Dieser kann den Übergang durch schriftliche Erklärung oder in Textform innert 30 Tagen nach der Handänderung ablehnen.',
    source: 'Art. 54 Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-206',
    text: 'Was verlangt Art. 61 VVG vom Anspruchsberechtigten beim Eintritt des befürchteten Ereignisses?',
    answers: [
      'Nach Möglichkeit für die Minderung des Schadens zu sorgen und Weisungen des Versicherers einzuholen',
      'Nichts zu unternehmen, bis der Experte eintrifft',
      'Den Schaden sofort selbst reparieren zu lassen',
      'Die Polizei in jedem Fall zu benachrichtigen',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 1,
    explanation:
      'Die Rettungspflicht verlangt, dass der Anspruchsberechtigte den Schaden nach Möglichkeit mindert und, wenn nicht Gefahr im Verzug ist, die Weisungen des Versicherers einholt. Verletzt er sie schuldhaft, kann der Versicherer die Entschädigung entsprechend kürzen.',
    source: 'Art. 61 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-207',
    text: 'Der VN hat seinen Ehegatten als Begünstigten einer Lebensversicherung eingesetzt. Was gilt nach Art. 80 VVG bei einer Betreibung gegen den VN?',
    answers: [
      'Weder der Anspruch des Begünstigten noch der des VN unterliegt der Zwangsvollstreckung seiner Gläubiger',
      'Die Gläubiger können die Versicherung jederzeit pfänden',
      'Die Begünstigung fällt automatisch dahin',
      'Der Versicherer muss den Rückkaufswert an das Betreibungsamt zahlen',
    ],
    categories: ['ch-vvg', 'ch-personen'],
    coins: 2,
    explanation:
      'Sind Ehegatte, eingetragener Partner oder Nachkommen begünstigt, sind nach Art. 80 VVG weder der Anspruch des Begünstigten noch der des VN der Zwangsvollstreckung zugunsten der Gläubiger des VN unterworfen. Das macht die Lebensversicherung zu einem Schutzinstrument der Familie.',
    source: 'Art. 80 VVG (CH)',
  },
  {
    key: 'ch-vvg-208',
    text: 'Welche Aussage zum Widerrufsrecht nach Art. 2a VVG ist NICHT zutreffend?',
    answers: [
      'Der VN muss den Widerruf begründen',
      'Die Frist beträgt 14 Tage',
      'Ein Widerruf per E-Mail ist möglich',
      'Der Versicherer muss bereits bezahlte Prämien zurückerstatten',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Widerruf ist ohne Angabe von Gründen möglich; eine Begründungspflicht besteht nicht. Die übrigen Aussagen stimmen: 14 Tage Frist, Textform genügt, und nach Art. 2b VVG sind bereits geleistete Prämien zurückzuerstatten.',
    source: 'Art. 2a und 2b VVG (CH)',
  },
  {
    key: 'ch-vvg-209',
    text: 'Die AVB beschreiben die versicherte Gefahr „Feuer“ und schliessen Sengschäden nicht aus. Für welche Ereignisse haftet der Versicherer nach Art. 33 VVG?',
    answers: [
      'Für alle Ereignisse mit den Merkmalen der versicherten Gefahr, sofern nicht unzweideutig ausgeschlossen',
      'Nur für ausdrücklich aufgezählte Einzelereignisse',
      'Nur für Ereignisse, die der VN im Antrag genannt hat',
      'Für jedes Ereignis, auch ausserhalb der versicherten Gefahr',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Nach Art. 33 VVG haftet der Versicherer für alle Ereignisse, welche die Merkmale der versicherten Gefahr an sich tragen, es sei denn, der Vertrag schliesse einzelne Ereignisse in bestimmter, unzweideutiger Fassung aus. Unklare Ausschlüsse gehen zulasten des Versicherers.',
    source: 'Art. 33 VVG (CH)',
  },
];
