import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kfz' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kfz-601',
    text: 'Für welches Kraftfahrzeug besteht nach § 2 Abs. 1 PflVG keine Pflicht, eine Kfz-Haftpflichtversicherung abzuschließen?',
    answers: [
      'Für ein Kfz, dessen bauartbedingte Höchstgeschwindigkeit 6 km/h nicht übersteigt',
      'Für ein Mofa mit einer Höchstgeschwindigkeit von 25 km/h',
      'Für einen Oldtimer mit H-Kennzeichen',
      'Für einen Pkw, der nur auf Privatgelände des Halters gefahren wird, aber zugelassen ist',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      '§ 2 Abs. 1 Nr. 6 PflVG nimmt besonders langsame Fahrzeuge von der Versicherungspflicht aus, darunter Kraftfahrzeuge mit einer bauartbedingten Höchstgeschwindigkeit von nicht mehr als 6 km/h. Mofas, Oldtimer und jedes zugelassene Fahrzeug brauchen dagegen eine Kfz-Haftpflichtversicherung; Mofas weisen sie mit dem Versicherungskennzeichen nach.',
    source: '§ 2 Abs. 1 Nr. 6 PflVG',
  },
  {
    key: 'de-kfz-602',
    text: 'Welcher Fahrzeughalter ist nach § 2 Abs. 1 PflVG von der Versicherungspflicht befreit und tritt bei Unfällen wie ein Haftpflichtversicherer selbst ein?',
    answers: [
      'Eine Gemeinde mit mehr als 100.000 Einwohnern',
      'Jede Gemeinde unabhängig von ihrer Größe',
      'Ein Autovermieter mit mehr als 100 Fahrzeugen',
      'Ein Taxiunternehmen mit eigener Schadenabteilung',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bund, Länder, Gemeinden mit mehr als 100.000 Einwohnern und bestimmte Verbände gelten als ausreichend zahlungsfähig und sind nach § 2 Abs. 1 PflVG von der Versicherungspflicht befreit. Nach § 2 Abs. 2 PflVG haben sie als sogenannte Eigenversicherer dem Geschädigten aber wie ein Versicherer einzustehen. Private Unternehmen gehören unabhängig von ihrer Flottengröße nicht dazu.',
    source: '§ 2 Abs. 1 und 2 PflVG',
  },
  {
    key: 'de-kfz-603',
    text: 'Ein Unfallgegner fährt weiter; der Geschädigte kennt nur das Kennzeichen. Wie erfährt er schnell, bei welchem Versicherer das Fahrzeug haftpflichtversichert ist?',
    answers: [
      'Über die Auskunftsstelle nach § 8a PflVG, den Zentralruf der Autoversicherer',
      'Nur über Akteneinsicht bei der Staatsanwaltschaft nach Abschluss des Strafverfahrens',
      'Über die BaFin, die alle Kfz-Verträge registriert',
      'Über seinen eigenen Kaskoversicherer, der die Daten beim Gegner anfordert',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      '§ 8a PflVG verpflichtet die Kfz-Haftpflichtversicherer, eine Auskunftsstelle zu unterhalten, die Geschädigten anhand des Kennzeichens den zuständigen Versicherer und die Versicherungsscheinnummer nennt. Diese Aufgabe erfüllt der Zentralruf der Autoversicherer; so kann der Geschädigte zügig seinen Direktanspruch nach § 115 VVG anmelden.',
    source: '§ 8a PflVG',
  },
  {
    key: 'de-kfz-604',
    text: 'Ein in Polen zugelassener Lkw verursacht in Deutschland einen Unfall. Wer reguliert den Schaden des Geschädigten im Grüne-Karte-System in Deutschland?',
    answers: [
      'Das Deutsche Büro Grüne Karte e. V., das meist einen deutschen Versicherer mit der Regulierung beauftragt',
      'Die Verkehrsopferhilfe als Entschädigungsfonds in jedem Fall',
      'Der Kfz-Haftpflichtversicherer des Geschädigten aus dessen eigenem Vertrag',
      'Nur der polnische Versicherer; der Geschädigte muss in Polen klagen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Für Unfälle, die ausländische Fahrzeuge in Deutschland verursachen, übernimmt das Deutsche Büro Grüne Karte e. V. die Pflichten eines Haftpflichtversicherers und lässt den Schaden meist durch einen deutschen Versicherer regulieren. Es rechnet später mit dem ausländischen Versicherer ab; die Verkehrsopferhilfe springt nur in den Lückenfällen des § 12 PflVG ein.',
    source: 'AuslPflVG; Grüne-Karte-System (Council of Bureaux)',
  },
  {
    key: 'de-kfz-605',
    text: 'Eine Kölnerin wird in Frankreich von einem französischen Pkw angefahren. Der Versicherer und sein Schadenregulierungsbeauftragter antworten drei Monate lang nicht begründet. An wen kann sie sich wenden?',
    answers: [
      'An die Entschädigungsstelle nach § 12a PflVG, die Verkehrsopferhilfe e. V. in Deutschland',
      'Nur an ein französisches Gericht',
      'An ihren eigenen Kfz-Haftpflichtversicherer, der aus ihrem Vertrag zahlt',
      'An die BaFin, die die Zahlung des französischen Versicherers anordnet',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bei Auslandsunfällen im EU-Raum kann der Geschädigte seinen Anspruch zunächst beim Schadenregulierungsbeauftragten des ausländischen Versicherers in Deutschland anmelden. Gibt dieser oder der Versicherer binnen drei Monaten keine begründete Antwort, kann er sich nach § 12a PflVG an die deutsche Entschädigungsstelle wenden; diese Aufgabe nimmt die Verkehrsopferhilfe wahr.',
    source: '§ 12a PflVG; Richtlinie 2009/103/EG',
  },
  {
    key: 'de-kfz-606',
    text: 'Der Unfallgegner des Kunden war nicht versichert und ist zahlungsunfähig. Der Kunde hat eine Vollkasko. Was gilt für die Verkehrsopferhilfe nach § 12 Abs. 1 PflVG?',
    answers: [
      'Sie leistet nur nachrangig; soweit die Vollkasko den Fahrzeugschaden ersetzt, kann er sie nicht in Anspruch nehmen',
      'Sie zahlt vorrangig, damit der Kunde seinen Schadenfreiheitsrabatt behält',
      'Sie zahlt nur, wenn der Unfallgegner Fahrerflucht begangen hat',
      'Sie ist für nicht versicherte Fahrzeuge nicht zuständig',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Der Entschädigungsfonds tritt nach § 12 Abs. 1 Satz 1 Nr. 2 PflVG auch ein, wenn für das Schädigerfahrzeug keine Haftpflichtversicherung bestand. Er haftet aber nur subsidiär: Soweit der Geschädigte vom Schädiger, oder von einem Schadensversicherer wie seiner Vollkasko Ersatz erlangen kann, muss er diese zuerst in Anspruch nehmen.',
    source: '§ 12 Abs. 1 PflVG',
  },
  {
    key: 'de-kfz-607',
    text: 'Ein unbekannt gebliebener Fahrer beschädigt den geparkten Pkw des Kunden und flüchtet; niemand wird verletzt. Was ersetzt die Verkehrsopferhilfe nach § 12 Abs. 2 PflVG?',
    answers: [
      'Den Schaden am Pkw nicht; sonstige Sachschäden nur, soweit sie 500 € übersteigen',
      'Den Schaden am Pkw abzüglich 500 € Selbstbeteiligung',
      'Den vollen Schaden am Pkw, da der Fonds jede Lücke schließt',
      'Die Hälfte des Schadens am Pkw ohne Selbstbeteiligung',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Kann das Schädigerfahrzeug nicht ermittelt werden, schränkt § 12 Abs. 2 PflVG die Leistung wegen der Missbrauchsgefahr ein: Schäden am Fahrzeug des Ersatzberechtigten werden nicht ersetzt, sonstige Sachschäden nur über 500 €, Schmerzensgeld nur bei besonderer Schwere der Verletzung. Der Fahrzeugschaden wird ausnahmsweise ersetzt, wenn der Fonds wegen desselben Ereignisses für erhebliche Personenschäden leisten muss; sonst hilft nur die eigene Vollkasko.',
    source: '§ 12 Abs. 2 PflVG',
  },
  {
    key: 'de-kfz-608',
    text: 'Ein Cabrio ist mit Saisonkennzeichen für April bis Oktober zugelassen. Welcher Versicherungsschutz besteht nach den AKB außerhalb der Saison?',
    answers: [
      'Eingeschränkter Schutz wie in der Ruheversicherung; das Fahrzeug darf nicht auf öffentlichen Straßen gebraucht werden',
      'Der volle Schutz wie in der Saison, nur beitragsfrei',
      'Gar kein Schutz, der Vertrag ist bis zum Saisonbeginn unterbrochen',
      'Nur die Kfz-Unfallversicherung bleibt bestehen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Beim Saisonkennzeichen ist der Gebrauch auf öffentlichen Straßen nur im Saisonzeitraum erlaubt. Außerhalb der Saison gewähren die AKB Schutz im Umfang der Ruheversicherung, also Kfz-Haftpflicht und gegebenenfalls Teilkasko, wenn das Fahrzeug in einem Einstellraum oder auf einem umfriedeten Abstellplatz steht und dort nicht gebraucht wird.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt H (Saisonkennzeichen, Ruheversicherung)',
  },
  {
    key: 'de-kfz-609',
    text: 'Für welchen Zeitraum gilt ein Versicherungskennzeichen, etwa für ein Mofa oder ein Moped?',
    answers: [
      'Für das Verkehrsjahr vom 1. März bis zum Ablauf des Monats Februar des Folgejahres',
      'Für das Kalenderjahr vom 1. Januar bis 31. Dezember',
      'Für zwölf Monate ab dem Kaufdatum',
      'Vom 1. Oktober bis zum 30. September des Folgejahres',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Kleinkrafträder wie Mofas und Mopeds sind zulassungsfrei, brauchen aber eine Kfz-Haftpflichtversicherung; als Nachweis dient das Versicherungskennzeichen. Es gilt nach der Fahrzeug-Zulassungsverordnung für das Verkehrsjahr vom 1. März bis Ende Februar; die Schriftfarbe wechselt jährlich, damit die Polizei abgelaufene Kennzeichen erkennt.',
    source: 'Fahrzeug-Zulassungsverordnung (FZV), Vorschriften über Versicherungskennzeichen',
  },
  {
    key: 'de-kfz-610',
    text: 'Was bewirkt eine vereinbarte Neupreisentschädigung in der Kaskoversicherung?',
    answers: [
      'Bei Totalschaden oder Verlust kurz nach Erstzulassung wird der Neupreis statt des Wiederbeschaffungswerts gezahlt',
      'Bei jeder Reparatur werden die Kosten eines fabrikneuen Ersatzfahrzeugs gezahlt',
      'Der Unfallgegner erhält aus der Kfz-Haftpflicht den Neupreis seines Fahrzeugs',
      'Die Versicherungssumme wird jährlich an den aktuellen Listenpreis angepasst',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Ohne Zusatzvereinbarung zahlt die Kasko bei Totalschaden, Zerstörung oder Verlust den Wiederbeschaffungswert, der bei neuen Autos schnell sinkt. Mit Neupreisentschädigung wird innerhalb der vereinbarten Frist nach Erstzulassung der Neupreis erstattet, in der Regel abzüglich eines Restwerts und nur, wenn das Fahrzeug noch dem Ersterwerber gehört.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.5.1',
  },
  {
    key: 'de-kfz-611',
    text: 'Wofür dient eine GAP-Deckung bei einem geleasten oder finanzierten Pkw?',
    answers: [
      'Sie deckt bei Totalschaden oder Diebstahl die Lücke zwischen Wiederbeschaffungswert und höherem Ablösewert',
      'Sie übernimmt die Leasingraten, wenn der Leasingnehmer arbeitslos wird',
      'Sie erhöht die Deckungssumme der Kfz-Haftpflicht über die Mindestsumme hinaus',
      'Sie erstattet die Selbstbeteiligung der Vollkasko bei jedem Unfall',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bei Totalschaden oder Diebstahl zahlt die Kasko nur den Wiederbeschaffungswert. Der Ablösewert eines Leasing- oder Finanzierungsvertrags liegt gerade in den ersten Jahren oft höher; diese Lücke (englisch gap) schließt die GAP-Deckung, die als Zusatzbaustein zur Vollkasko angeboten wird.',
    source: 'Tarifbedingungen der Kfz-Versicherer (GAP-Deckung für Leasing- und Finanzierungsfahrzeuge)',
  },
  {
    key: 'de-kfz-612',
    text: 'Das teilkaskoversicherte Auto des Kunden wird gestohlen und drei Wochen nach Eingang der Schadenanzeige unbeschädigt gefunden. Was gilt nach den AKB?',
    answers: [
      'Der Kunde muss das Fahrzeug zurücknehmen, weil es innerhalb eines Monats wieder aufgefunden wurde',
      'Der Kunde kann frei zwischen Fahrzeug und Wiederbeschaffungswert wählen',
      'Der Versicherer muss den Wiederbeschaffungswert zahlen, weil der Versicherungsfall eingetreten ist',
      'Das Fahrzeug wird mit dem Fund automatisch Eigentum des Versicherers',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Nach den AKB ist der Versicherungsnehmer verpflichtet, ein entwendetes Fahrzeug zurückzunehmen, wenn es innerhalb eines Monats nach Eingang der Schadenanzeige wieder aufgefunden wird und er es mit zumutbarem Aufwand wieder in Besitz nehmen kann. Deshalb reguliert der Versicherer einen Diebstahl regelmäßig erst nach Ablauf dieser Monatsfrist; Kunden sollten vorher kein Ersatzfahrzeug kaufen.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.5.5',
  },
  {
    key: 'de-kfz-613',
    text: 'Welcher Schaden ist auch in der Vollkasko nach den AKB NICHT versichert?',
    answers: [
      'Ein Motorschaden durch Verschalten, also ein reiner Betriebsschaden',
      'Ein Schaden durch Abkommen von der Fahrbahn',
      'Eine mut- oder böswillige Beschädigung durch Fremde',
      'Ein Zusammenstoß mit einem Poller beim Einparken',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Vollkasko deckt Unfälle, also unmittelbar von außen plötzlich mit mechanischer Gewalt auf das Fahrzeug einwirkende Ereignisse, sowie Vandalismus. Brems-, Betriebs- und reine Bruchschäden gelten ausdrücklich nicht als Unfallschäden; ein Motorschaden durch Verschalten entsteht im Inneren des Fahrzeugs und ist deshalb nicht gedeckt.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2.2',
  },
  {
    key: 'de-kfz-614',
    text: 'Ein Steinschlag lässt die Windschutzscheibe des Kunden reißen; er rechnet über seine Teilkasko ab. Welche Folge hat das für seinen Schadenfreiheitsrabatt?',
    answers: [
      'Keine; ein Teilkaskoschaden führt nicht zu einer Rückstufung',
      'Eine Rückstufung in der Vollkasko',
      'Eine Rückstufung in Kfz-Haftpflicht und Vollkasko',
      'Eine Rückstufung nur, wenn die Scheibe mehr als 1.000 € kostet',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Glasbruch gehört zu den Teilkaskogefahren. Die Teilkasko kennt kein Schadenfreiheitsrabatt-System, deshalb bleibt die SF-Klasse bei einem reinen Teilkaskoschaden unverändert; vereinbart ist meist nur eine Selbstbeteiligung. Eine Vollkasko mit Teilkasko-Einschluss wird bei einem Glasschaden ebenfalls nicht zurückgestuft.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2.1 (Glasbruch) und Abschnitt I',
  },
  {
    key: 'de-kfz-615',
    text: 'Ein VN mit Teilkasko weicht nachts einem Reh aus, ohne es zu berühren, und prallt gegen einen Baum. Was gilt für seinen Fahrzeugschaden?',
    answers: [
      'Kein Wildschaden, aber Ersatz als Rettungskosten nach §§ 83, 90 VVG, wenn er das Ausweichen für geboten halten durfte',
      'Voller Ersatz als Wildschaden, weil Haarwild beteiligt war',
      'Kein Ersatz, weil Rettungskosten nur in der Vollkasko erstattet werden',
      'Ersatz aus seiner eigenen Kfz-Haftpflichtversicherung',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Die Teilkasko deckt den Zusammenstoß mit Haarwild; ohne Berührung liegt kein Wildschaden vor. Nach § 90 VVG erstattet der Versicherer aber Aufwendungen, um einen unmittelbar bevorstehenden Versicherungsfall abzuwenden, wie Rettungskosten nach § 83 VVG. Bei einem Reh ist das Ausweichen meist geboten; bei Kleintieren wie Hasen gilt es dagegen oft als unverhältnismäßig, sodass der Ersatz gekürzt werden oder entfallen kann.',
    source: '§§ 83, 90 VVG; GDV-Musterbedingungen AKB 2015, A.2.2.1',
  },
  {
    key: 'de-kfz-616',
    text: 'Ein VN verursacht mit 1,6 ‰ einen Unfall; seine Vollkasko hat keinen Verzicht auf den Einwand grober Fahrlässigkeit. Darf der Versicherer die Leistung ganz verweigern?',
    answers: [
      'Ja, bei absoluter Fahruntüchtigkeit ist eine Kürzung auf null im Einzelfall zulässig',
      'Nein, nach § 81 Abs. 2 VVG darf er höchstens um 50 % kürzen',
      'Nein, grobe Fahrlässigkeit führt seit 2008 nie zur vollständigen Leistungsfreiheit',
      'Ja, aber nur wenn der VN zuvor schon einmal alkoholisiert gefahren ist',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Bei grob fahrlässiger Herbeiführung des Versicherungsfalls kann der Versicherer die Leistung nach § 81 Abs. 2 VVG entsprechend der Schwere des Verschuldens kürzen. Der BGH hat entschieden, dass dies in Ausnahmefällen eine Kürzung auf null einschließt, typischerweise bei einer Fahrt im Zustand absoluter Fahruntüchtigkeit ab 1,1 ‰, wobei stets die Umstände des Einzelfalls abzuwägen sind.',
    source: '§ 81 Abs. 2 VVG; BGH, Urteil vom 22.6.2011 – IV ZR 225/10',
  },
  {
    key: 'de-kfz-617',
    text: 'Welche Aussage zur beitragsfreien Ruheversicherung nach den AKB trifft NICHT zu?',
    answers: [
      'Sie umfasst weiterhin den vollen Vollkaskoschutz einschließlich selbst verschuldeter Unfälle',
      'Sie greift nicht, wenn die Außerbetriebsetzung weniger als zwei Wochen dauert',
      'Sie umfasst die Kfz-Haftpflichtversicherung',
      'Das Fahrzeug muss in einem Einstellraum oder auf einem umfriedeten Abstellplatz stehen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Ruheversicherung gewährt nur eingeschränkten Schutz: Kfz-Haftpflicht und, wenn vorher eine Voll- oder Teilkasko bestand, Teilkasko. Vollkaskoschutz für selbst verschuldete Unfälle besteht nicht, was auch zum Gebrauchsverbot passt: Das Fahrzeug muss in einer Garage oder auf einem umfriedeten Abstellplatz stehen. Bei Außerbetriebsetzungen unter zwei Wochen läuft der Vertrag normal weiter.',
    source: 'GDV-Musterbedingungen AKB 2015, H.1 (Ruheversicherung)',
  },
];
