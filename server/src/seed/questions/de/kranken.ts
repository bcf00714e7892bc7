import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kranken' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kranken-001',
    text: 'Wann können Arbeitnehmer von der gesetzlichen in die private Krankenversicherung wechseln?',
    answers: [
      'Wenn ihr regelmäßiges Jahresarbeitsentgelt die Versicherungspflichtgrenze überschreitet',
      'Ab Vollendung des 30. Lebensjahres',
      'Wenn sie keine Kinder haben',
      'Jederzeit auf formlosen Antrag',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Arbeitnehmer sind nach § 6 Abs. 1 Nr. 1 SGB V versicherungsfrei, wenn ihr regelmäßiges Jahresarbeitsentgelt die Jahresarbeitsentgeltgrenze übersteigt. Die Versicherungspflicht endet nach § 6 Abs. 4 SGB V mit Ablauf des Kalenderjahres, in dem die Grenze überschritten wird, wenn das Entgelt auch die Grenze des Folgejahres übersteigt.',
    source: '§ 6 Abs. 1 Nr. 1 und Abs. 4 SGB V',
  },
  {
    key: 'de-kranken-002',
    text: 'Nach welchem Prinzip werden die Beiträge in der privaten Krankenversicherung kalkuliert?',
    answers: [
      'Äquivalenzprinzip: Beitrag nach individuellem Risiko und Leistungsumfang',
      'Solidarprinzip: Beitrag nach Einkommen',
      'Kopfpauschale, die der Staat festlegt',
      'Umlage nach Wohnort und Haushaltsgröße',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die PKV kalkuliert nach dem Äquivalenzprinzip: Der Beitrag richtet sich nach Eintrittsalter, Gesundheitszustand und gewähltem Leistungsumfang, nicht nach dem Einkommen. Nach § 146 Abs. 1 VAG wird die substitutive Krankenversicherung nach Art der Lebensversicherung mit Alterungsrückstellung kalkuliert.',
    source: '§ 146 Abs. 1 VAG',
  },
  {
    key: 'de-kranken-003',
    text: 'Wie viele Pflegegrade gibt es in der deutschen Pflegeversicherung seit 2017?',
    answers: ['Fünf', 'Drei', 'Vier', 'Sieben'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Seit dem Zweiten Pflegestärkungsgesetz 2017 gibt es nach § 15 SGB XI fünf Pflegegrade, die nach dem Grad der Beeinträchtigung der Selbständigkeit vergeben werden. Sie ersetzten die früheren drei Pflegestufen.',
    source: '§ 15 SGB XI',
  },
  {
    key: 'de-kranken-004',
    text: 'Wer begutachtet bei gesetzlich Versicherten die Pflegebedürftigkeit?',
    answers: [
      'Der Medizinische Dienst (MD)',
      'Ausschließlich der Hausarzt',
      'Die BaFin',
      'Das Gesundheitsamt der Gemeinde',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 18 SGB XI beauftragt die Pflegekasse den Medizinischen Dienst, die Pflegebedürftigkeit und den Pflegegrad zu begutachten. Bei privat Pflegeversicherten übernimmt das die MEDICPROOF GmbH.',
    source: '§ 18 SGB XI',
  },
  {
    key: 'de-kranken-005',
    text: 'Ab welchem Pflegegrad besteht Anspruch auf Pflegegeld für selbst beschaffte Pflegehilfen?',
    answers: ['Ab Pflegegrad 2', 'Ab Pflegegrad 1', 'Ab Pflegegrad 3', 'Ab Pflegegrad 4'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Pflegegeld für selbst beschaffte Pflegehilfen, etwa durch Angehörige, gibt es nach § 37 Abs. 1 SGB XI ab Pflegegrad 2. Bei Pflegegrad 1 gibt es nur eingeschränkte Leistungen wie den Entlastungsbetrag (§ 28a SGB XI).',
    source: '§ 37 Abs. 1 SGB XI',
  },
  {
    key: 'de-kranken-006',
    text: 'Was bedeutet der Grundsatz „Pflege folgt Krankenversicherung“?',
    answers: [
      'Privat Krankenversicherte müssen eine private Pflegepflichtversicherung abschließen',
      'Die Pflegeversicherung ist für alle freiwillig',
      'Alle Bürger sind in der sozialen Pflegeversicherung versichert',
      'Pflegeleistungen zahlt die Krankenkasse ohne eigene Pflegeversicherung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 1 Abs. 2 und § 23 SGB XI folgt die Pflegeversicherung der Krankenversicherung: Wer gesetzlich krankenversichert ist, ist in der sozialen Pflegeversicherung, wer privat krankenversichert ist, muss eine private Pflegepflichtversicherung abschließen. So ist die ganze Bevölkerung gegen Pflegebedürftigkeit versichert.',
    source: '§ 1 Abs. 2, § 23 SGB XI',
  },
  {
    key: 'de-kranken-007',
    text: 'Wie hoch ist das Krankengeld der gesetzlichen Krankenversicherung grundsätzlich?',
    answers: [
      '70 % des Bruttoentgelts, höchstens 90 % des Nettoentgelts',
      '100 % des Nettoentgelts',
      '50 % des Bruttoentgelts',
      '60 % des Nettoentgelts',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 47 Abs. 1 SGB V beträgt das Krankengeld 70 % des erzielten regelmäßigen Arbeitsentgelts (Regelentgelt), darf aber 90 % des Nettoarbeitsentgelts nicht übersteigen. Das Regelentgelt ist zudem durch die Beitragsbemessungsgrenze gedeckelt – eine typische Lücke für Gutverdiener.',
    source: '§ 47 Abs. 1 SGB V',
  },
  {
    key: 'de-kranken-008',
    text: 'Wie lange zahlt der Arbeitgeber nach dem Entgeltfortzahlungsgesetz bei Arbeitsunfähigkeit in der Regel das Entgelt fort?',
    answers: ['Bis zu sechs Wochen', 'Bis zu zwei Wochen', 'Bis zu drei Monate', 'Bis zu 78 Wochen'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 3 Abs. 1 EFZG hat der Arbeitnehmer bei unverschuldeter Arbeitsunfähigkeit Anspruch auf Entgeltfortzahlung durch den Arbeitgeber für bis zu sechs Wochen. Danach zahlt die gesetzliche Krankenkasse Krankengeld.',
    source: '§ 3 Abs. 1 EFZG',
  },
  {
    key: 'de-kranken-009',
    text: 'Wie lange wird Krankengeld wegen derselben Krankheit höchstens gezahlt?',
    answers: [
      '78 Wochen innerhalb von drei Jahren',
      '6 Wochen innerhalb eines Jahres',
      '52 Wochen innerhalb von zwei Jahren',
      'Zeitlich unbegrenzt',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 48 Abs. 1 SGB V wird Krankengeld wegen derselben Krankheit für höchstens 78 Wochen innerhalb von je drei Jahren gezahlt, gerechnet vom Beginn der Arbeitsunfähigkeit an. Die Zeit der Entgeltfortzahlung wird auf die 78 Wochen angerechnet.',
    source: '§ 48 Abs. 1 SGB V',
  },
  {
    key: 'de-kranken-010',
    text: 'Welches Recht gewährt § 204 VVG privat Krankenversicherten?',
    answers: [
      'Wechsel in gleichartige Tarife desselben Versicherers unter Anrechnung der Alterungsrückstellung',
      'Jederzeitige Rückkehr in die gesetzliche Krankenversicherung',
      'Eine kostenlose Zahnzusatzversicherung',
      'Einen Beitragsstopp ab dem 60. Lebensjahr',
    ],
    categories: ['de-kranken', 'de-vvg'],
    coins: 2,
    explanation:
      '§ 204 Abs. 1 Nr. 1 VVG gibt dem Versicherten das Recht, beim selben Versicherer in einen Tarif mit gleichartigem Versicherungsschutz zu wechseln; erworbene Rechte und die Alterungsrückstellung werden angerechnet. Für Mehrleistungen im Zieltarif darf der Versicherer eine Gesundheitsprüfung, einen Risikozuschlag oder einen Leistungsausschluss verlangen.',
    source: '§ 204 Abs. 1 Nr. 1 VVG',
  },
  {
    key: 'de-kranken-011',
    text: 'Welche Aussage zum Basistarif der privaten Krankenversicherung ist NICHT zutreffend?',
    answers: [
      'Der Versicherer darf Antragsteller wegen Vorerkrankungen ablehnen',
      'Die Leistungen sind mit denen der GKV vergleichbar',
      'Der Beitrag ist auf den Höchstbeitrag der GKV begrenzt',
      'Für den Versicherer besteht Annahmezwang',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Im Basistarif besteht nach § 193 Abs. 5 VVG und § 152 VAG Annahmezwang: Der Versicherer darf Berechtigte nicht wegen Vorerkrankungen ablehnen und keine Risikozuschläge verlangen. Die Leistungen entsprechen denen der GKV, der Beitrag ist auf deren Höchstbeitrag begrenzt.',
    source: '§ 193 Abs. 5 VVG; § 152 VAG',
  },
  {
    key: 'de-kranken-012',
    text: 'Welche Wartezeiten sehen die Musterbedingungen der PKV (MB/KK) grundsätzlich vor?',
    answers: [
      'Allgemein drei Monate, besondere Wartezeit acht Monate (z. B. Entbindung, Zahnersatz)',
      'Keinerlei Wartezeiten',
      'Generell zwölf Monate für alle Leistungen',
      'Sechs Wochen für alle Leistungen',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      '§ 3 MB/KK sieht eine allgemeine Wartezeit von drei Monaten und besondere Wartezeiten von acht Monaten u. a. für Entbindung, Psychotherapie, Zahnbehandlung und Zahnersatz vor. § 197 Abs. 1 VVG begrenzt die Wartezeiten auf diese Höchstdauern; bei Unfällen entfällt die allgemeine Wartezeit.',
    source: '§ 3 MB/KK; § 197 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-013',
    text: 'Welche Personengruppen können sich unabhängig von ihrem Einkommen privat krankenversichern?',
    answers: [
      'Selbständige und Beamte',
      'Alle Angestellten',
      'Nur Rentner',
      'Auszubildende im ersten Lehrjahr',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Selbständige unterliegen grundsätzlich nicht der Versicherungspflicht nach § 5 SGB V, Beamte sind nach § 6 Abs. 1 Nr. 2 SGB V versicherungsfrei. Beide können sich daher unabhängig vom Einkommen privat versichern; Beamte ergänzen meist die Beihilfe durch einen Beihilfetarif.',
    source: '§ 5, § 6 Abs. 1 Nr. 2 SGB V',
  },
];
