import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-leben-unfall. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-leben-unfall-001',
    text: 'Wie nennt man in Österreich die reine Risikoversicherung für den Todesfall?',
    answers: ['Ablebensversicherung', 'Erlebensversicherung', 'Pensionsvorsorge', 'Rentenversicherung'],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'In Österreich wird die reine Todesfall-Risikoversicherung als Ablebensversicherung bezeichnet. Sie zahlt nur, wenn die versicherte Person während der Laufzeit stirbt, und baut keinen nennenswerten Rückkaufswert auf.',
    source: 'Sprachgebrauch der österreichischen Lebensversicherung (§§ 159 ff. VersVG)',
  },
  {
    key: 'at-leben-unfall-002',
    text: 'Was versteht man unter der Vinkulierung einer Lebensversicherung?',
    answers: [
      'Die Bindung der Versicherungsleistung zugunsten eines Kreditgebers als Sicherheit',
      'Die Umwandlung der Kapitalleistung in eine Rente',
      'Die prämienfreie Stellung des Vertrags',
      'Den Rücktritt vom Vertrag binnen 30 Tagen',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Bei der Vinkulierung wird die Versicherungsleistung zugunsten eines Gläubigers, meist einer Bank, gebunden. Der VN kann dann ohne Zustimmung des Gläubigers nicht mehr frei über die Leistung verfügen.',
    source: 'Vinkulierungsvereinbarung (Marktpraxis); § 166 VersVG',
  },
  {
    key: 'at-leben-unfall-003',
    text: 'Welcher Versicherungssteuersatz gilt in Österreich grundsätzlich für laufende Lebensversicherungsprämien?',
    answers: ['4 %', '11 %', '20 %', '0 %'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Für laufende Prämien zur Lebensversicherung beträgt die Versicherungssteuer 4 % des Versicherungsentgelts. Die meisten anderen Sparten unterliegen dem höheren allgemeinen Satz von 11 %.',
    source: '§ 6 Abs. 1 VersStG 1953',
  },
  {
    key: 'at-leben-unfall-004',
    text: 'Welche Unfälle von Arbeitnehmern deckt die gesetzliche Unfallversicherung (AUVA) grundsätzlich NICHT?',
    answers: ['Freizeitunfälle', 'Arbeitsunfälle', 'Unfälle auf dem Arbeitsweg', 'Berufskrankheiten'],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 1,
    explanation:
      'Die gesetzliche Unfallversicherung deckt Arbeitsunfälle, Wegunfälle und Berufskrankheiten. Unfälle in der Freizeit sind nicht gedeckt, was eine private Unfallversicherung besonders wichtig macht.',
    source: '§ 175 ASVG',
  },
  {
    key: 'at-leben-unfall-005',
    text: 'Was ist die Gliedertaxe in der privaten Unfallversicherung?',
    answers: [
      'Eine Tabelle mit festen Invaliditätsgraden bei Verlust oder Funktionsunfähigkeit von Körperteilen',
      'Eine Gebühr für ärztliche Gutachten',
      'Ein Prämienrabatt für sportliche Kunden',
      'Eine Steuer auf Unfallversicherungsprämien',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Gliedertaxe legt für den Verlust oder die völlige Funktionsunfähigkeit bestimmter Körperteile und Sinnesorgane feste Invaliditätsgrade fest. Für Teilverluste gilt der entsprechende Teil des Prozentsatzes.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Leistungsart dauernde Invalidität',
  },
  {
    key: 'at-leben-unfall-006',
    text: 'Was bewirkt eine vereinbarte Progression in der Unfallversicherung?',
    answers: [
      'Bei höheren Invaliditätsgraden wird überproportional mehr geleistet',
      'Die Prämie sinkt jedes Jahr automatisch',
      'Die Leistung sinkt mit zunehmendem Alter',
      'Die Versicherungssumme wird jährlich an den Index angepasst',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Mit einer Progression steigt die Leistung ab bestimmten Invaliditätsgraden überproportional, etwa auf ein Mehrfaches der Grundsumme bei Vollinvalidität. So wird bei schweren Dauerfolgen mehr Kapital ausgezahlt.',
    source: 'AUVB und Tarifbestimmungen (Progressionsstaffel)',
  },
  {
    key: 'at-leben-unfall-007',
    text: 'Wie wird ein Unfall in der privaten Unfallversicherung typischerweise definiert?',
    answers: [
      'Ein plötzlich von außen auf den Körper wirkendes Ereignis, durch das der Versicherte unfreiwillig verletzt wird',
      'Jede Erkrankung, die plötzlich auftritt',
      'Jeder altersbedingte Verschleißschaden',
      'Jede absichtlich herbeigeführte Verletzung',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Ein Unfall liegt vor, wenn die versicherte Person durch ein plötzlich von außen auf ihren Körper wirkendes Ereignis unfreiwillig eine Gesundheitsschädigung erleidet. Krankheiten und Abnützungen sind damit grundsätzlich nicht erfasst.',
    source: 'AUVB (VVO-Musterbedingungen), Unfallbegriff',
  },
  {
    key: 'at-leben-unfall-008',
    text: 'Was bedeutet die prämienfreie Stellung einer Lebensversicherung?',
    answers: [
      'Der Vertrag läuft ohne weitere Prämien mit herabgesetzter Versicherungssumme weiter',
      'Der Vertrag endet sofort mit Auszahlung des Rückkaufswerts',
      'Der Versicherer übernimmt die restlichen Prämien',
      'Die volle Versicherungssumme bleibt ohne weitere Prämien erhalten',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Der VN kann verlangen, dass die Lebensversicherung in eine prämienfreie Versicherung umgewandelt wird. Der Vertrag bleibt dann mit einer aus dem vorhandenen Deckungskapital berechneten, geringeren Versicherungssumme bestehen.',
    source: '§ 173 VersVG',
  },
  {
    key: 'at-leben-unfall-009',
    text: 'Was erhält der VN bei Kündigung einer kapitalbildenden Lebensversicherung vor Ablauf?',
    answers: [
      'Den Rückkaufswert',
      'Die volle Versicherungssumme',
      'Alle gezahlten Prämien samt garantierter Verzinsung',
      'Nichts, die Prämien verfallen',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Wird eine kapitalbildende Lebensversicherung vorzeitig gekündigt, hat der Versicherer den Rückkaufswert zu zahlen. In den ersten Jahren liegt dieser wegen der Abschlusskosten oft deutlich unter der Summe der Prämien.',
    source: '§ 176 VersVG',
  },
  {
    key: 'at-leben-unfall-010',
    text: 'Welche Aussage zur fondsgebundenen Lebensversicherung ist NICHT zutreffend?',
    answers: [
      'Der Versicherer garantiert stets die Ablaufleistung unabhängig von der Fondsentwicklung',
      'Das Veranlagungsrisiko trägt grundsätzlich der Versicherungsnehmer',
      'Die Sparprämie wird in Investmentfonds veranlagt',
      'Es handelt sich um ein Versicherungsanlageprodukt',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Bei der fondsgebundenen Lebensversicherung trägt der VN das Veranlagungsrisiko, weil die Leistung vom Wert der Fondsanteile abhängt. Eine Garantie der Ablaufleistung gibt es nur bei besonderen Garantieprodukten, nicht stets.',
    source:
      'Produktmerkmal der fondsgebundenen Lebensversicherung; Basisinformationsblatt nach VO (EU) Nr. 1286/2014',
  },
  {
    key: 'at-leben-unfall-011',
    text: 'Was ist eine widerrufliche Bezugsberechtigung in der Lebensversicherung?',
    answers: [
      'Eine Begünstigung, die der VN bis zum Versicherungsfall jederzeit ändern kann',
      'Eine Begünstigung, die nie mehr geändert werden kann',
      'Eine Begünstigung, die der Versicherer festlegt',
      'Eine Begünstigung, die nur Ehegatten zusteht',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Ist ein Bezugsberechtigter widerruflich eingesetzt, kann der VN ihn bis zum Eintritt des Versicherungsfalls ohne dessen Zustimmung ändern. Der Begünstigte erwirbt das Recht auf die Leistung erst mit dem Versicherungsfall.',
    source: '§ 166 VersVG',
  },
  {
    key: 'at-leben-unfall-012',
    text: 'Welche Leistung steht in der privaten Unfallversicherung typischerweise im Mittelpunkt?',
    answers: [
      'Die Leistung bei dauernder Invalidität',
      'Die Übernahme von Anwaltskosten',
      'Die Deckung von Haftpflichtansprüchen Dritter',
      'Die Entschädigung für Hausratschäden',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Kernleistung der privaten Unfallversicherung ist die Kapitalleistung bei dauernder Invalidität nach Gliedertaxe und Versicherungssumme. Taggeld, Spitalgeld oder Todesfallleistung sind meist nur Zusatzbausteine.',
    source: 'AUVB (VVO-Musterbedingungen), Leistungsart dauernde Invalidität',
  },
  {
    key: 'at-leben-unfall-013',
    text: 'Was ist die prämienbegünstigte Zukunftsvorsorge in Österreich?',
    answers: [
      'Eine private Altersvorsorge, die mit einer staatlichen Prämie gefördert wird',
      'Eine Pflichtversicherung für Kraftfahrzeuge',
      'Eine Zusatzleistung der Krankenversicherung',
      'Eine Leistung der Arbeitslosenversicherung',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die prämienbegünstigte Zukunftsvorsorge ist ein Altersvorsorgeprodukt, bei dem der Staat eine jährliche Prämie auf die Einzahlungen leistet. Die Einzelheiten wie Bindefristen und Veranlagungsvorgaben regelt das EStG.',
    source: '§ 108g EStG 1988',
  },
];
