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
  },
  {
    key: 'de-kranken-003',
    text: 'Wie viele Pflegegrade gibt es in der deutschen Pflegeversicherung seit 2017?',
    answers: ['Fünf', 'Drei', 'Vier', 'Sieben'],
    categories: ['de-kranken'],
    coins: 1,
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
  },
  {
    key: 'de-kranken-005',
    text: 'Ab welchem Pflegegrad besteht Anspruch auf Pflegegeld für selbst beschaffte Pflegehilfen?',
    answers: ['Ab Pflegegrad 2', 'Ab Pflegegrad 1', 'Ab Pflegegrad 3', 'Ab Pflegegrad 4'],
    categories: ['de-kranken'],
    coins: 1,
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
  },
  {
    key: 'de-kranken-008',
    text: 'Wie lange zahlt der Arbeitgeber nach dem Entgeltfortzahlungsgesetz bei Arbeitsunfähigkeit in der Regel das Entgelt fort?',
    answers: ['Bis zu sechs Wochen', 'Bis zu zwei Wochen', 'Bis zu drei Monate', 'Bis zu 78 Wochen'],
    categories: ['de-kranken'],
    coins: 1,
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
  },
];
