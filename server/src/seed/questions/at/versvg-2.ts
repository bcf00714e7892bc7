import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-versvg (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-versvg-212',
    text: 'Der VN verletzt vor dem Versicherungsfall schuldhaft eine vertragliche Obliegenheit. Was muss der Versicherer nach § 6 Abs. 1 VersVG tun, um sich auf Leistungsfreiheit zu berufen?',
    answers: [
      'Den Vertrag binnen eines Monats ab Kenntnis der Verletzung kündigen',
      'Nichts, die Leistungsfreiheit tritt stets automatisch ein',
      'Die FMA um Genehmigung ersuchen',
      'Die Prämie für die gesamte Laufzeit zurückzahlen',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Bei schuldhafter Verletzung einer vor dem Versicherungsfall zu erfüllenden Obliegenheit kann der Versicherer binnen eines Monats ab Kenntnis fristlos kündigen. Kündigt er nicht, kann er sich auf die vereinbarte Leistungsfreiheit nicht berufen; so soll er nicht Prämien kassieren und zugleich leistungsfrei sein.',
    source: '§ 6 Abs. 1 VersVG',
  },
];
