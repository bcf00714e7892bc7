import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-datenschutz-gwg' (Deutschland), Teil 2: DSGVO und BDSG. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-datenschutz-gwg-201',
    text: 'Ist das Kfz-Kennzeichen eines Kunden ein personenbezogenes Datum im Sinne des Art. 4 Nr. 1 DSGVO?',
    answers: [
      'Ja, weil der Halter über das Kennzeichen identifizierbar ist',
      'Nein, es bezieht sich nur auf eine Sache',
      'Nur wenn zusätzlich der Name im selben Dokument steht',
      'Nur bei Fahrzeugen von Verbrauchern, nie bei Firmenwagen von Einzelunternehmern',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 4 Nr. 1 DSGVO erfasst alle Informationen über eine identifizierte oder identifizierbare natürliche Person; identifizierbar ist sie auch, wenn sie erst mithilfe zusätzlicher Informationen bestimmt werden kann. Über das Kennzeichen lässt sich der Halter ermitteln, daher ist es ein personenbezogenes Datum.',
    source: 'Art. 4 Nr. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-202',
    text: 'Was verlangt der Grundsatz der Datenminimierung nach Art. 5 Abs. 1 Buchst. c DSGVO?',
    answers: [
      'Daten müssen dem Zweck angemessen, erheblich und auf das notwendige Maß beschränkt sein',
      'Daten dürfen höchstens ein Jahr gespeichert werden',
      'Es dürfen nur Daten in möglichst kleinen Dateien gespeichert werden',
      'Jeder Kunde darf höchstens einmal im Jahr kontaktiert werden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach Art. 5 Abs. 1 Buchst. c DSGVO dürfen nur Daten verarbeitet werden, die für den Zweck angemessen, erheblich und notwendig sind. Für den Vermittler heißt das etwa: im Antrag nur erfragen, was für Beratung und Risikoprüfung gebraucht wird.',
    source: 'Art. 5 Abs. 1 Buchst. c DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-203',
    text: 'Was bedeutet der Grundsatz der Zweckbindung nach Art. 5 Abs. 1 Buchst. b DSGVO?',
    answers: [
      'Daten werden für festgelegte, eindeutige und legitime Zwecke erhoben und nicht zweckwidrig weiterverarbeitet',
      'Daten dürfen nur von einer einzigen Person im Unternehmen genutzt werden',
      'Jede Verarbeitung braucht eine Genehmigung der Aufsichtsbehörde',
      'Daten dürfen nur zu Werbezwecken erhoben werden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 5 Abs. 1 Buchst. b DSGVO verlangt, dass Daten für festgelegte, eindeutige und legitime Zwecke erhoben und nicht in einer damit unvereinbaren Weise weiterverarbeitet werden. Ob ein neuer Zweck noch vereinbar ist, prüft man nach den Kriterien des Art. 6 Abs. 4 DSGVO.',
    source: 'Art. 5 Abs. 1 Buchst. b, Art. 6 Abs. 4 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-204',
    text: 'Was verlangt die Rechenschaftspflicht nach Art. 5 Abs. 2 DSGVO vom Verantwortlichen, etwa einem Maklerbüro?',
    answers: [
      'Er muss die Einhaltung der Datenschutzgrundsätze nachweisen können',
      'Er muss jährlich einen Rechenschaftsbericht an die BaFin senden',
      'Er muss jede Verarbeitung vorab von den Kunden genehmigen lassen',
      'Er muss seine Bilanz veröffentlichen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach Art. 5 Abs. 2 DSGVO ist der Verantwortliche für die Einhaltung der Grundsätze des Abs. 1 verantwortlich und muss sie nachweisen können. Praktisch geschieht das durch Verzeichnis der Verarbeitungstätigkeiten, dokumentierte Einwilligungen, technische und organisatorische Maßnahmen und Verträge.',
    source: 'Art. 5 Abs. 2 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-205',
    text: 'Auf welche Rechtsgrundlage stützt sich die Verarbeitung von Name, Anschrift und Bankverbindung, die für den Abschluss eines Hausratvertrags nötig sind?',
    answers: [
      'Auf die Erforderlichkeit für den Vertrag oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 Buchst. b DSGVO)',
      'Stets auf eine ausdrückliche Einwilligung nach Art. 9 DSGVO',
      'Auf das öffentliche Interesse (Art. 6 Abs. 1 Buchst. e DSGVO)',
      'Auf lebenswichtige Interessen der betroffenen Person',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Daten, die zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen auf Anfrage der betroffenen Person erforderlich sind, dürfen nach Art. 6 Abs. 1 Buchst. b DSGVO ohne Einwilligung verarbeitet werden. Eine Einwilligung nach Art. 9 Abs. 2 Buchst. a DSGVO braucht es erst bei besonderen Kategorien wie Gesundheitsdaten.',
    source: 'Art. 6 Abs. 1 Buchst. b DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-206',
    text: 'Welche Aussage zur Einwilligung nach der DSGVO trifft NICHT zu?',
    answers: [
      'Ihr Widerruf macht auch die bis dahin erfolgte Verarbeitung rückwirkend rechtswidrig',
      'Sie kann jederzeit widerrufen werden',
      'Der Widerruf muss so einfach möglich sein wie die Erteilung',
      'Sie muss freiwillig, für den bestimmten Fall, informiert und unmissverständlich erteilt werden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach Art. 7 Abs. 3 DSGVO wirkt der Widerruf nur für die Zukunft; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt. Die übrigen Aussagen folgen aus Art. 7 Abs. 3 und der Definition in Art. 4 Nr. 11 DSGVO.',
    source: 'Art. 4 Nr. 11, Art. 7 Abs. 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-207',
    text: 'Ab welchem Alter kann ein Jugendlicher in Deutschland nach Art. 8 DSGVO selbst in die Verarbeitung seiner Daten bei einem Online-Dienst einwilligen?',
    answers: ['Ab 16 Jahren', 'Ab 13 Jahren', 'Ab 14 Jahren', 'Erst ab 18 Jahren'],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Art. 8 Abs. 1 DSGVO setzt für die Einwilligung eines Kindes bei Diensten der Informationsgesellschaft die Grenze bei 16 Jahren; darunter braucht es die Zustimmung der Eltern. Die Mitgliedstaaten dürften bis auf 13 Jahre absenken, Deutschland hat davon keinen Gebrauch gemacht.',
    source: 'Art. 8 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-208',
    text: 'Welche Aussage zu pseudonymisierten Daten (Art. 4 Nr. 5 DSGVO) ist richtig?',
    answers: [
      'Sie bleiben personenbezogene Daten, weil sie mit Zusatzwissen wieder zugeordnet werden können',
      'Sie gelten als anonym und fallen nicht mehr unter die DSGVO',
      'Sie dürfen ohne jede Rechtsgrundlage veröffentlicht werden',
      'Sie sind automatisch Gesundheitsdaten nach Art. 9 DSGVO',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Pseudonymisierte Daten können nur mit gesondert aufbewahrten Zusatzinformationen einer Person zugeordnet werden (Art. 4 Nr. 5 DSGVO); sie bleiben aber personenbezogen, wie Erwägungsgrund 26 klarstellt. Nur wirklich anonyme Daten fallen aus dem Anwendungsbereich; die Pseudonymisierung ist eine Schutzmaßnahme nach Art. 32 DSGVO.',
    source: 'Art. 4 Nr. 5 DSGVO; Erwägungsgrund 26 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-209',
    text: 'Wann muss der Verantwortliche den Kunden nach Art. 13 DSGVO informieren, wenn er dessen Daten bei ihm selbst erhebt?',
    answers: [
      'Zum Zeitpunkt der Erhebung der Daten',
      'Innerhalb von drei Monaten nach der Erhebung',
      'Erst wenn der Kunde ausdrücklich danach fragt',
      'Einmal jährlich mit der Beitragsrechnung',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 13 Abs. 1 DSGVO verlangt die Informationen „zum Zeitpunkt der Erhebung“, also etwa beim Beratungsgespräch oder im Antrag. Werden Daten bei Dritten erhoben, gilt Art. 14 DSGVO mit einer Frist von längstens einem Monat.',
    source: 'Art. 13 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-210',
    text: 'Welche Angabe gehört NICHT zu den Pflichtinformationen nach Art. 13 DSGVO bei der Datenerhebung?',
    answers: [
      'Die Höhe der Vergütung des Vermittlers',
      'Die Zwecke und die Rechtsgrundlage der Verarbeitung',
      'Die Kontaktdaten des Datenschutzbeauftragten, falls einer benannt ist',
      'Die Speicherdauer oder die Kriterien für ihre Festlegung',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 13 Abs. 1 und 2 DSGVO verlangt u. a. Angaben zu Verantwortlichem, Datenschutzbeauftragtem, Zwecken, Rechtsgrundlage, Empfängern, Speicherdauer und Betroffenenrechten. Die Vergütung des Vermittlers ist kein datenschutzrechtliches Pflichtdatum; über die Art der Vergütung informiert der Vermittler nach § 15 VersVermV.',
    source: 'Art. 13 Abs. 1 und 2 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-211',
    text: 'Innerhalb welcher Frist muss der Verantwortliche einen Auskunftsantrag nach Art. 15 DSGVO grundsätzlich beantworten?',
    answers: [
      'Unverzüglich, spätestens innerhalb eines Monats; bei Bedarf um zwei Monate verlängerbar',
      'Innerhalb von 72 Stunden',
      'Innerhalb von drei Monaten ohne Verlängerungsmöglichkeit',
      'Innerhalb eines Jahres',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Art. 12 Abs. 3 DSGVO verlangt eine Antwort unverzüglich, in jedem Fall innerhalb eines Monats nach Eingang des Antrags. Wegen Komplexität oder Anzahl der Anträge kann die Frist um weitere zwei Monate verlängert werden; das ist dem Betroffenen innerhalb des ersten Monats mit Gründen mitzuteilen.',
    source: 'Art. 12 Abs. 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-212',
    text: 'Was darf der Verantwortliche für die erste Kopie der personenbezogenen Daten nach Art. 15 Abs. 3 DSGVO verlangen?',
    answers: [
      'Nichts, die erste Kopie ist unentgeltlich',
      'Eine Pauschale von 25 €',
      'Die tatsächlichen Personalkosten der Bearbeitung',
      'Eine Gebühr nach der Gebührenordnung der Aufsichtsbehörde',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach Art. 15 Abs. 3 DSGVO stellt der Verantwortliche eine Kopie der verarbeiteten Daten zur Verfügung; nur für alle weiteren Kopien darf er ein angemessenes Entgelt auf Grundlage der Verwaltungskosten verlangen. Auch die Auskunft selbst ist nach Art. 12 Abs. 5 DSGVO grundsätzlich unentgeltlich.',
    source: 'Art. 15 Abs. 3, Art. 12 Abs. 5 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-213',
    text: 'Welche Aussage zum Recht auf Löschung nach Art. 17 DSGVO trifft NICHT zu?',
    answers: [
      'Es geht gesetzlichen Aufbewahrungspflichten, etwa aus HGB und AO, stets vor',
      'Es greift u. a., wenn die Daten für ihren Zweck nicht mehr notwendig sind',
      'Es greift, wenn die betroffene Person ihre Einwilligung widerruft und keine andere Rechtsgrundlage besteht',
      'Es greift, wenn die Daten unrechtmäßig verarbeitet wurden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Nach Art. 17 Abs. 3 Buchst. b DSGVO besteht kein Löschanspruch, soweit die Verarbeitung zur Erfüllung einer rechtlichen Verpflichtung erforderlich ist – etwa wegen der Aufbewahrungsfristen nach § 257 HGB und § 147 AO. Die Daten sind dann zu sperren und nach Fristablauf zu löschen; die übrigen Aussagen sind Löschgründe aus Art. 17 Abs. 1 DSGVO.',
    source: 'Art. 17 Abs. 1 und 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-214',
    text: 'In welchem Format kann der Betroffene seine Daten nach dem Recht auf Datenübertragbarkeit (Art. 20 DSGVO) verlangen?',
    answers: [
      'In einem strukturierten, gängigen und maschinenlesbaren Format',
      'Nur als handschriftlich unterschriebenen Ausdruck',
      'Ausschließlich als verschlüsselte Datei im Format des Verantwortlichen',
      'Nur als mündliche Auskunft',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Art. 20 Abs. 1 DSGVO gibt das Recht, die selbst bereitgestellten Daten in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten und einem anderen Verantwortlichen zu übermitteln. Es gilt nur für automatisierte Verarbeitungen, die auf Einwilligung oder Vertrag beruhen.',
    source: 'Art. 20 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-215',
    text: 'Ein Kunde widerspricht der Nutzung seiner Daten für Direktwerbung. Was folgt aus Art. 21 Abs. 3 DSGVO?',
    answers: [
      'Seine Daten dürfen für Direktwerbung nicht mehr verarbeitet werden',
      'Der Versicherungsvertrag endet automatisch',
      'Der Widerspruch wirkt erst nach einer Prüfung der Interessen des Unternehmens',
      'Werbung ist weiter zulässig, nur nicht per Brief',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Gegen Direktwerbung kann die betroffene Person nach Art. 21 Abs. 2 DSGVO jederzeit widersprechen, ohne Gründe anzugeben; eine Interessenabwägung findet nicht statt. Nach Art. 21 Abs. 3 DSGVO dürfen die Daten dann nicht mehr für diesen Zweck verarbeitet werden.',
    source: 'Art. 21 Abs. 2 und 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-216',
    text: 'Ein Versicherer reguliert Schäden vollautomatisch. Wann ist das trotz Art. 22 Abs. 1 DSGVO nach § 37 Abs. 1 BDSG zulässig?',
    answers: [
      'Wenn die Entscheidung bei der Leistungserbringung ergeht und dem Begehren des Kunden stattgibt',
      'Immer, automatisierte Entscheidungen sind in der Versicherung ohne Einschränkung erlaubt',
      'Nur wenn die Schadenhöhe unter 100 € liegt',
      'Nur mit vorheriger Genehmigung der BaFin',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 37 Abs. 1 Nr. 1 BDSG nimmt Entscheidungen im Rahmen der Leistungserbringung nach einem Versicherungsvertrag vom Verbot des Art. 22 Abs. 1 DSGVO aus, wenn dem Begehren der betroffenen Person stattgegeben wird. Für die PKV erlaubt Nr. 2 unter Voraussetzungen auch Entscheidungen nach verbindlichen Entgeltregelungen für Heilbehandlungen.',
    source: '§ 37 Abs. 1 BDSG; Art. 22 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-217',
    text: 'Ein Makler lässt seine Kundendaten von einem IT-Dienstleister in dessen Rechenzentrum speichern. Was ist nach Art. 28 DSGVO nötig?',
    answers: [
      'Ein Auftragsverarbeitungsvertrag, der den Dienstleister an die Weisungen des Maklers bindet',
      'Die Einwilligung jedes einzelnen Kunden',
      'Eine Genehmigung der IHK',
      'Nichts, technische Dienstleister sind von der DSGVO ausgenommen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Wer Daten im Auftrag und nach Weisung eines Verantwortlichen verarbeitet, ist Auftragsverarbeiter; Art. 28 Abs. 3 DSGVO verlangt dafür einen Vertrag mit den dort genannten Mindestinhalten. Der Makler bleibt verantwortlich und darf nur Dienstleister mit hinreichenden Garantien einsetzen.',
    source: 'Art. 28 Abs. 1 und 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-218',
    text: 'Ein Maklerbüro mit zwölf Beschäftigten verarbeitet regelmäßig Gesundheitsdaten aus BU-Anträgen. Braucht es ein Verzeichnis von Verarbeitungstätigkeiten?',
    answers: [
      'Ja, die Ausnahme für unter 250 Beschäftigte greift wegen der Gesundheitsdaten nicht',
      'Nein, unter 250 Beschäftigten ist nie ein Verzeichnis nötig',
      'Nein, Verzeichnisse führen nur die Versicherer',
      'Nur wenn die Aufsichtsbehörde es ausdrücklich anordnet',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Art. 30 Abs. 5 DSGVO befreit Unternehmen mit weniger als 250 Beschäftigten nur, wenn die Verarbeitung kein Risiko birgt, nur gelegentlich erfolgt und keine besonderen Kategorien nach Art. 9 DSGVO betrifft. Ein Makler verarbeitet Kundendaten regelmäßig und oft Gesundheitsdaten, daher muss er ein Verzeichnis führen.',
    source: 'Art. 30 Abs. 1 und 5 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-219',
    text: 'Ab wie vielen Personen, die ständig mit der automatisierten Verarbeitung personenbezogener Daten beschäftigt sind, ist nach § 38 BDSG ein Datenschutzbeauftragter zu benennen?',
    answers: ['In der Regel ab 20 Personen', 'Ab 5 Personen', 'Ab 10 Personen', 'Erst ab 250 Personen'],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 38 Abs. 1 Satz 1 BDSG verlangt einen Datenschutzbeauftragten, wenn in der Regel mindestens 20 Personen ständig mit der automatisierten Verarbeitung personenbezogener Daten beschäftigt sind; bis 2019 lag die Grenze bei zehn. Unabhängig davon kann sich die Pflicht aus Art. 37 DSGVO ergeben, etwa bei umfangreicher Verarbeitung besonderer Kategorien als Kerntätigkeit.',
    source: '§ 38 Abs. 1 BDSG; Art. 37 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-220',
    text: 'Wann muss der Verantwortliche nach einer Datenpanne nach Art. 34 DSGVO zusätzlich die betroffenen Kunden selbst benachrichtigen?',
    answers: [
      'Wenn die Verletzung voraussichtlich ein hohes Risiko für ihre Rechte und Freiheiten zur Folge hat',
      'Bei jeder noch so kleinen Datenpanne',
      'Nur wenn die Aufsichtsbehörde ein Bußgeld verhängt',
      'Nie, benachrichtigt wird nur die Aufsichtsbehörde',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 34 Abs. 1 DSGVO verlangt die unverzügliche Benachrichtigung der Betroffenen, wenn die Verletzung voraussichtlich ein hohes Risiko für ihre Rechte und Freiheiten bringt, etwa bei entwendeten Gesundheitsdaten. Sie entfällt u. a., wenn die Daten wirksam verschlüsselt waren (Art. 34 Abs. 3 DSGVO).',
    source: 'Art. 34 Abs. 1 und 3 DSGVO',
  },
];
