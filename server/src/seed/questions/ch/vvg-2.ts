import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-vvg (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-210',
    text: 'Was gilt nach dem VVG, wenn der Sachversicherer einen Schaden bezahlt hat, für den ein Dritter haftet?',
    answers: [
      'Der Versicherer tritt im Umfang seiner Leistung in die Ansprüche des Versicherten gegen den Dritten ein',
      'Der Versicherte darf zusätzlich vom Dritten vollen Ersatz behalten',
      'Der Anspruch gegen den Dritten erlischt',
      'Der Dritte muss an den Bund zahlen',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 1,
    explanation:
      'In der Schadenversicherung geht der Ersatzanspruch gegen haftpflichtige Dritte im Umfang der erbrachten Leistung auf den Versicherer über (Subrogation). So wird der Versicherte nicht doppelt entschädigt und der Haftpflichtige nicht entlastet.',
    source: 'Art. 95c VVG (CH; bis 2021 Art. 72 VVG)',
  },
  {
    key: 'ch-vvg-211',
    text: 'Wer trägt nach Art. 70 VVG die Kosten von Massnahmen, die der Anspruchsberechtigte zur Minderung des Schadens ergriffen hat?',
    answers: [
      'Der Versicherer, auch wenn die Massnahmen erfolglos waren, sofern sie nicht offenbar unzweckmässig waren',
      'Immer der Anspruchsberechtigte',
      'Der Staat',
      'Der Versicherer nur bei Erfolg der Massnahmen',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 1,
    explanation:
      'Rettungskosten, die zur Erfüllung der Schadenminderungspflicht aufgewendet werden, ersetzt der Versicherer, selbst wenn die Massnahmen ohne Erfolg blieben. Ausgenommen sind offenbar unzweckmässige Aufwendungen.',
    source: 'Art. 70 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-212',
    text: 'Was gilt nach Art. 14 Abs. 1 VVG, wenn der VN oder Anspruchsberechtigte das befürchtete Ereignis absichtlich herbeigeführt hat?',
    answers: [
      'Der Versicherer haftet nicht',
      'Der Versicherer kürzt nach dem Grad des Verschuldens',
      'Der Versicherer haftet voll',
      'Der Versicherer zahlt die Hälfte',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Bei absichtlicher Herbeiführung des befürchteten Ereignisses entfällt die Haftung des Versicherers ganz. Bei Grobfahrlässigkeit ist dagegen nur eine Kürzung zulässig, bei leichter Fahrlässigkeit keine.',
    source: 'Art. 14 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-215',
    text: 'Ein Gewerbebetrieb hat eine Betriebshaftpflichtversicherung. Wessen Haftpflicht ist nach Art. 59 VVG ohne besondere Abrede mitversichert?',
    answers: [
      'Die der Vertreter des VN und der mit Leitung oder Aufsicht des Betriebs betrauten Personen',
      'Nur die des Inhabers persönlich',
      'Die aller Kunden des Betriebs',
      'Die der Lieferanten des Betriebs',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Art. 59 VVG erstreckt eine Haftpflichtversicherung für einen Gewerbe- oder Industriebetrieb von Gesetzes wegen auch auf die Haftpflicht der Vertreter des VN und der Personen, die mit der Leitung oder Beaufsichtigung des Betriebs betraut sind. So sind die Verantwortlichen im Betrieb ohne eigene Police geschützt.',
    source: 'Art. 59 Abs. 1 VVG (CH)',
  },
];
