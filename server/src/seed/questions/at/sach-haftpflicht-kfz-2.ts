import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-sach-haftpflicht-kfz (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-213',
    text: 'Welche Aussage zur Kfz-Haftpflichtversicherung ist NICHT zutreffend?',
    answers: [
      'Sie ersetzt die Schäden am eigenen Fahrzeug des VN',
      'Sie ist für zugelassene Kraftfahrzeuge gesetzlich vorgeschrieben',
      'Der Geschädigte hat einen Direktanspruch gegen den Versicherer',
      'Sie wehrt unberechtigte Ansprüche Dritter ab',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Haftpflichtversicherung deckt Ansprüche Dritter, die durch den Gebrauch des Fahrzeugs geschädigt werden. Schäden am eigenen Fahrzeug sind nur über eine Kaskoversicherung gedeckt.',
    source: '§ 59 KFG 1967; § 26 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-214',
    text: 'Welche Gefahren deckt die Feuerversicherung nach den üblichen Bedingungen?',
    answers: [
      'Brand, Blitzschlag, Explosion und Flugzeugabsturz',
      'Nur Brand durch Brandstiftung',
      'Auch Sturm und Hagel',
      'Auch Diebstahl und Vandalismus',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Feuerversicherung umfasst klassisch Brand, Blitzschlag, Explosion sowie Absturz von Luftfahrzeugen. Sturm, Hagel und Diebstahl sind eigene Sparten, die oft in einer Bündelversicherung kombiniert werden.',
    source: 'VVO-Musterbedingungen für die Feuerversicherung (AFB)',
  },
];
