import type { Country } from '../../../src/shared/api/constants';

/**
 * Material for the seeded news articles: topics of the insurance trade per country, each with a subject, an
 * opening sentence and three facts; angles give the headline its second half and the article its closing
 * sentence. Every headline is a topic's subject with one of the angles, so the articles read differently
 * while staying plausible. All of it is invented for the demo.
 */

/** What a topic is about, which decides the headline angles that suit it. */
export type TopicKind = 'rule' | 'product' | 'market';

export interface Topic {
  /** Short label in the thumbnail. */
  tag: string;
  kind: TopicKind;
  subject: string;
  lead: string;
  facts: readonly [string, string, string];
}

export interface NewsCountry {
  regulator: string;
  association: string;
  topics: readonly Topic[];
}

export interface Angle {
  headline: string;
  /** The kinds of topic this angle suits; every kind when absent. */
  fits?: readonly TopicKind[];
  sentence: (country: NewsCountry) => string;
}

export const ANGLES: readonly Angle[] = [
  {
    headline: 'Was Vermittler jetzt wissen müssen',
    sentence: () =>
      'Für die Beratungspraxis heißt das: Kundinnen und Kunden aktiv ansprechen und jedes Gespräch sauber dokumentieren.',
  },
  {
    headline: 'Branchenverband legt Zahlen vor',
    sentence: (c) =>
      `Der ${c.association} erwartet, dass das Thema die Branche noch über Monate beschäftigen wird.`,
  },
  {
    headline: 'Aufsicht kündigt Prüfungen an',
    fits: ['rule'],
    sentence: (c) =>
      `Die ${c.regulator} will die Umsetzung in den kommenden Monaten stichprobenartig prüfen.`,
  },
  {
    headline: 'Umfrage unter Maklern',
    sentence: () =>
      'In einer Umfrage unter rund 400 Vermittlern gab mehr als die Hälfte an, das Thema regelmäßig im Kundengespräch anzusprechen.',
  },
  {
    headline: 'Experten sehen Nachholbedarf',
    sentence: () => 'Fachleute sehen bei Beratung und Absicherung noch deutlichen Nachholbedarf.',
  },
  {
    headline: 'Neue Tarife am Markt',
    fits: ['product'],
    sentence: () =>
      'Mehrere Versicherer haben ihre Tarife bereits angepasst, andere wollen im nächsten Quartal nachziehen.',
  },
  {
    headline: 'Die wichtigsten Fragen und Antworten',
    sentence: () =>
      'Wir haben die häufigsten Fragen aus der Vermittlerpraxis zusammengetragen und beantwortet.',
  },
  {
    headline: 'Stimmen aus der Praxis',
    sentence: () =>
      'Vermittlerinnen und Vermittler berichten von einem deutlich gestiegenen Beratungsbedarf.',
  },
  {
    headline: 'Anbieter rüsten auf',
    fits: ['product', 'market'],
    sentence: () => 'Die Anbieter investieren kräftig, um bei dem Thema nicht den Anschluss zu verlieren.',
  },
];

