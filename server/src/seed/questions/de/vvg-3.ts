import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vvg' (Deutschland), Teil 3. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vvg-221',
    text: 'Der Versicherer kündigt nach fruchtlosem Ablauf der Zahlungsfrist für eine Folgeprämie. Was gilt, wenn der VN innerhalb eines Monats nach der Kündigung zahlt?',
    answers: [
      'Die Kündigung wird unwirksam; für Versicherungsfälle in der Zwischenzeit bleibt er aber leistungsfrei',
      'Die Kündigung bleibt wirksam, die Zahlung wird erstattet',
      'Der Vertrag lebt rückwirkend mit vollem Schutz auch für die Zwischenzeit auf',
      'Der Versicherer muss vor der Fortsetzung eine neue Gesundheitsprüfung verlangen',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 38 Abs. 3 Satz 3 VVG wird die Kündigung unwirksam, wenn der Versicherungsnehmer innerhalb eines Monats nach der Kündigung (bzw. nach Fristablauf, wenn sie mit der Fristsetzung verbunden war) zahlt. Die Leistungsfreiheit für Versicherungsfälle zwischen Fristablauf und Zahlung nach § 38 Abs. 2 VVG bleibt davon unberührt.',
    source: '§ 38 Abs. 2 und 3 VVG',
  },
  {
    key: 'de-vvg-222',
    text: 'Der Vertrag endet vorzeitig während der Versicherungsperiode. Welche Prämie steht dem Versicherer nach § 39 Abs. 1 VVG grundsätzlich zu?',
    answers: [
      'Nur der Teil, der der Vertragszeit mit Versicherungsschutz entspricht',
      'Stets die volle Prämie der laufenden Versicherungsperiode',
      'Die Prämie bis zum Ende des dritten Vertragsjahres',
      'Keine Prämie für die gesamte laufende Periode',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Seit 2008 gilt nach § 39 Abs. 1 Satz 1 VVG der Grundsatz der Teilbarkeit der Prämie: Dem Versicherer steht nur die Prämie für die Zeit zu, in der Versicherungsschutz bestanden hat. Die frühere Unteilbarkeit, nach der die ganze Periodenprämie geschuldet war, gibt es nicht mehr; Sonderfälle wie Rücktritt nach § 19 Abs. 2 VVG oder Anfechtung regelt § 39 Abs. 1 Satz 2 VVG.',
    source: '§ 39 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-223',
    text: 'Versicherung für fremde Rechnung: Wie sind Rechte und Verfügungsbefugnis nach §§ 44, 45 VVG grundsätzlich verteilt?',
    answers: [
      'Die Rechte stehen dem Versicherten zu, verfügen kann darüber grundsätzlich der Versicherungsnehmer',
      'Rechte und Verfügungsbefugnis liegen uneingeschränkt allein beim Versicherten',
      'Rechte und Verfügungsbefugnis liegen allein beim VN, der Versicherte hat keine Rechte',
      'Die Rechte stehen treuhänderisch dem Vermittler zu',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 44 Abs. 1 VVG stehen die Rechte aus dem Vertrag dem Versicherten zu, der Versicherungsnehmer kann aber nach § 45 Abs. 1 VVG im eigenen Namen darüber verfügen. Der Versicherte selbst kann nach § 44 Abs. 2 VVG ohne Zustimmung des Versicherungsnehmers nur verfügen oder klagen, wenn er den Versicherungsschein besitzt.',
    source: '§§ 44, 45 VVG',
  },
  {
    key: 'de-vvg-224',
    text: 'Wer ist nach § 59 Abs. 2 VVG Versicherungsvertreter?',
    answers: [
      'Wer von einem Versicherer oder Vertreter betraut ist, gewerbsmäßig Verträge zu vermitteln oder abzuschließen',
      'Wer für den Kunden Versicherungen vermittelt, ohne von einem Versicherer betraut zu sein',
      'Wer Versicherungsnehmer gegen Honorar berät, ohne Vergütung vom Versicherer',
      'Wer als Angestellter eines Versicherers ausschließlich Schäden reguliert',
    ],
    categories: ['de-vvg', 'de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 59 Abs. 2 VVG definiert den Versicherungsvertreter über die Betrauung durch einen Versicherer oder einen anderen Vertreter: Er steht im Lager des Versicherers. Der Makler wird nach § 59 Abs. 3 VVG für den Auftraggeber tätig, ohne betraut zu sein; der Versicherungsberater nach § 59 Abs. 4 VVG berät gegen Vergütung des Kunden.',
    source: '§ 59 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-225',
    text: 'Welche Folge hat es nach § 63 VVG, wenn ein Vermittler seine Beratungs- oder Dokumentationspflichten verletzt?',
    answers: [
      'Er schuldet Ersatz des daraus entstehenden Schadens, außer er hat die Pflichtverletzung nicht zu vertreten',
      'Der Versicherungsvertrag ist automatisch nichtig',
      'Er muss dem Kunden unabhängig von einem Schaden eine Buße zahlen',
      'Er haftet nur bei Vorsatz und höchstens bis 1.000 €',
    ],
    categories: ['de-vvg', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 63 VVG begründet eine eigene Schadensersatzhaftung des Vermittlers für Verletzungen der Pflichten aus §§ 60 und 61 VVG. Das Verschulden wird vermutet: Der Vermittler muss beweisen, dass er die Pflichtverletzung nicht zu vertreten hat.',
    source: '§ 63 VVG',
  },
  {
    key: 'de-vvg-226',
    text: 'Die Versicherungssumme übersteigt den Versicherungswert erheblich. Was kann jede Vertragspartei nach § 74 Abs. 1 VVG verlangen?',
    answers: [
      'Die Herabsetzung der Versicherungssumme bei sofortiger Minderung der Prämie',
      'Die Auszahlung der Differenz als Bonus',
      'Die Anhebung des Versicherungswerts auf die Versicherungssumme',
      'Nichts, eine Überversicherung ist folgenlos',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Bei erheblicher Überversicherung kann nach § 74 Abs. 1 VVG jede Partei verlangen, dass die Versicherungssumme herabgesetzt und die Prämie mit sofortiger Wirkung entsprechend gemindert wird. Schließt der Versicherungsnehmer die Überversicherung in der Absicht, sich einen rechtswidrigen Vermögensvorteil zu verschaffen, ist der Vertrag nach § 74 Abs. 2 VVG nichtig.',
    source: '§ 74 VVG',
  },
  {
    key: 'de-vvg-227',
    text: 'Die Parteien haben den Versicherungswert durch eine Taxe festgesetzt. Was gilt nach § 76 VVG im Versicherungsfall?',
    answers: [
      'Die Taxe gilt als Versicherungswert, außer sie übersteigt den wirklichen Wert erheblich',
      'Die Taxe ist unwirksam, maßgeblich ist immer der Zeitwert',
      'Die Taxe bindet nur den Versicherungsnehmer, nicht den Versicherer',
      'Die Taxe gilt nur bei Totalschaden, sonst der Neuwert',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 76 VVG kann der Versicherungswert durch Vereinbarung auf einen bestimmten Betrag festgesetzt werden; diese Taxe gilt auch als Wert bei Eintritt des Versicherungsfalls. Nur wenn sie den wirklichen Versicherungswert dann erheblich übersteigt, ist dieser maßgebend; eine Unterversicherung wird nach dem Verhältnis von Versicherungssumme zu Taxe berechnet.',
    source: '§ 76 VVG',
  },
  {
    key: 'de-vvg-228',
    text: 'Welche Aussage zur Mehrfachversicherung nach §§ 77, 78 VVG trifft NICHT zu?',
    answers: [
      'Der VN kann von jedem Versicherer den vollen Schaden verlangen und so insgesamt mehr als den Schaden erhalten',
      'Die Versicherer haften als Gesamtschuldner',
      'Der Versicherungsnehmer muss jedem Versicherer die andere Versicherung unverzüglich mitteilen',
      'Bei betrügerischer Mehrfachversicherung ist jeder in dieser Absicht geschlossene Vertrag nichtig',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 78 Abs. 1 VVG haften mehrere Versicherer als Gesamtschuldner, der Versicherungsnehmer kann aber insgesamt nicht mehr als den Schaden verlangen – eine Bereicherung ist ausgeschlossen. Die Mitteilungspflicht folgt aus § 77 Abs. 1 VVG, die Nichtigkeit bei Bereicherungsabsicht aus § 78 Abs. 3 VVG.',
    source: '§§ 77, 78 VVG',
  },
  {
    key: 'de-vvg-229',
    text: 'Der volljährige Sohn des VN, der mit ihm in häuslicher Gemeinschaft lebt, beschädigt fahrlässig versicherten Hausrat. Kann der Hausratversicherer Regress nehmen?',
    answers: [
      'Nein, der Übergang kann gegen Haushaltsangehörige nur bei Vorsatz geltend gemacht werden',
      'Ja, der Ersatzanspruch geht nach § 86 Abs. 1 VVG stets in voller Höhe über',
      'Ja, aber nur bis zur Hälfte des Schadens',
      'Nur wenn der Sohn eine eigene Haftpflichtversicherung hat',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 86 Abs. 1 VVG geht der Ersatzanspruch des Versicherungsnehmers gegen einen Dritten auf den Versicherer über, soweit dieser den Schaden ersetzt. Lebt der Schädiger bei Schadeneintritt mit dem Versicherungsnehmer in häuslicher Gemeinschaft, kann der Übergang nach § 86 Abs. 3 VVG nur bei Vorsatz geltend gemacht werden – sonst träfe der Regress wirtschaftlich die Familie selbst.',
    source: '§ 86 Abs. 1 und 3 VVG',
  },
  {
    key: 'de-vvg-230',
    text: 'Was gilt nach § 95 Abs. 1 VVG, wenn der Versicherungsnehmer die versicherte Sache veräußert?',
    answers: [
      'Der Erwerber tritt anstelle des Veräußerers in das Versicherungsverhältnis ein',
      'Der Vertrag endet automatisch mit der Übergabe',
      'Der Vertrag bleibt beim Veräußerer und gilt für dessen nächste Sache',
      'Der Erwerber muss einen neuen Antrag stellen, sonst besteht kein Schutz',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 95 Abs. 1 VVG ordnet einen gesetzlichen Vertragsübergang an: Mit der Veräußerung tritt der Erwerber in die Rechte und Pflichten aus dem Versicherungsverhältnis ein. Für die Prämie der laufenden Periode haften Veräußerer und Erwerber nach § 95 Abs. 2 VVG als Gesamtschuldner.',
    source: '§ 95 VVG',
  },
  {
    key: 'de-vvg-231',
    text: 'Bis wann kann der Erwerber einer versicherten Sache das auf ihn übergegangene Versicherungsverhältnis nach § 96 Abs. 2 VVG kündigen?',
    answers: [
      'Innerhalb eines Monats nach dem Erwerb, bei Unkenntnis der Versicherung ab Kenntnis',
      'Nur zum Ablauf des dritten Versicherungsjahres',
      'Innerhalb von zwei Wochen nach Zugang des ursprünglichen Versicherungsscheins',
      'Gar nicht, kündigen kann nur der Versicherer',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 96 Abs. 2 VVG kann der Erwerber mit sofortiger Wirkung oder zum Schluss der laufenden Versicherungsperiode kündigen; das Recht erlischt einen Monat nach dem Erwerb oder, wenn er von der Versicherung nichts wusste, einen Monat nach Kenntnis. Der Versicherer kann seinerseits nach § 96 Abs. 1 VVG mit Monatsfrist kündigen.',
    source: '§ 96 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-vvg-232',
    text: 'Unter welcher Voraussetzung ist der Haftpflichtversicherer nach § 103 VVG leistungsfrei?',
    answers: [
      'Wenn der VN vorsätzlich und widerrechtlich die Tatsache herbeiführt, für die er dem Dritten haftet',
      'Schon bei leichter Fahrlässigkeit des Versicherungsnehmers',
      'Bei jeder grob fahrlässigen Schadenverursachung in voller Höhe',
      'Sobald der Schaden 10.000 € übersteigt',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 103 VVG schließt in der Haftpflichtversicherung nur die vorsätzliche und widerrechtliche Herbeiführung aus; eine Kürzung wegen grober Fahrlässigkeit wie nach § 81 Abs. 2 VVG gibt es hier nicht. Gerade fahrlässig verursachte Schäden, auch grob fahrlässige, sind der Kern des Haftpflichtschutzes.',
    source: '§ 103 VVG',
  },
  {
    key: 'de-vvg-233',
    text: 'Innerhalb welcher Frist muss der Versicherungsnehmer nach § 104 Abs. 1 VVG Tatsachen anzeigen, die seine Haftpflicht gegenüber einem Dritten begründen könnten?',
    answers: [
      'Innerhalb einer Woche',
      'Innerhalb von 24 Stunden',
      'Innerhalb eines Monats',
      'Innerhalb von drei Monaten',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 104 Abs. 1 VVG setzt für die Anzeige von Tatsachen, die eine Verantwortlichkeit gegenüber einem Dritten zur Folge haben könnten, eine Frist von einer Woche. Ebenfalls binnen einer Woche ist nach § 104 Abs. 2 VVG anzuzeigen, wenn der Dritte seinen Anspruch gerichtlich geltend macht.',
    source: '§ 104 VVG',
  },
  {
    key: 'de-vvg-234',
    text: 'Der VN erkennt nach einem Schaden seine Haftung gegenüber dem Geschädigten an. Was gilt nach § 105 VVG für eine AVB-Klausel, die den Versicherer deshalb leistungsfrei stellt?',
    answers: [
      'Sie ist unwirksam; an ein unberechtigtes Anerkenntnis ist der Versicherer aber nicht gebunden',
      'Sie ist wirksam, der Versicherer wird vollständig leistungsfrei',
      'Sie ist wirksam, der Versicherer kürzt nach der Schwere des Verschuldens',
      'Sie ist nur bei Kfz-Schäden unwirksam',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      '§ 105 VVG erklärt Vereinbarungen für unwirksam, nach denen der Versicherer leistungsfrei wird, weil der Versicherungsnehmer ohne seine Einwilligung den Dritten befriedigt oder dessen Anspruch anerkennt. Leisten muss der Versicherer aber nur, soweit der Anspruch auch ohne das Anerkenntnis bestanden hätte; ein darüber hinausgehendes Anerkenntnis bindet ihn nicht.',
    source: '§ 105 VVG',
  },
  {
    key: 'de-vvg-235',
    text: 'Der Kfz-Haftpflichtversicherer ist gegenüber dem VN wegen einer Obliegenheitsverletzung leistungsfrei. Was gilt nach § 117 Abs. 1 VVG gegenüber dem Geschädigten?',
    answers: [
      'Er muss dem Geschädigten trotzdem leisten und kann beim Versicherungsnehmer Rückgriff nehmen',
      'Er ist auch dem Geschädigten gegenüber leistungsfrei',
      'Der Geschädigte muss sich stets an die Verkehrsopferhilfe wenden',
      'Er ersetzt dem Geschädigten nur die Hälfte des Schadens',
    ],
    categories: ['de-vvg', 'de-kfz'],
    coins: 2,
    explanation:
      'In der Pflichtversicherung bleibt die Leistungspflicht gegenüber dem Dritten nach § 117 Abs. 1 VVG bestehen, auch wenn der Versicherer dem Versicherungsnehmer gegenüber leistungsfrei ist („krankes“ Versicherungsverhältnis). Er haftet dann im Rahmen der Mindestversicherungssummen (§ 117 Abs. 3 VVG) und hält sich im Innenverhältnis nach § 116 Abs. 1 VVG beim Versicherungsnehmer schadlos.',
    source: '§ 117 Abs. 1 und 3, § 116 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-236',
    text: 'Wie muss ein Versicherer nach § 1a Abs. 1 VVG bei seiner Vertriebstätigkeit gegenüber Versicherungsnehmern handeln?',
    answers: [
      'Stets ehrlich, redlich und professionell in ihrem bestmöglichen Interesse',
      'Vorrangig im Interesse seiner Anteilseigner',
      'Im Interesse des Vermittlers mit der höchsten Provision',
      'Nur gegenüber Verbrauchern redlich, gegenüber Unternehmern nach freiem Ermessen',
    ],
    categories: ['de-vvg', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 1a Abs. 1 VVG setzt Art. 17 Abs. 1 IDD um: Der Versicherer muss bei der Vertriebstätigkeit stets ehrlich, redlich und professionell im bestmöglichen Interesse der Versicherungsnehmer handeln. Die Pflicht gilt gegenüber allen Kunden, nicht nur gegenüber Verbrauchern.',
    source: '§ 1a Abs. 1 VVG; Art. 17 Abs. 1 IDD',
  },
  {
    key: 'de-vvg-237',
    text: 'Besteht die Beratungspflicht des Versicherers nach § 6 VVG auch nach Vertragsschluss?',
    answers: [
      'Ja, während der Laufzeit, soweit für ihn ein Anlass für Nachfrage und Beratung erkennbar ist',
      'Nein, sie endet mit der Annahme des Antrags',
      'Ja, einmal jährlich unabhängig von jedem Anlass',
      'Nur wenn der Kunde dafür ein gesondertes Honorar zahlt',
    ],
    categories: ['de-vvg', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 6 Abs. 4 VVG erstreckt die Beratungspflicht des Versicherers auf die Dauer des Versicherungsverhältnisses, soweit für ihn ein Anlass für eine Nachfrage und Beratung erkennbar ist, etwa bei einer erkennbar veränderten Lebenssituation. Der Versicherungsnehmer kann im Einzelfall durch schriftliche Erklärung verzichten.',
    source: '§ 6 Abs. 4 VVG',
  },
  {
    key: 'de-vvg-238',
    text: 'Was kann der Versicherungsnehmer nach § 7 Abs. 4 VVG während der Laufzeit jederzeit vom Versicherer verlangen?',
    answers: [
      'Die Vertragsbestimmungen einschließlich der AVB in einer Urkunde',
      'Die jährliche Neuverhandlung der Prämie',
      'Eine Kopie der internen Risikokalkulation',
      'Die Rückzahlung aller bisher gezahlten Prämien',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Nach § 7 Abs. 4 VVG kann der Versicherungsnehmer während der Laufzeit jederzeit verlangen, dass ihm die Vertragsbestimmungen einschließlich der AVB in einer Urkunde übermittelt werden. Die Kosten der ersten Übermittlung trägt der Versicherer.',
    source: '§ 7 Abs. 4 VVG',
  },
  {
    key: 'de-vvg-239',
    text: 'In welcher Form muss der Versicherer den Versicherungsschein nach § 3 Abs. 1 VVG übermitteln?',
    answers: [
      'In Textform, auf Verlangen des Versicherungsnehmers als Urkunde',
      'Nur als notariell beglaubigte Urkunde',
      'Mündlich durch den Vermittler genügt',
      'Stets mit qualifizierter elektronischer Signatur',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 3 Abs. 1 VVG verlangt für den Versicherungsschein Textform; als Urkunde muss er nur auf Verlangen des Versicherungsnehmers übermittelt werden. Ist der Schein abhandengekommen, kann nach § 3 Abs. 3 VVG eine Ersatzurkunde verlangt werden.',
    source: '§ 3 Abs. 1 und 3 VVG',
  },
  {
    key: 'de-vvg-240',
    text: 'Die Vertragsdauer ist nach Tagen oder Monaten bestimmt. Wann beginnt und endet die Versicherung nach § 10 VVG ohne abweichende Vereinbarung?',
    answers: [
      'Beginn mit Beginn des Tages des Vertragsschlusses, Ende mit Ablauf des letzten Tages der Vertragszeit',
      'Beginn und Ende jeweils um 12 Uhr mittags',
      'Beginn mit Zahlung der Prämie, Ende um 0 Uhr des letzten Tages',
      'Beginn am Tag nach Zugang des Versicherungsscheins, Ende nach Ablauf eines weiteren Tages',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 10 VVG lässt die Versicherung mit Beginn des Tages beginnen, an dem der Vertrag geschlossen wird, und mit Ablauf des letzten Tages der Vertragszeit enden. Die frühere Mittagsregel (12 Uhr) des alten VVG gilt nicht mehr; abweichende Vereinbarungen bleiben möglich.',
    source: '§ 10 VVG',
  },
];
