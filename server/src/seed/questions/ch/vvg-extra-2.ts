import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-vvg, Teil 2 (Schlüssel ab 528). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-528',
    text: 'Was kann nach Art. 48 VVG Gegenstand einer Schadensversicherung sein?',
    answers: [
      'Jedes wirtschaftliche Interesse, das jemand am Ausbleiben eines befürchteten Ereignisses hat',
      'Nur das Eigentum an Gebäuden',
      'Nur Sachen mit einem Wert über CHF 1000',
      'Nur das Leben und die Gesundheit einer Person',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Gegenstand der Schadensversicherung kann jedes wirtschaftliche Interesse sein, das jemand am Ausbleiben eines befürchteten Ereignisses hat. Deshalb lassen sich neben Sachen auch Vermögensinteressen wie Mietzinsausfall, Ertragsausfall oder Haftpflichtrisiken versichern.',
    source: 'Art. 48 VVG (CH)',
  },
  {
    key: 'ch-vvg-529',
    text: 'Eine Firma will eine Todesfallversicherung auf das Leben ihres Geschäftsführers abschliessen. Welche Voraussetzung gilt nach Art. 74 VVG?',
    answers: [
      'Der Geschäftsführer muss vor Vertragsabschluss zustimmen',
      'Keine, die Firma kann frei abschliessen',
      'Die FINMA muss den Vertrag genehmigen',
      'Der Geschäftsführer muss Aktionär der Firma sein',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Eine Versicherung auf fremdes Leben ist ungültig, wenn die Person, auf deren Tod sie gestellt ist, nicht vor Abschluss des Vertrags zugestimmt hat. Die Zustimmung schützt die versicherte Person davor, dass ohne ihr Wissen auf ihren Tod spekuliert wird.',
    source: 'Art. 74 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-530',
    text: 'Die Begünstigten erhalten aus einer Todesfall-Summenversicherung CHF 200 000. Geht ihr Haftpflichtanspruch gegen den Unfallverursacher auf den Versicherer über?',
    answers: [
      'Nein, in der Personenversicherung gehen Ansprüche gegen Dritte nicht auf den Versicherer über',
      'Ja, vollständig bis zur Höhe der Versicherungsleistung',
      'Ja, aber nur zur Hälfte',
      'Nur wenn der Unfallverursacher grobfahrlässig gehandelt hat',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'In der Personenversicherung gehen die Ansprüche des Anspruchsberechtigten gegen haftpflichtige Dritte nicht auf den Versicherer über. Bei einer Summenversicherung können die Begünstigten daher die Versicherungssumme und zusätzlich den Haftpflichtanspruch geltend machen; anders ist es in der Schadensversicherung.',
    source: 'Art. 96 VVG (CH)',
  },
  {
    key: 'ch-vvg-531',
    text: 'Der VN widerruft rechtzeitig, nachdem der Versicherer eine ärztliche Untersuchung veranlasst hat. Muss er deren Kosten nach Art. 2b VVG tragen?',
    answers: [
      'Nur wenn es der Billigkeit entspricht, ganz oder teilweise',
      'Ja, immer vollständig und zusätzlich eine Bearbeitungsgebühr',
      'Ja, zusammen mit der vollen Jahresprämie',
      'Nein, der Versicherer darf solche Kosten nie verlangen',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Nach einem Widerruf schuldet der VN dem Versicherer grundsätzlich keine Entschädigung, bereits empfangene Leistungen sind zurückzuerstatten. Entspricht es der Billigkeit, hat er jedoch die Kosten besonderer Abklärungen, die der Versicherer im Hinblick auf den Vertragsabschluss in guten Treuen vorgenommen hat, ganz oder teilweise zu ersetzen.',
    source: 'Art. 2b Abs. 2 VVG (CH)',
  },
];
