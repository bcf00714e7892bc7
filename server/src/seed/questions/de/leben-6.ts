import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-leben' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-leben-601',
    text: 'Was gilt nach § 153 Abs. 1 VVG für die Überschussbeteiligung in der Lebensversicherung?',
    answers: [
      'Sie steht dem VN zu, es sei denn, sie ist durch ausdrückliche Vereinbarung ausgeschlossen',
      'Sie muss in jedem Vertrag gesondert gegen Aufpreis vereinbart werden',
      'Sie steht allein den Aktionären des Versicherers zu',
      'Sie wird nur bei Verträgen mit mehr als 30 Jahren Laufzeit gewährt',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 153 Abs. 1 VVG macht die Beteiligung an Überschuss und Bewertungsreserven zum gesetzlichen Regelfall der Lebensversicherung. Nur eine ausdrückliche Vereinbarung kann sie ausschließen; wird sie gewährt, ist sie nach § 153 Abs. 2 VVG nach einem verursachungsorientierten Verfahren durchzuführen.',
    source: '§ 153 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-leben-602',
    text: 'Ein Kunde kündigt seine klassische Rentenversicherung. Warum erhält er trotz hoher Bewertungsreserven aus Anleihen oft nur eine geringe Beteiligung daran?',
    answers: [
      'Reserven aus festverzinslichen Anlagen zählen nur, soweit sie einen Sicherungsbedarf für Zinsgarantien übersteigen',
      'Bewertungsreserven werden seit 2014 nur noch bei Tod der versicherten Person beteiligt',
      'Bei Kündigung verfallen alle Bewertungsreserven zugunsten der BaFin',
      'Bewertungsreserven werden ausschließlich den Rentnern im Bestand zugeteilt',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 153 Abs. 3 VVG wird bei Vertragsende die Hälfte der zugeordneten Bewertungsreserven zugeteilt, aufsichtsrechtliche Regeln bleiben aber unberührt. Seit dem LVRG 2014 dürfen Reserven aus festverzinslichen Anlagen und Zinsabsicherungen nach § 139 Abs. 3 VAG nur berücksichtigt werden, soweit sie den Sicherungsbedarf der Verträge mit Zinsgarantie übersteigen; bei hohen Altgarantien bleibt oft wenig übrig.',
    source: '§ 153 Abs. 3 VVG; § 139 Abs. 3 und 4 VAG',
  },
  {
    key: 'de-leben-603',
    text: 'Welcher Höchstrechnungszins gilt nach der Deckungsrückstellungsverordnung für ab 1. Januar 2025 geschlossene Lebensversicherungen mit Zinsgarantie?',
    answers: ['1,0 %', '0,25 %', '0,9 %', '2,25 %'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Der Höchstrechnungszins begrenzt den Zins, mit dem der Versicherer die Deckungsrückstellung für garantierte Leistungen kalkulieren darf, und begrenzt damit faktisch den Garantiezins. Für Neuverträge ab 2025 wurde er von 0,25 % auf 1,0 % angehoben; bestehende Verträge behalten ihren bei Abschluss geltenden Rechnungszins.',
    source: '§ 2 Abs. 1 DeckRV',
  },
  {
    key: 'de-leben-604',
    text: 'Welcher Abzug vom Rückkaufswert einer gekündigten Lebensversicherung ist nach § 169 Abs. 5 VVG unwirksam?',
    answers: [
      'Ein Abzug für noch nicht getilgte Abschluss- und Vertriebskosten',
      'Ein vereinbarter, bezifferter und angemessener Stornoabzug',
      'Die Verrechnung rückständiger Prämien',
      'Die Verrechnung eines noch offenen Policendarlehens',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      '§ 169 Abs. 5 VVG erlaubt einen Abzug nur, wenn er vereinbart, beziffert und angemessen ist. Satz 2 erklärt eine Vereinbarung über einen Abzug für noch nicht getilgte Abschluss- und Vertriebskosten ausdrücklich für unwirksam, weil diese Kosten schon über die Verteilungsregel des § 169 Abs. 3 VVG berücksichtigt werden.',
    source: '§ 169 Abs. 5 VVG',
  },
  {
    key: 'de-leben-605',
    text: 'Der Lebensversicherer kündigt nach § 38 VVG wegen einer unbezahlten Folgeprämie. Welche Wirkung hat das nach § 166 Abs. 1 VVG?',
    answers: [
      'Die Versicherung wandelt sich in eine prämienfreie Versicherung um',
      'Der Vertrag erlischt ersatzlos ohne jede Leistung',
      'Der Versicherungsnehmer verliert alle Überschussanteile',
      'Die Versicherungssumme wird sofort in voller Höhe ausgezahlt',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      'Kündigt der Lebensversicherer, wandelt sich die Versicherung nach § 166 Abs. 1 VVG in eine prämienfreie Versicherung nach § 165 VVG um, statt ersatzlos zu erlöschen. Das gebildete Kapital bleibt dem Versicherungsnehmer so erhalten; wird die Mindestleistung nicht erreicht, ist der Rückkaufswert zu zahlen.',
    source: '§§ 165, 166 Abs. 1 VVG',
  },
  {
    key: 'de-leben-606',
    text: 'Der Arbeitgeber zahlt die Prämie einer Direktversicherung nicht mehr. Was muss der Versicherer nach § 166 Abs. 4 VVG gegenüber dem Arbeitnehmer tun?',
    answers: [
      'Ihn in Textform informieren und ihm eine Zahlungsfrist von mindestens zwei Monaten einräumen',
      'Nichts, Ansprechpartner ist allein der Arbeitgeber als Versicherungsnehmer',
      'Den Vertrag sofort auf den Arbeitnehmer als Versicherungsnehmer umschreiben',
      'Den Pensions-Sicherungs-Verein mit der Prämienzahlung beauftragen',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 2,
    explanation:
      'Bei einer vom Arbeitgeber für seine Arbeitnehmer abgeschlossenen Lebensversicherung muss der Versicherer nach § 166 Abs. 4 VVG die versicherte Person über die Bestimmung der Zahlungsfrist nach § 38 VVG und die drohende Umwandlung in eine prämienfreie Versicherung in Textform informieren. Ihr ist eine Zahlungsfrist von mindestens zwei Monaten einzuräumen, damit sie die Versorgung notfalls selbst retten kann.',
    source: '§ 166 Abs. 4 VVG',
  },
  {
    key: 'de-leben-607',
    text: 'Ein selbständiger Kunde möchte seine private Rentenversicherung vor dem Zugriff von Gläubigern schützen. Was kann er nach § 167 VVG verlangen?',
    answers: [
      'Die Umwandlung in eine Versicherung, die den Pfändungsschutz nach § 851c ZPO erfüllt',
      'Die Eintragung des Vertrags ins Grundbuch',
      'Die Übertragung des Vertrags auf die BaFin als Treuhänder',
      'Nichts, private Rentenversicherungen sind stets unpfändbar',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 167 VVG gibt dem Versicherungsnehmer das Recht, jederzeit für den Schluss der laufenden Versicherungsperiode die Umwandlung in eine Versicherung zu verlangen, die den Anforderungen des § 851c Abs. 1 ZPO entspricht. Dann ist die Rente wie Arbeitseinkommen nur eingeschränkt pfändbar; die Kosten der Umwandlung trägt der Versicherungsnehmer.',
    source: '§ 167 VVG; § 851c ZPO',
  },
  {
    key: 'de-leben-608',
    text: 'Ein Lebensversicherer nennt im Angebot bezifferte mögliche Ablaufleistungen über die Garantie hinaus. Was muss er nach § 154 VVG dann übermitteln?',
    answers: [
      'Eine Modellrechnung mit drei verschiedenen Zinssätzen und dem Hinweis, dass sie unverbindlich ist',
      'Eine Garantieerklärung über die genannte Ablaufleistung',
      'Die Bilanz der letzten fünf Geschäftsjahre',
      'Ein Gutachten eines unabhängigen Aktuars',
    ],
    categories: ['de-leben', 'de-beratung'],
    coins: 1,
    explanation:
      'Macht der Versicherer bezifferte Angaben zu möglichen Leistungen über die garantierten hinaus, muss er nach § 154 Abs. 1 VVG eine Modellrechnung mit drei verschiedenen Zinssätzen übermitteln; die Zinssätze gibt § 2 Abs. 3 VVG-InfoV vor. Nach § 154 Abs. 2 VVG ist klar darauf hinzuweisen, dass es sich um ein Rechenmodell mit fiktiven Annahmen handelt, aus dem keine vertraglichen Ansprüche folgen.',
    source: '§ 154 VVG; § 2 Abs. 3 VVG-InfoV',
  },
  {
    key: 'de-leben-609',
    text: 'Das Alter der versicherten Person wurde im Antrag versehentlich zu niedrig angegeben. Was gilt nach § 157 VVG in der Regel?',
    answers: [
      'Die Leistung wird nach dem Verhältnis von altersgerechter zu vereinbarter Prämie angepasst',
      'Der Vertrag ist von Anfang an nichtig',
      'Der Versicherer kann stets vom Vertrag zurücktreten',
      'Die falsche Angabe bleibt ohne Folgen',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      'Bei unrichtiger Altersangabe verändert sich die Leistung nach § 157 Satz 1 VVG im Verhältnis, in dem die dem wirklichen Alter entsprechende Prämie zur vereinbarten steht. Zurücktreten darf der Versicherer nach Satz 2 abweichend von § 19 Abs. 2 VVG nur, wenn er den Vertrag bei richtiger Altersangabe nicht geschlossen hätte.',
    source: '§ 157 VVG',
  },
  {
    key: 'de-leben-610',
    text: 'Welche Umstände gelten in der Lebensversicherung nach § 158 Abs. 1 VVG als Gefahrerhöhung?',
    answers: [
      'Nur Änderungen, die ausdrücklich und in Textform als Gefahrerhöhung vereinbart sind',
      'Jede Verschlechterung des Gesundheitszustands nach Vertragsschluss',
      'Jeder Berufswechsel der versicherten Person',
      'Jede Änderung, die der Versicherer nachträglich für erheblich hält',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 158 Abs. 1 VVG gilt in der Lebensversicherung als Gefahrerhöhung nur eine Änderung der Gefahrumstände, die nach ausdrücklicher Vereinbarung als solche angesehen werden soll; die Vereinbarung bedarf der Textform. Eine bloße Verschlechterung der Gesundheit nach Vertragsschluss ist deshalb keine anzeigepflichtige Gefahrerhöhung.',
    source: '§ 158 Abs. 1 VVG',
  },
  {
    key: 'de-leben-611',
    text: 'Der VN hat drei Kinder als Bezugsberechtigte benannt, ohne Anteile festzulegen. Wie wird die Todesfallleistung nach § 160 Abs. 1 VVG verteilt?',
    answers: [
      'Zu gleichen Teilen; der Anteil eines Wegfallenden wächst den übrigen zu',
      'Nach dem Alter, das älteste Kind erhält die Hälfte',
      'Nach den gesetzlichen Erbquoten einschließlich des Ehegatten',
      'Die Leistung fällt in voller Höhe in den Nachlass',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      'Sind mehrere Personen ohne Bestimmung ihrer Anteile als Bezugsberechtigte bezeichnet, sind sie nach § 160 Abs. 1 VVG zu gleichen Teilen bezugsberechtigt. Der von einem Bezugsberechtigten nicht erworbene Anteil wächst den übrigen zu, sodass die Leistung nicht in den Nachlass fällt.',
    source: '§ 160 Abs. 1 VVG',
  },
  {
    key: 'de-leben-612',
    text: 'Bezugsberechtigt sind „die Erben“. Ein Sohn schlägt die Erbschaft wegen Überschuldung aus. Was gilt nach § 160 Abs. 2 VVG für die Versicherungsleistung?',
    answers: [
      'Er bleibt nach seinem Erbteil bezugsberechtigt; die Ausschlagung ändert daran nichts',
      'Er verliert mit der Ausschlagung auch jeden Anspruch auf die Versicherungsleistung',
      'Die Versicherungsleistung fällt an die Nachlassgläubiger',
      'Die Versicherungsleistung steht dann allein dem Fiskus zu',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 2,
    explanation:
      'Soll die Leistung den Erben zustehen, sind nach § 160 Abs. 2 VVG im Zweifel diejenigen bezugsberechtigt, die zur Zeit des Todes als Erben berufen sind, und zwar nach dem Verhältnis ihrer Erbteile; eine Ausschlagung hat auf die Berechtigung keinen Einfluss. Die Leistung fließt am Nachlass vorbei, der Fiskus ist als Erbe nach § 160 Abs. 4 VVG nicht bezugsberechtigt.',
    source: '§ 160 Abs. 2 und 4 VVG',
  },
  {
    key: 'de-leben-613',
    text: 'Ein unverheiratetes Paar will sich mit Risikolebensversicherungen gegenseitig absichern, ohne dass auf die Todesfallleistung Erbschaftsteuer anfällt. Welche Gestaltung passt?',
    answers: [
      'Über-Kreuz: Jeder ist VN und Bezugsberechtigter einer Versicherung auf das Leben des anderen',
      'Jeder versichert sich selbst und setzt den Partner als Bezugsberechtigten ein',
      'Eine verbundene Versicherung, bei der der Verstorbene VN ist',
      'Keine; Leistungen an Lebensgefährten sind immer erbschaftsteuerpflichtig',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Erbschaftsteuer fällt nach § 3 Abs. 1 Nr. 4 ErbStG an, wenn ein Dritter die Leistung aufgrund eines vom Erblasser geschlossenen Vertrags erwirbt. Ist der Überlebende selbst VN, Beitragszahler und Bezugsberechtigter der Versicherung auf das Leben des Partners, erwirbt er aus eigenem Vertrag; das ist für Paare mit nur 20.000 € Freibetrag (Steuerklasse III) wichtig.',
    source: '§ 3 Abs. 1 Nr. 4, §§ 15, 16 ErbStG',
  },
  {
    key: 'de-leben-614',
    text: 'Der BU-Versicherer stellt im Nachprüfungsverfahren fest, dass die Berufsunfähigkeit weggefallen ist. Wann wird er nach § 174 VVG frühestens leistungsfrei?',
    answers: [
      'Mit Ablauf des dritten Monats nach Zugang seiner Erklärung in Textform beim VN',
      'Sofort mit dem Tag der ärztlichen Untersuchung',
      'Rückwirkend ab dem Wegfall der Berufsunfähigkeit',
      'Erst nach einem rechtskräftigen Urteil',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 2,
    explanation:
      'Will sich der Versicherer auf den Wegfall seiner Leistungspflicht berufen, muss er dem Versicherungsnehmer die Veränderung nach § 174 Abs. 1 VVG in Textform darlegen. Leistungsfrei wird er nach § 174 Abs. 2 VVG frühestens mit dem Ablauf des dritten Monats nach Zugang dieser Erklärung; die Frist gibt dem Versicherten Zeit, sich umzustellen.',
    source: '§ 174 VVG',
  },
  {
    key: 'de-leben-615',
    text: 'Was regelt die sogenannte Sechs-Monats-Regel in marktüblichen BU-Bedingungen?',
    answers: [
      'Dauert der Zustand sechs Monate ununterbrochen an, gilt seine Fortdauer als Berufsunfähigkeit',
      'Die BU-Rente wird stets nur sechs Monate lang gezahlt',
      'Der Antrag auf Leistung muss binnen sechs Monaten gestellt werden, sonst verfällt er',
      'Der Versicherer darf alle sechs Monate eine neue Gesundheitsprüfung verlangen',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Dauerprognose des § 172 Abs. 2 VVG ist im Einzelfall schwer zu stellen. Die Musterbedingungen lassen es deshalb genügen, dass die versicherte Person sechs Monate ununterbrochen im bedingungsgemäßen Grad außerstande war, ihren Beruf auszuüben; die Fortdauer dieses Zustands gilt dann als Berufsunfähigkeit, viele Tarife leisten sogar rückwirkend ab Beginn.',
    source: 'GDV-Musterbedingungen Berufsunfähigkeitsversicherung, § 2; § 172 Abs. 2 VVG',
  },
  {
    key: 'de-leben-616',
    text: 'Unter welcher Voraussetzung darf ein BU-Versicherer, der auf die abstrakte Verweisung verzichtet hat, konkret auf eine neue Tätigkeit verweisen?',
    answers: [
      'Die Tätigkeit wird tatsächlich ausgeübt und wahrt die bisherige Lebensstellung',
      'Die Tätigkeit wäre auf dem Arbeitsmarkt irgendwo verfügbar',
      'Der Versicherte hat eine Umschulung abgelehnt',
      'Der Versicherte verdient in der neuen Tätigkeit überhaupt etwas',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die konkrete Verweisung setzt voraus, dass die versicherte Person eine andere Tätigkeit tatsächlich ausübt, die ihrer Ausbildung und Erfahrung entspricht und ihre bisherige Lebensstellung wahrt. Maßgeblich sind vor allem Einkommen und soziale Wertschätzung; eine erhebliche Einkommenseinbuße schließt die Verweisung nach der Rechtsprechung aus.',
    source: '§ 172 Abs. 3 VVG; GDV-Musterbedingungen Berufsunfähigkeitsversicherung, § 2',
  },
  {
    key: 'de-leben-617',
    text: 'Für welche Verträge gelten die BU-Vorschriften über Anerkenntnis und Nachprüfung (§§ 173 bis 176 VVG) nach § 177 VVG entsprechend?',
    answers: [
      'Für Verträge, die eine Leistung bei dauerhafter Beeinträchtigung der Arbeitsfähigkeit versprechen',
      'Für alle Sachversicherungen',
      'Nur für die gesetzliche Rentenversicherung',
      'Für Risikolebensversicherungen ohne Zusatzversicherung',
    ],
    categories: ['de-leben', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 177 Abs. 1 VVG erstreckt die §§ 173 bis 176 VVG auf alle Verträge, bei denen der Versicherer für eine dauerhafte Beeinträchtigung der Arbeitsfähigkeit eine Leistung verspricht, etwa Erwerbsunfähigkeits- oder Dienstunfähigkeitsversicherungen. So gelten Anerkenntnispflicht und Nachprüfungsregeln auch dort, wo der Vertrag nicht Berufsunfähigkeitsversicherung heißt.',
    source: '§ 177 Abs. 1 VVG',
  },
  {
    key: 'de-leben-618',
    text: 'Die Pensionskasse eines Arbeitgebers kann die zugesagte Betriebsrente nicht mehr voll zahlen. Wer muss nach § 1 Abs. 1 Satz 3 BetrAVG für die Lücke einstehen?',
    answers: [
      'Der Arbeitgeber, der die Versorgung zugesagt hat',
      'Der Arbeitnehmer trägt das Risiko allein',
      'Die Deutsche Rentenversicherung',
      'Der vermittelnde Versicherungsmakler',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 1 Abs. 1 Satz 3 BetrAVG steht der Arbeitgeber für die Erfüllung der von ihm zugesagten Leistungen auch dann ein, wenn die Durchführung nicht unmittelbar über ihn erfolgt. Kürzt ein externer Versorgungsträger seine Leistungen, muss der Arbeitgeber die Differenz aus eigenen Mitteln ausgleichen (Subsidiärhaftung).',
    source: '§ 1 Abs. 1 Satz 3 BetrAVG',
  },
  {
    key: 'de-leben-619',
    text: 'Welche Aussage zu den Durchführungswegen der betrieblichen Altersversorgung trifft NICHT zu?',
    answers: [
      'Die Unterstützungskasse gewährt einen Rechtsanspruch auf ihre Leistungen',
      'Bei der Direktzusage bildet der Arbeitgeber für die Zusage Pensionsrückstellungen',
      'Die Pensionskasse gewährt dem Arbeitnehmer einen Rechtsanspruch auf ihre Leistungen',
      'Bei der Direktversicherung schließt der Arbeitgeber eine Lebensversicherung auf das Leben des Arbeitnehmers ab',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Eine Unterstützungskasse ist nach § 1b Abs. 4 BetrAVG gerade eine Versorgungseinrichtung, die auf ihre Leistungen keinen Rechtsanspruch gewährt; der Arbeitnehmer kann sich aber an den Arbeitgeber halten. Die übrigen Aussagen treffen zu: § 249 HGB und § 6a EStG regeln die Pensionsrückstellung, § 1b Abs. 3 und 2 BetrAVG beschreiben Pensionskasse und Direktversicherung.',
    source: '§ 1b Abs. 2–4 BetrAVG; § 249 HGB; § 6a EStG',
  },
  {
    key: 'de-leben-620',
    text: 'Ein Arbeitnehmer verlangt Entgeltumwandlung; der Arbeitgeber bietet eine Pensionskasse an. Was gilt nach § 1a Abs. 1 BetrAVG für den Durchführungsweg?',
    answers: [
      'Sie erfolgt über die Pensionskasse; eine Direktversicherung kann er dann nicht verlangen',
      'Der Arbeitnehmer kann jeden der fünf Durchführungswege frei wählen',
      'Der Arbeitnehmer kann stets eine Direktzusage verlangen',
      'Der Durchführungsweg wird von der BaFin festgelegt',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 1a Abs. 1 Satz 2 und 3 BetrAVG wird die Durchführung des Anspruchs durch Vereinbarung geregelt. Ist der Arbeitgeber zu einer Durchführung über einen Pensionsfonds oder eine Pensionskasse bereit, ist die Entgeltumwandlung dort durchzuführen; andernfalls kann der Arbeitnehmer den Abschluss einer Direktversicherung verlangen.',
    source: '§ 1a Abs. 1 Satz 2 und 3 BetrAVG',
  },
  {
    key: 'de-leben-621',
    text: 'Unter welcher Voraussetzung darf der Arbeitgeber eine unverfallbare Anwartschaft beim Ausscheiden nach § 3 Abs. 2 BetrAVG ohne Zustimmung des Arbeitnehmers abfinden?',
    answers: [
      'Wenn die monatliche Rente bei Erreichen der Altersgrenze 1 % der monatlichen Bezugsgröße nicht übersteigen würde',
      'Wenn der Arbeitnehmer jünger als 40 Jahre ist',
      'Wenn die Anwartschaft weniger als 10.000 € wert ist',
      'Immer, sobald das Arbeitsverhältnis beendet ist',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      '§ 3 Abs. 1 BetrAVG verbietet die Abfindung unverfallbarer Anwartschaften grundsätzlich, damit die Versorgung dem Alter dient. Nach § 3 Abs. 2 BetrAVG darf der Arbeitgeber einseitig nur Kleinstanwartschaften abfinden: die Monatsrente darf 1 %, eine Kapitalleistung zwölf Zehntel der monatlichen Bezugsgröße nach § 18 SGB IV nicht übersteigen; macht der Arbeitnehmer von seinem Übertragungsrecht Gebrauch, ist die Abfindung ausgeschlossen.',
    source: '§ 3 Abs. 1 und 2 BetrAVG; § 18 SGB IV',
  },
  {
    key: 'de-leben-622',
    text: 'Wie wird die Höhe einer unverfallbaren, arbeitgeberfinanzierten Anwartschaft aus einer Direktzusage nach § 2 Abs. 1 BetrAVG grundsätzlich ermittelt?',
    answers: [
      'Zeitanteilig nach dem Verhältnis der tatsächlichen zur möglichen Betriebszugehörigkeit bis zur Regelaltersgrenze',
      'Nach der Summe der vom Arbeitgeber tatsächlich gezahlten Versicherungsprämien',
      'Stets in Höhe der vollen zugesagten Altersrente',
      'Nach dem Steuerwert der Pensionsrückstellung zum Austrittstag',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      '§ 2 Abs. 1 BetrAVG sieht das ratierliche Verfahren vor: Der Ausgeschiedene erhält den Teil der ohne das Ausscheiden zustehenden Leistung, der dem Verhältnis der tatsächlichen Betriebszugehörigkeit zur möglichen Betriebszugehörigkeit bis zur Regelaltersgrenze entspricht (m/n-tel). Für Direktversicherung und Pensionskasse erlaubt § 2 Abs. 2 und 3 BetrAVG stattdessen die versicherungsförmige Lösung.',
    source: '§ 2 Abs. 1 bis 3 BetrAVG',
  },
];
