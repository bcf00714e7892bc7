import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-kranken-sv' (Österreich), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-701',
    text: 'Wie lange dürfen Dienstnehmerinnen nach einer normalen Entbindung grundsätzlich nicht beschäftigt werden?',
    answers: [
      'Acht Wochen, nach Früh-, Mehrlings- oder Kaiserschnittgeburten mindestens zwölf Wochen',
      'Vier Wochen',
      'Sechs Monate',
      'Zwölf Wochen in jedem Fall',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Beschäftigungsverbot nach der Geburt schützt die Gesundheit von Mutter und Kind. Es dauert grundsätzlich acht Wochen und verlängert sich bei Früh-, Mehrlings- und Kaiserschnittgeburten auf mindestens zwölf Wochen; in dieser Zeit erhalten Versicherte Wochengeld von der Krankenversicherung.',
    source: '§ 5 Abs. 1 MSchG; § 162 ASVG',
  },
  {
    key: 'at-kranken-sv-702',
    text: 'Sind Bezieher von Arbeitslosengeld in Österreich krankenversichert?',
    answers: [
      'Ja, sie sind pflichtversichert; die Beiträge trägt die Arbeitslosenversicherung',
      'Nein, sie müssen sich selbst versichern',
      'Nur wenn sie bei einem Angehörigen mitversichert sind',
      'Nur in der Unfallversicherung',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Wer Arbeitslosengeld oder Notstandshilfe bezieht, ist in der Krankenversicherung pflichtversichert, damit der Schutz nicht mit dem Ende des Dienstverhältnisses endet. Die Beiträge werden aus Mitteln der Arbeitslosenversicherung über das AMS bezahlt.',
    source: '§ 40 AlVG',
  },
  {
    key: 'at-kranken-sv-703',
    text: 'Was gilt in der privaten Krankenhauskostenversicherung typischerweise als Versicherungsfall?',
    answers: [
      'Die medizinisch notwendige stationäre Heilbehandlung wegen Krankheit oder Unfallfolgen',
      'Jeder Arztbesuch beim Hausarzt',
      'Jede Aufnahme in ein Kurhotel auf eigenen Wunsch',
      'Erst eine Behandlung, die länger als 30 Tage dauert',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Spitalskostenversicherung knüpft an die medizinisch notwendige Heilbehandlung in einer Krankenanstalt an; sie beginnt mit der Behandlung und endet, wenn keine Behandlungsbedürftigkeit mehr besteht. Reine Kur- oder Erholungsaufenthalte sind nach den Bedingungen regelmäßig nicht oder nur eingeschränkt versichert.',
    source:
      'Allgemeine Versicherungsbedingungen für die Krankheitskosten- und Krankenhaustagegeldversicherung (VVO-Musterbedingungen), Versicherungsfall',
  },
  {
    key: 'at-kranken-sv-704',
    text: 'Wer hat nach dem ASVG Anspruch auf eine kostenlose Vorsorgeuntersuchung?',
    answers: [
      'Versicherte und Angehörige ab dem 18. Lebensjahr, einmal jährlich',
      'Nur Versicherte ab dem 50. Lebensjahr, alle fünf Jahre',
      'Nur Privatversicherte mit Sonderklassedeckung',
      'Nur Kinder bis zum 6. Lebensjahr',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Vorsorgeuntersuchung dient der Früherkennung von Krankheiten und ist eine Leistung der Krankenversicherung. Versicherte und mitversicherte Angehörige mit Wohnsitz in Österreich können sie ab dem 18. Lebensjahr einmal jährlich ohne Kosten in Anspruch nehmen.',
    source: '§ 132b ASVG',
  },
  {
    key: 'at-kranken-sv-705',
    text: 'Wovon hängt die Höhe einer Witwen- bzw. Witwerpension nach dem ASVG ab?',
    answers: [
      'Vom Verhältnis der Einkommen beider Ehegatten; sie beträgt 0 bis 60 % der Pension des Verstorbenen',
      'Sie beträgt stets 60 % der Pension des Verstorbenen',
      'Sie beträgt stets 100 % der Pension des Verstorbenen',
      'Nur von der Ehedauer, mit einem festen Betrag pro Ehejahr',
    ],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Der Prozentsatz der Hinterbliebenenpension wird aus dem Verhältnis der Einkommen beider Ehegatten in den Jahren vor dem Tod errechnet und liegt zwischen 0 und 60 %. Bei geringem Gesamteinkommen kann er erhöht werden; die Versorgungslücke der Hinterbliebenen ist ein zentrales Argument für eine Ablebensversicherung.',
    source: '§ 264 ASVG',
  },
  {
    key: 'at-kranken-sv-706',
    text: 'Für welche Mindestdauer gebührt Arbeitslosengeld nach dem AlVG, wenn die Anspruchsvoraussetzungen erstmals erfüllt sind?',
    answers: ['20 Wochen', '4 Wochen', '52 Wochen', '2 Jahre'],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Das Arbeitslosengeld wird grundsätzlich für 20 Wochen gewährt. Die Bezugsdauer verlängert sich stufenweise auf 30, 39 oder 52 Wochen, wenn längere arbeitslosenversicherungspflichtige Beschäftigungszeiten und ein höheres Lebensalter vorliegen.',
    source: '§ 18 AlVG',
  },
  {
    key: 'at-kranken-sv-707',
    text: 'Wie ändern sich die Voraussetzungen der Korridorpension nach dem Budgetbegleitgesetz 2025 ab 2026?',
    answers: [
      'Das Antrittsalter steigt schrittweise von 62 auf 63 Jahre, die Versicherungszeit von 480 auf 504 Monate',
      'Die Korridorpension wird mit 1. Jänner 2026 ersatzlos abgeschafft',
      'Das Antrittsalter sinkt auf 60 Jahre, der Abschlag entfällt',
      'Nur der Abschlag steigt von 5,1 % auf 10 % pro Jahr',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Für nach 1963 Geborene steigt das Antrittsalter pro Quartal späterer Geburt um zwei Monate, bis 63 Jahre erreicht sind; ebenso steigen die nötigen Versicherungsmonate schrittweise von 480 auf 504. Wer Ende 2025 bereits 62 war, ist nicht betroffen; für die Beratung zur Pensionslücke verschiebt sich der frühestmögliche Antritt damit nach hinten.',
    source: '§ 4 Abs. 2 APG idF Budgetbegleitgesetz 2025, BGBl. I Nr. 25/2025',
  },
  {
    key: 'at-kranken-sv-708',
    text: 'Welche Leistung erbringt die gesetzliche Unfallversicherung nach einem Arbeitsunfall NICHT?',
    answers: [
      'Den Ersatz des Sachschadens am privaten Pkw des Verletzten',
      'Die Unfallheilbehandlung',
      'Eine Versehrtenrente bei ausreichender Minderung der Erwerbsfähigkeit',
      'Maßnahmen der beruflichen Rehabilitation',
    ],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Die gesetzliche Unfallversicherung gleicht Personenschäden aus: Heilbehandlung, Rehabilitation und Geldleistungen wie die Versehrtenrente. Sachschäden, etwa am eigenen Fahrzeug, ersetzt sie grundsätzlich nicht; dafür kommen Kasko oder die Haftpflichtversicherung eines Schädigers in Betracht.',
    source: '§ 173 ASVG; §§ 189 ff. und 203 ASVG',
  },
  {
    key: 'at-kranken-sv-709',
    text: 'Bis zu welcher Grenze sind Sonderzahlungen (Urlaubs- und Weihnachtsgeld) eines ASVG-Dienstnehmers im Kalenderjahr beitragspflichtig?',
    answers: [
      'Bis zum Zweifachen der monatlichen Höchstbeitragsgrundlage',
      'Ohne jede Grenze',
      'Bis zur einfachen monatlichen Geringfügigkeitsgrenze',
      'Sonderzahlungen sind immer beitragsfrei',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Sonderzahlungen werden gesondert von den laufenden Bezügen verbeitragt. Die Beitragsgrundlage dafür ist mit dem 60-Fachen der täglichen, also dem Zweifachen der monatlichen Höchstbeitragsgrundlage pro Kalenderjahr begrenzt; darüber liegende Teile sind beitragsfrei und erhöhen auch die Leistungen nicht.',
    source: '§ 54 Abs. 1 ASVG; § 45 ASVG',
  },
];
