import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-personen' (Schweiz), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-personen-601',
    text: 'Für welche Beitragslücken in der Säule 3a ist ein nachträglicher Einkauf nach der seit 2025 geltenden BVV 3 möglich?',
    answers: [
      'Für Lücken ab dem Beitragsjahr 2025, höchstens zehn Jahre zurück, erstmals im Jahr 2026',
      'Für alle Lücken seit dem 18. Altersjahr, ohne zeitliche Grenze',
      'Nur für Lücken des unmittelbar vorangehenden Jahres',
      'Für Lücken ab 2015, sofern sie bis Ende 2025 geschlossen werden',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Der Bundesrat hat den nachträglichen 3a-Einkauf per 1. Januar 2025 eingeführt, aber nur für Lücken, die ab 2025 entstehen. Der erste Einkauf ist daher 2026 für das Jahr 2025 möglich; Lücken, die mehr als zehn Jahre zurückliegen, können nicht mehr eingekauft werden.',
    source: 'Art. 7a BVV 3',
  },
  {
    key: 'ch-personen-602',
    text: 'Welche Aussage zum nachträglichen Einkauf in die Säule 3a trifft NICHT zu?',
    answers: [
      'Selbständige ohne Pensionskasse dürfen pro Jahr bis zum grossen Beitrag einkaufen',
      'Im Lückenjahr und im Einkaufsjahr muss ein AHV-pflichtiges Erwerbseinkommen vorliegen',
      'Im Einkaufsjahr muss zuerst der ordentliche Maximalbeitrag einbezahlt sein',
      'Nach dem Bezug einer 3a-Altersleistung ist kein Einkauf mehr möglich',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Einkäufe sind pro Jahr für alle Vorsorgenehmer auf den kleinen Beitrag nach Art. 7 Abs. 1 lit. a BVV 3 begrenzt, auch für Selbständige ohne zweite Säule. Die übrigen Aussagen stimmen: Es braucht Erwerbseinkommen in beiden Jahren, der ordentliche Beitrag geht vor, und mit dem Altersbezug erlischt das Einkaufsrecht.',
    source: 'Art. 7a BVV 3; Art. 7 Abs. 1 lit. a BVV 3',
  },
  {
    key: 'ch-personen-603',
    text: 'Ein 45-jähriger Angestellter will seine Säule-3a-Lebensversicherung ohne Bezugsgrund auflösen. Was ist mit dem Guthaben möglich?',
    answers: [
      'Es kann nur auf eine andere anerkannte 3a-Vorsorgeform übertragen, nicht bar bezogen werden',
      'Er kann sich den Rückkaufswert jederzeit bar auszahlen lassen',
      'Es verfällt zugunsten des Versicherers',
      'Es wird automatisch an die AHV überwiesen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Das 3a-Guthaben ist gebundene Vorsorge: Eine Auszahlung vor dem ordentlichen Alter ist nur bei den abschliessend geregelten Gründen wie Wohneigentum, Selbständigkeit, Auswanderung oder Einkauf in die Pensionskasse zulässig. Ohne solchen Grund kann das Kapital nur in eine andere 3a-Lösung übertragen werden.',
    source: 'Art. 3 BVV 3',
  },
  {
    key: 'ch-personen-604',
    text: 'Muss ein Versicherer den Antrag auf eine Spitalzusatzversicherung halbprivat annehmen?',
    answers: [
      'Nein, er kann nach einer Gesundheitsprüfung ablehnen oder Vorbehalte anbringen',
      'Ja, es gilt wie in der Grundversicherung eine Aufnahmepflicht',
      'Ja, sofern die antragstellende Person jünger als 65 ist',
      'Ja, wenn die Grundversicherung beim selben Versicherer besteht',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Aufnahmepflicht des KVG gilt nur für die obligatorische Krankenpflegeversicherung. Zusatzversicherungen unterstehen dem VVG und der Vertragsfreiheit; der Versicherer darf Gesundheitsfragen stellen, Vorbehalte anbringen oder den Antrag ablehnen.',
    source: 'Art. 4 Abs. 2 KVG; Art. 1 und 4 VVG (CH)',
  },
  {
    key: 'ch-personen-605',
    text: 'Eine Zürcherin lässt sich ohne medizinische Notwendigkeit in einem Berner Listenspital stationär behandeln, wo der Tarif höher ist. Was übernehmen Grundversicherung und Wohnkanton?',
    answers: [
      'Höchstens den Tarif eines Listenspitals im Wohnkanton; die Differenz deckt nur eine Zusatzversicherung',
      'Die vollen Kosten nach Berner Tarif',
      'Nichts, ausserkantonale Behandlungen sind nie gedeckt',
      'Die Hälfte der Kosten nach Berner Tarif',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Versicherte dürfen unter den Listenspitälern ihres Wohnkantons und des Standortkantons frei wählen. Ohne medizinischen Grund vergüten Versicherer und Wohnkanton aber höchstens den Tarif, der im Wohnkanton für die Behandlung gilt; die Differenz trägt die Patientin selbst oder eine Zusatzversicherung „allgemeine Abteilung ganze Schweiz“.',
    source: 'Art. 41 Abs. 1bis KVG',
  },
  {
    key: 'ch-personen-606',
    text: 'Welche Leistung bietet eine Spitalzusatzversicherung halbprivat typischerweise?',
    answers: [
      'Unterbringung im Zweibettzimmer und freie Arztwahl im Spital',
      'Die Übernahme der ordentlichen Franchise der Grundversicherung',
      'Ein Krankentaggeld bei Arbeitsunfähigkeit',
      'Die Deckung von Zahnbehandlungen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Grundversicherung deckt stationär die allgemeine Abteilung mit Mehrbettzimmer und ohne freie Arztwahl. Die Halbprivatversicherung übernimmt die Mehrkosten für Zweibettzimmer und die Behandlung durch Ärztin oder Arzt nach Wahl; die Privatversicherung bietet zusätzlich das Einzelzimmer.',
    source: 'AVB Spitalzusatzversicherung (Marktpraxis); Art. 25 KVG',
  },
  {
    key: 'ch-personen-607',
    text: 'Ein Schweizer erkrankt in den USA und muss notfallmässig ins Spital. Wie viel übernimmt die Grundversicherung höchstens?',
    answers: [
      'Das Doppelte des Betrags, der für die Behandlung in der Schweiz vergütet würde',
      'Die vollen Kosten, weil es ein Notfall ist',
      'Den einfachen Schweizer Tarif',
      'Nichts, Behandlungen ausserhalb Europas sind nie gedeckt',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Die Grundversicherung übernimmt Notfallbehandlungen im Ausland, aber höchstens bis zum doppelten Betrag der Kosten, die in der Schweiz vergütet würden. In Ländern mit sehr hohen Behandlungskosten wie den USA reicht das oft nicht; deshalb ist eine Reise- oder Auslandzusatzversicherung wichtig.',
    source: 'Art. 36 Abs. 2 und 4 KVV',
  },
  {
    key: 'ch-personen-608',
    text: 'Welche Aussage zur Grundversicherung bei Krankheit während eines Auslandaufenthalts trifft NICHT zu?',
    answers: [
      'Sie bezahlt die Rückführung (Repatriierung) in die Schweiz vollständig',
      'Sie bezahlt nur Notfallbehandlungen, keine geplanten Behandlungen',
      'Kein Notfall liegt vor, wenn jemand zum Zweck der Behandlung ins Ausland reist',
      'In EU/EFTA-Staaten gilt die Leistungsaushilfe mit der Europäischen Krankenversicherungskarte',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Eine Repatriierung in die Schweiz übernimmt die Grundversicherung nicht; dafür braucht es eine Reise-, Assistance- oder Zusatzversicherung. Zutreffend ist, dass nur Notfälle gedeckt sind, eine geplante Auslandbehandlung kein Notfall ist und im EU/EFTA-Raum die Leistungsaushilfe gilt.',
    source: 'Art. 36 Abs. 2 KVV; Art. 95a KVG',
  },
  {
    key: 'ch-personen-609',
    text: 'Eine nicht erwerbstätige Mutter ist über die Grundversicherung auch gegen Unfall versichert. Welche Lücke schliesst eine private Unfallversicherung für sie typischerweise?',
    answers: [
      'Kapitalleistungen bei Invalidität und Tod, die die Grundversicherung nicht kennt',
      'Die Heilungskosten in der allgemeinen Abteilung',
      'Die Franchise der Grundversicherung bei Krankheit',
      'Die AHV-Beiträge während der Kinderbetreuung',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Wer nicht nach UVG versichert ist, erhält bei einem Unfall über die Krankenversicherung nur Heilungskosten wie bei Krankheit. Geldleistungen wie ein Invaliditäts- oder Todesfallkapital gibt es dort nicht; diese Lücke deckt eine private Unfallversicherung nach VVG.',
    source: 'Art. 1a Abs. 2 lit. b KVG; AVB Unfallversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-610',
    text: 'Was bewirkt eine Progression (z. B. bis 350 %) beim Invaliditätskapital einer privaten Unfallversicherung?',
    answers: [
      'Bei höheren Invaliditätsgraden wird überproportional mehr als Grad mal Kapital ausbezahlt',
      'Die Prämie steigt jedes Jahr um einen festen Prozentsatz',
      'Kleine Invaliditätsgrade werden nicht entschädigt',
      'Das Kapital wird in eine Rente umgewandelt',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ohne Progression erhält die versicherte Person den Invaliditätsgrad multipliziert mit der Versicherungssumme. Mit Progression steigt die Leistung ab einem bestimmten Grad überproportional, weil schwere Invaliditäten finanziell besonders einschneidend sind; bei voller Invalidität kann so ein Mehrfaches der Grundsumme fliessen.',
    source: 'AVB Unfallversicherung, Progressionsstaffel (Marktpraxis)',
  },
  {
    key: 'ch-personen-611',
    text: 'Ein Antragsteller beantragt eine Todesfallversicherung über CHF 300 000. Darf der Versicherer nach Ergebnissen früherer präsymptomatischer Gentests fragen?',
    answers: [
      'Nein, das ist erst bei Lebensversicherungen mit einer Summe über CHF 400 000 erlaubt',
      'Ja, bei jeder Lebensversicherung',
      'Ja, wenn der Antragsteller älter als 50 ist',
      'Nein, auch bei höheren Summen ist es nie erlaubt',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Das GUMG verbietet Versicherern, bei Lebensversicherungen bis CHF 400 000 und freiwilligen Invaliditätsversicherungen bis CHF 40 000 Jahresrente nach früheren präsymptomatischen Gentests zu fragen. Darüber dürfen sie unter Voraussetzungen fragen, die Daten gehen aber nur an den beigezogenen Arzt, der lediglich die Risikogruppe mitteilt.',
    source: 'Art. 43 Abs. 1 lit. d und Art. 44 GUMG',
  },
  {
    key: 'ch-personen-612',
    text: 'Ein unverheiratetes Paar ohne Kinder lebt seit drei Jahren zusammen. Welcher Hinterlassenenschutz besteht beim Tod eines Partners ohne private Vorsorge?',
    answers: [
      'Keine AHV-Hinterlassenenrente; Pensionskassenleistungen nur, wenn Reglement und Voraussetzungen es zulassen',
      'Eine AHV-Witwen- oder Witwerrente wie bei Ehepaaren',
      'Eine BVG-Lebenspartnerrente von Gesetzes wegen nach zwei Jahren Zusammenleben',
      'Eine Rente der Unfallversicherung auch bei Krankheit',
    ],
    categories: ['ch-personen', 'ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die AHV kennt keine Renten für Konkubinatspartner. Pensionskassen dürfen Lebenspartner nur begünstigen, wenn ihr Reglement es vorsieht, etwa bei mindestens fünf Jahren ununterbrochener Lebensgemeinschaft oder Unterhalt gemeinsamer Kinder; eine Todesfallrisikoversicherung mit Begünstigung schliesst die Lücke.',
    source: 'Art. 23 f. AHVG; Art. 20a Abs. 1 lit. a BVG',
  },
  {
    key: 'ch-personen-613',
    text: 'Wie wird eine rückkaufsfähige Lebensversicherung der Säule 3b bei der kantonalen Vermögenssteuer erfasst?',
    answers: [
      'Mit ihrem Rückkaufswert',
      'Gar nicht, Lebensversicherungen sind vermögenssteuerfrei',
      'Mit der Summe aller bisher bezahlten Prämien',
      'Mit der vereinbarten Todesfallsumme',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Rückkaufsfähige Lebensversicherungen haben einen realisierbaren Wert und gehören deshalb zum steuerbaren Reinvermögen. Massgebend ist der Rückkaufswert, den der Versicherer jährlich bescheinigt; Säule-3a-Guthaben sind dagegen bis zur Fälligkeit von der Vermögenssteuer befreit.',
    source: 'Art. 13 Abs. 1 StHG; kantonale Steuergesetze',
  },
  {
    key: 'ch-personen-614',
    text: 'Warum schliessen Selbständigerwerbende ohne Pensionskasse oft eine private Erwerbsunfähigkeitsrente ab?',
    answers: [
      'Weil sie bei Krankheit nur die IV-Rente erhalten, die das Einkommen meist nur teilweise ersetzt',
      'Weil die AHV bei Selbständigen keine Invalidität kennt',
      'Weil sie obligatorisch nach UVG gegen Krankheit versichert sind',
      'Weil die Säule 3a bei Invalidität verfällt',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Selbständige unterstehen dem BVG-Obligatorium nicht und sind meist auch nicht nach UVG versichert. Bei krankheitsbedingter Invalidität bleibt ihnen ohne private Lösung nur die IV-Rente, die in der Höhe begrenzt ist; eine private Erwerbsunfähigkeitsrente schliesst diese Lücke.',
    source: 'Art. 4 BVG; Art. 1a UVG; AVB Erwerbsunfähigkeitsversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-615',
    text: 'Ein Arbeitgeber wählt in der Kollektiv-Krankentaggeldversicherung eine Wartefrist von 60 statt 30 Tagen. Was ist die Folge?',
    answers: [
      'Die Prämie sinkt, aber er muss während der längeren Wartefrist den Lohn selbst fortzahlen',
      'Die Mitarbeitenden erhalten während 60 Tagen keinerlei Lohn',
      'Die Leistungsdauer verlängert sich automatisch um 30 Tage',
      'Der Versicherer zahlt ab dem ersten Tag, die Wartefrist gilt nur für Rückfälle',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Während der Wartefrist zahlt der Versicherer kein Taggeld. Damit die Lösung gegenüber Art. 324a OR gleichwertig bleibt, muss der Arbeitgeber in dieser Zeit den Lohn selbst weiterzahlen, in der Praxis meist 80 %; eine längere Wartefrist senkt also die Prämie, erhöht aber das eigene Risiko.',
    source: 'Art. 324a Abs. 4 OR; AVB Kollektiv-Krankentaggeldversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-616',
    text: 'Was ist eine Leibrente auf zwei Leben?',
    answers: [
      'Eine Rente, die bis zum Tod der länger lebenden von zwei versicherten Personen bezahlt wird',
      'Eine Rente, die nur so lange läuft, wie beide Personen leben',
      'Eine Rente, die an zwei Begünstigte je zur Hälfte ausbezahlt wird und nach zehn Jahren endet',
      'Eine Rente, die nur bei Invalidität beider Personen fliesst',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Bei der Leibrente auf zwei Leben, etwa für Ehepaare, läuft die Rente weiter, bis auch die zweite Person stirbt; oft wird sie nach dem ersten Todesfall auf einen vereinbarten Prozentsatz reduziert. So ist der überlebende Partner gegen das Langlebigkeitsrisiko abgesichert.',
    source: 'AVB Leibrentenversicherung (Marktpraxis); Art. 516 ff. OR',
  },
  {
    key: 'ch-personen-617',
    text: 'Warum schliessen Eltern eine Zahnzusatzversicherung für ihr Kind meist früh ab, z. B. vor dem Zahnwechsel?',
    answers: [
      'Weil die Grundversicherung Zahnbehandlungen nur ausnahmsweise zahlt und Fehlstellungen ausgeschlossen werden können',
      'Weil die Grundversicherung Zahnspangen nur bis zum 5. Altersjahr übernimmt',
      'Weil Zahnzusatzversicherungen nach dem 10. Altersjahr gesetzlich verboten sind',
      'Weil die IV alle Zahnbehandlungen von Kindern übernimmt',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Grundversicherung übernimmt zahnärztliche Behandlungen nur, wenn sie durch eine schwere Krankheit oder einen Unfall bedingt sind. Kieferorthopädie wird deshalb über VVG-Zusatzversicherungen gedeckt, die eine Gesundheitsprüfung verlangen und bereits erkennbare Fehlstellungen ausschliessen können.',
    source: 'Art. 31 KVG; AVB Zahnzusatzversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-618',
    text: 'Wer vergütet die Behandlung bei einer Naturheilpraktikerin ohne ärztliche Ausbildung?',
    answers: [
      'Nur eine Zusatzversicherung nach VVG, sofern die Therapeutin anerkannt ist',
      'Die Grundversicherung ohne Einschränkung',
      'Die Grundversicherung, sofern ein Arzt die Behandlung empfiehlt',
      'Die IV als medizinische Massnahme',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Grundversicherung vergütet nur Leistungen der zugelassenen Leistungserbringer; Komplementärmedizin ist dort nur gedeckt, wenn sie von Ärztinnen und Ärzten mit entsprechender Qualifikation erbracht wird. Nichtärztliche Therapeuten werden über Zusatzversicherungen bezahlt, die meist eine Anerkennung der Therapeutin verlangen.',
    source: 'Art. 35 KVG; AVB Zusatzversicherung Komplementärmedizin (Marktpraxis)',
  },
  {
    key: 'ch-personen-619',
    text: 'Welches Risiko sichert eine lebenslange Leibrentenversicherung in erster Linie ab?',
    answers: [
      'Das Langlebigkeitsrisiko, also das Risiko, das eigene Vermögen zu überleben',
      'Das Risiko eines frühen Todes',
      'Das Risiko der Erwerbsunfähigkeit',
      'Das Risiko steigender Krankenkassenprämien',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die lebenslange Leibrente zahlt, solange die versicherte Person lebt, unabhängig davon, wie alt sie wird. Der Versicherer gleicht das Risiko langer und kurzer Lebensdauer im Kollektiv aus; gegen einen frühen Tod schützt dagegen eine Todesfallversicherung.',
    source: 'Art. 516 ff. OR; AVB Leibrentenversicherung (Marktpraxis)',
  },
];
