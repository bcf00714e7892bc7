import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-gewo-idd. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-gewo-idd-001',
    text: 'Wie viele Stunden Weiterbildung müssen Versicherungsvermittler in Österreich nach § 137b GewO jährlich absolvieren?',
    answers: ['15 Stunden', '10 Stunden', '20 Stunden', '40 Stunden'],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Versicherungsvermittler und ihre im Vertrieb tätigen Mitarbeiter müssen ihre Kenntnisse durch jährlich 15 Stunden Weiterbildung aktualisieren. Diese Mindestanforderung setzt Art. 10 Abs. 2 IDD in der GewO um.',
    source: '§ 137b GewO 1994',
  },
  {
    key: 'at-gewo-idd-002',
    text: 'In welchem Register sind Versicherungsvermittler in Österreich eingetragen?',
    answers: [
      'Im Gewerbeinformationssystem Austria (GISA)',
      'Im Register der FINMA',
      'Im Vermittlerregister des DIHK',
      'Im Grundbuch',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Gewerbetreibende und damit auch Versicherungsagenten und -makler werden im Gewerbeinformationssystem Austria (GISA) erfasst, das auch als Versicherungsvermittlerregister dient. Kunden können dort die Berechtigung und die Vermittlerform öffentlich abfragen.',
    source: '§ 365 GewO 1994 (GISA)',
  },
  {
    key: 'at-gewo-idd-003',
    text: 'Welche Behörde beaufsichtigt in Österreich die Versicherungsunternehmen?',
    answers: [
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Die Wirtschaftskammer Österreich',
      'Die Bezirkshauptmannschaft',
      'Der Verein für Konsumenteninformation',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Versicherungsaufsicht ist nach dem FMABG Aufgabe der Finanzmarktaufsichtsbehörde (FMA). Sie überwacht Versicherungsunternehmen nach dem VAG 2016, während Vermittler der Gewerbebehörde unterstehen.',
    source: '§ 2 Abs. 2 FMABG; VAG 2016',
  },
  {
    key: 'at-gewo-idd-004',
    text: 'Wer ist in Österreich für die gewerberechtliche Aufsicht über Versicherungsvermittler zuständig?',
    answers: [
      'Die Gewerbebehörden (Bezirksverwaltungsbehörden)',
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Der Oberste Gerichtshof',
      'Die Österreichische Gesundheitskasse',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Versicherungsvermittlung ist in Österreich ein Gewerbe; zuständige Gewerbebehörde ist grundsätzlich die Bezirksverwaltungsbehörde. Die FMA beaufsichtigt dagegen die Versicherungsunternehmen und deren Vertrieb nach dem VAG 2016.',
    source: '§ 333 GewO 1994',
  },
  {
    key: 'at-gewo-idd-005',
    text: 'Welches Gesetz regelt seit 2016 die Aufsicht über Versicherungsunternehmen in Österreich und setzt Solvency II um?',
    answers: [
      'Das Versicherungsaufsichtsgesetz 2016 (VAG 2016)',
      'Das Versicherungsvertragsgesetz (VersVG)',
      'Das Konsumentenschutzgesetz (KSchG)',
      'Das Maklergesetz (MaklerG)',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Das Versicherungsaufsichtsgesetz 2016 trat mit 1. 1. 2016 in Kraft und setzte die Solvency-II-Richtlinie 2009/138/EG um. Es regelt Zulassung, Eigenmittel, Governance und Aufsicht der Versicherungsunternehmen.',
    source: 'VAG 2016',
  },
  {
    key: 'at-gewo-idd-006',
    text: 'In welchen Formen kann das Gewerbe der Versicherungsvermittlung nach der GewO ausgeübt werden?',
    answers: [
      'Als Versicherungsagent oder als Versicherungsmakler und Berater in Versicherungsangelegenheiten',
      'Nur als Versicherungsmakler',
      'Als Tippgeber, Vertreter oder Ombudsmann',
      'Nur als Angestellter eines Versicherungsunternehmens',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die GewO nennt das Gewerbe „Versicherungsvermittlung“ mit den Ausübungsformen Versicherungsagent sowie Versicherungsmakler und Berater in Versicherungsangelegenheiten. Die Form ist bei der Anmeldung festzulegen und im GISA ersichtlich.',
    source: '§ 94 Z 76 GewO 1994; § 137 GewO 1994',
  },
  {
    key: 'at-gewo-idd-007',
    text: 'Welche Information muss ein Versicherungsvermittler dem Kunden vor Vertragsabschluss NICHT geben?',
    answers: [
      'Sein persönliches Jahreseinkommen',
      'Seinen Namen und seine Anschrift',
      'Ob er als Versicherungsagent oder als Versicherungsmakler tätig ist',
      'Die Art der Vergütung, die er erhält',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Vor Abschluss muss der Vermittler u. a. seine Identität, die Registrierung, die Art der Tätigkeit, Beteiligungen und die Art seiner Vergütung offenlegen. Sein persönliches Einkommen gehört nicht zu diesen Pflichtinformationen.',
    source: 'Art. 18 und 19 IDD (RL (EU) 2016/97); §§ 137f ff. GewO 1994',
  },
  {
    key: 'at-gewo-idd-008',
    text: 'Wie kann ein Versicherungsagent in Österreich die vorgeschriebene Haftungsabsicherung erbringen?',
    answers: [
      'Durch eine Berufshaftpflichtversicherung oder eine Haftungsübernahme durch den Versicherer',
      'Durch eine Kaution bei der Wirtschaftskammer',
      'Durch einen Eintrag im Firmenbuch',
      'Eine Absicherung ist für Agenten nicht vorgesehen',
    ],
    categories: ['at-gewo-idd', 'at-agent'],
    coins: 1,
    explanation:
      'Versicherungsvermittler müssen eine Berufshaftpflichtversicherung mit gesetzlichen Mindestsummen nachweisen. Für Agenten genügt stattdessen eine gleichwertige Haftungsübernahme durch den Versicherer, für den sie tätig sind.',
    source: '§ 137c GewO 1994',
  },
  {
    key: 'at-gewo-idd-009',
    text: 'Was ist beim Vertrieb von Versicherungsanlageprodukten (z. B. fondsgebundene Lebensversicherung) nach IDD zusätzlich vorgeschrieben?',
    answers: [
      'Eine Eignungs- bzw. Angemessenheitsprüfung',
      'Eine Genehmigung der FMA für jeden Einzelvertrag',
      'Eine notarielle Beurkundung des Antrags',
      'Keine zusätzlichen Pflichten',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Für Versicherungsanlageprodukte verlangt die IDD bei Beratung eine Eignungsprüfung (Kenntnisse, Erfahrung, finanzielle Verhältnisse, Anlageziele) und ohne Beratung zumindest eine Angemessenheitsprüfung. Damit gelten MiFID-ähnliche Schutzstandards.',
    source: 'Art. 30 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-010',
    text: 'Was muss ein Versicherungsvertreiber nach der IDD vor jedem Vertragsabschluss ermitteln?',
    answers: [
      'Die Wünsche und Bedürfnisse des Kunden',
      'Die Vermögensverhältnisse der Nachbarn',
      'Die politische Einstellung des Kunden',
      'Die Schulnoten des Kunden',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Jeder Vertrag, der angeboten wird, muss den Wünschen und Bedürfnissen des Kunden entsprechen. Diese sind vorher anhand der Angaben des Kunden zu ermitteln, auch wenn keine Beratung erfolgt.',
    source: 'Art. 20 Abs. 1 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-011',
    text: 'Was gehört NICHT zu den Voraussetzungen für die Ausübung der Versicherungsvermittlung in Österreich?',
    answers: [
      'Die Mitgliedschaft in einem privaten Maklerverein',
      'Der Befähigungsnachweis',
      'Die gewerberechtliche Zuverlässigkeit',
      'Eine Berufshaftpflichtversicherung oder gleichwertige Absicherung',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Für die Versicherungsvermittlung braucht es eine Gewerbeberechtigung samt Befähigungsnachweis, Zuverlässigkeit und Haftpflichtabsicherung. Die Mitgliedschaft in einem privaten Verein ist dafür keine gesetzliche Voraussetzung.',
    source: '§§ 94 Z 76, 137 ff. GewO 1994',
  },
  {
    key: 'at-gewo-idd-012',
    text: 'Was umfasst der Begriff „Versicherungsvertrieb“ im Sinne der IDD?',
    answers: [
      'Beratung, Vorschlag, Vorbereitung und Abschluss von Verträgen sowie Mitwirkung bei Verwaltung und Schadenfall',
      'Nur den Verkauf durch Versicherungsmakler',
      'Nur den Direktvertrieb der Versicherer',
      'Nur die Rückversicherung',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Versicherungsvertrieb umfasst nach der IDD das Beraten, Vorschlagen und Vorbereiten von Verträgen, deren Abschluss sowie die Mitwirkung bei Verwaltung und Erfüllung, insbesondere im Schadenfall. Der Begriff geht damit weit über den bloßen Abschluss hinaus.',
    source: 'Art. 2 Abs. 1 Nr. 1 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-201',
    text: 'Welches standardisierte Dokument ist Kunden vor Abschluss einer Nichtlebensversicherung nach der IDD auszuhändigen?',
    answers: [
      'Das Informationsblatt zu Versicherungsprodukten (IPID)',
      'Das Basisinformationsblatt nach der PRIIP-Verordnung',
      'Ein Prospekt nach dem Kapitalmarktgesetz',
      'Ein Jahresabschluss des Versicherers',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Für Nichtlebensversicherungen sind die wichtigsten Produktinformationen in einem kurzen, standardisierten Informationsblatt (IPID) bereitzustellen. Das Basisinformationsblatt gilt dagegen für Versicherungsanlageprodukte.',
    source: 'Art. 20 Abs. 5 bis 8 IDD (RL (EU) 2016/97); Durchführungsverordnung (EU) 2017/1469',
  },
  {
    key: 'at-gewo-idd-202',
    text: 'Eine Versicherung wird zusammen mit einer anderen Dienstleistung als Paket angeboten (Cross-Selling). Worüber muss der Vertreiber nach der IDD informieren?',
    answers: [
      'Ob die Bestandteile auch getrennt erworben werden können, und über deren Kosten',
      'Nur über den Gesamtpreis des Pakets',
      'Über gar nichts, Pakete sind informationsfrei',
      'Nur über die Provision des Vermittlers',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Beim Cross-Selling muss der Kunde erfahren, ob die Bestandteile auch einzeln gekauft werden können, und bei getrennter Erwerbbarkeit eine Beschreibung sowie Kosten der Bestandteile erhalten. So kann er beurteilen, ob das Paket für ihn vorteilhaft ist.',
    source: 'Art. 24 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-203',
    text: 'Was verlangen die Produktüberwachungs- und Produktfreigabevorschriften (POG) der IDD vom Hersteller eines Versicherungsprodukts?',
    answers: [
      'Die Festlegung eines Zielmarkts und ein Verfahren zur Freigabe und Überwachung des Produkts',
      'Die Genehmigung jedes Tarifs durch die FMA',
      'Die Veröffentlichung aller Provisionen im Internet',
      'Die Festlegung eines Höchstpreises für das Produkt',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Versicherungsprodukte dürfen erst nach einem Produktfreigabeverfahren vertrieben werden, das u. a. einen bestimmten Zielmarkt festlegt. Der Hersteller muss das Produkt laufend überwachen und den Vertreibern die nötigen Informationen geben.',
    source: 'Art. 25 IDD (RL (EU) 2016/97); Delegierte Verordnung (EU) 2017/2358',
  },
  {
    key: 'at-gewo-idd-204',
    text: 'In welcher Form sind die vorvertraglichen Informationen nach der IDD grundsätzlich zu erteilen?',
    answers: [
      'Auf Papier oder unter bestimmten Voraussetzungen auf einem anderen dauerhaften Datenträger oder über eine Website',
      'Nur mündlich',
      'Nur per SMS',
      'Nur auf Verlangen des Kunden und gegen Gebühr',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die IDD sieht Papier als Grundform vor, die Information ist kostenlos, klar und in der Amtssprache zu erteilen. Ein anderer dauerhafter Datenträger oder eine Website ist zulässig, wenn die gesetzlichen Voraussetzungen, etwa die Wahl des Kunden, erfüllt sind.',
    source: 'Art. 23 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-205',
    text: 'Welchen allgemeinen Grundsatz stellt die IDD für jeden Versicherungsvertreiber auf?',
    answers: [
      'Ehrlich, redlich und professionell im bestmöglichen Interesse der Kunden zu handeln',
      'Möglichst viele Verträge je Kunde abzuschließen',
      'Nur Produkte des größten Versicherers anzubieten',
      'Kundenbeschwerden an die FMA weiterzuleiten',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Art. 17 IDD verpflichtet Versicherer und Vermittler, stets ehrlich, redlich und professionell im bestmöglichen Interesse ihrer Kunden zu handeln. Daraus folgt u. a., dass die Vergütung nicht zu Empfehlungen gegen das Kundeninteresse verleiten darf.',
    source: 'Art. 17 Abs. 1 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-206',
    text: 'Worüber muss ein Versicherungsvermittler den Kunden in Bezug auf seine Vergütung vor Vertragsabschluss informieren?',
    answers: [
      'Über die Art der Vergütung, z. B. Honorar, Provision oder eine Kombination',
      'Über die genaue Höhe seines Jahresgewinns',
      'Über die Vergütung seiner Mitbewerber',
      'Über gar nichts, die Vergütung ist Geschäftsgeheimnis',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Der Kunde soll Interessenkonflikte erkennen können. Deshalb muss der Vermittler offenlegen, ob er ein Honorar vom Kunden, eine in der Prämie enthaltene Provision, eine andere Vergütung oder eine Kombination erhält.',
    source: 'Art. 19 Abs. 1 lit. d und e IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-207',
    text: 'Wer ist nach der IDD ein Versicherungsvermittler in Nebentätigkeit?',
    answers: [
      'Wer Versicherungen als Ergänzung zu Waren oder Dienstleistungen seiner Haupttätigkeit vertreibt, z. B. ein Reisebüro',
      'Jeder Versicherungsmakler mit weniger als zehn Kunden',
      'Ein angestellter Innendienstmitarbeiter eines Versicherers',
      'Ein Rückversicherungsmakler',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Vermittler in Nebentätigkeit üben als Haupttätigkeit einen anderen Beruf aus und vertreiben Versicherungen nur ergänzend zu ihren Waren oder Dienstleistungen. Für sie gelten teilweise erleichterte Anforderungen, Beispiele sind Reisebüros oder Autohändler.',
    source: 'Art. 2 Abs. 1 Nr. 4 IDD (RL (EU) 2016/97)',
  },
];
