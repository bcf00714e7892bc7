import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-sach. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sach-001',
    text: 'Was ist in der Schweiz bei der Feuerversicherung privater Versicherer obligatorisch mitversichert?',
    answers: [
      'Die Elementarschadendeckung',
      'Die Erdbebendeckung',
      'Der einfache Diebstahl auswärts',
      'Die Privathaftpflicht',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Wer bei einem privaten Versicherer eine Feuerversicherung abschliesst, ist zwingend auch gegen Elementarschäden versichert. Deckungsumfang und Prämientarif sind für alle Versicherer einheitlich.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-002',
    text: 'Welches Ereignis gilt nach Schweizer Regelung NICHT als versicherter Elementarschaden?',
    answers: ['Erdbeben', 'Hochwasser', 'Hagel', 'Lawine'],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Zu den Elementarschäden zählen u. a. Hochwasser, Überschwemmung, Sturm, Hagel, Lawinen, Schneedruck, Felssturz, Steinschlag und Erdrutsch. Erdbeben gehören nicht dazu und müssen gesondert versichert werden.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-003',
    text: 'Ab welcher Windgeschwindigkeit gilt Sturm in der Schweizer Elementarschadenversicherung als versichert?',
    answers: ['Ab 75 km/h', 'Ab 50 km/h', 'Ab 100 km/h', 'Ab 120 km/h'],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Als Sturm gilt in der Elementarschadenversicherung Wind von mindestens 75 km/h, der in der Umgebung Bäume umwirft oder Gebäude abdeckt. Schwächerer Wind ist kein versichertes Elementarereignis.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-004',
    text: 'Wer versichert Gebäude in den meisten Kantonen gegen Feuer- und Elementarschäden?',
    answers: [
      'Eine kantonale Gebäudeversicherung mit Monopol',
      'Ausschliesslich private Versicherer',
      'Der Bund über die FINMA',
      'Die jeweilige Wohngemeinde',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'In den meisten Kantonen besteht ein Obligatorium bei der kantonalen Gebäudeversicherung mit Monopolstellung. In den übrigen Kantonen werden Gebäude bei Privatversicherern versichert.',
    source: 'Kantonale Gebäudeversicherungsgesetze',
  },
  {
    key: 'ch-sach-005',
    text: 'Was ist in der Hausratversicherung versichert?',
    answers: [
      'Die beweglichen Sachen des privaten Haushalts',
      'Das Gebäude samt Fundament',
      'Das eigene Motorfahrzeug',
      'Das Grundstück mit Garten',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Hausratversicherung deckt die beweglichen Sachen des privaten Haushalts gegen Feuer, Elementarereignisse, Diebstahl und Wasser. Gebäudebestandteile gehören dagegen zur Gebäudeversicherung.',
    source: 'AVB Hausratversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-006',
    text: 'Zu welchem Wert werden Hausratgegenstände in der Regel entschädigt?',
    answers: [
      'Zum Neuwert, also dem Wiederbeschaffungspreis',
      'Zum Zeitwert nach Abzug der Abnützung',
      'Zum ursprünglichen Kaufpreis',
      'Zum Liebhaberwert',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Hausrat wird in der Regel zum Neuwert versichert, also zum Betrag für die Wiederbeschaffung gleichwertiger neuer Sachen. Abzüge für Alter und Abnützung erfolgen dann nicht.',
    source: 'AVB Hausratversicherung (Marktpraxis); Art. 63 VVG (CH)',
  },
  {
    key: 'ch-sach-007',
    text: 'Was gilt nach Art. 69 Abs. 2 VVG bei einer Unterversicherung?',
    answers: [
      'Der Schaden wird nur im Verhältnis der Versicherungssumme zum Versicherungswert ersetzt',
      'Der Schaden wird vollständig ersetzt',
      'Der Schaden wird überhaupt nicht ersetzt',
      'Der Schaden wird doppelt ersetzt',
    ],
    categories: ['ch-sach', 'ch-vvg'],
    coins: 1,
    explanation:
      'Ist die Versicherungssumme tiefer als der Versicherungswert, haftet der Versicherer nur im Verhältnis der Summe zum Wert. Diese Proportionalregel gilt, sofern nichts anderes vereinbart ist.',
    source: 'Art. 69 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-sach-008',
    text: 'Versicherungssumme CHF 80 000, Versicherungswert CHF 100 000, Schaden CHF 10 000. Was wird ohne Unterversicherungsverzicht ersetzt?',
    answers: ['CHF 8000', 'CHF 10 000', 'CHF 2000', 'CHF 80 000'],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Versicherungssumme deckt 80 000 / 100 000 = 80 % des Werts. Entsprechend werden 80 % des Schadens von CHF 10 000, also CHF 8000, ersetzt.',
    source: 'Art. 69 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-sach-009',
    text: 'Was versteht man in der Hausratversicherung unter „einfachem Diebstahl auswärts“?',
    answers: [
      'Diebstahl ausserhalb der Wohnung ohne Einbruch oder Gewalt, meist als Zusatzdeckung',
      'Einbruchdiebstahl in der eigenen Wohnung',
      'Beraubung unter Androhung von Gewalt',
      'Betrug beim Online-Einkauf',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Einfacher Diebstahl auswärts erfasst Diebstähle ausserhalb der Wohnung, bei denen weder Einbruch noch Gewalt vorliegen, etwa Taschendiebstahl. Er ist meist nur als Zusatz und mit eigener Summe versichert.',
    source: 'AVB Hausratversicherung, Zusatzdeckung Diebstahl auswärts (Marktpraxis)',
  },
  {
    key: 'ch-sach-010',
    text: 'Was deckt die Gebäudewasserversicherung typischerweise?',
    answers: [
      'Schäden durch Wasser, das aus Leitungen und angeschlossenen Einrichtungen ausläuft',
      'Überschwemmung durch einen über die Ufer tretenden Fluss',
      'Schäden durch Erdbeben',
      'Sturmschäden am Dach',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Gebäudewasserversicherung deckt Schäden durch Wasser aus Leitungen und angeschlossenen Einrichtungen sowie meist Regen- und Grundwasser im Gebäude. Schäden durch Oberflächenwasser bei Hochwasser fallen dagegen unter die Elementarschadenversicherung.',
    source: 'AVB Gebäudewasserversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-011',
    text: 'Was deckt eine Betriebsunterbrechungsversicherung?',
    answers: [
      'Ertragsausfall und weiterlaufende Kosten nach einem versicherten Sachschaden',
      'Den Sachschaden an Maschinen selbst',
      'Haftpflichtansprüche von Kunden',
      'Die Lohnfortzahlung bei Krankheit der Mitarbeitenden',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Betriebsunterbrechungsversicherung ersetzt den Ertragsausfall und die weiterlaufenden Fixkosten, wenn der Betrieb wegen eines versicherten Sachschadens stillsteht. Sie ergänzt die Sachversicherung, die nur die Sachen selbst ersetzt.',
    source: 'AVB Betriebsunterbrechungsversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-012',
    text: 'Welche Versicherung gehört NICHT zur Sachversicherung?',
    answers: [
      'Die Krankentaggeldversicherung',
      'Die Hausratversicherung',
      'Die Gebäudewasserversicherung',
      'Die Glasbruchversicherung',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Krankentaggeldversicherung ist eine Personenversicherung, denn sie deckt den Erwerbsausfall einer Person. Hausrat, Gebäude und Betriebsunterbrechung zählen dagegen zur Sach- und Vermögensversicherung.',
    source: 'Systematik der Versicherungszweige (Anhang 1 AVO)',
  },
  {
    key: 'ch-sach-013',
    text: 'Welche Gefahren umfasst die klassische Feuerversicherung u. a.?',
    answers: ['Brand, Blitzschlag und Explosion', 'Einbruchdiebstahl', 'Leitungswasser', 'Glasbruch'],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Feuerversicherung deckt klassisch Brand, Blitzschlag, Explosion sowie meist Rauch und abstürzende Luft- und Raumfahrzeuge. Elementarschäden sind in der Schweiz zwingend mitversichert.',
    source: 'AVB Feuerversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-014',
    text: 'Was bezweckt der Schweizerische Elementarschaden-Pool?',
    answers: [
      'Einen Risikoausgleich unter den Privatversicherern bei einheitlichen Prämien und Deckungen',
      'Eine staatliche Garantie für alle Gebäudeschäden',
      'Die Rückversicherung von Lebensversicherungen',
      'Die Versicherung von Erdbebenschäden',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Im Elementarschaden-Pool gleichen die Privatversicherer grosse Elementarschäden untereinander aus. So können sie trotz ungleicher Risikoverteilung einheitliche Prämien und Deckungen anbieten.',
    source: 'Art. 171 ff. AVO; Vereinbarung Schweizerischer Elementarschaden-Pool',
  },
  {
    key: 'ch-sach-015',
    text: 'Welches Recht hat die versicherte Person in der Rechtsschutzversicherung bei einer Interessenkollision?',
    answers: [
      'Das Recht auf freie Wahl einer Anwältin oder eines Anwalts',
      'Keines, der Versicherer bestimmt den Anwalt zwingend',
      'Nur das Recht auf eine Beratung durch die FINMA',
      'Das Recht auf Übernahme von Bussen',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Besteht in der Rechtsschutzversicherung eine Interessenkollision, kann die versicherte Person ihre Anwältin oder ihren Anwalt frei wählen. Das schützt sie davor, dass der Versicherer die Mandatsführung beeinflusst.',
    source: 'Art. 167 AVO',
  },
  {
    key: 'ch-sach-201',
    text: 'Welche Aussage zur Elementarschadenversicherung bei Privatversicherern ist NICHT zutreffend?',
    answers: [
      'Jeder Versicherer legt die Elementarprämie frei fest',
      'Sie ist mit der Feuerversicherung zwingend verbunden',
      'Hagel und Überschwemmung sind versichert',
      'Erdbeben ist nicht eingeschlossen',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Deckungsumfang und Prämientarif der Elementarschadenversicherung sind für alle Privatversicherer einheitlich festgelegt. Eine freie Prämiengestaltung je Versicherer gibt es daher nicht; die übrigen Aussagen stimmen.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-202',
    text: 'Was deckt eine Glasversicherung für den Hausrat typischerweise?',
    answers: [
      'Bruchschäden an Mobiliar- und je nach Vertrag Gebäudeverglasungen',
      'Nur Kratzer an Brillen',
      'Nur Schäden durch Hagel',
      'Nur Glasschäden am Auto',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Glasbruchversicherung ersetzt zerbrochene Scheiben, Glaskeramikkochfelder oder Spiegel. Mieter versichern meist das Mobiliarglas und die Gebäudeverglasung ihrer Wohnung, Eigentümer ergänzend die Gebäudeverglasung.',
    source: 'AVB Hausratversicherung, Zusatzdeckung Glasbruch (Marktpraxis)',
  },
  {
    key: 'ch-sach-203',
    text: 'Was deckt eine Bauwesenversicherung?',
    answers: [
      'Schäden am entstehenden Bauwerk während der Bauzeit, etwa durch Bauunfälle',
      'Die Mietzinse nach Fertigstellung',
      'Die Hypothekarzinsen',
      'Nur Diebstahl von Baumaschinen auf dem Werkhof',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Bauwesenversicherung schützt Bauherrn und beteiligte Unternehmer gegen plötzliche und unvorhergesehene Schäden am Bauwerk während der Bauzeit. Sie ergänzt die Bauherrenhaftpflicht, die Schäden Dritter deckt.',
    source: 'AVB Bauwesenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-204',
    text: 'Was bedeutet ein vertraglicher Verzicht auf die Kürzung bei Grobfahrlässigkeit in der Hausratversicherung?',
    answers: [
      'Der Versicherer kürzt die Leistung bei grobfahrlässig verursachten Schäden nicht',
      'Der Versicherer zahlt auch bei Absicht',
      'Der VN muss keine Schäden mehr melden',
      'Der Versicherer verzichtet auf die Prämie',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Nach Art. 14 VVG dürfte der Versicherer bei Grobfahrlässigkeit kürzen, etwa wenn eine brennende Kerze unbeaufsichtigt bleibt. Viele Verträge verzichten gegen Prämie darauf; bei Absicht bleibt der Versicherer aber leistungsfrei.',
    source: 'Art. 14 Abs. 2 VVG (CH); AVB Hausratversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-205',
    text: 'Was versteht man unter dem Zeitwert einer Sache?',
    answers: [
      'Den Neuwert abzüglich der Wertminderung durch Alter und Abnützung',
      'Den ursprünglichen Kaufpreis',
      'Den Wert zum Zeitpunkt des Vertragsabschlusses',
      'Den Wiederbeschaffungspreis einer neuen Sache',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Der Zeitwert berücksichtigt, dass eine gebrauchte Sache weniger wert ist als eine neue. In der Neuwertversicherung wird dagegen ohne Abzug für Alter und Abnützung entschädigt, oft mit Ausnahmen für nicht mehr gebrauchte Sachen.',
    source: 'Art. 63 VVG (CH); AVB Sachversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-206',
    text: 'Wann liegt in der Hausratversicherung ein Einbruchdiebstahl vor?',
    answers: [
      'Wenn Täter gewaltsam in ein Gebäude oder einen Raum eindringen oder ein Behältnis aufbrechen',
      'Wenn ein Portemonnaie auf der Strasse verloren geht',
      'Wenn ein Gast unbemerkt etwas mitnimmt',
      'Wenn ein Fahrrad vor dem Bahnhof ohne Schloss gestohlen wird',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Einbruchdiebstahl setzt ein gewaltsames Eindringen oder Aufbrechen voraus. Verlust und Diebstahl ohne Gewalt sind nicht als Einbruch gedeckt, einfacher Diebstahl auswärts nur mit einer Zusatzdeckung.',
    source: 'AVB Hausratversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-208',
    text: 'Was bedeutet die Haftzeit in der Betriebsunterbrechungsversicherung?',
    answers: [
      'Den Zeitraum ab Schadeneintritt, für den der Unterbrechungsschaden höchstens ersetzt wird',
      'Die Wartefrist bis zum Versicherungsbeginn',
      'Die Zeit, in der der Versicherer den Schaden melden muss',
      'Die Mindestvertragsdauer des Vertrags',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die Haftzeit legt fest, wie lange nach dem Sachschaden Ertragsausfall und fortlaufende Kosten gedeckt sind, oft zwölf oder mehr Monate. Sie muss so gewählt werden, dass Wiederaufbau und Rückgewinnung der Kunden darin Platz haben.',
    source: 'AVB Betriebsunterbrechungsversicherung (Marktpraxis)',
  },
];
