import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-maklerrecht' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-maklerrecht-201',
    text: 'Als welche Art von Makler ordnet das HGB den Versicherungsmakler ein?',
    answers: [
      'Als Handelsmakler nach § 93 HGB, denn Versicherungen sind dort ausdrücklich genannt',
      'Als Handelsvertreter nach § 84 HGB',
      'Als Zivilmakler ausschließlich nach dem BGB, das HGB gilt nicht',
      'Als Kommissionär nach § 383 HGB',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Handelsmakler ist nach § 93 Abs. 1 HGB, wer gewerbsmäßig für andere, ohne ständig von ihnen betraut zu sein, Verträge über Gegenstände des Handelsverkehrs vermittelt; Versicherungen werden dort ausdrücklich genannt. Anders als der Handelsvertreter ist der Makler nicht ständig für einen Unternehmer tätig.',
    source: '§ 93 Abs. 1 HGB',
  },
  {
    key: 'de-maklerrecht-202',
    text: 'Wann entsteht nach dem gesetzlichen Leitbild des § 652 BGB der Anspruch eines Maklers auf seinen Lohn?',
    answers: [
      'Erst wenn der Vertrag infolge seines Nachweises oder seiner Vermittlung zustande kommt',
      'Schon mit der ersten Beratung, unabhängig vom Erfolg',
      'Mit der Unterschrift unter die Maklervollmacht',
      'Erst nach Ablauf des ersten Versicherungsjahres',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      '§ 652 Abs. 1 BGB macht den Maklerlohn vom Erfolg abhängig: Der Hauptvertrag muss infolge des Nachweises oder der Vermittlung des Maklers zustande kommen. Beratung ohne Vertragsschluss wird deshalb ohne besondere Honorarvereinbarung nicht vergütet.',
    source: '§ 652 Abs. 1 BGB',
  },
  {
    key: 'de-maklerrecht-203',
    text: 'Für welche Verträge sind die Beratungs- und Dokumentationspflichten der §§ 60 bis 63 VVG nach § 65 VVG ausgeschlossen?',
    answers: [
      'Für Verträge über Großrisiken im Sinne des § 210 Abs. 2 VVG',
      'Für alle Verträge mit Unternehmern',
      'Für Verträge mit einer Jahresprämie unter 1.000 €',
      'Für alle Kfz-Versicherungen',
    ],
    categories: ['de-maklerrecht', 'de-beratung'],
    coins: 2,
    explanation:
      '§ 65 VVG nimmt die Vermittlung von Großrisiken im Sinne des § 210 Abs. 2 VVG, etwa Transport- und Luftfahrtrisiken oder Risiken großer Unternehmen, von den §§ 60 bis 63 VVG aus. Diese Kunden gelten als nicht in gleicher Weise schutzbedürftig; für alle anderen Kunden, auch kleine Unternehmer, gelten die Pflichten.',
    source: '§ 65 VVG; § 210 Abs. 2 VVG',
  },
  {
    key: 'de-maklerrecht-204',
    text: 'Darf ein Makler mit einem Verbraucher vereinbaren, dass er abweichend von §§ 60 bis 66 VVG weniger beraten muss als gesetzlich vorgesehen?',
    answers: [
      'Nein, nach § 67 VVG kann davon nicht zum Nachteil des Versicherungsnehmers abgewichen werden',
      'Ja, durch eine Klausel in seinen AGB',
      'Ja, wenn der Kunde einen Rabatt auf die Prämie erhält',
      'Ja, wenn der Makler das der IHK anzeigt',
    ],
    categories: ['de-maklerrecht', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 67 VVG macht die Vermittlerpflichten der §§ 60 bis 66 VVG halbzwingend: Abweichungen zum Nachteil des Versicherungsnehmers sind unwirksam. Zulässig bleiben nur die im Gesetz selbst vorgesehenen Verzichte, etwa der gesonderte schriftliche Verzicht nach § 61 Abs. 2 VVG.',
    source: '§ 67 VVG',
  },
  {
    key: 'de-maklerrecht-205',
    text: 'Der Makler schließt den Vertrag in Vollmacht des Kunden und verschweigt eine ihm vom Kunden genannte Vorerkrankung. Wessen Kenntnis zählt nach § 20 VVG?',
    answers: [
      'Die Kenntnis des Kunden und die seines Vertreters, also auch des Maklers',
      'Nur die Kenntnis des Versicherers',
      'Nur die Kenntnis des Kunden, der Makler ist unbeachtlich',
      'Gar keine, weil der Makler den Antrag ausgefüllt hat',
    ],
    categories: ['de-maklerrecht', 'de-vvg'],
    coins: 2,
    explanation:
      'Schließt ein Vertreter des Versicherungsnehmers den Vertrag, sind nach § 20 VVG für die Anzeigepflicht sowohl Kenntnis und Arglist des Vertreters als auch des Versicherungsnehmers zu berücksichtigen. Der Makler steht im Lager des Kunden; seine Fehler gehen zulasten des Kunden, der ihn dann nach § 63 VVG in Anspruch nehmen kann.',
    source: '§ 20 VVG; § 63 VVG',
  },
  {
    key: 'de-maklerrecht-206',
    text: 'Ein Kunde gibt die Kündigung seiner Hausratversicherung nur bei seinem Makler ab. Wann wird sie gegenüber dem Versicherer wirksam?',
    answers: [
      'Erst mit Zugang beim Versicherer, da der Makler nicht dessen Empfangsvertreter ist',
      'Schon mit Zugang beim Makler, wie bei einem Versicherungsvertreter',
      'Nie, Kündigungen über Makler sind unzulässig',
      'Mit Ablauf von zwei Wochen nach Abgabe beim Makler',
    ],
    categories: ['de-maklerrecht', 'de-vvg'],
    coins: 2,
    explanation:
      'Die gesetzliche Empfangsvollmacht des § 69 Abs. 1 VVG gilt nur für Versicherungsvertreter. Der Makler ist Vertreter und Bote des Kunden; dessen Erklärungen werden erst wirksam, wenn der Makler sie an den Versicherer weiterleitet und sie dort zugehen (§ 130 BGB). Verzögert er das, haftet er dem Kunden.',
    source: '§ 69 Abs. 1 VVG; § 130 BGB',
  },
  {
    key: 'de-maklerrecht-207',
    text: 'Der Kunde zahlt seine Prämie bar an den Makler, der keine Inkassovollmacht des Versicherers hat; der Makler behält das Geld ein. Was gilt?',
    answers: [
      'Die Prämie gilt gegenüber dem Versicherer als nicht gezahlt',
      'Die Prämie gilt als gezahlt, weil Zahlungen an Vermittler immer befreien',
      'Der Versicherer muss den Betrag beim Makler selbst eintreiben',
      'Der Vertrag wandelt sich automatisch in einen beitragsfreien Vertrag',
    ],
    categories: ['de-maklerrecht', 'de-vvg'],
    coins: 2,
    explanation:
      'Nur der Versicherungsvertreter gilt nach § 69 Abs. 2 VVG als bevollmächtigt, Zahlungen für den Versicherer anzunehmen. Der Makler ist Beauftragter des Kunden; ohne Inkassovollmacht des Versicherers befreit die Zahlung an ihn nicht (§ 362 BGB). Der Kunde trägt das Risiko und muss sich an den Makler halten.',
    source: '§ 69 Abs. 2 VVG; § 362 BGB',
  },
  {
    key: 'de-maklerrecht-208',
    text: 'Ein Makler sagt einem Kunden telefonisch Deckung zu, ohne dass der Versicherer zugestimmt hat. Es kommt zum Schaden. Was gilt in der Regel?',
    answers: [
      'Der Versicherer ist nicht gebunden; der Makler haftet dem Kunden auf Schadensersatz',
      'Der Versicherer muss leisten, weil jede Maklerzusage ihn bindet',
      'Niemand haftet, mündliche Zusagen sind unwirksam',
      'Der Kunde muss den Schaden stets selbst tragen',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Ohne Vollmacht des Versicherers kann der Makler diesen nicht verpflichten; eine Deckungszusage bindet ihn nur, wenn er sie genehmigt (§ 177 BGB). Für die fehlerhafte Zusage haftet der Makler dem Kunden aus dem Maklervertrag (§ 280 BGB) bzw. nach § 63 VVG, weshalb sie über seine Berufshaftpflicht abgesichert sein sollte.',
    source: '§§ 177, 280 BGB; § 63 VVG',
  },
  {
    key: 'de-maklerrecht-209',
    text: 'Unter welcher Voraussetzung gehen Erklärungen des Versicherers, die nur dem Makler zugehen, dem Kunden zu?',
    answers: [
      'Wenn der Kunde den Makler zur Entgegennahme bevollmächtigt hat, etwa durch eine Maklervollmacht',
      'Immer, weil der Makler Vertreter des Versicherers ist',
      'Nie, Erklärungen müssen stets an den Kunden persönlich gehen',
      'Nur wenn die BaFin der Zustellung zugestimmt hat',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach § 164 Abs. 3 BGB wirkt eine Erklärung, die einem Vertreter gegenüber abgegeben wird, für und gegen den Vertretenen, wenn der Vertreter Empfangsvollmacht hat. Enthält die Maklervollmacht sie, gilt etwa eine Mahnung oder Kündigung des Versicherers mit Zugang beim Makler als dem Kunden zugegangen – ein Grund für sorgfältige Posteingangsprozesse.',
    source: '§ 164 Abs. 1 und 3 BGB',
  },
  {
    key: 'de-maklerrecht-210',
    text: 'Kann ein Makler in seinen AGB gegenüber einem Verbraucher die Haftung für grob fahrlässige Beratungsfehler ausschließen?',
    answers: [
      'Nein, das ist nach § 309 Nr. 7 Buchst. b BGB unwirksam',
      'Ja, wenn die Klausel fett gedruckt ist',
      'Ja, aber nur für Sachversicherungen',
      'Ja, wenn er eine Berufshaftpflichtversicherung hat',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      '§ 309 Nr. 7 Buchst. b BGB verbietet in AGB den Ausschluss oder die Begrenzung der Haftung für Schäden aus grob fahrlässigen oder vorsätzlichen Pflichtverletzungen des Verwenders. Zudem dürfen die Vermittlerpflichten nach § 67 VVG nicht zum Nachteil des Kunden abbedungen werden.',
    source: '§ 309 Nr. 7 Buchst. b BGB; § 67 VVG',
  },
  {
    key: 'de-maklerrecht-211',
    text: 'Wann verjähren Schadensersatzansprüche eines Kunden gegen seinen Makler wegen eines Beratungsfehlers regelmäßig?',
    answers: [
      'In drei Jahren ab Schluss des Jahres, in dem der Anspruch entstand und der Kunde davon Kenntnis erlangte',
      'In sechs Monaten ab Vertragsschluss',
      'In einem Jahr ab Vertragsende',
      'Nie, Beratungsfehler verjähren nicht',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Es gilt die regelmäßige Verjährung von drei Jahren (§ 195 BGB), die nach § 199 Abs. 1 BGB mit dem Schluss des Jahres beginnt, in dem der Anspruch entstanden ist und der Kunde von den Umständen und dem Schuldner Kenntnis erlangt hat oder grob fahrlässig nicht erlangt hat. Ohne Kenntnis greifen die Höchstfristen des § 199 Abs. 3 BGB.',
    source: '§§ 195, 199 BGB',
  },
  {
    key: 'de-maklerrecht-212',
    text: 'Ein Kunde will über seinen Makler den Versicherer wechseln. Was muss der Makler zur Vermeidung einer Deckungslücke vor allem beachten?',
    answers: [
      'Den alten Vertrag erst kündigen, wenn die Annahme durch den neuen Versicherer gesichert ist',
      'Den alten Vertrag sofort fristlos kündigen',
      'Beide Verträge dauerhaft parallel laufen lassen',
      'Den Wechsel nur zum 1. Januar vornehmen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Als Sachwalter muss der Makler die Interessen des Kunden umfassend wahren; dazu gehört, beim Wechsel eine Deckungslücke zu vermeiden. Er darf den alten Vertrag deshalb erst kündigen, wenn die Annahme durch den neuen Versicherer – etwa bei erforderlicher Gesundheitsprüfung – gesichert ist; sonst haftet er nach § 63 VVG.',
    source: '§§ 61, 63 VVG; BGH, Urt. v. 22.05.1985 – IVa ZR 190/83',
  },
  {
    key: 'de-maklerrecht-213',
    text: 'Welche Angabe zu seiner Vergütung muss ein Makler dem Kunden nach § 15 VersVermV vor Abschluss mitteilen?',
    answers: [
      'Die Art der Vergütung, z. B. Courtage vom Versicherer, Honorar vom Kunden oder eine Kombination',
      'Die genaue Courtagehöhe jedes Tarifs in Euro bei allen Sparten',
      'Sein persönliches Jahreseinkommen',
      'Keine, die Vergütung ist Geschäftsgeheimnis',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 15 Abs. 1 VersVermV (Umsetzung von Art. 19 Abs. 1 IDD) muss der Vermittler angeben, ob er ein Honorar, eine Provision bzw. Courtage, eine andere Vergütung oder eine Kombination erhält. Die Höhe muss er grundsätzlich nicht beziffern; bei Lebensversicherungen weist der Versicherer die Abschluss- und Vertriebskosten in Euro aus.',
    source: '§ 15 Abs. 1 VersVermV; Art. 19 Abs. 1 IDD',
  },
  {
    key: 'de-maklerrecht-214',
    text: 'Welche Beteiligung muss ein Makler dem Kunden nach § 15 VersVermV beim ersten Geschäftskontakt offenlegen?',
    answers: [
      'Eine direkte oder indirekte Beteiligung von über 10 % an einem Versicherer oder eines Versicherers an ihm',
      'Jede Aktie eines Versicherers in seinem Privatdepot, egal in welcher Höhe',
      'Seine Mitgliedschaft in einem Sportverein',
      'Beteiligungen müssen nie offengelegt werden',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 15 Abs. 1 VersVermV verlangt Angaben zu direkten oder indirekten Beteiligungen von über 10 % der Stimmrechte oder des Kapitals an einem Versicherungsunternehmen und umgekehrt. So erkennt der Kunde mögliche Interessenkonflikte, die die Unabhängigkeit des Maklers berühren könnten.',
    source: '§ 15 Abs. 1 VersVermV; Art. 19 Abs. 1 IDD',
  },
  {
    key: 'de-maklerrecht-215',
    text: 'Welche Schäden deckt die Berufshaftpflichtversicherung, die ein Makler nach § 34d Abs. 5 GewO nachweisen muss?',
    answers: [
      'Vermögensschäden seiner Kunden aus Fehlern bei Beratung und Vermittlung',
      'Schäden an seinem Büroinventar',
      'Seinen eigenen Verdienstausfall bei Krankheit',
      'Geldbußen der Datenschutzaufsicht',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Berufshaftpflicht nach § 34d Abs. 5 Satz 1 Nr. 3 GewO und der VersVermV ist eine Vermögensschadenhaftpflicht: Sie deckt Schäden der Kunden aus Pflichtverletzungen bei Vermittlung und Beratung. Die Mindestsummen werden regelmäßig an die europäische Preisentwicklung angepasst.',
    source: '§ 34d Abs. 5 GewO; VersVermV (Berufshaftpflicht)',
  },
  {
    key: 'de-maklerrecht-216',
    text: 'Ein Makler empfiehlt einer Kundin in einem bekannten Überschwemmungsgebiet eine Hausratversicherung ohne Elementarbaustein, ohne darauf hinzuweisen. Was droht ihm nach einem Hochwasserschaden?',
    answers: [
      'Eine Haftung nach § 63 VVG wegen unzureichender Beratung',
      'Nichts, Elementarschäden sind nie Gegenstand der Beratung',
      'Nur eine Abmahnung durch die IHK',
      'Die Kundin muss ihm eine Zusatzcourtage zahlen',
    ],
    categories: ['de-maklerrecht', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Der Makler muss den Bedarf anhand der erkennbaren Situation der Kundin ermitteln und auf naheliegende Deckungslücken hinweisen (§ 61 Abs. 1 VVG). Unterlässt er den Hinweis auf die fehlende Elementardeckung trotz bekannter Gefährdung, haftet er nach § 63 VVG für den daraus entstehenden Schaden.',
    source: '§§ 61, 63 VVG',
  },
  {
    key: 'de-maklerrecht-219',
    text: 'Warum muss der Makler beim Produktvergleich neben dem Preis auch die Versicherungsbedingungen vergleichen?',
    answers: [
      'Weil er als Sachwalter einen nach fachlichen Kriterien geeigneten Vertrag empfehlen muss',
      'Weil die IHK ausschließlich die Bedingungen prüft',
      'Weil der Preis bei Versicherungen keine Rolle spielen darf',
      'Weil Bedingungen bei allen Versicherern gesetzlich identisch sind',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      '§ 60 Abs. 1 VVG verlangt eine Empfehlung nach fachlichen Kriterien, welcher Vertrag geeignet ist, die Bedürfnisse des Kunden zu erfüllen. Der Leistungsumfang ergibt sich aus den Bedingungen, die sich je nach Versicherer stark unterscheiden; ein reiner Preisvergleich genügt dem Sachwalter nicht.',
    source: '§ 60 Abs. 1 VVG',
  },
  {
    key: 'de-maklerrecht-220',
    text: 'Welche Aussage zur Stellung des Versicherungsmaklers trifft NICHT zu?',
    answers: [
      'Er darf gesetzlich nur Produkte eines einzigen Versicherers anbieten',
      'Er wird im Auftrag des Kunden tätig, ohne von einem Versicherer betraut zu sein',
      'Er muss seinem Rat grundsätzlich eine hinreichende Marktauswahl zugrunde legen',
      'Er haftet dem Kunden nach § 63 VVG für Beratungsfehler',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Bindung an einen oder wenige Versicherer kennzeichnet den Versicherungsvertreter; der Makler wird nach § 59 Abs. 3 VVG gerade ohne Betrauung durch einen Versicherer für den Kunden tätig und vergleicht den Markt. Die übrigen Aussagen beschreiben seine Stellung nach § 59 Abs. 3, § 60 Abs. 1 und § 63 VVG zutreffend.',
    source: '§ 59 Abs. 2 und 3, §§ 60, 63 VVG',
  },
];
