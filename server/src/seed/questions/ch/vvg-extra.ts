import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-vvg (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-501',
    text: 'Wie lange bleibt der Antragsteller nach Art. 1 VVG an seinen Antrag gebunden, wenn die Versicherung eine ärztliche Untersuchung erfordert?',
    answers: ['Vier Wochen', '14 Tage', 'Drei Monate', 'Bis der Versicherer die Police zustellt'],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Ohne kürzere Annahmefrist bleibt der Antragsteller grundsätzlich 14 Tage an seinen Antrag gebunden. Erfordert die Versicherung eine ärztliche Untersuchung, verlängert sich die Bindung auf vier Wochen, weil die Risikoprüfung länger dauert.',
    source: 'Art. 1 Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-502',
    text: 'Der VN beantragt die Verlängerung seines Vertrags zu unveränderten Bedingungen. Was gilt nach Art. 2 VVG, wenn der Versicherer schweigt?',
    answers: [
      'Der Antrag gilt als angenommen, wenn ihn der Versicherer nicht binnen 14 Tagen ablehnt',
      'Der Antrag gilt als abgelehnt',
      'Der Antrag gilt erst nach drei Monaten als angenommen',
      'Der Vertrag endet sofort',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Bei Anträgen auf Verlängerung, Abänderung oder Wiederinkraftsetzung eines Vertrags gilt Schweigen des Versicherers als Zustimmung, wenn er den Antrag nicht binnen 14 Tagen ablehnt. Für einen Antrag auf Erhöhung der Versicherungssumme gilt diese Annahmefiktion nicht.',
    source: 'Art. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-503',
    text: 'Der Versicherer kündigt wegen eines verschwiegenen Rückenleidens. Muss er für einen vorher eingetretenen Beinbruch beim Skifahren noch leisten?',
    answers: [
      'Ja, weil der Schaden durch die verschwiegene Tatsache weder verursacht noch in seinem Umfang beeinflusst wurde',
      'Nein, mit der Kündigung entfällt jede Leistungspflicht rückwirkend',
      'Nur zur Hälfte',
      'Nur wenn der VN die Prämie für ein weiteres Jahr bezahlt',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Nach einer Kündigung wegen Anzeigepflichtverletzung erlischt die Leistungspflicht nur für bereits eingetretene Schäden, deren Eintritt oder Umfang durch die nicht oder unrichtig angezeigte Gefahrstatsache beeinflusst worden ist. Ein Beinbruch aus einem Skiunfall hat mit dem Rückenleiden keinen solchen Zusammenhang, also bleibt die Leistungspflicht bestehen.',
    source: 'Art. 6 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-504',
    text: 'Welche Aussage trifft NICHT zu? Trotz Anzeigepflichtverletzung kann der Versicherer den Vertrag nach Art. 8 VVG nicht kündigen, …',
    answers: [
      '… wenn bereits ein Schadenfall eingetreten ist',
      '… wenn er die verschwiegene Tatsache gekannt hat oder gekannt haben muss',
      '… wenn er die Verschweigung oder unrichtige Angabe selbst veranlasst hat',
      '… wenn er auf das Kündigungsrecht verzichtet hat',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Art. 8 VVG zählt die Fälle auf, in denen die Kündigung trotz Anzeigepflichtverletzung ausgeschlossen ist, etwa wenn der Versicherer die Tatsache kannte oder kennen musste, die falsche Angabe veranlasst oder auf die Kündigung verzichtet hat. Ein bereits eingetretener Schaden schliesst die Kündigung dagegen nicht aus; gerade im Schadenfall wird die Verletzung oft erst entdeckt.',
    source: 'Art. 8 VVG (CH)',
  },
  {
    key: 'ch-vvg-505',
    text: 'Der VN zahlt trotz Mahnung nicht. Was gilt nach Art. 21 VVG, wenn der Versicherer die Prämie nicht binnen zwei Monaten nach Ablauf der Mahnfrist rechtlich einfordert?',
    answers: [
      'Er gilt als vom Vertrag zurückgetreten und verzichtet auf die rückständige Prämie',
      'Der Vertrag verlängert sich automatisch um ein Jahr',
      'Die Leistungspflicht lebt ohne Zahlung wieder auf',
      'Die Prämie verjährt sofort, der Vertrag läuft weiter',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Nach Ablauf der 14-tägigen Mahnfrist ruht die Leistungspflicht. Fordert der Versicherer die rückständige Prämie nicht binnen zwei Monaten rechtlich ein (z. B. durch Betreibung), wird angenommen, er sei unter Verzicht auf die Prämie vom Vertrag zurückgetreten; so entsteht kein Schwebezustand ohne Ende.',
    source: 'Art. 21 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-506',
    text: 'Ein Jahresvertrag endet nach sechs Monaten vorzeitig, ohne dass der Versicherer einen Schaden bezahlt hat. Welche Prämie schuldet der VN nach Art. 24 VVG?',
    answers: [
      'Nur die Prämie bis zur Vertragsauflösung',
      'Die volle Jahresprämie',
      'Die volle Jahresprämie zuzüglich einer Strafgebühr',
      'Gar keine Prämie für das laufende Jahr',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Das VVG kennt die Teilbarkeit der Prämie: Wird der Vertrag vorzeitig aufgelöst, ist die Prämie nur für die Zeit bis zur Vertragsauflösung geschuldet, zu viel bezahlte Prämie wird zurückerstattet. Die volle Prämie der laufenden Periode bleibt nur geschuldet, wenn der Versicherer wegen Wegfalls des Risikos die Versicherungsleistung erbracht hat.',
    source: 'Art. 24 VVG (CH)',
  },
  {
    key: 'ch-vvg-507',
    text: 'Wie hat der Versicherer nach Art. 34 VVG gegenüber dem Versicherungsnehmer für das Verhalten seines Vermittlers einzustehen?',
    answers: [
      'Wie für sein eigenes Verhalten',
      'Gar nicht, der Vermittler haftet allein',
      'Nur bei Vorsatz des Vermittlers',
      'Nur wenn der Vermittler im FINMA-Register eingetragen ist',
    ],
    categories: ['ch-vvg', 'ch-aufsicht'],
    coins: 1,
    explanation:
      'Das VVG rechnet dem Versicherer das Verhalten seines Vermittlers zu, als hätte er selbst gehandelt. Der Versicherungsnehmer soll sich auf Erklärungen und Auskünfte des Agenten verlassen können; ein Rückgriff auf den Vermittler betrifft nur das Innenverhältnis.',
    source: 'Art. 34 VVG (CH)',
  },
  {
    key: 'ch-vvg-508',
    text: 'Welche Aussage zum ordentlichen Kündigungsrecht nach Art. 35a VVG trifft NICHT zu?',
    answers: [
      'Auch der Krankenzusatzversicherer kann den Vertrag nach drei Jahren ordentlich kündigen',
      'Es gilt auch für Verträge, die auf eine längere Dauer abgeschlossen wurden',
      'Die Kündigungsfrist beträgt drei Monate',
      'Für die Lebensversicherung gilt es nicht',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'In der Zusatzversicherung zur sozialen Krankenversicherung steht das ordentliche Kündigungsrecht nur dem Versicherungsnehmer zu, damit ältere oder erkrankte Versicherte ihren Schutz nicht verlieren. Die übrigen Aussagen treffen zu: Jeder Vertrag ist auf das Ende des dritten Jahres mit drei Monaten Frist kündbar, ausgenommen die Lebensversicherung.',
    source: 'Art. 35a VVG (CH)',
  },
  {
    key: 'ch-vvg-509',
    text: 'Wann kann ein Versicherungsvertrag nach Art. 35b VVG ausserordentlich gekündigt werden?',
    answers: [
      'Von jeder Partei aus wichtigem Grund',
      'Nur vom Versicherer nach jedem Schadenfall',
      'Nur vom VN innerhalb der ersten 14 Tage',
      'Gar nicht, nur die ordentliche Kündigung ist zulässig',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Seit der Revision 2022 ist ausdrücklich geregelt, dass jede Partei den Vertrag aus wichtigem Grund kündigen kann. Ein wichtiger Grund liegt vor, wenn einer Partei die Fortsetzung des Vertrags nach Treu und Glauben nicht mehr zugemutet werden kann.',
    source: 'Art. 35b VVG (CH)',
  },
  {
    key: 'ch-vvg-510',
    text: 'Der Anspruchsberechtigte verschweigt zur Täuschung Tatsachen, welche die Leistungspflicht mindern würden. Welche Folge sieht Art. 40 VVG vor?',
    answers: [
      'Der Versicherer ist gegenüber dem Anspruchsberechtigten an den Vertrag nicht gebunden',
      'Der Versicherer darf die Leistung nur um 10 % kürzen',
      'Der Versicherer muss trotzdem voll leisten',
      'Nur die nächste Prämie wird erhöht',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Bei betrügerischer Begründung des Versicherungsanspruchs ist der Versicherer gegenüber dem Anspruchsberechtigten nicht an den Vertrag gebunden. Die Sanktion trifft schon den Täuschungsversuch, nicht erst die erfolgreiche Täuschung; der Versicherungsbetrug soll sich nicht lohnen.',
    source: 'Art. 40 VVG (CH)',
  },
  {
    key: 'ch-vvg-511',
    text: 'Was gilt nach Art. 45 VVG, wenn der VN eine vertragliche Obliegenheit verletzt, die Verletzung aber unverschuldet ist?',
    answers: [
      'Die vereinbarte Rechtsfolge (z. B. eine Leistungskürzung) tritt nicht ein',
      'Der Versicherer ist vollständig leistungsfrei',
      'Der Vertrag ist nichtig',
      'Der VN muss eine Konventionalstrafe zahlen',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Ist für die Verletzung einer Obliegenheit ein Rechtsnachteil vereinbart, tritt er nicht ein, wenn die Verletzung den Umständen nach als unverschuldet anzusehen ist. Der VN soll nur für schuldhafte Pflichtverletzungen Nachteile tragen.',
    source: 'Art. 45 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-512',
    text: 'Ein Haus (Wert CHF 100 000) ist bei A mit CHF 60 000 und bei B mit CHF 90 000 versichert. Wie viel zahlt A bei einem Schaden von CHF 30 000?',
    answers: ['CHF 12 000', 'CHF 18 000', 'CHF 15 000', 'CHF 30 000'],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Bei Doppelversicherung haftet jeder Versicherer im Verhältnis seiner Versicherungssumme zur Summe aller Versicherungssummen. A trägt 60 000 / 150 000 = 40 % des Schadens, also CHF 12 000; B trägt CHF 18 000, und der VN erhält insgesamt nicht mehr als seinen Schaden.',
    source: 'Art. 53 und 71 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-513',
    text: 'Wann kann der VN die Begünstigung in einer Lebensversicherung nach Art. 77 VVG nicht mehr widerrufen?',
    answers: [
      'Wenn er in der Police unterschriftlich darauf verzichtet und die Police dem Begünstigten übergeben hat',
      'Sobald der Begünstigte von der Begünstigung erfahren hat',
      'Nach Ablauf von drei Versicherungsjahren',
      'Eine Begünstigung ist nie widerrufbar',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Grundsätzlich kann der VN über den Versicherungsanspruch frei verfügen und eine Begünstigung jederzeit widerrufen. Unwiderruflich wird sie nur, wenn er in der Police unterschriftlich auf den Widerruf verzichtet und die Police dem Begünstigten übergeben hat.',
    source: 'Art. 77 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-514',
    text: 'Die Kinder der verstorbenen VN sind Begünstigte ihrer Lebensversicherung und schlagen die überschuldete Erbschaft aus. Was gilt nach Art. 85 VVG?',
    answers: [
      'Der Versicherungsanspruch steht ihnen trotzdem zu',
      'Sie verlieren den Anspruch, er fällt in die Erbmasse',
      'Der Anspruch geht an die Gläubiger der Erblasserin',
      'Sie erhalten nur den Rückkaufswert',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Sind Nachkommen, Ehegatte, eingetragener Partner, Eltern, Grosseltern oder Geschwister begünstigt, fällt ihnen der Versicherungsanspruch auch dann zu, wenn sie die Erbschaft nicht annehmen. Die Lebensversicherung eignet sich deshalb zur Absicherung von Angehörigen auch bei überschuldetem Nachlass.',
    source: 'Art. 85 VVG (CH)',
  },
  {
    key: 'ch-vvg-515',
    text: 'Was bedeutet es nach Art. 98a VVG, wenn ein Versicherungsnehmer als professioneller Versicherungsnehmer gilt (z. B. eine Vorsorgeeinrichtung)?',
    answers: [
      'Die Beschränkungen der Vertragsfreiheit durch die (halb-)zwingenden Bestimmungen gelten grundsätzlich nicht',
      'Er darf keine Versicherungsverträge abschliessen',
      'Er hat ein verlängertes Widerrufsrecht von 30 Tagen',
      'Für ihn gilt ausschliesslich das Obligationenrecht',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Die Revision 2022 hat mit Art. 98a VVG den professionellen Versicherungsnehmer eingeführt, etwa beaufsichtigte Finanzinstitute, Vorsorgeeinrichtungen oder grosse Unternehmen. Sie gelten als nicht schutzbedürftig, daher sind die Beschränkungen der Vertragsfreiheit nach Art. 97 und 98 VVG auf Verträge mit ihnen grundsätzlich nicht anwendbar.',
    source: 'Art. 98a VVG (CH)',
  },
  {
    key: 'ch-vvg-516',
    text: 'Auf welchen Vertrag ist das Versicherungsvertragsgesetz (VVG) NICHT anwendbar?',
    answers: [
      'Auf den Rückversicherungsvertrag',
      'Auf die Hausratversicherung',
      'Auf die Krankenzusatzversicherung',
      'Auf die gemischte Lebensversicherung',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Das VVG schliesst Rückversicherungsverträge ausdrücklich von seinem Geltungsbereich aus; zwischen Erst- und Rückversicherer besteht kein vergleichbares Schutzbedürfnis. Hausrat-, Krankenzusatz- und Lebensversicherungen sind dagegen typische Verträge nach VVG.',
    source: 'Art. 101 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-517',
    text: 'Der VN führt den versicherten Schaden in Befolgung eines Gebotes der Menschlichkeit herbei. Wie haftet der Versicherer nach Art. 15 VVG?',
    answers: [
      'Im vollen Umfang',
      'Er darf die Leistung wie bei Grobfahrlässigkeit kürzen',
      'Gar nicht, weil der Schaden absichtlich herbeigeführt wurde',
      'Nur bis zur Hälfte der Versicherungssumme',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Wer etwa zur Rettung eines Menschen bewusst einen versicherten Schaden in Kauf nimmt, soll dafür nicht bestraft werden. Art. 15 VVG ordnet deshalb die volle Haftung des Versicherers an, obwohl das Ereignis willentlich herbeigeführt wurde.',
    source: 'Art. 15 VVG (CH)',
  },
  {
    key: 'ch-vvg-518',
    text: 'Was muss die Mahnung des Versicherers bei Prämienverzug nach Art. 20 VVG enthalten, damit die Leistungspflicht später ruhen kann?',
    answers: [
      'Die Aufforderung, binnen 14 Tagen zu zahlen, unter Androhung der Säumnisfolgen',
      'Nur den Rechnungsbetrag ohne weitere Angaben',
      'Eine Betreibungsandrohung mit 60 Tagen Frist',
      'Die sofortige fristlose Kündigung',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Versicherer muss den säumigen VN auf dessen Kosten auffordern, binnen 14 Tagen nach Absendung der Mahnung zu zahlen, und dabei die Säumnisfolgen androhen. Fehlt dieser Hinweis, ist die Mahnung mangelhaft und die Leistungspflicht ruht nicht.',
    source: 'Art. 20 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-519',
    text: 'Der Versicherer hat im Antrag schriftlich, bestimmt und unzweideutig nach Vorerkrankungen gefragt. Was gilt nach Art. 4 Abs. 3 VVG für diese Gefahrstatsachen?',
    answers: [
      'Sie werden als erheblich vermutet',
      'Sie gelten als unerheblich, solange kein Arzt beigezogen wird',
      'Sie müssen nur angezeigt werden, wenn der Vermittler nachfragt',
      'Ihre Erheblichkeit muss der Versicherer in jedem Fall beweisen',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Gefahrstatsachen, auf die sich schriftliche Fragen des Versicherers in bestimmter, unzweideutiger Fassung richten, werden als erheblich vermutet. Der Antragsteller kann die Vermutung widerlegen, trägt dafür aber die Beweislast; unklare Fragen gehen zulasten des Versicherers.',
    source: 'Art. 4 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-520',
    text: 'Der Versicherer kündigt eine rückkaufsfähige Lebensversicherung wegen Anzeigepflichtverletzung. Was muss er nach Art. 6 VVG noch leisten?',
    answers: [
      'Die für den Fall des Rückkaufs festgestellte Leistung',
      'Nichts, alle Ansprüche erlöschen ersatzlos',
      'Die volle Versicherungssumme',
      'Nur die Prämien des letzten Jahres',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Wird ein rückkaufsfähiger Lebensversicherungsvertrag wegen Anzeigepflichtverletzung aufgelöst, hat der Versicherer die für den Rückkauf festgestellte Leistung zu gewähren. Das angesparte Vorsorgekapital geht dem VN also nicht verloren, nur der Risikoschutz entfällt.',
    source: 'Art. 6 Abs. 4 VVG (CH)',
  },
  {
    key: 'ch-vvg-521',
    text: 'Der 17-jährige Sohn des VN verursacht grobfahrlässig einen Brand im Haus. Den VN selbst trifft kein Verschulden. Darf der Sachversicherer nach Art. 14 VVG kürzen?',
    answers: [
      'Nein, eine Kürzung setzt eine eigene grobe Fahrlässigkeit des VN, z. B. bei der Beaufsichtigung, voraus',
      'Ja, das Verschulden von Hausgenossen wird dem VN stets voll angerechnet',
      'Ja, der Versicherer ist vollständig leistungsfrei',
      'Nein, aber der Vertrag endet automatisch',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Führt eine Person, die mit dem VN in häuslicher Gemeinschaft lebt oder für die er einstehen muss, das Ereignis grobfahrlässig herbei, darf der Versicherer nur kürzen, wenn der VN selbst sich in der Beaufsichtigung, bei der Anstellung oder Aufnahme dieser Person grobfahrlässig verhalten hat. Trifft ihn kein eigenes Verschulden, bleibt die Leistung ungekürzt.',
    source: 'Art. 14 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-523',
    text: 'Welches Sicherungsrecht hat der geschädigte Dritte nach Art. 60 Abs. 1 VVG am Ersatzanspruch des VN gegen seinen Haftpflichtversicherer?',
    answers: [
      'Ein Pfandrecht im Umfang seiner Schadenersatzforderung',
      'Ein Eigentumsrecht an der Police',
      'Kein Recht, nur der VN kann Ansprüche geltend machen',
      'Ein Vorkaufsrecht an den Aktien des Versicherers',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der geschädigte Dritte besitzt am Ersatzanspruch des VN aus der Haftpflichtversicherung im Umfang seiner Schadenersatzforderung ein Pfandrecht; der Versicherer darf die Entschädigung an ihn direkt ausrichten. Seit 2022 kommt das direkte Forderungsrecht gegen den Haftpflichtversicherer hinzu.',
    source: 'Art. 60 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-524',
    text: 'Was bedeutet es, wenn eine VVG-Bestimmung nach Art. 98 VVG relativ zwingend (halbzwingend) ist?',
    answers: [
      'Sie darf vertraglich nicht zuungunsten des VN oder Anspruchsberechtigten abgeändert werden',
      'Sie darf überhaupt nicht abgeändert werden, auch nicht zugunsten des VN',
      'Sie gilt nur, wenn die AVB auf sie verweisen',
      'Sie gilt nur für Lebensversicherungen',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Absolut zwingende Bestimmungen (Art. 97 VVG) können gar nicht abgeändert werden. Relativ zwingende Bestimmungen (Art. 98 VVG) dürfen nur zugunsten, nicht aber zuungunsten des VN oder Anspruchsberechtigten abgeändert werden; abweichende AVB-Klauseln zu seinem Nachteil sind unwirksam.',
    source: 'Art. 97 und 98 VVG (CH)',
  },
  {
    key: 'ch-vvg-525',
    text: 'Was muss der Versicherer dem Versicherungsnehmer nach Art. 11 VVG aushändigen?',
    answers: [
      'Eine Police, welche die Rechte und Pflichten der Parteien feststellt',
      'Eine Kopie seiner Jahresrechnung',
      'Eine Liste aller anderen Versicherungsnehmer',
      'Nichts, eine mündliche Bestätigung genügt',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Versicherer ist verpflichtet, dem VN eine Police auszuhändigen, welche die Rechte und Pflichten der Parteien feststellt. Weicht ihr Inhalt von den Vereinbarungen ab, muss der VN nach Art. 12 VVG rechtzeitig die Berichtigung verlangen.',
    source: 'Art. 11 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-526',
    text: 'Welche Aussage zur Begünstigung in der Lebensversicherung nach VVG trifft NICHT zu?',
    answers: [
      'Die Bezeichnung eines Begünstigten ist nur mit Zustimmung des Versicherers gültig',
      'Der Begünstigte erwirbt ein eigenes Recht auf den ihm zugewiesenen Anspruch',
      'Ohne Verzicht in der Police kann der VN die Begünstigung widerrufen',
      'Begünstigt werden kann auch eine Person ausserhalb der Familie',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der VN darf ohne Zustimmung des Versicherers einen Dritten als Begünstigten bezeichnen; die Aussage, es brauche dessen Zustimmung, ist daher falsch. Zutreffend ist: Der Begünstigte erwirbt ein eigenes Recht, und der VN kann die Begünstigung widerrufen, solange er nicht in der Police darauf verzichtet hat.',
    source: 'Art. 76 Abs. 1, 77 und 78 VVG (CH)',
  },
  {
    key: 'ch-vvg-527',
    text: 'Wozu ist der Anspruchsberechtigte nach Art. 39 VVG nach Eintritt des Versicherungsfalls auf Verlangen des Versicherers verpflichtet?',
    answers: [
      'Jede Auskunft über ihm bekannte Tatsachen zu erteilen, die zur Ermittlung des Ereignisses und der Folgen dienen',
      'Einen Teil der Entschädigung im Voraus zurückzuzahlen',
      'Den Versicherer zu wechseln',
      'Auf jede weitere Leistung zu verzichten',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Anspruchsberechtigte muss auf Verlangen jede Auskunft über ihm bekannte Tatsachen erteilen, die zur Ermittlung der Umstände des Ereignisses oder der Folgen dienlich sind. Der Vertrag kann zudem Belege verlangen; ohne diese Angaben wird die Forderung nach Art. 41 VVG nicht fällig.',
    source: 'Art. 39 Abs. 1 VVG (CH)',
  },
];
