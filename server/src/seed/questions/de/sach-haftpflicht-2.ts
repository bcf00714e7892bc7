import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-sach-haftpflicht' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-sach-haftpflicht-201',
    text: 'Wann liegt nach den Hausratbedingungen ein versicherter Einbruchdiebstahl vor?',
    answers: [
      'Wenn der Dieb z. B. in die Wohnung einbricht, einsteigt oder mit einem falschen Schlüssel eindringt',
      'Bei jedem Verlust einer Sache in der Wohnung',
      'Wenn ein Gast bei einer Feier unbemerkt etwas mitnimmt',
      'Wenn eine Sache aus einem unverschlossenen Garten verschwindet',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die VHB definieren Einbruchdiebstahl über qualifizierte Begehungsformen: Der Dieb bricht in einen Raum ein, steigt ein, dringt mit falschen Schlüsseln oder Werkzeugen ein oder bricht Behältnisse auf. Einfacher Diebstahl ohne solche Handlungen ist grundsätzlich nicht versichert.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Einbruchdiebstahl)',
  },
  {
    key: 'de-sach-haftpflicht-202',
    text: 'Was versteht man in der Hausratversicherung unter der Außenversicherung?',
    answers: [
      'Schutz für Hausrat, der vorübergehend außerhalb der Wohnung ist, begrenzt auf einen Teil der Versicherungssumme',
      'Schutz für Gartenmöbel, die dauerhaft im Freien stehen, ohne Begrenzung',
      'Eine Versicherung für das Gebäude',
      'Eine Haftpflichtdeckung für Schäden im Ausland',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Außenversicherung schützt Hausrat, der Eigentum des Versicherungsnehmers oder einer Person seines Haushalts ist und sich nur vorübergehend außerhalb der Wohnung befindet, etwa im Hotel auf Reisen. Die Entschädigung ist nach den Bedingungen auf einen Prozentsatz der Versicherungssumme und einen Höchstbetrag begrenzt; länger als drei Monate außerhalb gilt nicht mehr als vorübergehend.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Außenversicherung)',
  },
  {
    key: 'de-sach-haftpflicht-203',
    text: 'Der Kunde zieht innerhalb Deutschlands um. Was gilt nach den Hausratbedingungen in der Regel für seinen Vertrag?',
    answers: [
      'Der Schutz geht auf die neue Wohnung über; während des Umzugs besteht er in beiden Wohnungen',
      'Der Vertrag endet automatisch mit dem Auszug',
      'Der Schutz gilt nur noch in der alten Wohnung',
      'Der Kunde muss einen neuen Vertrag mit Gesundheitsprüfung schließen',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach den VHB geht der Versicherungsschutz bei einem Wohnungswechsel auf die neue Wohnung über und besteht während des Umzugs für eine begrenzte Zeit in beiden Wohnungen. Der Umzug ist spätestens bei Beginn unter Angabe der neuen Wohnfläche anzuzeigen, weil sich Tarifzone und Versicherungssumme ändern können.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Wohnungswechsel)',
  },
  {
    key: 'de-sach-haftpflicht-204',
    text: 'Welcher Schaden ist in der Leitungswasserversicherung nach den Musterbedingungen grundsätzlich versichert?',
    answers: [
      'Ein Schaden durch bestimmungswidrig aus einem Rohr der Wasserversorgung ausgetretenes Wasser',
      'Ein Schaden durch steigendes Grundwasser',
      'Ein Schaden durch Überschwemmung nach Starkregen',
      'Ein Schaden durch Regen, der durch ein offenes Fenster eindringt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Leitungswasser ist nach den VGB/VHB Wasser, das bestimmungswidrig aus Rohren der Wasserversorgung, Heizungs- oder Klimaanlagen und damit verbundenen Einrichtungen austritt. Grundwasser, Überschwemmung oder Niederschläge gehören dagegen zu den (weiteren) Elementargefahren bzw. sind ausgeschlossen.',
    source: 'GDV-Musterbedingungen VGB/VHB 2016, Abschnitt A (Leitungswasser)',
  },
  {
    key: 'de-sach-haftpflicht-205',
    text: 'Was muss der Eigentümer eines Wohngebäudes nach den üblichen Sicherheitsvorschriften in der kalten Jahreszeit tun?',
    answers: [
      'Das Gebäude genügend beheizen oder wasserführende Anlagen absperren, entleeren und entleert halten',
      'Alle Fenster dauerhaft gekippt lassen',
      'Den Versicherer über jede Frostnacht informieren',
      'Nichts, Frostschäden sind immer gedeckt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die VGB verlangen als vertragliche Obliegenheit, in der kalten Jahreszeit alle Gebäude und Gebäudeteile zu beheizen und dies genügend häufig zu kontrollieren oder dort alle wasserführenden Anlagen abzusperren, zu entleeren und entleert zu halten. Verletzt der Versicherungsnehmer diese Pflicht, kann der Versicherer nach § 28 VVG kürzen oder leistungsfrei sein.',
    source: 'GDV-Musterbedingungen VGB 2016, Abschnitt B (Sicherheitsvorschriften); § 28 VVG',
  },
  {
    key: 'de-sach-haftpflicht-206',
    text: 'Abwasser drückt bei Starkregen aus der Kanalisation in den Keller. Welche Deckung ist dafür in der Wohngebäudeversicherung nötig?',
    answers: [
      'Die Deckung weiterer Elementargefahren, die Rückstau einschließt',
      'Die Grunddeckung Leitungswasser',
      'Die Feuerversicherung',
      'Die Glasversicherung',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Rückstau – Wasser, das aus dem Kanalnetz in das Gebäude eindringt – gehört nach den Musterbedingungen zu den weiteren Elementargefahren, ebenso Überschwemmung, Erdbeben, Erdsenkung, Erdrutsch, Schneedruck, Lawinen und Vulkanausbruch. Ohne diesen Zusatzbaustein ist der Schaden nicht versichert; eine Rückstausicherung kann zudem als Obliegenheit vereinbart sein.',
    source: 'GDV-Musterbedingungen VGB 2016, Klauseln zu weiteren Elementargefahren',
  },
  {
    key: 'de-sach-haftpflicht-207',
    text: 'Wie haftet ein Geschäftsherr nach § 831 Abs. 1 BGB für Schäden, die sein Verrichtungsgehilfe einem Dritten widerrechtlich zufügt?',
    answers: [
      'Er haftet, außer er beweist sorgfältige Auswahl und Überwachung des Gehilfen',
      'Er haftet nie, nur der Gehilfe haftet',
      'Er haftet immer, ohne Entlastungsmöglichkeit',
      'Er haftet nur bei eigener Tatbeteiligung',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      '§ 831 Abs. 1 BGB begründet eine Haftung für vermutetes eigenes Verschulden bei Auswahl und Überwachung des Verrichtungsgehilfen. Der Geschäftsherr kann sich entlasten, wenn er beweist, dass er die im Verkehr erforderliche Sorgfalt beobachtet hat oder der Schaden auch bei Anwendung dieser Sorgfalt entstanden wäre.',
    source: '§ 831 Abs. 1 BGB',
  },
  {
    key: 'de-sach-haftpflicht-208',
    text: 'Ein sechsjähriges Kind beschädigt ein fremdes Auto. Wann haften die Eltern nach § 832 BGB?',
    answers: [
      'Wenn sie ihre Aufsichtspflicht verletzt haben; ihr Verschulden wird vermutet',
      'Immer, Eltern haften verschuldensunabhängig',
      'Nie, für Kinder haftet niemand',
      'Nur wenn das Kind vorsätzlich gehandelt hat',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Das Kind selbst ist nach § 828 Abs. 1 BGB nicht verantwortlich. Die Eltern haften nach § 832 Abs. 1 BGB für vermutete Verletzung der Aufsichtspflicht; sie werden frei, wenn sie nachweisen, dass sie ihrer Aufsichtspflicht genügt haben oder der Schaden auch bei gehöriger Aufsicht entstanden wäre. Dann bleibt der Geschädigte oft ohne Ersatz (abgesehen von der Billigkeitshaftung nach § 829 BGB), weshalb viele PHV-Tarife deliktunfähige Kinder freiwillig mitversichern.',
    source: '§§ 828, 832 BGB',
  },
  {
    key: 'de-sach-haftpflicht-209',
    text: 'Ein Dachziegel löst sich von einem vermieteten Haus und verletzt einen Passanten. Wie haftet der Eigentümer nach § 836 BGB?',
    answers: [
      'Für vermutetes Verschulden; er kann sich durch Nachweis sorgfältiger Unterhaltung entlasten',
      'Er haftet nie, weil der Ziegel sich von selbst gelöst hat',
      'Er haftet nur bei Vorsatz',
      'Es haftet ausschließlich der Mieter',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Löst sich ein Teil eines Gebäudes infolge fehlerhafter Errichtung oder mangelhafter Unterhaltung, haftet der Besitzer des Grundstücks nach § 836 Abs. 1 BGB, es sei denn, er hat die im Verkehr erforderliche Sorgfalt zur Gefahrabwendung beobachtet. Für vermietete Objekte deckt dieses Risiko die Haus- und Grundbesitzerhaftpflicht.',
    source: '§ 836 Abs. 1 BGB',
  },
  {
    key: 'de-sach-haftpflicht-210',
    text: 'Welche Versicherung deckt typischerweise die Haftung als Eigentümer eines vermieteten Mehrfamilienhauses, etwa bei Verletzung der Streupflicht?',
    answers: [
      'Die Haus- und Grundbesitzerhaftpflichtversicherung',
      'Die Privathaftpflichtversicherung des Mieters',
      'Die Hausratversicherung des Eigentümers',
      'Die Wohngebäudeversicherung',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Wer ein Grundstück für den Verkehr eröffnet, trägt Verkehrssicherungspflichten wie die Räum- und Streupflicht (§ 823 Abs. 1 BGB). Für vermietete Objekte deckt dieses Risiko die Haus- und Grundbesitzerhaftpflicht; das selbst bewohnte Einfamilienhaus ist meist in der Privathaftpflicht eingeschlossen. Die Wohngebäudeversicherung ersetzt dagegen nur Schäden am eigenen Gebäude.',
    source: '§ 823 Abs. 1 BGB; GDV-Musterbedingungen AHB',
  },
  {
    key: 'de-sach-haftpflicht-211',
    text: 'Was verlangt § 249 Abs. 1 BGB als Grundsatz des Schadensersatzes?',
    answers: [
      'Die Herstellung des Zustands, der ohne das schädigende Ereignis bestehen würde',
      'Eine Strafzahlung in doppelter Schadenshöhe',
      'Den Ersatz des Neupreises jeder beschädigten Sache',
      'Eine Entschuldigung des Schädigers',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 249 Abs. 1 BGB hat der Ersatzpflichtige den Zustand herzustellen, der ohne das schädigende Ereignis bestünde (Naturalrestitution); bei Sachbeschädigung kann der Geschädigte nach § 249 Abs. 2 BGB stattdessen den erforderlichen Geldbetrag verlangen. Eine Bereicherung des Geschädigten ist nicht bezweckt.',
    source: '§ 249 BGB',
  },
  {
    key: 'de-sach-haftpflicht-212',
    text: 'Der VN zerstört fahrlässig das fünf Jahre alte Notebook eines Freundes. Was zahlt seine Privathaftpflicht in der Regel?',
    answers: [
      'Den Zeitwert des Notebooks, denn der Geschädigte soll nicht bereichert werden',
      'Immer den Neupreis eines gleichwertigen neuen Geräts',
      'Nichts, Sachschäden sind ausgeschlossen',
      'Den damaligen Kaufpreis',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Die Haftpflichtversicherung stellt den Versicherungsnehmer von dem frei, was er nach Haftungsrecht schuldet. Nach § 249 BGB ist das bei einer zerstörten gebrauchten Sache der Wiederbeschaffungswert (Zeitwert); ein Abzug „neu für alt“ verhindert die Bereicherung. Das unterscheidet die Haftpflicht von der Hausratversicherung, die den Neuwert eigener Sachen ersetzt.',
    source: '§ 249 BGB; § 100 VVG',
  },
  {
    key: 'de-sach-haftpflicht-213',
    text: 'Welche Wirkung hat ein Mitverschulden des Geschädigten nach § 254 Abs. 1 BGB?',
    answers: [
      'Der Ersatzanspruch wird entsprechend dem Verursachungsbeitrag gemindert oder kann entfallen',
      'Der Schädiger muss den doppelten Schaden zahlen',
      'Das Mitverschulden ist immer ohne Bedeutung',
      'Der Geschädigte muss den Schädiger entschädigen',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Hat bei der Entstehung des Schadens ein Verschulden des Geschädigten mitgewirkt, hängen nach § 254 Abs. 1 BGB Pflicht und Umfang des Ersatzes davon ab, inwieweit der Schaden vorwiegend von dem einen oder anderen Teil verursacht worden ist. So entstehen Haftungsquoten, etwa bei fehlendem Fahrradhelm oder fehlender Schadenminderung.',
    source: '§ 254 BGB',
  },
  {
    key: 'de-sach-haftpflicht-214',
    text: 'Welche Aussage zur zivilrechtlichen Haftung trifft NICHT zu?',
    answers: [
      'Nach § 823 Abs. 1 BGB haftet man auch ohne jedes Verschulden',
      'Ein Schmerzensgeld kann bei Verletzung von Körper oder Gesundheit verlangt werden',
      'Der Halter eines Luxustiers haftet verschuldensunabhängig',
      'Ein Mitverschulden des Geschädigten mindert seinen Anspruch',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 823 Abs. 1 BGB setzt Vorsatz oder Fahrlässigkeit voraus; verschuldensunabhängig haftet man nur in Fällen der Gefährdungshaftung wie § 833 Satz 1 BGB oder § 7 StVG. Die übrigen Aussagen folgen aus § 253 Abs. 2, § 833 Satz 1 und § 254 BGB.',
    source: '§§ 823, 253, 254, 833 BGB',
  },
  {
    key: 'de-sach-haftpflicht-215',
    text: 'Der Mieter beschädigt fahrlässig das Waschbecken in seiner Mietwohnung. Was gilt in modernen Privathaftpflichttarifen in der Regel?',
    answers: [
      'Mietsachschäden an gemieteten Wohnräumen sind mitversichert, Abnutzung und Verschleiß nicht',
      'Schäden an gemieteten Sachen sind immer ausgeschlossen',
      'Der Vermieter muss den Schaden stets selbst tragen',
      'Es zahlt die Hausratversicherung des Mieters',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die AHB schließen Haftpflichtansprüche wegen Schäden an gemieteten Sachen grundsätzlich aus; die Privathaftpflicht schließt aber Schäden an gemieteten Wohnräumen und mitvermieteten Einrichtungen in der Regel wieder ein. Ausgenommen bleiben Abnutzung, Verschleiß und übermäßige Beanspruchung.',
    source: 'GDV-Musterbedingungen AHB; BBR Privathaftpflicht (Mietsachschäden)',
  },
  {
    key: 'de-sach-haftpflicht-216',
    text: 'Wofür kann ein Verletzter nach § 253 Abs. 2 BGB eine billige Entschädigung in Geld (Schmerzensgeld) verlangen?',
    answers: [
      'Für Nichtvermögensschäden bei Verletzung von Körper, Gesundheit, Freiheit oder sexueller Selbstbestimmung',
      'Nur für entgangenen Gewinn',
      'Nur für beschädigte Sachen',
      'Für jeden Ärger im Alltag ohne Rechtsgutsverletzung',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 253 Abs. 2 BGB gewährt bei Verletzung von Körper, Gesundheit, Freiheit oder sexueller Selbstbestimmung eine billige Entschädigung auch für immaterielle Schäden. Seit 2002 gilt das auch bei Gefährdungshaftung, etwa nach § 11 Satz 2 StVG; die Privathaftpflicht stellt den Versicherungsnehmer davon frei.',
    source: '§ 253 Abs. 2 BGB',
  },
];