/** Topics every country has, worded for its regulator and laws. */
const shared = (regulator: string, contractLaw: string): Topic[] => [
  {
    tag: 'IDD',
    kind: 'rule',
    subject: 'Weiterbildungspflicht nach IDD',
    lead: 'Versicherungsvermittler müssen jährlich mindestens 15 Stunden Weiterbildung nachweisen.',
    facts: [
      'Anerkannt werden Präsenzseminare ebenso wie selbstgesteuertes Lernen mit Lernerfolgskontrolle.',
      'Wer die Stunden nicht belegen kann, riskiert bei einer Prüfung Beanstandungen.',
      'Viele Vermittler sammeln ihre Stunden inzwischen gleichmäßig über das Jahr statt kurz vor dem Stichtag.',
    ],
  },
  {
    tag: 'Cyber',
    kind: 'product',
    subject: 'Cyberversicherung für KMU',
    lead: 'Die Zahl der gemeldeten Cyberangriffe auf kleine und mittlere Unternehmen ist erneut gestiegen.',
    facts: [
      'Versicherer verlangen vor Vertragsschluss zunehmend Nachweise über Back-ups und Zwei-Faktor-Anmeldung.',
      'Die Schadenhöhe wird vor allem von Betriebsunterbrechungen getrieben, nicht von Lösegeldzahlungen.',
      'Viele Policen enthalten inzwischen Soforthilfe durch IT-Forensiker rund um die Uhr.',
    ],
  },
  {
    tag: 'Elementar',
    kind: 'product',
    subject: 'Elementarschäden',
    lead: 'Starkregen, Hochwasser und Hagel haben im vergangenen Jahr Schäden in Milliardenhöhe verursacht.',
    facts: [
      'Nur ein Teil der Wohngebäude ist gegen Elementarschäden versichert.',
      'Versicherer fordern mehr Prävention und ein Bauverbot in besonders gefährdeten Lagen.',
      'Die Beratungspflicht zum Elementarschutz rückt bei Neuabschlüssen in den Mittelpunkt.',
    ],
  },
  {
    tag: 'BU',
    kind: 'product',
    subject: 'Berufsunfähigkeitsversicherung',
    lead: 'Psychische Erkrankungen sind weiterhin die häufigste Ursache für eine Berufsunfähigkeit.',
    facts: [
      'Neue Tarife bieten vereinfachte Gesundheitsfragen für Berufseinsteiger.',
      'Die Leistungsquote der Versicherer liegt nach Branchenangaben bei rund drei Vierteln der Anträge.',
      'Verbraucherschützer raten, die Gesundheitsfragen vollständig und wahrheitsgemäß zu beantworten.',
    ],
  },
  {
    tag: 'Aufsicht',
    kind: 'rule',
    subject: `${regulator} zum Vertrieb`,
    lead: `Die ${regulator} hat ihre Erwartungen an die Produktüberwachung und den Vertrieb konkretisiert.`,
    facts: [
      'Im Fokus stehen Kostenstrukturen und der tatsächliche Kundennutzen von Produkten.',
      'Vermittler sollen Zielmarkt und Beratung nachvollziehbar aufeinander abstimmen.',
      'Auffälligkeiten bei Stornoquoten sollen früher erkannt werden.',
    ],
  },
  {
    tag: 'Kfz',
    kind: 'product',
    subject: 'Kfz-Versicherung',
    lead: 'Höhere Ersatzteil- und Werkstattkosten treiben die Schadenaufwände in der Kfz-Versicherung.',
    facts: [
      'Viele Versicherer haben die Beiträge zum Jahreswechsel angehoben.',
      'Telematik-Tarife gewinnen langsam an Bedeutung, vor allem bei jungen Fahrern.',
      'Reparaturen von Elektrofahrzeugen sind im Schnitt teurer als bei Verbrennern.',
    ],
  },
  {
    tag: 'KI',
    kind: 'market',
    subject: 'Künstliche Intelligenz im Schadenmanagement',
    lead: 'Immer mehr Versicherer setzen künstliche Intelligenz bei der Bearbeitung von Schadenmeldungen ein.',
    facts: [
      'Einfache Glasschäden werden teils binnen Minuten reguliert.',
      'Datenschützer mahnen Transparenz bei automatisierten Entscheidungen an.',
      'Betrugsmuster lassen sich mit lernenden Systemen früher erkennen.',
    ],
  },
  {
    tag: 'Nachhaltig',
    kind: 'rule',
    subject: 'Nachhaltigkeitspräferenzen in der Beratung',
    lead: 'Die Abfrage von Nachhaltigkeitspräferenzen ist fester Bestandteil der Anlageberatung geworden.',
    facts: [
      'Viele Kunden können mit den Fachbegriffen der Abfrage wenig anfangen.',
      'Produktgeber erweitern ihr Angebot an nachhaltigen Fondsoptionen.',
      'Fachleute empfehlen, die Präferenzen verständlich zu erklären und zu protokollieren.',
    ],
  },
  {
    tag: 'Recht',
    kind: 'rule',
    subject: `Rechtsprechung zum ${contractLaw}`,
    lead: `Ein Urteil zur vorvertraglichen Anzeigepflicht nach ${contractLaw} sorgt in der Branche für Diskussionen.`,
    facts: [
      'Das Gericht stellte klar, dass unklare Antragsfragen zulasten des Versicherers gehen.',
      'Versicherer prüfen nun ihre Antragsformulare.',
      'Für Vermittler unterstreicht das Urteil die Bedeutung einer gründlichen Risikoerfassung.',
    ],
  },
  {
    tag: 'Pflege',
    kind: 'product',
    subject: 'Pflegevorsorge',
    lead: 'Die Eigenanteile in der stationären Pflege sind erneut gestiegen.',
    facts: [
      'Private Pflegezusatzversicherungen werden häufiger nachgefragt.',
      'Viele Kunden unterschätzen die Versorgungslücke im Pflegefall deutlich.',
      'Anbieter werben mit Tarifen ohne Gesundheitsprüfung für Angehörige.',
    ],
  },
  {
    tag: 'Digital',
    kind: 'market',
    subject: 'Digitale Maklerverwaltung',
    lead: 'Maklerbüros investieren verstärkt in digitale Verwaltungsprogramme und Kundenportale.',
    facts: [
      'Ein Großteil der Korrespondenz mit Versicherern läuft inzwischen elektronisch.',
      'Kundenportale verringern den Aufwand bei Adress- und Bankdatenänderungen.',
      'Die Datensicherheit bleibt bei der Auswahl der Software ein zentrales Kriterium.',
    ],
  },
  {
    tag: 'Haftpflicht',
    kind: 'product',
    subject: 'Vermögensschadenhaftpflicht für Vermittler',
    lead: 'Beratungsfehler führen häufiger zu Haftungsansprüchen gegen Vermittler.',
    facts: [
      'Die Mindestdeckungssummen werden regelmäßig an die Inflation angepasst.',
      'Häufigster Vorwurf ist eine unvollständige Bedarfsermittlung.',
      'Eine lückenlose Dokumentation gilt als bester Schutz vor Ansprüchen.',
    ],
  },
  {
    tag: 'Rechtsschutz',
    kind: 'product',
    subject: 'Rechtsschutzversicherung',
    lead: 'Streitigkeiten im Arbeits- und Mietrecht führen die Schadenstatistik der Rechtsschutzversicherer an.',
    facts: [
      'Telefonische Rechtsberatung wird von Versicherten stark genutzt.',
      'Mediation als Alternative zum Prozess gewinnt an Bedeutung.',
      'Wartezeiten bleiben ein häufiger Streitpunkt bei neuen Verträgen.',
    ],
  },
  {
    tag: 'Gewerbe',
    kind: 'product',
    subject: 'Betriebsunterbrechungsversicherung',
    lead: 'Lieferkettenstörungen haben das Interesse an Betriebsunterbrechungsdeckungen wachsen lassen.',
    facts: [
      'Viele Betriebe sind zu niedrig versichert, weil die Haftzeit zu kurz gewählt ist.',
      'Rückwirkungsschäden durch ausgefallene Zulieferer sind oft nicht eingeschlossen.',
      'Vermittler empfehlen eine jährliche Überprüfung der Versicherungssummen.',
    ],
  },
];

