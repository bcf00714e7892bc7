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
  {
    key: 'at-sach-haftpflicht-kfz-215',
    text: 'Ab welcher Windgeschwindigkeit liegt nach den österreichischen Musterbedingungen ein versicherter Sturm vor?',
    answers: [
      'Bei einer wetterbedingten Luftbewegung von mehr als 60 km/h',
      'Ab 40 km/h',
      'Ab 75 km/h',
      'Ab 100 km/h',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die österreichischen Bedingungen definieren Sturm als wetterbedingte Luftbewegung mit mehr als 60 km/h am Schadenort. Bei schwächerem Wind liegt kein versicherter Sturmschaden vor.',
    source: 'VVO-Musterbedingungen für die Sturmschadenversicherung (AStB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-216',
    text: 'Wozu dient die Grüne Karte in der Kfz-Versicherung?',
    answers: [
      'Als internationaler Nachweis der Kfz-Haftpflichtversicherung bei Fahrten ins Ausland',
      'Als Nachweis einer Vollkaskoversicherung',
      'Als Parkberechtigung in Städten',
      'Als Nachweis der bestandenen § 57a-Begutachtung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Grüne Karte bestätigt den Haftpflichtversicherungsschutz in den Staaten des Grüne-Karte-Systems. Innerhalb des EWR genügt meist das Kennzeichen, in manchen Drittstaaten ist die Karte aber vorzuweisen.',
    source: 'Internationale Versicherungskarte (Grüne-Karte-System, Council of Bureaux)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-217',
    text: 'Welche Schäden deckt die private Haftpflichtversicherung typischerweise?',
    answers: [
      'Schadenersatzansprüche Dritter aus den Gefahren des täglichen Lebens, z. B. als Radfahrer oder Sportler',
      'Schäden am eigenen Hausrat',
      'Schäden aus beruflicher Tätigkeit als Unternehmer',
      'Schäden beim Lenken eines eigenen Kraftfahrzeugs',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht deckt die Haftung als Privatperson im täglichen Leben und wehrt unberechtigte Ansprüche ab. Berufliche Risiken und der Gebrauch von Kraftfahrzeugen sind über eigene Versicherungen abzusichern.',
    source: 'VVO-Musterbedingungen für die Haftpflichtversicherung (AHVB/EHVB)',
  },
];
