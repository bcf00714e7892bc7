import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-kranken-sv (issue 16), Teil 2. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-520',
    text: 'Wie lange wird Krankengeld nach § 139 ASVG für denselben Versicherungsfall höchstens gewährt, wenn die Satzung nichts Günstigeres vorsieht?',
    answers: [
      '26 Wochen, bei ausreichender Vorversicherungszeit bis zu 52 Wochen',
      'Sechs Wochen',
      'Zwölf Monate ohne Ausnahme',
      'Unbegrenzt bis zur Wiederherstellung der Arbeitsfähigkeit',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Nach § 139 ASVG gebührt Krankengeld grundsätzlich bis zu 26 Wochen; war der Versicherte in den letzten zwölf Monaten mindestens sechs Monate versichert, verlängert sich die Dauer auf 52 Wochen. Die Satzung kann die Höchstdauer weiter erstrecken.',
    source: '§ 139 ASVG',
  },
  {
    key: 'at-kranken-sv-521',
    text: 'Welchen Kostenanteil (Selbstbehalt) tragen bei der SVS versicherte gewerblich Selbständige für ärztliche Sachleistungen grundsätzlich?',
    answers: ['20 %', '10 % ohne Ausnahme', 'Keinen', '50 %'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das GSVG sieht für Sachleistungen einen Kostenanteil von grundsätzlich 20 % vor. Wer mit der SVS vereinbarte Gesundheitsziele erreicht („Selbständig Gesund“), kann ihn auf 10 % halbieren; ASVG-Versicherte kennen diesen allgemeinen Selbstbehalt nicht.',
    source: 'GSVG (Kostenanteil bei Sachleistungen); Satzung der SVS',
  },
];
