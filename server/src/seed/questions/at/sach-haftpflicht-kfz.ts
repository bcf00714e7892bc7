import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-sach-haftpflicht-kfz. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-001',
    text: 'Was ist in der österreichischen Haushaltsversicherung üblicherweise enthalten?',
    answers: [
      'Der Wohnungsinhalt und häufig auch eine Privathaftpflichtversicherung',
      'Eine Kfz-Kaskoversicherung',
      'Eine Ablebensversicherung',
      'Die Versicherung des Rohbaus',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haushaltversicherung deckt den Wohnungsinhalt gegen Feuer, Sturm, Leitungswasser, Einbruchdiebstahl und Glasbruch. Meist ist eine Privathaftpflichtversicherung für den Haushalt eingeschlossen.',
    source: 'VVO-Musterbedingungen für die Haushaltversicherung (ABH)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-002',
    text: 'Wie heißt in Österreich üblicherweise die Gebäudeversicherung für ein Einfamilienhaus?',
    answers: [
      'Eigenheimversicherung',
      'Haushaltsversicherung',
      'Sonderklasseversicherung',
      'Ablebensversicherung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Für Ein- und Zweifamilienhäuser bieten österreichische Versicherer die Eigenheimversicherung an, die das Gebäude gegen Feuer, Sturm und Leitungswasser versichert. Häufig ist eine Haus- und Grundbesitzerhaftpflicht enthalten.',
    source: 'Marktpraxis österreichischer Versicherer (Eigenheim-Bündelversicherung)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-003',
    text: 'Welches Gesetz regelt in Österreich die Kfz-Haftpflichtversicherung?',
    answers: [
      'Das Kraftfahrzeug-Haftpflichtversicherungsgesetz 1994 (KHVG)',
      'Das Pflichtversicherungsgesetz (PflVG)',
      'Das Strassenverkehrsgesetz (SVG)',
      'Das Maklergesetz (MaklerG)',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Das KHVG 1994 regelt die Pflichtversicherung für Kraftfahrzeuge, u. a. Mindestversicherungssummen, Deckungsumfang und den Direktanspruch des Geschädigten. Die Versicherungspflicht selbst ergibt sich aus dem KFG 1967.',
    source: '§ 1 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-004',
    text: 'Welches Gesetz regelt in Österreich die verschuldensunabhängige Haftung des Kfz-Halters?',
    answers: [
      'Das Eisenbahn- und Kraftfahrzeughaftpflichtgesetz (EKHG)',
      'Das KHVG',
      'Die Straßenverkehrsordnung (StVO)',
      'Das Konsumentenschutzgesetz (KSchG)',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach dem EKHG haftet der Halter für Unfälle beim Betrieb seines Kraftfahrzeugs auch ohne Verschulden. Er ist nur bei einem unabwendbaren Ereignis entlastet; daneben gilt die Verschuldenshaftung nach ABGB.',
    source: '§ 5 EKHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-005',
    text: 'Welche Abgabe wird in Österreich für Pkw gemeinsam mit der Kfz-Haftpflichtprämie eingehoben?',
    answers: [
      'Die motorbezogene Versicherungssteuer',
      'Die Autobahnvignette',
      'Die Normverbrauchsabgabe (NoVA)',
      'Die Parkometerabgabe',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Für Pkw wird die motorbezogene Versicherungssteuer vom Kfz-Haftpflichtversicherer gemeinsam mit der Prämie eingehoben. Sie richtet sich nach der Motorleistung, bei neueren Pkw zusätzlich nach dem CO2-Ausstoß.',
    source: '§ 6 Abs. 3 VersStG 1953',
  },
  {
    key: 'at-sach-haftpflicht-kfz-006',
    text: 'Wer betreibt in Österreich die Zulassungsstellen für Kraftfahrzeuge?',
    answers: [
      'Versicherungsunternehmen als beliehene Stellen',
      'Die Polizei',
      'Der ÖAMTC',
      'Die Gemeindeämter',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die Zulassung von Kraftfahrzeugen wird in Österreich von Zulassungsstellen der Versicherer durchgeführt. Diese sind als beliehene Unternehmen hoheitlich tätig und stellen Zulassungsschein und Kennzeichen aus.',
    source: '§ 40a KFG 1967',
  },
  {
    key: 'at-sach-haftpflicht-kfz-007',
    text: 'Welcher Schaden ist in der österreichischen Teilkasko typischerweise NICHT versichert?',
    answers: [
      'Ein selbstverschuldeter Unfall mit dem eigenen Fahrzeug',
      'Der Diebstahl des Fahrzeugs',
      'Ein Hagelschaden',
      'Ein Brandschaden',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Teilkasko deckt typischerweise Elementarereignisse, Brand, Diebstahl, Glasbruch und Wildschäden. Selbstverschuldete Kollisionen mit dem eigenen Fahrzeug sind erst in der Vollkasko versichert.',
    source: 'VVO-Musterbedingungen für die Kaskoversicherung (AKIB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-008',
    text: 'Hat ein Unfallgeschädigter in Österreich einen direkten Anspruch gegen den Kfz-Haftpflichtversicherer des Schädigers?',
    answers: [
      'Ja, nach dem KHVG besteht ein Direktanspruch',
      'Nein, er kann nur den Lenker klagen',
      'Nur über ein Verfahren bei der FMA',
      'Nur bei Personenschäden über 100.000 €',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Der Geschädigte kann seinen Schadenersatzanspruch im Rahmen der Pflichtversicherung direkt gegen den Kfz-Haftpflichtversicherer geltend machen. Versicherer und Schädiger haften ihm dabei als Gesamtschuldner.',
    source: '§ 26 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-009',
    text: 'Nach welcher Bestimmung haftet in Österreich grundsätzlich, wer einem anderen schuldhaft einen Schaden zufügt?',
    answers: ['§ 1295 ABGB', '§ 823 BGB', 'Art. 41 OR', '§ 7 StVG'],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach § 1295 ABGB kann jeder vom Schädiger Ersatz verlangen, dem dieser durch sein Verschulden einen Schaden zugefügt hat. Diese Verschuldenshaftung ist die Grundlage der meisten Haftpflichtfälle.',
    source: '§ 1295 Abs. 1 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-010',
    text: 'Wie haftet ein Tierhalter in Österreich nach § 1320 ABGB?',
    answers: [
      'Er haftet, wenn er nicht beweist, dass er für die erforderliche Verwahrung und Beaufsichtigung gesorgt hat',
      'Er haftet niemals für Schäden durch sein Tier',
      'Er haftet nur bei Vorsatz',
      'Für ihn haftet stets die Gemeinde',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Tierhalter haftet für Schäden durch sein Tier, wenn er nicht beweist, dass er für die erforderliche Verwahrung oder Beaufsichtigung gesorgt hat. Es handelt sich um eine Verschuldenshaftung mit umgekehrter Beweislast.',
    source: '§ 1320 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-011',
    text: 'Was bedeutet ein Unterversicherungsverzicht in der Haushaltsversicherung?',
    answers: [
      'Der Versicherer kürzt nicht wegen Unterversicherung, wenn die Summe nach vereinbarter Formel bemessen ist',
      'Der Vertrag ist prämienfrei',
      'Es gibt keinen Selbstbehalt',
      'Der Versicherer zahlt den doppelten Schaden',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Proportionalregel des § 56 VersVG kann vertraglich abbedungen werden. Beim Unterversicherungsverzicht verzichtet der Versicherer darauf, wenn die Summe nach der vereinbarten Formel, etwa je Quadratmeter Wohnfläche, bemessen wurde.',
    source: '§ 56 VersVG; VVO-Musterbedingungen für die Haushaltversicherung (ABH)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-012',
    text: 'Welche Versicherung ist in Österreich für zum Verkehr zugelassene Kraftfahrzeuge verpflichtend?',
    answers: [
      'Die Kfz-Haftpflichtversicherung',
      'Die Vollkaskoversicherung',
      'Die Teilkaskoversicherung',
      'Die Insassenunfallversicherung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Für Kraftfahrzeuge und Anhänger, die zum Verkehr zugelassen sind, muss eine Kfz-Haftpflichtversicherung bestehen. Ohne Versicherungsnachweis wird kein Fahrzeug zugelassen.',
    source: '§ 59 KFG 1967',
  },
  {
    key: 'at-sach-haftpflicht-kfz-013',
    text: 'Welche Kaskoart deckt auch selbstverschuldete Unfälle und Vandalismusschäden am eigenen Fahrzeug?',
    answers: [
      'Die Vollkasko (Kollisionskasko)',
      'Die Teilkasko',
      'Die Kfz-Haftpflicht',
      'Die Kfz-Rechtsschutzversicherung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Vollkasko (Kollisionskasko) erweitert die Teilkasko um Unfallschäden, auch wenn der Lenker sie selbst verschuldet hat, sowie um mut- oder böswillige Beschädigung durch Dritte. Grobe Fahrlässigkeit kann die Leistung aber ausschließen.',
    source: 'VVO-Musterbedingungen für die Kaskoversicherung (AKIB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-201',
    text: 'Der VN führt den Schaden eines Dritten vorsätzlich und widerrechtlich herbei. Was gilt in der Haftpflichtversicherung nach § 152 VersVG?',
    answers: [
      'Der Versicherer haftet nicht',
      'Der Versicherer haftet voll, weil der Dritte geschützt werden muss',
      'Der Versicherer kürzt nach der Schwere des Verschuldens',
      'Der Versicherer haftet nur für Sachschäden',
    ],
    categories: ['at-sach-haftpflicht-kfz', 'at-versvg'],
    coins: 1,
    explanation:
      'Bei vorsätzlich und widerrechtlich herbeigeführtem Schaden ist der Haftpflichtversicherer nach § 152 VersVG leistungsfrei. Grobe Fahrlässigkeit ist in der Haftpflichtversicherung dagegen grundsätzlich gedeckt.',
    source: '§ 152 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-202',
    text: 'Welches Recht gewährt § 158k VersVG dem Versicherungsnehmer einer Rechtsschutzversicherung für ein Gerichtsverfahren?',
    answers: [
      'Die freie Wahl eines zur Vertretung befugten Rechtsvertreters',
      'Einen Anwalt ausschließlich aus einer Liste des Versicherers',
      'Die Übernahme jeder Geldstrafe durch den Versicherer',
      'Ein Recht auf Kostendeckung auch bei aussichtslosen Prozessen',
    ],
    categories: ['at-sach-haftpflicht-kfz', 'at-versvg'],
    coins: 2,
    explanation:
      'Der VN kann zu seiner Vertretung in Gerichts- und Verwaltungsverfahren einen zur berufsmäßigen Parteienvertretung befugten Rechtsvertreter frei wählen. So wird vermieden, dass der Versicherer über die Anwaltswahl Einfluss auf die Verfahrensführung nimmt.',
    source: '§ 158k Abs. 1 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-210',
    text: 'Ein Dachziegel löst sich von einem schlecht gewarteten Haus und verletzt einen Passanten. Nach welcher Bestimmung haftet der Besitzer des Gebäudes?',
    answers: [
      '§ 1319 ABGB, sofern er nicht beweist, alle erforderliche Sorgfalt angewendet zu haben',
      '§ 1320 ABGB als Tierhalterhaftung',
      '§ 5 EKHG als Gefährdungshaftung',
      'Er haftet nie, das Risiko trägt der Passant',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      '§ 1319 ABGB regelt die Haftung für den Einsturz oder die Ablösung von Teilen eines Gebäudes oder Werks. Der Besitzer haftet, wenn das Ereignis Folge mangelhafter Beschaffenheit ist und er nicht beweist, alle zur Abwendung nötige Sorgfalt angewendet zu haben.',
    source: '§ 1319 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-203',
    text: 'Für welches Verschulden haftet ein Wegehalter nach § 1319a ABGB für den mangelhaften Zustand eines Weges?',
    answers: [
      'Nur für Vorsatz und grobe Fahrlässigkeit',
      'Schon für leichteste Fahrlässigkeit',
      'Verschuldensunabhängig',
      'Nur für Vorsatz',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Halter eines Weges haftet für Schäden durch dessen mangelhaften Zustand nur, wenn er oder seine Leute den Mangel vorsätzlich oder grob fahrlässig verschuldet haben. Das privilegiert Wegehalter, etwa Gemeinden oder Forstbetriebe.',
    source: '§ 1319a ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-204',
    text: 'Wie wird der Schaden nach § 1304 ABGB verteilt, wenn den Geschädigten ein Mitverschulden trifft?',
    answers: [
      'Schädiger und Geschädigter tragen ihn verhältnismäßig, im Zweifel zu gleichen Teilen',
      'Der Schädiger haftet trotzdem voll',
      'Der Geschädigte verliert jeden Anspruch',
      'Der Haftpflichtversicherer entscheidet nach freiem Ermessen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Trifft den Geschädigten ein Verschulden, trägt er den Schaden nach § 1304 ABGB verhältnismäßig mit dem Schädiger. Lässt sich das Verhältnis nicht bestimmen, wird der Schaden zu gleichen Teilen getragen.',
    source: '§ 1304 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-205',
    text: 'In welcher Frist verjähren Schadenersatzansprüche nach § 1489 ABGB grundsätzlich?',
    answers: [
      'In drei Jahren ab Kenntnis von Schaden und Schädiger',
      'In einem Jahr ab dem Schadenereignis',
      'In fünf Jahren ab dem Schadenereignis',
      'In zehn Jahren ab Kenntnis des Schadens',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die kurze Verjährung beginnt erst, wenn der Geschädigte Schaden und Schädiger kennt. Ohne diese Kenntnis gilt eine lange Frist von 30 Jahren, die auch bei Schäden aus gerichtlich strafbaren Handlungen mit mehr als einjähriger Strafdrohung greift.',
    source: '§ 1489 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-206',
    text: 'Welche Ansprüche hat ein Verletzter nach § 1325 ABGB gegen den Schädiger?',
    answers: [
      'Heilungskosten, Verdienstentgang und Schmerzengeld',
      'Nur die Heilungskosten',
      'Nur Schmerzengeld',
      'Nur einen pauschalen Betrag nach Gliedertaxe',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Bei Körperverletzung ersetzt der Schädiger nach § 1325 ABGB die Heilungskosten, den entgangenen und künftig entgehenden Verdienst sowie ein angemessenes Schmerzengeld. Die Gliedertaxe gehört dagegen zur privaten Unfallversicherung.',
    source: '§ 1325 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-207',
    text: 'Wann ist die Halterhaftung nach dem EKHG wegen eines unabwendbaren Ereignisses ausgeschlossen?',
    answers: [
      'Wenn das Ereignis weder auf einem Fehler des Fahrzeugs noch auf einem Versagen seiner Verrichtungen beruhte',
      'Immer, wenn der Lenker nüchtern war',
      'Wenn der Halter nicht selbst gefahren ist',
      'Wenn der Schaden unter 1.000 Euro liegt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Halter haftet nach dem EKHG verschuldensunabhängig. Er wird nur frei, wenn der Unfall durch ein unabwendbares Ereignis verursacht wurde, das weder auf einem Fehler in der Beschaffenheit noch auf einem Versagen der Verrichtungen des Fahrzeugs beruhte.',
    source: '§ 9 Abs. 1 EKHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-208',
    text: 'Ein Unternehmer setzt einen erkennbar untüchtigen Gehilfen ein, der außerhalb eines Vertrags einen Dritten schädigt. Nach welcher Bestimmung haftet er?',
    answers: [
      '§ 1315 ABGB (Haftung für Besorgungsgehilfen)',
      '§ 1313a ABGB (Erfüllungsgehilfen)',
      '§ 1320 ABGB (Tierhalter)',
      '§ 26 KHVG (Direktanspruch)',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Außerhalb eines Schuldverhältnisses haftet der Geschäftsherr für Gehilfen nur nach § 1315 ABGB: wenn er sich einer untüchtigen oder wissentlich gefährlichen Person bedient. § 1313a ABGB gilt nur für Gehilfen bei der Erfüllung bestehender Verbindlichkeiten.',
    source: '§ 1315 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-209',
    text: 'Was muss nach den üblichen Bedingungen der Haushaltversicherung für einen versicherten Einbruchdiebstahl vorliegen?',
    answers: [
      'Der Täter dringt gewaltsam oder mit falschen Schlüsseln in die versicherten Räume ein',
      'Es genügt, dass Sachen aus der unversperrten Wohnung fehlen',
      'Der Diebstahl muss im Freien erfolgen',
      'Der Täter muss bekannt sein',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Einbruchdiebstahl setzt voraus, dass der Täter etwa durch Aufbrechen, Einsteigen oder mit nachgemachten Schlüsseln in die Räume eindringt. Einfacher Diebstahl ohne Eindringen ist nur mit einer besonderen Zusatzdeckung versichert.',
    source: 'VVO-Musterbedingungen für die Haushaltversicherung (ABH) und Einbruchdiebstahl (AEB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-211',
    text: 'Was deckt die Leitungswasserversicherung in der Haushalts- oder Eigenheimversicherung typischerweise?',
    answers: [
      'Schäden durch Wasser, das aus wasserführenden Leitungen oder angeschlossenen Einrichtungen austritt',
      'Schäden durch Hochwasser eines Flusses',
      'Schäden durch eindringendes Grundwasser in jedem Fall',
      'Den Wasserverbrauch der Wohnung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Versichert ist der bestimmungswidrige Austritt von Wasser aus Zu- und Ableitungsrohren und angeschlossenen Einrichtungen. Hochwasser und Überschwemmung sind Naturgefahren und nur über eine eigene Katastrophendeckung versichert.',
    source: 'VVO-Musterbedingungen für die Leitungswasserversicherung (AWB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-212',
    text: 'Was leistet eine Insassenunfallversicherung beim Kfz?',
    answers: [
      'Leistungen bei Unfällen der Insassen des versicherten Fahrzeugs, unabhängig vom Verschulden',
      'Ersatz des Schadens am gegnerischen Fahrzeug',
      'Reparaturkosten am eigenen Fahrzeug',
      'Die Übernahme von Verkehrsstrafen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Insassenunfallversicherung ist eine Unfallversicherung für Lenker und Mitfahrer des versicherten Fahrzeugs. Sie zahlt vereinbarte Summen etwa bei Invalidität oder Tod, auch wenn der eigene Lenker den Unfall verschuldet hat.',
    source: 'Bedingungen der Insassenunfallversicherung (Marktpraxis)',
  },
];
