import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-versvg (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-versvg-501',
    text: 'Binnen welcher Frist muss der Versicherer nach § 20 VersVG den Rücktritt wegen Verletzung der vorvertraglichen Anzeigepflicht erklären?',
    answers: [
      'Binnen eines Monats ab Kenntnis von der Verletzung',
      'Binnen 14 Tagen ab Vertragsabschluss',
      'Binnen drei Jahren ab Vertragsabschluss',
      'Jederzeit während der gesamten Vertragslaufzeit',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Rücktritt wegen einer Anzeigepflichtverletzung kann nach § 20 Abs. 1 VersVG nur innerhalb eines Monats erfolgen. Die Frist beginnt, sobald der Versicherer von der Verletzung Kenntnis erlangt; wartet er länger, verliert er das Rücktrittsrecht.',
    source: '§ 20 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-502',
    text: 'Der Versicherer tritt nach Eintritt des Versicherungsfalls wegen einer Anzeigepflichtverletzung zurück. Wann bleibt er nach § 21 VersVG dennoch zur Leistung verpflichtet?',
    answers: [
      'Wenn der verschwiegene Umstand weder den Eintritt des Versicherungsfalls noch den Leistungsumfang beeinflusst hat',
      'Wenn der Versicherungsfall mehr als ein Jahr nach Vertragsabschluss eintritt',
      'Wenn der VN die Prämie für das laufende Jahr bereits bezahlt hat',
      'In keinem Fall, der Rücktritt beseitigt jede Leistungspflicht',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      '§ 21 VersVG eröffnet dem VN den Kausalitätsgegenbeweis: Hatte der verschwiegene Umstand weder auf den Eintritt des Versicherungsfalls noch auf den Umfang der Leistung Einfluss, bleibt die Leistungspflicht trotz des Rücktritts bestehen. Der Vertrag endet dennoch für die Zukunft.',
    source: '§ 21 VersVG',
  },
  {
    key: 'at-versvg-503',
    text: 'Der Versicherer hat einen schriftlichen Fragebogen verwendet. Wann kann er wegen eines Umstands, nach dem er nicht ausdrücklich gefragt hat, nach § 18 VersVG zurücktreten?',
    answers: [
      'Nur wenn der VN den Umstand arglistig verschwiegen hat',
      'Immer, wenn der Umstand objektiv gefahrerheblich war',
      'Wenn der VN den Umstand leicht fahrlässig nicht erwähnt hat',
      'Nie, auch nicht bei Arglist des VN',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Stellt der Versicherer schriftliche Fragen, darf der VN davon ausgehen, dass nur diese Umstände erheblich sind. Wegen eines nicht erfragten Umstands kann der Versicherer nach § 18 VersVG nur bei arglistiger Verschweigung zurücktreten.',
    source: '§ 18 VersVG',
  },
  {
    key: 'at-versvg-504',
    text: 'Welche Aussage zum Rücktritt wegen Verletzung der Anzeigepflicht nach § 16 VersVG ist NICHT zutreffend?',
    answers: [
      'Der Rücktritt ist auch zulässig, wenn der Versicherer den verschwiegenen Umstand kannte',
      'Der Rücktritt ist ausgeschlossen, wenn die Anzeige ohne Verschulden des VN unterblieben ist',
      'Anzuzeigen sind die dem VN bekannten gefahrerheblichen Umstände',
      'Die Anzeigepflicht besteht bis zum Abschluss des Vertrags',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Kannte der Versicherer den nicht angezeigten Umstand, ist er nach § 16 Abs. 3 VersVG nicht schutzwürdig und kann nicht zurücktreten. Ebenso scheidet der Rücktritt aus, wenn die Anzeige ohne Verschulden des VN unterblieb; die übrigen Aussagen geben § 16 VersVG richtig wieder.',
    source: '§ 16 Abs. 1 und 3 VersVG',
  },
  {
    key: 'at-versvg-505',
    text: 'Der VN hat den Versicherer bei Antragstellung arglistig über seinen Gesundheitszustand getäuscht. Was gilt nach § 22 VersVG?',
    answers: [
      'Der Versicherer kann den Vertrag zusätzlich wegen arglistiger Täuschung anfechten',
      'Der Versicherer ist auf den Rücktritt nach § 16 VersVG beschränkt',
      'Die Täuschung bleibt folgenlos, wenn die Monatsfrist verstrichen ist',
      'Der Vertrag bleibt bestehen, nur die Prämie wird erhöht',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 22 VersVG bleibt das Recht des Versicherers, den Vertrag wegen arglistiger Täuschung über Gefahrumstände anzufechten, unberührt. Die allgemeine Anfechtung nach § 870 ABGB tritt also neben die Sonderregeln der §§ 16 ff. VersVG und ist nicht an deren Monatsfrist gebunden.',
    source: '§ 22 VersVG; § 870 ABGB',
  },
  {
    key: 'at-versvg-506',
    text: 'Die Schadenhöhe wird vertragsgemäß durch Sachverständige festgestellt. Wann ist ihre Feststellung nach § 64 VersVG nicht verbindlich?',
    answers: [
      'Wenn sie offenbar von der wirklichen Sachlage erheblich abweicht',
      'Wenn eine Partei mit dem Ergebnis nicht zufrieden ist',
      'Wenn der Schaden über 10.000 € liegt',
      'Sie ist nie verbindlich, sondern nur eine unverbindliche Empfehlung',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Vereinbaren die Parteien ein Sachverständigenverfahren, ist dessen Feststellung nach § 64 Abs. 1 VersVG grundsätzlich verbindlich. Sie bindet nur dann nicht, wenn sie offenbar von der wirklichen Sachlage erheblich abweicht; die Feststellung erfolgt dann durch Urteil.',
    source: '§ 64 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-507',
    text: 'Bei welcher Obliegenheitsverletzung nach dem Versicherungsfall ist der Kausalitätsgegenbeweis des VN nach § 6 Abs. 3 VersVG ausgeschlossen?',
    answers: [
      'Bei vorsätzlicher Verletzung in der Absicht, die Leistungspflicht des Versicherers zu beeinflussen',
      'Bei jeder leicht fahrlässigen Verletzung',
      'Bei jeder grob fahrlässigen Verletzung',
      'Bei verspäteter Schadenmeldung um einen Tag',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Auch bei Vorsatz bleibt der Versicherer nach § 6 Abs. 3 VersVG leistungspflichtig, soweit die Verletzung keinen Einfluss auf die Feststellung des Versicherungsfalls oder der Leistung hatte. Das gilt nicht, wenn der VN vorsätzlich handelte, um die Leistungspflicht zu beeinflussen oder die Feststellung erheblicher Umstände zu beeinträchtigen.',
    source: '§ 6 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-508',
    text: 'Für wie lange darf sich ein Versicherungsvertrag nach § 8 Abs. 2 VersVG durch eine Verlängerungsklausel jeweils stillschweigend verlängern?',
    answers: [
      'Höchstens um ein Jahr',
      'Höchstens um drei Jahre',
      'Höchstens um fünf Jahre',
      'Um die ursprüngliche Laufzeit',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Eine Vereinbarung, nach der sich der Vertrag mangels Kündigung stillschweigend verlängert, ist nach § 8 Abs. 2 VersVG insoweit nichtig, als sich die jeweilige Verlängerung auf mehr als ein Jahr erstreckt. Längere automatische Bindungen sind damit ausgeschlossen.',
    source: '§ 8 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-509',
    text: 'Eine Verbraucherin hat am 1. 3. 2022 eine Haushaltsversicherung mit zehnjähriger Laufzeit geschlossen. Wann kann sie nach § 8 Abs. 3 VersVG frühestens kündigen?',
    answers: [
      'Zum Ablauf des 28. 2. 2025, wenn die Kündigung spätestens einen Monat vorher zugeht',
      'Zum Ablauf des 28. 2. 2032, am Ende der Laufzeit',
      'Jederzeit mit sofortiger Wirkung',
      'Zum Ablauf des 28. 2. 2027 mit einer Frist von drei Monaten',
    ],
    categories: ['at-versvg', 'at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Verbraucher können Verträge mit mehr als dreijähriger Laufzeit nach § 8 Abs. 3 VersVG zum Ende des dritten Vertragsjahres und danach jährlich kündigen, mit einer Frist von einem Monat. Das dritte Jahr endet hier mit Ablauf des 28. 2. 2025.',
    source: '§ 8 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-510',
    text: 'Der VN hat seinen Anspruch beim Versicherer angemeldet, eine Entscheidung steht noch aus. Was gilt nach § 12 Abs. 2 VersVG für die Verjährung?',
    answers: [
      'Sie ist bis zum Einlangen der Entscheidung des Versicherers in geschriebener Form gehemmt',
      'Sie läuft ungehindert weiter',
      'Sie beginnt nach der Entscheidung neu mit 30 Jahren',
      'Der Anspruch kann ab der Anmeldung nicht mehr verjähren',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Ist der Anspruch beim Versicherer angemeldet, ist die Verjährung nach § 12 Abs. 2 VersVG bis zum Einlangen seiner Entscheidung in geschriebener Form gehemmt. Der VN soll nicht klagen müssen, solange der Versicherer den Fall noch prüft; danach läuft die Frist weiter.',
    source: '§ 12 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-511',
    text: 'Was bestimmt § 55 VersVG für die Schadenversicherung?',
    answers: [
      'Der Versicherer muss nicht mehr als den Betrag des Schadens ersetzen (Bereicherungsverbot)',
      'Der Versicherer muss stets die volle Versicherungssumme zahlen',
      'Der VN darf den Schaden nicht selbst beheben',
      'Die Entschädigung wird immer als Rente ausgezahlt',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 55 VersVG ist der Versicherer nicht verpflichtet, dem VN mehr als den Betrag des Schadens zu ersetzen, auch wenn die Versicherungssumme höher ist. Die Versicherung soll den Schaden ausgleichen, nicht zu einer Bereicherung führen.',
    source: '§ 55 VersVG',
  },
  {
    key: 'at-versvg-512',
    text: 'Was gilt nach § 51 Abs. 3 VersVG, wenn der VN eine Überversicherung in der Absicht schließt, sich daraus rechtswidrig zu bereichern?',
    answers: [
      'Der Vertrag ist nichtig; die Prämie gebührt dem Versicherer bis zum Ende der Periode, in der er davon erfährt',
      'Die Versicherungssumme wird auf den Versicherungswert herabgesetzt, sonst ändert sich nichts',
      'Der Versicherer muss im Schadenfall die volle Summe zahlen',
      'Der Vertrag bleibt gültig, die Prämie wird verdoppelt',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Die betrügerische Überversicherung macht den Vertrag nach § 51 Abs. 3 VersVG nichtig. Der Versicherer behält als Sanktion die Prämie bis zum Schluss der Versicherungsperiode, in der er von der Nichtigkeit Kenntnis erlangt; bei redlicher Überversicherung können dagegen Summe und Prämie herabgesetzt werden.',
    source: '§ 51 Abs. 1 und 3 VersVG',
  },
  {
    key: 'at-versvg-513',
    text: 'Worin unterscheidet sich nach § 1 VersVG die Leistung in der Schadenversicherung von jener in der Personenversicherung?',
    answers: [
      'Schadenversicherung ersetzt den Vermögensschaden; Personenversicherung zahlt den vereinbarten Betrag',
      'Schadenversicherung zahlt stets die volle Summe; Personenversicherung ersetzt nur Schäden',
      'Beide leisten ausschließlich Sachersatz',
      'Es gibt keinen Unterschied, beide ersetzen den konkreten Schaden',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 1 Abs. 1 VersVG ersetzt der Versicherer in der Schadenversicherung den durch den Versicherungsfall verursachten Vermögensschaden nach Maßgabe des Vertrags. In der Lebens-, Unfall- und sonstigen Personenversicherung leistet er dagegen den vereinbarten Betrag an Kapital oder Rente, unabhängig von einem konkreten Schaden.',
    source: '§ 1 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-514',
    text: 'Der VN ist mit 40 € im Rückstand, die Jahresprämie beträgt 800 €. Tritt eine Leistungsfreiheit wegen Prämienverzugs nach § 39a VersVG ein?',
    answers: [
      'Nein, weil der Rückstand 10 % der Jahresprämie und 60 € nicht übersteigt',
      'Ja, jeder Rückstand führt nach Mahnung zur Leistungsfreiheit',
      'Ja, aber nur für Schäden über 60 €',
      'Nein, Leistungsfreiheit wegen Prämienverzugs gibt es in Österreich nicht',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Nach § 39a VersVG tritt die Leistungsfreiheit nach §§ 38, 39 VersVG nicht ein, wenn der VN mit nicht mehr als 10 % der Jahresprämie, höchstens aber mit 60 €, im Verzug ist. 40 € liegen unter beiden Grenzen (10 % wären 80 €, gedeckelt auf 60 €).',
    source: '§ 39a VersVG',
  },
  {
    key: 'at-versvg-515',
    text: 'Bis wann muss der Erwerber einer versicherten Sache sein Kündigungsrecht nach § 70 VersVG ausüben?',
    answers: [
      'Innerhalb eines Monats nach dem Erwerb bzw. nach Kenntnis von der Versicherung',
      'Innerhalb von drei Jahren nach dem Erwerb',
      'Nur zum Ende der vereinbarten Vertragslaufzeit',
      'Er hat kein Kündigungsrecht, er ist an den Vertrag gebunden',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Erwerber kann das übergegangene Versicherungsverhältnis kündigen, muss dies aber nach § 70 Abs. 2 VersVG binnen eines Monats nach dem Erwerb tun. Hatte er keine Kenntnis vom Bestehen der Versicherung, läuft die Monatsfrist ab Kenntnis.',
    source: '§ 70 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-516',
    text: 'Der VN teilt eine neue Anschrift nicht mit. Was gilt nach § 10 VersVG für eine Erklärung des Versicherers?',
    answers: [
      'Die Absendung eines eingeschriebenen Briefes an die letzte bekannte Anschrift genügt',
      'Die Erklärung wird erst mit persönlicher Übergabe wirksam',
      'Der Versicherer muss die Anschrift über das Gericht ermitteln',
      'Erklärungen können dann überhaupt nicht wirksam werden',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Hat der VN eine Änderung seiner Anschrift nicht mitgeteilt, genügt nach § 10 VersVG für eine Erklärung des Versicherers ein eingeschriebener Brief an die letzte bekannte Anschrift. Die Erklärung wird zu dem Zeitpunkt wirksam, in dem sie ohne die Änderung regelmäßig zugegangen wäre.',
    source: '§ 10 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-517',
    text: 'Was kann der VN nach § 3 VersVG jederzeit vom Versicherer verlangen?',
    answers: [
      'Abschriften der Erklärungen, die er mit Bezug auf den Vertrag abgegeben hat',
      'Die Offenlegung der Provision jedes Vermittlers des Versicherers',
      'Die Einsicht in die Schadenakten anderer Versicherungsnehmer',
      'Die jährliche Neuberechnung seiner Prämie nach seinen Wünschen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der VN kann nach § 3 VersVG jederzeit Abschriften seiner vertragsbezogenen Erklärungen, etwa des Antrags samt Gesundheitsangaben, verlangen. Das hilft ihm, z. B. bei einem Streit über die Anzeigepflicht nachzuvollziehen, was er angegeben hat.',
    source: '§ 3 VersVG',
  },
  {
    key: 'at-versvg-518',
    text: 'Was versteht man unter einer „ungewollten“ Gefahrerhöhung und welche Pflicht trifft den VN nach § 27 VersVG?',
    answers: [
      'Eine ohne Willen des VN eingetretene Erhöhung; er muss sie unverzüglich anzeigen, sobald er davon erfährt',
      'Eine Erhöhung, die der VN selbst vornimmt; sie ist stets verboten',
      'Eine Prämienerhöhung durch den Versicherer; der VN muss zustimmen',
      'Eine Erhöhung der Versicherungssumme; der VN muss sie beantragen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Tritt eine Gefahrerhöhung unabhängig vom Willen des VN ein, etwa durch eine Baustelle nebenan, verletzt er damit keine Pflicht. Er hat sie aber nach § 27 Abs. 2 VersVG unverzüglich anzuzeigen, sobald er davon Kenntnis erlangt; der Versicherer kann dann kündigen.',
    source: '§ 27 VersVG',
  },
  {
    key: 'at-versvg-519',
    text: 'Was gilt nach § 6 Abs. 2 VersVG bei einer Obliegenheit, die der Verminderung der Gefahr dienen soll (z. B. Sicherheitsvorschrift)?',
    answers: [
      'Er bleibt leistungspflichtig, wenn die Verletzung weder Eintritt noch Umfang des Schadens beeinflusst hat',
      'Jede Verletzung führt unabhängig von der Auswirkung zur Leistungsfreiheit',
      'Solche Obliegenheiten dürfen in Österreich nicht vereinbart werden',
      'Die Verletzung führt nur zu einer Prämienerhöhung im Folgejahr',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Bei gefahrvorbeugenden Obliegenheiten verlangt § 6 Abs. 2 VersVG einen Zusammenhang zwischen Verletzung und Schaden. Hatte etwa eine fehlende Sicherung keinen Einfluss auf den Einbruch, bleibt der Versicherer leistungspflichtig.',
    source: '§ 6 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-520',
    text: 'Was ersetzt der Versicherer nach § 63 VersVG im Zusammenhang mit der Rettungspflicht?',
    answers: [
      'Gebotene Aufwendungen zur Abwendung oder Minderung des Schadens, auch wenn sie erfolglos blieben',
      'Nur erfolgreiche Rettungsaufwendungen bis 10 % der Versicherungssumme',
      'Keine Aufwendungen, sie sind mit der Prämie abgegolten',
      'Nur Aufwendungen, die vorher schriftlich genehmigt wurden',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Rettungskosten sind nach § 63 VersVG zu ersetzen, soweit der VN sie den Umständen nach für geboten halten durfte, und zwar auch bei Erfolglosigkeit. Wer auf Weisung des Versicherers handelt, erhält sie sogar über die Versicherungssumme hinaus ersetzt.',
    source: '§ 63 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-521',
    text: 'Welche Aussage zu § 67 VersVG (Übergang von Ersatzansprüchen) ist NICHT zutreffend?',
    answers: [
      'Der Anspruch geht auch gegen einen im Haushalt lebenden Angehörigen über, der nur fahrlässig handelte',
      'Der Anspruch geht nur über, soweit der Versicherer den Schaden ersetzt',
      'Der Übergang darf nicht zum Nachteil des VN geltend gemacht werden',
      'Gibt der VN den Ersatzanspruch auf, kann der Versicherer insoweit leistungsfrei werden',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Richtet sich der Ersatzanspruch gegen einen mit dem VN in häuslicher Gemeinschaft lebenden Angehörigen, ist der Übergang nach § 67 Abs. 2 VersVG ausgeschlossen, außer dieser hat vorsätzlich gehandelt. So soll der VN nicht mittelbar selbst belastet werden; die übrigen Aussagen geben § 67 Abs. 1 VersVG zutreffend wieder.',
    source: '§ 67 Abs. 1 und 2 VersVG',
  },
  {
    key: 'at-versvg-522',
    text: 'Was regelt § 58 VersVG für den Fall, dass der VN ein Interesse gegen dieselbe Gefahr bei mehreren Versicherern versichert?',
    answers: [
      'Der VN muss jedem Versicherer die andere Versicherung unverzüglich anzeigen',
      'Der zweite Vertrag ist stets nichtig',
      'Der VN darf nur beim ersten Versicherer Schäden melden',
      'Die Versicherer müssen sich gegenseitig die Prämien erstatten',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Wer ein Interesse gegen dieselbe Gefahr bei mehreren Versicherern versichert, hat nach § 58 VersVG jedem Versicherer die andere Versicherung unverzüglich mitzuteilen und Versicherer sowie Summe anzugeben. Damit können die Versicherer Über- und Mehrfachversicherungen erkennen.',
    source: '§ 58 VersVG',
  },
];
