import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-konsumentenschutz (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-konsumentenschutz-501',
    text: 'Wann steht einem Verbraucher das Rücktrittsrecht nach § 3 KSchG NICHT zu, obwohl er den Antrag in seiner Wohnung unterschrieben hat?',
    answers: [
      'Wenn er selbst die geschäftliche Verbindung zur Schließung dieses Vertrags angebahnt hat',
      'Wenn der Vermittler ihn am Abend besucht hat',
      'Wenn der Vertrag eine Haushaltsversicherung betrifft',
      'Wenn der Antrag auf einem Tablet unterschrieben wurde',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Das Rücktrittsrecht nach § 3 KSchG schützt vor Überrumpelung außerhalb der Geschäftsräume. Es entfällt nach § 3 Abs. 3 Z 1 KSchG, wenn der Verbraucher selbst die Verbindung mit dem Unternehmer zwecks Schließung dieses Vertrags angebahnt hat, etwa indem er den Agenten zu sich einlädt.',
    source: '§ 3 Abs. 3 Z 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-502',
    text: 'Wie lange kann ein Verbraucher nach § 3 KSchG zurücktreten, wenn ihm keine Urkunde mit Belehrung über das Rücktrittsrecht ausgefolgt wurde?',
    answers: [
      'Zwölf Monate und 14 Tage',
      'Nur 14 Tage ab Vertragsabschluss',
      'Unbefristet während der ganzen Vertragsdauer',
      'Einen Monat ab Vertragsabschluss',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Die Rücktrittsfrist von 14 Tagen beginnt erst mit Ausfolgung einer Urkunde mit Namen und Anschrift des Unternehmers und einer Belehrung über das Rücktrittsrecht. Unterbleibt sie, verlängert sich die Frist nach § 3 Abs. 1 KSchG auf zwölf Monate und 14 Tage; wird die Urkunde nachgereicht, endet sie 14 Tage danach.',
    source: '§ 3 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-503',
    text: 'Ein Verbraucher schließt einen Vertrag im Vertrauen auf eine vom Unternehmer als sicher dargestellte öffentliche Förderung, die ausbleibt. Welches Recht gibt ihm § 3a KSchG?',
    answers: [
      'Er kann binnen einer Woche ab Erkennbarkeit des Ausbleibens vom Vertrag zurücktreten',
      'Er kann jederzeit ohne Frist Schadenersatz in doppelter Höhe verlangen',
      'Er hat kein Recht, das Risiko trägt allein der Verbraucher',
      'Er kann nur binnen drei Jahren auf Vertragsanpassung klagen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach § 3a KSchG kann der Verbraucher zurücktreten, wenn ohne seine Veranlassung maßgebliche Umstände nicht oder nur erheblich geringer eintreten, die der Unternehmer als wahrscheinlich dargestellt hat, etwa eine Förderung, ein Kredit oder ein steuerlicher Vorteil. Der Rücktritt ist binnen einer Woche zu erklären, sobald das Ausbleiben erkennbar ist und er darüber belehrt wurde.',
    source: '§ 3a KSchG',
  },
  {
    key: 'at-konsumentenschutz-504',
    text: 'Unter welchen Voraussetzungen ist eine AGB-Klausel, nach der Schweigen des Verbrauchers als Zustimmung gilt, nach § 6 Abs. 1 Z 2 KSchG wirksam?',
    answers: [
      'Der Verbraucher wird bei Fristbeginn auf die Bedeutung seines Schweigens hingewiesen und hat eine angemessene Frist',
      'Die Klausel steht im Kleingedruckten am Ende der AGB',
      'Der Unternehmer hat die Klausel bei der Wirtschaftskammer hinterlegt',
      'Solche Klauseln sind gegenüber Verbrauchern stets unwirksam',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Erklärungsfiktionen sind nach § 6 Abs. 1 Z 2 KSchG nur verbindlich, wenn der Verbraucher bei Beginn der Frist besonders auf die Bedeutung seines Verhaltens hingewiesen wird und eine angemessene Frist für eine ausdrückliche Erklärung hat. Zusätzlich muss die Klausel transparent sein und darf nicht gröblich benachteiligen.',
    source: '§ 6 Abs. 1 Z 2 KSchG',
  },
  {
    key: 'at-konsumentenschutz-505',
    text: 'Was muss eine Wertsicherungs- oder Prämienanpassungsklausel gegenüber Verbrauchern nach § 6 Abs. 1 Z 5 KSchG u. a. vorsehen?',
    answers: [
      'Auch Senkungen; die Umstände sind umschrieben, sachlich gerechtfertigt und vom Willen des Unternehmers unabhängig',
      'Nur Erhöhungen, die der Unternehmer nach freiem Ermessen festlegt',
      'Eine Genehmigung durch die FMA für jede Anpassung',
      'Eine Erhöhung um mindestens 10 % jährlich',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Eine Entgeltänderung ist gegenüber Verbrauchern nach § 6 Abs. 1 Z 5 KSchG nur wirksam, wenn die Klausel zweiseitig ist, also auch eine Senkung vorsieht, die maßgebenden Umstände umschrieben und sachlich gerechtfertigt sind und ihr Eintritt nicht vom Willen des Unternehmers abhängt. Einseitige Erhöhungsrechte sind unwirksam.',
    source: '§ 6 Abs. 1 Z 5 KSchG',
  },
  {
    key: 'at-konsumentenschutz-506',
    text: 'Eine AGB-Klausel verlangt, dass Kündigungen des Verbrauchers nur per eingeschriebenem Brief wirksam sind. Wie ist sie nach § 6 Abs. 1 KSchG zu beurteilen?',
    answers: [
      'Unwirksam, weil sie eine strengere Form als die Schriftform bzw. besondere Zugangserfordernisse vorschreibt',
      'Wirksam, weil der Unternehmer die Form frei bestimmen darf',
      'Wirksam, wenn die Klausel fett gedruckt ist',
      'Nur gegenüber Verbrauchern über 65 Jahren unwirksam',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach § 6 Abs. 1 KSchG sind Vertragsbestimmungen nicht verbindlich, die für Erklärungen des Verbrauchers eine strengere Form als die Schriftform oder besondere Zugangserfordernisse vorsehen. Ein verpflichtendes Einschreiben ist ein solches besonderes Zugangserfordernis.',
    source: '§ 6 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-507',
    text: 'Wann kann ein Vertrag nach § 871 ABGB wegen eines Geschäftsirrtums angefochten werden?',
    answers: [
      'Wenn der Irrtum vom anderen Teil veranlasst wurde, ihm offenbar auffallen musste oder rechtzeitig aufgeklärt wurde',
      'Immer, wenn eine Partei den Vertrag nachträglich bereut',
      'Nur wenn der Irrtum notariell festgestellt wurde',
      'Nie, Irrtümer sind im Vertragsrecht unbeachtlich',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Ein wesentlicher Geschäftsirrtum berechtigt nach § 871 ABGB zur Anfechtung, wenn der Vertragspartner ihn veranlasst hat, er ihm offenbar auffallen musste oder er noch rechtzeitig aufgeklärt wurde. Bloße Reue oder ein Motivirrtum genügen nicht; bei List gilt der strengere § 870 ABGB.',
    source: '§ 871 Abs. 1 ABGB',
  },
  {
    key: 'at-konsumentenschutz-508',
    text: 'Wie sind Gesundheitsdaten eines Kunden nach der DSGVO einzuordnen?',
    answers: [
      'Als besondere Kategorie personenbezogener Daten mit grundsätzlichem Verarbeitungsverbot und Ausnahmen',
      'Als öffentliche Daten, die frei verarbeitet werden dürfen',
      'Als Daten, die nur Ärzte verarbeiten dürfen',
      'Als nicht personenbezogene Daten',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Gesundheitsdaten gehören nach Art. 9 Abs. 1 DSGVO zu den besonderen Kategorien personenbezogener Daten, deren Verarbeitung grundsätzlich untersagt ist. Zulässig ist sie nur bei einer Ausnahme nach Art. 9 Abs. 2, etwa einer ausdrücklichen Einwilligung oder einer gesetzlichen Grundlage.',
    source: 'Art. 9 Abs. 1 und 2 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-509',
    text: 'Wofür darf ein Versicherer Gesundheitsdaten nach § 11a VersVG verarbeiten?',
    answers: [
      'Soweit es für Risikoprüfung, Vertragsverwaltung oder Prüfung und Erfüllung von Ansprüchen unerlässlich ist',
      'Für jeden Zweck, wenn der VN einen Vertrag abgeschlossen hat',
      'Nur für Werbezwecke anderer Unternehmen des Konzerns',
      'Überhaupt nicht, Versicherer dürfen keine Gesundheitsdaten verarbeiten',
    ],
    categories: ['at-konsumentenschutz', 'at-versvg'],
    coins: 2,
    explanation:
      '§ 11a VersVG ist eine gesetzliche Grundlage im Sinne des Art. 9 Abs. 2 DSGVO: Der Versicherer darf Gesundheitsdaten nur verarbeiten, soweit es für die Risikobeurteilung, die Vertragsverwaltung oder die Leistungsprüfung unerlässlich ist. Eine Verwendung für andere Zwecke, etwa Werbung, ist davon nicht gedeckt.',
    source: '§ 11a Abs. 1 VersVG; Art. 9 Abs. 2 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-510',
    text: 'Was dürfen Versicherer nach § 67 Gentechnikgesetz (GTG) im Zusammenhang mit genetischen Analysen ihrer Kunden?',
    answers: [
      'Nichts: Sie dürfen Ergebnisse solcher Analysen weder erheben, verlangen, annehmen noch sonst verwerten',
      'Sie dürfen sie ab einer Versicherungssumme von 100.000 € verlangen',
      'Sie dürfen sie mit Einwilligung des Kunden frei verwerten',
      'Sie dürfen sie nur in der Lebensversicherung verlangen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      '§ 67 GTG verbietet Arbeitgebern und Versicherern, Ergebnisse genetischer Analysen ihrer Arbeitnehmer, Arbeitsuchenden, Versicherungsnehmer oder Versicherungswerber zu erheben, zu verlangen, anzunehmen oder sonst zu verwerten. Erfasst ist sogar das Annehmen freiwillig vorgelegter Ergebnisse.',
    source: '§ 67 GTG',
  },
  {
    key: 'at-konsumentenschutz-511',
    text: 'Binnen welcher Frist muss ein Verantwortlicher einen Auskunftsantrag nach Art. 15 DSGVO grundsätzlich beantworten?',
    answers: [
      'Unverzüglich, spätestens innerhalb eines Monats',
      'Binnen 72 Stunden',
      'Binnen sechs Monaten',
      'Eine Frist ist nicht vorgesehen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach Art. 12 Abs. 3 DSGVO sind Informationen über die auf einen Antrag hin ergriffenen Maßnahmen unverzüglich, spätestens aber innerhalb eines Monats zu geben. Bei komplexen oder zahlreichen Anträgen kann die Frist um zwei Monate verlängert werden; der Betroffene ist darüber zu informieren.',
    source: 'Art. 12 Abs. 3 und Art. 15 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-512',
    text: 'Ein Vermittler verliert einen Laptop mit unverschlüsselten Kundendaten. Binnen welcher Frist ist die Verletzung in der Regel der Datenschutzbehörde zu melden?',
    answers: [
      'Möglichst binnen 72 Stunden nach Bekanntwerden',
      'Binnen eines Monats',
      'Binnen eines Jahres',
      'Gar nicht, nur die Kunden sind zu informieren',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Eine Verletzung des Schutzes personenbezogener Daten ist nach Art. 33 DSGVO unverzüglich und möglichst binnen 72 Stunden der Aufsichtsbehörde zu melden, in Österreich der Datenschutzbehörde. Die Meldung entfällt nur, wenn voraussichtlich kein Risiko für die Betroffenen besteht; bei hohem Risiko sind sie nach Art. 34 DSGVO auch selbst zu benachrichtigen.',
    source: 'Art. 33 und 34 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-513',
    text: 'Ein Kunde widerspricht der Verwendung seiner Daten für Direktwerbung. Was gilt nach Art. 21 DSGVO?',
    answers: [
      'Die Daten dürfen für Direktwerbung nicht mehr verarbeitet werden',
      'Der Widerspruch ist nur wirksam, wenn er begründet wird',
      'Der Vermittler darf weiter werben, bis der Vertrag endet',
      'Der Widerspruch wirkt erst nach einer Frist von zwölf Monaten',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Gegen die Verarbeitung zur Direktwerbung kann die betroffene Person nach Art. 21 Abs. 2 DSGVO jederzeit Widerspruch einlegen. Dann dürfen die Daten nach Art. 21 Abs. 3 DSGVO nicht mehr für diese Zwecke verarbeitet werden; eine Begründung oder Abwägung ist hier nicht vorgesehen.',
    source: 'Art. 21 Abs. 2 und 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-514',
    text: 'Welche Aussage zum Recht auf Löschung nach Art. 17 DSGVO ist NICHT zutreffend?',
    answers: [
      'Daten sind auf Verlangen auch dann sofort zu löschen, wenn eine gesetzliche Aufbewahrungspflicht besteht',
      'Daten sind zu löschen, wenn sie für ihren Zweck nicht mehr notwendig sind',
      'Daten sind zu löschen, wenn sie unrechtmäßig verarbeitet wurden',
      'Die Löschung kann nach Widerruf der Einwilligung verlangt werden, wenn keine andere Rechtsgrundlage besteht',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das Recht auf Löschung gilt nach Art. 17 Abs. 3 lit. b DSGVO nicht, soweit die Verarbeitung zur Erfüllung einer rechtlichen Verpflichtung, etwa einer unternehmens- oder steuerrechtlichen Aufbewahrungspflicht, erforderlich ist. Die übrigen Aussagen nennen zutreffende Löschungsgründe nach Art. 17 Abs. 1 DSGVO.',
    source: 'Art. 17 Abs. 1 und 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-515',
    text: 'Wie hoch können Geldbußen bei schweren Verstößen gegen die DSGVO nach Art. 83 Abs. 5 DSGVO höchstens sein?',
    answers: [
      'Bis 20 Mio. € oder bis 4 % des weltweiten Jahresumsatzes, je nachdem, was höher ist',
      'Höchstens 10.000 €',
      'Höchstens 1 % des Gewinns im Inland',
      'Bußgelder sind in Österreich nicht vorgesehen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Für Verstöße etwa gegen die Verarbeitungsgrundsätze, die Betroffenenrechte oder Art. 9 DSGVO sieht Art. 83 Abs. 5 DSGVO Geldbußen bis 20 Mio. € oder bei Unternehmen bis 4 % des gesamten weltweiten Vorjahresumsatzes vor, je nachdem, welcher Betrag höher ist. In Österreich verhängt sie die Datenschutzbehörde.',
    source: 'Art. 83 Abs. 5 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-516',
    text: 'Auf welche Rechtsgrundlage stützt ein Versicherer typischerweise die Verarbeitung von Name und Anschrift zur Durchführung des Versicherungsvertrags?',
    answers: [
      'Auf die Erforderlichkeit zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)',
      'Ausschließlich auf eine jederzeit widerrufliche Einwilligung',
      'Auf ein berechtigtes Interesse Dritter an Werbung',
      'Eine Rechtsgrundlage ist für Vertragsdaten nicht erforderlich',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Daten, die für die Erfüllung eines Vertrags mit der betroffenen Person oder für vorvertragliche Maßnahmen auf ihre Anfrage erforderlich sind, dürfen nach Art. 6 Abs. 1 lit. b DSGVO ohne Einwilligung verarbeitet werden. Eine Einwilligung wäre hier sogar unpassend, weil sie jederzeit widerrufen werden kann.',
    source: 'Art. 6 Abs. 1 lit. b DSGVO',
  },
  {
    key: 'at-konsumentenschutz-517',
    text: 'Wie hoch sind die gesetzlichen Zinsen nach § 1000 Abs. 1 ABGB, wenn nichts anderes vereinbart ist und kein Unternehmergeschäft vorliegt?',
    answers: ['4 % pro Jahr', '9,2 % über dem Basiszinssatz', '12 % pro Jahr', '1 % pro Monat'],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Die gesetzlichen Zinsen betragen nach § 1000 Abs. 1 ABGB vier Prozent pro Jahr, etwa bei Verzug eines Verbrauchers. Höhere Verzugszinsen von 9,2 Prozentpunkten über dem Basiszinssatz gelten nach § 456 UGB nur für Geldforderungen zwischen Unternehmern.',
    source: '§ 1000 Abs. 1 ABGB; § 456 UGB',
  },
  {
    key: 'at-konsumentenschutz-518',
    text: 'Ein Verbraucher widerruft seine datenschutzrechtliche Einwilligung. Was gilt nach Art. 7 Abs. 3 DSGVO?',
    answers: [
      'Der Widerruf ist jederzeit möglich; die bis dahin erfolgte Verarbeitung bleibt rechtmäßig',
      'Der Widerruf ist nur binnen 14 Tagen nach Erteilung möglich',
      'Der Widerruf macht alle bisherigen Verarbeitungen rückwirkend rechtswidrig',
      'Ein Widerruf ist nur mit Zustimmung des Verantwortlichen wirksam',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach Art. 7 Abs. 3 DSGVO kann die betroffene Person ihre Einwilligung jederzeit widerrufen, und der Widerruf muss so einfach sein wie die Erteilung. Er wirkt nur für die Zukunft; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.',
    source: 'Art. 7 Abs. 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-519',
    text: 'Ein Makler lässt Kundendaten von einem externen IT-Dienstleister in dessen Cloud verwalten. Was verlangt Art. 28 DSGVO?',
    answers: [
      'Einen Vertrag zur Auftragsverarbeitung mit hinreichenden Garantien des Dienstleisters',
      'Eine Genehmigung der Datenschutzbehörde für jeden Kunden',
      'Nichts, solange die Daten in der EU bleiben',
      'Die Übertragung aller Haftung auf den Kunden',
    ],
    categories: ['at-konsumentenschutz', 'at-maklergesetz'],
    coins: 1,
    explanation:
      'Verarbeitet ein Dienstleister personenbezogene Daten im Auftrag, braucht der Verantwortliche nach Art. 28 DSGVO einen Vertrag, der Gegenstand, Dauer, Zweck und die Pflichten des Auftragsverarbeiters regelt. Er darf nur Dienstleister einsetzen, die hinreichende Garantien für geeignete technische und organisatorische Maßnahmen bieten.',
    source: 'Art. 28 Abs. 1 und 3 DSGVO',
  },
  {
    key: 'at-konsumentenschutz-520',
    text: 'Welches Grundrecht gewährleistet § 1 DSG in Österreich?',
    answers: [
      'Das Grundrecht auf Geheimhaltung der einen betreffenden personenbezogenen Daten',
      'Das Recht auf kostenlose Versicherung',
      'Das Recht auf Einsicht in fremde Versicherungsverträge',
      'Das Recht auf Provisionsfreiheit',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      '§ 1 DSG ist eine Verfassungsbestimmung: Jedermann hat Anspruch auf Geheimhaltung der ihn betreffenden personenbezogenen Daten, soweit ein schutzwürdiges Interesse daran besteht. Beschränkungen sind nur unter den dort genannten Voraussetzungen zulässig; daneben gilt unmittelbar die DSGVO.',
    source: '§ 1 DSG',
  },
  {
    key: 'at-konsumentenschutz-521',
    text: 'Unter welchen Voraussetzungen darf ein Unternehmer bei Ratenzahlung eines Verbrauchers nach § 13 KSchG den Terminsverlust geltend machen?',
    answers: [
      'Eine Rate ist seit mindestens sechs Wochen fällig und eine Mahnung mit zweiwöchiger Nachfrist blieb erfolglos',
      'Sobald eine Rate einen Tag verspätet ist',
      'Nur mit Zustimmung des Gerichts',
      'Terminsverlust ist gegenüber Verbrauchern stets ausgeschlossen',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Eine Vereinbarung über den Terminsverlust kann der Unternehmer nach § 13 KSchG nur geltend machen, wenn er selbst bereits geleistet hat, eine Rate seit mindestens sechs Wochen fällig ist und er den Verbraucher unter Androhung des Terminsverlusts und Setzung einer Nachfrist von mindestens zwei Wochen erfolglos gemahnt hat.',
    source: '§ 13 KSchG',
  },
];
