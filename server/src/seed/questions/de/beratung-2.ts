import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-beratung' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-beratung-201',
    text: 'Wovon hängt der Umfang der Befragungs- und Beratungspflicht nach § 61 Abs. 1 VVG ab?',
    answers: [
      'Von der Schwierigkeit des Produkts und von Person und Situation des Kunden, bei angemessenem Aufwand zur Prämie',
      'Allein von der Höhe der Provision',
      'Allein vom Alter des Kunden',
      'Von der Zahl der Verträge, die der Kunde schon hat',
    ],
    categories: ['de-beratung', 'de-maklerrecht'],
    coins: 1,
    explanation:
      '§ 61 Abs. 1 VVG verlangt Befragung und Beratung, soweit die Schwierigkeit, die angebotene Versicherung zu beurteilen, oder die Person und Situation des Kunden Anlass dazu geben. Der Beratungsaufwand soll dabei in einem angemessenen Verhältnis zur zu zahlenden Prämie stehen; eine Reiseversicherung verlangt weniger als eine BU-Versicherung.',
    source: '§ 61 Abs. 1 VVG',
  },
  {
    key: 'de-beratung-202',
    text: 'Wie sind Informationen nach §§ 6 und 7 VVG nach § 6a Abs. 1 VVG grundsätzlich zu übermitteln?',
    answers: [
      'Auf Papier, klar und verständlich, in deutscher oder vereinbarter Sprache und unentgeltlich',
      'Ausschließlich per SMS',
      'Nur mündlich im Beratungsgespräch',
      'Gegen eine Bearbeitungsgebühr auf CD-ROM',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      '§ 6a Abs. 1 VVG setzt Art. 23 IDD um: Grundsätzlich sind die Informationen auf Papier, klar, genau und verständlich, in einer Amtssprache bzw. vereinbarten Sprache und unentgeltlich zu übermitteln. Ein anderer dauerhafter Datenträger oder eine Website ist nach § 6a Abs. 2 und 3 VVG nur zulässig, wenn dies angemessen ist und der Kunde sich dafür entschieden hat.',
    source: '§ 6a VVG; Art. 23 IDD',
  },
  {
    key: 'de-beratung-203',
    text: 'Ein Versicherungsprodukt wird zusammen mit einer anderen Dienstleistung als Paket angeboten. Worüber muss der Versicherer nach § 7a VVG informieren?',
    answers: [
      'Ob die Bestandteile auch getrennt erworben werden können, und über deren Kosten',
      'Über die Provision jedes Mitarbeiters',
      'Über die Bilanz des Dienstleisters',
      'Über nichts, Pakete sind von Informationspflichten befreit',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Bei Querverkäufen (Cross-Selling) verpflichtet § 7a VVG, den Kunden zu informieren, ob die Bestandteile des Pakets getrennt voneinander gekauft werden können, und ihm gegebenenfalls die Kosten der einzelnen Bestandteile zu nennen. So soll erkennbar werden, ob das Paket wirklich günstiger ist und ob die Versicherung gebraucht wird.',
    source: '§ 7a VVG; Art. 24 IDD',
  },
  {
    key: 'de-beratung-204',
    text: 'Der Kunde schließt auf eigenen Wunsch telefonisch ab, sodass eine vorherige Information in Textform unmöglich ist. Was gilt nach § 7 Abs. 1 VVG?',
    answers: [
      'Die Informationen sind unverzüglich nach Vertragsschluss nachzuholen',
      'Der Vertrag ist unwirksam',
      'Die Informationen entfallen ersatzlos',
      'Der Vertrag wird erst nach drei Monaten wirksam',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Wird der Vertrag auf Verlangen des Kunden telefonisch oder über ein anderes Kommunikationsmittel geschlossen, das die vorherige Information in Textform nicht erlaubt, muss der Versicherer sie nach § 7 Abs. 1 Satz 3 VVG unverzüglich nach Vertragsschluss nachholen. Die Widerrufsfrist beginnt erst mit dem Zugang der Unterlagen (§ 8 Abs. 2 VVG).',
    source: '§ 7 Abs. 1 Satz 3 VVG; § 8 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-205',
    text: 'Welche Kostenkennzahl muss ein Lebensversicherer nach der VVG-InfoV vor Vertragsschluss u. a. angeben?',
    answers: [
      'Die Effektivkosten, also die Minderung der Wertentwicklung durch Kosten in Prozentpunkten',
      'Die Gehälter seiner Vorstände',
      'Die Kosten seiner Werbekampagnen',
      'Die Höhe der Umsatzsteuer auf die Prämie',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Die VVG-InfoV verlangt bei Lebens- und Rentenversicherungen u. a. die Angabe der einkalkulierten Abschluss- und Vertriebskosten sowie der übrigen Kosten in Euro und seit dem LVRG die Effektivkosten als Minderung der Wertentwicklung in Prozentpunkten. So lassen sich Verträge verschiedener Anbieter vergleichen.',
    source: '§§ 2, 4 VVG-InfoV',
  },
  {
    key: 'de-beratung-206',
    text: 'Welche Folge hat eine fehlende oder lückenhafte Beratungsdokumentation im Haftungsprozess gegen den Vermittler in der Regel?',
    answers: [
      'Dem Kunden kommen Beweiserleichterungen bis hin zur Beweislastumkehr zugute',
      'Keine, die Dokumentation ist reine Formsache',
      'Der Versicherungsvertrag wird nichtig',
      'Der Kunde verliert jeden Anspruch',
    ],
    categories: ['de-beratung', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Die Dokumentation nach §§ 61, 62 VVG dient auch der Beweissicherung. Fehlt sie oder ist sie lückenhaft, gewährt die Rechtsprechung dem Kunden Beweiserleichterungen bis hin zur Beweislastumkehr: Der Vermittler muss dann beweisen, dass er ordnungsgemäß beraten hat.',
    source: '§§ 61–63 VVG; BGH-Rechtsprechung zur Beratungsdokumentation',
  },
  {
    key: 'de-beratung-207',
    text: 'Wo kann sich ein Versicherungskunde neben dem Ombudsmann über einen Versicherer beschweren?',
    answers: [
      'Bei der BaFin, die Beschwerden entgegennimmt, aber nicht über Einzelansprüche entscheidet',
      'Beim Bundesgerichtshof direkt, ohne Vorinstanz',
      'Bei der IHK, die dann den Schaden reguliert',
      'Beim Vermittlerregister',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Nach § 4b FinDAG können Kunden bei der BaFin Beschwerden über beaufsichtigte Unternehmen einlegen; die BaFin prüft sie im Rahmen ihrer Aufsicht. Über individuelle Ansprüche entscheidet sie aber nicht verbindlich – dafür sind Schlichtungsstellen und Gerichte zuständig.',
    source: '§ 4b FinDAG',
  },
  {
    key: 'de-beratung-208',
    text: 'Was verlangt die gesetzliche Schriftform nach § 126 BGB?',
    answers: [
      'Eine Urkunde mit eigenhändiger Unterschrift; elektronisch ersetzt sie nur die qualifizierte elektronische Signatur',
      'Eine E-Mail mit Namensnennung',
      'Eine mündliche Erklärung vor Zeugen',
      'Eine eingescannte Unterschrift in einer PDF-Datei',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 126 Abs. 1 BGB verlangt für die Schriftform eine vom Aussteller eigenhändig unterzeichnete Urkunde. Die elektronische Form nach § 126a BGB kann sie nur mit qualifizierter elektronischer Signatur ersetzen; eine einfache E-Mail wahrt lediglich die Textform.',
    source: '§§ 126, 126a BGB',
  },
  {
    key: 'de-beratung-209',
    text: 'Wer ist Verbraucher im Sinne des § 13 BGB?',
    answers: [
      'Eine natürliche Person, die ein Rechtsgeschäft überwiegend weder gewerblich noch selbständig beruflich abschließt',
      'Jede juristische Person',
      'Jeder Kunde mit einem Einkommen unter 50.000 €',
      'Nur Personen über 65 Jahre',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 13 BGB definiert den Verbraucher als natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können. Viele Schutzvorschriften, etwa die Telefonwerbung nach UWG oder AGB-Klauselverbote, knüpfen daran an.',
    source: '§ 13 BGB',
  },
  {
    key: 'de-beratung-211',
    text: 'Muss ein Direktversicherer auch beim reinen Online-Abschluss Wünsche und Bedürfnisse des Kunden nach § 6 VVG ermitteln?',
    answers: [
      'Ja, seit der IDD-Umsetzung 2018 gibt es keine Ausnahme mehr für den Fernabsatz',
      'Nein, im Fernabsatz gilt § 6 VVG nie',
      'Nur bei Prämien über 1.000 € im Jahr',
      'Nur wenn der Kunde älter als 60 Jahre ist',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Die IDD verlangt vor jedem Vertragsschluss eine Ermittlung von Wünschen und Bedürfnissen, unabhängig vom Vertriebsweg (Art. 20 Abs. 1 IDD). Die frühere Ausnahme für Fernabsatzverträge in § 6 Abs. 6 VVG wurde deshalb 2018 gestrichen; ausgenommen sind heute nur Großrisiken und Makler-Verträge. Im Fernabsatz kann der Kunde aber nach § 6 Abs. 3 Satz 2 VVG in Textform verzichten.',
    source: '§ 6 Abs. 1 und 6 VVG; Art. 20 Abs. 1 IDD',
  },
  {
    key: 'de-beratung-212',
    text: 'Welche Angabe gehört NICHT zu den Inhalten des IPID nach der Durchführungsverordnung (EU) 2017/1469?',
    answers: [
      'Die Höhe der Vergütung des Vermittlers',
      'Was versichert ist und was nicht',
      'Wo der Versicherungsschutz gilt',
      'Wann und wie die Prämie zu zahlen ist',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Das IPID ist nach festen Überschriften gegliedert, u. a. „Was ist versichert?“, „Was ist nicht versichert?“, „Wo bin ich versichert?“, „Welche Verpflichtungen habe ich?“ und „Wann und wie zahle ich?“. Die Vergütung des Vermittlers gehört nicht dazu; über deren Art informiert der Vermittler gesondert nach § 15 VersVermV.',
    source: 'Art. 20 Abs. 8 IDD; DVO (EU) 2017/1469',
  },
  {
    key: 'de-beratung-213',
    text: 'Was müssen Vermittler seit August 2022 bei der Geeignetheitsprüfung für Versicherungsanlageprodukte zusätzlich abfragen?',
    answers: [
      'Die Nachhaltigkeitspräferenzen des Kunden',
      'Seine politische Einstellung',
      'Seine Religionszugehörigkeit',
      'Seine Lieblingsmarken',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Mit der Delegierten Verordnung (EU) 2021/1257 gehören seit 2. August 2022 die Nachhaltigkeitspräferenzen zu den Anlagezielen, die bei der Geeignetheitsprüfung nach Art. 30 IDD bzw. § 7c VVG abzufragen sind. Der Kunde kann etwa einen Mindestanteil nachhaltiger Investitionen festlegen.',
    source: 'Delegierte VO (EU) 2021/1257; § 7c VVG',
  },
  {
    key: 'de-beratung-214',
    text: 'Ein PKV-Versicherter mit Vertrag ab 2009 will den Versicherer wechseln. Worauf muss der Vermittler bei der Beratung besonders hinweisen?',
    answers: [
      'Dass nur ein Übertragungswert im Umfang des Basistarifs mitgenommen wird und neu Gesundheitsfragen drohen',
      'Dass die gesamte Alterungsrückstellung immer vollständig mitgeht',
      'Dass ein Wechsel gesetzlich verboten ist',
      'Dass der neue Versicherer keine Gesundheitsprüfung durchführen darf',
    ],
    categories: ['de-beratung', 'de-kranken'],
    coins: 2,
    explanation:
      'Nach § 204 Abs. 1 Nr. 2 VVG wird bei einem Versichererwechsel für ab 2009 geschlossene Verträge nur die Alterungsrückstellung im Umfang des Basistarifs als Übertragungswert mitgegeben; Mehrleistungen werden neu nach Alter und Gesundheit kalkuliert. Ein Vermittler muss auf diese Nachteile hinweisen (§ 61 VVG), sonst haftet er nach § 63 VVG.',
    source: '§ 204 Abs. 1 Nr. 2 VVG; §§ 61, 63 VVG',
  },
  {
    key: 'de-beratung-215',
    text: 'Welche Wirkung hat es, wenn der Versicherer für die Widerrufsbelehrung das gesetzliche Muster der Anlage zum VVG verwendet?',
    answers: [
      'Die Belehrung gilt als ordnungsgemäß (§ 8 Abs. 5 VVG)',
      'Die Widerrufsfrist verdoppelt sich',
      'Der Kunde verliert sein Widerrufsrecht',
      'Die Belehrung muss zusätzlich notariell beglaubigt werden',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 8 Abs. 5 VVG genügt eine Belehrung den gesetzlichen Anforderungen, wenn das Muster der Anlage zum VVG in Textform verwendet wird. Der Versicherer kann so sicherstellen, dass die Widerrufsfrist tatsächlich zu laufen beginnt.',
    source: '§ 8 Abs. 5 VVG mit Anlage',
  },
  {
    key: 'de-beratung-216',
    text: 'Welche Aussage zur Beratung von Verbrauchern trifft NICHT zu?',
    answers: [
      'Ein Hinweis im Kleingedruckten des Antrags ersetzt jede Beratung',
      'Der Rat und seine Gründe sind vor Vertragsschluss in Textform zu übermitteln',
      'Der Beratungsaufwand soll in angemessenem Verhältnis zur Prämie stehen',
      'Wünsche und Bedürfnisse sind zu erfragen, soweit ein Anlass besteht',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Die Beratungspflicht nach §§ 6, 61 VVG ist eine aktive Pflicht, die durch Klauseln im Antrag nicht ersetzt werden kann; ein Verzicht ist nur durch gesonderte schriftliche Erklärung möglich. Die übrigen Aussagen folgen aus § 61 Abs. 1 und § 62 Abs. 1 VVG.',
    source: '§§ 61, 62 VVG',
  },
];
