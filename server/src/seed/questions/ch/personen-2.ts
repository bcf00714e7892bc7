import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-personen (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-personen-210',
    text: 'Was bietet eine Säule-3a-Versicherungslösung typischerweise im Unterschied zu einem 3a-Bankkonto?',
    answers: [
      'Zusätzlichen Risikoschutz, etwa Todesfallkapital und Prämienbefreiung bei Erwerbsunfähigkeit',
      'Die Möglichkeit, jederzeit frei über das Geld zu verfügen',
      'Einen höheren gesetzlichen Abzug vom Einkommen',
      'Die Befreiung von der AHV-Beitragspflicht',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die gebundene Vorsorge kann als Bankstiftungskonto oder als Vorsorgeversicherung geführt werden. Die Versicherungslösung verbindet Sparen mit Risikoschutz und sichert das Sparziel über die Prämienbefreiung, ist aber weniger flexibel.',
    source: 'Art. 1 BVV 3',
  },
  {
    key: 'ch-personen-211',
    text: 'Was ist eine Leibrentenversicherung?',
    answers: [
      'Eine Versicherung, die gegen Einmal- oder laufende Prämie eine lebenslange Rente zahlt',
      'Eine Versicherung gegen Hausratschäden',
      'Eine Rente der AHV',
      'Eine Versicherung, die nur bei Invalidität zahlt',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Mit der Leibrentenversicherung sichert man sich ein lebenslanges Einkommen und schützt sich gegen das Langlebigkeitsrisiko. Sie wird oft mit einer Einmalprämie finanziert, etwa aus Vorsorgekapital.',
    source: 'Art. 516 ff. OR (Leibrentenvertrag); VVG (CH)',
  },
  {
    key: 'ch-personen-212',
    text: 'Wann kann eine Freizügigkeitsleistung als Altersleistung ordentlich frühestens bezogen werden?',
    answers: [
      'Frühestens fünf Jahre vor Erreichen des AHV-Referenzalters',
      'Jederzeit ab dem 50. Altersjahr',
      'Erst mit 70 Jahren',
      'Nur beim Tod der versicherten Person',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Altersleistungen von Freizügigkeitspolicen und -konten dürfen frühestens fünf Jahre vor und spätestens fünf Jahre nach Erreichen des Referenzalters ausgerichtet werden. Damit gilt der gleiche Zeitrahmen wie in der Säule 3a.',
    source: 'Art. 16 Abs. 1 FZV',
  },
];
