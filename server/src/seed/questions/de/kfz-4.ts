import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kfz' (Deutschland), Teil 4. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kfz-401',
    text: 'Welchen Ausschluss dürfen Kfz-Haftpflichtversicherer nach § 4 KfzPflVV vereinbaren?',
    answers: [
      'Ansprüche aus behördlich genehmigten Fahrveranstaltungen, bei denen es auf eine Höchstgeschwindigkeit ankommt',
      'Ansprüche von Fußgängern, die bei Rot die Straße überqueren',
      'Schäden, die ein Fahrer ohne Fahrerlaubnis einem Dritten zufügt',
      'Alle Unfälle im EU-Ausland',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      '§ 4 KfzPflVV zählt abschließend auf, welche Ausschlüsse in der Pflichtversicherung zulässig sind, etwa für genehmigte Rennveranstaltungen auf Höchstgeschwindigkeit und für Schäden am versicherten Fahrzeug selbst. Fahrten ohne Fahrerlaubnis sind dagegen nur eine Obliegenheitsverletzung: Der Geschädigte wird entschädigt, der Versicherer nimmt begrenzt Regress.',
    source: '§ 4 KfzPflVV; § 5 Abs. 1 KfzPflVV',
  },
  {
    key: 'de-kfz-402',
    text: 'Ein Halter rammt mit seinem Pkw vorsätzlich und widerrechtlich das Auto seines Nachbarn. Wer ersetzt dem Nachbarn den Schaden, wenn der Halter nicht zahlen kann?',
    answers: [
      'Die Verkehrsopferhilfe, weil der Kfz-Haftpflichtversicherer nach § 103 VVG nicht leisten muss',
      'Der Kfz-Haftpflichtversicherer in voller Höhe und ohne Regress',
      'Der Kfz-Haftpflichtversicherer des Nachbarn',
      'Niemand, Vorsatzschäden sind nie ersatzfähig',
    ],
    categories: ['de-kfz', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 103 VVG ist der Haftpflichtversicherer nicht zur Leistung verpflichtet, wenn der Versicherungsnehmer den Schaden des Dritten vorsätzlich und widerrechtlich herbeigeführt hat. Für diese Lücke tritt nach § 12 Abs. 1 Satz 1 Nr. 3 PflVG der Entschädigungsfonds (Verkehrsopferhilfe) ein, subsidiär zu anderen Leistungsträgern.',
    source: '§ 103 VVG; § 12 Abs. 1 Satz 1 Nr. 3 PflVG',
  },
  {
    key: 'de-kfz-403',
    text: 'Ab welcher Windstärke gilt eine wetterbedingte Luftbewegung in der Teilkasko nach den AKB als Sturm?',
    answers: ['Ab Windstärke 8', 'Ab Windstärke 6', 'Ab Windstärke 10', 'Ab Windstärke 12'],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Teilkasko deckt die unmittelbare Einwirkung von Sturm, Hagel, Blitzschlag und Überschwemmung auf das Fahrzeug. Als Sturm gilt nach den Musterbedingungen eine wetterbedingte Luftbewegung von mindestens Windstärke 8; Schäden durch schwächeren Wind sind allenfalls über die Vollkasko versichert.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2.1.3',
  },
  {
    key: 'de-kfz-404',
    text: 'Ein VN überlässt sein Auto einem Bekannten für dessen eigenen Urlaub; der Bekannte behält es (Unterschlagung). Zahlt die Teilkasko nach den AKB?',
    answers: [
      'Nein, Unterschlagung durch den, dem es zum Gebrauch im eigenen Interesse überlassen wurde, ist nicht versichert',
      'Ja, jede Unterschlagung ist als Entwendung versichert',
      'Ja, aber nur zur Hälfte wegen grober Fahrlässigkeit',
      'Nur wenn der Bekannte einen Führerschein hatte',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Die Teilkasko deckt Entwendung, also Diebstahl, Raub und unbefugten Gebrauch durch betriebsfremde Personen. Unterschlagung ist nach den Musterbedingungen nur versichert, wenn dem Täter das Fahrzeug nicht zum Gebrauch in seinem eigenen Interesse, zur Veräußerung oder unter Eigentumsvorbehalt überlassen wurde.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2.1.2',
  },
  {
    key: 'de-kfz-405',
    text: 'Die Tochter des VN fährt mit seiner Erlaubnis leicht fahrlässig gegen eine Mauer. Kann der Vollkaskoversicherer nach den AKB bei ihr Regress nehmen?',
    answers: [
      'Nein, gegen den berechtigten Fahrer nur bei Vorsatz oder grober Fahrlässigkeit',
      'Ja, in voller Höhe des Schadens',
      'Ja, bis zu 5.000 Euro wie in der Kfz-Haftpflicht',
      'Ja, aber nur, wenn sie nicht im Haushalt des VN lebt',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Grundsätzlich geht ein Ersatzanspruch gegen den Schädiger nach § 86 Abs. 1 VVG auf den Kaskoversicherer über. Die AKB schränken den Rückgriff gegen den berechtigten Fahrer ein: Er ist nur möglich, wenn dieser den Schaden vorsätzlich oder grob fahrlässig herbeigeführt hat.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.8; § 86 Abs. 1 VVG',
  },
  {
    key: 'de-kfz-406',
    text: 'Wie verjährt der Direktanspruch des Geschädigten gegen den Kfz-Haftpflichtversicherer nach § 115 Abs. 2 VVG?',
    answers: [
      'Wie der Schadensersatzanspruch gegen den VN, spätestens aber zehn Jahre nach Eintritt des Schadens',
      'Immer in einem Jahr ab dem Unfall',
      'In 30 Jahren, unabhängig vom Anspruch gegen den Schädiger',
      'Er verjährt nie, solange der Vertrag besteht',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Der Direktanspruch unterliegt nach § 115 Abs. 2 VVG der gleichen Verjährung wie der Schadensersatzanspruch gegen den ersatzpflichtigen Versicherungsnehmer und beginnt mit ihm; er endet jedoch spätestens zehn Jahre nach Eintritt des Schadens. Meldet der Geschädigte den Anspruch an, ist die Verjährung bis zur Entscheidung des Versicherers in Textform gehemmt.',
    source: '§ 115 Abs. 2 VVG',
  },
  {
    key: 'de-kfz-407',
    text: 'Welche Aussage zum Direktanspruch des Geschädigten nach § 115 Abs. 1 VVG in der Kfz-Haftpflicht trifft NICHT zu?',
    answers: [
      'Der Geschädigte muss zuerst erfolglos den Schädiger verklagen, bevor er den Versicherer in Anspruch nimmt',
      'Versicherer und ersatzpflichtiger VN haften dem Geschädigten als Gesamtschuldner',
      'Der Anspruch besteht im Rahmen der Leistungspflicht des Versicherers aus dem Versicherungsverhältnis',
      'Der Geschädigte kann den Versicherer unmittelbar verklagen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'In der Pflichtversicherung nach dem PflVG kann der Geschädigte nach § 115 Abs. 1 VVG seinen Anspruch unmittelbar gegen den Versicherer geltend machen, ohne zuerst den Schädiger zu verklagen. Versicherer und Versicherungsnehmer haften ihm als Gesamtschuldner; im Innenverhältnis regelt § 116 VVG, wer den Schaden trägt.',
    source: '§ 115 Abs. 1 VVG',
  },
  {
    key: 'de-kfz-408',
    text: 'Was ist nach Abschnitt A.3 der GDV-Musterbedingungen AKB 2015 versichert?',
    answers: [
      'Der Autoschutzbrief: Hilfeleistungen wie Pannenhilfe und Abschleppen nach Panne oder Unfall',
      'Die Kfz-Haftpflichtversicherung',
      'Die Vollkaskoversicherung',
      'Die Kfz-Unfallversicherung für Insassen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die AKB 2015 sind nach Sparten gegliedert: A.1 Kfz-Haftpflicht, A.2 Kaskoversicherung, A.3 Autoschutzbrief und A.4 Kfz-Unfallversicherung. Der Schutzbrief organisiert und bezahlt Hilfe bei Panne, Unfall oder Diebstahl, etwa Pannenhilfe am Schadenort, Abschleppen oder Rücktransport.',
    source: 'GDV-Musterbedingungen AKB 2015, A.3',
  },
  {
    key: 'de-kfz-409',
    text: 'Wofür leistet die Kfz-Unfallversicherung nach Abschnitt A.4 AKB 2015?',
    answers: [
      'Für Unfälle der versicherten Personen, die in ursächlichem Zusammenhang mit dem Gebrauch des Fahrzeugs stehen',
      'Für Schäden, die der Fahrer anderen Verkehrsteilnehmern zufügt',
      'Für Schäden am eigenen Fahrzeug nach einem Unfall',
      'Für jeden Unfall des VN, auch im Haushalt',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Unfallversicherung ist eine Summenversicherung für Personen, vor allem die Insassen, die einen Unfall im ursächlichen Zusammenhang mit dem Gebrauch des Fahrzeugs erleiden, zum Beispiel beim Fahren, Ein- oder Aussteigen. Schäden Dritter deckt die Kfz-Haftpflicht, Schäden am eigenen Fahrzeug die Kasko.',
    source: 'GDV-Musterbedingungen AKB 2015, A.4',
  },
  {
    key: 'de-kfz-410',
    text: 'VN und Kaskoversicherer streiten über die Höhe des Fahrzeugschadens. Wie wird der Streit nach den AKB außergerichtlich entschieden?',
    answers: [
      'Durch einen Sachverständigenausschuss: je ein Sachverständiger beider Seiten, bei Uneinigkeit ein Obmann',
      'Durch die BaFin',
      'Allein durch den Sachverständigen des Versicherers',
      'Durch den Versicherungsombudsmann mit bindender Wirkung für den VN',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bei Meinungsverschiedenheiten über die Schadenhöhe oder den Umfang der Reparatur entscheidet nach den AKB ein Sachverständigenausschuss. VN und Versicherer benennen je einen Kfz-Sachverständigen; einigen sich diese nicht, entscheidet ein weiterer Sachverständiger als Obmann.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.6',
  },
  {
    key: 'de-kfz-411',
    text: 'Der Halter fährt als Beifahrer im eigenen Pkw mit; ein Freund fährt mit seiner Erlaubnis, verursacht einen Unfall und der Halter wird verletzt. Deckt die Kfz-Haftpflicht des Halters?',
    answers: [
      'Ja, Personenschäden des Halters sind gedeckt; ausschließbar sind nur seine Sach- und Vermögensschäden',
      'Nein, Ansprüche des Halters gegen seinen eigenen Versicherer sind stets ausgeschlossen',
      'Nur wenn der Fahrer ein Familienangehöriger ist',
      'Nur der Sachschaden am Pkw wird ersetzt',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Der berechtigte Fahrer ist in der Kfz-Haftpflicht mitversichert. § 4 Nr. 1 KfzPflVV erlaubt nur, Ansprüche des Versicherungsnehmers, Halters oder Eigentümers gegen mitversicherte Personen wegen Sach- und Vermögensschäden auszuschließen; Personenschäden bleiben gedeckt. Den Schaden am eigenen Pkw trägt allenfalls die Kasko.',
    source: '§ 4 Nr. 1 KfzPflVV; GDV-Musterbedingungen AKB 2015, A.1.2 und A.1.5',
  },
  {
    key: 'de-kfz-412',
    text: 'Bei 50 % Mithaftung nimmt der VN seine Vollkasko in Anspruch und trägt 500 € Selbstbeteiligung. Was bewirkt das Quotenvorrecht nach § 86 Abs. 1 Satz 2 VVG?',
    answers: [
      'Der VN darf seine ungedeckten kongruenten Schäden wie die Selbstbeteiligung vorrangig vom Gegner verlangen',
      'Der Kaskoversicherer darf zuerst seinen vollen Regress nehmen',
      'Der VN verliert wegen der Mithaftung jeden Anspruch gegen den Gegner',
      'Die Selbstbeteiligung zahlt stets der Kaskoversicherer zurück',
    ],
    categories: ['de-kfz', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 86 Abs. 1 Satz 2 VVG kann der Forderungsübergang nicht zum Nachteil des Versicherungsnehmers geltend gemacht werden. Der Anspruch gegen den Unfallgegner steht daher zuerst dem VN für seine von der Kasko nicht gedeckten, sachlich kongruenten Schäden zu, etwa Selbstbeteiligung, Wertminderung oder Sachverständigenkosten; erst der Rest geht auf den Kaskoversicherer über.',
    source: '§ 86 Abs. 1 Satz 2 VVG',
  },
  {
    key: 'de-kfz-413',
    text: 'Ein Kurzschluss schmort Kabel im Motorraum durch und beschädigt dadurch das Motorsteuergerät. Was ersetzt die Teilkasko nach den Musterbedingungen?',
    answers: [
      'Nur den Schaden an der Verkabelung, nicht den Folgeschaden am Steuergerät',
      'Den gesamten Schaden einschließlich Steuergerät',
      'Nichts, Kurzschlüsse sind nur in der Vollkasko versichert',
      'Nur das Steuergerät, nicht die Kabel',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Musterbedingungen zählen Kurzschlussschäden an der Verkabelung zu den Teilkasko-Ereignissen, beschränken die Leistung aber auf die Verkabelung selbst. Folgeschäden an anderen Aggregaten wie dem Steuergerät sind nur versichert, wenn der Tarif sie ausdrücklich einschließt.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2.1',
  },
];
