import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-haftpflicht-mfz (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-haftpflicht-mfz-209',
    text: 'Was bewirkt der Zusatz „Verzicht auf Regress bei Grobfahrlässigkeit“ in der Motorfahrzeugversicherung?',
    answers: [
      'Der Versicherer kürzt bei Grobfahrlässigkeit nicht und nimmt keinen Rückgriff, mit Ausnahmen',
      'Der Versicherer zahlt auch bei Vorsatz ohne Einschränkung',
      'Der VN muss keine Prämie mehr zahlen',
      'Der Bonus bleibt bei jedem Schaden unverändert',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Ohne diesen Zusatz darf der Versicherer bei Grobfahrlässigkeit nach VVG kürzen bzw. auf den Versicherten Rückgriff nehmen. Bei Fahren in fahrunfähigem Zustand oder Raserdelikten muss der Versicherer nach Art. 65 Abs. 3 SVG aber Rückgriff nehmen.',
    source: 'Art. 14 VVG (CH); Art. 65 Abs. 3 SVG; AVB Motorfahrzeugversicherung (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-210',
    text: 'Wer muss nach Art. 42 Abs. 1 OR den Schaden beweisen, wenn Schadenersatz verlangt wird?',
    answers: [
      'Der Geschädigte',
      'Der Schädiger',
      'Das Gericht von Amtes wegen',
      'Der Haftpflichtversicherer des Schädigers',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Wer Schadenersatz beansprucht, hat den Schaden zu beweisen. Ist der ziffernmässige Nachweis nicht möglich, schätzt ihn das Gericht nach Art. 42 Abs. 2 OR unter Berücksichtigung des gewöhnlichen Laufs der Dinge.',
    source: 'Art. 42 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-211',
    text: 'Was deckt eine Betriebshaftpflichtversicherung?',
    answers: [
      'Ansprüche Dritter aus Personen- und Sachschäden, die durch den Betrieb oder seine Mitarbeitenden verursacht werden',
      'Schäden an den eigenen Maschinen des Betriebs',
      'Den Ertragsausfall nach einem Brand',
      'Lohnzahlungen bei Krankheit der Mitarbeitenden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Betriebshaftpflicht schützt das Unternehmen vor berechtigten Haftpflichtansprüchen Dritter, etwa aus Art. 55 OR, und wehrt unberechtigte ab. Eigenschäden gehören in die Sach- oder Betriebsunterbrechungsversicherung.',
    source: 'AVB Betriebshaftpflichtversicherung (Marktpraxis); Art. 55 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-212',
    text: 'Zwei Motorfahrzeuge kollidieren; beide Halter erleiden Sachschäden. Wie wird der Sachschaden unter den Haltern nach Art. 61 Abs. 2 SVG verteilt?',
    answers: [
      'Ein Halter haftet dem anderen nur, wenn dieser beweist, dass der Schaden schuldhaft verursacht wurde',
      'Jeder Halter trägt immer die Hälfte',
      'Es gilt reine Gefährdungshaftung ohne Rücksicht auf Verschulden',
      'Der Halter des schwereren Fahrzeugs haftet stets allein',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Unter Haltern gilt für Sachschäden die Verschuldenshaftung: Der Geschädigte muss das Verschulden des anderen Halters oder seiner Hilfspersonen beweisen. Für Körperschäden unter Haltern verteilt Art. 61 Abs. 1 SVG den Schaden nach Verschulden, unter Berücksichtigung der Betriebsgefahr.',
    source: 'Art. 61 Abs. 2 SVG',
  },
];