const germany: Topic[] = [
  {
    tag: 'Provision',
    kind: 'rule',
    subject: 'Provisionsdeckel',
    lead: 'Die Debatte um einen Provisionsdeckel in der Lebensversicherung ist neu entbrannt.',
    facts: [
      'Vermittlerverbände warnen vor einer Beratungslücke für Kunden mit kleinen Einkommen.',
      'Verbraucherschützer fordern dagegen niedrigere Abschlusskosten.',
      'Die BaFin beobachtet die Entwicklung der Abschlusskosten genau.',
    ],
  },
  {
    tag: 'bAV',
    kind: 'rule',
    subject: 'Betriebliche Altersversorgung',
    lead: 'Das Betriebsrentenstärkungsgesetz II soll die bAV vor allem in kleinen Betrieben verbreiten.',
    facts: [
      'Der Förderbetrag für Geringverdiener soll steigen.',
      'Opting-out-Modelle sollen auch ohne Tarifvertrag möglich werden.',
      'Arbeitgeber wünschen sich vor allem weniger Verwaltungsaufwand.',
    ],
  },
  {
    tag: 'Pflege',
    kind: 'rule',
    subject: 'Pflegereform',
    lead: 'Die Bundesregierung plant eine weitere Reform der sozialen Pflegeversicherung.',
    facts: [
      'Die Beitragssätze in der Pflegeversicherung stehen erneut auf dem Prüfstand.',
      'Die private Pflegezusatzversicherung könnte stärker gefördert werden.',
      'Branchenvertreter fordern eine verbindliche kapitalgedeckte Säule.',
    ],
  },
  {
    tag: 'Elementar',
    kind: 'rule',
    subject: 'Pflichtversicherung gegen Elementarschäden',
    lead: 'Bund und Länder diskutieren über eine Pflichtversicherung gegen Elementarschäden.',
    facts: [
      'Der GDV schlägt stattdessen ein Opt-out-Modell für Wohngebäudeversicherungen vor.',
      'Die Justizministerkonferenz hat einen Gesetzentwurf angemahnt.',
      'Offen ist, wer bei extremen Katastrophen als Rückversicherer einspringt.',
    ],
  },
  {
    tag: 'Vorsorge',
    kind: 'rule',
    subject: 'Reform der privaten Altersvorsorge',
    lead: 'Ein Altersvorsorgedepot soll die Riester-Rente ablösen.',
    facts: [
      'Garantien sollen künftig optional sein.',
      'Die staatliche Zulage soll sich an den eigenen Beiträgen orientieren.',
      'Anbieter bereiten bereits neue Produkte vor.',
    ],
  },
  {
    tag: 'PKV',
    kind: 'product',
    subject: 'Beitragsanpassungen in der PKV',
    lead: 'Viele private Krankenversicherer erhöhen zum Jahreswechsel die Beiträge.',
    facts: [
      'Grund sind steigende Leistungsausgaben, vor allem im Krankenhausbereich.',
      'Versicherte können in gleichartige Tarife ihres Versicherers wechseln.',
      'Der Bundesgerichtshof hat die Anforderungen an die Begründung von Anpassungen präzisiert.',
    ],
  },
  {
    tag: 'GewO',
    kind: 'rule',
    subject: 'Erlaubnispflicht nach § 34d GewO',
    lead: 'Die Industrie- und Handelskammern melden eine stabile Zahl registrierter Versicherungsvermittler.',
    facts: [
      'Die Zahl gebundener Vertreter sinkt leicht, die der Makler bleibt konstant.',
      'Die Sachkundeprüfung wird weiterhin stark nachgefragt.',
      'Verstöße gegen die Weiterbildungspflicht werden häufiger geahndet.',
    ],
  },
  {
    tag: 'Solvency',
    kind: 'rule',
    subject: 'Solvency-II-Review',
    lead: 'Die überarbeiteten Solvency-II-Regeln treten schrittweise in Kraft.',
    facts: [
      'Kleinere Versicherer sollen von vereinfachten Berichtspflichten profitieren.',
      'Nachhaltigkeitsrisiken fließen stärker in das Risikomanagement ein.',
      'Die BaFin rechnet mit höheren Eigenmittelquoten der Branche.',
    ],
  },
];

