import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-kranken-sv. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-001',
    text: 'Welcher Sozialversicherungsträger entstand 2020 aus der Zusammenlegung der neun Gebietskrankenkassen?',
    answers: [
      'Die Österreichische Gesundheitskasse (ÖGK)',
      'Die Sozialversicherungsanstalt der Selbständigen (SVS)',
      'Die BVAEB',
      'Die Allgemeine Unfallversicherungsanstalt (AUVA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-002',
    text: 'Bei welchem Träger sind gewerblich Selbständige in Österreich sozialversichert?',
    answers: [
      'Bei der Sozialversicherungsanstalt der Selbständigen (SVS)',
      'Bei der Österreichischen Gesundheitskasse (ÖGK)',
      'Bei der Pensionsversicherungsanstalt (PVA)',
      'Bei der Finanzmarktaufsichtsbehörde (FMA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-003',
    text: 'Welchen Anteil des Kassentarifs erstattet die ÖGK bei Behandlung durch einen Wahlarzt grundsätzlich?',
    answers: ['80 %', '100 %', '50 %', 'Nichts'],
    categories: ['at-kranken-sv'],
    coins: 2,
  },
  {
    key: 'at-kranken-sv-004',
    text: 'Was deckt eine private Sonderklasse-Versicherung in Österreich typischerweise?',
    answers: [
      'Mehrkosten der Sonderklasse im Spital, z. B. Zweibettzimmer und freie Arztwahl',
      'Sämtliche Kosten für Zahnersatz ohne Grenze',
      'Die Kfz-Haftpflicht des Versicherten',
      'Das staatliche Pflegegeld',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-005',
    text: 'In wie vielen Stufen wird das österreichische Pflegegeld gewährt?',
    answers: ['In sieben Stufen', 'In fünf Stufen', 'In drei Stufen', 'In zehn Stufen'],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-006',
    text: 'Welchen Beitrag leistet der Arbeitgeber an die Betriebliche Vorsorgekasse („Abfertigung neu“)?',
    answers: [
      '1,53 % des monatlichen Bruttoentgelts',
      '3 % des monatlichen Bruttoentgelts',
      '10 % des monatlichen Bruttoentgelts',
      '0,5 % des Nettoentgelts',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
  },
  {
    key: 'at-kranken-sv-007',
    text: 'Was kennzeichnet die gesetzliche Krankenversicherung in Österreich im Unterschied zu Deutschland?',
    answers: [
      'Pflichtversicherung kraft Gesetzes ohne Wahl einer privaten Vollversicherung statt der gesetzlichen',
      'Ab einer Einkommensgrenze kann man in die private Vollversicherung wechseln',
      'Sie ist für alle Erwerbstätigen freiwillig',
      'Sie gilt nur für Selbständige',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-008',
    text: 'Welche Einrichtung ist NICHT Träger der österreichischen Sozialversicherung?',
    answers: [
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Die Österreichische Gesundheitskasse (ÖGK)',
      'Die Pensionsversicherungsanstalt (PVA)',
      'Die Allgemeine Unfallversicherungsanstalt (AUVA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-009',
    text: 'Wie sind geringfügig Beschäftigte in Österreich pflichtversichert?',
    answers: [
      'Nur in der Unfallversicherung; eine Selbstversicherung in Kranken- und Pensionsversicherung ist möglich',
      'Voll in Kranken-, Pensions- und Unfallversicherung',
      'Überhaupt nicht',
      'Nur in der Pensionsversicherung',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
  },
  {
    key: 'at-kranken-sv-010',
    text: 'Welches gesetzliche Regelpensionsalter gilt in Österreich für Männer?',
    answers: ['65 Jahre', '60 Jahre', '62 Jahre', '67 Jahre'],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-011',
    text: 'Wie entwickelt sich das Regelpensionsalter für Frauen in Österreich?',
    answers: [
      'Es wird seit 2024 schrittweise von 60 auf 65 Jahre angehoben',
      'Es bleibt dauerhaft bei 60 Jahren',
      'Es wird auf 58 Jahre gesenkt',
      'Es wird sofort auf 67 Jahre angehoben',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
  {
    key: 'at-kranken-sv-012',
    text: 'Welche Karte dient in Österreich als Schlüsselkarte für Leistungen der Sozialversicherung?',
    answers: ['Die e-card', 'Die Grüne Karte', 'Die Vorteilscard', 'Der Gesundheitspass'],
    categories: ['at-kranken-sv'],
    coins: 1,
  },
];
