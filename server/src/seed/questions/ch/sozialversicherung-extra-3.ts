import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-sozialversicherung, Teil 3 (Schlüssel ab 553). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-553',
    text: 'Wie lange wird eine AHV-Waisenrente für ein Kind in Ausbildung höchstens ausgerichtet?',
    answers: [
      'Bis zum Abschluss der Ausbildung, längstens bis zum vollendeten 25. Altersjahr',
      'Nur bis zum vollendeten 16. Altersjahr',
      'Bis zum vollendeten 30. Altersjahr',
      'Lebenslang',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Der Anspruch auf die Waisenrente erlischt grundsätzlich mit dem vollendeten 18. Altersjahr. Für Kinder in Ausbildung dauert er bis zum Abschluss der Ausbildung, längstens aber bis zum vollendeten 25. Altersjahr.',
    source: 'Art. 25 Abs. 4 und 5 AHVG',
  },
  {
    key: 'ch-sozialversicherung-554',
    text: 'Wie hoch ist die Grundentschädigung des IV-Taggeldes während Eingliederungsmassnahmen für eine zuvor erwerbstätige Person?',
    answers: [
      '80 % des letzten ohne gesundheitliche Einschränkung erzielten Erwerbseinkommens (mit Höchstbetrag)',
      '100 % des letzten Lohnes',
      '50 % des letzten Lohnes',
      'Ein fester Betrag von CHF 20 pro Tag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Während Eingliederungsmassnahmen erhalten Versicherte ein Taggeld, dessen Grundentschädigung 80 % des letzten ohne gesundheitliche Einschränkung erzielten Erwerbseinkommens beträgt, höchstens aber 80 % des Höchstbetrags. Das Taggeld sichert den Lebensunterhalt während der Eingliederung, damit diese nicht aus finanziellen Gründen scheitert.',
    source: 'Art. 23 Abs. 1 IVG',
  },
  {
    key: 'ch-sozialversicherung-555',
    text: 'Ein Arbeitnehmer verliert seine Stelle durch eigenes Verschulden. Welche Folge sieht die Arbeitslosenversicherung vor?',
    answers: [
      'Er wird für eine gewisse Zahl von Tagen in der Anspruchsberechtigung eingestellt',
      'Er verliert jeden Anspruch auf Arbeitslosenentschädigung für immer',
      'Er erhält ein höheres Taggeld als Ausgleich',
      'Keine, das Verschulden spielt in der ALV keine Rolle',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Wer durch eigenes Verschulden arbeitslos ist, wird in der Anspruchsberechtigung eingestellt, d. h. für eine bestimmte Zahl von Tagen erhält er keine Taggelder. Die Dauer richtet sich nach dem Grad des Verschuldens; dasselbe gilt etwa bei ungenügenden Arbeitsbemühungen.',
    source: 'Art. 30 Abs. 1 und 3 AVIG',
  },
  {
    key: 'ch-sozialversicherung-556',
    text: 'Wann muss sich eine arbeitslose Person spätestens zur Arbeitsvermittlung anmelden, um Arbeitslosenentschädigung zu erhalten?',
    answers: [
      'Spätestens am ersten Tag, für den sie Arbeitslosenentschädigung beansprucht',
      'Innert eines Jahres nach Ende des Arbeitsverhältnisses',
      'Erst nach Ablauf der Kündigungsfrist plus drei Monate',
      'Eine Anmeldung ist nicht nötig, die ALV zahlt automatisch',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die versicherte Person muss sich möglichst frühzeitig, spätestens jedoch am ersten Tag, für den sie Arbeitslosenentschädigung beansprucht, zur Arbeitsvermittlung anmelden. Für die Zeit vor der Anmeldung besteht kein Anspruch, deshalb sollte man sich schon während der Kündigungsfrist melden.',
    source: 'Art. 17 Abs. 2 AVIG',
  },
];
