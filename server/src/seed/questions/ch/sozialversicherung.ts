import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-sozialversicherung. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-001',
    text: 'In welchem Artikel der Bundesverfassung ist das Drei-Säulen-Prinzip der Vorsorge verankert?',
    answers: ['Art. 111 BV', 'Art. 8 BV', 'Art. 41 BV', 'Art. 117 BV'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Art. 111 BV verpflichtet den Bund, für eine ausreichende Alters-, Hinterlassenen- und Invalidenvorsorge zu sorgen, die auf drei Säulen beruht. Die einzelnen Säulen werden in Art. 112 ff. BV näher geregelt.',
    source: 'Art. 111 BV',
  },
  {
    key: 'ch-sozialversicherung-002',
    text: 'Zu welcher Säule gehören AHV, IV und Ergänzungsleistungen?',
    answers: ['Zur ersten Säule', 'Zur zweiten Säule', 'Zur dritten Säule', 'Zur Säule 3a'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die erste Säule umfasst die staatliche AHV/IV und die Ergänzungsleistungen. Sie soll den Existenzbedarf angemessen decken.',
    source: 'Art. 111 Abs. 1 und Art. 112 BV',
  },
  {
    key: 'ch-sozialversicherung-003',
    text: 'Welches Ziel verfolgt die berufliche Vorsorge zusammen mit der ersten Säule?',
    answers: [
      'Die Fortsetzung der gewohnten Lebenshaltung in angemessener Weise',
      'Nur die Deckung des Existenzbedarfs',
      'Ausschliesslich den steuerbegünstigten Vermögensaufbau',
      'Die Absicherung von Sachschäden',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die berufliche Vorsorge soll zusammen mit der AHV/IV die Fortsetzung der gewohnten Lebenshaltung in angemessener Weise ermöglichen. Die erste Säule allein deckt nur den Existenzbedarf.',
    source: 'Art. 113 Abs. 2 lit. a BV',
  },
  {
    key: 'ch-sozialversicherung-004',
    text: 'Nach welchem Verfahren wird die AHV finanziert?',
    answers: [
      'Umlageverfahren',
      'Kapitaldeckungsverfahren',
      'Anwartschaftsdeckungsverfahren',
      'Ausschliesslich über Mehrwertsteuer',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die laufenden AHV-Renten werden aus den laufenden Beiträgen der Erwerbstätigen und Arbeitgeber sowie Beiträgen des Bundes finanziert. Es wird kein individuelles Kapital angespart wie in der zweiten Säule.',
    source: 'Art. 112 BV; AHVG (Finanzierung)',
  },
  {
    key: 'ch-sozialversicherung-005',
    text: 'Ab wann sind Erwerbstätige in der AHV beitragspflichtig?',
    answers: [
      'Ab dem 1. Januar nach Vollendung des 17. Altersjahres',
      'Ab dem 1. Januar nach Vollendung des 20. Altersjahres',
      'Ab dem 18. Geburtstag',
      'Ab dem 25. Geburtstag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Erwerbstätige bezahlen AHV-Beiträge ab dem 1. Januar nach Vollendung des 17. Altersjahres. Die Beitragspflicht dauert bis zum Erreichen des Referenzalters, bei Weiterarbeit darüber hinaus mit Freibetrag.',
    source: 'Art. 3 Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-006',
    text: 'Ab wann sind Nichterwerbstätige in der AHV beitragspflichtig?',
    answers: [
      'Ab dem 1. Januar nach Vollendung des 20. Altersjahres',
      'Ab dem 1. Januar nach Vollendung des 17. Altersjahres',
      'Ab dem 25. Geburtstag',
      'Nichterwerbstätige zahlen nie AHV-Beiträge',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Nichterwerbstätige sind ab dem 1. Januar nach Vollendung des 20. Altersjahres beitragspflichtig. Dazu gehören etwa Studierende ohne Erwerbseinkommen.',
    source: 'Art. 3 Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-007',
    text: 'Welcher Grundsatz gilt in der Invalidenversicherung (IV)?',
    answers: [
      'Eingliederung vor Rente',
      'Rente vor Eingliederung',
      'Kapital vor Rente',
      'Prämie vor Leistung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die IV soll Invalidität mit Eingliederungsmassnahmen verhindern, vermindern oder beheben. Eine Rente wird erst geprüft, wenn die Eingliederung nicht oder nur teilweise gelingt.',
    source: 'Art. 1a und Art. 8 IVG',
  },
  {
    key: 'ch-sozialversicherung-008',
    text: 'Welche Mutterschaftsentschädigung sieht die Erwerbsersatzordnung (EO) vor?',
    answers: [
      '80 % des durchschnittlichen Erwerbseinkommens während 14 Wochen (mit Höchstbetrag)',
      '100 % des Lohnes während 16 Wochen',
      '60 % des Lohnes während 8 Wochen',
      '70 % des Lohnes während 12 Monaten',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Mutterschaftsentschädigung beträgt 80 % des durchschnittlichen Erwerbseinkommens vor der Geburt, begrenzt durch einen Tageshöchstbetrag. Sie wird während 14 Wochen (98 Tagen) ausgerichtet.',
    source: 'Art. 16d und 16e EOG',
  },
  {
    key: 'ch-sozialversicherung-009',
    text: 'Ab wann sind Arbeitnehmende mit Lohn über der Eintrittsschwelle im BVG für Tod und Invalidität versichert?',
    answers: [
      'Ab dem 1. Januar nach Vollendung des 17. Altersjahres',
      'Ab dem 1. Januar nach Vollendung des 24. Altersjahres',
      'Ab dem 20. Geburtstag',
      'Erst ab dem 30. Geburtstag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Arbeitnehmende mit einem Lohn über der Eintrittsschwelle sind ab dem 1. Januar nach Vollendung des 17. Altersjahres für Tod und Invalidität versichert. Das Alterssparen beginnt erst später.',
    source: 'Art. 7 Abs. 1 BVG',
  },
  {
    key: 'ch-sozialversicherung-010',
    text: 'Ab wann beginnt im BVG-Obligatorium das Alterssparen?',
    answers: [
      'Ab dem 1. Januar nach Vollendung des 24. Altersjahres',
      'Ab dem 1. Januar nach Vollendung des 17. Altersjahres',
      'Ab dem 20. Geburtstag',
      'Ab dem 30. Geburtstag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Für das Alter sind Arbeitnehmende ab dem 1. Januar nach Vollendung des 24. Altersjahres versichert. Ab dann werden Altersgutschriften auf dem Altersguthaben gebildet.',
    source: 'Art. 7 Abs. 1 BVG',
  },
  {
    key: 'ch-sozialversicherung-011',
    text: 'Wozu dient der Koordinationsabzug in der beruflichen Vorsorge?',
    answers: [
      'Er zieht den Lohnteil ab, der bereits durch die AHV abgesichert ist',
      'Er ist ein Steuerabzug für Pensionskassenbeiträge',
      'Er regelt die Verteilung der Beiträge auf Arbeitgeber und Arbeitnehmer',
      'Er ist ein Abzug für unterhaltspflichtige Kinder',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Versichert ist im BVG-Obligatorium der koordinierte Lohn, also der Jahreslohn abzüglich des Koordinationsabzugs. Der abgezogene Teil gilt als bereits durch die AHV abgedeckt.',
    source: 'Art. 8 Abs. 1 BVG',
  },
  {
    key: 'ch-sozialversicherung-012',
    text: 'Welcher gesetzliche Mindestumwandlungssatz gilt für das BVG-Obligatorium?',
    answers: ['6,8 %', '5,0 %', '7,2 %', '4,0 %'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Der Mindestumwandlungssatz für das obligatorische Altersguthaben beträgt 6,8 %. Die Senkung im Rahmen der BVG-Reform wurde in der Volksabstimmung vom September 2024 abgelehnt.',
    source: 'Art. 14 Abs. 2 BVG',
  },
  {
    key: 'ch-sozialversicherung-013',
    text: 'Wie hoch ist die BVG-Altersgutschrift für Versicherte zwischen 25 und 34 Jahren (in % des koordinierten Lohnes)?',
    answers: ['7 %', '10 %', '15 %', '18 %'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Altersgutschriften betragen 7 % (25–34 Jahre), 10 % (35–44), 15 % (45–54) und 18 % (55 bis Referenzalter) des koordinierten Lohnes. Für die jüngste Sparstufe sind es also 7 %.',
    source: 'Art. 16 BVG',
  },
  {
    key: 'ch-sozialversicherung-014',
    text: 'Ab wie vielen Arbeitsstunden pro Woche beim gleichen Arbeitgeber sind Arbeitnehmende nach UVG auch gegen Nichtberufsunfälle versichert?',
    answers: ['Ab 8 Stunden', 'Ab 4 Stunden', 'Ab 12 Stunden', 'Ab 20 Stunden'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Teilzeitbeschäftigte sind gegen Nichtberufsunfälle versichert, wenn sie beim gleichen Arbeitgeber mindestens acht Stunden pro Woche arbeiten. Darunter sind nur Berufsunfälle gedeckt.',
    source: 'Art. 13 Abs. 1 UVV',
  },
  {
    key: 'ch-sozialversicherung-015',
    text: 'Wie gilt ein Unfall auf dem Arbeitsweg bei Arbeitnehmenden mit weniger als 8 Wochenstunden nach UVG?',
    answers: [
      'Als Berufsunfall',
      'Als Nichtberufsunfall',
      'Er ist nach UVG gar nicht versichert',
      'Als Krankheit nach KVG',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Für Teilzeitbeschäftigte ohne Nichtberufsunfallversicherung gelten Unfälle auf dem Arbeitsweg als Berufsunfälle. So sind sie auf dem Weg zur Arbeit trotzdem geschützt.',
    source: 'Art. 7 Abs. 2 UVG',
  },
  {
    key: 'ch-sozialversicherung-016',
    text: 'Welches Taggeld zahlt die Unfallversicherung nach UVG bei voller Arbeitsunfähigkeit?',
    answers: [
      '80 % des versicherten Verdienstes ab dem dritten Tag nach dem Unfall',
      '100 % des Lohnes ab dem Unfalltag',
      '70 % des Lohnes ab dem siebten Tag',
      '60 % des Lohnes ab dem 30. Tag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das UVG-Taggeld beträgt bei voller Arbeitsunfähigkeit 80 % des versicherten Verdienstes. Der Anspruch entsteht am dritten Tag nach dem Unfalltag; die ersten Tage deckt meist die Lohnfortzahlung.',
    source: 'Art. 16 Abs. 2 und Art. 17 Abs. 1 UVG',
  },
  {
    key: 'ch-sozialversicherung-017',
    text: 'Wie lange bleibt man nach Ende des Arbeitsverhältnisses nach UVG noch gegen Nichtberufsunfälle versichert (Nachdeckung)?',
    answers: ['31 Tage', '7 Tage', '90 Tage', 'Sechs Monate'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Versicherung endet mit dem 31. Tag nach dem Tag, an dem der Anspruch auf mindestens den halben Lohn aufhört. Danach kann eine Abredeversicherung die Lücke schliessen.',
    source: 'Art. 3 Abs. 2 UVG',
  },
  {
    key: 'ch-sozialversicherung-018',
    text: 'Um wie lange kann die Nichtberufsunfalldeckung nach UVG mit einer Abredeversicherung höchstens verlängert werden?',
    answers: ['Um sechs Monate', 'Um 31 Tage', 'Um zwölf Monate', 'Um zwei Jahre'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Mit der Abredeversicherung kann die Nichtberufsunfallversicherung durch Vereinbarung um höchstens sechs Monate verlängert werden. Sie ist vor Ablauf der Nachdeckung abzuschliessen.',
    source: 'Art. 3 Abs. 3 UVG',
  },
  {
    key: 'ch-sozialversicherung-019',
    text: 'Welche ordentliche Jahresfranchise gilt in der obligatorischen Krankenpflegeversicherung für Erwachsene?',
    answers: ['CHF 300', 'CHF 500', 'CHF 1000', 'Keine Franchise'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die ordentliche Franchise für Erwachsene beträgt CHF 300 pro Kalenderjahr. Höhere Wahlfranchisen sind gegen Prämienrabatt möglich.',
    source: 'Art. 103 Abs. 1 KVV',
  },
  {
    key: 'ch-sozialversicherung-020',
    text: 'Welcher Selbstbehalt gilt für Erwachsene in der Grundversicherung nach Abzug der Franchise?',
    answers: [
      '10 % der Kosten, höchstens CHF 700 pro Jahr',
      '20 % der Kosten, höchstens CHF 1000 pro Jahr',
      '5 % der Kosten ohne Obergrenze',
      '15 % der Kosten, höchstens CHF 2500 pro Jahr',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Über die Franchise hinaus tragen Erwachsene einen Selbstbehalt von 10 % der Kosten. Dieser ist jährlich auf CHF 700 begrenzt.',
    source: 'Art. 64 Abs. 2 KVG; Art. 103 Abs. 2 KVV',
  },
  {
    key: 'ch-sozialversicherung-021',
    text: 'Welche Aussage zur obligatorischen Krankenpflegeversicherung nach KVG ist NICHT zutreffend?',
    answers: [
      'Die Krankenkasse darf Antragsteller wegen Vorerkrankungen ablehnen',
      'Alle Personen mit Wohnsitz in der Schweiz sind versicherungspflichtig',
      'Die Versicherten können ihren Krankenversicherer frei wählen',
      'Die Prämien hängen nicht vom Einkommen ab',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'In der Grundversicherung besteht Aufnahmepflicht: Die Versicherer müssen jede versicherungspflichtige Person in ihrem Tätigkeitsgebiet aufnehmen. Vorbehalte wegen Vorerkrankungen gibt es nur in den Zusatzversicherungen nach VVG.',
    source: 'Art. 4 Abs. 2 KVG',
  },
  {
    key: 'ch-sozialversicherung-022',
    text: 'Innert welcher Frist muss sich eine Person nach Wohnsitznahme in der Schweiz nach KVG versichern?',
    answers: ['Innert drei Monaten', 'Innert eines Monats', 'Innert eines Jahres', 'Innert 14 Tagen'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Wer in der Schweiz Wohnsitz nimmt, muss sich innert drei Monaten versichern. Bei rechtzeitigem Beitritt beginnt die Versicherung rückwirkend mit der Wohnsitznahme.',
    source: 'Art. 3 Abs. 1 KVG',
  },
  {
    key: 'ch-sozialversicherung-023',
    text: 'Welchem Gesetz unterstehen Zusatzversicherungen zur Krankenversicherung in der Schweiz?',
    answers: [
      'Dem Versicherungsvertragsgesetz (VVG)',
      'Dem Krankenversicherungsgesetz (KVG)',
      'Dem Unfallversicherungsgesetz (UVG)',
      'Dem Gesetz über die berufliche Vorsorge (BVG)',
    ],
    categories: ['ch-sozialversicherung', 'ch-personen'],
    coins: 1,
    explanation:
      'Zusatzversicherungen sind Privatversicherungen und unterstehen dem VVG und der Aufsicht der FINMA. Hier gelten Vertragsfreiheit, Gesundheitsprüfung und Vorbehalte, anders als in der Grundversicherung nach KVG.',
    source: 'VVG; KVAG (Zusatzversicherungen)',
  },
  {
    key: 'ch-sozialversicherung-024',
    text: 'Wie wird das Referenzalter der AHV für Frauen mit der Reform AHV 21 angepasst?',
    answers: [
      'Es wird schrittweise von 64 auf 65 Jahre angehoben',
      'Es wird auf 62 Jahre gesenkt',
      'Es bleibt dauerhaft bei 64 Jahren',
      'Es wird auf 67 Jahre angehoben',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Mit der Reform AHV 21 wird das Referenzalter der Frauen ab 2025 in Schritten von drei Monaten pro Jahrgang von 64 auf 65 Jahre angehoben. Für Frauen der Übergangsjahrgänge gibt es Ausgleichsmassnahmen.',
    source: 'Art. 21 Abs. 1 AHVG; Übergangsbestimmungen AHV 21',
  },
  {
    key: 'ch-sozialversicherung-201',
    text: 'Wie viele Beitragsjahre ergeben in der AHV eine vollständige Beitragsdauer und damit Anspruch auf eine Vollrente?',
    answers: ['44 Jahre', '40 Jahre', '45 Jahre', '38 Jahre'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Eine Vollrente erhält, wer vom 1. Januar nach dem 20. Geburtstag bis zum Referenzalter lückenlos Beiträge geleistet hat, was 44 Beitragsjahren entspricht. Jedes fehlende Beitragsjahr kürzt die Rente um etwa 1/44.',
    source: 'Art. 29ter Abs. 1 AHVG',
  },
];
