import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-kranken-sv' (Österreich), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-601',
    text: 'Welcher Krankenversicherungsbeitrag wird seit 1. Juni 2025 grundsätzlich von gesetzlichen Pensionen einbehalten?',
    answers: [
      '6 % der Bruttopension',
      '5,1 % der Bruttopension',
      '7,65 % der Bruttopension',
      '3,87 % der Bruttopension',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Mit dem Budgetsanierungsmaßnahmengesetz 2025 wurde der Krankenversicherungsbeitrag der Pensionisten von 5,1 % auf 6 % angehoben, um ihn dem der Erwerbstätigen anzunähern. Für Bezieher einer Ausgleichszulage galt der höhere Satz erst ab Jänner 2026; die Pensionsnettoberechnung in der Beratung muss das berücksichtigen.',
    source: '§ 73 Abs. 1 ASVG (idF Budgetsanierungsmaßnahmengesetz 2025)',
  },
  {
    key: 'at-kranken-sv-602',
    text: 'Wie hoch ist der Beitragssatz zur gesetzlichen Pensionsversicherung für einen ASVG-versicherten Angestellten insgesamt?',
    answers: [
      '22,8 % (Dienstnehmer 10,25 %, Dienstgeber 12,55 %)',
      '18,6 % (je zur Hälfte)',
      '7,65 % (Dienstnehmer 3,87 %, Dienstgeber 3,78 %)',
      '22,8 %, allein vom Dienstgeber getragen',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Die Pensionsversicherung ist der größte Posten der Sozialversicherungsbeiträge. Von den 22,8 % der Beitragsgrundlage trägt der Dienstnehmer 10,25 % und der Dienstgeber 12,55 %; 7,65 % ist dagegen der Satz der Krankenversicherung.',
    source: '§ 51 ASVG',
  },
  {
    key: 'at-kranken-sv-603',
    text: 'Ein gewerblich selbständiger Einzelunternehmer ohne Mitarbeiter ist 60 Tage krank. Was erhält er von der SVS als Unterstützungsleistung bei lang andauernder Krankheit?',
    answers: [
      'Einen festen Tagesbetrag, da die Arbeitsunfähigkeit über 42 Tage dauert, rückwirkend ab dem 4. Tag',
      'Nichts, Selbständige haben keinen Anspruch auf Geldleistungen bei Krankheit',
      'Krankengeld in Höhe von 50 % seines Einkommens ab dem 1. Tag',
      'Einen Tagesbetrag erst ab dem 43. Tag, ohne Rückwirkung',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Die Unterstützungsleistung steht Selbständigen zu, deren Betrieb von ihrer persönlichen Arbeitsleistung abhängt und die weniger als 25 Dienstnehmer beschäftigen. Sie gebührt, wenn die Arbeitsunfähigkeit länger als 42 Tage dauert, dann aber rückwirkend ab dem 4. Tag, als einkommensunabhängiger Tagesbetrag für höchstens 20 Wochen.',
    source: '§ 104a GSVG',
  },
  {
    key: 'at-kranken-sv-604',
    text: 'Wie lange hat ein Angestellter im ersten Dienstjahr bei Krankheit grundsätzlich Anspruch auf Entgeltfortzahlung durch den Arbeitgeber?',
    answers: [
      'Sechs Wochen volles und vier Wochen halbes Entgelt',
      'Drei Tage volles Entgelt, danach Krankengeld',
      'Zwölf Wochen volles Entgelt',
      'Vier Wochen volles und sechs Wochen halbes Entgelt',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Angestelltengesetz sieht im ersten Dienstjahr sechs Wochen volles und vier Wochen halbes Entgelt vor; der volle Anspruch steigt mit der Dienstzeit. Seit der Angleichung 2018 gilt für Arbeiter nach dem EFZG dasselbe Modell, was für die Beratung zum Krankentaggeld wichtig ist.',
    source: '§ 8 Abs. 1 AngG; § 2 EFZG',
  },
  {
    key: 'at-kranken-sv-605',
    text: 'Ein kranker Dienstnehmer erhält zunächst volles, dann halbes Entgelt vom Arbeitgeber weiter. Was gilt in dieser Zeit für sein Krankengeld nach dem ASVG?',
    answers: [
      'Es ruht während der vollen Fortzahlung ganz und während der halben Fortzahlung zur Hälfte',
      'Es wird zusätzlich zum Entgelt in voller Höhe ausgezahlt',
      'Es ruht während der gesamten Entgeltfortzahlung vollständig',
      'Es gebührt erst nach Ende jeder Entgeltfortzahlung, dann rückwirkend',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Das Krankengeld ersetzt ausfallendes Entgelt und soll nicht doppelt leisten. Solange mehr als die Hälfte des Entgelts weitergezahlt wird, ruht es ganz; bei Weiterleistung von 50 % ruht es zur Hälfte. Eine private Taggeld-Deckung sollte daher erst nach der Entgeltfortzahlung einsetzen.',
    source: '§ 143 Abs. 1 Z 3 ASVG',
  },
  {
    key: 'at-kranken-sv-606',
    text: 'Eine 45-jährige Angestellte ist voraussichtlich mindestens sechs Monate berufsunfähig; medizinische Rehabilitation ist zweckmäßig, eine Umschulung nicht. Welche Geldleistung erhält sie?',
    answers: [
      'Rehabilitationsgeld aus der Krankenversicherung',
      'Eine befristete Invaliditätspension aus der Pensionsversicherung',
      'Eine Versehrtenrente der AUVA',
      'Arbeitslosengeld ohne Arbeitswilligkeit',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Für ab 1964 Geborene wurde die befristete Invaliditäts- bzw. Berufsunfähigkeitspension abgeschafft. Bei vorübergehender Invalidität von voraussichtlich mindestens sechs Monaten gibt es stattdessen Rehabilitationsgeld, das der Krankenversicherungsträger auszahlt und mit Case Management begleitet; ist eine berufliche Umschulung zweckmäßig, zahlt das AMS Umschulungsgeld.',
    source: '§ 143a ASVG',
  },
  {
    key: 'at-kranken-sv-607',
    text: 'Welche Voraussetzungen gelten nach dem APG für die Schwerarbeitspension?',
    answers: [
      '60. Lebensjahr, 540 Versicherungsmonate, davon 120 Schwerarbeitsmonate in den letzten 240 Kalendermonaten',
      '62. Lebensjahr und 480 Versicherungsmonate',
      '58. Lebensjahr und 45 Beitragsjahre',
      '65. Lebensjahr, davon zehn Jahre Schwerarbeit',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Die Schwerarbeitspension erlaubt einen Pensionsantritt ab 60 für Versicherte mit langer Versicherungsdauer und körperlich oder psychisch besonders belastender Arbeit. Nötig sind 540 Versicherungsmonate, davon mindestens 120 Schwerarbeitsmonate innerhalb der letzten 20 Jahre; der Abschlag ist geringer als bei der Korridorpension.',
    source: '§ 4 Abs. 3 APG; Schwerarbeitsverordnung',
  },
  {
    key: 'at-kranken-sv-608',
    text: 'Um wie viel wird eine Korridorpension nach dem APG für jedes Jahr gekürzt, das sie vor dem Regelpensionsalter angetreten wird?',
    answers: [
      'Um 5,1 % (0,425 % je Monat)',
      'Um 1,78 %',
      'Um 10 %',
      'Gar nicht, nur der Steigerungsbetrag entfällt',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Wer früher in Pension geht, bezieht sie länger; bei der Korridorpension gleicht das ein Abschlag von 0,425 % pro Monat vor dem Regelpensionsalter aus, also 5,1 % pro Jahr. Für die Beratung zur Pensionslücke bedeutet ein früher Antritt damit eine dauerhaft niedrigere Pension.',
    source: '§ 5 Abs. 2 APG',
  },
  {
    key: 'at-kranken-sv-609',
    text: 'Bis zu welchem Alter ist ein Kind in der Krankenversicherung eines ASVG-Versicherten grundsätzlich mitversichert, wenn es sich in Schul- oder Berufsausbildung befindet?',
    answers: [
      'Bis zur Vollendung des 27. Lebensjahres',
      'Bis zur Vollendung des 18. Lebensjahres, ohne Verlängerung',
      'Bis zur Vollendung des 21. Lebensjahres',
      'Lebenslang, solange es im gemeinsamen Haushalt lebt',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Kinder gelten grundsätzlich bis zum 18. Geburtstag als Angehörige. Befinden sie sich in Schul- oder Berufsausbildung, die ihre Arbeitskraft überwiegend beansprucht, verlängert sich die Mitversicherung bis zur Vollendung des 27. Lebensjahres; bei Erwerbsunfähigkeit gilt keine Altersgrenze.',
    source: '§ 123 Abs. 4 ASVG',
  },
  {
    key: 'at-kranken-sv-610',
    text: 'Für welche Dauer kann eine Pflegekarenz zur Pflege eines nahen Angehörigen nach dem AVRAG grundsätzlich vereinbart werden?',
    answers: ['Ein bis drei Monate', 'Höchstens zwei Wochen', 'Sechs bis zwölf Monate', 'Bis zu fünf Jahre'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Pflegekarenz ist eine Freistellung gegen Entfall des Entgelts für mindestens einen und höchstens drei Monate. Während der Karenz besteht Anspruch auf Pflegekarenzgeld vom Sozialministeriumservice, und die Kranken- und Pensionsversicherung läuft weiter.',
    source: '§ 14c AVRAG; § 21c BPGG',
  },
  {
    key: 'at-kranken-sv-611',
    text: 'Was gilt für gewerblich Selbständige hinsichtlich der „Abfertigung neu“?',
    answers: [
      'Sie sind in die Selbständigenvorsorge einbezogen; die SVS hebt Beiträge für eine Vorsorgekasse ein',
      'Sie sind von jeder Abfertigungsvorsorge ausgenommen',
      'Sie können nur freiwillig eine Abfertigung bei einer Pensionskasse ansparen',
      'Sie erhalten eine Abfertigung vom Bund, wenn sie ihr Gewerbe zurücklegen',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Seit 2008 gilt das BMSVG auch für nach dem GSVG pflichtversicherte Selbständige. Die SVS hebt die Beiträge gemeinsam mit den Sozialversicherungsbeiträgen ein und leitet sie an die gewählte Betriebliche Vorsorgekasse weiter, wo Kapital für das Ende der Erwerbstätigkeit angespart wird.',
    source: '§§ 49 ff. BMSVG (Selbständigenvorsorge)',
  },
  {
    key: 'at-kranken-sv-612',
    text: 'Ab wann muss der Arbeitgeber für einen neu eingetretenen Arbeitnehmer Beiträge an die Betriebliche Vorsorgekasse leisten?',
    answers: [
      'Ab Beginn des zweiten Monats des Arbeitsverhältnisses',
      'Ab dem ersten Arbeitstag',
      'Erst nach Ablauf des ersten Dienstjahres',
      'Erst ab einer Dienstzeit von drei Jahren',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Der erste Monat eines Arbeitsverhältnisses ist beitragsfrei; die Beitragspflicht beginnt mit dem zweiten Monat. Wird innerhalb von zwölf Monaten ein neues Arbeitsverhältnis beim selben Arbeitgeber begründet, entfällt diese Wartefrist.',
    source: '§ 6 Abs. 1 BMSVG',
  },
  {
    key: 'at-kranken-sv-613',
    text: 'Welche Aussage zur Europäischen Krankenversicherungskarte (EKVK) eines ÖGK-Versicherten ist NICHT zutreffend?',
    answers: [
      'Sie deckt auch einen medizinisch notwendigen Rücktransport nach Österreich',
      'Sie befindet sich auf der Rückseite der e-card',
      'Sie gewährt im EU-Ausland notwendige Behandlung zu den Bedingungen der dortigen Versicherten',
      'Behandlungen durch Privatärzte und in Privatspitälern sind über sie in der Regel nicht gedeckt',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die EKVK sichert nur die im Aufenthaltsstaat notwendigen Sachleistungen zu den dortigen Bedingungen, samt allfälliger Selbstbehalte. Rücktransporte und Privatbehandlungen sind nicht umfasst, weshalb eine private Reisekrankenversicherung trotzdem sinnvoll ist.',
    source: 'Art. 19 VO (EG) Nr. 883/2004; § 31a ASVG (e-card)',
  },
  {
    key: 'at-kranken-sv-614',
    text: 'Welchen Maßstab legt das ASVG an die Krankenbehandlung als Leistung der gesetzlichen Krankenversicherung an?',
    answers: [
      'Sie muss ausreichend und zweckmäßig sein, darf aber das Maß des Notwendigen nicht überschreiten',
      'Sie muss die bestmögliche verfügbare Behandlung ohne Kostenrücksicht sein',
      'Sie umfasst nur Notfallbehandlungen',
      'Ihr Umfang richtet sich nach der Höhe der bezahlten Beiträge',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die Kasse schuldet eine ausreichende und zweckmäßige Krankenbehandlung, die das Maß des Notwendigen nicht überschreitet. Was darüber hinausgeht, etwa Komfort oder freie Arztwahl im Spital, bleibt Gegenstand privater Zusatzversicherungen.',
    source: '§ 133 Abs. 2 ASVG',
  },
  {
    key: 'at-kranken-sv-615',
    text: 'Wer schuldet nach dem ASVG dem Krankenversicherungsträger die Sozialversicherungsbeiträge eines Dienstnehmers?',
    answers: [
      'Der Dienstgeber, der den Dienstnehmeranteil vom Entgelt abzieht',
      'Der Dienstnehmer selbst für seinen Anteil',
      'Der Bund aus dem Budget',
      'Der Dienstnehmer, der den Dienstgeberanteil als Lohnbestandteil erhält',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Der Dienstgeber ist Beitragsschuldner für die gesamten Beiträge, also auch für den Anteil des Dienstnehmers. Diesen darf er bei der Entgeltzahlung einbehalten; führt er die Beiträge nicht ab, haftet er dem Träger gegenüber.',
    source: '§ 58 Abs. 2 ASVG; § 60 ASVG',
  },
  {
    key: 'at-kranken-sv-616',
    text: 'Wozu dient die Alterungsrückstellung in der privaten Krankenversicherung?',
    answers: [
      'Sie finanziert die im Alter steigenden Krankheitskosten vor, damit die Prämie nicht allein wegen des Alterns steigt',
      'Sie wird bei Vertragsende als Sparguthaben an den Versicherten ausgezahlt',
      'Sie deckt Verwaltungskosten des Versicherers',
      'Sie dient ausschließlich der Gewinnbeteiligung der Aktionäre',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die private Krankenversicherung in Österreich wird nach Art der Lebensversicherung mit dem Eintrittsalter kalkuliert. In jungen Jahren wird ein Teil der Prämie zurückgestellt und später für die höheren Kosten verwendet; Prämienerhöhungen sind nur aus den im Vertrag vereinbarten Gründen wie Kostensteigerungen zulässig.',
    source: 'VAG 2016 (Krankenversicherung nach Art der Lebensversicherung); § 178f VersVG',
  },
  {
    key: 'at-kranken-sv-617',
    text: 'Was bedeutet die Direktverrechnung in der privaten Sonderklasseversicherung?',
    answers: [
      'Das Spital rechnet die Sonderklassekosten direkt mit dem Versicherer ab',
      'Der Versicherte zahlt die Rechnung und reicht sie bei der ÖGK ein',
      'Die ÖGK übernimmt die Sonderklassekosten und fordert sie vom Versicherer zurück',
      'Der Versicherte erhält ein pauschales Tagegeld statt der Kosten',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Private Krankenversicherer haben mit vielen Krankenanstalten Verträge über Tarife und Abrechnung geschlossen. Bei einem Aufenthalt in einem Vertragsspital legt der Versicherte nur die Polizze oder Versicherungskarte vor, die Kosten werden unmittelbar zwischen Spital und Versicherer verrechnet.',
    source:
      'Bedingungen der privaten Krankenhauskostenversicherung (Sonderklasse), Direktverrechnung mit Vertragskrankenanstalten',
  },
  {
    key: 'at-kranken-sv-618',
    text: 'Welche Aussage zum Pflegegeld nach dem Bundespflegegeldgesetz ist NICHT zutreffend?',
    answers: [
      'Es wird nur bei Pflege in einem Pflegeheim ausbezahlt',
      'Es gebührt unabhängig von der Ursache der Pflegebedürftigkeit',
      'Es soll pflegebedingte Mehraufwendungen pauschal abgelten',
      'Der Pflegebedarf muss voraussichtlich mindestens sechs Monate andauern',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Pflegegeld ist eine pauschale Geldleistung, die gerade auch die Pflege zu Hause ermöglichen soll, etwa durch Angehörige oder eine 24-Stunden-Betreuung. Voraussetzung ist ein ständiger Betreuungs- und Hilfsbedarf, der voraussichtlich mindestens sechs Monate dauert, gleich aus welchem Grund.',
    source: '§§ 1, 4 Abs. 1 BPGG',
  },
];
