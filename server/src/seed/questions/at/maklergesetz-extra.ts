import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-maklergesetz (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-maklergesetz-501',
    text: 'Ein Vermittler tritt als Makler auf, steht aber in einem wirtschaftlichen Naheverhältnis zu einem Versicherer („Pseudomakler“). Was gilt nach § 43a VersVG?',
    answers: [
      'Sein Verhalten und Wissen wird wie das eines Agenten dem Versicherer zugerechnet',
      'Der Kunde haftet für alle Fehler des Vermittlers',
      'Der Vertrag ist automatisch nichtig',
      'Es gelten ausschließlich die Regeln des MaklerG, der Versicherer haftet nie',
    ],
    categories: ['at-maklergesetz', 'at-versvg'],
    coins: 2,
    explanation:
      'Wer als Makler auftritt, aber wegen eines Naheverhältnisses zum Versicherer nicht überwiegend die Kundeninteressen wahren kann, wird nach § 43a VersVG wie ein Versicherungsagent behandelt. Der Versicherer muss sich sein Handeln und Wissen zurechnen lassen, der Kunde verliert so keinen Schutz durch den falschen Anschein.',
    source: '§ 43a VersVG; § 27 MaklerG',
  },
  {
    key: 'at-maklergesetz-502',
    text: 'Wann hat ein Makler nach § 6 Abs. 1 MaklerG Anspruch auf Provision?',
    answers: [
      'Wenn das Geschäft durch seine vertragsgemäße verdienstliche Tätigkeit mit einem Dritten zustande kommt',
      'Sobald er den Kunden erstmals beraten hat, unabhängig vom Ergebnis',
      'Nur wenn der Kunde mit der Beratung zufrieden ist',
      'Wenn er mindestens drei Angebote vorgelegt hat',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der Provisionsanspruch ist erfolgsabhängig: Nach § 6 Abs. 1 MaklerG muss das zu vermittelnde Geschäft durch die vertragsgemäße, verdienstliche Tätigkeit des Maklers mit einem Dritten zustande kommen. Bloßes Bemühen ohne Abschluss begründet grundsätzlich keinen Anspruch.',
    source: '§ 6 Abs. 1 MaklerG',
  },
  {
    key: 'at-maklergesetz-503',
    text: 'Zu welchem Zeitpunkt entsteht der Provisionsanspruch des Maklers nach § 7 Abs. 1 MaklerG?',
    answers: [
      'Mit der Rechtswirksamkeit des vermittelten Geschäfts',
      'Mit der Unterschrift unter den Maklervertrag',
      'Mit der ersten Schadenzahlung des Versicherers',
      'Erst nach Ablauf der gesamten Vertragslaufzeit',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Nach § 7 Abs. 1 MaklerG entsteht der Anspruch auf Provision mit der Rechtswirksamkeit des vermittelten Geschäfts. Ist das Geschäft etwa aufschiebend bedingt, entsteht er erst mit Eintritt der Bedingung; der Maklervertrag allein genügt nicht.',
    source: '§ 7 Abs. 1 MaklerG',
  },
  {
    key: 'at-maklergesetz-504',
    text: 'Was kann nach § 3 MaklerG die Folge sein, wenn der Makler wesentliche Pflichten verletzt?',
    answers: [
      'Neben Schadenersatz eine Minderung seiner Provision nach dem Ausmaß der Pflichtverletzung',
      'Eine Verdoppelung seiner Provision',
      'Der automatische Verlust seiner Gewerbeberechtigung',
      'Keine Folge, solange der Vertrag zustande kommt',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Verletzt der Makler wesentliche Pflichten, kann der Auftraggeber nach § 3 MaklerG neben Schadenersatz eine Mäßigung der Provision entsprechend der geminderten Verdienstlichkeit verlangen. Damit soll die Provision dem tatsächlich erbrachten Wert der Leistung entsprechen.',
    source: '§ 3 MaklerG',
  },
  {
    key: 'at-maklergesetz-505',
    text: 'Ein Kunde klagt seinen Makler wegen eines Beratungsfehlers aus dem Maklervertrag. Wer muss nach § 1298 ABGB das Verschulden beweisen?',
    answers: [
      'Der Makler muss beweisen, dass ihn an der Pflichtverletzung kein Verschulden trifft',
      'Der Kunde muss das Verschulden des Maklers beweisen',
      'Das Gericht ermittelt das Verschulden von Amts wegen ohne Beweislastregel',
      'Der Versicherer muss das Verschulden des Maklers beweisen',
    ],
    categories: ['at-maklergesetz', 'at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Bei Verletzung einer vertraglichen Pflicht kehrt § 1298 ABGB die Beweislast für das Verschulden um: Der Schuldner, hier der Makler, muss beweisen, dass ihn kein Verschulden trifft. Den Schaden, die Pflichtverletzung und deren Ursächlichkeit muss dagegen weiterhin der Kunde beweisen.',
    source: '§ 1298 ABGB',
  },
  {
    key: 'at-maklergesetz-506',
    text: 'Ein Mitarbeiter des Maklerbüros berät einen Kunden fehlerhaft. Wer haftet dem Kunden nach § 1313a ABGB?',
    answers: [
      'Der Makler als Vertragspartner, weil er für Erfüllungsgehilfen wie für eigenes Verschulden einsteht',
      'Ausschließlich der Mitarbeiter persönlich',
      'Der Versicherer, dessen Produkt empfohlen wurde',
      'Niemand, Beratungsfehler von Mitarbeitern sind nicht ersatzfähig',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Wer sich zur Erfüllung seiner Vertragspflichten anderer Personen bedient, haftet nach § 1313a ABGB für deren Verschulden wie für sein eigenes. Der Makler haftet daher dem Kunden aus dem Maklervertrag für Beratungsfehler seiner Angestellten.',
    source: '§ 1313a ABGB',
  },
  {
    key: 'at-maklergesetz-507',
    text: 'Der Kunde übergibt seine Kündigung eines Versicherungsvertrags dem Makler, der sie zu spät weiterleitet. Wann gilt die Kündigung beim Versicherer als zugegangen?',
    answers: [
      'Erst mit Eingang beim Versicherer, weil der Makler nicht dessen Empfangsvertreter ist',
      'Schon mit Übergabe an den Makler, wie bei einem Agenten',
      'Am Tag der Unterschrift durch den Kunden',
      'Mit dem Ende der Versicherungsperiode, unabhängig vom Eingang',
    ],
    categories: ['at-maklergesetz', 'at-versvg'],
    coins: 2,
    explanation:
      'Der Versicherungsmakler steht im Lager des Kunden; anders als der Agent nach § 43 VersVG gilt er nicht als zum Empfang von Erklärungen für den Versicherer bevollmächtigt. Die Kündigung wird erst mit Zugang beim Versicherer wirksam; für die Verspätung haftet der Makler dem Kunden.',
    source: '§ 43 VersVG; §§ 27, 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-508',
    text: 'Welche Form ist für den Abschluss eines Maklervertrags mit einem Versicherungskunden gesetzlich vorgeschrieben?',
    answers: [
      'Keine besondere Form; Schriftlichkeit ist aber zu Beweiszwecken üblich',
      'Die Form eines Notariatsakts',
      'Die Eintragung im Firmenbuch',
      'Die Genehmigung durch die Gewerbebehörde',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Verträge sind nach § 883 ABGB grundsätzlich formfrei, und das MaklerG schreibt für den Maklervertrag keine Form vor. In der Praxis werden Maklervertrag und Vollmacht dennoch schriftlich festgehalten, um Auftrag und Pflichtenumfang beweisen zu können.',
    source: '§ 883 ABGB; MaklerG',
  },
  {
    key: 'at-maklergesetz-509',
    text: 'Ein Makler schlägt einem Kunden die Umdeckung einer bestehenden Krankenversicherung vor. Was muss er nach § 28 MaklerG besonders berücksichtigen?',
    answers: [
      'Nachteile des Wechsels, etwa neue Wartezeiten, eine neue Gesundheitsprüfung oder höheres Eintrittsalter',
      'Nur die Höhe seiner eigenen Abschlussprovision',
      'Ausschließlich den Prämienunterschied im ersten Jahr',
      'Nichts, eine Umdeckung ist immer im Interesse des Kunden',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der Makler muss nach § 28 MaklerG den bestmöglichen Versicherungsschutz vermitteln und dabei die Interessen des Kunden wahren. Bei einer Umdeckung gehören dazu gerade die Nachteile des Wechsels, etwa neue Wartezeiten, Gesundheitsfragen oder ein höheres Eintrittsalter; ein Wechsel nur wegen neuer Provision wäre pflichtwidrig.',
    source: '§ 28 MaklerG; Art. 17 Abs. 1 IDD',
  },
  {
    key: 'at-maklergesetz-510',
    text: 'Welche Aussage zur Vergütung eines Versicherungsmaklers nach Art. 17 Abs. 3 IDD ist NICHT zutreffend?',
    answers: [
      'Verkaufsziele dürfen ihn dazu bringen, das Produkt mit der höchsten Provision zu empfehlen',
      'Seine Vergütung darf nicht mit der Pflicht kollidieren, im bestmöglichen Kundeninteresse zu handeln',
      'Er muss die Art seiner Vergütung offenlegen',
      'Er darf neben der Provision unter Umständen auch ein Honorar vereinbaren',
    ],
    categories: ['at-maklergesetz', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Art. 17 Abs. 3 IDD verbietet Vergütungen und Verkaufsziele, die einen Anreiz setzen, ein bestimmtes Produkt zu empfehlen, obwohl ein anderes besser zu den Bedürfnissen des Kunden passt. Die übrigen Aussagen treffen zu: Offenlegung der Vergütungsart und ein zusätzlich vereinbartes Honorar sind zulässig.',
    source: 'Art. 17 Abs. 3 und Art. 19 IDD; § 30 MaklerG',
  },
  {
    key: 'at-maklergesetz-511',
    text: 'Die AGB eines Maklers schließen gegenüber Verbrauchern die Haftung für grob fahrlässig verursachte Vermögensschäden aus. Wie ist das nach § 6 Abs. 1 Z 9 KSchG zu beurteilen?',
    answers: [
      'Unwirksam; ausgeschlossen werden kann gegenüber Verbrauchern höchstens die Haftung für leichte Fahrlässigkeit',
      'Wirksam, weil Makler ihre Haftung frei gestalten dürfen',
      'Wirksam, wenn die Klausel fett gedruckt ist',
      'Unwirksam ist nur der Ausschluss bei Vorsatz, grobe Fahrlässigkeit darf ausgeschlossen werden',
    ],
    categories: ['at-maklergesetz', 'at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach § 6 Abs. 1 Z 9 KSchG ist ein Ausschluss der Haftung für Personenschäden immer unwirksam, für sonstige Schäden dann, wenn er Vorsatz oder grobe Fahrlässigkeit des Unternehmers oder seiner Gehilfen erfasst. Ein Ausschluss für leichte Fahrlässigkeit bei Sach- und Vermögensschäden ist dagegen grundsätzlich möglich.',
    source: '§ 6 Abs. 1 Z 9 KSchG',
  },
  {
    key: 'at-maklergesetz-512',
    text: 'Das versicherte Haus eines Kunden wird durch einen Zubau deutlich wertvoller. Was gehört nach § 28 MaklerG zu den Pflichten des betreuenden Maklers?',
    answers: [
      'Den Kunden auf eine drohende Unterversicherung und die Anpassung der Versicherungssumme hinzuweisen',
      'Nichts, die Versicherungssumme ist Sache des Versicherers',
      'Den Vertrag ohne Rücksprache zu kündigen',
      'Die Prämie aus eigener Tasche zu erhöhen',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der Makler muss den Versicherungsschutz während der Betreuung laufend an die Verhältnisse des Kunden anpassen helfen. Steigt der Versicherungswert, droht nach § 56 VersVG eine Unterversicherung mit nur anteiligem Ersatz; darauf hat der Makler hinzuweisen und eine Anpassung vorzuschlagen.',
    source: '§ 28 MaklerG; § 56 VersVG',
  },
  {
    key: 'at-maklergesetz-513',
    text: 'Worauf stützt ein Makler in der Regel die Verarbeitung der Gesundheitsdaten seines Kunden für einen Antrag auf Krankenversicherung?',
    answers: [
      'Auf eine ausdrückliche Einwilligung des Kunden nach Art. 9 Abs. 2 lit. a DSGVO',
      'Auf das berechtigte Interesse des Maklers an höheren Provisionen',
      'Auf eine Genehmigung der Wirtschaftskammer',
      'Eine Rechtsgrundlage ist nicht nötig, weil der Kunde die Daten selbst nennt',
    ],
    categories: ['at-maklergesetz', 'at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Gesundheitsdaten sind besondere Kategorien personenbezogener Daten nach Art. 9 DSGVO. Der Makler stützt ihre Verarbeitung regelmäßig auf eine ausdrückliche Einwilligung des Kunden, die sich auf die konkreten Zwecke bezieht und jederzeit widerrufen werden kann.',
    source: 'Art. 9 Abs. 2 lit. a und Art. 7 DSGVO',
  },
  {
    key: 'at-maklergesetz-514',
    text: 'Welche Aussage zur Stellung des Versicherungsmaklers ist NICHT zutreffend?',
    answers: [
      'Erklärungen des Kunden an den Makler gelten stets als dem Versicherer zugegangen',
      'Der Makler wahrt überwiegend die Interessen des Versicherungskunden',
      'Der Makler erhält seine Provision üblicherweise vom Versicherer',
      'Der Makler haftet dem Kunden für schuldhafte Beratungsfehler',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Nur der Versicherungsagent gilt nach § 43 VersVG als zur Entgegennahme von Erklärungen für den Versicherer bevollmächtigt. Der Makler steht im Lager des Kunden; was ihm zugeht, ist damit noch nicht beim Versicherer angekommen. Die übrigen Aussagen entsprechen §§ 27, 28 und 30 MaklerG.',
    source: '§ 43 VersVG; §§ 27, 28, 30 MaklerG',
  },
  {
    key: 'at-maklergesetz-515',
    text: 'Kann ein Kunde die seinem Makler erteilte Vollmacht jederzeit widerrufen?',
    answers: [
      'Ja, der Machtgeber kann die Vollmacht nach § 1020 ABGB grundsätzlich nach Belieben widerrufen',
      'Nein, eine Maklervollmacht ist zehn Jahre unwiderruflich',
      'Nur mit Zustimmung des Versicherers',
      'Nur durch gerichtliches Urteil',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Nach § 1020 ABGB kann der Machtgeber die Vollmacht nach Belieben widerrufen. Der Kunde kann daher den Makler wechseln; für etwaige Ansprüche aus dem Maklervertrag, etwa bereits verdiente Provisionen oder Schadenersatz bei Widerruf zur Unzeit, gelten die allgemeinen Regeln.',
    source: '§ 1020 ABGB',
  },
  {
    key: 'at-maklergesetz-516',
    text: 'Was sollte ein Makler nach einer Beratung nachweisbar dokumentieren?',
    answers: [
      'Die Wünsche und Bedürfnisse des Kunden, die erteilten Empfehlungen und deren Gründe',
      'Nur die Höhe seiner Provision',
      'Die privaten Hobbys des Kunden ohne Bezug zum Risiko',
      'Nichts, eine Dokumentation ist in Österreich unzulässig',
    ],
    categories: ['at-maklergesetz', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Wünsche und Bedürfnisse sind nach Art. 20 IDD zu ermitteln, und die Informationen sind dem Kunden nach Art. 23 IDD grundsätzlich auf Papier oder einem dauerhaften Datenträger zu geben. Im Haftungsprozess dient sie zugleich dem Makler als Beweis für eine ordnungsgemäße Beratung nach § 28 MaklerG.',
    source: 'Art. 20 Abs. 1 und Art. 23 IDD; GewO 1994; § 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-517',
    text: 'Worauf muss ein Makler bei der Auswahl des Versicherers für seinen Kunden neben Prämie und Bedingungen auch achten?',
    answers: [
      'Auf die Leistungsfähigkeit und Regulierungspraxis des Versicherers',
      'Ausschließlich auf die Höhe seiner eigenen Provision',
      'Nur auf die Entfernung der Versicherer-Zentrale zum Kunden',
      'Auf nichts weiter, der billigste Tarif ist immer der beste',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der bestmögliche Versicherungsschutz nach § 28 MaklerG ist nicht einfach der billigste. Der Makler muss auch die Leistungsfähigkeit des Versicherers und dessen Verhalten im Schadenfall berücksichtigen, weil ein günstiger Vertrag bei einem unzuverlässigen Versicherer dem Kunden nicht hilft.',
    source: '§ 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-518',
    text: 'Der Versicherer schickt eine Mahnung an den Makler, dem der Kunde Empfangsvollmacht erteilt hat. Der Makler leitet sie nicht weiter. Was gilt?',
    answers: [
      'Die Mahnung ist mit Zugang beim Makler wirksam; für das Versäumnis haftet der Makler dem Kunden',
      'Die Mahnung ist unwirksam, weil der Kunde sie nicht selbst erhalten hat',
      'Der Versicherer haftet für das Versäumnis des Maklers',
      'Die Mahnung wird erst nach sechs Monaten wirksam',
    ],
    categories: ['at-maklergesetz', 'at-versvg'],
    coins: 2,
    explanation:
      'Ist der Makler vom Kunden zum Empfang von Erklärungen bevollmächtigt, wirkt der Zugang bei ihm als Zugang beim Kunden (passive Stellvertretung). Leitet er eine Mahnung nach § 39 VersVG nicht weiter und wird der Versicherer deshalb leistungsfrei, haftet der Makler dem Kunden wegen Verletzung seiner Pflichten aus dem Maklervertrag.',
    source: '§§ 1002, 1017 ABGB; § 39 VersVG; § 28 MaklerG',
  },
];