const austria: Topic[] = [
  {
    tag: 'Vorsorge',
    kind: 'rule',
    subject: 'Prämienbegünstigte Zukunftsvorsorge',
    lead: 'Die prämienbegünstigte Zukunftsvorsorge steht erneut in der Kritik.',
    facts: [
      'Die Kapitalgarantie schränkt die Renditechancen ein.',
      'Der VVO fordert eine Modernisierung der staatlichen Förderung.',
      'Die FMA beobachtet die Kostenquoten der Produkte.',
    ],
  },
  {
    tag: 'Kat-Fonds',
    kind: 'rule',
    subject: 'Katastrophenfonds und Naturgefahren',
    lead: 'Nach den Unwettern im Sommer wird über die Zukunft des Katastrophenfonds diskutiert.',
    facts: [
      'Versicherer drängen auf eine Versicherungslösung mit staatlicher Rückdeckung.',
      'Hagel und Hochwasser verursachten Schäden in dreistelliger Millionenhöhe.',
      'Viele Haushalte haben nur eine geringe Deckung für Elementarereignisse.',
    ],
  },
  {
    tag: 'GewO',
    kind: 'rule',
    subject: 'Gewerbeordnung für Vermittler',
    lead: 'Die Wirtschaftskammer erinnert an die Weiterbildungspflicht für Versicherungsvermittler nach der Gewerbeordnung.',
    facts: [
      'Vermittler müssen 15 Stunden pro Jahr nachweisen.',
      'Die Nachweise sind auf Verlangen der Gewerbebehörde vorzulegen.',
      'Online-Formate werden anerkannt, wenn eine Lernerfolgskontrolle vorgesehen ist.',
    ],
  },
  {
    tag: 'Pension',
    kind: 'market',
    subject: 'Pensionskassen',
    lead: 'Die Pensionskassen melden für das vergangene Jahr ein positives Veranlagungsergebnis.',
    facts: [
      'Nach schwachen Vorjahren erholen sich die Leistungen für Pensionisten.',
      'Die betriebliche Kollektivversicherung bleibt eine Nische.',
      'Die FMA mahnt ein vorsichtiges Risikomanagement an.',
    ],
  },
  {
    tag: 'Steuer',
    kind: 'rule',
    subject: 'Versicherungssteuer',
    lead: 'Die Einnahmen aus der Versicherungssteuer sind im vergangenen Jahr gestiegen.',
    facts: [
      'Branchenvertreter fordern eine Senkung für Vorsorgeprodukte.',
      'Die motorbezogene Versicherungssteuer bleibt ein Streitpunkt.',
      'Eine Reform ist im Regierungsprogramm angekündigt.',
    ],
  },
  {
    tag: 'Pflege',
    kind: 'product',
    subject: 'Pflegegeld und private Vorsorge',
    lead: 'Das Pflegegeld wird jährlich angepasst, deckt die tatsächlichen Kosten aber nur zum Teil.',
    facts: [
      'Private Pflegeversicherungen sind in Österreich noch wenig verbreitet.',
      'Anbieter setzen auf Kombinationen mit der Lebensversicherung.',
      'Beraterinnen sehen großen Aufklärungsbedarf bei jüngeren Kunden.',
    ],
  },
  {
    tag: 'Kfz',
    kind: 'product',
    subject: 'Kfz-Haftpflicht und Bonus-Malus',
    lead: 'Der Wettbewerb in der Kfz-Haftpflichtversicherung bleibt intensiv.',
    facts: [
      'Nach dem Ende des gesetzlichen Bonus-Malus-Systems nutzen Versicherer eigene Modelle.',
      'Wechselwillige Kunden vergleichen verstärkt online.',
      'Die Schadenfrequenz liegt wieder auf dem Niveau vor der Pandemie.',
    ],
  },
  {
    tag: 'Aufsicht',
    kind: 'rule',
    subject: 'FMA-Prioritäten',
    lead: 'Die FMA hat ihre Aufsichtsschwerpunkte für das laufende Jahr veröffentlicht.',
    facts: [
      'Ein Schwerpunkt liegt auf fondsgebundenen Lebensversicherungen.',
      'Auch der Umgang mit Cyberrisiken bei Versicherern wird geprüft.',
      'Vermittler sollen ihre Informationspflichten lückenlos erfüllen.',
    ],
  },
];

