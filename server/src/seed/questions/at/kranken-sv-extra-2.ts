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
  {
    key: 'at-kranken-sv-522',
    text: 'Welche Mindestversicherungszeit ist für eine Alterspension nach § 4 Abs. 1 APG erforderlich?',
    answers: [
      '180 Versicherungsmonate, davon mindestens 84 aufgrund einer Erwerbstätigkeit',
      '120 Versicherungsmonate ohne weitere Bedingung',
      '480 Beitragsmonate',
      '60 Beitragsmonate aus Erwerbstätigkeit',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Für die Alterspension verlangt § 4 Abs. 1 APG neben dem Regelpensionsalter mindestens 180 Versicherungsmonate (15 Jahre), von denen mindestens 84 Monate (7 Jahre) auf einer Erwerbstätigkeit beruhen müssen. Wer diese Zeit nicht erreicht, hat keinen Pensionsanspruch; das ist ein Beratungsthema für die private Vorsorge.',
    source: '§ 4 Abs. 1 APG',
  },
  {
    key: 'at-kranken-sv-523',
    text: 'Welche Aussage zur Ausgleichszulage in der österreichischen Pensionsversicherung ist NICHT zutreffend?',
    answers: [
      'Sie wird unabhängig vom sonstigen Einkommen des Pensionisten gezahlt',
      'Sie hebt niedrige Pensionen auf einen gesetzlichen Richtsatz an',
      'Sie setzt den rechtmäßigen gewöhnlichen Aufenthalt im Inland voraus',
      'Auch das Einkommen eines im gemeinsamen Haushalt lebenden Ehepartners zählt mit',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Die Ausgleichszulage ist eine bedarfsorientierte Leistung: Sie gleicht die Differenz zwischen dem Gesamteinkommen, einschließlich des Einkommens eines im gemeinsamen Haushalt lebenden Ehepartners, und dem Richtsatz aus. Sie hängt also gerade vom sonstigen Einkommen ab.',
    source: '§§ 292 ff. ASVG',
  },
  {
    key: 'at-kranken-sv-524',
    text: 'Wann gilt eine Erkrankung als Berufskrankheit, für die die gesetzliche Unfallversicherung leistet?',
    answers: [
      'Wenn sie in Anlage 1 zum ASVG genannt und durch die versicherte Beschäftigung verursacht ist',
      'Jede Krankheit, die während der Arbeitszeit auftritt',
      'Jede Krankheit, die zu mehr als sechs Wochen Krankenstand führt',
      'Nur Krankheiten, die der Arbeitgeber schuldhaft verursacht hat',
    ],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Nach § 177 ASVG sind Berufskrankheiten die in Anlage 1 bezeichneten Krankheiten, wenn sie durch die versicherte Beschäftigung in einem dort genannten Unternehmen verursacht sind. Sie stehen in der Unfallversicherung den Arbeitsunfällen gleich; andere Krankheiten fallen in die Krankenversicherung.',
    source: '§ 177 ASVG; Anlage 1 zum ASVG',
  },
  {
    key: 'at-kranken-sv-525',
    text: 'Wie werden Zeiten der Kindererziehung in der österreichischen Pensionsversicherung grundsätzlich berücksichtigt?',
    answers: [
      'Die ersten 48 Monate nach der Geburt zählen als Versicherungszeiten (bei Mehrlingen 60)',
      'Gar nicht; nur Erwerbszeiten zählen',
      'Nur bei gleichzeitiger Teilzeitbeschäftigung',
      'Pauschal mit zwölf Monaten je Kind',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Kindererziehungszeiten werden für die ersten 48 Monate nach der Geburt eines Kindes, bei Mehrlingsgeburten 60 Monate, als Versicherungszeiten angerechnet und mit einer festen Beitragsgrundlage auf dem Pensionskonto gutgeschrieben. Das mildert Pensionslücken von Eltern, schließt sie aber meist nicht.',
    source: 'ASVG und APG (Kindererziehungszeiten als Versicherungszeiten)',
  },
  {
    key: 'at-kranken-sv-526',
    text: 'Wie hoch ist der Grundbetrag des Arbeitslosengelds nach dem AlVG grundsätzlich?',
    answers: [
      '55 % des täglichen Nettoeinkommens',
      '80 % des letzten Bruttoentgelts',
      '40 % des Nettoeinkommens',
      'Ein für alle gleicher Fixbetrag',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Der Grundbetrag des Arbeitslosengelds beträgt nach § 21 AlVG 55 % des täglichen Nettoeinkommens aus der Bemessungsgrundlage; dazu können Familienzuschläge und gegebenenfalls ein Ergänzungsbetrag kommen. Für Besserverdiener entsteht so eine spürbare Einkommenslücke.',
    source: '§ 21 AlVG',
  },
];
