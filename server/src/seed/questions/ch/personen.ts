import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-personen. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-personen-001',
    text: 'Wer darf in die gebundene Vorsorge (Säule 3a) einzahlen?',
    answers: [
      'Personen mit AHV-pflichtigem Erwerbseinkommen',
      'Alle Einwohner der Schweiz unabhängig vom Einkommen',
      'Nur Kinder unter 18 Jahren',
      'Nur Rentner ohne Erwerbseinkommen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Einzahlungen in die Säule 3a sind nur mit einem AHV-pflichtigen Erwerbseinkommen möglich. Ohne Erwerbseinkommen, etwa bei Nichterwerbstätigen, ist kein Abzug zulässig.',
    source: 'Art. 7 BVV 3; Art. 82 BVG',
  },
  {
    key: 'ch-personen-002',
    text: 'Wer kann den sogenannten grossen Säule-3a-Abzug geltend machen?',
    answers: [
      'Erwerbstätige ohne Pensionskasse, z. B. viele Selbständigerwerbende',
      'Angestellte mit Pensionskasse',
      'Rentnerinnen und Rentner',
      'Studierende ohne Erwerbseinkommen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Erwerbstätige, die keiner Vorsorgeeinrichtung der zweiten Säule angehören, dürfen einen höheren Betrag abziehen. Das betrifft vor allem Selbständigerwerbende ohne Pensionskasse.',
    source: 'Art. 7 Abs. 1 lit. b BVV 3',
  },
  {
    key: 'ch-personen-003',
    text: 'Wie hoch ist der Säule-3a-Abzug für Erwerbstätige ohne Pensionskasse?',
    answers: [
      '20 % des Erwerbseinkommens, höchstens der jährlich festgelegte Maximalbetrag',
      '10 % des Erwerbseinkommens ohne Obergrenze',
      '50 % des Erwerbseinkommens',
      'Der Abzug ist unbegrenzt',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Ohne Pensionskasse sind bis zu 20 % des Erwerbseinkommens abzugsfähig, begrenzt durch einen jährlich angepassten Maximalbetrag. Mit Pensionskasse gilt der tiefere kleine Abzug.',
    source: 'Art. 7 Abs. 1 lit. b BVV 3',
  },
  {
    key: 'ch-personen-004',
    text: 'Wann kann das Säule-3a-Guthaben ordentlich frühestens bezogen werden?',
    answers: [
      'Fünf Jahre vor Erreichen des AHV-Referenzalters',
      'Jederzeit ohne Voraussetzungen',
      'Zehn Jahre vor Erreichen des Referenzalters',
      'Erst mit 70 Jahren',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Altersleistungen aus der Säule 3a dürfen frühestens fünf Jahre vor Erreichen des AHV-Referenzalters ausgerichtet werden. Bei Weiterarbeit ist ein Aufschub bis höchstens fünf Jahre danach möglich.',
    source: 'Art. 3 Abs. 1 BVV 3',
  },
  {
    key: 'ch-personen-005',
    text: 'Welcher Grund berechtigt NICHT zum vorzeitigen Bezug des Säule-3a-Guthabens?',
    answers: [
      'Der Kauf eines Autos',
      'Der Erwerb von selbst genutztem Wohneigentum',
      'Die Aufnahme einer selbständigen Erwerbstätigkeit',
      'Das endgültige Verlassen der Schweiz',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ein vorzeitiger Bezug ist u. a. für Wohneigentum zum Eigenbedarf, bei Aufnahme einer selbständigen Erwerbstätigkeit, beim Auswandern oder bei Bezug einer ganzen IV-Rente zulässig. Konsumausgaben wie ein Auto gehören nicht dazu.',
    source: 'Art. 3 Abs. 2 und 3 BVV 3',
  },
  {
    key: 'ch-personen-006',
    text: 'Was versteht man unter der Säule 3b?',
    answers: [
      'Die freie Selbstvorsorge, z. B. Sparen und frei verfügbare Lebensversicherungen',
      'Die gebundene Selbstvorsorge mit Steuerabzug',
      'Die obligatorische berufliche Vorsorge',
      'Die staatliche Alters- und Hinterlassenenversicherung',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Säule 3b umfasst die freie Vorsorge ohne Bindung und ohne besondere gesetzliche Rahmenbedingungen, etwa Sparkonten, Wertschriften oder freie Lebensversicherungen. Die steuerliche Behandlung ist weniger begünstigt als bei der Säule 3a.',
    source: 'Art. 111 Abs. 4 BV',
  },
  {
    key: 'ch-personen-007',
    text: 'Wie ist die Begünstigtenordnung in der Säule 3a geregelt?',
    answers: [
      'Sie ist gesetzlich vorgegeben (BVV 3) und nur eingeschränkt anpassbar',
      'Sie kann völlig frei gewählt werden',
      'Sie wird vom Versicherer festgelegt',
      'Sie wird von jedem Kanton eigenständig geregelt',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Die Reihenfolge der Begünstigten in der Säule 3a ist in Art. 2 BVV 3 vorgegeben, beginnend mit dem überlebenden Ehegatten oder eingetragenen Partner. Der Vorsorgenehmer kann sie nur in dem dort vorgesehenen Rahmen ändern.',
    source: 'Art. 2 BVV 3',
  },
  {
    key: 'ch-personen-008',
    text: 'Was leistet eine reine Todesfallrisikoversicherung?',
    answers: [
      'Sie zahlt das vereinbarte Kapital nur bei Tod während der Laufzeit und hat keinen Rückkaufswert',
      'Sie zahlt das Kapital auch im Erlebensfall aus',
      'Sie zahlt eine lebenslange Altersrente',
      'Sie baut ein garantiertes Sparkapital auf',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Todesfallrisikoversicherung deckt nur das Risiko Tod während der Laufzeit; ob eine Leistung fällig wird, ist ungewiss. Rückkaufsfähig sind nach VVG aber nur Versicherungen, bei denen der Eintritt des Ereignisses gewiss ist.',
    source: 'Art. 90 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-personen-009',
    text: 'Was bedeutet eine Prämienbefreiung bei Erwerbsunfähigkeit?',
    answers: [
      'Der Versicherer übernimmt die Prämien, wenn die versicherte Person erwerbsunfähig wird',
      'Der Versicherer zahlt den vollen Lohn weiter',
      'Der Vertrag wird sofort gekündigt',
      'Der Versicherer wird leistungsfrei',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Mit der Prämienbefreiung übernimmt der Versicherer nach einer Wartefrist die Prämien, solange die versicherte Person erwerbsunfähig ist. Der Vorsorgeplan wird so trotz Einkommensausfall fortgeführt.',
    source: 'AVB der Zusatzversicherung Prämienbefreiung bei Erwerbsunfähigkeit (Marktpraxis)',
  },
  {
    key: 'ch-personen-010',
    text: 'Was ist eine gemischte Lebensversicherung?',
    answers: [
      'Sie zahlt bei Tod während der Laufzeit oder im Erlebensfall bei Vertragsablauf',
      'Sie zahlt ausschliesslich im Todesfall',
      'Sie zahlt ausschliesslich eine Rente bei Invalidität',
      'Sie deckt nur Unfälle',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die gemischte Versicherung kombiniert eine Todesfallleistung während der Laufzeit mit einer Erlebensfallleistung bei Ablauf. Da die Leistung sicher fällig wird, hat sie einen Rückkaufswert.',
    source: 'Art. 90 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-personen-011',
    text: 'Wie wird ein ausbezahltes Säule-3a-Guthaben besteuert?',
    answers: [
      'Getrennt vom übrigen Einkommen zu einem reduzierten Satz',
      'Gar nicht, die Auszahlung ist steuerfrei',
      'Zusammen mit dem übrigen Einkommen zum vollen Satz',
      'Nur mit der Verrechnungssteuer von 35 %',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Kapitalleistungen aus der Vorsorge werden getrennt vom übrigen Einkommen besteuert. Beim Bund beträgt die Steuer einen Fünftel des ordentlichen Tarifs; die Kantone kennen ähnliche Sondertarife.',
    source: 'Art. 38 DBG',
  },
  {
    key: 'ch-personen-012',
    text: 'Was ist der Rückkaufswert einer Lebensversicherung?',
    answers: [
      'Der Betrag, den der VN bei vorzeitiger Auflösung einer rückkaufsfähigen Versicherung erhält',
      'Die Summe aller bezahlten Prämien',
      'Die vereinbarte Todesfallsumme',
      'Die Provision des Vermittlers',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Bei rückkaufsfähigen Lebensversicherungen hat der VN bei vorzeitiger Auflösung Anspruch auf den Rückkaufswert. Der Versicherer muss die Berechnungsgrundlagen offenlegen.',
    source: 'Art. 90 und 91 VVG (CH)',
  },
  {
    key: 'ch-personen-013',
    text: 'Was sind freiwillige Einkäufe in die Pensionskasse?',
    answers: [
      'Zusätzliche Einzahlungen zum Schliessen von Beitragslücken, die steuerlich abzugsfähig sind',
      'Aktienkäufe der Pensionskasse',
      'Pflichtbeiträge des Arbeitgebers',
      'Prämien für die Krankenkasse',
    ],
    categories: ['ch-personen', 'ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Versicherte können sich bis zur reglementarischen Höchstleistung in die Pensionskasse einkaufen. Die Einkäufe sind vom steuerbaren Einkommen abziehbar; Leistungen daraus dürfen innert drei Jahren nicht als Kapital bezogen werden.',
    source: 'Art. 79b BVG; Art. 33 Abs. 1 lit. d DBG',
  },
  {
    key: 'ch-personen-014',
    text: 'Wohin wird die Austrittsleistung überwiesen, wenn jemand die Stelle wechselt und (noch) keiner neuen Pensionskasse angehört?',
    answers: [
      'Auf ein Freizügigkeitskonto oder eine Freizügigkeitspolice',
      'An die AHV-Ausgleichskasse',
      'In jedem Fall bar an die versicherte Person',
      'Sie verfällt zugunsten der alten Pensionskasse',
    ],
    categories: ['ch-personen', 'ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Wer nicht in eine neue Vorsorgeeinrichtung eintritt, muss mitteilen, in welcher zulässigen Form er den Vorsorgeschutz erhalten will: Freizügigkeitskonto oder -police. So bleibt das Geld gebunden.',
    source: 'Art. 4 Abs. 1 FZG',
  },
  {
    key: 'ch-personen-015',
    text: 'Welche Aussage zur Säule 3a ist NICHT zutreffend?',
    answers: [
      'Einzahlungen sind auch ohne Erwerbseinkommen unbegrenzt möglich',
      'Die Einzahlungen sind im Rahmen der Höchstbeträge steuerlich abzugsfähig',
      'Das Guthaben ist bis zum ordentlichen Bezug grundsätzlich gebunden',
      'Die Säule 3a ist bei Banken und Versicherungen möglich',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Einzahlungen in die Säule 3a setzen ein AHV-pflichtiges Erwerbseinkommen voraus und sind jährlich auf einen Höchstbetrag begrenzt. Die Aussage, sie seien ohne Einkommen unbegrenzt möglich, ist doppelt falsch.',
    source: 'Art. 7 BVV 3',
  },
  {
    key: 'ch-personen-016',
    text: 'Was ist eine Erwerbsunfähigkeitsrente in der privaten Vorsorge?',
    answers: [
      'Eine Rente bei krankheits- oder unfallbedingter Erwerbsunfähigkeit nach Ablauf einer Wartefrist',
      'Eine Altersrente ab dem Referenzalter',
      'Ein Todesfallkapital für die Hinterbliebenen',
      'Eine Witwenrente der AHV',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die private Erwerbsunfähigkeitsrente ergänzt IV und BVG bei Krankheit und Unfall. Sie wird nach einer vereinbarten Wartefrist ausgerichtet, solange die Erwerbsunfähigkeit besteht.',
    source: 'AVB der Erwerbsunfähigkeitsversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-201',
    text: 'Ein Arbeitgeber hat für seine Mitarbeitenden eine Krankentaggeldversicherung abgeschlossen. Wann ersetzt diese die Lohnfortzahlung nach Art. 324a OR?',
    answers: [
      'Wenn die Lösung mindestens gleichwertig ist und schriftlich vereinbart wurde',
      'Immer, unabhängig von den Leistungen',
      'Nie, der Arbeitgeber muss stets zusätzlich den Lohn zahlen',
      'Nur bei Unfällen',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Durch schriftliche Abrede, Normal- oder Gesamtarbeitsvertrag kann von der Lohnfortzahlungspflicht abgewichen werden, wenn die Regelung für den Arbeitnehmer mindestens gleichwertig ist. In der Praxis erfüllt eine Taggeldversicherung mit 80 % Lohn während 720 Tagen und hälftiger Prämienteilung diese Bedingung.',
    source: 'Art. 324a Abs. 4 OR',
  },
  {
    key: 'ch-personen-202',
    text: 'Was ist in einer kollektiven Unfall- oder Krankenversicherung nach Art. 87 VVG besonders geregelt?',
    answers: [
      'Der Begünstigte hat gegenüber dem Versicherer ein eigenes Forderungsrecht',
      'Nur der Arbeitgeber kann Leistungen verlangen',
      'Die Leistungen werden stets an die Pensionskasse bezahlt',
      'Die Versicherung ist von der Aufsicht befreit',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Aus der kollektiven Unfall- oder Krankenversicherung steht demjenigen, zu dessen Gunsten sie abgeschlossen ist, mit dem Eintritt des Ereignisses ein eigenes Forderungsrecht gegen den Versicherer zu. Der Arbeitnehmer kann das Taggeld also direkt einfordern.',
    source: 'Art. 87 VVG (CH)',
  },
  {
    key: 'ch-personen-203',
    text: 'Wie kann ein Säule-3a-Guthaben für Wohneigentum zum Eigenbedarf eingesetzt werden, ohne es zu beziehen?',
    answers: [
      'Durch Verpfändung, z. B. zur Erhöhung der Belehnung',
      'Durch Schenkung an die Bank',
      'Durch Überweisung an die AHV',
      'Gar nicht, nur der Bezug ist möglich',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ansprüche aus der Säule 3a können für Wohneigentum zum eigenen Bedarf verpfändet werden, analog zur Wohneigentumsförderung im BVG. So bleibt das Vorsorgeguthaben erhalten und die Steuer auf einen Bezug fällt nicht an.',
    source: 'Art. 4 BVV 3',
  },
  {
    key: 'ch-personen-204',
    text: 'Welche Lebensversicherung eignet sich typischerweise zur Absicherung einer amortisierten Hypothek im Todesfall?',
    answers: [
      'Eine Todesfallrisikoversicherung mit abnehmender Versicherungssumme',
      'Eine Hausratversicherung',
      'Eine Rechtsschutzversicherung',
      'Eine Leibrentenversicherung ohne Todesfallschutz',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Bei einer Hypothek, die laufend amortisiert wird, sinkt das abzusichernde Risiko über die Zeit. Eine Todesfallrisikoversicherung mit abnehmender Summe bildet diesen Verlauf ab und ist günstiger als eine konstante Summe.',
    source: 'Tarifarten der Lebensversicherung (Art. 90 Abs. 2 VVG)',
  },
  {
    key: 'ch-personen-205',
    text: 'Welche Aussage zur Säule 3b ist NICHT zutreffend?',
    answers: [
      'Die Einzahlungen sind wie in der Säule 3a bis zum Maximalbetrag vom Einkommen abziehbar',
      'Über die Mittel kann grundsätzlich frei verfügt werden',
      'Dazu gehören z. B. frei verfügbare Lebensversicherungen',
      'Die Begünstigung kann frei gewählt werden',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Der Abzug vom steuerbaren Einkommen ist das Privileg der gebundenen Vorsorge 3a. Die freie Vorsorge 3b kennt keinen solchen Maximalabzug; dafür sind Verfügung und Begünstigung frei.',
    source: 'Art. 82 BVG; Art. 33 Abs. 1 lit. e DBG',
  },
  {
    key: 'ch-personen-206',
    text: 'Welcher Grund berechtigt NICHT zur Barauszahlung der Freizügigkeitsleistung?',
    answers: [
      'Der Wechsel zu einem anderen Arbeitgeber in der Schweiz',
      'Die Aufnahme einer selbständigen Haupterwerbstätigkeit',
      'Das endgültige Verlassen der Schweiz (unter Vorbehalt der EU/EFTA-Regeln)',
      'Eine Austrittsleistung, die kleiner als der Jahresbeitrag ist',
    ],
    categories: ['ch-personen', 'ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Eine Barauszahlung ist nur bei endgültigem Verlassen der Schweiz, bei Aufnahme einer selbständigen Haupterwerbstätigkeit oder bei geringfügiger Austrittsleistung möglich. Beim Stellenwechsel wird die Leistung an die neue Vorsorgeeinrichtung überwiesen.',
    source: 'Art. 5 Abs. 1 FZG',
  },
  {
    key: 'ch-personen-207',
    text: 'Wie werden die während der Ehe erworbenen Austrittsleistungen der beruflichen Vorsorge bei einer Scheidung grundsätzlich geteilt?',
    answers: [
      'Hälftig zwischen den Ehegatten',
      'Gar nicht, jeder behält seine Leistung',
      'Nach dem Verhältnis der Einkommen',
      'Vollständig zugunsten der Person, die die Kinder betreut',
    ],
    categories: ['ch-personen', 'ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Beim Vorsorgeausgleich werden die während der Ehe bis zur Einleitung des Scheidungsverfahrens erworbenen Austrittsleistungen grundsätzlich hälftig geteilt. Abweichungen sind nur unter den gesetzlichen Voraussetzungen möglich.',
    source: 'Art. 122 ZGB; Art. 22 FZG',
  },
  {
    key: 'ch-personen-208',
    text: 'Wer hat Anspruch auf Ergänzungsleistungen zur AHV/IV?',
    answers: [
      'Bezüger einer AHV- oder IV-Leistung mit Wohnsitz in der Schweiz, deren Einnahmen die anerkannten Ausgaben nicht decken',
      'Alle Personen über 65 Jahre unabhängig vom Vermögen',
      'Nur Selbständigerwerbende',
      'Nur Personen ohne Pensionskasse',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ergänzungsleistungen helfen, wenn Renten und Einkommen die minimalen Lebenskosten nicht decken. Sie sind bedarfsabhängig und setzen u. a. Wohnsitz und gewöhnlichen Aufenthalt in der Schweiz voraus.',
    source: 'Art. 4 und 9 ELG',
  },
  {
    key: 'ch-personen-209',
    text: 'Was ist die Überschussbeteiligung in der Lebensversicherung?',
    answers: [
      'Die Beteiligung der Versicherten an Gewinnen aus Zins, Risiko und Kosten, die über die Garantie hinausgehen',
      'Eine garantierte Mindestrendite',
      'Eine Gebühr bei vorzeitiger Kündigung',
      'Die Provision des Vermittlers',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Lebensversicherer kalkulieren vorsichtig; entstehen Überschüsse aus Zins-, Risiko- oder Kostenergebnissen, werden die Versicherten daran beteiligt. Die Überschüsse sind, anders als die garantierten Leistungen, nicht zugesichert.',
    source: 'Art. 3 VVG (CH); AVO (Bestimmungen zur Überschussbeteiligung)',
  },
];
