import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-maklergesetz. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-maklergesetz-001',
    text: 'Wessen Interessen hat der Versicherungsmakler nach dem MaklerG überwiegend zu wahren?',
    answers: [
      'Die des Versicherungskunden',
      'Die des Versicherers',
      'Die beider Seiten zu genau gleichen Teilen',
      'Die der Wirtschaftskammer',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der Versicherungsmakler ist zwar Doppelmakler, hat aber überwiegend die Interessen des Versicherungskunden zu wahren. Daraus folgen seine umfangreichen Beratungs- und Betreuungspflichten gegenüber dem Kunden.',
    source: '§ 27 Abs. 1 MaklerG',
  },
  {
    key: 'at-maklergesetz-002',
    text: 'Welche Stellung hat der Versicherungsmakler nach dem österreichischen MaklerG?',
    answers: [
      'Er ist Doppelmakler, wahrt aber überwiegend die Interessen des Kunden',
      'Er ist reiner Vertreter des Versicherers',
      'Er ist ein beliehenes Organ der FMA',
      'Er ist neutraler Schiedsrichter ohne Pflichten',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Das MaklerG behandelt den Versicherungsmakler als Doppelmakler, der für beide Seiten tätig wird. Zugleich ordnet es an, dass er überwiegend die Interessen des Versicherungskunden wahrzunehmen hat.',
    source: '§ 27 Abs. 1 MaklerG',
  },
  {
    key: 'at-maklergesetz-003',
    text: 'Ändert eine Rahmenprovisionsvereinbarung mit einem Versicherer etwas an der Eigenschaft als Versicherungsmakler (§ 26 MaklerG)?',
    answers: [
      'Nein, sie ändert an der Maklereigenschaft nichts',
      'Ja, der Makler wird dadurch zum Agenten',
      'Ja, sobald mehr als die Hälfte der Provision von diesem Versicherer stammt',
      'Darüber entscheidet die FMA im Einzelfall',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Eine Rahmenvereinbarung über Provisionen mit einem Versicherer macht den Makler nicht zum Agenten. Entscheidend bleibt, dass er nicht ständig von einem Versicherer mit der Vermittlung betraut ist.',
    source: '§ 26 MaklerG',
  },
  {
    key: 'at-maklergesetz-004',
    text: 'Was gehört NICHT zu den Pflichten des Versicherungsmaklers nach dem MaklerG?',
    answers: [
      'Möglichst hohe Provisionen für den Versicherer durchzusetzen',
      'Den Kunden über das zu deckende Risiko aufzuklären',
      'Den bestmöglichen Versicherungsschutz zu vermitteln',
      'Den Kunden bei der Schadenabwicklung zu unterstützen',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      '§ 28 MaklerG zählt die Pflichten des Maklers auf, etwa Risikoanalyse, Vermittlung des bestmöglichen Schutzes und Prüfung der Polizze. Möglichst hohe Provisionen zu erzielen, gehört nicht dazu und widerspräche seiner Interessenwahrungspflicht.',
    source: '§ 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-005',
    text: 'Von wem erhält der Versicherungsmakler in Österreich üblicherweise seine Provision?',
    answers: [
      'Vom Versicherer',
      'Vom Versicherungskunden per Rechnung',
      'Vom Bund',
      'Von der Wirtschaftskammer',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Ohne abweichende Vereinbarung erhält der Versicherungsmakler seine Vergütung als Provision vom Versicherer, die in der Prämie einkalkuliert ist. Ein Entgelt des Kunden muss gesondert vereinbart werden.',
    source: '§ 30 MaklerG',
  },
  {
    key: 'at-maklergesetz-006',
    text: 'Was bedeutet der Grundsatz „best advice“ für den Versicherungsmakler?',
    answers: [
      'Er muss auf Basis eines ausreichenden Marktüberblicks den bestmöglichen Versicherungsschutz vermitteln',
      'Er muss immer das Produkt mit der niedrigsten Prämie wählen',
      'Er muss immer den größten Versicherer am Markt wählen',
      'Er muss die Auswahl vollständig dem Kunden überlassen',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Der Makler muss auf Grundlage eines ausreichenden Marktüberblicks den nach den Umständen bestmöglichen Versicherungsschutz vermitteln. Maßstab ist der Bedarf des Kunden, nicht die billigste Prämie oder die höchste Provision.',
    source: '§ 28 Z 3 MaklerG',
  },
  {
    key: 'at-maklergesetz-007',
    text: 'Welche Versicherung muss ein Versicherungsmakler in Österreich für die Ausübung seines Gewerbes nachweisen?',
    answers: [
      'Eine Berufshaftpflichtversicherung',
      'Eine Er- und Ablebensversicherung',
      'Eine Kfz-Kaskoversicherung',
      'Eine Betriebsunterbrechungsversicherung',
    ],
    categories: ['at-maklergesetz', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Makler müssen eine Berufshaftpflichtversicherung mit gesetzlichen Mindestsummen unterhalten. Eine Haftungsübernahme durch einen Versicherer scheidet bei ihnen aus, weil sie nicht im Lager eines Versicherers stehen.',
    source: '§ 137c GewO 1994',
  },
  {
    key: 'at-maklergesetz-008',
    text: 'Was ist ein Deckungskonzept in der Maklerpraxis?',
    answers: [
      'Ein auf der Risikoanalyse aufbauender Vorschlag, welche Risiken wie abgesichert werden sollen',
      'Die Allgemeinen Versicherungsbedingungen eines Versicherers',
      'Die Prämienrechnung an den Kunden',
      'Die vom Versicherer ausgestellte Polizze',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Auf Grundlage der Risikoanalyse erstellt der Makler ein Deckungskonzept, das zeigt, welche Risiken wie versichert werden sollen. Es ist die Grundlage für die Ausschreibung und die Auswahl des Versicherers.',
    source: '§ 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-009',
    text: 'Was hat der Versicherungsmakler nach Erhalt der Polizze zu tun?',
    answers: [
      'Zu prüfen, ob die Polizze dem Antrag bzw. dem vereinbarten Deckungsumfang entspricht',
      'Nichts, die Prüfung ist ausschließlich Sache des Kunden',
      'Die Polizze zur Genehmigung an die FMA zu senden',
      'Die Polizze bei Gericht zu hinterlegen',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Zu den Pflichten des Maklers gehört die Prüfung, ob die ausgestellte Polizze dem Antrag und dem vereinbarten Deckungsumfang entspricht. Abweichungen muss er erkennen und für ihre Berichtigung sorgen.',
    source: '§ 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-010',
    text: 'Darf ein Versicherungsmakler in Österreich zusätzlich zur Provision ein Entgelt vom Kunden verlangen?',
    answers: [
      'Ja, wenn dies mit dem Kunden ausdrücklich vereinbart ist',
      'Nein, das ist ausnahmslos verboten',
      'Nur mit Genehmigung der FMA',
      'Nur bei Lebensversicherungen',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Neben der Provision des Versicherers darf der Makler vom Kunden nur dann ein Entgelt verlangen, wenn dies ausdrücklich vereinbart ist. Ohne Vereinbarung hat der Kunde keine Zahlungspflicht.',
    source: '§ 30 MaklerG',
  },
  {
    key: 'at-maklergesetz-011',
    text: 'Welche laufende Pflicht hat der Versicherungsmakler gegenüber seinem Kunden während der Vertragslaufzeit?',
    answers: [
      'Den bestehenden Versicherungsschutz regelmäßig zu überprüfen und Anpassungen vorzuschlagen',
      'Die Prämien aus eigenem Vermögen vorzustrecken',
      'Keine, seine Pflichten enden mit der Vermittlung',
      'Die Steuererklärung des Kunden zu erstellen',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Die Betreuung endet nicht mit dem Abschluss: Der Makler muss den Versicherungsschutz während der Laufzeit laufend prüfen und Anpassungen vorschlagen. Dazu gehört auch die Unterstützung im Schadenfall.',
    source: '§ 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-012',
    text: 'Welche Aussage zum österreichischen Versicherungsmakler ist NICHT zutreffend?',
    answers: [
      'Er ist ständig von einem Versicherer mit der Vermittlung betraut',
      'Er muss im GISA eingetragen sein',
      'Er unterliegt der jährlichen Weiterbildungspflicht',
      'Er erhält in der Regel Provision vom Versicherer',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Die ständige Betrauung durch einen Versicherer kennzeichnet den Agenten, nicht den Makler. Der Makler vermittelt unabhängig und wahrt überwiegend die Interessen des Kunden.',
    source: '§ 26 MaklerG; § 43 Abs. 1 VersVG',
  },
  {
    key: 'at-maklergesetz-201',
    text: 'Wozu dient eine Maklervollmacht, die der Kunde seinem Versicherungsmakler erteilt?',
    answers: [
      'Der Makler kann in vereinbartem Umfang Erklärungen für den Kunden gegenüber Versicherern abgeben und empfangen',
      'Der Makler wird damit Eigentümer der Polizzen',
      'Der Versicherer darf dem Kunden keine Post mehr schicken',
      'Der Makler haftet nicht mehr für Beratungsfehler',
    ],
    categories: ['at-maklergesetz'],
    coins: 1,
    explanation:
      'Mit der Vollmacht kann der Makler etwa Anträge stellen, Kündigungen aussprechen oder Schäden melden. Sie erweitert seine Handlungsmöglichkeiten, ändert aber nichts an seinen Pflichten und seiner Haftung gegenüber dem Kunden.',
    source: '§§ 1002 ff. ABGB (Bevollmächtigungsvertrag); § 28 MaklerG',
  },
  {
    key: 'at-maklergesetz-202',
    text: 'Ein Makler empfiehlt schuldhaft eine Deckung, die ein erkennbares Risiko des Kunden nicht abdeckt. Wer haftet dem Kunden für den daraus entstehenden Schaden?',
    answers: [
      'Der Makler selbst nach den Regeln der Sachverständigenhaftung',
      'Der Versicherer, der den Vertrag angenommen hat',
      'Niemand, der Kunde hat den Antrag unterschrieben',
      'Die Wirtschaftskammer',
    ],
    categories: ['at-maklergesetz'],
    coins: 2,
    explanation:
      'Der Makler schuldet eine fachgerechte Beratung und haftet als Sachverständiger nach § 1299 ABGB für die dafür gebotene Sorgfalt. Deshalb muss er eine Berufshaftpflichtversicherung haben; der Versicherer haftet nicht für Fehler des im Kundenlager stehenden Maklers.',
    source: '§ 1299 ABGB; § 28 MaklerG',
  },
];
