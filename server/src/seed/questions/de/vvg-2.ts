import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vvg' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vvg-201',
    text: 'Wozu verpflichtet sich der Versicherer nach § 1 VVG mit dem Versicherungsvertrag?',
    answers: [
      'Ein bestimmtes Risiko durch eine Leistung abzusichern, die er bei Eintritt des Versicherungsfalls erbringt',
      'Dem Versicherungsnehmer jährlich eine Beitragsrückerstattung zu zahlen',
      'Jeden Schaden des Versicherungsnehmers unabhängig vom vereinbarten Risiko zu ersetzen',
      'Die Prämie für die gesamte Laufzeit unverändert zu lassen',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 1 Satz 1 VVG beschreibt die vertragstypische Pflicht des Versicherers: Er sichert ein bestimmtes Risiko ab und erbringt die vereinbarte Leistung, wenn der Versicherungsfall eintritt. Gegenleistung des Versicherungsnehmers ist nach § 1 Satz 2 VVG die Prämie.',
    source: '§ 1 VVG',
  },
  {
    key: 'de-vvg-202',
    text: 'Der Versicherungsschein weicht vom Antrag ab. Wann gilt die Abweichung nach § 5 VVG als genehmigt?',
    answers: [
      'Wenn der VN nach auffälligem Hinweis nicht binnen eines Monats nach Zugang in Textform widerspricht',
      'Sofort mit Zugang des Versicherungsscheins',
      'Erst nach ausdrücklicher schriftlicher Zustimmung des Versicherungsnehmers',
      'Sobald der Versicherungsnehmer die Erstprämie zahlt, auch ohne jeden Hinweis',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 5 Abs. 1 und 2 VVG gilt eine Abweichung als genehmigt, wenn der Versicherungsnehmer nicht innerhalb eines Monats nach Zugang des Versicherungsscheins in Textform widerspricht – aber nur, wenn der Versicherer auf jede Abweichung und die Rechtsfolgen auffällig hingewiesen hat. Fehlt der Hinweis, gilt der Vertrag nach § 5 Abs. 3 VVG mit dem Inhalt des Antrags als geschlossen.',
    source: '§ 5 Abs. 1–3 VVG',
  },
  {
    key: 'de-vvg-203',
    text: 'Welche Verordnung legt fest, welche Informationen der Versicherer dem Versicherungsnehmer nach § 7 VVG vor Vertragsschluss mitteilen muss?',
    answers: [
      'Die VVG-Informationspflichtenverordnung (VVG-InfoV)',
      'Die Versicherungsvermittlungsverordnung (VersVermV)',
      'Die Preisangabenverordnung (PAngV)',
      'Die Mindestzuführungsverordnung (MindZV)',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 7 Abs. 2 VVG ermächtigt zu einer Rechtsverordnung über die Einzelheiten der vorvertraglichen Informationen; das ist die VVG-InfoV. Sie regelt u. a. Angaben zu Versicherer, Leistung, Prämie, Laufzeit und Widerrufsrecht sowie zusätzliche Angaben etwa zu Kosten bei Lebens- und Krankenversicherungen.',
    source: '§ 7 Abs. 2 VVG, VVG-InfoV',
  },
  {
    key: 'de-vvg-204',
    text: 'Der Kunde widerruft fristgerecht; der Schutz begann auf seinen Wunsch vor Fristende, und er wurde korrekt belehrt. Was muss der Versicherer nach § 9 Abs. 1 VVG erstatten?',
    answers: [
      'Den Teil der Prämie, der auf die Zeit nach Zugang des Widerrufs entfällt',
      'Sämtliche gezahlten Prämien einschließlich der Zeit mit Versicherungsschutz',
      'Nichts, weil bereits Versicherungsschutz bestand',
      'Pauschal die Hälfte der Jahresprämie',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Hat der Versicherungsnehmer dem Beginn des Schutzes vor Ende der Widerrufsfrist zugestimmt und wurde er auf die Rechtsfolgen hingewiesen, erstattet der Versicherer nach § 9 Abs. 1 Satz 1 VVG nur den auf die Zeit nach Zugang des Widerrufs entfallenden Prämienteil, spätestens 30 Tage nach Zugang. Fehlt der Hinweis, sind zusätzlich die Prämien des ersten Jahres zu erstatten, sofern keine Leistungen in Anspruch genommen wurden.',
    source: '§ 9 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-205',
    text: 'Welche Aussage zum Widerrufsrecht nach § 8 VVG trifft NICHT zu?',
    answers: [
      'Es besteht auch bei Verträgen mit einer Laufzeit von weniger als einem Monat',
      'Bei Verträgen über ein Großrisiko besteht es nicht',
      'Zur Fristwahrung genügt die rechtzeitige Absendung des Widerrufs',
      'Bei vorläufiger Deckung besteht es nur, wenn sie im Fernabsatz geschlossen wurde',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 8 Abs. 3 VVG nimmt Verträge mit einer Laufzeit von weniger als einem Monat ausdrücklich vom Widerrufsrecht aus, ebenso Großrisiken und vorläufige Deckungen außerhalb des Fernabsatzes. Die übrigen Aussagen stimmen; nach § 8 Abs. 1 VVG genügt zur Fristwahrung die rechtzeitige Absendung.',
    source: '§ 8 Abs. 1 und 3 VVG',
  },
  {
    key: 'de-vvg-206',
    text: 'Ein Kunde verschweigt grob fahrlässig eine erfragte Vorerkrankung. Bei Kenntnis hätte der Versicherer den Vertrag unter keinen Umständen geschlossen. Welches Recht hat er nach § 19 VVG?',
    answers: [
      'Er kann vom Vertrag zurücktreten',
      'Er kann nur die Prämie rückwirkend erhöhen',
      'Er kann nur mit Monatsfrist für die Zukunft kündigen',
      'Keines, da nur Arglist Folgen hat',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Bei vorsätzlicher oder grob fahrlässiger Verletzung der Anzeigepflicht darf der Versicherer nach § 19 Abs. 2 VVG zurücktreten. Bei grober Fahrlässigkeit ist der Rücktritt nach § 19 Abs. 4 VVG nur ausgeschlossen, wenn er den Vertrag auch bei Kenntnis – zu anderen Bedingungen – geschlossen hätte; das ist hier nicht der Fall.',
    source: '§ 19 Abs. 2 und 4 VVG',
  },
  {
    key: 'de-vvg-207',
    text: 'Welche Voraussetzung muss der Versicherer erfüllen, um Rechte wegen einer Anzeigepflichtverletzung nach § 19 Abs. 2 bis 4 VVG geltend zu machen?',
    answers: [
      'Er muss den VN durch gesonderte Mitteilung in Textform auf die Folgen einer Verletzung hingewiesen haben',
      'Er muss den Antrag notariell beurkunden lassen',
      'Er muss die BaFin vorab über den Vertrag informieren',
      'Er muss vor Vertragsschluss stets ein ärztliches Gutachten eingeholt haben',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 19 Abs. 5 Satz 1 VVG macht Rücktritt, Kündigung und Vertragsanpassung davon abhängig, dass der Versicherer den Versicherungsnehmer durch gesonderte Mitteilung in Textform über die Folgen einer Anzeigepflichtverletzung belehrt hat. Die Rechte sind außerdem ausgeschlossen, wenn der Versicherer den Umstand oder die Unrichtigkeit der Anzeige kannte.',
    source: '§ 19 Abs. 5 VVG',
  },
  {
    key: 'de-vvg-208',
    text: 'Innerhalb welcher Frist muss der Versicherer seine Rechte wegen einer Anzeigepflichtverletzung nach § 21 Abs. 1 VVG geltend machen?',
    answers: [
      'Innerhalb eines Monats ab Kenntnis von der Verletzung, schriftlich',
      'Innerhalb von zwei Wochen ab Vertragsschluss',
      'Innerhalb von drei Jahren ab Kenntnis von der Verletzung',
      'Jederzeit bis zum Ende des Vertrags',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 21 Abs. 1 VVG muss der Versicherer Rücktritt, Kündigung oder Vertragsanpassung innerhalb eines Monats schriftlich geltend machen; die Frist beginnt mit seiner Kenntnis von der Verletzung. Er muss dabei die Umstände angeben, auf die er seine Erklärung stützt.',
    source: '§ 21 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-209',
    text: 'Wann erlöschen die Rechte des Versicherers wegen einer fahrlässigen Anzeigepflichtverletzung nach § 21 Abs. 3 VVG?',
    answers: [
      'Fünf Jahre nach Vertragsschluss, außer für Versicherungsfälle, die vorher eingetreten sind',
      'Zwei Jahre nach Vertragsschluss ohne Ausnahme',
      'Zehn Jahre nach Vertragsschluss',
      'Nie, sie bestehen während der gesamten Laufzeit',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 21 Abs. 3 Satz 1 VVG erlöschen die Rechte aus § 19 Abs. 2 bis 4 VVG fünf Jahre nach Vertragsschluss; für Versicherungsfälle, die vor Fristablauf eingetreten sind, bleiben sie bestehen. Bei vorsätzlicher oder arglistiger Verletzung beträgt die Frist nach Satz 2 zehn Jahre.',
    source: '§ 21 Abs. 3 VVG',
  },
  {
    key: 'de-vvg-210',
    text: 'Der Versicherer tritt nach Eintritt des Versicherungsfalls wegen grob fahrlässiger Anzeigepflichtverletzung zurück. Wann muss er trotzdem leisten?',
    answers: [
      'Wenn der verschwiegene Umstand weder für den Versicherungsfall noch für die Leistung ursächlich war',
      'Nie, der Rücktritt beseitigt jede Leistungspflicht',
      'Immer, ein Rücktritt nach dem Versicherungsfall ist unzulässig',
      'Nur wenn der Schaden unter der vereinbarten Selbstbeteiligung liegt',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      '§ 21 Abs. 2 Satz 1 VVG erhält die Leistungspflicht für einen bereits eingetretenen Versicherungsfall, soweit der nicht angezeigte Umstand weder für dessen Eintritt oder Feststellung noch für Feststellung oder Umfang der Leistung ursächlich war. Bei arglistiger Verletzung entfällt dieser Kausalitätsgegenbeweis nach Satz 2.',
    source: '§ 21 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-211',
    text: 'Welches Recht bleibt dem Versicherer bei arglistiger Täuschung über Gefahrumstände nach § 22 VVG neben den Rechten aus § 19 VVG erhalten?',
    answers: [
      'Die Anfechtung des Vertrags wegen arglistiger Täuschung',
      'Eine Vertragsstrafe in Höhe einer Jahresprämie',
      'Eine rückwirkende Prämienerhöhung um 50 %',
      'Die Umwandlung in eine prämienfreie Versicherung',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 22 VVG stellt klar, dass das Recht, den Vertrag wegen arglistiger Täuschung nach § 123 BGB anzufechten, unberührt bleibt. Die Anfechtung vernichtet den Vertrag von Anfang an; die Prämie bis zum Wirksamwerden der Anfechtung steht dem Versicherer nach § 39 Abs. 1 Satz 2 VVG dennoch zu.',
    source: '§ 22 VVG, § 123 BGB',
  },
  {
    key: 'de-vvg-212',
    text: 'Was verbietet § 23 Abs. 1 VVG dem Versicherungsnehmer nach Abgabe seiner Vertragserklärung ohne Einwilligung des Versicherers?',
    answers: [
      'Eine Gefahrerhöhung vorzunehmen oder ihre Vornahme durch einen Dritten zu gestatten',
      'Den Wohnort innerhalb Deutschlands zu wechseln',
      'Die Prämie per Lastschrift zu zahlen',
      'Einen weiteren Vertrag in einer anderen Sparte zu schließen',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Nach § 23 Abs. 1 VVG darf der Versicherungsnehmer ohne Einwilligung des Versicherers keine Gefahrerhöhung vornehmen oder durch Dritte vornehmen lassen. Erkennt er eine solche Gefahrerhöhung nachträglich oder tritt sie unabhängig von seinem Willen ein, muss er sie nach § 23 Abs. 2 und 3 VVG unverzüglich anzeigen.',
    source: '§ 23 VVG',
  },
  {
    key: 'de-vvg-213',
    text: 'Der Versicherer erhöht wegen einer Gefahrerhöhung die Prämie um mehr als 10 %. Welches Recht hat der Versicherungsnehmer nach § 25 Abs. 2 VVG?',
    answers: [
      'Er kann innerhalb eines Monats nach Zugang der Mitteilung fristlos kündigen',
      'Keines, er muss die Erhöhung hinnehmen',
      'Er kann nur die Schlichtungsstelle anrufen',
      'Er kann erst zum Ende des dritten Vertragsjahres kündigen',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Statt zu kündigen, kann der Versicherer nach § 25 Abs. 1 VVG eine höhere Prämie verlangen oder die höhere Gefahr ausschließen. Steigt die Prämie dadurch um mehr als 10 % oder wird die Gefahr ausgeschlossen, darf der Versicherungsnehmer nach § 25 Abs. 2 VVG innerhalb eines Monats nach Zugang der Mitteilung ohne Frist kündigen; darauf muss der Versicherer hinweisen.',
    source: '§ 25 VVG',
  },
  {
    key: 'de-vvg-214',
    text: 'Der Versicherungsnehmer nimmt grob fahrlässig eine Gefahrerhöhung ohne Einwilligung vor. Wie kann der Versicherer nach § 24 Abs. 1 VVG reagieren?',
    answers: [
      'Er kann den Vertrag ohne Einhaltung einer Frist kündigen',
      'Er kann nur mit einer Frist von drei Monaten zum Jahresende kündigen',
      'Er kann nur rückwirkend zurücktreten',
      'Gar nicht, Gefahrerhöhungen sind stets mitversichert',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 24 Abs. 1 Satz 1 VVG erlaubt die fristlose Kündigung, wenn der Versicherungsnehmer die Pflicht aus § 23 Abs. 1 VVG vorsätzlich oder grob fahrlässig verletzt. Bei einfacher Fahrlässigkeit muss der Versicherer nach Satz 2 eine Monatsfrist einhalten.',
    source: '§ 24 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-215',
    text: 'Der Versicherungsnehmer verletzt vor dem Versicherungsfall grob fahrlässig eine vertragliche Obliegenheit. Welches Kündigungsrecht hat der Versicherer nach § 28 Abs. 1 VVG?',
    answers: [
      'Fristlose Kündigung innerhalb eines Monats, nachdem er von der Verletzung Kenntnis erlangt hat',
      'Kündigung nur zum Ende des Versicherungsjahres mit drei Monaten Frist',
      'Kündigung jederzeit, auch Jahre nach Kenntnis der Verletzung',
      'Keines, ihm bleibt nur die Kürzung der Leistung',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 28 Abs. 1 VVG kann der Versicherer bei Verletzung einer vor dem Versicherungsfall zu erfüllenden vertraglichen Obliegenheit innerhalb eines Monats ab Kenntnis fristlos kündigen. Ausgeschlossen ist das nur, wenn die Verletzung weder auf Vorsatz noch auf grober Fahrlässigkeit beruht.',
    source: '§ 28 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-216',
    text: 'Wann darf sich der Versicherer bei Verletzung einer Auskunfts- oder Aufklärungsobliegenheit nach dem Versicherungsfall auf Leistungsfreiheit berufen (§ 28 Abs. 4 VVG)?',
    answers: [
      'Nur wenn er den VN durch gesonderte Mitteilung in Textform auf diese Rechtsfolge hingewiesen hat',
      'Immer, ein Hinweis ist entbehrlich',
      'Nur wenn er den Versicherungsnehmer vorher zweimal gemahnt hat',
      'Nur wenn ein Gericht die Verletzung festgestellt hat',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      '§ 28 Abs. 4 VVG macht die Leistungsfreiheit bei Verletzung von Auskunfts- und Aufklärungsobliegenheiten nach dem Versicherungsfall von einer gesonderten Belehrung in Textform abhängig. Ohne diesen Hinweis bleibt der Versicherer auch bei vorsätzlicher Verletzung leistungspflichtig, außer bei Arglist.',
    source: '§ 28 Abs. 4 VVG',
  },
  {
    key: 'de-vvg-217',
    text: 'Wann muss der Versicherungsnehmer dem Versicherer den Eintritt des Versicherungsfalls nach § 30 Abs. 1 VVG anzeigen?',
    answers: [
      'Unverzüglich, nachdem er davon Kenntnis erlangt hat',
      'Innerhalb von drei Monaten',
      'Erst wenn alle Rechnungen vorliegen',
      'Nur wenn der Schaden 500 € übersteigt',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 30 Abs. 1 VVG verlangt die Anzeige unverzüglich, also ohne schuldhaftes Zögern, nachdem der Versicherungsnehmer vom Versicherungsfall Kenntnis erlangt hat. Auf eine verspätete Anzeige kann sich der Versicherer nach § 30 Abs. 2 VVG nicht berufen, wenn er auf andere Weise rechtzeitig Kenntnis erlangt hat.',
    source: '§ 30 VVG',
  },
  {
    key: 'de-vvg-218',
    text: 'Was kann der Versicherer nach Eintritt des Versicherungsfalls nach § 31 Abs. 1 VVG vom Versicherungsnehmer verlangen?',
    answers: [
      'Jede Auskunft, die zur Feststellung des Versicherungsfalls oder des Leistungsumfangs erforderlich ist',
      'Eine eidesstattliche Versicherung über sein gesamtes Vermögen',
      'Seine Steuerbescheide der letzten zehn Jahre ohne Bezug zum Schaden',
      'Einen Verzicht auf die Einrede der Verjährung',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 31 Abs. 1 VVG gibt dem Versicherer einen Anspruch auf die Auskünfte, die zur Feststellung des Versicherungsfalls und des Umfangs seiner Leistungspflicht erforderlich sind, sowie auf Belege, soweit deren Beschaffung zumutbar ist. Was für die Prüfung nicht erforderlich ist, muss der Versicherungsnehmer nicht offenlegen.',
    source: '§ 31 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-219',
    text: 'Wann kann der Versicherungsnehmer nach § 14 Abs. 2 VVG eine Abschlagszahlung verlangen, wenn die Erhebungen des Versicherers noch andauern?',
    answers: [
      'Einen Monat nach Anzeige des Versicherungsfalls, in Höhe des voraussichtlichen Mindestbetrags',
      'Sofort mit der Schadenanzeige in voller Höhe',
      'Erst nach sechs Monaten und höchstens bis 1.000 €',
      'Gar nicht, vor Abschluss der Erhebungen besteht kein Anspruch',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Geldleistungen sind nach § 14 Abs. 1 VVG mit Beendigung der nötigen Erhebungen fällig. Dauern diese länger als einen Monat seit Anzeige des Versicherungsfalls, kann der Versicherungsnehmer nach § 14 Abs. 2 VVG Abschläge in Höhe des Betrags verlangen, den der Versicherer voraussichtlich mindestens zahlen muss; die Frist ist gehemmt, solange er die Verzögerung selbst verschuldet.',
    source: '§ 14 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-vvg-220',
    text: 'Die Erstprämie ist bei Eintritt des Versicherungsfalls schuldhaft unbezahlt. Wann ist der Versicherer nach § 37 Abs. 2 VVG leistungsfrei?',
    answers: [
      'Wenn er durch gesonderte Mitteilung in Textform oder auffälligen Hinweis im Schein darauf hingewiesen hat',
      'Immer, ohne dass es eines Hinweises bedarf',
      'Nur wenn er vorher eine Zahlungsfrist von zwei Wochen gesetzt hat',
      'Nie, bei der Erstprämie gibt es keine Leistungsfreiheit',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach dem Einlösungsprinzip des § 37 Abs. 2 VVG ist der Versicherer leistungsfrei, wenn die Erstprämie bei Eintritt des Versicherungsfalls nicht gezahlt ist und der Versicherungsnehmer das zu vertreten hat. Voraussetzung ist ein Hinweis auf diese Rechtsfolge durch gesonderte Mitteilung in Textform oder auffällig im Versicherungsschein; die zweiwöchige Zahlungsfrist gehört dagegen zur Folgeprämie (§ 38 VVG).',
    source: '§ 37 Abs. 2 VVG',
  },
];
