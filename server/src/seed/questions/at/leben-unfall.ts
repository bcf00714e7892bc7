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
  {
    key: 'at-leben-unfall-201',
    text: 'Eine Ablebensversicherung wird auf das Leben eines anderen genommen; die Leistung übersteigt die üblichen Begräbniskosten. Was ist für die Gültigkeit nötig?',
    answers: [
      'Die schriftliche Einwilligung der versicherten Person',
      'Die Zustimmung der FMA',
      'Eine notarielle Beurkundung des Antrags',
      'Nichts, der VN entscheidet allein',
    ],
    categories: ['at-leben-unfall', 'at-versvg'],
    coins: 1,
    explanation:
      'Wer eine Todesfallversicherung auf fremdes Leben abschließt, könnte am Tod des anderen interessiert sein. Deshalb verlangt § 159 VersVG die schriftliche Einwilligung der versicherten Person, sobald die Leistung die gewöhnlichen Begräbniskosten übersteigt.',
    source: '§ 159 Abs. 2 VersVG',
  },
  {
    key: 'at-leben-unfall-202',
    text: 'Die Lebensversicherungsleistung ist „an die Erben“ ohne nähere Bestimmung zu zahlen. Ein Erbe schlägt die Erbschaft aus. Was gilt nach § 167 VersVG im Zweifel?',
    answers: [
      'Die zur Zeit des Todes berufenen Erben sind nach Erbteilen bezugsberechtigt; die Ausschlagung schadet nicht',
      'Wer ausschlägt, verliert auch den Anspruch auf die Versicherungsleistung',
      'Die Leistung fällt in die Verlassenschaft und haftet den Nachlassgläubigern',
      'Alle Erben erhalten unabhängig vom Erbteil gleich viel',
    ],
    categories: ['at-leben-unfall', 'at-versvg'],
    coins: 2,
    explanation:
      'Nach § 167 VersVG sind im Zweifel die im Todeszeitpunkt berufenen Erben im Verhältnis ihrer Erbteile bezugsberechtigt. Sie erwerben den Anspruch aus eigenem Recht, daher berührt eine Ausschlagung der Erbschaft diese Berechtigung nicht.',
    source: '§ 167 Abs. 2 VersVG',
  },
  {
    key: 'at-leben-unfall-203',
    text: 'Der VN einer Ablebensversicherung auf das Leben seiner Frau tötet diese vorsätzlich und widerrechtlich. Welche Folge ordnet § 170 VersVG an?',
    answers: [
      'Der Versicherer ist von der Leistung frei',
      'Der Versicherer muss an die Kinder leisten',
      'Die Leistung wird um die Hälfte gekürzt',
      'Der Versicherer zahlt den Rückkaufswert an den VN aus',
    ],
    categories: ['at-leben-unfall', 'at-versvg'],
    coins: 2,
    explanation:
      'Ist die Versicherung für den Fall des Todes eines anderen genommen, wird der Versicherer frei, wenn der VN den Tod vorsätzlich durch widerrechtliches Handeln herbeiführt. Niemand soll aus einer solchen Tat Vorteile ziehen.',
    source: '§ 170 Abs. 1 VersVG',
  },
  {
    key: 'at-leben-unfall-204',
    text: 'Was leistet eine Er- und Ablebensversicherung?',
    answers: [
      'Die Versicherungssumme bei Tod während der Laufzeit oder bei Erleben des Ablaufs',
      'Nur bei Tod während der Laufzeit',
      'Nur eine lebenslange Rente ab Pensionsantritt',
      'Nur Leistungen bei Berufsunfähigkeit',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Er- und Ablebensversicherung verbindet Risikoschutz und Sparvorgang: Sie zahlt bei Tod in der Laufzeit an die Bezugsberechtigten oder bei Ablauf an den Versicherten. Weil die Leistung sicher fällig wird, baut sie einen Rückkaufswert auf.',
    source: 'Tarifarten der Lebensversicherung (§§ 159 ff. VersVG)',
  },
  {
    key: 'at-leben-unfall-205',
    text: 'Wie viel darf ein Arbeitgeber nach dem EStG pro Arbeitnehmer und Jahr steuerfrei für dessen Zukunftssicherung, z. B. eine Lebensversicherung, aufwenden?',
    answers: [
      'Bis zu 300 Euro',
      'Bis zu 1.000 Euro',
      'Bis zu 3.000 Euro',
      'Beliebig viel, wenn alle Arbeitnehmer einbezogen sind',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 2,
    explanation:
      'Zuwendungen des Arbeitgebers für die Zukunftssicherung seiner Arbeitnehmer, etwa Er- und Ablebens- oder Pensionsversicherungen, sind bis 300 Euro jährlich pro Arbeitnehmer steuerfrei. Voraussetzung ist, dass sie allen Arbeitnehmern oder bestimmten Gruppen gewährt werden.',
    source: '§ 3 Abs. 1 Z 15 lit. a EStG 1988',
  },
  {
    key: 'at-leben-unfall-206',
    text: 'Was ist das Spitalgeld in der privaten Unfallversicherung?',
    answers: [
      'Ein fester Tagesbetrag für jeden Tag eines unfallbedingten Spitalsaufenthalts',
      'Die Erstattung der Kosten für die Sonderklasse',
      'Eine Einmalzahlung bei dauernder Invalidität',
      'Ein Zuschuss zur Spitalsfinanzierung durch den Bund',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Das Spitalgeld ist eine Summenleistung: Der vereinbarte Betrag wird je Tag der unfallbedingten stationären Behandlung gezahlt, unabhängig von den tatsächlichen Kosten. Es ergänzt die Invaliditätsleistung.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Leistungsart Spitalgeld',
  },
  {
    key: 'at-leben-unfall-207',
    text: 'Ein Arbeitnehmer verunglückt auf dem direkten Weg von der Wohnung zur Arbeit. Ist dieser Unfall in der gesetzlichen Unfallversicherung gedeckt?',
    answers: [
      'Ja, Wegunfälle gelten als Arbeitsunfälle',
      'Nein, nur Unfälle am Arbeitsplatz sind gedeckt',
      'Nur wenn er mit einem Dienstwagen fährt',
      'Nur wenn der Arbeitgeber den Unfall verschuldet hat',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 1,
    explanation:
      'Das ASVG stellt Unfälle auf dem Weg zwischen Wohnung und Arbeitsstätte den Arbeitsunfällen gleich. Umwege aus privaten Gründen können den Versicherungsschutz jedoch unterbrechen.',
    source: '§ 175 Abs. 2 Z 1 ASVG',
  },
  {
    key: 'at-leben-unfall-208',
    text: 'Was leistet eine private Berufsunfähigkeitsversicherung typischerweise?',
    answers: [
      'Eine Rente, wenn die versicherte Person ihren Beruf aus gesundheitlichen Gründen nicht mehr ausüben kann',
      'Eine Kapitalzahlung bei jedem Arbeitsplatzwechsel',
      'Den Ersatz von Sachschäden am Arbeitsplatz',
      'Die Arbeitslosenunterstützung des AMS',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Berufsunfähigkeitsversicherung zahlt eine vereinbarte Rente, wenn die versicherte Person infolge Krankheit, Körperverletzung oder Kräfteverfalls ihren Beruf zu einem bestimmten Grad nicht mehr ausüben kann. Sie schließt die Lücke, die die gesetzliche Invaliditäts- oder Berufsunfähigkeitspension lässt.',
    source: 'Bedingungen der Berufsunfähigkeitsversicherung (Marktpraxis)',
  },
  {
    key: 'at-leben-unfall-209',
    text: 'Wann kann der VN eine Lebensversicherung mit laufender Prämienzahlung nach § 165 VersVG kündigen?',
    answers: [
      'Jederzeit zum Schluss der laufenden Versicherungsperiode',
      'Nur zum Ende der vereinbarten Laufzeit',
      'Nur nach einem Versicherungsfall',
      'Nur mit Zustimmung des Bezugsberechtigten',
    ],
    categories: ['at-leben-unfall', 'at-versvg'],
    coins: 1,
    explanation:
      'Bei laufender Prämienzahlung kann der VN die Lebensversicherung jederzeit für den Schluss der laufenden Versicherungsperiode kündigen. Er erhält dann bei rückkaufsfähigen Verträgen den Rückkaufswert, was in den ersten Jahren oft mit Verlusten verbunden ist.',
    source: '§ 165 Abs. 1 VersVG',
  },
  {
    key: 'at-leben-unfall-210',
    text: 'Was bewirkt eine Rentengarantiezeit in einer privaten Rentenversicherung?',
    answers: [
      'Die Rente wird bei Tod des Versicherten bis zum Ende der Garantiezeit an die Hinterbliebenen weitergezahlt',
      'Die Rente steigt jedes Jahr garantiert um 5 %',
      'Die Rente wird erst nach der Garantiezeit ausgezahlt',
      'Die Prämie bleibt während der Garantiezeit steuerfrei',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Ohne Garantiezeit endet eine Leibrente mit dem Tod, auch wenn dieser kurz nach Rentenbeginn eintritt. Die Rentengarantiezeit sichert die Zahlung für eine Mindestdauer und schützt so die Hinterbliebenen.',
    source: 'Tarifbedingungen der Rentenversicherung (Marktpraxis)',
  },
  {
    key: 'at-leben-unfall-211',
    text: 'Welche Obliegenheit trifft den Versicherten nach einem Unfall nach den üblichen Unfallversicherungsbedingungen?',
    answers: [
      'Unverzüglich ärztliche Hilfe in Anspruch zu nehmen und den Unfall dem Versicherer zu melden',
      'Erst nach einem Jahr einen Arzt aufzusuchen',
      'Keine, der Versicherer ermittelt selbst',
      'Den Unfall nur der Polizei zu melden',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Bedingungen verpflichten den Versicherten, nach einem Unfall unverzüglich einen Arzt beizuziehen, dessen Anordnungen zu befolgen und den Unfall zu melden. Vorsätzliche oder grob fahrlässige Verletzungen können nach § 6 Abs. 3 VersVG zur Leistungsfreiheit führen.',
    source: 'AUVB (VVO-Musterbedingungen), Obliegenheiten nach dem Versicherungsfall; § 6 Abs. 3 VersVG',
  },
];