const switzerland: Topic[] = [
  {
    tag: 'BVG',
    kind: 'rule',
    subject: 'BVG-Reform',
    lead: 'Nach der Volksabstimmung ist die Zukunft der beruflichen Vorsorge wieder offen.',
    facts: [
      'Der Mindestumwandlungssatz bleibt vorerst unverändert.',
      'Pensionskassen passen ihre überobligatorischen Leistungen selbst an.',
      'Teilzeitbeschäftigte bleiben in der zweiten Säule oft schlecht abgesichert.',
    ],
  },
  {
    tag: '3a',
    kind: 'product',
    subject: 'Säule 3a',
    lead: 'Künftig sollen Einkäufe in die Säule 3a für fehlende Beitragsjahre möglich sein.',
    facts: [
      'Der Maximalbetrag wird an die AHV-Renten gekoppelt.',
      'Versicherungslösungen stehen im Wettbewerb mit Bank- und Wertschriftenlösungen.',
      'Beraterinnen empfehlen, mehrere 3a-Konten für einen gestaffelten Bezug zu führen.',
    ],
  },
  {
    tag: 'KVG',
    kind: 'product',
    subject: 'Krankenkassenprämien',
    lead: 'Die Prämien der obligatorischen Krankenpflegeversicherung steigen erneut.',
    facts: [
      'Viele Versicherte prüfen einen Wechsel der Franchise oder des Modells.',
      'Die Kosten im ambulanten Bereich wachsen überdurchschnittlich.',
      'Zusatzversicherungen bleiben von der Grundversicherung getrennt zu beraten.',
    ],
  },
  {
    tag: 'Register',
    kind: 'rule',
    subject: 'Vermittlerregister',
    lead: 'Seit der Revision des VAG müssen sich auch ungebundene Vermittler im Register eintragen.',
    facts: [
      'Voraussetzung ist eine anerkannte Ausbildung, etwa über die Cicero-Anforderungen.',
      'Die FINMA prüft die Registereinträge stichprobenartig.',
      'Vermittler müssen eine Berufshaftpflichtversicherung nachweisen.',
    ],
  },
  {
    tag: 'Cicero',
    kind: 'rule',
    subject: 'Cicero-Credits',
    lead: 'Die Weiterbildung nach dem Cicero-Standard wird von immer mehr Gesellschaften vorausgesetzt.',
    facts: [
      'Registrierte Beraterinnen und Berater sammeln Credits über zwei Jahre.',
      'Auch E-Learning mit Wissenskontrolle wird angerechnet.',
      'Kunden können im Register nachsehen, ob ihr Berater zertifiziert ist.',
    ],
  },
  {
    tag: 'Erdbeben',
    kind: 'product',
    subject: 'Erdbebenversicherung',
    lead: 'Eine landesweite Erdbebenversicherung ist politisch weiterhin umstritten.',
    facts: [
      'Nur wenige Gebäude sind heute gegen Erdbeben versichert.',
      'Die Kantone diskutieren über eine Eventualverpflichtung der Eigentümer.',
      'Der Schweizerische Versicherungsverband (SVV) unterstützt eine schweizweite Lösung.',
    ],
  },
  {
    tag: 'AHV',
    kind: 'rule',
    subject: '13. AHV-Rente',
    lead: 'Die Finanzierung der 13. AHV-Rente beschäftigt Politik und Vorsorgeberatung.',
    facts: [
      'Diskutiert werden höhere Lohnbeiträge und eine Anhebung der Mehrwertsteuer.',
      'Für die private Vorsorgeplanung ändert sich zunächst wenig.',
      'Beraterinnen erhalten viele Fragen zum Rentenvorbezug.',
    ],
  },
  {
    tag: 'Aufsicht',
    kind: 'rule',
    subject: 'FINMA-Risikomonitor',
    lead: 'Die FINMA hat ihren jährlichen Risikomonitor veröffentlicht.',
    facts: [
      'Als Hauptrisiken nennt sie Zinsänderungen, Cyberangriffe und Immobilienbewertungen.',
      'Versicherer sollen ihre Abhängigkeit von Drittanbietern besser steuern.',
      'Die Aufsicht beobachtet den Vertrieb von Lebensversicherungen mit Anlageteil.',
    ],
  },
];

export const NEWS_COUNTRIES: Record<Country, NewsCountry> = {
  de: { regulator: 'BaFin', association: 'GDV', topics: [...germany, ...shared('BaFin', 'VVG')] },
  at: { regulator: 'FMA', association: 'VVO', topics: [...austria, ...shared('FMA', 'VersVG')] },
  // The IDD does not bind Swiss intermediaries; their continuing education is the Cicero topic.
  ch: {
    regulator: 'FINMA',
    association: 'SVV',
    topics: [...switzerland, ...shared('FINMA', 'VVG').filter((topic) => topic.tag !== 'IDD')],
  },
};
