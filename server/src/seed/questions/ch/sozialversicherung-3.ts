import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-sozialversicherung (Teil 3). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-227',
    text: 'Wie kann man in der obligatorischen Krankenpflegeversicherung mit einer besonderen Versicherungsform, z. B. einem Hausarztmodell, Prämien sparen?',
    answers: [
      'Man verzichtet auf die freie Arztwahl und erhält dafür einen Prämienrabatt',
      'Man verzichtet auf die Grundversicherung ganz',
      'Man zahlt keine Franchise mehr',
      'Man erhält automatisch Leistungen der Zusatzversicherung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Besondere Versicherungsformen wie Hausarzt-, HMO- oder Telmed-Modelle schränken die Wahl der Leistungserbringer ein. Im Gegenzug dürfen die Versicherer tiefere Prämien anbieten, der Leistungsumfang der Grundversicherung bleibt gleich.',
    source: 'Art. 41 Abs. 4 und Art. 62 KVG',
  },
  {
    key: 'ch-sozialversicherung-228',
    text: 'Was sind Erziehungsgutschriften in der AHV?',
    answers: [
      'Fiktive Einkommen, die für Jahre mit Kindern unter 16 Jahren bei der Rentenberechnung angerechnet werden',
      'Beiträge, die Eltern zusätzlich zahlen müssen',
      'Steuerabzüge für Kinderbetreuung',
      'Kinderzulagen der Familienausgleichskasse',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Für Jahre, in denen Versicherte die elterliche Sorge für Kinder unter 16 Jahren haben, wird ein fiktives Einkommen angerechnet. So werden Lücken durch Kinderbetreuung bei der Rentenberechnung ausgeglichen.',
    source: 'Art. 29sexies AHVG',
  },
  {
    key: 'ch-sozialversicherung-229',
    text: 'Wofür richtet die IV eine Hilflosenentschädigung aus?',
    answers: [
      'Wenn eine Person für alltägliche Lebensverrichtungen dauernd auf Hilfe Dritter angewiesen ist',
      'Für jeden Verdienstausfall bei Krankheit',
      'Für die Kosten eines Autokaufs',
      'Für Weiterbildungen ohne gesundheitliche Einschränkung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Als hilflos gilt, wer wegen einer Beeinträchtigung der Gesundheit für alltägliche Lebensverrichtungen dauernd der Hilfe Dritter oder der persönlichen Überwachung bedarf. Die Entschädigung richtet sich nach dem Grad der Hilflosigkeit.',
    source: 'Art. 42 IVG; Art. 9 ATSG',
  },
  {
    key: 'ch-sozialversicherung-230',
    text: 'Was versteht man in der beruflichen Vorsorge unter dem Überobligatorium?',
    answers: [
      'Leistungen und versicherte Lohnteile, die über die gesetzlichen Mindestvorschriften des BVG hinausgehen',
      'Die Pflicht, mehr als eine Pensionskasse zu haben',
      'Die AHV-Beiträge über dem Maximaleinkommen',
      'Die Säule 3a für Selbständige',
    ],
    categories: ['ch-sozialversicherung', 'ch-personen'],
    coins: 1,
    explanation:
      'Das BVG regelt nur Mindestleistungen. Vorsorgeeinrichtungen können darüber hinaus weitere Leistungen und höhere Lohnteile versichern und sind dabei in der Gestaltung weitgehend frei, etwa beim Umwandlungssatz für den überobligatorischen Teil.',
    source: 'Art. 49 Abs. 1 BVG',
  },
];
