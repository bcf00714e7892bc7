import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-aufsicht. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-aufsicht-001',
    text: 'Welche Behörde beaufsichtigt private Versicherungsunternehmen in der Schweiz?',
    answers: [
      'Die Eidgenössische Finanzmarktaufsicht (FINMA)',
      'Das Bundesamt für Gesundheit (BAG)',
      'Das Staatssekretariat für Wirtschaft (SECO)',
      'Die Schweizerische Nationalbank (SNB)',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA beaufsichtigt als unabhängige Behörde Banken, Versicherungen und weitere Finanzinstitute. Für private Versicherungsunternehmen übt sie die Aufsicht nach dem VAG aus.',
    source: 'Art. 1 und 6 FINMAG',
  },
  {
    key: 'ch-aufsicht-002',
    text: 'Welche Erlasse bilden die Grundlage der Versicherungsaufsicht in der Schweiz?',
    answers: [
      'Das Versicherungsaufsichtsgesetz (VAG) und die Aufsichtsverordnung (AVO)',
      'Das VVG und das Obligationenrecht',
      'Das KVG und das UVG',
      'Das FIDLEG und das FINIG',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Das Versicherungsaufsichtsgesetz legt die Grundsätze der Aufsicht fest, die Aufsichtsverordnung des Bundesrats konkretisiert sie. Hinzu kommen Verordnungen und Rundschreiben der FINMA.',
    source: 'VAG (SR 961.01); AVO (SR 961.011)',
  },
  {
    key: 'ch-aufsicht-003',
    text: 'Welche Versicherungsvermittler sind seit dem 1. Januar 2024 im Register der FINMA eingetragen?',
    answers: [
      'Die ungebundenen Versicherungsvermittler',
      'Alle Vermittler einschliesslich der Agenten',
      'Nur juristische Personen',
      'Keine, das Register wurde abgeschafft',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Seit der VAG-Revision, in Kraft seit 1. Januar 2024, müssen sich nur noch ungebundene Versicherungsvermittler im Register der FINMA eintragen lassen. Für gebundene Vermittler gibt es keine Registerpflicht mehr.',
    source: 'Art. 41 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-004',
    text: 'Wann gilt ein Versicherungsvermittler nach dem revidierten VAG als ungebunden?',
    answers: [
      'Wenn er zum Kunden in einem Treueverhältnis steht und in dessen Interesse handelt',
      'Sobald er für mindestens drei Versicherer arbeitet',
      'Sobald er selbständig erwerbend ist',
      'Sobald er mehr als 100 Kunden betreut',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Ungebunden ist ein Vermittler, der in einem Treueverhältnis zum Versicherungsnehmer steht und in dessen Interesse handelt. Alle anderen Vermittler gelten als gebunden, unabhängig von der Zahl der Versicherer.',
    source: 'Art. 40 Abs. 2 VAG',
  },
  {
    key: 'ch-aufsicht-005',
    text: 'Was verlangt Art. 43 VAG von Versicherungsvermittlern?',
    answers: [
      'Eine ausreichende Aus- und Weiterbildung',
      'Ein Mindestkapital von einer Million Franken',
      'Einen Geschäftssitz in Bern',
      'Die Mitgliedschaft im Schweizerischen Versicherungsverband',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Versicherungsvermittler müssen über ausreichende Aus- und Weiterbildung verfügen, um ihre Tätigkeit fachgerecht auszuüben. Die Anforderungen werden durch Branchenstandards konkretisiert.',
    source: 'Art. 43 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-006',
    text: 'Wie werden gebundene Versicherungsvermittler nach dem revidierten VAG hauptsächlich beaufsichtigt?',
    answers: [
      'Indirekt über die Versicherungsunternehmen, für die sie tätig sind',
      'Durch laufende Vor-Ort-Prüfungen der FINMA bei jedem Vermittler',
      'Durch die kantonalen Gebäudeversicherungen',
      'Gar nicht, für sie gelten keine Regeln',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Für gebundene Vermittler tragen die Versicherungsunternehmen die Verantwortung, die ihrerseits von der FINMA beaufsichtigt werden. Die FINMA beaufsichtigt gebundene Vermittler also in erster Linie indirekt.',
    source: 'Art. 40 ff. VAG',
  },
  {
    key: 'ch-aufsicht-007',
    text: 'Wofür stand „Cicero“ in der Schweizer Versicherungsbranche?',
    answers: [
      'Für ein Register und Gütesiegel für die Weiterbildung von Versicherungsvermittlern',
      'Für ein Bonus-Malus-System der Motorfahrzeugversicherung',
      'Für eine Krankenkasse der Grundversicherung',
      'Für eine Steuerregel der Säule 3a',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Cicero ist ein Register der Versicherungsbranche, in dem Vermittler ihre Weiterbildung mit Credits nachweisen und ein Gütesiegel erhalten. Es macht die Weiterbildungspflicht für Kunden sichtbar.',
    source: 'Reglement Cicero (Berufsbildungsverband der Versicherungswirtschaft VBV)',
  },
  {
    key: 'ch-aufsicht-008',
    text: 'Welche Angabe gehört NICHT zu den Informationspflichten des Versicherungsvermittlers nach Art. 45 VAG?',
    answers: [
      'Sein privates Vermögen',
      'Sein Name und seine Adresse',
      'Ob er gebunden oder ungebunden tätig ist',
      'Seine Vertragsbeziehungen zu Versicherungsunternehmen',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Art. 45 VAG verlangt Angaben u. a. zu Name und Adresse des Vermittlers, zu seiner Stellung als gebunden oder ungebunden, zu Ausbildung, Entschädigungen und zum Umgang mit Personendaten. Das Privatvermögen gehört nicht dazu.',
    source: 'Art. 45 VAG',
  },
  {
    key: 'ch-aufsicht-009',
    text: 'Welche Voraussetzungen müssen ungebundene Vermittler für die Registrierung u. a. erfüllen?',
    answers: [
      'Ausreichende fachliche Qualifikation und eine Berufshaftpflichtversicherung oder gleichwertige Sicherheit',
      'Ein abgeschlossenes Hochschulstudium',
      'Einen Wohnsitz im Kanton Zürich',
      'Mindestens zehn Jahre Berufserfahrung als Agent',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Ins Register wird nur eingetragen, wer die Aus- und Weiterbildungsanforderungen erfüllt und eine Berufshaftpflichtversicherung oder gleichwertige Sicherheit nachweist. Die Eintragung ist Voraussetzung für die Tätigkeit als ungebundener Vermittler.',
    source: 'Art. 41 Abs. 2 VAG',
  },
  {
    key: 'ch-aufsicht-010',
    text: 'Wie heisst die Ombudsstelle für Streitigkeiten mit Privatversicherern in der Schweiz?',
    answers: [
      'Ombudsman der Privatversicherung und der Suva',
      'Versicherungsombudsmann e. V.',
      'Schlichtungsstelle der FINMA',
      'Eidgenössisches Versicherungsgericht',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Für Streitigkeiten mit Privatversicherern und der Suva steht die Stiftung Ombudsman der Privatversicherung und der Suva zur Verfügung. Sie vermittelt kostenlos, kann aber keine verbindlichen Entscheide fällen.',
    source: 'Stiftung Ombudsman der Privatversicherung und der Suva',
  },
  {
    key: 'ch-aufsicht-011',
    text: 'Was verlangt das revidierte VAG beim Anbieten qualifizierter Lebensversicherungen (mit Anlagecharakter)?',
    answers: [
      'U. a. ein Basisinformationsblatt und eine Eignungs- bzw. Angemessenheitsprüfung',
      'Eine Bewilligung der FINMA für jeden Einzelvertrag',
      'Eine ärztliche Gesundheitsprüfung in jedem Fall',
      'Keine besonderen Pflichten',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 2,
    explanation:
      'Für qualifizierte Lebensversicherungen mit Anlagecharakter gelten seit 2024 besondere Verhaltensregeln. Dazu gehören ein Basisinformationsblatt sowie die Prüfung der Angemessenheit oder Eignung für den Kunden.',
    source: 'Art. 39a ff. VAG',
  },
  {
    key: 'ch-aufsicht-012',
    text: 'Wofür steht die Abkürzung AVO im Schweizer Versicherungsrecht?',
    answers: [
      'Aufsichtsverordnung',
      'Allgemeine Versicherungsordnung',
      'Alters- und Vorsorgeordnung',
      'Amtliche Vermittlerordnung',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'AVO steht für die Verordnung über die Beaufsichtigung von privaten Versicherungsunternehmen, kurz Aufsichtsverordnung. Sie konkretisiert das VAG, etwa zu Solvenz, Elementarschadenversicherung und Rechtsschutz.',
    source: 'AVO (SR 961.011)',
  },
  {
    key: 'ch-aufsicht-013',
    text: 'Was ist NICHT Aufgabe der FINMA?',
    answers: [
      'Die Genehmigung der Prämien der obligatorischen Krankenpflegeversicherung',
      'Die Bewilligung privater Versicherungsunternehmen',
      'Die Führung des Registers für ungebundene Versicherungsvermittler',
      'Die Überwachung der Solvenz privater Versicherer',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Die Prämientarife der obligatorischen Krankenpflegeversicherung genehmigt das Bundesamt für Gesundheit als Aufsichtsbehörde nach dem KVAG. Die FINMA beaufsichtigt dagegen die Zusatzversicherungen und die Privatversicherer.',
    source: 'KVAG (SR 832.12); FINMAG',
  },
  {
    key: 'ch-aufsicht-014',
    text: 'Was ist der Swiss Solvency Test (SST)?',
    answers: [
      'Das risikobasierte Solvenzregime der FINMA für Versicherungsunternehmen',
      'Die Branchenprüfung für Versicherungsvermittler',
      'Ein Bonus-Malus-System der Motorfahrzeugversicherung',
      'Eine Steuer auf Versicherungsprämien',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Der SST ist das risikobasierte Solvenzregime der Schweiz: Versicherer müssen über genügend risikotragendes Kapital verfügen, um die Risiken eines Jahres mit hoher Sicherheit zu tragen. Er gilt als gleichwertig mit Solvency II.',
    source: 'Art. 9 VAG',
  },
  {
    key: 'ch-aufsicht-015',
    text: 'Wie heisst der anerkannte Branchenabschluss für Versicherungsvermittler in der Schweiz?',
    answers: [
      'Versicherungsvermittler/-in VBV',
      'Geprüfter Fachmann für Versicherungsvermittlung IHK',
      'Certified Insurance Broker FINMA',
      'Eidgenössischer Vermittler SVV',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die Branchenprüfung „Versicherungsvermittler/-in VBV“ ist der anerkannte Grundabschluss für Vermittler in der Schweiz. Sie erfüllt die Ausbildungsanforderungen, die die Branche als Mindeststandard festgelegt hat.',
    source: 'Reglement der Branchenprüfung Versicherungsvermittler/-in VBV',
  },
  {
    key: 'ch-aufsicht-016',
    text: 'Gilt die Aus- und Weiterbildungspflicht nach dem revidierten VAG auch für gebundene Versicherungsvermittler?',
    answers: [
      'Ja, sie gilt für gebundene und ungebundene Vermittler',
      'Nein, nur für ungebundene Vermittler',
      'Nein, nur für Vermittler von Lebensversicherungen',
      'Nein, die Pflicht wurde 2024 abgeschafft',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Art. 43 VAG gilt für alle Versicherungsvermittler, also gebundene und ungebundene. Nur die Registerpflicht ist auf ungebundene Vermittler beschränkt.',
    source: 'Art. 43 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-201',
    text: 'Was braucht ein Versicherungsunternehmen, das in der Schweiz die Versicherungstätigkeit aufnehmen will?',
    answers: [
      'Eine Bewilligung der FINMA',
      'Nur einen Eintrag im Handelsregister',
      'Eine Bewilligung des Bundesamts für Gesundheit',
      'Die Mitgliedschaft im Schweizerischen Versicherungsverband',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Versicherungsunternehmen bedürfen für die Aufnahme der Versicherungstätigkeit einer Bewilligung der FINMA. Sie wird nur erteilt, wenn u. a. Kapital, Organisation und Geschäftsplan den Anforderungen des VAG genügen.',
    source: 'Art. 3 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-202',
    text: 'Wozu dient das gebundene Vermögen eines Versicherungsunternehmens nach dem VAG?',
    answers: [
      'Zur Sicherstellung der Ansprüche aus Versicherungsverträgen',
      'Zur Finanzierung der FINMA',
      'Zur Auszahlung von Dividenden an die Aktionäre',
      'Zur Deckung der Vermittlerprovisionen',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Das gebundene Vermögen stellt sicher, dass die Forderungen der Versicherten auch bei Zahlungsunfähigkeit des Versicherers erfüllt werden. Im Konkurs haben die Versicherten darauf ein Vorrecht.',
    source: 'Art. 17 VAG',
  },
  {
    key: 'ch-aufsicht-203',
    text: 'Welche Aussage zu ungebundenen Versicherungsvermittlern ist NICHT zutreffend?',
    answers: [
      'Sie dürfen ohne Eintrag im FINMA-Register tätig sein',
      'Sie stehen in einem Treueverhältnis zum Versicherungsnehmer',
      'Sie müssen ausreichend aus- und weitergebildet sein',
      'Sie müssen eine Berufshaftpflichtversicherung oder gleichwertige Sicherheit haben',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Ungebundene Vermittler müssen sich seit 2024 vor Aufnahme ihrer Tätigkeit im FINMA-Register eintragen lassen. Die übrigen Aussagen beschreiben zutreffend ihre Stellung und die Eintragungsvoraussetzungen.',
    source: 'Art. 40 Abs. 2 und Art. 41 VAG',
  },
  {
    key: 'ch-aufsicht-204',
    text: 'In welchem Gesetz ist das Verhältnis zwischen Versicherer und Versicherungsnehmer im Privatversicherungsrecht geregelt, im Unterschied zur Aufsicht?',
    answers: [
      'Im Versicherungsvertragsgesetz (VVG)',
      'Im Versicherungsaufsichtsgesetz (VAG)',
      'Im Finanzmarktaufsichtsgesetz (FINMAG)',
      'Im Bundesgesetz über die Krankenversicherung (KVG)',
    ],
    categories: ['ch-aufsicht', 'ch-vvg'],
    coins: 1,
    explanation:
      'Das VVG regelt als Privatrecht die Rechte und Pflichten der Vertragsparteien. Das VAG ist öffentliches Aufsichtsrecht und bestimmt, unter welchen Voraussetzungen Versicherer und Vermittler tätig sein dürfen.',
    source: 'VVG (SR 221.229.1); VAG (SR 961.01)',
  },
  {
    key: 'ch-aufsicht-205',
    text: 'Wie finanziert sich die FINMA?',
    answers: [
      'Über Gebühren und Aufsichtsabgaben der Beaufsichtigten',
      'Ausschliesslich über Steuern des Bundes',
      'Über Anteile an den Versicherungsprämien der Kunden',
      'Über Bussen gegen Versicherer',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA erhebt für Verfügungen und Dienstleistungen Gebühren und von den Beaufsichtigten jährlich eine Aufsichtsabgabe. Damit finanziert sie sich unabhängig vom Bundeshaushalt.',
    source: 'Art. 15 FINMAG',
  },
  {
    key: 'ch-aufsicht-206',
    text: 'Welche Aussage zum Schweizerischen Versicherungsverband (SVV) trifft zu?',
    answers: [
      'Er ist der Branchenverband der Privatversicherer, keine Aufsichtsbehörde',
      'Er erteilt die Bewilligung für Versicherungsunternehmen',
      'Er führt das Register der ungebundenen Vermittler',
      'Er genehmigt die Prämien der Grundversicherung',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Der SVV vertritt die Interessen der privaten Versicherungswirtschaft und erlässt Branchenempfehlungen. Bewilligung und Vermittlerregister liegen dagegen bei der FINMA.',
    source: 'Art. 3 und 41 VAG; Statuten des SVV',
  },
  {
    key: 'ch-aufsicht-207',
    text: 'Wo können Kunden prüfen, ob ein ungebundener Versicherungsvermittler registriert ist?',
    answers: [
      'Im öffentlich einsehbaren Vermittlerregister der FINMA',
      'Nur beim Handelsregister des Kantons',
      'Im Grundbuch',
      'Beim Betreibungsamt',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA führt ein Register der ungebundenen Versicherungsvermittler, das öffentlich zugänglich ist. Kunden können so vor der Zusammenarbeit prüfen, ob der Vermittler die gesetzlichen Voraussetzungen erfüllt.',
    source: 'Art. 41 VAG',
  },
];
