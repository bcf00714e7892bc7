import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-beratung' (Deutschland), Teil 3. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-beratung-301',
    text: 'Ein Vermittler berät mündlich und gewährt sofort vorläufige Deckung in der Kfz-Haftpflichtversicherung. Muss er die Beratungsangaben dazu nach § 62 Abs. 2 VVG in Textform nachreichen?',
    answers: [
      'Nein, für Verträge über vorläufige Deckung bei Pflichtversicherungen entfällt die Nachholung',
      'Ja, stets binnen 14 Tagen nach Vertragsschluss',
      'Ja, aber nur wenn der Kunde es schriftlich verlangt',
      'Nein, Kfz-Versicherungen sind von jeder Beratungspflicht ausgenommen',
    ],
    categories: ['de-beratung', 'de-kfz'],
    coins: 2,
    explanation:
      'Nach § 62 Abs. 2 VVG dürfen die Angaben mündlich übermittelt werden, wenn der Kunde es wünscht oder vorläufige Deckung gewährt wird; sie sind dann unverzüglich nach Vertragsschluss in Textform nachzuholen. Das gilt ausdrücklich nicht, wenn kein Vertrag zustande kommt, und nicht für Verträge über vorläufige Deckung bei Pflichtversicherungen wie der Kfz-Haftpflicht.',
    source: '§ 62 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-302',
    text: 'Welche Vergütungsgestaltung untersagt die IDD Versicherungsvertreibern gegenüber ihren Vertriebsmitarbeitern?',
    answers: [
      'Anreize durch Vergütung oder Verkaufsziele, ein Produkt zu empfehlen, obwohl ein anderes besser passt',
      'Jede erfolgsabhängige Vergütung, auch wenn sie die Kundeninteressen nicht gefährdet',
      'Ein Festgehalt oberhalb des Tariflohns',
      'Die Zahlung von Provisionen an selbständige Vertreter',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Art. 17 Abs. 3 IDD, in Deutschland u. a. in § 1a VVG umgesetzt, verbietet eine Vergütung oder Leistungsbewertung, die mit der Pflicht kollidiert, im bestmöglichen Interesse des Kunden zu handeln. Insbesondere darf es keine Vorkehrungen durch Vergütung oder Verkaufsziele geben, die einen Anreiz setzen, ein bestimmtes Produkt zu empfehlen, obwohl ein anderes den Bedürfnissen besser entspräche. Variable Vergütung ist nicht generell verboten.',
    source: 'Art. 17 Abs. 3 IDD; § 1a VVG',
  },
  {
    key: 'de-beratung-303',
    text: 'Welche Anforderung stellt die IDD an Werbemitteilungen von Versicherern und Vermittlern?',
    answers: [
      'Sie müssen redlich, eindeutig und nicht irreführend sowie stets als Werbung erkennbar sein',
      'Sie müssen vorab von der BaFin genehmigt werden',
      'Sie dürfen keine Prämienangaben enthalten',
      'Sie sind nur in Textform mit Unterschrift des Geschäftsführers zulässig',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Art. 17 Abs. 2 IDD verlangt, dass alle Informationen im Zusammenhang mit dem Vertrieb, einschließlich Werbemitteilungen, redlich und eindeutig und nicht irreführend sind. Werbemitteilungen müssen stets eindeutig als solche erkennbar sein; eine Vorabgenehmigung durch die Aufsicht ist nicht vorgesehen.',
    source: 'Art. 17 Abs. 2 IDD',
  },
  {
    key: 'de-beratung-304',
    text: 'Welche Arten von Nachhaltigkeitspräferenzen unterscheidet die Delegierte Verordnung (EU) 2021/1257 für Versicherungsanlageprodukte?',
    answers: [
      'Anteil taxonomiekonformer, Anteil nachhaltiger Investitionen (SFDR), Berücksichtigung nachteiliger Auswirkungen',
      'Nur Ausschlüsse von Waffen-, Tabak- und Kohleunternehmen',
      'Je eine Mindestquote von 50 % für Umwelt, Soziales und Unternehmensführung',
      'Grüne, gelbe und rote Fonds nach einer Ampel der BaFin',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Die Delegierte VO (EU) 2021/1257 hat die Delegierte VO (EU) 2017/2359 geändert und definiert Nachhaltigkeitspräferenzen als Wahl des Kunden, ob und in welchem Umfang ein Mindestanteil in ökologisch nachhaltige Investitionen nach der Taxonomie-VO, ein Mindestanteil in nachhaltige Investitionen nach der Offenlegungs-VO (SFDR) oder Produkte mit Berücksichtigung der wichtigsten nachteiligen Nachhaltigkeitsauswirkungen (PAI) einbezogen werden sollen.',
    source: 'Art. 2 Nr. 4 Delegierte VO (EU) 2017/2359 i. d. F. der Delegierten VO (EU) 2021/1257',
  },
  {
    key: 'de-beratung-305',
    text: 'Ein Makler empfiehlt, eine seit acht Jahren laufende BU-Versicherung durch einen neuen Vertrag bei einem anderen Versicherer zu ersetzen. Auf welchen Nachteil muss er u. a. hinweisen?',
    answers: [
      'Neue Gesundheitsprüfung; die Frist für einen Rücktritt wegen Anzeigepflichtverletzung beginnt neu',
      'Der neue Versicherer darf den Vertrag in den ersten zehn Jahren jederzeit ordentlich kündigen',
      'Beim Wechsel verfällt der Anspruch auf gesetzliche Erwerbsminderungsrente',
      'Die Beiträge des neuen Vertrags sind steuerlich nicht mehr absetzbar',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Beim Ersatz eines Vertrags (Umdeckung) gehört es zur Beratung nach § 61 VVG, die Nachteile des Wechsels offenzulegen. Der neue Vertrag verlangt eine neue Gesundheitsprüfung zum heutigen Gesundheitszustand, und die Ausschlussfristen des § 21 Abs. 3 VVG (fünf Jahre, bei Vorsatz oder Arglist zehn Jahre) laufen ab dem neuen Vertragsschluss erneut, während sie beim Altvertrag bereits abgelaufen sind.',
    source: '§ 61 Abs. 1 VVG; § 21 Abs. 3 VVG',
  },
  {
    key: 'de-beratung-306',
    text: 'Welche Angabe gehört NICHT zum gesetzlichen Inhalt der Beratungsdokumentation eines Vermittlers nach § 61 Abs. 1 VVG?',
    answers: [
      'Die Höhe der Abschlussprovision des Vermittlers',
      'Die vom Kunden geäußerten Wünsche und Bedürfnisse',
      'Der erteilte Rat',
      'Die Gründe für den erteilten Rat',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 61 Abs. 1 VVG verlangt, Wünsche und Bedürfnisse des Kunden zu erfragen, ihn zu beraten, die Gründe für jeden Rat anzugeben und dies unter Berücksichtigung der Komplexität des Vertrags zu dokumentieren. Die Provisionshöhe ist kein Pflichtinhalt der Dokumentation; offenzulegen ist nach § 15 VersVermV nur die Art der Vergütung.',
    source: '§ 61 Abs. 1 VVG',
  },
  {
    key: 'de-beratung-307',
    text: 'Welche Folge hat es, wenn ein Versicherer selbst seine Beratungs- oder Dokumentationspflicht nach § 6 VVG verletzt?',
    answers: [
      'Er schuldet dem Versicherungsnehmer Schadensersatz, außer er hat die Pflichtverletzung nicht zu vertreten',
      'Der Versicherungsvertrag ist von Anfang an nichtig',
      'Der Vermittler haftet allein, der Versicherer nie',
      'Es folgt nur ein Bußgeld der BaFin, ein Schadensersatz ist ausgeschlossen',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Nach § 6 Abs. 5 VVG ist der Versicherer, der eine Pflicht nach § 6 Abs. 1, 2 oder 4 VVG verletzt, dem Versicherungsnehmer zum Ersatz des daraus entstehenden Schadens verpflichtet. Das Verschulden wird vermutet: Er haftet nur dann nicht, wenn er die Pflichtverletzung nicht zu vertreten hat. Der Vertrag selbst bleibt wirksam.',
    source: '§ 6 Abs. 5 VVG',
  },
  {
    key: 'de-beratung-308',
    text: 'Ein Vertreiber stellt fest, dass ein Produkt den Interessen seines Zielmarkts nicht entspricht. Was muss er nach der Delegierten VO (EU) 2017/2358 tun?',
    answers: [
      'Den Hersteller unverzüglich informieren und gegebenenfalls seine Vertriebsstrategie anpassen',
      'Das Produkt weiter vertreiben, denn für den Zielmarkt ist nur der Hersteller verantwortlich',
      'Alle bestehenden Verträge sofort kündigen',
      'Den Vorgang nur in seiner Beratungsdokumentation vermerken',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Nach Art. 11 der Delegierten VO (EU) 2017/2358 müssen Vertreiber, die erkennen, dass ein Produkt nicht mit den Interessen, Zielen und Merkmalen seines Zielmarkts übereinstimmt, oder die andere produktbezogene Umstände mit nachteiligen Folgen für Kunden bemerken, den Hersteller umgehend informieren und gegebenenfalls ihre Vertriebsstrategie für dieses Produkt ändern. Die Produktüberwachung ist eine gemeinsame Aufgabe von Hersteller und Vertreiber.',
    source: 'Art. 11 Delegierte VO (EU) 2017/2358; Art. 25 IDD',
  },
  {
    key: 'de-beratung-309',
    text: 'Welche Aussage zum Produktfreigabeverfahren (POG) nach Art. 25 IDD trifft NICHT zu?',
    answers: [
      'Es gilt uneingeschränkt auch für Versicherungsprodukte über Großrisiken',
      'Es ist vor dem Vertrieb eines neuen Produkts und vor jeder wesentlichen Anpassung durchzuführen',
      'Der Hersteller muss den Vertreibern sachgerechte Informationen zum Produkt und zum Zielmarkt geben',
      'Es muss der Art des Produkts angemessen und verhältnismäßig sein',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Art. 25 Abs. 1 IDD schreibt ein verhältnismäßiges Produktfreigabeverfahren vor jedem Vertrieb und jeder wesentlichen Anpassung vor; der Hersteller muss den Vertreibern alle sachgerechten Informationen einschließlich des Zielmarkts zur Verfügung stellen. Der letzte Unterabsatz nimmt Versicherungsprodukte, die in der Versicherung von Großrisiken bestehen, ausdrücklich aus; deshalb ist die erste Aussage falsch.',
    source: 'Art. 25 Abs. 1 IDD',
  },
  {
    key: 'de-beratung-310',
    text: 'Was muss ein Versicherer als Produkthersteller nach der Delegierten VO (EU) 2017/2358 vor Markteinführung eines Produkts u. a. tun?',
    answers: [
      'Das Produkt angemessen testen, soweit sinnvoll mit Szenarioanalysen',
      'Das Produkt von der IHK zertifizieren lassen',
      'Jedem Vermittler eine Schulung von 15 Stunden zum Produkt erteilen',
      'Das Produkt im Vermittlerregister eintragen lassen',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Art. 6 der Delegierten VO (EU) 2017/2358 verlangt Produkttests, gegebenenfalls einschließlich Szenarioanalysen, bevor ein Produkt auf den Markt gebracht oder wesentlich angepasst wird. So soll geprüft werden, ob das Produkt während seiner Laufzeit den Bedürfnissen, Zielen und Merkmalen des Zielmarkts entspricht.',
    source: 'Art. 6 Delegierte VO (EU) 2017/2358',
  },
  {
    key: 'de-beratung-311',
    text: 'Was muss ein Versicherungsvertreter dem Kunden nach § 60 Abs. 2 VVG mitteilen, bevor er ihn berät?',
    answers: [
      'Auf welcher Markt- und Informationsgrundlage er berät und die Namen der zugrunde gelegten Versicherer',
      'Eine Liste aller in Deutschland zugelassenen Versicherer',
      'Die Höhe seiner Provision für jedes angebotene Produkt',
      'Die Bilanzkennzahlen seines Versicherers',
    ],
    categories: ['de-beratung', 'de-handelsvertreter'],
    coins: 1,
    explanation:
      'Ein Versicherungsvertreter berät nicht auf der Grundlage einer breiten Marktuntersuchung wie der Makler. Nach § 60 Abs. 2 VVG muss er dem Kunden deshalb mitteilen, auf welcher Markt- und Informationsgrundlage er seine Leistung erbringt, und die Namen der Versicherer angeben, deren Produkte er zugrunde legt.',
    source: '§ 60 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-312',
    text: 'Ein Vermittler stellt die Vertragsinformationen nur auf seiner Internetseite bereit, deren Inhalt er jederzeit ändern kann. Ist das ein dauerhafter Datenträger nach § 126b BGB?',
    answers: [
      'Nein, weil der Kunde die Erklärung dort nicht unverändert aufbewahren und wiedergeben kann',
      'Ja, jede Internetseite ist ein dauerhafter Datenträger',
      'Ja, wenn die Seite mindestens 24 Stunden abrufbar ist',
      'Nein, dauerhafte Datenträger sind nur Papier und CD-ROM',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Ein dauerhafter Datenträger muss es dem Empfänger nach § 126b Satz 2 BGB ermöglichen, die an ihn gerichtete Erklärung für einen angemessenen Zeitraum aufzubewahren und unverändert wiederzugeben. Eine vom Absender jederzeit änderbare Internetseite erfüllt das nicht; E-Mail oder PDF-Datei dagegen können es.',
    source: '§ 126b BGB',
  },
  {
    key: 'de-beratung-313',
    text: 'Der Kunde entscheidet sich gegen den Rat des Vermittlers für einen günstigeren Hausrattarif ohne Fahrraddiebstahl-Deckung. Was sollte der Vermittler tun?',
    answers: [
      'Rat, Gründe und die abweichende Entscheidung des Kunden dokumentieren und in Textform übermitteln',
      'Die Vermittlung ablehnen, weil er nur seinen Rat umsetzen darf',
      'Nichts, denn ein nicht befolgter Rat muss nicht dokumentiert werden',
      'Den Kunden einen Beratungsverzicht unterschreiben lassen, obwohl beraten wurde',
    ],
    categories: ['de-beratung', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 61 Abs. 1 VVG sind der erteilte Rat und seine Gründe zu dokumentieren, nach § 62 VVG in Textform zu übermitteln. Gerade wenn der Kunde dem Rat nicht folgt, schützt die Dokumentation seiner abweichenden Entscheidung den Vermittler im Haftungsfall; ein nachträglicher Verzicht wäre sachlich falsch, denn beraten wurde ja.',
    source: '§§ 61, 62 VVG',
  },
  {
    key: 'de-beratung-314',
    text: 'Ein Vermittler von Versicherungsanlageprodukten kann einen Interessenkonflikt organisatorisch nicht sicher ausschließen. Was verlangt Art. 28 IDD?',
    answers: [
      'Er muss dem Kunden vor Vertragsschluss Art und Quelle des Konflikts eindeutig offenlegen',
      'Er muss die Vermittlung dieses Produkts für immer einstellen',
      'Er muss den Konflikt nur intern im Jahresbericht vermerken',
      'Er muss die BaFin um eine Einzelfallgenehmigung bitten',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Art. 28 IDD verlangt von Vertreibern von Versicherungsanlageprodukten zunächst wirksame organisatorische und administrative Vorkehrungen gegen Interessenkonflikte. Reichen diese nicht aus, um eine Beeinträchtigung der Kundeninteressen mit hinreichender Sicherheit auszuschließen, muss er die allgemeine Art oder die Quellen der Konflikte vor Vertragsschluss eindeutig auf einem dauerhaften Datenträger offenlegen.',
    source: 'Art. 28 Abs. 1 und 2 IDD',
  },
  {
    key: 'de-beratung-315',
    text: 'Wie sind die Kosten eines Versicherungsanlageprodukts nach Art. 29 Abs. 1 IDD darzustellen?',
    answers: [
      'Zusammengefasst, damit der Kunde die Gesamtkosten und ihre kumulative Wirkung auf die Rendite versteht',
      'Nur als jährlicher Eurobetrag der Verwaltungskosten, ohne Vertriebskosten',
      'Gar nicht, solange der Kunde nicht ausdrücklich danach fragt',
      'Nur in der Summe der Provision für den Vermittler',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Art. 29 Abs. 1 IDD verlangt Informationen über alle Kosten und Gebühren einschließlich der Kosten der Beratung und etwaiger Zahlungen Dritter. Sie sind zusammenzufassen, damit der Kunde die Gesamtkosten und die kumulative Wirkung auf die Anlagerendite verstehen kann, auf Wunsch aufgeschlüsselt nach Posten.',
    source: 'Art. 29 Abs. 1 IDD',
  },
  {
    key: 'de-beratung-316',
    text: 'Ein Handwerksbetrieb mit acht Mitarbeitern schließt über einen Vertreter eine Betriebshaftpflicht ab. Gelten die Beratungspflichten nach § 61 VVG?',
    answers: [
      'Ja; sie gelten auch gegenüber Unternehmern, ausgenommen sind nur Großrisiken nach § 210 Abs. 2 VVG',
      'Nein, Beratungspflichten bestehen nur gegenüber Verbrauchern',
      'Nein, die Betriebshaftpflicht ist stets ein Großrisiko',
      'Nur, wenn der Betrieb mehr als 250 Mitarbeiter hat',
    ],
    categories: ['de-beratung', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Die §§ 60 bis 63 VVG schützen jeden Versicherungsnehmer, nicht nur Verbraucher. § 65 VVG nimmt lediglich Großrisiken im Sinne des § 210 Abs. 2 VVG aus; eine Haftpflichtversicherung ist dort nur dann ein Großrisiko, wenn das Unternehmen bestimmte Schwellen bei Bilanzsumme, Umsatz oder Mitarbeiterzahl (250) überschreitet, was ein kleiner Handwerksbetrieb nicht tut.',
    source: '§§ 61, 65 VVG; § 210 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-317',
    text: 'Unter welcher Voraussetzung darf ein Vertreiber von Versicherungsanlageprodukten nach Art. 29 Abs. 2 IDD Zuwendungen Dritter, z. B. Provisionen, annehmen?',
    answers: [
      'Wenn sie die Qualität der Dienstleistung nicht beeinträchtigen und dem Handeln im Kundeninteresse nicht entgegenstehen',
      'Nur wenn die Zuwendung unter 1 % der Prämie liegt',
      'Nie; bei Versicherungsanlageprodukten sind Provisionen EU-weit verboten',
      'Immer, da die IDD Zuwendungen nicht regelt',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Die IDD verbietet Provisionen nicht. Art. 29 Abs. 2 IDD verlangt aber, dass Gebühren, Provisionen oder nicht-monetäre Vorteile Dritter sich nicht nachteilig auf die Qualität der Dienstleistung für den Kunden auswirken und die Pflicht, ehrlich, redlich und professionell im bestmöglichen Interesse des Kunden zu handeln, nicht beeinträchtigen.',
    source: 'Art. 29 Abs. 2 IDD',
  },
  {
    key: 'de-beratung-318',
    text: 'Wer erstellt nach Art. 20 IDD das Informationsblatt zu Versicherungsprodukten (IPID) für ein Nichtlebensversicherungsprodukt?',
    answers: [
      'Der Hersteller des Produkts, also in der Regel der Versicherer',
      'Jeder Vermittler selbst für jedes Beratungsgespräch',
      'Die BaFin für alle Produkte eines Marktes',
      'Der Kunde mit Unterstützung des Vermittlers',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Art. 20 Abs. 5 IDD bestimmt, dass das standardisierte Informationsdokument vom Hersteller des Nichtlebensversicherungsprodukts erstellt wird. Der Vermittler händigt es dem Kunden vor Vertragsschluss aus, muss es aber nicht selbst verfassen; Form und Inhalt regelt die Durchführungsverordnung (EU) 2017/1469.',
    source: 'Art. 20 Abs. 5 IDD',
  },
  {
    key: 'de-beratung-319',
    text: 'Welches Dokument muss ein Kunde nach der PRIIP-Verordnung rechtzeitig vor Abschluss einer fondsgebundenen Rentenversicherung erhalten?',
    answers: [
      'Ein Basisinformationsblatt von höchstens drei Seiten im DIN-A4-Format',
      'Ein IPID nach der Durchführungsverordnung (EU) 2017/1469',
      'Einen Verkaufsprospekt von mindestens 50 Seiten',
      'Nur den Versicherungsschein',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      'Versicherungsanlageprodukte wie fondsgebundene Renten- und Lebensversicherungen sind PRIIPs; für sie ist nach der Verordnung (EU) Nr. 1286/2014 ein Basisinformationsblatt (KID) zu erstellen und dem Kleinanleger rechtzeitig vor Vertragsschluss zur Verfügung zu stellen. Es ist ein kurzes Dokument von höchstens drei DIN-A4-Seiten; das IPID gilt nur für Nichtlebensversicherungen.',
    source: 'Art. 6 Abs. 4 und Art. 13 VO (EU) Nr. 1286/2014 (PRIIP-VO)',
  },
  {
    key: 'de-beratung-320',
    text: 'Kann sich ein Kunde auch über einen Versicherungsvermittler an eine Schlichtungsstelle nach § 214 VVG wenden?',
    answers: [
      'Ja, § 214 VVG erfasst auch Streitigkeiten mit Vermittlern und Versicherungsberatern',
      'Nein, Schlichtungsstellen sind nur für Streitigkeiten mit Versicherern zuständig',
      'Nur wenn der Vermittler ein gebundener Vertreter ist',
      'Nein, dafür ist ausschließlich die BaFin zuständig',
    ],
    categories: ['de-beratung', 'de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 214 Abs. 1 VVG sieht Schlichtungsstellen nicht nur für Streitigkeiten zwischen Versicherungsnehmern und Versicherern vor, sondern auch für solche zwischen Versicherungsvermittlern oder -beratern und Versicherungsnehmern im Zusammenhang mit der Vermittlung. Der Versicherungsombudsmann e. V. ist auch dafür anerkannt; Vermittler müssen in ihrer Erstinformation auf die Schlichtungsstellen hinweisen.',
    source: '§ 214 Abs. 1 VVG; § 15 VersVermV',
  },
  {
    key: 'de-beratung-321',
    text: 'Ein Elektronikhändler verkauft ein Smartphone nur zusammen mit einer Geräteversicherung als Paket. Was verlangt Art. 24 Abs. 3 IDD?',
    answers: [
      'Er muss dem Kunden anbieten, das Smartphone auch ohne die Versicherung zu kaufen',
      'Nichts; Kopplungsgeschäfte mit Waren sind stets zulässig',
      'Er muss die Versicherung kostenlos beigeben',
      'Er darf die Versicherung nur mit Genehmigung der BaFin mitverkaufen',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Ist ein Versicherungsprodukt Zusatz zu einer Ware oder Dienstleistung, die keine Versicherung ist, muss der Vertreiber nach Art. 24 Abs. 3 IDD dem Kunden die Möglichkeit anbieten, die Ware oder Dienstleistung gesondert zu kaufen. Ausnahmen gelten u. a. für Versicherungen als Ergänzung zu Wertpapierdienstleistungen, Kreditverträgen und Zahlungskonten.',
    source: 'Art. 24 Abs. 3 IDD',
  },
  {
    key: 'de-beratung-322',
    text: 'Welcher Grundsatz gilt nach Art. 20 Abs. 1 IDD für jeden Versicherungsvertrag, der einem Kunden vorgeschlagen wird?',
    answers: [
      'Er muss mit den zuvor ermittelten Wünschen und Bedürfnissen des Kunden in Einklang stehen',
      'Er muss der günstigste Vertrag am Markt sein',
      'Er muss eine Mindestlaufzeit von fünf Jahren haben',
      'Er muss vom Kunden notariell bestätigt werden',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Art. 20 Abs. 1 IDD verlangt, dass der Vertreiber vor Vertragsschluss anhand der Angaben des Kunden dessen Wünsche und Bedürfnisse ermittelt. Jeder vorgeschlagene Vertrag muss damit in Einklang stehen; das gilt auch ohne Beratung. In Deutschland geht § 61 VVG darüber hinaus und verlangt zusätzlich eine Beratung mit Begründung des Rats.',
    source: 'Art. 20 Abs. 1 IDD; § 61 VVG',
  },
  {
    key: 'de-beratung-323',
    text: 'Welches Produkt ist NICHT als Versicherungsanlageprodukt im Sinne der IDD einzustufen?',
    answers: [
      'Eine reine Risikolebensversicherung ohne Rückkaufswert',
      'Eine fondsgebundene Rentenversicherung',
      'Eine kapitalbildende Lebensversicherung mit Rückkaufswert',
      'Eine Hybrid-Rentenversicherung mit Fondsanteil',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      'Versicherungsanlageprodukte sind nach Art. 2 Abs. 1 Nr. 17 IDD Versicherungsprodukte mit einem Fälligkeits- oder Rückkaufswert, der ganz oder teilweise Marktschwankungen ausgesetzt ist. Ausgenommen sind u. a. Nichtlebensversicherungen und Lebensversicherungen, deren Leistungen nur bei Tod oder Invalidität fällig werden, etwa eine reine Risikolebensversicherung ohne Rückkaufswert.',
    source: 'Art. 2 Abs. 1 Nr. 17 IDD',
  },
  {
    key: 'de-beratung-324',
    text: 'Auf welcher Skala stuft das Basisinformationsblatt nach der PRIIP-Verordnung das Risiko eines fondsgebundenen Versicherungsprodukts ein?',
    answers: [
      'Mit einem Gesamtrisikoindikator von 1 (niedrig) bis 7 (hoch)',
      'Mit Schulnoten von 1 bis 6',
      'Mit Ratingklassen von AAA bis D',
      'Mit einer Ampel aus Grün, Gelb und Rot',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      'Das Basisinformationsblatt enthält im Abschnitt zu Risiken und Ertrag einen Gesamtrisikoindikator (SRI) auf einer Skala von 1 bis 7. Er verbindet Markt- und Kreditrisiko nach der Delegierten Verordnung (EU) 2017/653 und soll Produkte für Kunden vergleichbar machen.',
    source: 'Art. 8 Abs. 3 lit. d VO (EU) Nr. 1286/2014; Anhang II Delegierte VO (EU) 2017/653',
  },
  {
    key: 'de-beratung-325',
    text: 'Wie oft muss der Hersteller die Angaben eines Basisinformationsblatts nach der Delegierten VO (EU) 2017/653 mindestens überprüfen?',
    answers: [
      'Mindestens alle zwölf Monate und zusätzlich bei jeder wesentlichen Änderung',
      'Nur einmal bei Markteinführung',
      'Alle fünf Jahre',
      'Nur auf Anforderung der BaFin',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Nach Art. 15 der Delegierten VO (EU) 2017/653 überprüft der PRIIP-Hersteller die Informationen im Basisinformationsblatt immer dann, wenn eine Änderung sie erheblich beeinflusst oder beeinflussen kann, mindestens aber alle zwölf Monate nach der ersten Veröffentlichung. Ergibt die Prüfung Änderungsbedarf, ist das Dokument unverzüglich zu überarbeiten.',
    source: 'Art. 15 Delegierte VO (EU) 2017/653; Art. 10 VO (EU) Nr. 1286/2014',
  },
  {
    key: 'de-beratung-326',
    text: 'Muss ein Versicherungsvermittler ein telefonisches Beratungsgespräch zu einer Hausratversicherung nach VVG aufzeichnen?',
    answers: [
      'Nein; er muss aber Rat und Gründe dokumentieren und dem Kunden in Textform übermitteln',
      'Ja, jedes Gespräch ist als Tonaufnahme fünf Jahre aufzubewahren',
      'Ja, aber nur mit Zustimmung der IHK',
      'Nein, bei telefonischer Beratung entfällt jede Dokumentation',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Das VVG kennt keine Pflicht zur Aufzeichnung von Telefongesprächen, wie sie das Wertpapierrecht für die Anlageberatung vorsieht. Die Beratung ist aber nach § 61 Abs. 1 VVG zu dokumentieren und nach § 62 VVG in Textform zu übermitteln; bei telefonischem Abschluss ist das unverzüglich nach Vertragsschluss nachzuholen.',
    source: '§§ 61, 62 VVG',
  },
];
