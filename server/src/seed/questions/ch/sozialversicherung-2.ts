import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-sozialversicherung (Teil 2). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-202',
    text: 'In welchem Verhältnis steht die AHV-Maximalrente zur Minimalrente?',
    answers: [
      'Sie beträgt das Doppelte der Minimalrente',
      'Sie beträgt das Dreifache der Minimalrente',
      'Sie beträgt 150 % der Minimalrente',
      'Es gibt keine gesetzliche Relation',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Vollrente bewegt sich zwischen der Minimal- und der Maximalrente, wobei die Maximalrente gesetzlich das Doppelte der Minimalrente beträgt. Dazwischen hängt die Höhe vom massgebenden durchschnittlichen Jahreseinkommen ab.',
    source: 'Art. 34 Abs. 3 AHVG',
  },
  {
    key: 'ch-sozialversicherung-203',
    text: 'Wie hoch dürfen die beiden AHV-Renten eines Ehepaars zusammen höchstens sein?',
    answers: [
      '150 % der Maximalrente',
      '200 % der Maximalrente',
      '100 % der Maximalrente',
      '120 % der Maximalrente',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Summe der beiden Einzelrenten eines Ehepaars ist auf 150 % der Maximalrente plafoniert. Übersteigen sie diesen Betrag, werden beide Renten anteilsmässig gekürzt.',
    source: 'Art. 35 Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-204',
    text: 'Ab welchem Invaliditätsgrad besteht in der IV frühestens ein Rentenanspruch?',
    answers: ['Ab 40 %', 'Ab 20 %', 'Ab 50 %', 'Ab 70 %'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Eine IV-Rente setzt u. a. einen Invaliditätsgrad von mindestens 40 % voraus. Seit der Weiterentwicklung der IV steigt die Rente stufenlos, eine ganze Rente gibt es ab 70 %.',
    source: 'Art. 28 Abs. 1 lit. c IVG',
  },
  {
    key: 'ch-sozialversicherung-205',
    text: 'Eine Person meldet sich bei der IV an. Wann entsteht der Rentenanspruch frühestens?',
    answers: [
      'Sechs Monate nach der Geltendmachung des Anspruchs',
      'Am Tag der Anmeldung',
      'Drei Jahre nach Eintritt der Arbeitsunfähigkeit',
      'Erst nach Erreichen des Referenzalters',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Der Rentenanspruch entsteht frühestens nach Ablauf von sechs Monaten nach der Anmeldung. Zusätzlich muss die einjährige Wartezeit mit einer durchschnittlichen Arbeitsunfähigkeit von mindestens 40 % erfüllt sein; eine frühe Anmeldung ist daher wichtig.',
    source: 'Art. 29 Abs. 1 IVG',
  },
  {
    key: 'ch-sozialversicherung-206',
    text: 'Wie definiert das ATSG den Unfall?',
    answers: [
      'Als plötzliche, nicht beabsichtigte schädigende Einwirkung eines ungewöhnlichen äusseren Faktors auf den Körper',
      'Als jede Gesundheitsschädigung während der Arbeitszeit',
      'Als jede Krankheit, die länger als drei Tage dauert',
      'Als Körperschaden, den ein Dritter verschuldet hat',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Art. 4 ATSG definiert den Unfall für alle Sozialversicherungen einheitlich. Entscheidend ist der ungewöhnliche äussere Faktor; Schädigungen ohne ein solches Ereignis sind grundsätzlich Krankheiten.',
    source: 'Art. 4 ATSG',
  },
  {
    key: 'ch-sozialversicherung-207',
    text: 'Welche Körperschädigungen übernimmt die Unfallversicherung nach Art. 6 Abs. 2 UVG auch ohne Unfall, sofern sie nicht vorwiegend auf Abnützung oder Erkrankung zurückgehen?',
    answers: [
      'Bestimmte Verletzungen wie Knochenbrüche, Meniskus- und Bandläsionen',
      'Alle Rückenschmerzen',
      'Jede Grippeerkrankung am Arbeitsplatz',
      'Alle psychischen Erkrankungen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Art. 6 Abs. 2 UVG listet Körperschädigungen auf, etwa Knochenbrüche, Verrenkungen, Meniskusrisse, Muskelrisse, Sehnen- und Bandläsionen. Der Unfallversicherer muss leisten, sofern er nicht nachweist, dass die Schädigung vorwiegend auf Abnützung oder Erkrankung zurückzuführen ist.',
    source: 'Art. 6 Abs. 2 UVG',
  },
  {
    key: 'ch-sozialversicherung-208',
    text: 'Wie hoch ist die UVG-Invalidenrente bei Vollinvalidität?',
    answers: [
      '80 % des versicherten Verdienstes',
      '100 % des versicherten Verdienstes',
      '60 % des versicherten Verdienstes',
      '70 % des versicherten Verdienstes',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Invalidenrente der Unfallversicherung beträgt bei Vollinvalidität 80 % des versicherten Verdienstes, bei Teilinvalidität entsprechend weniger. Zusammen mit der IV-Rente wird sie als Komplementärrente auf 90 % des versicherten Verdienstes begrenzt.',
    source: 'Art. 20 Abs. 1 UVG',
  },
  {
    key: 'ch-sozialversicherung-209',
    text: 'Welche Wahlfranchise ist für Erwachsene in der obligatorischen Krankenpflegeversicherung die höchste?',
    answers: ['CHF 2500', 'CHF 1500', 'CHF 5000', 'CHF 10 000'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Erwachsene können neben der ordentlichen Franchise von CHF 300 Wahlfranchisen von CHF 500, 1000, 1500, 2000 oder 2500 wählen. Je höher die Franchise, desto tiefer die Prämie, aber desto mehr Kosten trägt man selbst.',
    source: 'Art. 93 Abs. 1 KVV',
  },
  {
    key: 'ch-sozialversicherung-210',
    text: 'Bis wann muss eine versicherte Person ihre Grundversicherung kündigen, um nach einer Prämienmitteilung per Ende Jahr den Versicherer zu wechseln?',
    answers: [
      'Bis zum letzten Arbeitstag im November (Eingang beim Versicherer)',
      'Bis zum 31. Dezember',
      'Bis zum 30. September',
      'Ein Wechsel ist nur alle fünf Jahre möglich',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Nach der Mitteilung der neuen Prämie kann die versicherte Person mit einer Frist von einem Monat auf das Ende des Monats wechseln, der der Gültigkeit der neuen Prämie vorangeht. Die Kündigung muss daher spätestens am letzten Arbeitstag im November beim Versicherer eingehen.',
    source: 'Art. 7 Abs. 2 KVG',
  },
  {
    key: 'ch-sozialversicherung-211',
    text: 'Eine Arbeitnehmerin ist obligatorisch nach UVG versichert. Was kann sie in der Krankenversicherung nach KVG tun?',
    answers: [
      'Die Unfalldeckung sistieren und so Prämie sparen',
      'Die Grundversicherung ganz kündigen',
      'Die Franchise auf null senken',
      'Nichts, die Unfalldeckung ist immer doppelt zu bezahlen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Wer nach UVG voll gegen Unfall versichert ist, kann die Unfalldeckung in der Krankenversicherung sistieren lassen. Endet die UVG-Deckung, etwa bei Stellenverlust, lebt sie wieder auf; dies ist dem Krankenversicherer zu melden.',
    source: 'Art. 8 KVG',
  },
  {
    key: 'ch-sozialversicherung-212',
    text: 'Bis wann kann eine versicherte Person Pensionskassengeld für selbst genutztes Wohneigentum vorbeziehen?',
    answers: [
      'Bis drei Jahre vor Entstehung des Anspruchs auf Altersleistungen',
      'Bis zum Tag der Pensionierung',
      'Nur bis zum 50. Altersjahr',
      'Ein Vorbezug ist nur für Ferienwohnungen möglich',
    ],
    categories: ['ch-sozialversicherung', 'ch-personen'],
    coins: 2,
    explanation:
      'Im Rahmen der Wohneigentumsförderung können Versicherte bis drei Jahre vor Entstehung des Anspruchs auf Altersleistungen Mittel für Wohneigentum zum eigenen Bedarf beziehen. Ferienwohnungen sind ausgeschlossen, weil nur der Eigenbedarf am Wohnsitz gefördert wird.',
    source: 'Art. 30c Abs. 1 BVG',
  },
  {
    key: 'ch-sozialversicherung-213',
    text: 'Wie hoch ist die Witwenrente im BVG-Obligatorium?',
    answers: [
      '60 % der vollen Invalidenrente bzw. der laufenden Altersrente',
      '100 % der Altersrente',
      '40 % der Altersrente',
      '20 % der Altersrente',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Witwen- oder Witwerrente beträgt 60 % der vollen Invalidenrente, auf die der Verstorbene Anspruch gehabt hätte, bzw. der Altersrente. Die Waisenrente beträgt 20 %.',
    source: 'Art. 21 Abs. 1 BVG',
  },
  {
    key: 'ch-sozialversicherung-214',
    text: 'Wie lange dauert der Vaterschaftsurlaub nach der Erwerbsersatzordnung?',
    answers: ['Zwei Wochen (14 Taggelder)', 'Eine Woche', 'Vier Wochen', '14 Wochen'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Seit 2021 haben erwerbstätige Väter Anspruch auf eine Vaterschaftsentschädigung während zwei Wochen. Der Urlaub muss innert sechs Monaten nach der Geburt bezogen werden, am Stück oder tageweise.',
    source: 'Art. 16i ff. EOG',
  },
  {
    key: 'ch-sozialversicherung-215',
    text: 'Wie hoch ist die Arbeitslosenentschädigung für eine Person mit Unterhaltspflicht gegenüber Kindern unter 25 Jahren?',
    answers: [
      '80 % des versicherten Verdienstes',
      '70 % des versicherten Verdienstes',
      '60 % des versicherten Verdienstes',
      '100 % des versicherten Verdienstes',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Das Taggeld beträgt 80 % des versicherten Verdienstes, wenn die Person Unterhaltspflichten gegenüber Kindern hat, ein tiefes Taggeld bezieht oder invalid ist. Die übrigen Versicherten erhalten 70 %.',
    source: 'Art. 22 Abs. 1 und 2 AVIG',
  },
  {
    key: 'ch-sozialversicherung-216',
    text: 'Um wie lange kann der Bezug der AHV-Altersrente höchstens aufgeschoben werden?',
    answers: ['Um fünf Jahre', 'Um zwei Jahre', 'Um zehn Jahre', 'Ein Aufschub ist nicht möglich'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Altersrente kann um mindestens einen Monat und höchstens fünf Jahre aufgeschoben werden. Die aufgeschobene Rente wird um einen versicherungstechnisch berechneten Zuschlag erhöht.',
    source: 'Art. 39 Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-217',
    text: 'Ab welchem Alter kann die AHV-Altersrente seit der Reform AHV 21 grundsätzlich frühestens vorbezogen werden?',
    answers: [
      'Ab 63 Jahren (Übergangsjahrgänge der Frauen ab 62)',
      'Ab 60 Jahren',
      'Ab 58 Jahren',
      'Ab 64 Jahren für alle',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Mit AHV 21 kann die Rente flexibel zwischen 63 und 70 bezogen werden; für Frauen der Übergangsgeneration bleibt ein Vorbezug ab 62 möglich. Ein Vorbezug führt zu einer lebenslangen Kürzung der Rente.',
    source: 'Art. 40 Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-218',
    text: 'Welche Aussage zur beruflichen Vorsorge ist NICHT zutreffend?',
    answers: [
      'Selbständigerwerbende sind von Gesetzes wegen obligatorisch einer Pensionskasse unterstellt',
      'Arbeitnehmende über der Eintrittsschwelle sind obligatorisch versichert',
      'Selbständigerwerbende können sich freiwillig versichern',
      'Der Sicherheitsfonds sichert Leistungen zahlungsunfähiger Vorsorgeeinrichtungen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das BVG-Obligatorium gilt für Arbeitnehmende; Selbständigerwerbende können sich nach Art. 4 BVG nur freiwillig versichern. Die übrigen Aussagen stimmen, einschliesslich der Insolvenzdeckung durch den Sicherheitsfonds nach Art. 56 BVG.',
    source: 'Art. 2, 4 und 56 BVG',
  },
  {
    key: 'ch-sozialversicherung-219',
    text: 'Was gilt bei einem Nichtberufsunfall infolge eines absoluten Wagnisses nach UVG?',
    answers: [
      'Geldleistungen können gekürzt oder verweigert werden; Heilbehandlung und Kostenvergütungen bleiben',
      'Der Versicherer verweigert jede Leistung, auch die Heilbehandlung',
      'Wagnisse haben keinerlei Folgen',
      'Der Arbeitgeber muss die Kosten tragen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Bei Nichtberufsunfällen aufgrund von Wagnissen können die Geldleistungen, etwa Taggeld und Rente, gekürzt oder in schweren Fällen verweigert werden. Heilbehandlung und Kostenvergütungen werden dagegen weiterhin erbracht.',
    source: 'Art. 39 UVG; Art. 50 UVV',
  },
  {
    key: 'ch-sozialversicherung-220',
    text: 'Wofür zahlt die Unfallversicherung nach UVG eine Integritätsentschädigung?',
    answers: [
      'Für eine dauernde erhebliche Schädigung der körperlichen, geistigen oder psychischen Integrität',
      'Für jeden Verdienstausfall während der Heilung',
      'Für Sachschäden am Arbeitsplatz',
      'Für vorübergehende Schmerzen ohne Dauerfolgen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Integritätsentschädigung ist eine Kapitalleistung für dauernde und erhebliche Integritätsschäden nach einem Unfall. Sie gleicht den immateriellen Nachteil aus und wird unabhängig vom Erwerbsausfall ausgerichtet.',
    source: 'Art. 24 Abs. 1 UVG',
  },
  {
    key: 'ch-sozialversicherung-221',
    text: 'Wer gewährt Versicherten in bescheidenen wirtschaftlichen Verhältnissen eine Verbilligung der Krankenkassenprämien?',
    answers: [
      'Die Kantone, mit Beiträgen des Bundes',
      'Die Krankenversicherer aus eigenen Mitteln',
      'Die AHV-Ausgleichskassen',
      'Die FINMA',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Kantone gewähren Versicherten in bescheidenen wirtschaftlichen Verhältnissen Prämienverbilligungen. Der Bund beteiligt sich daran mit Beiträgen; die Ausgestaltung ist kantonal unterschiedlich.',
    source: 'Art. 65 Abs. 1 KVG',
  },
  {
    key: 'ch-sozialversicherung-222',
    text: 'Wie hoch ist der jährliche Höchstbetrag des Selbstbehalts in der Grundversicherung für Kinder?',
    answers: ['CHF 350', 'CHF 700', 'CHF 150', 'CHF 500'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Für Kinder beträgt der jährliche Höchstbetrag des Selbstbehalts die Hälfte des Betrags für Erwachsene, also CHF 350. Zudem gilt für Kinder keine ordentliche Franchise.',
    source: 'Art. 64 KVG; Art. 103 Abs. 2 KVV',
  },
  {
    key: 'ch-sozialversicherung-223',
    text: 'Wer ist in der AHV obligatorisch versichert?',
    answers: [
      'Personen mit Wohnsitz in der Schweiz und Personen, die in der Schweiz erwerbstätig sind',
      'Nur Schweizer Bürgerinnen und Bürger',
      'Nur Angestellte, nicht Selbständige',
      'Nur Personen mit einem Einkommen über der BVG-Eintrittsschwelle',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die AHV ist eine Volksversicherung: Versichert sind grundsätzlich alle Personen mit Wohnsitz in der Schweiz sowie alle, die hier eine Erwerbstätigkeit ausüben. Nationalität und Einkommenshöhe spielen keine Rolle.',
    source: 'Art. 1a Abs. 1 AHVG',
  },
  {
    key: 'ch-sozialversicherung-224',
    text: 'Wer bezahlt die Prämien der obligatorischen Berufsunfallversicherung nach UVG?',
    answers: [
      'Der Arbeitgeber',
      'Die Arbeitnehmerin oder der Arbeitnehmer',
      'Der Bund',
      'Arbeitgeber und Arbeitnehmer je zur Hälfte',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Prämien für die Berufsunfall- und Berufskrankheitenversicherung trägt der Arbeitgeber. Die Prämien der Nichtberufsunfallversicherung gehen dagegen grundsätzlich zulasten des Arbeitnehmers, wobei abweichende Abreden zu dessen Gunsten zulässig sind.',
    source: 'Art. 91 Abs. 1 UVG',
  },
  {
    key: 'ch-sozialversicherung-225',
    text: 'Wofür erhalten Dienstleistende Leistungen aus der Erwerbsersatzordnung (EO)?',
    answers: [
      'Für den Erwerbsausfall während Militär-, Zivil- oder Zivilschutzdienst',
      'Für Arbeitslosigkeit',
      'Für Spitalkosten nach Unfällen',
      'Für Kinderbetreuung bis zum 18. Altersjahr',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die EO ersetzt einen Teil des Erwerbsausfalls von Personen, die Militär-, Zivil- oder Schutzdienst leisten. Über die EO werden zudem Mutterschafts- und Vaterschaftsentschädigung ausgerichtet.',
    source: 'Art. 1a EOG',
  },
  {
    key: 'ch-sozialversicherung-226',
    text: 'Welcher Träger versichert die Arbeitnehmenden vieler Industrie- und Gewerbebetriebe obligatorisch gegen Unfall?',
    answers: [
      'Die Suva',
      'Die AHV-Ausgleichskasse',
      'Die kantonale Gebäudeversicherung',
      'Der Nationale Garantiefonds',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das UVG weist bestimmte Betriebe, vor allem Industrie, Bau und Gewerbe, zwingend der Suva zu. Die übrigen Arbeitgeber versichern ihre Arbeitnehmenden bei privaten Versicherern, Krankenkassen oder öffentlichen Unfallkassen.',
    source: 'Art. 66 UVG',
  },
];
