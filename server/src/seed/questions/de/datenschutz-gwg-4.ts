import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-datenschutz-gwg' (Deutschland), Teil 4: Geldwäscheprävention. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-datenschutz-gwg-241',
    text: 'Womit wird die Identität einer anwesenden natürlichen Person nach § 12 Abs. 1 GwG in erster Linie überprüft?',
    answers: [
      'Mit einem gültigen amtlichen Ausweis mit Lichtbild, etwa Personalausweis oder Reisepass',
      'Mit einer Kopie der letzten Stromrechnung',
      'Mit der Visitenkarte des Kunden',
      'Mit einer mündlichen Bestätigung durch den Vermittler',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach § 12 Abs. 1 Satz 1 Nr. 1 GwG erfolgt die Überprüfung bei natürlichen Personen anhand eines gültigen amtlichen Ausweises mit Lichtbild, der die Pass- und Ausweispflicht erfüllt. Alternativ nennt die Vorschrift u. a. den elektronischen Identitätsnachweis und qualifizierte elektronische Signaturen.',
    source: '§ 12 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-242',
    text: 'Was muss ein Verpflichteter nach § 10 Abs. 9 GwG tun, wenn ihm die Erfüllung der allgemeinen Sorgfaltspflichten, z. B. der Identifizierung, unmöglich ist?',
    answers: [
      'Die Geschäftsbeziehung nicht begründen oder eine bestehende beenden',
      'Den Vertrag trotzdem abschließen und später nachfragen',
      'Den Kunden an einen anderen Vermittler verweisen und weitermachen',
      'Eine höhere Prämie verlangen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Kann der Verpflichtete die allgemeinen Sorgfaltspflichten nach § 10 Abs. 1 Nr. 1 bis 4 GwG nicht erfüllen, darf er die Geschäftsbeziehung nach § 10 Abs. 9 GwG nicht begründen oder fortsetzen und keine Transaktion durchführen. Eine bestehende Beziehung ist durch Kündigung oder auf andere Weise zu beenden; zusätzlich ist an eine Verdachtsmeldung zu denken.',
    source: '§ 10 Abs. 9 GwG',
  },
  {
    key: 'de-datenschutz-gwg-243',
    text: 'Welche Maßnahme gehört bei einer politisch exponierten Person NICHT zu den verstärkten Sorgfaltspflichten nach § 15 Abs. 4 GwG?',
    answers: [
      'Die Pflicht, jeden Vertrag mit ihr abzulehnen',
      'Die Zustimmung eines Mitglieds der Führungsebene zur Geschäftsbeziehung',
      'Angemessene Maßnahmen zur Bestimmung der Herkunft der Vermögenswerte',
      'Eine verstärkte kontinuierliche Überwachung der Geschäftsbeziehung',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Geschäfte mit politisch exponierten Personen sind nicht verboten, sie erfordern aber nach § 15 Abs. 4 GwG die Zustimmung der Führungsebene, Maßnahmen zur Bestimmung der Herkunft der Vermögenswerte und eine verstärkte kontinuierliche Überwachung. Eine Ablehnungspflicht sieht das Gesetz nicht vor.',
    source: '§ 15 Abs. 3 und 4 GwG',
  },
  {
    key: 'de-datenschutz-gwg-244',
    text: 'Wer ist nach § 1 Abs. 12 GwG eine politisch exponierte Person (PEP)?',
    answers: [
      'Wer ein hochrangiges öffentliches Amt auf internationaler, europäischer oder nationaler Ebene ausübt oder ausübte',
      'Jedes Mitglied einer politischen Partei',
      'Jeder Beamte im öffentlichen Dienst',
      'Jede Person mit einem Jahreseinkommen über 250.000 €',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 1 Abs. 12 GwG erfasst Personen mit hochrangigen wichtigen öffentlichen Ämtern, etwa Regierungsmitglieder, Abgeordnete, Richter oberster Gerichte oder Botschafter, sowie vergleichbare Ämter unterhalb der nationalen Ebene. Ihre Familienmitglieder und ihnen bekanntermaßen nahestehende Personen sind nach § 1 Abs. 13 und 14 GwG ebenfalls erfasst.',
    source: '§ 1 Abs. 12–14 GwG',
  },
  {
    key: 'de-datenschutz-gwg-245',
    text: 'Wann sind nach § 15 Abs. 3 GwG verstärkte Sorgfaltspflichten insbesondere anzuwenden?',
    answers: [
      'Bei Geschäften mit Bezug zu Drittstaaten mit hohem Risiko, die die EU-Kommission benannt hat',
      'Bei jedem Kunden mit Wohnsitz in einem anderen Bundesland',
      'Bei jedem Vertrag mit einer Jahresprämie über 500 €',
      'Nur bei Kunden unter 18 Jahren',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 15 Abs. 3 GwG nennt als Fälle mit höherem Risiko u. a. politisch exponierte Personen, die Beteiligung von Drittstaaten mit hohem Risiko, die die EU-Kommission festgelegt hat, sowie ungewöhnlich komplexe oder große Transaktionen ohne erkennbaren Zweck. Dann gelten die verstärkten Maßnahmen des § 15 Abs. 4 und 5 GwG.',
    source: '§ 15 Abs. 3 GwG',
  },
  {
    key: 'de-datenschutz-gwg-246',
    text: 'Was erlaubt § 14 GwG, wenn der Verpflichtete nur ein geringes Risiko der Geldwäsche feststellt?',
    answers: [
      'Vereinfachte Sorgfaltspflichten, z. B. einen geringeren Umfang der Überprüfung',
      'Den vollständigen Verzicht auf jede Sorgfaltspflicht',
      'Die Weitergabe der Kundendaten an Dritte ohne Grund',
      'Den Abschluss ohne jede Aufzeichnung',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach § 14 Abs. 1 GwG dürfen Verpflichtete bei festgestelltem geringem Risiko vereinfachte Sorgfaltspflichten anwenden, also den Umfang der Maßnahmen angemessen reduzieren; die Identität kann etwa auch anhand anderer Dokumente überprüft werden. Ganz entfallen die Pflichten nicht, und die Risikoeinschätzung ist zu dokumentieren.',
    source: '§ 14 GwG',
  },
  {
    key: 'de-datenschutz-gwg-247',
    text: 'Welche Aussage zur Verdachtsmeldung nach dem GwG trifft NICHT zu?',
    answers: [
      'Sie ist erst ab einem Betrag von 15.000 € abzugeben',
      'Sie ist unverzüglich abzugeben, sobald Tatsachen auf Geldwäsche hindeuten',
      'Wer sie nicht vorsätzlich oder grob fahrlässig unwahr erstattet, kann dafür nicht verantwortlich gemacht werden',
      'Die Transaktion darf grundsätzlich erst nach Zustimmung der FIU oder Ablauf von drei Werktagen erfolgen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Die Meldepflicht nach § 43 Abs. 1 GwG hängt nicht vom Betrag ab; sie besteht unverzüglich, sobald Tatsachen auf Geldwäsche oder Terrorismusfinanzierung hindeuten. Die übrigen Aussagen folgen aus § 48 Abs. 1 GwG (Freistellung von Verantwortlichkeit) und § 46 Abs. 1 GwG (Stillhaltepflicht).',
    source: '§§ 43, 46, 48 GwG',
  },
  {
    key: 'de-datenschutz-gwg-248',
    text: 'Was ist seit 1. August 2021 beim Transparenzregister nach dem GwG neu?',
    answers: [
      'Es ist ein Vollregister: Vereinigungen müssen ihre wirtschaftlich Berechtigten selbst melden',
      'Es wurde abgeschafft',
      'Es enthält nur noch Einzelunternehmer',
      'Es wird von der BaFin als Vermittlerregister geführt',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Mit dem Transparenzregister- und Finanzinformationsgesetz wurde das Register zum 1. August 2021 vom Auffang- zum Vollregister: Die Mitteilungsfiktion über andere Register entfiel, und juristische Personen des Privatrechts und eingetragene Personengesellschaften müssen ihre wirtschaftlich Berechtigten nach § 20 GwG selbst melden. Verpflichtete können das Register bei der Identifizierung heranziehen, dürfen sich aber nicht allein darauf verlassen.',
    source: '§§ 20, 23a GwG',
  },
  {
    key: 'de-datenschutz-gwg-249',
    text: 'Was muss ein Verpflichteter tun, wenn die Angaben im Transparenzregister von seinen eigenen Erkenntnissen über den wirtschaftlich Berechtigten abweichen?',
    answers: [
      'Eine Unstimmigkeitsmeldung an die registerführende Stelle abgeben',
      'Nichts, das Register ist stets maßgeblich',
      'Die Abweichung nur intern notieren',
      'Den Kunden auffordern, die Polizei zu informieren',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 23a Abs. 1 GwG verpflichtet Verpflichtete, Unstimmigkeiten zwischen den Registerangaben und ihren eigenen Erkenntnissen über wirtschaftlich Berechtigte unverzüglich der registerführenden Stelle zu melden. So soll die Qualität des Transparenzregisters verbessert werden.',
    source: '§ 23a Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-250',
    text: 'Welche Taten können seit der Reform des § 261 StGB im Jahr 2021 Vortat einer Geldwäsche sein?',
    answers: [
      'Grundsätzlich jede rechtswidrige Tat (All-Crimes-Ansatz)',
      'Nur Verbrechen mit einer Mindeststrafe von einem Jahr',
      'Nur Drogenhandel und Terrorismus',
      'Nur Steuerstraftaten',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Seit März 2021 kennt § 261 StGB keinen Vortatenkatalog mehr: Tatobjekt kann jeder Gegenstand sein, der aus einer rechtswidrigen Tat herrührt (All-Crimes-Ansatz). Damit ist auch der Kreis möglicher Verdachtsfälle für Verpflichtete größer geworden.',
    source: '§ 261 Abs. 1 StGB',
  },
  {
    key: 'de-datenschutz-gwg-251',
    text: 'Welcher Sachverhalt ist in der Lebensversicherung ein typischer Anhaltspunkt für Geldwäsche?',
    answers: [
      'Hoher Einmalbeitrag in bar mit baldiger Kündigung trotz Verlusts und Auszahlung an einen Dritten',
      'Monatliche Beitragszahlung per Lastschrift vom Gehaltskonto',
      'Abschluss einer Risikolebensversicherung zur Absicherung eines Immobilienkredits',
      'Erhöhung der Versicherungssumme nach der Geburt eines Kindes',
    ],
    categories: ['de-datenschutz-gwg', 'de-leben'],
    coins: 1,
    explanation:
      'Wer Geld „wäscht“, nimmt Verluste in Kauf, um illegale Mittel als scheinbar legale Versicherungsleistung zurückzuerhalten: hohe Bareinzahlungen, frühe Kündigung trotz Rückkaufsverlust und Auszahlung an Dritte sind klassische Muster. Solche Tatsachen können eine Meldepflicht nach § 43 Abs. 1 GwG auslösen.',
    source: '§ 43 Abs. 1 GwG; BaFin-Auslegungs- und Anwendungshinweise zum GwG',
  },
  {
    key: 'de-datenschutz-gwg-252',
    text: 'Wer ist nach § 3 Abs. 1 GwG wirtschaftlich Berechtigter, wenn eine natürliche Person im Auftrag eines anderen handelt?',
    answers: [
      'Die natürliche Person, auf deren Veranlassung die Transaktion letztlich durchgeführt wird',
      'Stets der Vermittler, der den Vertrag vermittelt hat',
      'Immer der Versicherer',
      'Die Bank, über die die Prämie gezahlt wird',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 3 Abs. 1 GwG definiert den wirtschaftlich Berechtigten als die natürliche Person, in deren Eigentum oder unter deren Kontrolle der Vertragspartner letztlich steht, oder auf deren Veranlassung eine Transaktion letztlich durchgeführt oder eine Geschäftsbeziehung begründet wird. Handelt jemand für einen anderen, ist dieser Hintermann festzustellen.',
    source: '§ 3 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-253',
    text: 'Welche Pflicht folgt aus § 10 Abs. 1 Nr. 5 GwG für bestehende Geschäftsbeziehungen?',
    answers: [
      'Die kontinuierliche Überwachung der Geschäftsbeziehung einschließlich der Transaktionen',
      'Die jährliche Neuidentifizierung mit persönlichem Erscheinen jedes Kunden',
      'Die Kündigung aller Verträge nach fünf Jahren',
      'Die Meldung jeder Beitragszahlung an die FIU',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Zu den allgemeinen Sorgfaltspflichten gehört nach § 10 Abs. 1 Nr. 5 GwG die kontinuierliche Überwachung der Geschäftsbeziehung: Transaktionen müssen zum Kenntnisstand über Kunde, Geschäftstätigkeit und Risikoprofil passen, und die Dokumente sind in angemessenem zeitlichen Abstand zu aktualisieren. Anlasslose Meldungen an die FIU verlangt das Gesetz nicht.',
    source: '§ 10 Abs. 1 Nr. 5 GwG',
  },
  {
    key: 'de-datenschutz-gwg-254',
    text: 'Welche Pflicht trifft den Verpflichteten nach § 10 Abs. 1 Nr. 3 GwG zusätzlich zur Identifizierung?',
    answers: [
      'Sich über Zweck und angestrebte Art der Geschäftsbeziehung zu informieren, soweit sich das nicht eindeutig ergibt',
      'Die Kreditwürdigkeit des Kunden bei einer Auskunftei zu prüfen',
      'Ein ärztliches Attest einzuholen',
      'Den Arbeitgeber des Kunden zu befragen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach § 10 Abs. 1 Nr. 3 GwG müssen Informationen über den Zweck und die angestrebte Art der Geschäftsbeziehung eingeholt und bewertet werden, soweit sie sich im Einzelfall nicht bereits zweifelsfrei ergeben. Sie bilden die Grundlage für die spätere Überwachung, ob Transaktionen zum Kunden passen.',
    source: '§ 10 Abs. 1 Nr. 3 GwG',
  },
  {
    key: 'de-datenschutz-gwg-255',
    text: 'Wie ist eine Verdachtsmeldung an die FIU nach § 45 Abs. 1 GwG grundsätzlich zu übermitteln?',
    answers: [
      'Elektronisch über das Meldeportal der FIU (goAML)',
      'Mündlich beim nächsten Polizeirevier',
      'Per Einschreiben an die BaFin',
      'Als Hinweis im Versicherungsschein',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 45 Abs. 1 GwG verlangt, Meldungen elektronisch abzugeben; die FIU stellt dafür das Portal goAML bereit, bei dem sich Verpflichtete registrieren müssen. Nur bei einer Störung der elektronischen Übermittlung ist nach § 45 Abs. 2 GwG ausnahmsweise eine Meldung auf dem Postweg zulässig.',
    source: '§ 45 Abs. 1 und 2 GwG',
  },
  {
    key: 'de-datenschutz-gwg-256',
    text: 'Welche Stelle ist die deutsche Zentralstelle für Finanztransaktionsuntersuchungen (FIU) organisatorisch zugeordnet?',
    answers: [
      'Der Generalzolldirektion',
      'Dem Bundeskriminalamt',
      'Der BaFin',
      'Dem Deutschen Industrie- und Handelskammertag',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach § 27 Abs. 1 GwG ist die FIU bei der Generalzolldirektion angesiedelt; sie ist fachlich unabhängig. Bis 2017 war die Stelle beim Bundeskriminalamt angesiedelt, seitdem analysiert sie Meldungen als administrative FIU und gibt Erkenntnisse an Strafverfolgungsbehörden weiter.',
    source: '§ 27 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-257',
    text: 'Welche Aussage zur Aufbewahrung von Kundendaten durch einen Versicherungsvermittler trifft NICHT zu?',
    answers: [
      'Nach Vertragsende müssen alle Daten sofort gelöscht werden, auch Geschäftsbriefe und Buchungsbelege',
      'Handels- und Geschäftsbriefe sind nach § 257 HGB sechs Jahre aufzubewahren',
      'Buchungsbelege sind nach § 257 HGB acht Jahre aufzubewahren',
      'Nach Ablauf der Aufbewahrungsfristen sind nicht mehr benötigte Daten zu löschen',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Gesetzliche Aufbewahrungspflichten gehen dem Löschanspruch nach Art. 17 Abs. 3 Buchst. b DSGVO vor: Nach § 257 Abs. 4 HGB sind Handels- und Geschäftsbriefe sechs Jahre, Buchungsbelege seit 2025 acht Jahre aufzubewahren. Erst danach sind nicht mehr benötigte Daten zu löschen.',
    source: '§ 257 Abs. 4 HGB; Art. 17 Abs. 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-258',
    text: 'Welche drei Akteure des Schutzes vor Geldwäsche arbeiten nach dem GwG typischerweise zusammen?',
    answers: [
      'Verpflichtete, die FIU und die zuständigen Aufsichtsbehörden',
      'Versicherer, Versicherungsombudsmann und IHK-Schlichtung',
      'Makler, Verbraucherzentrale und Schufa',
      'Kunden, Vermittlerverbände und Notarkammern',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Verpflichtete (§ 2 GwG) erfüllen Sorgfalts- und Meldepflichten, die FIU (§§ 27 ff. GwG) nimmt Meldungen entgegen und analysiert sie, und die Aufsichtsbehörden (§ 50 GwG) überwachen die Einhaltung der Pflichten und verhängen Bußgelder. Für Versicherungsunternehmen ist Aufsichtsbehörde die BaFin.',
    source: '§§ 2, 27, 50 GwG',
  },
  {
    key: 'de-datenschutz-gwg-259',
    text: 'Was ist nach § 6 GwG ein Beispiel für eine interne Sicherungsmaßnahme eines Verpflichteten?',
    answers: [
      'Die Schulung der Mitarbeiter über Typologien und Methoden der Geldwäsche',
      'Die Kündigung aller Kunden aus dem Ausland',
      'Die Einstellung eines eigenen Staatsanwalts',
      'Der Verzicht auf jede Dokumentation',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 6 Abs. 2 GwG nennt als interne Sicherungsmaßnahmen u. a. Grundsätze und Verfahren zum Risikomanagement, die Überprüfung der Zuverlässigkeit der Mitarbeiter und deren Unterrichtung über Typologien und Methoden der Geldwäsche. Die Maßnahmen müssen angemessen sein und regelmäßig überprüft werden.',
    source: '§ 6 Abs. 2 GwG',
  },
  {
    key: 'de-datenschutz-gwg-260',
    text: 'Was bedeutet „Terrorismusfinanzierung“ im Sinne des GwG, die ebenso wie Geldwäsche meldepflichtig ist?',
    answers: [
      'Die Bereitstellung oder Sammlung von Vermögen für terroristische Taten oder Vereinigungen, auch aus legalen Quellen',
      'Nur die Finanzierung mit Geld aus Straftaten',
      'Die Zahlung von Lösegeld durch eine Kidnap-Versicherung',
      'Jede Auslandsüberweisung über 10.000 €',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Nach § 1 Abs. 2 GwG umfasst Terrorismusfinanzierung die Bereitstellung oder Sammlung von Vermögensgegenständen mit dem Wissen oder Zweck, dass sie für terroristische Straftaten oder Vereinigungen verwendet werden. Anders als bei der Geldwäsche kann das Geld auch aus legalen Quellen stammen; die Meldepflicht nach § 43 GwG gilt gleichermaßen.',
    source: '§ 1 Abs. 2, § 43 Abs. 1 GwG',
  },
];
