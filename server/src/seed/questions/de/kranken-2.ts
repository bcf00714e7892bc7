import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kranken' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kranken-201',
    text: 'Was ersetzt der Versicherer in der Krankheitskostenversicherung nach § 192 Abs. 1 VVG?',
    answers: [
      'Die Aufwendungen für medizinisch notwendige Heilbehandlung wegen Krankheit oder Unfallfolgen',
      'Jeden Verdienstausfall während einer Krankheit',
      'Alle Wellnessanwendungen ohne ärztliche Verordnung',
      'Nur Kosten im Ausland',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 192 Abs. 1 VVG verpflichtet den Versicherer in der Krankheitskostenversicherung, im vereinbarten Umfang die Aufwendungen für medizinisch notwendige Heilbehandlung wegen Krankheit oder Unfallfolgen und für sonstige vereinbarte Leistungen zu erstatten. Den Verdienstausfall deckt dagegen die Krankentagegeldversicherung.',
    source: '§ 192 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-202',
    text: 'Was ersetzt die Krankentagegeldversicherung nach § 192 Abs. 5 VVG?',
    answers: [
      'Den Verdienstausfall infolge krankheits- oder unfallbedingter Arbeitsunfähigkeit',
      'Die Kosten eines Krankenhausaufenthalts',
      'Die Kosten für Zahnersatz',
      'Eine Rente ab Pflegegrad 2',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die Krankentagegeldversicherung leistet nach § 192 Abs. 5 VVG für den durch Arbeitsunfähigkeit als Folge von Krankheit oder Unfall verursachten Verdienstausfall das vereinbarte Tagegeld. Das Krankenhaustagegeld ist dagegen eine Summenversicherung für jeden Tag stationärer Behandlung.',
    source: '§ 192 Abs. 5 VVG',
  },
  {
    key: 'de-kranken-203',
    text: 'Ab welchem Tag der Arbeitsunfähigkeit wird ein Krankentagegeld für Arbeitnehmer typischerweise vereinbart?',
    answers: [
      'Ab dem 43. Tag, nach Ende der sechswöchigen Entgeltfortzahlung',
      'Ab dem ersten Tag, zusätzlich zum vollen Gehalt',
      'Erst ab dem 366. Tag',
      'Ab dem 8. Tag, unabhängig von der Entgeltfortzahlung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Arbeitnehmer erhalten nach § 3 Abs. 1 EFZG bis zu sechs Wochen Entgeltfortzahlung; eine private Absicherung beginnt daher sinnvollerweise ab dem 43. Tag. Bei Selbständigen ohne Entgeltfortzahlung werden oft frühere Karenzzeiten gewählt.',
    source: '§ 3 Abs. 1 EFZG; § 192 Abs. 5 VVG',
  },
  {
    key: 'de-kranken-204',
    text: 'Wann darf ein PKV-Versicherer die Beiträge nach § 203 Abs. 2 VVG und § 155 VAG anpassen?',
    answers: [
      'Wenn ein auslösender Faktor, etwa die Leistungsausgaben, über den Schwellenwert abweicht und ein Treuhänder zustimmt',
      'Jederzeit nach freiem Ermessen des Vorstands',
      'Nur alle zehn Jahre',
      'Nur mit Zustimmung jedes einzelnen Versicherten',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 155 VAG überprüft der Versicherer jährlich die Rechnungsgrundlagen; weichen die Versicherungsleistungen um mehr als 10 % (oder einen vereinbarten niedrigeren Wert ab 5 %) von der Kalkulation ab, sind die Beiträge zu überprüfen. Die Anpassung ist nach § 203 Abs. 2 VVG nur wirksam, wenn ein unabhängiger Treuhänder zugestimmt hat.',
    source: '§ 203 Abs. 2 VVG; § 155 VAG',
  },
  {
    key: 'de-kranken-205',
    text: 'Wann wird eine Beitragserhöhung in der PKV nach § 203 Abs. 5 VVG wirksam?',
    answers: [
      'Zu Beginn des zweiten Monats nach Mitteilung der Erhöhung und der maßgeblichen Gründe',
      'Sofort mit Beschluss des Vorstands',
      'Erst nach Ablauf von zwölf Monaten',
      'Rückwirkend zum Jahresbeginn',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      '§ 203 Abs. 5 VVG lässt die Neufestsetzung erst zu Beginn des zweiten Monats wirksam werden, der auf die Mitteilung der Neufestsetzung und der hierfür maßgeblichen Gründe folgt. Nach der Rechtsprechung des BGH müssen die Gründe so konkret sein, dass der Versicherte erkennt, welche Rechnungsgrundlage die Anpassung ausgelöst hat.',
    source: '§ 203 Abs. 5 VVG',
  },
  {
    key: 'de-kranken-206',
    text: 'Wozu dient der gesetzliche Beitragszuschlag von 10 % nach § 149 VAG in der substitutiven PKV?',
    answers: [
      'Er wird angespart, um Beitragssteigerungen im Alter zu begrenzen',
      'Er finanziert die Vermittlerprovisionen',
      'Er wird an die GKV abgeführt',
      'Er deckt Verwaltungskosten des Treuhänders',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 149 VAG zahlen Versicherte in der Regel ab dem 21. Lebensjahr bis zum Ende des Kalenderjahres, in dem sie 60 werden, einen Zuschlag von 10 % der Bruttoprämie. Er fließt in die Alterungsrückstellung und wird ab dem 65. Lebensjahr zur Beitragsentlastung eingesetzt.',
    source: '§§ 149, 150 VAG',
  },
  {
    key: 'de-kranken-207',
    text: 'Welche Leistungen umfasst der Notlagentarif der PKV nach § 153 VAG im Wesentlichen?',
    answers: [
      'Behandlung akuter Erkrankungen und Schmerzzustände sowie Leistungen bei Schwangerschaft und Mutterschaft',
      'Alle Leistungen des bisherigen Tarifs einschließlich Chefarztbehandlung',
      'Nur Zahnersatz',
      'Keine Leistungen, nur die Beitragspflicht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Bei Beitragsrückständen ruht der Vertrag und der Versicherte gilt nach § 193 Abs. 7 VVG als im Notlagentarif versichert. Dieser deckt nach § 153 VAG nur Aufwendungen für akute Erkrankungen und Schmerzzustände sowie bei Schwangerschaft und Mutterschaft, für Kinder auch Vorsorgeuntersuchungen und Schutzimpfungen.',
    source: '§ 153 VAG; § 193 Abs. 6 und 7 VVG',
  },
  {
    key: 'de-kranken-208',
    text: 'Wie hoch ist der allgemeine Beitragssatz der gesetzlichen Krankenversicherung nach § 241 SGB V (ohne Zusatzbeitrag)?',
    answers: [
      '14,6 % der beitragspflichtigen Einnahmen',
      '7,3 % der Einnahmen',
      '19,6 % der Einnahmen',
      '10 % der Einnahmen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 241 SGB V legt den allgemeinen Beitragssatz auf 14,6 % fest; bei Arbeitnehmern tragen Arbeitgeber und Beschäftigter je die Hälfte, also 7,3 %. Hinzu kommt der kassenindividuelle Zusatzbeitrag nach § 242 SGB V, der ebenfalls hälftig getragen wird.',
    source: '§§ 241, 242, 249 SGB V',
  },
  {
    key: 'de-kranken-209',
    text: 'Welche Aussage zur privaten Krankenversicherung trifft NICHT zu?',
    answers: [
      'Kinder sind wie in der GKV-Familienversicherung beitragsfrei mitversichert',
      'Jede versicherte Person zahlt einen eigenen Beitrag',
      'In der substitutiven Krankenversicherung wird eine Alterungsrückstellung gebildet',
      'Der Versicherte erhält in der Regel Kostenerstattung statt Sachleistung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Eine beitragsfreie Familienversicherung gibt es nur in der GKV (§ 10 SGB V); in der PKV wird jede Person nach dem Äquivalenzprinzip einzeln kalkuliert und zahlt einen eigenen Beitrag. Die übrigen Aussagen beschreiben die PKV zutreffend (§ 146 VAG, § 192 VVG).',
    source: '§ 10 SGB V; § 146 VAG; § 192 VVG',
  },
  {
    key: 'de-kranken-210',
    text: 'Innerhalb welcher Frist muss ein Neugeborenes nach § 198 Abs. 1 VVG angemeldet werden, damit es ohne Risikozuschläge und Wartezeiten versichert wird?',
    answers: [
      'Spätestens zwei Monate nach dem Tag der Geburt, rückwirkend',
      'Spätestens eine Woche nach der Geburt',
      'Spätestens ein Jahr nach der Geburt',
      'Eine Anmeldung ist nie nötig, Kinder sind automatisch versichert',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Ist am Tag der Geburt mindestens ein Elternteil beim Versicherer krankenversichert, muss dieser das Kind nach § 198 Abs. 1 VVG ab Geburt ohne Risikozuschläge und Wartezeiten versichern, wenn es spätestens zwei Monate nach der Geburt rückwirkend angemeldet wird. Der Schutz darf dabei nicht höher oder umfassender sein als der des Elternteils.',
    source: '§ 198 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-211',
    text: 'Welchen Zuschuss zahlt der Arbeitgeber einem privat krankenversicherten Angestellten nach § 257 Abs. 2 SGB V?',
    answers: [
      'Die Hälfte des Beitrags, höchstens den Betrag, den er bei GKV-Versicherung zahlen müsste',
      'Den gesamten Beitrag',
      'Keinen Zuschuss',
      'Einen festen Betrag von 100 € im Monat',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 257 Abs. 2 SGB V erhalten wegen Überschreitens der Jahresarbeitsentgeltgrenze versicherungsfreie, privat versicherte Beschäftigte einen Zuschuss in Höhe der Hälfte ihres Beitrags, begrenzt auf den Arbeitgeberanteil, der bei gesetzlicher Versicherung zu zahlen wäre. Entsprechendes gilt für die Pflegeversicherung nach § 61 SGB XI.',
    source: '§ 257 Abs. 2 SGB V',
  },
  {
    key: 'de-kranken-212',
    text: 'Welchen Beihilfebemessungssatz hat ein aktiver Bundesbeamter mit einem berücksichtigungsfähigen Kind nach § 46 BBhV?',
    answers: ['50 %', '70 %', '80 %', '100 %'],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 46 Abs. 2 BBhV beträgt der Bemessungssatz für aktive Beihilfeberechtigte 50 %; er steigt nach Abs. 3 bei zwei oder mehr berücksichtigungsfähigen Kindern auf 70 %. Versorgungsempfänger erhalten 70 %, Kinder 80 %; den Rest deckt ein beihilfekonformer PKV-Tarif.',
    source: '§ 46 BBhV',
  },
  {
    key: 'de-kranken-213',
    text: 'Was ist die Kombinationsleistung nach § 38 SGB XI?',
    answers: [
      'Eine anteilige Kombination aus Pflegesachleistung und Pflegegeld',
      'Die gleichzeitige Zahlung von Krankengeld und Pflegegeld in voller Höhe',
      'Eine Kombination aus GKV und PKV',
      'Die Zusammenlegung der Pflegegrade zweier Ehepartner',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nimmt der Pflegebedürftige die Pflegesachleistung (§ 36 SGB XI) nur teilweise in Anspruch, erhält er nach § 38 SGB XI daneben ein anteiliges Pflegegeld (§ 37 SGB XI). Das Pflegegeld mindert sich um den Prozentsatz, in dem Sachleistungen genutzt wurden.',
    source: '§ 38 SGB XI',
  },
  {
    key: 'de-kranken-214',
    text: 'Worin unterscheidet sich eine private Pflegetagegeldversicherung von einer Pflegekostenversicherung?',
    answers: [
      'Sie zahlt je nach Pflegegrad einen festen Tagessatz, unabhängig von den tatsächlichen Kosten',
      'Sie erstattet nur nachgewiesene Rechnungen eines Pflegedienstes',
      'Sie zahlt nur bei Pflege im Ausland',
      'Sie ersetzt die gesetzliche Pflegepflichtversicherung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Das Pflegetagegeld ist eine Summenversicherung: Es zahlt den vereinbarten Tagessatz je nach Pflegegrad zur freien Verwendung, auch bei Pflege durch Angehörige. Die Pflegekostenversicherung erstattet dagegen nachgewiesene Kosten, die nach den Leistungen der Pflegepflichtversicherung verbleiben; beide ergänzen die Pflichtversicherung nur.',
    source: '§ 192 Abs. 6 VVG; MB/PPV bzw. Tarifbedingungen der Pflegezusatzversicherung',
  },
  {
    key: 'de-kranken-215',
    text: 'Was leistet eine Krankenhaustagegeldversicherung?',
    answers: [
      'Einen festen Betrag für jeden Tag einer medizinisch notwendigen stationären Behandlung',
      'Die vollen Krankenhauskosten einschließlich Chefarzt',
      'Den Verdienstausfall ab dem 43. Tag',
      'Die Kosten der Pflegeheimunterbringung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die Krankenhaustagegeldversicherung zahlt nach § 192 Abs. 4 VVG für jeden Tag einer medizinisch notwendigen stationären Heilbehandlung das vereinbarte Tagegeld, unabhängig von den tatsächlichen Kosten. Sie deckt etwa Zusatzkosten des Aufenthalts und ist von der Krankentagegeldversicherung zu unterscheiden.',
    source: '§ 192 Abs. 4 VVG',
  },
  {
    key: 'de-kranken-216',
    text: 'Ein 57-jähriger privat versicherter Selbständiger wird Angestellter mit Gehalt unter der JAEG. Er war die letzten fünf Jahre privat versichert. Was gilt nach § 6 Abs. 3a SGB V?',
    answers: [
      'Er bleibt in der Regel versicherungsfrei und kann nicht in die GKV zurück',
      'Er wird automatisch gesetzlich pflichtversichert',
      'Er kann frei zwischen GKV und PKV wählen',
      'Er muss sich freiwillig in der GKV versichern',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Wer nach Vollendung des 55. Lebensjahres versicherungspflichtig würde, bleibt nach § 6 Abs. 3a SGB V versicherungsfrei, wenn er in den letzten fünf Jahren nicht gesetzlich versichert war und mindestens die Hälfte dieser Zeit versicherungsfrei, befreit oder als Selbständiger nicht versicherungspflichtig war. So soll ein Wechsel in die GKV allein wegen der Kosten im Alter verhindert werden.',
    source: '§ 6 Abs. 3a SGB V',
  },
  {
    key: 'de-kranken-217',
    text: 'Unter welcher Voraussetzung haben freiwillig in der GKV versicherte hauptberuflich Selbständige Anspruch auf Krankengeld?',
    answers: [
      'Wenn sie gegenüber der Krankenkasse eine Wahlerklärung abgeben (oder einen Wahltarif wählen)',
      'Immer ab dem ersten Tag der Arbeitsunfähigkeit',
      'Nie, Selbständige sind vom Krankengeld ausgeschlossen',
      'Nur wenn sie Arbeitnehmer beschäftigen',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Freiwillig versicherte hauptberuflich Selbständige haben nach § 44 Abs. 2 Satz 1 Nr. 2 SGB V grundsätzlich keinen Krankengeldanspruch, können ihn aber durch eine Wahlerklärung (Anspruch ab der siebten Woche) oder einen Wahltarif nach § 53 Abs. 6 SGB V begründen. Alternativ sichern sie den Verdienstausfall privat über ein Krankentagegeld ab.',
    source: '§ 44 Abs. 2, § 53 Abs. 6 SGB V',
  },
  {
    key: 'de-kranken-218',
    text: 'Welche Ärzte darf ein Versicherter nach den Musterbedingungen MB/KK für ambulante Behandlung in Anspruch nehmen?',
    answers: [
      'Frei unter den niedergelassenen approbierten Ärzten und Zahnärzten',
      'Nur einen vom Versicherer zugewiesenen Hausarzt',
      'Nur Ärzte mit Kassenzulassung',
      'Nur Ärzte in seinem Wohnort',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 4 Abs. 2 MB/KK steht der versicherten Person die Wahl unter den niedergelassenen approbierten Ärzten und Zahnärzten frei; eine Kassenzulassung ist nicht nötig. Tarife mit Primärarztprinzip können abweichend eine Erstbehandlung beim Hausarzt vorsehen.',
    source: '§ 4 Abs. 2 MB/KK',
  },
];
