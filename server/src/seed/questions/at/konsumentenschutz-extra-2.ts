import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-konsumentenschutz, zweiter Teil (Schlüssel ab 531). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-konsumentenschutz-531',
    text: 'Darf ein Vermittler Verbraucher zu Werbezwecken ohne deren vorherige Einwilligung anrufen?',
    answers: [
      'Nein, Werbeanrufe ohne vorherige Einwilligung sind nach dem Telekommunikationsgesetz unzulässig',
      'Ja, jederzeit zwischen 8 und 20 Uhr',
      'Ja, wenn der Anruf kürzer als fünf Minuten dauert',
      'Ja, wenn die Nummer im Telefonbuch steht',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das österreichische Telekommunikationsgesetz verbietet Anrufe zu Werbezwecken ohne vorherige Einwilligung des Teilnehmers („Cold Calling“). Verstöße sind Verwaltungsübertretungen und können zudem wettbewerbsrechtlich verfolgt werden.',
    source: 'TKG 2021 (unerbetene Nachrichten); UWG',
  },
  {
    key: 'at-konsumentenschutz-532',
    text: 'Welches Recht gibt Art. 20 DSGVO einem Kunden?',
    answers: [
      'Die von ihm bereitgestellten Daten in einem strukturierten, gängigen, maschinenlesbaren Format zu erhalten',
      'Die Daten anderer Kunden einzusehen',
      'Die Prämie selbst festzulegen',
      'Den Versicherer zur Löschung aller Schadenfälle der Branche zu zwingen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das Recht auf Datenübertragbarkeit nach Art. 20 DSGVO erlaubt es, bereitgestellte Daten, die auf Einwilligung oder Vertrag beruhen und automatisiert verarbeitet werden, in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten. Soweit technisch machbar, kann die direkte Übermittlung an einen anderen Verantwortlichen verlangt werden.',
    source: 'Art. 20 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-533',
    text: 'Ein Online-Versicherer lehnt Anträge vollautomatisch ohne menschliche Prüfung ab. Welches Recht hat der Kunde nach Art. 22 DSGVO, wenn die Entscheidung für den Vertrag erforderlich ist?',
    answers: [
      'Er kann das Eingreifen einer Person, die Darlegung seines Standpunkts und die Anfechtung der Entscheidung verlangen',
      'Keines, automatisierte Entscheidungen sind stets unangreifbar',
      'Er kann eine Entschädigung in Höhe der Jahresprämie verlangen',
      'Er kann den Versicherer zum Vertragsabschluss zwingen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Ausschließlich automatisierte Entscheidungen mit rechtlicher Wirkung sind nach Art. 22 DSGVO nur ausnahmsweise zulässig, etwa wenn sie für den Vertrag erforderlich sind. Dann muss der Verantwortliche nach Art. 22 Abs. 3 DSGVO zumindest das Recht auf Eingreifen einer Person, auf Darlegung des eigenen Standpunkts und auf Anfechtung der Entscheidung gewährleisten.',
    source: 'Art. 22 Abs. 1 bis 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-534',
    text: 'Welche Information muss ein Verantwortlicher nach Art. 13 DSGVO bei der Erhebung von Daten beim Kunden NICHT geben?',
    answers: [
      'Die Namen aller anderen Kunden, deren Daten er verarbeitet',
      'Die Zwecke und die Rechtsgrundlage der Verarbeitung',
      'Die Speicherdauer oder die Kriterien für ihre Festlegung',
      'Seinen Namen und seine Kontaktdaten',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Art. 13 DSGVO verlangt bei der Erhebung u. a. Angaben zum Verantwortlichen, zu Zwecken und Rechtsgrundlage, zu Empfängern, zur Speicherdauer und zu den Betroffenenrechten. Daten anderer Kunden offenzulegen, wäre im Gegenteil selbst ein Datenschutzverstoß.',
    source: 'Art. 13 Abs. 1 und 2 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-535',
    text: 'Was kostet die erste Kopie der eigenen Daten, die ein Kunde im Rahmen seines Auskunftsrechts nach Art. 15 DSGVO verlangt?',
    answers: [
      'Nichts, die erste Kopie ist unentgeltlich',
      'Eine Pauschale von 50 €',
      'Die Kosten richten sich nach der Seitenanzahl',
      'Eine Gebühr der Datenschutzbehörde',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach Art. 15 Abs. 3 DSGVO stellt der Verantwortliche eine Kopie der verarbeiteten personenbezogenen Daten zur Verfügung; erst für weitere Kopien darf er ein angemessenes Entgelt auf Grundlage der Verwaltungskosten verlangen. Auch die Auskunft selbst ist nach Art. 12 Abs. 5 DSGVO grundsätzlich unentgeltlich.',
    source: 'Art. 15 Abs. 3 und Art. 12 Abs. 5 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-536',
    text: 'Welchen Schaden kann eine betroffene Person nach Art. 82 DSGVO wegen eines Datenschutzverstoßes ersetzt verlangen?',
    answers: [
      'Materiellen und immateriellen Schaden',
      'Nur Sachschäden an Datenträgern',
      'Nur Schäden über 1.000 €',
      'Keinen, es gibt nur Verwaltungsstrafen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Art. 82 Abs. 1 DSGVO gewährt jedem, dem wegen eines Verstoßes gegen die DSGVO ein materieller oder immaterieller Schaden entstanden ist, Schadenersatz gegen den Verantwortlichen oder Auftragsverarbeiter. Neben Geldbußen der Behörde kann daher etwa auch ein Kunde wegen Bloßstellung Ersatz fordern.',
    source: 'Art. 82 Abs. 1 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-537',
    text: 'Bei welcher Behörde kann sich eine Person in Österreich über eine datenschutzwidrige Verarbeitung beschweren?',
    answers: [
      'Bei der Datenschutzbehörde',
      'Bei der Finanzmarktaufsicht',
      'Beim Verein für Konsumenteninformation',
      'Bei der Wirtschaftskammer',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Jede betroffene Person hat nach Art. 77 DSGVO das Recht auf Beschwerde bei einer Aufsichtsbehörde. In Österreich ist das die Datenschutzbehörde (DSB); sie entscheidet mit Bescheid, gegen den Beschwerde an das Bundesverwaltungsgericht erhoben werden kann.',
    source: 'Art. 77 DSGVO; §§ 18, 24 DSG',
  },
  {
    key: 'at-konsumentenschutz-538',
    text: 'Eine AGB-Klausel bürdet dem Verbraucher eine Beweislast auf, die ihn nach dem Gesetz nicht trifft. Wie ist sie nach § 6 Abs. 1 KSchG zu beurteilen?',
    answers: [
      'Sie ist für den Verbraucher nicht verbindlich',
      'Sie ist wirksam, wenn der Verbraucher unterschrieben hat',
      'Sie ist nur bei Verträgen über 10.000 € unwirksam',
      'Sie kehrt die Beweislast automatisch zugunsten des Unternehmers um',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Der Katalog des § 6 Abs. 1 KSchG erklärt u. a. Vertragsbestimmungen für nicht verbindlich, nach denen dem Verbraucher eine Beweislast auferlegt wird, die ihn von Gesetzes wegen nicht trifft. Diese Klauseln sind ohne Rücksicht darauf unwirksam, ob sie im Einzelnen ausgehandelt wurden.',
    source: '§ 6 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-539',
    text: 'Welcher Grundsatz der DSGVO verbietet es einem Vermittler, „auf Vorrat“ mehr Kundendaten zu erheben als für den Zweck nötig?',
    answers: [
      'Die Datenminimierung (Art. 5 Abs. 1 lit. c DSGVO)',
      'Die Datenübertragbarkeit',
      'Das Recht auf Vergessenwerden',
      'Die Rechenschaftspflicht der Datenschutzbehörde',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach dem Grundsatz der Datenminimierung müssen personenbezogene Daten dem Zweck angemessen und erheblich sowie auf das notwendige Maß beschränkt sein. Für eine Haushaltsversicherung braucht der Vermittler etwa keine Gesundheitsdaten.',
    source: 'Art. 5 Abs. 1 lit. c DSGVO',
  },
  {
    key: 'at-konsumentenschutz-540',
    text: 'Wann muss ein Versicherer nach Art. 37 DSGVO einen Datenschutzbeauftragten benennen?',
    answers: [
      'Wenn seine Kerntätigkeit in der umfangreichen Verarbeitung besonderer Datenkategorien wie Gesundheitsdaten besteht',
      'Nur wenn er mehr als 10.000 Mitarbeiter hat',
      'Nie, Datenschutzbeauftragte gibt es nur bei Behörden',
      'Nur wenn die Datenschutzbehörde dies im Einzelfall anordnet',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach Art. 37 Abs. 1 lit. c DSGVO ist ein Datenschutzbeauftragter zu benennen, wenn die Kerntätigkeit in der umfangreichen Verarbeitung besonderer Kategorien von Daten nach Art. 9 DSGVO besteht. Kranken- und Lebensversicherer, die in großem Umfang Gesundheitsdaten verarbeiten, sind typische Fälle.',
    source: 'Art. 37 Abs. 1 lit. c DSGVO',
  },
  {
    key: 'at-konsumentenschutz-541',
    text: 'Ein Agent sagt einem Verbraucher mündlich eine Deckung zu, die AGB verlangen aber Schriftlichkeit aller Nebenabreden. Was gilt nach § 10 Abs. 3 KSchG?',
    answers: [
      'Sie ist wirksam; formlose Erklärungen von Vertretern können nicht zulasten des Verbrauchers ausgeschlossen werden',
      'Die mündliche Zusage ist wegen der Schriftformklausel immer unwirksam',
      'Nur der Agent persönlich ist an die Zusage gebunden',
      'Die Zusage gilt nur, wenn sie binnen 24 Stunden schriftlich bestätigt wird',
    ],
    categories: ['at-konsumentenschutz', 'at-agent'],
    coins: 1,
    explanation:
      'Nach § 10 Abs. 3 KSchG kann die Rechtswirksamkeit formloser Erklärungen des Unternehmers oder seiner Vertreter zum Nachteil des Verbrauchers vertraglich nicht ausgeschlossen werden. Eine Schriftformklausel hebelt mündliche Zusagen des Agenten daher nicht aus; der Agent sollte Zusagen deshalb sorgfältig und dokumentiert geben.',
    source: '§ 10 Abs. 3 KSchG',
  },
  {
    key: 'at-konsumentenschutz-542',
    text: 'Der Versicherer hat die Vollmacht seines Agenten intern beschränkt; der Verbraucher weiß davon nichts. Was gilt nach § 10 Abs. 1 KSchG?',
    answers: [
      'Die Vollmacht umfasst gegenüber dem Verbraucher alle gewöhnlich mit solchen Geschäften verbundenen Rechtshandlungen',
      'Die interne Beschränkung wirkt immer auch gegenüber dem Verbraucher',
      'Der Vertrag ist wegen der Beschränkung nichtig',
      'Der Verbraucher muss die Vollmacht vor jedem Gespräch im Firmenbuch prüfen',
    ],
    categories: ['at-konsumentenschutz', 'at-agent'],
    coins: 2,
    explanation:
      'Nach § 10 Abs. 1 KSchG erstreckt sich die von einem Unternehmer erteilte Vollmacht im Verhältnis zum Verbraucher auf alle Rechtshandlungen, die derartige Geschäfte gewöhnlich mit sich bringen. Eine Beschränkung ist dem Verbraucher gegenüber nur wirksam, wenn sie ihm bewusst war.',
    source: '§ 10 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-543',
    text: 'In welcher Form muss ein Verbraucher den Rücktritt nach § 3 KSchG erklären?',
    answers: [
      'Die Rücktrittserklärung ist an keine bestimmte Form gebunden',
      'Nur mit eingeschriebenem Brief',
      'Nur durch persönliches Erscheinen beim Unternehmer',
      'Nur in Form eines Notariatsakts',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach § 3 Abs. 4 KSchG ist die Erklärung des Rücktritts an keine bestimmte Form gebunden. Aus Beweisgründen empfiehlt sich dennoch eine schriftliche oder elektronische Erklärung, weil der Verbraucher die rechtzeitige Abgabe im Streitfall beweisen muss.',
    source: '§ 3 Abs. 4 KSchG',
  },
  {
    key: 'at-konsumentenschutz-544',
    text: 'Auf welche Rechtsgrundlage kann ein Versicherer die Verarbeitung von Daten zur Aufdeckung von Versicherungsbetrug typischerweise stützen?',
    answers: [
      'Auf ein überwiegendes berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO',
      'Auf gar keine, Betrugsbekämpfung ist datenschutzrechtlich verboten',
      'Ausschließlich auf eine Einwilligung des Betrügers',
      'Auf das Recht auf Datenübertragbarkeit',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach Art. 6 Abs. 1 lit. f DSGVO ist eine Verarbeitung zur Wahrung berechtigter Interessen zulässig, sofern nicht Interessen oder Grundrechte der Betroffenen überwiegen; Erwägungsgrund 47 nennt die Betrugsverhinderung ausdrücklich. Eine Einwilligung wäre hier ungeeignet, weil der Betroffene sie jederzeit widerrufen könnte.',
    source: 'Art. 6 Abs. 1 lit. f DSGVO; ErwGr. 47 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-545',
    text: 'Was verlangt Art. 32 DSGVO von einem Maklerbüro, das Kundendaten speichert?',
    answers: [
      'Geeignete technische und organisatorische Maßnahmen für ein dem Risiko angemessenes Schutzniveau, z. B. Verschlüsselung',
      'Die tägliche Übermittlung aller Daten an die Datenschutzbehörde',
      'Die Aufbewahrung aller Daten ausschließlich auf Papier',
      'Nichts, solange keine Daten verloren gehen',
    ],
    categories: ['at-konsumentenschutz', 'at-maklergesetz'],
    coins: 1,
    explanation:
      'Verantwortliche und Auftragsverarbeiter müssen nach Art. 32 DSGVO geeignete technische und organisatorische Maßnahmen treffen, um ein dem Risiko angemessenes Schutzniveau zu gewährleisten. Genannt werden u. a. Pseudonymisierung und Verschlüsselung, Vertraulichkeit, Verfügbarkeit und regelmäßige Überprüfung der Maßnahmen.',
    source: 'Art. 32 Abs. 1 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-546',
    text: 'Ein Kunde stellt fest, dass seine Adresse beim Versicherer falsch gespeichert ist. Welches Recht hat er nach Art. 16 DSGVO?',
    answers: [
      'Die unverzügliche Berichtigung der unrichtigen Daten',
      'Die Kündigung aller Verträge mit sofortiger Wirkung',
      'Eine Prämienreduktion um 10 %',
      'Keines, Stammdaten sind vom Datenschutz ausgenommen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach Art. 16 DSGVO hat die betroffene Person das Recht, unverzüglich die Berichtigung sie betreffender unrichtiger personenbezogener Daten zu verlangen. Unvollständige Daten können unter Berücksichtigung der Verarbeitungszwecke vervollständigt werden.',
    source: 'Art. 16 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-547',
    text: 'Was sind „personenbezogene Daten“ im Sinne des Art. 4 Nr. 1 DSGVO?',
    answers: [
      'Alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen',
      'Nur Name und Geburtsdatum',
      'Nur Daten, die in einem Papierakt stehen',
      'Nur Gesundheitsdaten',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Art. 4 Nr. 1 DSGVO erfasst alle Informationen über eine identifizierte oder identifizierbare natürliche Person, etwa Name, Polizzennummer, Kennzeichen oder Standortdaten. Identifizierbar ist eine Person, die direkt oder indirekt, z. B. über eine Kennnummer, bestimmt werden kann.',
    source: 'Art. 4 Nr. 1 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-548',
    text: 'Welche Aussage zur datenschutzrechtlichen Einwilligung ist NICHT zutreffend?',
    answers: [
      'Ein bereits vorangekreuztes Kästchen auf dem Antrag genügt als Einwilligung',
      'Die Einwilligung muss freiwillig und für den bestimmten Fall erteilt werden',
      'Die betroffene Person muss vorher in informierter Weise aufgeklärt werden',
      'Die Einwilligung kann jederzeit widerrufen werden',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Eine Einwilligung erfordert nach Art. 4 Nr. 11 DSGVO eine freiwillige, informierte und unmissverständliche Willensbekundung durch eine eindeutige bestätigende Handlung. Stillschweigen oder bereits angekreuzte Kästchen genügen nach Erwägungsgrund 32 DSGVO und der Rechtsprechung des EuGH nicht; die übrigen Aussagen stimmen.',
    source: 'Art. 4 Nr. 11 und Art. 7 DSGVO; ErwGr. 32 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-549',
    text: 'Ein Vermittler wirbt mit falschen Angaben über den Deckungsumfang eines Tarifs. Welche Bestimmung des UWG ist typischerweise verletzt?',
    answers: [
      'Das Verbot irreführender Geschäftspraktiken (§ 2 UWG)',
      'Das Verbot der Rückwärtsversicherung',
      'Die Regeln über den Ausgleichsanspruch',
      'Keine, Werbeaussagen sind rechtlich unverbindlich',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Eine Geschäftspraktik ist nach § 2 UWG irreführend, wenn sie unrichtige Angaben etwa über die wesentlichen Merkmale eines Produkts enthält und den Durchschnittsverbraucher zu einer Entscheidung veranlassen kann, die er sonst nicht getroffen hätte. Mitbewerber und bestimmte Verbände können dagegen auf Unterlassung klagen.',
    source: '§§ 2, 14 UWG',
  },
];
