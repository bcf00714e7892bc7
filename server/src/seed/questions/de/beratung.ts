import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-beratung' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-beratung-001',
    text: 'Was muss ein Versicherungsvermittler nach § 61 VVG vor Abschluss eines Vertrags tun?',
    answers: [
      'Wünsche und Bedürfnisse erfragen, beraten und die Gründe für jeden Rat angeben',
      'Ausschließlich das günstigste Produkt am Markt anbieten',
      'Nur die Versicherungsbedingungen aushändigen',
      'Eine Bonitätsprüfung des Kunden durchführen',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 61 Abs. 1 VVG verpflichtet den Vermittler, den Kunden nach seinen Wünschen und Bedürfnissen zu befragen, ihn zu beraten und die Gründe für jeden Rat anzugeben, soweit Schwierigkeit des Produkts oder Person und Situation des Kunden Anlass geben. Das Ergebnis ist unter Berücksichtigung der Komplexität des Vertrags zu dokumentieren.',
    source: '§ 61 Abs. 1 VVG',
  },
  {
    key: 'de-beratung-002',
    text: 'In welcher Form sind Rat und Gründe nach § 62 VVG grundsätzlich vor Vertragsschluss zu übermitteln?',
    answers: [
      'Klar und verständlich in Textform',
      'Notariell beurkundet',
      'Ausschließlich mündlich',
      'Als Videoaufzeichnung',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 62 Abs. 1 VVG verlangt, dass dem Versicherungsnehmer Rat, Gründe und die Statusinformationen vor Vertragsschluss klar und verständlich in Textform übermittelt werden. So kann der Kunde die Beratung vor seiner Entscheidung nachlesen.',
    source: '§ 62 Abs. 1 VVG',
  },
  {
    key: 'de-beratung-003',
    text: 'Wann dürfen die Beratungsinformationen nach § 62 VVG ausnahmsweise erst nach Vertragsschluss in Textform übermittelt werden?',
    answers: [
      'Wenn der Kunde es wünscht oder vorläufige Deckung gewährt wird; dann unverzüglich danach',
      'Wenn der Vermittler unter Zeitdruck steht',
      'Bei allen Verträgen mit einer Jahresprämie unter 500 €',
      'Eine nachträgliche Übermittlung ist in keinem Fall zulässig',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Nach § 62 Abs. 2 VVG dürfen die Informationen mündlich gegeben werden, wenn der Versicherungsnehmer dies wünscht oder der Versicherer vorläufige Deckung gewährt. Sie sind dann unverzüglich nach Vertragsschluss in Textform nachzureichen.',
    source: '§ 62 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-004',
    text: 'Wie kann ein Kunde wirksam auf Beratung und Dokumentation verzichten?',
    answers: [
      'Durch gesonderte schriftliche Erklärung mit ausdrücklichem Hinweis auf mögliche Nachteile',
      'Durch eine mündliche Erklärung am Telefon',
      'Durch ein Kreuz in den Allgemeinen Versicherungsbedingungen',
      'Ein Verzicht ist gesetzlich ausgeschlossen',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 6 Abs. 3 und § 61 Abs. 2 VVG ist ein Verzicht nur durch eine gesonderte schriftliche Erklärung wirksam, in der ausdrücklich darauf hingewiesen wird, dass er die Durchsetzung von Schadensersatzansprüchen wegen fehlerhafter Beratung erschweren kann. Eine vorformulierte Klausel im Antrag oder ein mündlicher Verzicht genügt nicht; nur im Fernabsatz lässt § 6 Abs. 3 Satz 2 VVG Textform zu.',
    source: '§ 6 Abs. 3, § 61 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-005',
    text: 'Wann hat der Versicherer nach § 6 Abs. 6 VVG keine eigene Beratungspflicht?',
    answers: [
      'Wenn der Vertrag von einem Versicherungsmakler vermittelt wird',
      'Bei jeder Lebensversicherung',
      'Wenn der Kunde Verbraucher ist',
      'Wenn ein Ausschließlichkeitsvertreter den Vertrag vermittelt',
    ],
    categories: ['de-beratung', 'de-maklerrecht'],
    coins: 2,
    explanation:
      '§ 6 Abs. 6 VVG nimmt den Versicherer von den Beratungspflichten aus, wenn der Vertrag von einem Versicherungsmakler vermittelt wird, denn dann berät der Makler nach § 61 VVG umfassend im Lager des Kunden. Dasselbe gilt für Verträge über Großrisiken.',
    source: '§ 6 Abs. 6 VVG',
  },
  {
    key: 'de-beratung-006',
    text: 'Was ist das IPID?',
    answers: [
      'Ein standardisiertes Produktinformationsblatt für Versicherungen außerhalb der Lebensversicherung',
      'Die Identifikationsnummer eines Vermittlers im Register',
      'Ein internes Prüfprotokoll der BaFin',
      'Ein Formular zur Kfz-Zulassung',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Das IPID (Insurance Product Information Document) ist das nach Art. 20 Abs. 5 IDD vorgeschriebene standardisierte Informationsblatt für Nichtlebensversicherungsprodukte. Aufbau und Piktogramme legt die Durchführungsverordnung (EU) 2017/1469 fest.',
    source: 'Art. 20 Abs. 5–8 IDD; DVO (EU) 2017/1469',
  },
  {
    key: 'de-beratung-007',
    text: 'Was gehört bei Versicherungsanlageprodukten NICHT zur Geeignetheitsprüfung nach § 7c VVG?',
    answers: [
      'Die Religionszugehörigkeit des Kunden',
      'Kenntnisse und Erfahrungen im Anlagebereich',
      'Finanzielle Verhältnisse einschließlich der Fähigkeit, Verluste zu tragen',
      'Anlageziele einschließlich der Risikotoleranz',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      '§ 7c Abs. 1 VVG verlangt für die Geeignetheitsprüfung Angaben zu Kenntnissen und Erfahrungen im Anlagebereich, zu den finanziellen Verhältnissen einschließlich der Verlusttragfähigkeit und zu den Anlagezielen einschließlich der Risikotoleranz. Die Religionszugehörigkeit gehört nicht dazu und wäre als besonderes Datum nach Art. 9 DSGVO auch nicht erforderlich.',
    source: '§ 7c Abs. 1 VVG',
  },
  {
    key: 'de-beratung-008',
    text: 'Welche gesetzliche Form wahrt eine E-Mail, in der der Erklärende genannt ist?',
    answers: [
      'Die Textform nach § 126b BGB',
      'Die Schriftform nach § 126 BGB',
      'Die notarielle Beurkundung',
      'Keine gesetzliche Form',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Textform nach § 126b BGB verlangt eine lesbare Erklärung, in der die Person des Erklärenden genannt ist, auf einem dauerhaften Datenträger – das erfüllt eine E-Mail. Die Schriftform nach § 126 BGB bräuchte dagegen eine eigenhändige Unterschrift oder eine qualifizierte elektronische Signatur.',
    source: '§ 126b BGB',
  },
  {
    key: 'de-beratung-009',
    text: 'Welche Schlichtungsstelle ist für Beschwerden von Verbrauchern gegen private Krankenversicherer zuständig?',
    answers: [
      'Der Ombudsmann Private Kranken- und Pflegeversicherung',
      'Der Versicherungsombudsmann e. V.',
      'Das Bundessozialgericht',
      'Der Deutsche Industrie- und Handelskammertag',
    ],
    categories: ['de-beratung', 'de-kranken'],
    coins: 1,
    explanation:
      'Für Streitigkeiten mit privaten Kranken- und Pflegeversicherern ist der Ombudsmann Private Kranken- und Pflegeversicherung zuständig, eine anerkannte Verbraucherschlichtungsstelle. Der Versicherungsombudsmann e. V. behandelt die übrigen Sparten.',
    source: '§ 214 VVG; VSBG',
  },
  {
    key: 'de-beratung-010',
    text: 'Bis zu welchem Beschwerdewert entscheidet der Versicherungsombudsmann für den Versicherer verbindlich?',
    answers: ['Bis 10.000 €', 'Bis 1.000 €', 'Bis 50.000 €', 'Bis 100.000 €'],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Nach der Verfahrensordnung des Versicherungsombudsmanns ist seine Entscheidung bis zu einem Beschwerdewert von 10.000 € für den Versicherer bindend, nicht aber für den Verbraucher. Bis 100.000 € gibt er nur eine unverbindliche Empfehlung ab.',
    source: 'Verfahrensordnung des Versicherungsombudsmanns (VomVO)',
  },
  {
    key: 'de-beratung-011',
    text: 'Welche Aussage zum Verfahren beim Versicherungsombudsmann ist NICHT zutreffend?',
    answers: [
      'Das Verfahren ist für Verbraucher kostenpflichtig',
      'Während des Verfahrens ist die Verjährung gehemmt',
      'Der Verbraucher kann anschließend noch die Gerichte anrufen',
      'Auch Beschwerden über Versicherungsvermittler sind möglich',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Das Schlichtungsverfahren beim Versicherungsombudsmann ist für Verbraucher kostenfrei; genau deshalb ist es für Kunden attraktiv. Die Verjährung ist währenddessen gehemmt (§ 204 Abs. 1 Nr. 4 BGB), der Rechtsweg bleibt offen, und auch Beschwerden über Vermittler werden behandelt.',
    source: 'Verfahrensordnung des Versicherungsombudsmanns (VomVO); § 214 VVG',
  },
  {
    key: 'de-beratung-012',
    text: 'Was legt ein Versicherer im Produktfreigabeverfahren (POG) u. a. fest?',
    answers: [
      'Den Zielmarkt, also für welche Kundengruppe das Produkt bestimmt ist',
      'Die Bonität jedes einzelnen Vermittlers',
      'Die Steuerklasse des Kunden',
      'Die Typklasse eines Fahrzeugs',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Nach § 23 Abs. 1a VAG müssen Versicherer, die Produkte konzipieren, ein Produktfreigabeverfahren unterhalten und für jedes Produkt einen Zielmarkt festlegen. Die Einzelheiten regelt die Delegierte Verordnung (EU) 2017/2358; Vermittler müssen die Zielmarktinformationen beim Vertrieb beachten.',
    source: '§ 23 Abs. 1a VAG; Delegierte VO (EU) 2017/2358',
  },
  {
    key: 'de-beratung-013',
    text: 'Welches Vertragsschlussmodell ist seit der VVG-Reform 2008 nicht mehr zulässig?',
    answers: [
      'Das Policenmodell, bei dem Informationen erst mit dem Versicherungsschein kommen',
      'Das Antragsmodell',
      'Das Invitatiomodell',
      'Der Vertragsschluss nach vorheriger Information in Textform',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 7 Abs. 1 VVG verlangt, dass Vertragsbestimmungen und Informationen dem Versicherungsnehmer rechtzeitig vor Abgabe seiner Vertragserklärung in Textform übermittelt werden. Das frühere Policenmodell nach § 5a VVG a. F., bei dem die Unterlagen erst mit dem Versicherungsschein kamen, ist damit seit 2008 entfallen.',
    source: '§ 7 Abs. 1 VVG',
  },
];
