import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-handelsvertreter' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-handelsvertreter-201',
    text: 'Welche Pflicht trifft den Handelsvertreter nach § 86 HGB NICHT?',
    answers: [
      'Für Prämienausfälle seiner Kunden ohne besondere Vereinbarung persönlich einzustehen',
      'Sich um die Vermittlung oder den Abschluss von Geschäften zu bemühen',
      'Dabei das Interesse des Unternehmers wahrzunehmen',
      'Dem Unternehmer die erforderlichen Nachrichten zu geben, etwa über jeden Abschluss',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 86 Abs. 1 und 2 HGB verpflichtet den Handelsvertreter, sich um Geschäfte zu bemühen, die Interessen des Unternehmers wahrzunehmen und ihm die erforderlichen Nachrichten zu geben. Für die Erfüllung durch den Kunden haftet er nur, wenn er dies ausdrücklich übernommen hat (Delkredere, § 86b HGB), und erhält dafür eine besondere Provision.',
    source: '§§ 86, 86b HGB',
  },
  {
    key: 'de-handelsvertreter-202',
    text: 'Was muss der Versicherer dem Versicherungsvertreter nach § 86a Abs. 1 HGB zur Verfügung stellen?',
    answers: [
      'Die zur Ausübung der Tätigkeit erforderlichen Unterlagen, z. B. Tarife, Bedingungen und Antragsformulare',
      'Ein Dienstfahrzeug',
      'Ein festes Monatsgehalt',
      'Eine eigene Vermögensschadenhaftpflichtversicherung',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 86a Abs. 1 HGB hat der Unternehmer dem Handelsvertreter die erforderlichen Unterlagen wie Muster, Drucksachen, Geschäftsbedingungen und Werbematerial zur Verfügung zu stellen. Außerdem muss er ihm nach § 86a Abs. 2 HGB die erforderlichen Nachrichten geben, etwa wenn er Geschäfte voraussichtlich nur in geringerem Umfang annehmen will.',
    source: '§ 86a HGB',
  },
  {
    key: 'de-handelsvertreter-203',
    text: 'Wie oft muss der Unternehmer nach § 87c Abs. 1 HGB über die Provisionen des Handelsvertreters abrechnen?',
    answers: [
      'Monatlich, erweiterbar auf höchstens drei Monate, spätestens bis Ende des Folgemonats',
      'Einmal jährlich zum Geschäftsjahresende',
      'Nur auf ausdrückliche Anforderung des Vertreters',
      'Erst nach Beendigung des Vertretervertrags',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 87c Abs. 1 HGB verlangt eine monatliche Provisionsabrechnung; der Zeitraum kann auf höchstens drei Monate erstreckt werden. Die Abrechnung muss unverzüglich, spätestens bis zum Ende des nächsten Monats erfolgen.',
    source: '§ 87c Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-204',
    text: 'Mit welchem Recht kann der Versicherungsvertreter Provisionsabrechnungen nach § 87c Abs. 2 HGB überprüfen?',
    answers: [
      'Mit dem Anspruch auf einen Buchauszug über alle provisionspflichtigen Geschäfte',
      'Mit dem Recht, jederzeit die Geschäftsräume des Versicherers zu durchsuchen',
      'Mit einer Anzeige bei der BaFin',
      'Gar nicht, die Abrechnung ist verbindlich',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 87c Abs. 2 HGB kann der Handelsvertreter bei der Abrechnung einen Buchauszug über alle Geschäfte verlangen, für die ihm Provision zusteht. Bestehen begründete Zweifel, kann er nach § 87c Abs. 4 HGB Einsicht in die Geschäftsbücher verlangen, die nach Wahl des Unternehmers ihm oder einem Wirtschaftsprüfer bzw. vereidigten Buchsachverständigen gewährt wird; diese Rechte können nach § 87c Abs. 5 HGB nicht ausgeschlossen werden.',
    source: '§ 87c Abs. 2, 4 und 5 HGB',
  },
  {
    key: 'de-handelsvertreter-205',
    text: 'Ein Kunde stellt die Zahlung seiner Lebensversicherungsprämien ein. Was muss der Versicherer nach der Rechtsprechung tun, bevor er die Provision des Vertreters zurückfordert?',
    answers: [
      'Den notleidenden Vertrag ausreichend nachbearbeiten oder dem Vertreter eine Stornogefahrmitteilung senden',
      'Nichts, die Provision entfällt automatisch',
      'Den Vertreter fristlos kündigen',
      'Die BaFin um Genehmigung bitten',
    ],
    categories: ['de-handelsvertreter', 'de-leben'],
    coins: 2,
    explanation:
      'Der Provisionsanspruch entfällt nach § 87a Abs. 3 Satz 2 HGB nur, wenn die Nichtausführung auf Umständen beruht, die der Unternehmer nicht zu vertreten hat. Nach ständiger BGH-Rechtsprechung muss der Versicherer deshalb notleidende Verträge selbst nachbearbeiten oder dem Vertreter durch eine Stornogefahrmitteilung Gelegenheit dazu geben.',
    source: '§ 87a Abs. 3, § 92 Abs. 2 HGB; BGH-Rechtsprechung zur Stornobekämpfung',
  },
  {
    key: 'de-handelsvertreter-206',
    text: 'Wann kann ein Handelsvertreter nach § 87d HGB Ersatz seiner im regelmäßigen Geschäftsbetrieb entstandenen Aufwendungen, z. B. Bürokosten, verlangen?',
    answers: [
      'Nur wenn dies handelsüblich ist',
      'Immer in voller Höhe',
      'Nie, auch nicht bei besonderer Vereinbarung',
      'Nur wenn die Aufwendungen 1.000 € im Jahr übersteigen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 87d HGB gewährt Ersatz der im regelmäßigen Geschäftsbetrieb entstandenen Aufwendungen nur, wenn dies handelsüblich ist. Grundsätzlich sind sie mit der Provision abgegolten; abweichende Vereinbarungen, etwa Bürokostenzuschüsse, sind möglich.',
    source: '§ 87d HGB',
  },
  {
    key: 'de-handelsvertreter-207',
    text: 'Kann das Recht zur fristlosen Kündigung aus wichtigem Grund im Handelsvertretervertrag ausgeschlossen werden?',
    answers: [
      'Nein, nach § 89a Abs. 1 HGB kann es weder ausgeschlossen noch beschränkt werden',
      'Ja, durch eine einfache Vertragsklausel',
      'Ja, aber nur für die ersten fünf Jahre',
      'Ja, wenn der Vertreter eine Abfindung erhält',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 89a Abs. 1 HGB kann jeder Teil den Vertrag aus wichtigem Grund ohne Einhaltung einer Frist kündigen; dieses Recht kann nicht ausgeschlossen oder beschränkt werden. Wer die Kündigung durch schuldhaftes Verhalten veranlasst, ist nach § 89a Abs. 2 HGB zum Schadensersatz verpflichtet.',
    source: '§ 89a HGB',
  },
  {
    key: 'de-handelsvertreter-208',
    text: 'Welche Kündigungsfrist gilt nach § 89 Abs. 1 HGB, wenn ein unbefristeter Vertretervertrag bereits acht Jahre bestanden hat?',
    answers: ['Sechs Monate zum Ende eines Kalendermonats', 'Ein Monat', 'Drei Monate', 'Zwölf Monate'],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 89 Abs. 1 HGB staffelt die Fristen: ein Monat im ersten, zwei im zweiten, drei im dritten bis fünften Jahr und nach fünf Jahren sechs Monate. Die Kündigung ist nur zum Schluss eines Kalendermonats zulässig, soweit nichts anderes vereinbart ist.',
    source: '§ 89 Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-209',
    text: 'Woran knüpft der Ausgleichsanspruch eines Versicherungsvertreters nach § 89b Abs. 1 und 5 HGB an?',
    answers: [
      'An von ihm vermittelte neue Versicherungsverträge, aus denen der Versicherer nach Vertragsende Vorteile hat',
      'An die Zahl der Jahre, die er tätig war, unabhängig vom Bestand',
      'An seinen Umsatz mit privaten Nebengeschäften',
      'An die Gewinne des Versicherers aus Kapitalanlagen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Der Ausgleich setzt nach § 89b Abs. 1 HGB voraus, dass der Unternehmer aus den vom Vertreter geworbenen Geschäftsverbindungen auch nach Vertragsende erhebliche Vorteile hat und der Ausgleich der Billigkeit entspricht. Beim Versicherungsvertreter tritt nach § 89b Abs. 5 HGB an die Stelle neuer Kunden die Vermittlung neuer Versicherungsverträge.',
    source: '§ 89b Abs. 1 und 5 HGB',
  },
  {
    key: 'de-handelsvertreter-210',
    text: 'Welche Aussage zum Ausgleichsanspruch des Versicherungsvertreters trifft NICHT zu?',
    answers: [
      'Er kann im Vertretervertrag wirksam im Voraus ausgeschlossen werden',
      'Er muss unter Berücksichtigung aller Umstände der Billigkeit entsprechen',
      'Er kann auch entstehen, wenn der Vertrag durch den Tod des Vertreters endet',
      'Er setzt voraus, dass der Versicherer aus vermittelten Verträgen weiter Vorteile hat',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 89b Abs. 4 Satz 1 HGB kann der Ausgleichsanspruch im Voraus nicht ausgeschlossen werden; eine solche Klausel ist unwirksam. Die übrigen Aussagen stimmen: Billigkeit und Unternehmervorteile sind Voraussetzungen nach § 89b Abs. 1 HGB, und bei Tod des Vertreters steht der Anspruch seinen Erben zu.',
    source: '§ 89b Abs. 1 und 4 HGB',
  },
  {
    key: 'de-handelsvertreter-211',
    text: 'Der Versicherer hat für den Vertreter eine Altersversorgung finanziert. Wie wirkt sich das auf den Ausgleichsanspruch aus?',
    answers: [
      'Sie kann aus Billigkeitsgründen auf den Ausgleich angerechnet werden',
      'Sie verdoppelt den Ausgleichsanspruch',
      'Sie hat nie Einfluss auf den Ausgleich',
      'Sie schließt den Ausgleich stets vollständig aus',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach der Rechtsprechung des BGH kann eine vom Unternehmer finanzierte Altersversorgung bei der Billigkeitsprüfung nach § 89b Abs. 1 Satz 1 Nr. 2 HGB den Ausgleich mindern, weil beide Leistungen der Versorgung des Vertreters dienen. Auch die „Grundsätze“ zur Ausgleichsberechnung sehen eine Anrechnung vor.',
    source: '§ 89b Abs. 1 Satz 1 Nr. 2 HGB; BGH-Rechtsprechung zur Anrechnung der Altersversorgung',
  },
  {
    key: 'de-handelsvertreter-212',
    text: 'Was darf ein Handelsvertreter nach § 90 HGB auch nach Vertragsende mit Geschäfts- und Betriebsgeheimnissen des Versicherers tun?',
    answers: [
      'Er darf sie nicht verwerten oder mitteilen, soweit dies der Berufsauffassung eines ordentlichen Kaufmanns widerspräche',
      'Er darf sie frei an Wettbewerber verkaufen',
      'Er darf sie nach einem Jahr uneingeschränkt veröffentlichen',
      'Er muss sie der IHK übergeben',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 90 HGB verbietet dem Handelsvertreter, Geschäfts- und Betriebsgeheimnisse, die ihm anvertraut oder durch seine Tätigkeit bekannt geworden sind, auch nach Vertragsende zu verwerten oder anderen mitzuteilen, soweit dies der Berufsauffassung eines ordentlichen Kaufmanns widersprechen würde. Ein darüber hinausgehendes Wettbewerbsverbot braucht eine Abrede nach § 90a HGB.',
    source: '§ 90 HGB',
  },
  {
    key: 'de-handelsvertreter-213',
    text: 'Was kann jeder Vertragsteil nach § 85 HGB hinsichtlich des Vertretervertrags verlangen?',
    answers: [
      'Dass der Vertragsinhalt in eine vom anderen Teil unterzeichnete Urkunde aufgenommen wird',
      'Dass der Vertrag notariell beurkundet wird',
      'Dass der Vertrag bei der IHK hinterlegt wird',
      'Dass der Vertrag nur mündlich geschlossen wird',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Der Vertretervertrag ist formfrei, aber nach § 85 HGB kann jeder Teil verlangen, dass der Inhalt und spätere Vereinbarungen in eine vom anderen Teil unterzeichnete Urkunde aufgenommen werden. Dieser Anspruch kann nicht ausgeschlossen werden.',
    source: '§ 85 HGB',
  },
  {
    key: 'de-handelsvertreter-214',
    text: 'Welches Gericht ist für Streitigkeiten eines Einfirmenvertreters mit durchschnittlich höchstens 1.000 € Monatsvergütung in den letzten sechs Monaten zuständig?',
    answers: [
      'Das Arbeitsgericht',
      'Das Landgericht, Kammer für Handelssachen',
      'Das Sozialgericht',
      'Das Verwaltungsgericht',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 5 Abs. 3 ArbGG gelten Handelsvertreter, die nach § 92a HGB nur für einen Unternehmer tätig sein dürfen (Einfirmenvertreter), als Arbeitnehmer im Sinne des Arbeitsgerichtsgesetzes, wenn sie in den letzten sechs Monaten durchschnittlich nicht mehr als 1.000 € monatlich bezogen haben. Sonst sind die ordentlichen Gerichte zuständig.',
    source: '§ 5 Abs. 3 ArbGG; § 92a HGB',
  },
  {
    key: 'de-handelsvertreter-215',
    text: 'Wie behandelt § 84 Abs. 2 HGB jemanden, der ständig für einen Versicherer Verträge vermittelt, ohne seine Tätigkeit im Wesentlichen frei gestalten zu können?',
    answers: [
      'Er gilt als Angestellter',
      'Er gilt als Versicherungsmakler',
      'Er gilt als Handelsmakler',
      'Er gilt als Versicherungsberater',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Wer, ohne selbständig im Sinne von § 84 Abs. 1 HGB zu sein, ständig damit betraut ist, für einen Unternehmer Geschäfte zu vermitteln oder abzuschließen, gilt nach § 84 Abs. 2 HGB als Angestellter. Für ihn gilt Arbeitsrecht, etwa der angestellte Außendienst eines Versicherers.',
    source: '§ 84 Abs. 2 HGB',
  },
  {
    key: 'de-handelsvertreter-216',
    text: 'Kann ein Versicherungsvertreter selbst Untervertreter einsetzen, die für ihn Verträge vermitteln?',
    answers: [
      'Ja, nach § 84 Abs. 3 HGB kann auch der Unternehmer ein Handelsvertreter sein',
      'Nein, Untervertretung ist gesetzlich verboten',
      'Nur wenn die BaFin zustimmt',
      'Nur Versicherungsmakler dürfen Untervertreter haben',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 84 Abs. 3 HGB stellt klar, dass der Unternehmer, für den ein Handelsvertreter tätig wird, auch selbst ein Handelsvertreter sein kann. § 59 Abs. 2 VVG erfasst entsprechend Personen, die von einem Versicherungsvertreter betraut sind; auch Untervertreter brauchen eine Erlaubnis oder müssen die Voraussetzungen des § 34d Abs. 7 GewO erfüllen.',
    source: '§ 84 Abs. 3 HGB; § 59 Abs. 2 VVG',
  },
  {
    key: 'de-handelsvertreter-217',
    text: 'Ein Mehrfachagent vermittelt für mehrere Versicherer mit konkurrierenden Produkten. Braucht er eine eigene Erlaubnis nach § 34d Abs. 1 GewO?',
    answers: [
      'Ja, die Erlaubnisfreiheit des § 34d Abs. 7 GewO gilt nur ohne Konkurrenzprodukte und mit Haftungsübernahme',
      'Nein, Versicherungsvertreter brauchen nie eine Erlaubnis',
      'Nein, wenn er mindestens drei Versicherer vertritt',
      'Nur wenn er Lebensversicherungen vermittelt',
    ],
    categories: ['de-handelsvertreter', 'de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Erlaubnisfrei ist nach § 34d Abs. 7 GewO nur der gebundene Vertreter, der ausschließlich für Versicherer mit nicht konkurrierenden Produkten tätig ist und für den diese die uneingeschränkte Haftung übernehmen. Ein Mehrfachagent mit Konkurrenzprodukten braucht daher eine eigene Erlaubnis als Versicherungsvertreter.',
    source: '§ 34d Abs. 1 und 7 GewO',
  },
  {
    key: 'de-handelsvertreter-218',
    text: 'Welches Verfahren klärt verbindlich, ob ein Vertreter selbständig oder sozialversicherungspflichtig beschäftigt ist?',
    answers: [
      'Das Statusfeststellungsverfahren bei der Clearingstelle der Deutschen Rentenversicherung Bund',
      'Ein Gutachten der IHK',
      'Eine Entscheidung des Versicherungsombudsmanns',
      'Eine Selbsteinschätzung im Vermittlerregister',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 7a SGB IV können die Beteiligten bei der Deutschen Rentenversicherung Bund (Clearingstelle) beantragen, den Erwerbsstatus feststellen zu lassen. Maßgeblich ist nach § 7 Abs. 1 SGB IV, ob eine Tätigkeit nach Weisungen und unter Eingliederung in die Arbeitsorganisation ausgeübt wird – die Vertragsbezeichnung allein entscheidet nicht.',
    source: '§§ 7, 7a SGB IV',
  },
  {
    key: 'de-handelsvertreter-219',
    text: 'Ein selbständiger Einfirmenvertreter ohne eigene versicherungspflichtige Arbeitnehmer ist im Wesentlichen nur für einen Versicherer tätig. Was gilt in der gesetzlichen Rentenversicherung?',
    answers: [
      'Er ist als arbeitnehmerähnlicher Selbständiger rentenversicherungspflichtig',
      'Er ist stets versicherungsfrei',
      'Er ist automatisch über den Versicherer als Angestellter versichert',
      'Er muss sich ausschließlich privat absichern',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 2 Satz 1 Nr. 9 SGB VI macht Selbständige rentenversicherungspflichtig, die im Zusammenhang mit ihrer Tätigkeit keinen versicherungspflichtigen Arbeitnehmer beschäftigen und auf Dauer und im Wesentlichen nur für einen Auftraggeber tätig sind. Einfirmenvertreter erfüllen diese Merkmale häufig; die Beiträge tragen sie selbst.',
    source: '§ 2 Satz 1 Nr. 9 SGB VI',
  },
  {
    key: 'de-handelsvertreter-220',
    text: 'Darf ein Ausschließlichkeitsvertreter während der Vertragslaufzeit ohne Zustimmung seines Versicherers Konkurrenzprodukte vermitteln?',
    answers: [
      'Nein, das verletzt seine Pflicht, die Interessen des Unternehmers wahrzunehmen',
      'Ja, ein Wettbewerbsverbot gilt erst nach Vertragsende',
      'Ja, wenn er die Courtage mit dem Versicherer teilt',
      'Ja, sofern der Kunde einverstanden ist',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Aus der Interessenwahrnehmungspflicht des § 86 Abs. 1 HGB folgt für die Dauer des Vertrags ein Wettbewerbsverbot: Der Vertreter darf ohne Zustimmung keine Konkurrenzprodukte vermitteln. Ein Verbot für die Zeit nach Vertragsende braucht dagegen eine besondere Abrede nach § 90a HGB.',
    source: '§ 86 Abs. 1 HGB',
  },
];
