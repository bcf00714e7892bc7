import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-handelsvertreter' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-handelsvertreter-601',
    text: 'Ein Vertreter hat einen Antrag so vorbereitet, dass der Abschluss überwiegend auf ihn zurückgeht; der Vertrag kommt kurz nach seinem Ausscheiden zustande. Hat er Anspruch auf Provision?',
    answers: [
      'Ja, wenn der Vertrag innerhalb einer angemessenen Frist nach Vertragsende geschlossen wurde',
      'Nein, Provision gibt es nur für Verträge, die während des Vertretervertrags geschlossen werden',
      'Nein, die Provision steht stets allein dem Bestandsnachfolger zu',
      'Nur wenn der Versicherer der Zahlung ausdrücklich zustimmt',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 87 Abs. 3 Satz 1 Nr. 1 HGB behält der ausgeschiedene Vertreter den Provisionsanspruch für ein Geschäft, das er vermittelt oder so vorbereitet hat, dass der Abschluss überwiegend auf seine Tätigkeit zurückzuführen ist, wenn es innerhalb angemessener Frist nach Vertragsende zustande kommt. Die Regel schützt ihn davor, dass die Früchte seiner Arbeit allein dem Nachfolger zufallen.',
    source: '§ 87 Abs. 3 Satz 1 Nr. 1 HGB; § 92 Abs. 2 HGB',
  },
  {
    key: 'de-handelsvertreter-602',
    text: 'Der Nachfolger hat einen vom ausgeschiedenen Vertreter überwiegend vorbereiteten Abschluss zu Ende geführt. Wem steht die Provision nach § 87 HGB zu?',
    answers: [
      'Dem Ausgeschiedenen; dem Nachfolger nur anteilig, wenn eine Teilung wegen besonderer Umstände billig ist',
      'Stets allein dem Nachfolger, weil er den Vertrag abgeschlossen hat',
      'Beiden Vertretern immer je zur Hälfte',
      'Keinem von beiden; die Provision verfällt zugunsten des Versicherers',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Für Geschäfte nach § 87 Abs. 3 Satz 1 HGB hat der Nachfolger nach § 87 Abs. 1 Satz 2 HGB grundsätzlich keinen Provisionsanspruch. § 87 Abs. 3 Satz 2 HGB lässt eine anteilige Provision für den Nachfolger nur zu, wenn wegen besonderer Umstände, etwa eines erheblichen eigenen Beitrags, eine Teilung der Billigkeit entspricht.',
    source: '§ 87 Abs. 1 Satz 2 und Abs. 3 Satz 2 HGB',
  },
  {
    key: 'de-handelsvertreter-603',
    text: 'Ein Vertreter zieht im Auftrag des Versicherers Prämien bei seinen Kunden ein. Welchen Anspruch gibt ihm § 87 Abs. 4 HGB dafür?',
    answers: [
      'Eine Inkassoprovision für die auftragsgemäß eingezogenen Beträge',
      'Keinen, das Inkasso ist mit der Abschlussprovision abgegolten',
      'Eine Delkredereprovision',
      'Nur den Ersatz seiner Portokosten',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Neben der Provision für abgeschlossene Geschäfte hat der Handelsvertreter nach § 87 Abs. 4 HGB Anspruch auf Inkassoprovision für die Beträge, die er auftragsgemäß eingezogen hat. Das Inkasso ist eine zusätzliche Leistung; die Delkredereprovision nach § 86b HGB vergütet dagegen die Haftung für die Zahlung des Kunden.',
    source: '§ 87 Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-604',
    text: 'Laut Vertretervertrag gelten Provisionsabrechnungen als anerkannt, wenn der Vertreter nicht binnen sechs Wochen widerspricht. Er schwieg jahrelang und verlangt nun einen Buchauszug. Zu Recht?',
    answers: [
      'Ja, die Klausel beschränkt seine Kontrollrechte und ist nach § 87c Abs. 5 HGB unwirksam',
      'Nein, durch sein Schweigen hat er alle Abrechnungen verbindlich anerkannt',
      'Nur für die Abrechnungen der letzten sechs Wochen',
      'Nur wenn er einen Wirtschaftsprüfer beauftragt',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Die Rechte auf Abrechnung, Buchauszug, Auskunft und Bucheinsicht können nach § 87c Abs. 5 HGB weder ausgeschlossen noch beschränkt werden. Der BGH hat deshalb eine Klausel, nach der Abrechnungen bei fehlendem Widerspruch als anerkannt gelten, für unwirksam erklärt; bloßes Schweigen auf Abrechnungen ist auch kein Anerkenntnis.',
    source: '§ 87c Abs. 2 und 5 HGB; BGH, Urteil vom 20.9.2006 – VIII ZR 100/05',
  },
  {
    key: 'de-handelsvertreter-605',
    text: 'Welche Aussage zum Provisionsanspruch nach § 87a HGB trifft NICHT zu?',
    answers: [
      'Eine Klausel, nach der Provision bei jedem Storno entfällt, auch wenn der Versicherer es zu vertreten hat, ist wirksam',
      'Steht fest, dass der Kunde nicht leistet, entfällt der Anspruch; erhaltene Beträge sind zurückzugewähren',
      'Der Anspruch wird am letzten Tag des Monats fällig, in dem nach § 87c Abs. 1 HGB abzurechnen ist',
      'Unterbleibt die Ausführung aus Gründen, die der Unternehmer zu vertreten hat, bleibt der Anspruch bestehen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 87a Abs. 5 HGB erklärt für den Vertreter nachteilige Abweichungen von Abs. 3 und 4 für unwirksam. Eine Stornoklausel, die den Anspruch auch bei vom Versicherer zu vertretender Nichtausführung entfallen lässt, ist daher unwirksam. Die übrigen Aussagen geben § 87a Abs. 2, 3 und 4 HGB wieder.',
    source: '§ 87a Abs. 2 bis 5 HGB',
  },
  {
    key: 'de-handelsvertreter-606',
    text: 'Ein Kunde kündigt seine vermittelte private Krankheitskostenvollversicherung zwei Jahre nach Vertragsschluss ordentlich. Welchen Teil der Abschlussprovision darf der Vermittler nach § 49 VAG höchstens behalten?',
    answers: [
      'Zwei Fünftel, da die Provision gleichmäßig auf fünf Jahre zu verteilen ist',
      'Die volle Provision, weil die Haftungszeit nur zwei Jahre beträgt',
      'Die Hälfte der Provision',
      'Nichts, bei jeder Kündigung ist die gesamte Provision zurückzuzahlen',
    ],
    categories: ['de-handelsvertreter', 'de-kranken'],
    coins: 2,
    explanation:
      '§ 49 Abs. 1 VAG verpflichtet Lebens- und substitutive Krankenversicherer sicherzustellen, dass der Vermittler bei Kündigung in den ersten fünf Jahren nur den Teil der Provision behält, der bei gleichmäßiger Verteilung über fünf Jahre bis zur Beendigung angefallen wäre. Nach zwei Jahren sind das 2/5; abweichende Vereinbarungen sind nach § 49 Abs. 2 VAG unwirksam.',
    source: '§ 49 VAG',
  },
  {
    key: 'de-handelsvertreter-607',
    text: 'Der Versicherer kündigt einen unbefristeten Vertretervertrag im zweiten Vertragsjahr; die Kündigung geht am 10. März zu. Abweichendes ist nicht vereinbart. Wann endet der Vertrag?',
    answers: ['Am 31. Mai', 'Am 10. Mai', 'Am 30. April', 'Am 30. Juni'],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Im zweiten Vertragsjahr beträgt die Kündigungsfrist nach § 89 Abs. 1 Satz 1 HGB zwei Monate, und ohne abweichende Vereinbarung ist die Kündigung nach Satz 3 nur zum Schluss eines Kalendermonats zulässig. Ab dem 10. März reicht die Frist bis zum 10. Mai, der nächste Monatsschluss ist der 31. Mai.',
    source: '§ 89 Abs. 1 Satz 1 und 3 HGB',
  },
  {
    key: 'de-handelsvertreter-608',
    text: 'Ein auf drei Jahre befristeter Vertretervertrag wird nach Ablauf der Laufzeit von beiden Seiten einfach fortgesetzt. Was gilt nach § 89 Abs. 3 HGB?',
    answers: [
      'Er gilt als unbefristet verlängert; für die Kündigungsfrist zählt die Gesamtdauer seit Beginn',
      'Er endet automatisch, die weitere Tätigkeit ist vertragslos',
      'Er verlängert sich um weitere drei Jahre und ist bis dahin unkündbar',
      'Er gilt als neuer Vertrag, die Kündigungsfrist beginnt wieder mit einem Monat',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Setzen beide Teile ein befristetes Vertragsverhältnis nach Ablauf fort, gilt es nach § 89 Abs. 3 Satz 1 HGB als auf unbestimmte Zeit verlängert. Für die gestaffelten Kündigungsfristen des § 89 Abs. 1 HGB ist nach Satz 2 die Gesamtdauer maßgeblich, im Beispiel also schon das vierte Vertragsjahr mit drei Monaten Frist.',
    source: '§ 89 Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-609',
    text: 'Ein Vertreter erweitert die Betriebs-Sachversicherung eines Bestandskunden so stark, dass dies wirtschaftlich einem neuen Vertrag entspricht. Wie zählt das für den Ausgleichsanspruch?',
    answers: [
      'Wie die Vermittlung eines neuen Versicherungsvertrags',
      'Gar nicht, nur Verträge mit neuen Kunden zählen',
      'Nur mit der Hälfte des Mehrbeitrags',
      'Nur, wenn der Kunde zuvor gekündigt hatte',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Beim Versicherungsvertreter tritt nach § 89b Abs. 5 Satz 1 HGB an die Stelle neuer Kunden die Vermittlung neuer Versicherungsverträge. Der Vermittlung steht es ausdrücklich gleich, wenn er einen bestehenden Vertrag so wesentlich erweitert hat, dass dies wirtschaftlich der Vermittlung eines neuen Vertrags entspricht.',
    source: '§ 89b Abs. 5 Satz 1 HGB',
  },
  {
    key: 'de-handelsvertreter-610',
    text: 'Ein Versicherungsvertreter erhielt in seinen letzten fünf Jahren 40.000, 45.000, 50.000, 55.000 und 60.000 € Provision. Wie hoch darf sein Ausgleich nach § 89b HGB höchstens sein?',
    answers: ['150.000 €', '50.000 €', '180.000 €', '250.000 €'],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Die Obergrenze knüpft nach § 89b Abs. 2 HGB an die durchschnittliche Jahresprovision der letzten fünf Jahre an, hier 250.000 € : 5 = 50.000 €. Für Versicherungsvertreter beträgt der Ausgleich nach § 89b Abs. 5 Satz 2 HGB höchstens drei Jahresprovisionen, also 150.000 €; die Grenze ist ein Höchstbetrag, kein Anspruch in dieser Höhe.',
    source: '§ 89b Abs. 2 und 5 Satz 2 HGB',
  },
  {
    key: 'de-handelsvertreter-611',
    text: 'Der Vertretervertrag trennt Abschlussprovisionen von Verwaltungsprovisionen für die reine Bestandsverwaltung. Begründen die Verwaltungsprovisionen einen Ausgleichsanspruch?',
    answers: [
      'Nein, als Vergütung für vermittlungsfremde Tätigkeit begründen sie keinen Ausgleich',
      'Ja, jede Provision fließt in voller Höhe in den Ausgleich ein',
      'Ja, sie zählen sogar doppelt, weil sie dauerhaft anfallen',
      'Nur wenn der Vertreter länger als zehn Jahre tätig war',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Der Ausgleich ersetzt nach § 89b Abs. 1 und 5 HGB die Vorteile und Provisionsverluste aus der Vermittlung neuer Verträge. Vergütungen für verwaltende Tätigkeiten entgehen dem Vertreter nicht als Vermittlungserfolg; der BGH hat daher Verwaltungsprovisionen, die vertraglich klar bestimmten Verwaltungsaufgaben zugeordnet sind, aus der Ausgleichsberechnung herausgenommen.',
    source: '§ 89b Abs. 1 und 5 HGB; BGH, Urteil vom 22.12.2003 – VIII ZR 117/03',
  },
  {
    key: 'de-handelsvertreter-612',
    text: 'Was sind die „Grundsätze zur Errechnung der Höhe des Ausgleichsanspruchs (§ 89b HGB)“ der Versicherungswirtschaft?',
    answers: [
      'Zwischen GDV und Vertreterverbänden vereinbarte, rechtlich unverbindliche Berechnungsempfehlungen',
      'Eine Rechtsverordnung des Bundesjustizministeriums',
      'Ein verbindliches Rundschreiben der BaFin',
      'Ein Teil des Handelsgesetzbuchs',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Die Grundsätze wurden seit 1976 zwischen der Versicherungswirtschaft (heute GDV) und den Vertreterverbänden (u. a. BVK) vereinbart; es gibt sie getrennt für Sach-, Kranken- und dynamische Lebensversicherungen. Sie sind keine Rechtsnorm, sondern Empfehlungen, die bei Vereinbarung gelten; Gerichte können sie als Erfahrungswerte einer Schätzung nach § 287 ZPO zugrunde legen.',
    source:
      '§ 89b Abs. 5 HGB; § 287 ZPO; Grundsätze zur Errechnung der Höhe des Ausgleichsanspruchs (GDV/BVK)',
  },
  {
    key: 'de-handelsvertreter-613',
    text: 'Für welche Lebensversicherungen berechnen die „Grundsätze“ der Versicherungswirtschaft einen Ausgleichsanspruch des ausscheidenden Vertreters?',
    answers: [
      'Für dynamische Lebensversicherungen mit künftigen Summenerhöhungen',
      'Für alle Lebensversicherungen in Höhe der gezahlten Abschlussprovision',
      'Nur für Risikolebensversicherungen',
      'Für keine; in der Lebensversicherung gibt es gesetzlich keinen Ausgleich',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'In der Lebensversicherung ist die Vermittlung in der Regel mit der Abschlussprovision abgegolten, sodass dem Vertreter aus dem einzelnen Vertrag nach dem Ausscheiden meist keine Provision mehr entgeht. Provisionsverluste entstehen vor allem bei dynamischen Verträgen, deren künftige Erhöhungen ihm weitere Provision gebracht hätten; deshalb gelten die Grundsätze-Leben nur für dynamische Lebensversicherungen.',
    source:
      '§ 89b Abs. 1 und 5 HGB; Grundsätze zur Errechnung der Höhe des Ausgleichsanspruchs für dynamische Lebensversicherungen',
  },
  {
    key: 'de-handelsvertreter-614',
    text: 'Kann bereits im Vertretervertrag bei dessen Beginn wirksam vereinbart werden, dass bei Vertragsende ein Nachfolger eintritt und deshalb kein Ausgleich geschuldet ist?',
    answers: [
      'Nein, eine solche Eintrittsvereinbarung kann nicht vor Beendigung des Vertrags getroffen werden',
      'Ja, das ist der übliche Weg, den Ausgleich auszuschließen',
      'Ja, wenn der Nachfolger ein Familienangehöriger ist',
      'Ja, aber nur mit Zustimmung der IHK',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Der Ausgleich entfällt nach § 89b Abs. 3 Nr. 3 HGB, wenn aufgrund einer Vereinbarung zwischen Unternehmer und Vertreter ein Dritter in das Vertragsverhältnis eintritt. Diese Vereinbarung kann aber ausdrücklich nicht vor Beendigung des Vertragsverhältnisses getroffen werden; sonst ließe sich das Verbot des Vorausausschlusses (§ 89b Abs. 4 HGB) umgehen.',
    source: '§ 89b Abs. 3 Nr. 3 und Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-615',
    text: 'Welche Voraussetzung gilt nach § 90a HGB für eine nachvertragliche Wettbewerbsabrede mit einem Versicherungsvertreter NICHT?',
    answers: [
      'Sie muss notariell beurkundet werden',
      'Sie bedarf der Schriftform und der Aushändigung einer vom Unternehmer unterzeichneten Urkunde',
      'Sie darf höchstens zwei Jahre ab Vertragsende gelten',
      'Der Unternehmer muss für ihre Dauer eine angemessene Entschädigung zahlen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 90a Abs. 1 HGB verlangt Schriftform und die Aushändigung einer vom Unternehmer unterzeichneten Urkunde mit den vereinbarten Bestimmungen, begrenzt die Abrede auf zwei Jahre und verpflichtet zur Karenzentschädigung. Eine notarielle Beurkundung sieht das Gesetz nicht vor.',
    source: '§ 90a Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-616',
    text: 'Ein Vertreter kündigt fristlos, weil der Versicherer ihm schuldhaft Provisionen vorenthält. Wie kann er sich von der vereinbarten Wettbewerbsabrede lösen?',
    answers: [
      'Durch schriftliche Erklärung binnen einem Monat nach der Kündigung',
      'Gar nicht, die Abrede gilt in jedem Fall zwei Jahre',
      'Sie entfällt automatisch mit jeder Kündigung',
      'Nur durch Klage innerhalb eines Jahres',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Kündigt ein Teil aus wichtigem Grund wegen schuldhaften Verhaltens des anderen Teils, kann er sich nach § 90a Abs. 3 HGB durch schriftliche Erklärung binnen einem Monat nach der Kündigung von der Wettbewerbsabrede lossagen. Wer den Vertrag schuldhaft zerrüttet, soll den anderen nicht zusätzlich an ein Wettbewerbsverbot binden können.',
    source: '§ 90a Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-617',
    text: 'Ein Vertreter darf nur für die Versicherer eines Konzerns tätig werden; endet einer seiner Verträge, enden im Zweifel alle. Wie behandelt ihn § 92a Abs. 2 HGB?',
    answers: [
      'Wie einen Einfirmenvertreter',
      'Wie einen Mehrfachagenten ohne besonderen Schutz',
      'Wie einen Versicherungsmakler',
      'Wie einen Arbeitnehmer des Konzerns',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 92a Abs. 2 HGB erstreckt den Schutz des Einfirmenvertreters auf Versicherungsvertreter, die für mehrere Versicherer eines Konzerns oder einer Organisationsgemeinschaft tätig sind, wenn die Beendigung eines Vertrags im Zweifel auch die übrigen beendet. Wirtschaftlich hängen sie ebenso von einem Auftraggeber ab.',
    source: '§ 92a Abs. 1 und 2 HGB',
  },
  {
    key: 'de-handelsvertreter-618',
    text: 'Ein deutscher Versicherer beauftragt einen Vertreter, der nach dem Vertrag ausschließlich in der Schweiz tätig wird. Kann der Ausgleichsanspruch wirksam ausgeschlossen werden?',
    answers: [
      'Ja, bei Tätigkeit außerhalb von EU und EWR sind nach § 92c HGB abweichende Vereinbarungen zulässig',
      'Nein, § 89b Abs. 4 HGB verbietet den Vorausausschluss ausnahmslos',
      'Nur wenn der Vertreter Schweizer Staatsbürger ist',
      'Nur für die ersten fünf Vertragsjahre',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Hat der Handelsvertreter seine Tätigkeit nach dem Vertrag nicht innerhalb der EU oder des EWR auszuüben, kann nach § 92c Abs. 1 HGB hinsichtlich aller Vorschriften des Handelsvertreterrechts etwas anderes vereinbart werden. Die Schweiz gehört weder zur EU noch zum EWR, sodass auch der Ausgleich abbedungen werden kann.',
    source: '§ 92c Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-619',
    text: 'Welche Aussage zum Versicherungsvertreter im Nebenberuf nach § 92b HGB trifft NICHT zu?',
    answers: [
      'Für den Versicherer darf eine kürzere Kündigungsfrist vereinbart werden als für den Vertreter',
      'Der Anspruch auf einen angemessenen Provisionsvorschuss kann ausgeschlossen werden',
      'Ob er nur nebenberuflich tätig ist, bestimmt sich nach der Verkehrsauffassung',
      'Auf die Sonderregeln kann sich der Versicherer nur berufen, wenn er ihn ausdrücklich nebenberuflich betraut hat',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Wird für einen nebenberuflichen Vertreter eine andere Kündigungsfrist als ein Monat zum Monatsende vereinbart, muss sie nach § 92b Abs. 1 Satz 2 HGB für beide Teile gleich sein. Die übrigen Aussagen entsprechen § 92b Abs. 1 Satz 3, Abs. 2 und 3 HGB, die nach Abs. 4 auch für Versicherungsvertreter gelten.',
    source: '§ 92b HGB',
  },
  {
    key: 'de-handelsvertreter-620',
    text: 'In welcher Frist verjähren Provisionsansprüche eines Versicherungsvertreters gegen den Versicherer?',
    answers: [
      'In der regelmäßigen Frist von drei Jahren ab Schluss des Jahres der Entstehung und Kenntnis',
      'In vier Jahren nach einer Sondervorschrift des HGB',
      'In einem Jahr wie der Ausgleichsanspruch',
      'In dreißig Jahren',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Die frühere vierjährige Sonderverjährung des § 88 HGB ist aufgehoben. Provisionsansprüche unterliegen daher der regelmäßigen Verjährung von drei Jahren nach § 195 BGB, die nach § 199 Abs. 1 BGB mit dem Schluss des Jahres beginnt, in dem der Anspruch entstanden ist und der Vertreter die anspruchsbegründenden Umstände kennt oder kennen muss.',
    source: '§§ 195, 199 Abs. 1 BGB; § 88 HGB (weggefallen)',
  },
  {
    key: 'de-handelsvertreter-621',
    text: 'Die DRV stellt fest, dass ein als selbständig geführter Vertreter seit Jahren abhängig beschäftigt war. Wie kann der Versicherer den Arbeitnehmeranteil der Nachzahlung zurückholen?',
    answers: [
      'Nur durch Abzug vom Entgelt, unterbliebene Abzüge grundsätzlich nur bei den drei nächsten Zahlungen',
      'Jederzeit in voller Höhe durch Klage gegen den Vertreter',
      'Gar nicht, weil der Vertreter alle Beiträge allein schuldet',
      'Durch Verrechnung mit dem künftigen Ausgleichsanspruch in unbegrenzter Höhe',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Den Gesamtsozialversicherungsbeitrag schuldet nach § 28e Abs. 1 SGB IV der Arbeitgeber. Den Arbeitnehmeranteil kann er nach § 28g SGB IV nur durch Abzug vom Arbeitsentgelt geltend machen; ein unterbliebener Abzug darf grundsätzlich nur bei den drei nächsten Lohn- oder Gehaltszahlungen nachgeholt werden. Bei Scheinselbständigkeit trägt der Auftraggeber daher meist die Nachzahlung weitgehend allein.',
    source: '§§ 28e Abs. 1, 28g SGB IV',
  },
  {
    key: 'de-handelsvertreter-622',
    text: 'Ein Existenzgründer ist als Einfirmenvertreter ohne Angestellte nach § 2 Satz 1 Nr. 9 SGB VI rentenversicherungspflichtig. Welche Befreiung sieht § 6 Abs. 1a SGB VI vor?',
    answers: [
      'Auf Antrag für drei Jahre nach erstmaliger Aufnahme der selbständigen Tätigkeit',
      'Eine dauerhafte Befreiung, sobald er eine private Rentenversicherung nachweist',
      'Keine, Befreiungen gibt es nur für Angestellte',
      'Eine Befreiung für zwölf Monate, wenn sein Gewinn unter 50.000 € liegt',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Arbeitnehmerähnliche Selbständige werden nach § 6 Abs. 1a Satz 1 Nr. 1 SGB VI für drei Jahre nach erstmaliger Aufnahme einer solchen Tätigkeit von der Versicherungspflicht befreit; dasselbe gilt nach Satz 2 für eine zweite Existenzgründung. Nr. 2 ermöglicht außerdem eine Befreiung ab 58, wenn die Pflicht erst dann nach einer früheren Selbständigkeit eintritt.',
    source: '§ 6 Abs. 1a SGB VI; § 2 Satz 1 Nr. 9 SGB VI',
  },
  {
    key: 'de-handelsvertreter-623',
    text: 'Ein Vertreter beantragt binnen eines Monats nach Tätigkeitsbeginn die Statusfeststellung; die DRV stellt eine Beschäftigung fest. Wann kann die Versicherungspflicht erst einsetzen?',
    answers: [
      'Mit Bekanntgabe der Entscheidung, wenn er zustimmt und sich zwischenzeitlich angemessen abgesichert hat',
      'Stets rückwirkend ab dem ersten Arbeitstag',
      'Erst am 1. Januar des folgenden Kalenderjahres',
      'Erst mit einem rechtskräftigen Urteil des Bundessozialgerichts',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Wird der Antrag auf Statusfeststellung innerhalb eines Monats nach Aufnahme der Tätigkeit gestellt, tritt die Versicherungspflicht nach § 7a SGB IV erst mit Bekanntgabe der Entscheidung ein. Voraussetzung ist, dass der Beschäftigte zustimmt und für die Zwischenzeit eine Absicherung gegen Krankheit und für das Alter hat, die der Art nach der gesetzlichen entspricht.',
    source: '§ 7a SGB IV',
  },
  {
    key: 'de-handelsvertreter-624',
    text: 'Muss ein Versicherungsvertreter auf seine Provisionen Umsatzsteuer berechnen?',
    answers: [
      'Nein, seine Umsätze sind steuerfrei; dafür ist der Vorsteuerabzug insoweit ausgeschlossen',
      'Ja, stets 19 % auf jede Provision',
      'Ja, aber nur den ermäßigten Satz von 7 %',
      'Nur wenn er mehr als 25.000 € Umsatz im Jahr erzielt',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 4 Nr. 11 UStG sind die Umsätze aus der Tätigkeit als Versicherungsvertreter, Versicherungsmakler und Bausparkassenvertreter von der Umsatzsteuer befreit. Weil er steuerfreie Umsätze ausführt, kann er nach § 15 Abs. 2 Satz 1 Nr. 1 UStG die Vorsteuer aus Eingangsrechnungen, etwa für Büro oder Fahrzeug, insoweit nicht abziehen.',
    source: '§ 4 Nr. 11, § 15 Abs. 2 Satz 1 Nr. 1 UStG',
  },
];
