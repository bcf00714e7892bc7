import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-kranken-sv. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-001',
    text: 'Welcher Sozialversicherungsträger entstand 2020 aus der Zusammenlegung der neun Gebietskrankenkassen?',
    answers: [
      'Die Österreichische Gesundheitskasse (ÖGK)',
      'Die Sozialversicherungsanstalt der Selbständigen (SVS)',
      'Die BVAEB',
      'Die Allgemeine Unfallversicherungsanstalt (AUVA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Mit der Sozialversicherungsreform wurden die neun Gebietskrankenkassen mit 1. 1. 2020 zur Österreichischen Gesundheitskasse zusammengeführt. Sie ist der Krankenversicherungsträger für die meisten unselbständig Beschäftigten.',
    source: 'Sozialversicherungs-Organisationsgesetz (SV-OG), BGBl. I Nr. 100/2018',
  },
  {
    key: 'at-kranken-sv-002',
    text: 'Bei welchem Träger sind gewerblich Selbständige in Österreich sozialversichert?',
    answers: [
      'Bei der Sozialversicherungsanstalt der Selbständigen (SVS)',
      'Bei der Österreichischen Gesundheitskasse (ÖGK)',
      'Bei der Pensionsversicherungsanstalt (PVA)',
      'Bei der Finanzmarktaufsichtsbehörde (FMA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Gewerblich Selbständige sind nach dem GSVG pflichtversichert. Träger ist seit 2020 die Sozialversicherungsanstalt der Selbständigen, die aus SVA und SVB hervorging.',
    source: '§ 2 GSVG; SV-OG',
  },
  {
    key: 'at-kranken-sv-003',
    text: 'Welchen Anteil des Kassentarifs erstattet die ÖGK bei Behandlung durch einen Wahlarzt grundsätzlich?',
    answers: ['80 %', '100 %', '50 %', 'Nichts'],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Wer einen Wahlarzt ohne Kassenvertrag aufsucht, erhält nach § 131 ASVG 80 % des Betrags, den die Kasse einem Vertragsarzt gezahlt hätte. Die Differenz zum tatsächlichen Honorar trägt der Patient oder eine private Zusatzversicherung.',
    source: '§ 131 Abs. 1 ASVG',
  },
  {
    key: 'at-kranken-sv-004',
    text: 'Was deckt eine private Sonderklasse-Versicherung in Österreich typischerweise?',
    answers: [
      'Mehrkosten der Sonderklasse im Spital, z. B. Zweibettzimmer und freie Arztwahl',
      'Sämtliche Kosten für Zahnersatz ohne Grenze',
      'Die Kfz-Haftpflicht des Versicherten',
      'Das staatliche Pflegegeld',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Sonderklasse-Versicherung übernimmt die Mehrkosten, die über die allgemeine Gebührenklasse hinausgehen, etwa für das Zwei- oder Einbettzimmer und die Arztwahl. Die Grundversorgung im Spital trägt weiterhin die soziale Krankenversicherung.',
    source: 'Bedingungen der privaten Krankenhauskostenversicherung (Sonderklasse), Marktpraxis',
  },
  {
    key: 'at-kranken-sv-005',
    text: 'In wie vielen Stufen wird das österreichische Pflegegeld gewährt?',
    answers: ['In sieben Stufen', 'In fünf Stufen', 'In drei Stufen', 'In zehn Stufen'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Bundespflegegeldgesetz kennt sieben Stufen, die sich nach dem monatlichen Pflegebedarf in Stunden und besonderen Erschwernissen richten. Das Pflegegeld ist eine pauschale Geldleistung, die keine Kosten vollständig deckt.',
    source: '§ 4 BPGG',
  },
  {
    key: 'at-kranken-sv-006',
    text: 'Welchen Beitrag leistet der Arbeitgeber an die Betriebliche Vorsorgekasse („Abfertigung neu“)?',
    answers: [
      '1,53 % des monatlichen Bruttoentgelts',
      '3 % des monatlichen Bruttoentgelts',
      '10 % des monatlichen Bruttoentgelts',
      '0,5 % des Nettoentgelts',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Im System „Abfertigung neu“ zahlt der Arbeitgeber ab dem zweiten Monat laufend 1,53 % des Bruttoentgelts an eine Betriebliche Vorsorgekasse. Die Ansprüche bleiben dem Arbeitnehmer auch bei Selbstkündigung erhalten.',
    source: '§ 6 Abs. 1 BMSVG',
  },
  {
    key: 'at-kranken-sv-007',
    text: 'Was kennzeichnet die gesetzliche Krankenversicherung in Österreich im Unterschied zu Deutschland?',
    answers: [
      'Pflichtversicherung kraft Gesetzes ohne Wahl einer privaten Vollversicherung statt der gesetzlichen',
      'Ab einer Einkommensgrenze kann man in die private Vollversicherung wechseln',
      'Sie ist für alle Erwerbstätigen freiwillig',
      'Sie gilt nur für Selbständige',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Krankenversicherung ist in Österreich eine Pflichtversicherung, die kraft Gesetzes mit der Erwerbstätigkeit entsteht. Eine Befreiung durch eine private Vollversicherung wie in Deutschland gibt es nicht; private Verträge ergänzen nur.',
    source: '§ 4 ASVG',
  },
  {
    key: 'at-kranken-sv-008',
    text: 'Welche Einrichtung ist NICHT Träger der österreichischen Sozialversicherung?',
    answers: [
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Die Österreichische Gesundheitskasse (ÖGK)',
      'Die Pensionsversicherungsanstalt (PVA)',
      'Die Allgemeine Unfallversicherungsanstalt (AUVA)',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Träger der Sozialversicherung sind u. a. ÖGK, SVS, BVAEB, PVA und AUVA. Die FMA ist dagegen die Aufsichtsbehörde für Banken, Versicherungen und Wertpapierfirmen.',
    source: '§ 2 FMABG; SV-OG',
  },
  {
    key: 'at-kranken-sv-009',
    text: 'Wie sind geringfügig Beschäftigte in Österreich pflichtversichert?',
    answers: [
      'Nur in der Unfallversicherung; eine Selbstversicherung in Kranken- und Pensionsversicherung ist möglich',
      'Voll in Kranken-, Pensions- und Unfallversicherung',
      'Überhaupt nicht',
      'Nur in der Pensionsversicherung',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Geringfügig Beschäftigte sind von der Vollversicherung ausgenommen und nur in der Unfallversicherung teilversichert. Kranken- und Pensionsversicherung können sie über die Selbstversicherung nach § 19a ASVG erwerben.',
    source: '§ 5 Abs. 1 Z 2 ASVG; § 7 Z 3 lit. a ASVG; § 19a ASVG',
  },
  {
    key: 'at-kranken-sv-010',
    text: 'Welches gesetzliche Regelpensionsalter gilt in Österreich für Männer?',
    answers: ['65 Jahre', '60 Jahre', '62 Jahre', '67 Jahre'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Regelpensionsalter für die Alterspension beträgt für Männer 65 Jahre. Ein früherer Pensionsantritt ist nur über besondere Pensionsarten wie die Korridorpension möglich.',
    source: '§ 253 Abs. 1 ASVG',
  },
  {
    key: 'at-kranken-sv-011',
    text: 'Wie entwickelt sich das Regelpensionsalter für Frauen in Österreich?',
    answers: [
      'Es wird seit 2024 schrittweise von 60 auf 65 Jahre angehoben',
      'Es bleibt dauerhaft bei 60 Jahren',
      'Es wird auf 58 Jahre gesenkt',
      'Es wird sofort auf 67 Jahre angehoben',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Pensionsalter der Frauen wird seit 1. 1. 2024 in Halbjahresschritten an das der Männer angeglichen. Die Angleichung an 65 Jahre ist Anfang der 2030er-Jahre abgeschlossen.',
    source: 'Bundesverfassungsgesetz über unterschiedliche Altersgrenzen, BGBl. Nr. 832/1992',
  },
  {
    key: 'at-kranken-sv-012',
    text: 'Welche Karte dient in Österreich als Schlüsselkarte für Leistungen der Sozialversicherung?',
    answers: ['Die e-card', 'Die Grüne Karte', 'Die Vorteilscard', 'Der Gesundheitspass'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die e-card ist die elektronische Sozialversicherungskarte und dient als Schlüssel für Leistungen bei Vertragspartnern. Sie ersetzt seit 2005 den früheren Krankenschein.',
    source: '§ 31a ASVG',
  },
  {
    key: 'at-kranken-sv-201',
    text: 'Ab welchem Tag der Arbeitsunfähigkeit gebührt nach dem ASVG grundsätzlich Krankengeld?',
    answers: ['Ab dem vierten Tag', 'Ab dem ersten Tag', 'Ab der zweiten Woche', 'Ab der siebten Woche'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Krankengeld gebührt nach § 138 ASVG vom vierten Tag der Arbeitsunfähigkeit an. Solange der Arbeitgeber das Entgelt fortzahlt, ruht der Anspruch ganz oder teilweise.',
    source: '§ 138 Abs. 1 ASVG',
  },
  {
    key: 'at-kranken-sv-202',
    text: 'Wie lange dürfen werdende Mütter vor der voraussichtlichen Entbindung grundsätzlich nicht beschäftigt werden (Beschäftigungsverbot)?',
    answers: [
      'In den letzten acht Wochen',
      'In den letzten zwei Wochen',
      'In den letzten vier Wochen',
      'In den letzten zwölf Wochen',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Mutterschutzgesetz verbietet die Beschäftigung in den letzten acht Wochen vor der Entbindung und grundsätzlich acht Wochen danach. Für diese Zeit erhalten unselbständig Erwerbstätige Wochengeld aus der Krankenversicherung.',
    source: '§ 3 Abs. 1 MSchG',
  },
  {
    key: 'at-kranken-sv-204',
    text: 'Welcher Prozentsatz der Beitragsgrundlage wird nach dem APG jährlich als Teilgutschrift auf dem Pensionskonto erfasst?',
    answers: ['1,78 %', '1,53 %', '2,5 %', '4 %'],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Auf dem Pensionskonto werden jedes Jahr 1,78 % der Beitragsgrundlage als Teilgutschrift gutgeschrieben und aufgewertet. Nach 45 Jahren ergeben sich so rund 80 % des Durchschnittseinkommens.',
    source: 'Allgemeines Pensionsgesetz (APG), Pensionskonto',
  },
  {
    key: 'at-kranken-sv-205',
    text: 'Ein Arbeitnehmer wird nach 5 Jahren vom Arbeitgeber gekündigt. Was kann er mit seiner Abfertigung neu nach dem BMSVG tun?',
    answers: [
      'Sich die Abfertigung auszahlen lassen oder sie in der Vorsorgekasse weiter veranlagen',
      'Nichts, eine Auszahlung ist erst mit der Pension möglich',
      'Er erhält nur die Hälfte, der Rest verfällt',
      'Die Abfertigung wird an den Arbeitgeber zurückgezahlt',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Bei Arbeitgeberkündigung nach mindestens drei Einzahlungsjahren kann der Anwartschaftsberechtigte die Auszahlung verlangen. Er kann das Guthaben aber auch weiter veranlagen oder in eine Pensionszusatzversicherung übertragen.',
    source: '§ 14 BMSVG; § 17 BMSVG',
  },
  {
    key: 'at-kranken-sv-206',
    text: 'Sind Kinder eines in Österreich Pflichtversicherten in der Krankenversicherung mitversichert?',
    answers: [
      'Ja, als Angehörige grundsätzlich beitragsfrei',
      'Nein, sie brauchen eine eigene Versicherung',
      'Nur gegen einen Zuschlag von 10 %',
      'Nur wenn sie im selben Betrieb arbeiten',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Kinder sind nach § 123 ASVG als Angehörige in der Krankenversicherung des Versicherten mitversichert, ohne dass dafür ein Beitrag zu leisten ist. Eine private Zusatzversicherung für Sonderklasse oder Wahlarzt müssen die Eltern eigens abschließen.',
    source: '§ 123 ASVG',
  },
  {
    key: 'at-kranken-sv-207',
    text: 'Bei welchem Träger wird Pflegegeld für Pensionsbezieher der gesetzlichen Pensionsversicherung grundsätzlich beantragt?',
    answers: [
      'Beim zuständigen Pensionsversicherungsträger',
      'Beim Finanzamt',
      'Bei der Finanzmarktaufsicht',
      'Beim privaten Krankenversicherer',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Entscheidungsträger für das Pflegegeld ist bei Pensionisten grundsätzlich der Versicherungsträger, der die Pension auszahlt. Die Einstufung erfolgt auf Grund eines ärztlichen oder pflegerischen Gutachtens über den Pflegebedarf.',
    source: 'Bundespflegegeldgesetz (BPGG)',
  },
  {
    key: 'at-kranken-sv-208',
    text: 'Welche Säule der Altersvorsorge bildet in Österreich die betriebliche Vorsorge, etwa über Pensionskassen?',
    answers: ['Die zweite Säule', 'Die erste Säule', 'Die dritte Säule', 'Sie gehört zu keiner Säule'],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Das österreichische Drei-Säulen-Modell besteht aus gesetzlicher Pensionsversicherung, betrieblicher Vorsorge und privater Vorsorge. Die betriebliche Vorsorge über Pensionskassen, Direktzusagen oder betriebliche Kollektivversicherungen ist die zweite Säule.',
    source: 'Betriebspensionsgesetz (BPG); Pensionskassengesetz (PKG)',
  },
  {
    key: 'at-kranken-sv-209',
    text: 'Welche Behörde beaufsichtigt in Österreich die Pensionskassen?',
    answers: [
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Die Österreichische Gesundheitskasse',
      'Die Gewerbebehörde',
      'Das Arbeitsmarktservice',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Pensionskassen sind Finanzdienstleister und unterliegen der Aufsicht der FMA. Sozialversicherungsträger wie die ÖGK sind dagegen selbst Teil der gesetzlichen Sozialversicherung.',
    source: 'Pensionskassengesetz (PKG); § 2 FMABG',
  },
  {
    key: 'at-kranken-sv-210',
    text: 'Was leistet eine private Krankenhaustagegeldversicherung?',
    answers: [
      'Einen vereinbarten Betrag je Tag eines stationären Spitalsaufenthalts',
      'Die Erstattung aller Wahlarztkosten',
      'Eine Rente bei Pflegebedürftigkeit',
      'Den Ersatz des Verdienstentgangs durch die ÖGK',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Krankenhaustagegeld ist eine Summenleistung, die für jeden Spitalstag unabhängig von den tatsächlichen Kosten gezahlt wird. Der Versicherte kann damit Mehrkosten oder Einkommenseinbußen frei abdecken.',
    source: 'Bedingungen der Krankenhaustagegeldversicherung (Marktpraxis)',
  },
  {
    key: 'at-kranken-sv-211',
    text: 'Was bedeutet ein vereinbarter Selbstbehalt in einer privaten Krankenversicherung?',
    answers: [
      'Der Versicherte trägt einen festgelegten Teil der Kosten selbst, dafür ist die Prämie niedriger',
      'Der Versicherer zahlt zusätzlich einen Bonus',
      'Die Leistungen der ÖGK entfallen',
      'Der Versicherte darf nur Kassenärzte aufsuchen',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Mit einem Selbstbehalt übernimmt der Versicherte je Leistungsfall oder Jahr einen Teil der Kosten. Der Versicherer spart Verwaltungsaufwand für Kleinschäden und gibt dies über eine geringere Prämie weiter.',
    source: 'Tarifbestimmungen der privaten Krankenversicherung (Marktpraxis)',
  },
  {
    key: 'at-kranken-sv-212',
    text: 'Was bewirkt die Höchstbeitragsgrundlage in der österreichischen Sozialversicherung?',
    answers: [
      'Einkommensteile über diesem Betrag sind beitragsfrei und erhöhen die Leistungen nicht',
      'Unter diesem Betrag besteht keine Versicherungspflicht',
      'Sie ist der Mindestlohn nach dem ASVG',
      'Sie begrenzt die Zahl der Arztbesuche pro Jahr',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Beiträge werden nur bis zur jährlich angepassten Höchstbeitragsgrundlage berechnet. Darüber liegende Einkommen sind beitragsfrei; entsprechend sind auch die Geldleistungen, etwa Pension oder Krankengeld, nach oben begrenzt.',
    source: '§ 45 ASVG',
  },
];
