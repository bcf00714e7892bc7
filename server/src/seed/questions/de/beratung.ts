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
      'Nach § 6 Abs. 3 und § 61 Abs. 2 VVG ist ein Verzicht nur durch eine gesonderte schriftliche Erklärung wirksam, in der ausdrücklich darauf hingewiesen wird, dass er die Durchsetzung von Schadensersatzansprüchen wegen fehlerhafter Beratung erschweren kann. Eine vorformulierte Klausel im Antrag oder ein mündlicher Verzicht genügt nicht.',
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
  },
  {
    key: 'de-beratung-010',
    text: 'Bis zu welchem Beschwerdewert entscheidet der Versicherungsombudsmann für den Versicherer verbindlich?',
    answers: ['Bis 10.000 €', 'Bis 1.000 €', 'Bis 50.000 €', 'Bis 100.000 €'],
    categories: ['de-beratung'],
    coins: 2,
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
