import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-sach-haftpflicht' (Deutschland), Teil 4. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-sach-haftpflicht-401',
    text: 'Über das Vermögen eines haftpflichtversicherten Handwerkers wird das Insolvenzverfahren eröffnet. Welches Recht hat sein geschädigter Kunde nach § 110 VVG?',
    answers: [
      'Abgesonderte Befriedigung aus dem Freistellungsanspruch des Handwerkers gegen den Versicherer',
      'Keines, er erhält nur die Insolvenzquote wie alle Gläubiger',
      'Einen Direktanspruch auf das Doppelte der Versicherungssumme',
      'Die Kündigung des Haftpflichtvertrags',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 110 VVG kann der Dritte in der Insolvenz des Versicherungsnehmers wegen seines Anspruchs abgesonderte Befriedigung aus dem Freistellungsanspruch verlangen. Die Versicherungsleistung fließt so an den Geschädigten und nicht in die Masse für alle Gläubiger.',
    source: '§ 110 VVG',
  },
  {
    key: 'de-sach-haftpflicht-402',
    text: 'Nach einem Leitungswasserschaden verzichtet der VN vorsätzlich gegenüber dem schuldigen Installateur auf alle Ansprüche. Was folgt aus § 86 Abs. 2 VVG?',
    answers: [
      'Der Versicherer ist leistungsfrei, soweit er deshalb keinen Ersatz vom Installateur erlangen kann',
      'Nichts, der Verzicht ist für den Versicherer bedeutungslos',
      'Der Versicherer muss den Schaden doppelt ersetzen',
      'Der Vertrag ist automatisch beendet',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Der Versicherungsnehmer muss seinen Ersatzanspruch gegen Dritte wahren, weil er nach § 86 Abs. 1 VVG auf den Versicherer übergeht. Verletzt er diese Obliegenheit vorsätzlich, ist der Versicherer nach § 86 Abs. 2 VVG insoweit leistungsfrei, als er infolgedessen keinen Ersatz vom Dritten erlangen kann; bei grober Fahrlässigkeit darf er kürzen.',
    source: '§ 86 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-403',
    text: 'Was bewirkt der Baustein „Schäden durch deliktsunfähige Kinder“ in der Privathaftpflichtversicherung?',
    answers: [
      'Der Versicherer zahlt bis zu einer Höchstsumme, obwohl das Kind mangels Deliktsfähigkeit nicht haftet',
      'Die Eltern haften für jedes Kind unabhängig von der Aufsichtspflicht',
      'Das Kind wird schon ab Geburt voll deliktsfähig',
      'Der Geschädigte muss auf jeden Ersatz verzichten',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Kinder unter sieben Jahren sind nach § 828 Abs. 1 BGB nicht verantwortlich; haben die Eltern ihre Aufsichtspflicht erfüllt, besteht gar keine Haftung und die Haftpflichtversicherung müsste nur abwehren. Der Baustein lässt den Versicherer den Schaden trotzdem bis zu einer vereinbarten Summe ersetzen, etwa um Beziehungen zu Nachbarn oder Freunden zu schonen.',
    source: '§ 828 Abs. 1 BGB; Tarifbedingungen der Privathaftpflichtversicherer (deliktsunfähige Kinder)',
  },
  {
    key: 'de-sach-haftpflicht-404',
    text: 'Was leistet die Forderungsausfalldeckung in der Privathaftpflichtversicherung?',
    answers: [
      'Sie ersetzt dem VN als Geschädigtem seinen titulierten Schadensersatzanspruch, wenn der Schädiger nicht zahlen kann',
      'Sie zahlt offene Mieten des VN',
      'Sie ersetzt Schäden, die der VN vorsätzlich verursacht',
      'Sie deckt Forderungsausfälle aus dem Gewerbebetrieb des VN',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Forderungsausfalldeckung schützt den Versicherungsnehmer in der Rolle des Geschädigten: Hat er gegen einen nicht versicherten, zahlungsunfähigen Schädiger einen vollstreckbaren Titel erwirkt und ist die Vollstreckung erfolglos, zahlt sein eigener Privathaftpflichtversicherer so, als wäre der Schädiger bei ihm versichert.',
    source: 'Tarifbedingungen der Privathaftpflichtversicherer (Forderungsausfallrisiko)',
  },
  {
    key: 'de-sach-haftpflicht-405',
    text: 'Der Haftpflichtanspruch des Dritten ist durch rechtskräftiges Urteil festgestellt. Innerhalb welcher Frist muss der Versicherer den VN nach § 106 VVG freistellen?',
    answers: [
      'Innerhalb von zwei Wochen',
      'Innerhalb von vier Wochen',
      'Innerhalb von drei Monaten',
      'Innerhalb eines Jahres',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 106 Satz 1 VVG hat der Versicherer den Versicherungsnehmer innerhalb von zwei Wochen von dem Zeitpunkt an freizustellen, zu dem der Anspruch des Dritten mit bindender Wirkung für den Versicherer durch rechtskräftiges Urteil, Anerkenntnis oder Vergleich festgestellt ist. Hat der VN den Dritten schon befriedigt, ist die Entschädigung binnen zwei Wochen an ihn zu zahlen.',
    source: '§ 106 VVG',
  },
  {
    key: 'de-sach-haftpflicht-406',
    text: 'Ein Haftpflichtprozess kostet Anwalts- und Gerichtskosten, die zusammen mit der Entschädigung die Versicherungssumme übersteigen. Was gilt nach § 101 Abs. 2 VVG?',
    answers: [
      'Der Versicherer trägt die Kosten grundsätzlich auch über die Versicherungssumme hinaus',
      'Die Kosten werden stets auf die Versicherungssumme angerechnet',
      'Der VN trägt alle Prozesskosten selbst',
      'Die Kosten teilen sich VN und Versicherer hälftig',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung umfasst nach § 101 Abs. 1 VVG auch die gerichtlichen und außergerichtlichen Kosten der Abwehr der Ansprüche. Die Kosten eines auf seine Veranlassung geführten Rechtsstreits muss er nach § 101 Abs. 2 VVG auch insoweit ersetzen, als sie zusammen mit der Entschädigung die Versicherungssumme übersteigen.',
    source: '§ 101 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-407',
    text: 'Darf eine Haftpflicht-AVB verbieten, dass der VN seinen Freistellungsanspruch an den geschädigten Dritten abtritt?',
    answers: [
      'Nein, nach § 108 Abs. 2 VVG kann die Abtretung an den Dritten nicht durch AVB ausgeschlossen werden',
      'Ja, Abtretungsverbote sind in AVB stets wirksam',
      'Ja, aber nur in der Privathaftpflicht',
      'Nein, eine Abtretung ist gesetzlich ganz verboten',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 108 Abs. 2 VVG kann die Abtretung des Freistellungsanspruchs an den Dritten nicht durch Allgemeine Versicherungsbedingungen ausgeschlossen werden. Nach der Abtretung kann der Geschädigte den Versicherer direkt auf Zahlung in Anspruch nehmen, auch außerhalb der Pflichtversicherung.',
    source: '§ 108 Abs. 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-408',
    text: 'Welche Gefahr gehört NICHT zu den weiteren Elementargefahren, die in der Wohngebäudeversicherung nur über einen Zusatzbaustein versichert werden?',
    answers: ['Sturm', 'Überschwemmung durch Starkregen', 'Erdrutsch', 'Schneedruck'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Sturm und Hagel gehören schon zur Grunddeckung der verbundenen Wohngebäudeversicherung neben Feuer und Leitungswasser. Überschwemmung, Rückstau, Erdbeben, Erdsenkung, Erdrutsch, Schneedruck, Lawinen und Vulkanausbruch sind weitere Elementargefahren und nur über die Elementarschadenversicherung gedeckt.',
    source:
      'GDV-Musterbedingungen VGB 2016, Abschnitt A (versicherte Gefahren); Klauseln Weitere Elementargefahren',
  },
  {
    key: 'de-sach-haftpflicht-409',
    text: 'Was ist nach den AHB der Versicherungsfall in der Allgemeinen Haftpflichtversicherung?',
    answers: [
      'Das Schadenereignis, als dessen Folge die Schädigung des Dritten unmittelbar entstanden ist',
      'Der Zeitpunkt, zu dem der VN die schadenstiftende Handlung begeht',
      'Der Zeitpunkt, zu dem der Dritte seinen Anspruch erstmals schriftlich erhebt',
      'Die rechtskräftige Verurteilung des VN',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die AHB stellen auf das Schadenereignis ab: das Ereignis, als dessen Folge die Schädigung des Dritten unmittelbar entstanden ist. Auf den Zeitpunkt der Schadenverursachung kommt es nicht an; der Schaden muss also während der Wirksamkeit der Versicherung eintreten. Das Anspruchserhebungsprinzip gilt dagegen etwa in der D&O-Versicherung.',
    source: 'GDV-Musterbedingungen AHB, Ziff. 1.1',
  },
  {
    key: 'de-sach-haftpflicht-410',
    text: 'Ein Malerbetrieb beschädigt beim Lackieren die Tür, die er gerade bearbeitet. Welcher AHB-Ausschluss greift ohne besondere Vereinbarung?',
    answers: [
      'Der Ausschluss von Tätigkeitsschäden an fremden Sachen durch berufliche Tätigkeit an diesen Sachen',
      'Der Ausschluss von Vorsatzschäden',
      'Der Ausschluss von Schäden im Ausland',
      'Der Ausschluss von Personenschäden',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach den AHB sind Schäden an fremden Sachen ausgeschlossen, die durch eine gewerbliche oder berufliche Tätigkeit des VN an diesen Sachen entstanden sind, etwa bei Bearbeitung, Reparatur oder Beförderung. Das Risiko, die eigene Arbeit mangelhaft zu erbringen, soll nicht der Haftpflichtversicherer tragen; Betriebshaftpflichtverträge decken Tätigkeitsschäden oft per Zusatz mit Sublimit.',
    source: 'GDV-Musterbedingungen AHB, Ziff. 7.7',
  },
  {
    key: 'de-sach-haftpflicht-411',
    text: 'Ein Hersteller liefert über Monate Dübel mit demselben Mangel; bei vielen Kunden entstehen Schäden. Was gilt nach der Serienschadenklausel der AHB?',
    answers: [
      'Alle gelten als ein Versicherungsfall zum Zeitpunkt des ersten; die Versicherungssumme steht nur einmal zur Verfügung',
      'Jeder Schaden hat eine eigene volle Versicherungssumme',
      'Serienschäden sind grundsätzlich nicht versichert',
      'Nur der erste Schaden ist versichert, alle weiteren nicht',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach der Serienschadenklausel gelten mehrere Versicherungsfälle, die auf derselben Ursache, auf gleichen Ursachen mit innerem Zusammenhang oder auf der Lieferung von Waren mit gleichen Mängeln beruhen, als ein Versicherungsfall im Zeitpunkt des ersten. Die Versicherungssumme gilt damit für die ganze Serie nur einmal.',
    source: 'GDV-Musterbedingungen AHB, Ziff. 6.3',
  },
  {
    key: 'de-sach-haftpflicht-412',
    text: 'Nach einem Brand ist ein zum Neuwert versichertes Gebäude zerstört. Wann kann der VN nach § 93 VVG den über den Zeitwert hinausgehenden Neuwertanteil verlangen?',
    answers: [
      'Erst wenn die Wiederherstellung oder Wiederbeschaffung gesichert ist',
      'Sofort mit der Schadenanzeige, ohne Bedingung',
      'Nur wenn er das Grundstück verkauft',
      'Nie, es wird stets nur der Zeitwert gezahlt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Neuwertversicherungen enthalten meist eine Wiederherstellungsklausel. § 93 VVG bestimmt dazu, dass der VN den Teil der Entschädigung, der über den Versicherungswert hinausgeht, erst verlangen kann, wenn die Wiederherstellung oder Wiederbeschaffung gesichert ist. So soll die Neuwertspitze dem Wiederaufbau dienen und nicht bereichern.',
    source: '§ 93 VVG',
  },
];
