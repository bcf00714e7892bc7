import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-leben' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-leben-701',
    text: 'Wie wirkt seit 2020 die Entlastung für Betriebsrenten pflichtversicherter Rentner bei den Beiträgen zur Kranken- und Pflegeversicherung?',
    answers: [
      'In der Krankenversicherung als Freibetrag, in der Pflegeversicherung weiter als Freigrenze',
      'In beiden Zweigen als Freibetrag, der jeden Euro darüber beitragsfrei stellt',
      'Betriebsrenten sind seit 2020 vollständig beitragsfrei',
      'In beiden Zweigen nur als Freigrenze, bei Überschreiten ist alles beitragspflichtig',
    ],
    categories: ['de-leben', 'de-kranken'],
    coins: 2,
    explanation:
      'Seit dem GKV-Betriebsrentenfreibetragsgesetz gilt für Versorgungsbezüge in der Krankenversicherung nach § 226 Abs. 2 Satz 2 SGB V ein Freibetrag in Höhe eines Zwanzigstels der monatlichen Bezugsgröße; Beiträge fallen nur auf den übersteigenden Teil an. In der Pflegeversicherung bleibt es bei der Freigrenze: Wird sie überschritten, ist die ganze Betriebsrente beitragspflichtig.',
    source: '§ 226 Abs. 2 SGB V; § 57 Abs. 1 SGB XI',
  },
  {
    key: 'de-leben-702',
    text: 'Eine Ehefrau ist selbst nicht förderberechtigt, ihr Mann ist rentenversicherungspflichtig und riestert. Wie erhält sie eine eigene Riester-Zulage?',
    answers: [
      'Mit einem eigenen Riester-Vertrag und einem Eigenbeitrag von mindestens 60 € im Jahr',
      'Automatisch über den Vertrag ihres Mannes, ohne eigenen Vertrag',
      'Gar nicht, nur unmittelbar Förderberechtigte erhalten Zulagen',
      'Nur wenn sie mindestens 4 % ihres Vorjahreseinkommens einzahlt',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 79 Satz 2 EStG ist der Ehegatte eines unmittelbar Zulageberechtigten mittelbar zulageberechtigt, wenn die Ehegatten nicht dauernd getrennt leben und er einen auf seinen Namen lautenden Altersvorsorgevertrag hat. Seit 2012 muss er darauf mindestens 60 € jährlich selbst einzahlen, um die volle Zulage zu bekommen.',
    source: '§ 79 Satz 2 EStG',
  },
  {
    key: 'de-leben-703',
    text: 'Welchen Anteil des angesparten Kapitals darf ein Riester-Sparer zu Beginn der Auszahlungsphase förderunschädlich als Einmalbetrag entnehmen?',
    answers: ['Bis zu 30 %', 'Bis zu 50 %', 'Bis zu 10 %', '100 %, wenn er mindestens 62 Jahre alt ist'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 1 Abs. 1 Satz 1 Nr. 4 AltZertG darf ein zertifizierter Altersvorsorgevertrag vorsehen, dass zu Beginn der Auszahlungsphase bis zu 30 % des zur Verfügung stehenden Kapitals ausgezahlt werden. Der Rest ist als lebenslange Leibrente oder Auszahlungsplan mit Restverrentung zu leisten; die Teilkapitalauszahlung wird nachgelagert besteuert.',
    source: '§ 1 Abs. 1 Satz 1 Nr. 4 AltZertG',
  },
  {
    key: 'de-leben-704',
    text: 'Ein Riester-Sparer kündigt seinen Vertrag vor Rentenbeginn und lässt sich das Guthaben auszahlen. Welche Folge hat diese schädliche Verwendung nach § 93 EStG?',
    answers: [
      'Die Zulagen und die Steuervorteile aus dem Sonderausgabenabzug sind zurückzuzahlen',
      'Keine, das Guthaben gehört ihm ohne Einschränkung',
      'Nur die Kinderzulagen sind zurückzuzahlen',
      'Er muss ein Bußgeld in Höhe des Guthabens zahlen',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Wird gefördertes Altersvorsorgevermögen nicht als Rente oder Auszahlungsplan, sondern anders verwendet, liegt eine schädliche Verwendung vor. Nach § 93 Abs. 1 EStG sind dann die darauf entfallenden Zulagen und die Steuerermäßigungen aus § 10a EStG zurückzuzahlen; die im Auszahlungsbetrag enthaltenen Erträge werden zudem nach § 22 Nr. 5 EStG versteuert.',
    source: '§ 93 Abs. 1 EStG; § 22 Nr. 5 EStG',
  },
  {
    key: 'de-leben-705',
    text: 'Welche zusätzliche Förderung erhält ein unmittelbar Riester-Berechtigter, der zu Beginn des Beitragsjahres das 25. Lebensjahr noch nicht vollendet hat?',
    answers: [
      'Eine einmalige Erhöhung der Grundzulage um 200 €',
      'Eine jährliche Zusatzzulage von 500 € bis zum 30. Lebensjahr',
      'Die Befreiung vom Mindesteigenbeitrag für zehn Jahre',
      'Einen Arbeitgeberzuschuss von 15 %',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 84 Satz 2 EStG erhöht sich die Grundzulage für unmittelbar Zulageberechtigte, die zu Beginn des Beitragsjahres das 25. Lebensjahr noch nicht vollendet haben, einmalig um 200 € (Berufseinsteigerbonus). Der Bonus wird nur einmal gewährt und soll den frühen Einstieg in die Altersvorsorge belohnen.',
    source: '§ 84 Satz 2 EStG',
  },
  {
    key: 'de-leben-706',
    text: 'Welche Form der Risikolebensversicherung eignet sich typischerweise zur Absicherung eines Annuitätendarlehens?',
    answers: [
      'Eine mit fallender Versicherungssumme, die sich an der Restschuld orientiert',
      'Eine mit jährlich steigender Versicherungssumme',
      'Eine aufgeschobene Rentenversicherung ohne Todesfallschutz',
      'Eine Kapitallebensversicherung mit Auszahlung erst mit 85 Jahren',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Bei einem Annuitätendarlehen sinkt die Restschuld mit jeder Tilgung. Eine Risikolebensversicherung mit linear oder annuitätisch fallender Versicherungssumme folgt diesem Verlauf und ist deshalb günstiger als eine konstante Summe; die Leistung kann zur Sicherung an die Bank abgetreten werden.',
    source: 'GDV-Musterbedingungen Risikolebensversicherung; § 150 Abs. 1 VVG',
  },
  {
    key: 'de-leben-707',
    text: 'Was leistet eine Arbeitsunfähigkeitsklausel (AU-Klausel) in einer Berufsunfähigkeitsversicherung in der Regel?',
    answers: [
      'Eine zeitlich begrenzte Rente schon bei ärztlich bescheinigter Arbeitsunfähigkeit, ohne BU-Prüfung',
      'Eine lebenslange Rente bei jeder Krankschreibung',
      'Die Erstattung der Arztkosten während der Arbeitsunfähigkeit',
      'Einen Ersatz für das Krankengeld der gesetzlichen Krankenkasse ab dem ersten Tag',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Prüfung der Berufsunfähigkeit dauert oft Monate. Mit einer AU-Klausel zahlt der Versicherer nach einer Mindestdauer der Krankschreibung die BU-Rente für einen begrenzten Zeitraum bereits bei ärztlich bescheinigter Arbeitsunfähigkeit; ob Berufsunfähigkeit vorliegt, wird parallel geprüft. Die Klausel ist keine gesetzliche Pflicht, sondern Tarifbaustein.',
    source: 'BU-Bedingungen der Versicherer (AU-Klausel); § 172 VVG',
  },
  {
    key: 'de-leben-708',
    text: 'Welche Aussage zur privaten Berufsunfähigkeitsversicherung trifft NICHT zu?',
    answers: [
      'Der Versicherer leistet erst, wenn die gesetzliche Rentenversicherung eine Erwerbsminderung anerkannt hat',
      'Während des Leistungsbezugs ist der Versicherte in marktüblichen Tarifen von der Beitragszahlung befreit',
      'Maßstab ist der zuletzt ausgeübte Beruf, wie er ohne gesundheitliche Beeinträchtigung ausgestaltet war',
      'Der Versicherer muss bei Fälligkeit in Textform erklären, ob er seine Leistungspflicht anerkennt',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die private BU prüft eigenständig nach § 172 Abs. 2 VVG und den Bedingungen, ob der zuletzt ausgeübte Beruf nicht mehr ausgeübt werden kann; ein Bescheid der Rentenversicherung ist keine Voraussetzung und prüft einen anderen Maßstab. Die Beitragsbefreiung im Leistungsfall und die Erklärungspflicht nach § 173 Abs. 1 VVG treffen dagegen zu.',
    source: '§§ 172, 173 VVG; § 43 SGB VI',
  },
  {
    key: 'de-leben-709',
    text: 'Was bewirkt eine echte Dienstunfähigkeitsklausel in der BU-Versicherung eines Beamten?',
    answers: [
      'Die Versetzung in den Ruhestand wegen Dienstunfähigkeit genügt für die Leistung, ohne eigene BU-Prüfung',
      'Beamte sind ohne Klausel von jeder BU-Leistung ausgeschlossen',
      'Der Dienstherr zahlt die Beiträge zur BU-Versicherung',
      'Die Klausel verlängert die Wartezeit für die Leistung auf drei Jahre',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Mit einer echten DU-Klausel erkennt der Versicherer die Entscheidung des Dienstherrn an: Wird der Beamte allein wegen allgemeiner Dienstunfähigkeit in den Ruhestand versetzt oder entlassen, gilt dies als Berufsunfähigkeit. Ohne eine solche Klausel prüft der Versicherer selbst nach seinen Bedingungen und kann zu einem anderen Ergebnis kommen.',
    source: 'BU-Bedingungen der Versicherer (Dienstunfähigkeitsklausel); § 172 VVG',
  },
  {
    key: 'de-leben-710',
    text: 'Der Rentenbezieher einer privaten Rentenversicherung mit zehnjähriger Rentengarantiezeit stirbt nach vier Jahren Rentenbezug. Was geschieht?',
    answers: [
      'Die Rente wird bis zum Ende der Garantiezeit an die Hinterbliebenen oder Bezugsberechtigten weitergezahlt',
      'Die Zahlungen enden sofort ohne weitere Leistung',
      'Das gesamte Deckungskapital fällt an den Versicherer',
      'Die Rente wird lebenslang an den Ehegatten weitergezahlt',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Eine Rentengarantiezeit sichert, dass die Rente mindestens für die vereinbarte Dauer gezahlt wird, auch wenn die versicherte Person vorher stirbt. Die restlichen Garantierenten, hier für sechs Jahre, erhalten die Bezugsberechtigten oder Erben; eine lebenslange Hinterbliebenenrente müsste gesondert vereinbart sein.',
    source: 'Allgemeine Bedingungen für die Rentenversicherung der Versicherer; § 159 VVG',
  },
  {
    key: 'de-leben-711',
    text: 'Ein Gläubiger pfändet die Kapitallebensversicherung eines Kunden. Was kann die namentlich bezeichnete bezugsberechtigte Ehefrau nach § 170 VVG tun?',
    answers: [
      'Mit Zustimmung des VN in den Vertrag eintreten, wenn sie den Gläubiger bis zur Höhe des Rückkaufswerts befriedigt',
      'Die Pfändung durch einfachen Widerspruch beim Versicherer aufheben',
      'Die sofortige Auszahlung der vollen Versicherungssumme an sich verlangen',
      'Nichts, die Bezugsberechtigte hat vor dem Versicherungsfall keinerlei Rechte',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      'Bei Pfändung oder Insolvenz des VN gibt § 170 Abs. 1 VVG dem namentlich bezeichneten Bezugsberechtigten ein Eintrittsrecht: Mit Zustimmung des VN tritt er an dessen Stelle und befriedigt die Gläubiger bis zur Höhe des Rückkaufswerts. So bleibt die Vorsorge erhalten; der Eintritt ist nach § 170 Abs. 3 VVG binnen eines Monats durch Anzeige an den Versicherer zu erklären.',
    source: '§ 170 VVG',
  },
];
