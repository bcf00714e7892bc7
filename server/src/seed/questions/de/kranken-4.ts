import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kranken' (Deutschland), Teil 4. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kranken-401',
    text: 'Bis zu welcher Höhe darf ein kalenderjährlicher Selbstbehalt je Person reichen, damit ein PKV-Vertrag noch die Versicherungspflicht nach § 193 Abs. 3 VVG erfüllt?',
    answers: ['5.000 Euro', '1.000 Euro', '2.500 Euro', '10.000 Euro'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die Pflichtversicherung muss mindestens ambulante und stationäre Heilbehandlung abdecken; absolute und prozentuale Selbstbehalte dürfen sich nach § 193 Abs. 3 Satz 1 VVG je Person kalenderjährlich auf höchstens 5.000 Euro auswirken. Ein Tarif mit höherem Selbstbehalt genügt der Pflicht nicht.',
    source: '§ 193 Abs. 3 Satz 1 VVG',
  },
  {
    key: 'de-kranken-402',
    text: 'Ein Selbständiger beantragt die Pflicht-Krankenversicherung nach § 193 Abs. 3 VVG erst Monate nach Entstehen der Pflicht. Welche Folge sieht § 193 Abs. 4 VVG vor?',
    answers: [
      'Einen Prämienzuschlag von je einem Monatsbeitrag für jeden weiteren angefangenen Monat der Nichtversicherung',
      'Der Versicherer darf den Antrag wegen Verspätung ablehnen',
      'Ein Bußgeld der BaFin von bis zu 5.000 Euro',
      'Eine Wartezeit von drei Jahren für alle Leistungen',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Wird der Vertrag später als einen Monat nach Entstehen der Pflicht beantragt, ist nach § 193 Abs. 4 VVG ein Prämienzuschlag zu zahlen: ein Monatsbeitrag je weiterem angefangenem Monat der Nichtversicherung, ab dem sechsten Monat je weiterem Monat ein Sechstel eines Monatsbeitrags. Ein Ablehnungsrecht gibt die Verspätung nicht.',
    source: '§ 193 Abs. 4 VVG',
  },
  {
    key: 'de-kranken-403',
    text: 'Ein PKV-Versicherter wechselt nach § 204 VVG in einen Tarif seines Versicherers mit höheren Leistungen. Was darf der Versicherer für die Mehrleistung verlangen?',
    answers: [
      'Einen Leistungsausschluss oder einen angemessenen Risikozuschlag und insoweit eine Wartezeit',
      'Nichts, der Wechsel ist vollständig ohne Gesundheitsprüfung',
      'Den Verzicht auf die bisher gebildete Alterungsrückstellung',
      'Eine neue Gesundheitsprüfung für den gesamten Versicherungsschutz',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Beim Tarifwechsel werden die erworbenen Rechte und die Alterungsrückstellung angerechnet. Nur soweit der Zieltarif mehr oder umfassendere Leistungen bietet, darf der Versicherer nach § 204 Abs. 1 Satz 1 Nr. 1 VVG für die Mehrleistung einen Leistungsausschluss oder einen angemessenen Risikozuschlag und insoweit eine Wartezeit verlangen.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 1 VVG',
  },
  {
    key: 'de-kranken-404',
    text: 'Ein 56-Jähriger hat seine Krankheitskostenvollversicherung vor dem 1.1.2009 abgeschlossen. Kann er in den Basistarif seines Versicherers wechseln?',
    answers: [
      'Ja, weil er das 55. Lebensjahr vollendet hat, unter Anrechnung der Alterungsrückstellung',
      'Nein, Altverträge können nie in den Basistarif wechseln',
      'Nur wenn er zugleich den Versicherer wechselt',
      'Nur mit einer vollständigen neuen Gesundheitsprüfung',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Für vor dem 1.1.2009 geschlossene Verträge erlaubt § 204 Abs. 1 Satz 1 Nr. 1 VVG den Wechsel in den Basistarif des eigenen Versicherers nur unter besonderen Voraussetzungen, etwa nach Vollendung des 55. Lebensjahres, bei Rentenbezug oder Hilfebedürftigkeit. Die erworbenen Rechte und die Alterungsrückstellung werden dabei angerechnet.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 1 VVG; § 152 VAG',
  },
  {
    key: 'de-kranken-405',
    text: 'Eine Krankentagegeldversicherung endet vereinbarungsgemäß mit Vollendung des 65. Lebensjahres. Welches Recht hat der Versicherungsnehmer nach § 196 VVG?',
    answers: [
      'Er kann eine neue, spätestens mit 70 endende Krankentagegeldversicherung verlangen',
      'Das Krankentagegeld läuft automatisch lebenslang weiter',
      'Er erhält die angesparte Alterungsrückstellung ausgezahlt',
      'Er kann nur in eine Pflegetagegeldversicherung wechseln',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 196 Abs. 1 VVG kann der Versicherungsnehmer den Abschluss einer mit 65 beginnenden neuen Krankentagegeldversicherung verlangen, die spätestens mit Vollendung des 70. Lebensjahres endet. Stellt er den Antrag bis zwei Monate nach Vollendung des 65. Lebensjahres, gibt es Versicherungsschutz ohne Risikoprüfung und Wartezeiten.',
    source: '§ 196 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-406',
    text: 'Wann liegt nach den Musterbedingungen für die Krankentagegeldversicherung (MB/KT) Arbeitsunfähigkeit vor?',
    answers: [
      'Wenn sie ihren Beruf nach medizinischem Befund vorübergehend in keiner Weise ausüben kann und nicht ausübt',
      'Schon wenn sie ihren Beruf zu mindestens 50 % nicht mehr ausüben kann',
      'Wenn sie nach eigener Einschätzung nicht arbeiten möchte',
      'Erst wenn eine Erwerbsminderungsrente bewilligt ist',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die MB/KT verlangen vollständige Arbeitsunfähigkeit: Die versicherte Person kann ihre berufliche Tätigkeit vorübergehend in keiner Weise ausüben, übt sie auch nicht aus und geht keiner anderen Erwerbstätigkeit nach. Eine teilweise Arbeitsunfähigkeit genügt nicht.',
    source: '§ 1 Abs. 3 MB/KT',
  },
  {
    key: 'de-kranken-407',
    text: 'Bei einem Krankentagegeldversicherten wird Berufsunfähigkeit im Sinne der MB/KT festgestellt. Was gilt nach den Musterbedingungen?',
    answers: [
      'Der Vertrag endet; eine laufende Arbeitsunfähigkeit wird längstens bis drei Monate nach BU-Eintritt bezahlt',
      'Das Krankentagegeld wird bis zum Rentenbeginn unbegrenzt weitergezahlt',
      'Der Versicherer zahlt statt des Tagegelds eine Berufsunfähigkeitsrente',
      'Der Vertrag ruht, bis die Berufsunfähigkeit wegfällt',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Berufsunfähigkeit liegt nach den MB/KT vor, wenn die versicherte Person im bisherigen Beruf auf nicht absehbare Zeit zu mehr als 50 % erwerbsunfähig ist. Sie beendet die Krankentagegeldversicherung; besteht zu diesem Zeitpunkt Arbeitsunfähigkeit, wird längstens drei Monate nach Eintritt der Berufsunfähigkeit geleistet. Deshalb braucht der Kunde zusätzlich eine BU-Versicherung.',
    source: '§ 15 Abs. 1 Buchst. b MB/KT',
  },
  {
    key: 'de-kranken-408',
    text: 'Ein Versicherter hat für dieselbe Behandlung Ansprüche gegen die Beihilfe und gegen zwei private Krankenversicherer. Was bestimmt § 200 VVG?',
    answers: [
      'Die Gesamterstattung darf die Gesamtaufwendungen nicht übersteigen',
      'Jeder Erstattungspflichtige zahlt den vollen Rechnungsbetrag',
      'Nur der zuerst abgeschlossene Vertrag leistet',
      'Die Beihilfe entfällt, sobald eine PKV besteht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 200 VVG enthält ein Bereicherungsverbot: Hat die versicherte Person wegen desselben Versicherungsfalls Ansprüche gegen mehrere Erstattungsverpflichtete, darf die Gesamterstattung die Gesamtaufwendungen nicht übersteigen. Der Versicherte soll an einer Krankheit nicht verdienen.',
    source: '§ 200 VVG',
  },
  {
    key: 'de-kranken-409',
    text: 'Nach wie vielen Jahren seit Vertragsschluss erlöschen in der Krankenversicherung die Rechte des Versicherers wegen einer nicht vorsätzlichen Anzeigepflichtverletzung?',
    answers: ['Nach drei Jahren', 'Nach fünf Jahren', 'Nach zehn Jahren', 'Nach einem Jahr'],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Allgemein erlöschen die Rechte nach § 19 Abs. 2 bis 4 VVG fünf Jahre nach Vertragsschluss (§ 21 Abs. 3 VVG). Für die Krankenversicherung verkürzt § 194 Abs. 1 VVG diese Frist auf drei Jahre; bei Vorsatz oder Arglist bleibt es bei zehn Jahren.',
    source: '§ 194 Abs. 1 VVG; § 21 Abs. 3 VVG',
  },
  {
    key: 'de-kranken-410',
    text: 'Welche Aussage zu den Sonderregeln des VVG für die Krankenversicherung trifft NICHT zu?',
    answers: [
      'Die Vorschriften über die Gefahrerhöhung (§§ 23 bis 27 VVG) gelten auch in der Krankenversicherung',
      'Soweit nach den Grundsätzen der Schadensversicherung geleistet wird, gilt der Forderungsübergang nach § 86 VVG',
      'Soweit nach den Grundsätzen der Schadensversicherung geleistet wird, gilt die Schadenminderungspflicht nach § 82 VVG',
      'Für ein Krankenhaustagegeld als Summenversicherung gilt das Bereicherungsverbot der §§ 74 bis 80 VVG nicht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 194 Abs. 1 VVG schließt die Vorschriften über die Gefahrerhöhung für die Krankenversicherung ausdrücklich aus; ein Versicherter muss also nicht melden, dass er krank geworden ist. Die §§ 74 bis 80 und 82 bis 87 VVG gelten nur, soweit nach den Grundsätzen der Schadensversicherung geleistet wird, also nicht für Summenleistungen wie ein Krankenhaustagegeld.',
    source: '§ 194 Abs. 1 VVG',
  },
];
