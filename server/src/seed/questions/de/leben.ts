import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-leben' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-leben-001',
    text: 'Wie viele Durchführungswege der betrieblichen Altersversorgung gibt es in Deutschland?',
    answers: ['Fünf', 'Drei', 'Vier', 'Sieben'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Das Betriebsrentengesetz kennt fünf Durchführungswege: Direktzusage und Unterstützungskasse als interne sowie Direktversicherung, Pensionskasse und Pensionsfonds als externe Wege. Sie unterscheiden sich vor allem in Haftung, Insolvenzschutz und steuerlicher Behandlung.',
    source: '§ 1 Abs. 1, § 1b Abs. 2–4 BetrAVG',
  },
  {
    key: 'de-leben-002',
    text: 'Was gehört NICHT zu den Durchführungswegen der betrieblichen Altersversorgung?',
    answers: ['Der Riester-Banksparplan', 'Die Direktzusage', 'Die Unterstützungskasse', 'Der Pensionsfonds'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die fünf Durchführungswege der bAV sind Direktzusage, Unterstützungskasse, Direktversicherung, Pensionskasse und Pensionsfonds. Ein Riester-Banksparplan ist private Altersvorsorge des Arbeitnehmers und kein Weg, über den der Arbeitgeber eine Versorgung zusagt.',
    source: '§ 1b Abs. 2–4 BetrAVG',
  },
  {
    key: 'de-leben-003',
    text: 'In welcher Höhe haben Arbeitnehmer nach § 1a BetrAVG einen Anspruch auf Entgeltumwandlung?',
    answers: [
      'Bis zu 4 % der Beitragsbemessungsgrenze der gesetzlichen Rentenversicherung',
      'Bis zu 8 % der Beitragsbemessungsgrenze',
      'Bis zu 10 % des Bruttogehalts',
      'In unbegrenzter Höhe',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      '§ 1a Abs. 1 BetrAVG gibt jedem in der gesetzlichen Rentenversicherung pflichtversicherten Arbeitnehmer einen Anspruch, bis zu 4 % der jeweiligen Beitragsbemessungsgrenze der allgemeinen Rentenversicherung für bAV umzuwandeln. Mehr kann freiwillig vereinbart werden, ist dann aber kein Rechtsanspruch.',
    source: '§ 1a Abs. 1 BetrAVG',
  },
  {
    key: 'de-leben-004',
    text: 'Welchen Zuschuss muss der Arbeitgeber bei Entgeltumwandlung in Direktversicherung, Pensionskasse oder Pensionsfonds grundsätzlich leisten?',
    answers: [
      '15 % des umgewandelten Entgelts, soweit er Sozialversicherungsbeiträge einspart',
      '50 % des umgewandelten Entgelts',
      '5 % des Bruttogehalts',
      'Keinen Zuschuss',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 1a Abs. 1a BetrAVG muss der Arbeitgeber 15 % des umgewandelten Entgelts zusätzlich an Pensionsfonds, Pensionskasse oder Direktversicherung weiterleiten, soweit er durch die Entgeltumwandlung Sozialversicherungsbeiträge spart. Seit 2022 gilt das auch für vor 2019 geschlossene Vereinbarungen.',
    source: '§ 1a Abs. 1a BetrAVG',
  },
  {
    key: 'de-leben-005',
    text: 'Wann ist eine Anwartschaft aus Entgeltumwandlung gesetzlich unverfallbar?',
    answers: ['Sofort', 'Nach drei Jahren', 'Nach fünf Jahren und ab Alter 25', 'Erst mit Rentenbeginn'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 1b Abs. 5 BetrAVG behält der Arbeitnehmer seine Anwartschaft aus Entgeltumwandlung beim Ausscheiden sofort, weil sie aus seinem eigenen Entgelt finanziert ist. Für arbeitgeberfinanzierte Zusagen gelten dagegen die Fristen des § 1b Abs. 1 BetrAVG (drei Jahre Zusagedauer, Alter 21).',
    source: '§ 1b Abs. 5 BetrAVG',
  },
  {
    key: 'de-leben-006',
    text: 'Wer sichert Betriebsrenten aus einer Direktzusage bei Insolvenz des Arbeitgebers ab?',
    answers: [
      'Der Pensions-Sicherungs-Verein (PSVaG)',
      'Die BaFin',
      'Die Einlagensicherung der Banken',
      'Die Deutsche Rentenversicherung',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Der Pensions-Sicherungs-Verein VVaG (PSVaG) ist nach § 14 BetrAVG Träger der gesetzlichen Insolvenzsicherung. Er übernimmt nach § 7 BetrAVG Leistungen aus Direktzusagen, Unterstützungskassen und Pensionsfonds; die Arbeitgeber finanzieren ihn durch Beiträge.',
    source: '§§ 7, 14 BetrAVG',
  },
  {
    key: 'de-leben-007',
    text: 'Wie definiert § 172 Abs. 2 VVG die Berufsunfähigkeit?',
    answers: [
      'Zuletzt ausgeübter Beruf ist gesundheitsbedingt voraussichtlich auf Dauer ganz oder teilweise nicht ausübbar',
      'Jede Arbeitsunfähigkeit, die länger als sechs Wochen dauert',
      'Unfähigkeit, irgendeine Tätigkeit mehr als drei Stunden täglich auszuüben',
      'Ein festgestellter Grad der Behinderung von mindestens 50',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      '§ 172 Abs. 2 VVG stellt auf den zuletzt ausgeübten Beruf ab, so wie er ohne gesundheitliche Beeinträchtigung ausgestaltet war, der infolge Krankheit, Körperverletzung oder Kräfteverfalls voraussichtlich auf Dauer ganz oder teilweise nicht mehr ausgeübt werden kann. Kurzzeitige Arbeitsunfähigkeit oder ein Grad der Behinderung sind andere Maßstäbe.',
    source: '§ 172 Abs. 2 VVG',
  },
  {
    key: 'de-leben-008',
    text: 'Ab welchem Grad der Berufsunfähigkeit zahlen marktübliche BU-Versicherungen die volle vereinbarte Rente?',
    answers: ['Ab 50 %', 'Ab 25 %', 'Ab 75 %', 'Erst ab 100 %'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Marktübliche BU-Bedingungen leisten die volle Rente, wenn die versicherte Person zu mindestens 50 % berufsunfähig ist; darunter wird meist nichts gezahlt. Das Gesetz schreibt diesen Grad nicht vor, § 172 VVG lässt die Ausgestaltung dem Vertrag.',
    source: 'Marktübliche BU-Bedingungen (vgl. GDV-Musterbedingungen BU); § 172 VVG',
  },
  {
    key: 'de-leben-009',
    text: 'Was bedeutet der Verzicht auf die abstrakte Verweisung in der BU-Versicherung?',
    answers: [
      'Der Versicherer verweist nicht auf einen anderen, tatsächlich nicht ausgeübten Beruf',
      'Der Versicherer verzichtet auf jegliche Gesundheitsfragen',
      'Die Rente wird ohne ärztlichen Nachweis gezahlt',
      'Der Vertrag ist von Beginn an beitragsfrei',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 172 Abs. 3 VVG kann vereinbart werden, dass der Versicherer auf eine andere Tätigkeit verweisen darf, die der Versicherte aufgrund Ausbildung und Fähigkeiten ausüben kann und die seiner Lebensstellung entspricht – auch wenn er sie tatsächlich nicht ausübt (abstrakte Verweisung). Verzichtet der Versicherer darauf, bleibt nur die konkrete Verweisung auf einen tatsächlich ausgeübten Beruf.',
    source: '§ 172 Abs. 3 VVG',
  },
  {
    key: 'de-leben-010',
    text: 'Welche Versicherten haben in der gesetzlichen Rentenversicherung keinen Berufsschutz (BU-Rente) mehr?',
    answers: [
      'Alle, die ab dem 2. Januar 1961 geboren sind',
      'Alle, die ab dem 1. Januar 1970 geboren sind',
      'Ausschließlich Beamte',
      'Nur Selbständige, die vor 1950 geboren sind',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Eine Rente wegen teilweiser Erwerbsminderung bei Berufsunfähigkeit erhalten nach § 240 SGB VI nur Versicherte, die vor dem 2. Januar 1961 geboren sind. Alle Jüngeren werden auf den allgemeinen Arbeitsmarkt verwiesen, weshalb für sie eine private BU-Absicherung besonders wichtig ist.',
    source: '§ 240 SGB VI',
  },
  {
    key: 'de-leben-011',
    text: 'Wann besteht in der gesetzlichen Rentenversicherung Anspruch auf eine volle Erwerbsminderungsrente?',
    answers: [
      'Wenn man auf dem allgemeinen Arbeitsmarkt weniger als drei Stunden täglich arbeiten kann',
      'Wenn man weniger als sechs Stunden täglich arbeiten kann',
      'Wenn man den erlernten Beruf nicht mehr ausüben kann',
      'Ab einem Grad der Behinderung von 50',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Voll erwerbsgemindert ist nach § 43 Abs. 2 SGB VI, wer wegen Krankheit oder Behinderung auf nicht absehbare Zeit außerstande ist, unter den üblichen Bedingungen des allgemeinen Arbeitsmarkts mindestens drei Stunden täglich zu arbeiten. Bei drei bis unter sechs Stunden besteht nur Anspruch auf die halbe Rente.',
    source: '§ 43 Abs. 2 SGB VI',
  },
  {
    key: 'de-leben-012',
    text: 'Welche Eigenschaft trifft auf die Basisrente (Rürup-Rente) NICHT zu?',
    answers: [
      'Freies Kapitalwahlrecht bei Rentenbeginn',
      'Die Ansprüche sind nicht beleihbar und nicht übertragbar',
      'Die Auszahlung erfolgt als lebenslange Leibrente',
      'Die Ansprüche sind nicht vererbbar, außer über eine Hinterbliebenenabsicherung',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 10 Abs. 1 Nr. 2 Buchst. b EStG darf die Basisrente nur als lebenslange monatliche Leibrente gezahlt werden; die Ansprüche sind nicht vererblich, übertragbar, beleihbar, veräußerbar oder kapitalisierbar. Ein Kapitalwahlrecht widerspräche diesen Förderbedingungen; möglich ist nur die Abfindung einer Kleinbetragsrente.',
    source: '§ 10 Abs. 1 Nr. 2 Buchst. b EStG',
  },
  {
    key: 'de-leben-013',
    text: 'Ab welchem Alter darf eine Basisrente aus einem ab 2012 geschlossenen Vertrag frühestens beginnen?',
    answers: ['Mit 62 Jahren', 'Mit 60 Jahren', 'Mit 65 Jahren', 'Mit 67 Jahren'],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Für Basisrentenverträge, die nach dem 31. Dezember 2011 geschlossen wurden, darf die Rente nach § 10 Abs. 1 Nr. 2 Buchst. b EStG nicht vor Vollendung des 62. Lebensjahres beginnen. Für ältere Verträge gilt noch das 60. Lebensjahr.',
    source: '§ 10 Abs. 1 Nr. 2 Buchst. b EStG',
  },
  {
    key: 'de-leben-014',
    text: 'Aus welchen staatlichen Zulagen besteht die Riester-Förderung?',
    answers: [
      'Grundzulage und Kinderzulage',
      'Wohnungsbauprämie und Arbeitnehmersparzulage',
      'Arbeitgeberzuschuss und Rentenzuschlag',
      'Elterngeld und Kindergeld',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Riester-Förderung besteht aus der Grundzulage nach § 84 EStG und der Kinderzulage nach § 85 EStG für jedes kindergeldberechtigte Kind. Darüber hinaus kann ein zusätzlicher Sonderausgabenabzug nach § 10a EStG günstiger sein (Günstigerprüfung).',
    source: '§§ 83–85, 10a EStG',
  },
  {
    key: 'de-leben-015',
    text: 'Was muss bei einem Riester-Vertrag zu Beginn der Auszahlungsphase mindestens zur Verfügung stehen?',
    answers: [
      'Die eingezahlten Beiträge und die gutgeschriebenen Zulagen',
      'Die Beiträge zuzüglich 4 % Zinsen pro Jahr',
      'Das Doppelte der eingezahlten Beiträge',
      'Keine Mindestleistung, das volle Verlustrisiko trägt der Sparer',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Ein Riester-Vertrag wird nur zertifiziert, wenn der Anbieter zusagt, dass zu Beginn der Auszahlungsphase mindestens die eingezahlten Beiträge einschließlich der Zulagen zur Verfügung stehen (Beitragserhaltungszusage). Eine bestimmte Verzinsung ist nicht vorgeschrieben.',
    source: '§ 1 Abs. 1 Satz 1 Nr. 3 AltZertG',
  },
  {
    key: 'de-leben-016',
    text: 'Was ist nach § 150 Abs. 2 VVG nötig, wenn jemand das Leben eines anderen über die gewöhnlichen Beerdigungskosten hinaus versichert?',
    answers: [
      'Die schriftliche Einwilligung der versicherten Person',
      'Die Genehmigung der BaFin',
      'Eine notarielle Beurkundung des Antrags',
      'Keine besondere Voraussetzung',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 2,
    explanation:
      'Nach § 150 Abs. 2 VVG wird eine Todesfallversicherung auf das Leben eines anderen oberhalb der gewöhnlichen Beerdigungskosten nur mit dessen schriftlicher Einwilligung wirksam. Das schützt die versicherte Person davor, ohne ihr Wissen Gegenstand einer Spekulation auf ihren Tod zu werden; für Kollektivverträge der bAV gilt eine Ausnahme.',
    source: '§ 150 Abs. 2 VVG',
  },
  {
    key: 'de-leben-017',
    text: 'Welche Leistung bietet eine reine Risikolebensversicherung?',
    answers: [
      'Eine Todesfallleistung während der Vertragslaufzeit ohne Sparanteil',
      'Eine Kapitalauszahlung im Erlebensfall',
      'Eine lebenslange Altersrente',
      'Eine Rente bei Berufsunfähigkeit',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Risikolebensversicherung zahlt die vereinbarte Summe nur, wenn die versicherte Person während der Laufzeit stirbt; erlebt sie das Vertragsende, wird nichts ausgezahlt. Weil kein Sparanteil enthalten ist, sind die Beiträge deutlich niedriger als bei der Kapitallebensversicherung.',
    source: '§ 150 Abs. 1 VVG; GDV-Musterbedingungen Risikoversicherung',
  },
  {
    key: 'de-leben-018',
    text: 'Wie werden die Erträge einer ab 2012 geschlossenen Kapitallebensversicherung besteuert, wenn sie mindestens 12 Jahre läuft und nach dem 62. Lebensjahr ausgezahlt wird?',
    answers: [
      'Nur die Hälfte des Unterschiedsbetrags ist einkommensteuerpflichtig',
      'Die Auszahlung ist vollständig steuerfrei',
      'Der gesamte Auszahlungsbetrag unterliegt der Abgeltungsteuer',
      'Es wird nur ein Ertragsanteil von 18 % besteuert',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 20 Abs. 1 Nr. 6 Satz 2 EStG ist nur die Hälfte des Unterschiedsbetrags (Auszahlung minus Beiträge) zu versteuern, wenn die Leistung nach zwölf Jahren Laufzeit und – bei Verträgen ab 2012 – nach Vollendung des 62. Lebensjahres ausgezahlt wird. Besteuert wird sie dann mit dem persönlichen Steuersatz, nicht mit der Abgeltungsteuer.',
    source: '§ 20 Abs. 1 Nr. 6 Satz 2 EStG',
  },
  {
    key: 'de-leben-019',
    text: 'Welcher Schicht des steuerlichen Drei-Schichten-Modells der Altersvorsorge ist die Riester-Rente zugeordnet?',
    answers: [
      'Schicht 2 (kapitalgedeckte Zusatzversorgung)',
      'Schicht 1 (Basisversorgung)',
      'Schicht 3 (Kapitalanlageprodukte)',
      'Sie gehört keiner Schicht an',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Seit dem Alterseinkünftegesetz werden Vorsorgeprodukte in drei Schichten eingeteilt: Basisversorgung (gesetzliche Rente, Basisrente), kapitalgedeckte Zusatzversorgung (Riester, bAV) und übrige Kapitalanlageprodukte. Die Riester-Rente gehört zur zweiten Schicht und wird nachgelagert besteuert (§ 22 Nr. 5 EStG).',
    source: '§§ 10a, 79 ff., 22 Nr. 5 EStG',
  },
];
