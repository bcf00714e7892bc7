import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-beratung' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-beratung-601',
    text: 'Ein korrekt belehrter Kunde widerruft fristgerecht seine Kapitallebensversicherung, deren Schutz schon begonnen hat. Was zahlt der Versicherer nach § 152 Abs. 2 VVG zusätzlich aus?',
    answers: [
      'Den Rückkaufswert einschließlich der Überschussanteile',
      'Nichts, weil bereits Versicherungsschutz bestand',
      'Pauschal die doppelte erste Jahresprämie',
      'Nur die Abschlusskosten, die der Versicherer einbehalten hatte',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Nach § 9 Abs. 1 Satz 1 VVG erstattet der Versicherer beim Widerruf grundsätzlich nur den Prämienanteil für die Zeit nach Zugang des Widerrufs. § 152 Abs. 2 VVG ergänzt das für die Lebensversicherung: Zusätzlich ist der Rückkaufswert einschließlich der Überschussanteile nach § 169 VVG zu zahlen, bei fehlender Belehrung wahlweise die Prämien des ersten Jahres, wenn das günstiger ist.',
    source: '§ 152 Abs. 2 VVG; § 9 Abs. 1 VVG',
  },
  {
    key: 'de-beratung-602',
    text: 'Welcher Umstand schließt das Widerrufsrecht nach § 8 Abs. 3 Satz 2 VVG aus, obwohl der Vertrag länger als einen Monat läuft?',
    answers: [
      'Beide Seiten haben den Vertrag auf ausdrücklichen Wunsch des VN vollständig erfüllt, bevor er widerruft',
      'Der VN hat die erste Prämie bereits gezahlt',
      'Der Vertrag wurde über einen Versicherungsmakler geschlossen',
      'Der VN hat den Versicherungsschein elektronisch erhalten',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 8 Abs. 3 Satz 2 VVG ist das Widerrufsrecht ausgeschlossen, wenn der Vertrag von beiden Vertragsparteien auf ausdrücklichen Wunsch des Versicherungsnehmers vollständig erfüllt ist, bevor dieser sein Widerrufsrecht ausgeübt hat. Die bloße Zahlung der Erstprämie erfüllt den Vertrag nicht vollständig, und Vertriebsweg oder Übermittlungsform spielen keine Rolle.',
    source: '§ 8 Abs. 3 Satz 2 VVG',
  },
  {
    key: 'de-beratung-603',
    text: 'Ein Arbeitnehmer wird nach seinem Arbeitsvertrag in der Pensionskasse des Arbeitgebers angemeldet. Steht ihm das Widerrufsrecht nach § 8 VVG zu?',
    answers: [
      'Nein, außer der Vertrag wurde im Fernabsatz geschlossen',
      'Ja, mit einer Widerrufsfrist von 30 Tagen',
      'Ja, aber nur mit Zustimmung des Arbeitgebers',
      'Nur wenn er jünger als 25 Jahre ist',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      '§ 8 Abs. 3 Satz 1 Nr. 3 VVG schließt das Widerrufsrecht bei Versicherungsverträgen bei Pensionskassen aus, die auf arbeitsvertraglichen Regelungen beruhen. Der Arbeitnehmer entscheidet hier nicht als Verbraucher über ein angebotenes Produkt, sondern wird im Rahmen seines Arbeitsverhältnisses versorgt; nur ein Fernabsatzvertrag bleibt widerruflich.',
    source: '§ 8 Abs. 3 Satz 1 Nr. 3 VVG',
  },
  {
    key: 'de-beratung-604',
    text: 'Kunde und Versicherer streiten, ob die Widerrufsfrist begonnen hat, weil der Kunde bestreitet, die Vertragsinformationen erhalten zu haben. Wer muss den Zugang nachweisen?',
    answers: [
      'Der Versicherer',
      'Der Versicherungsnehmer',
      'Der Vermittler, der den Antrag aufgenommen hat',
      'Niemand, der Zugang wird nach drei Tagen unwiderleglich vermutet',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Die Widerrufsfrist beginnt nach § 8 Abs. 2 Satz 1 VVG erst mit Zugang von Versicherungsschein, Vertragsbestimmungen, Informationen und Belehrung in Textform. Nach § 8 Abs. 2 VVG obliegt der Nachweis über den Zugang der Unterlagen dem Versicherer; deshalb dokumentieren Versicherer und Vermittler die Übergabe sorgfältig.',
    source: '§ 8 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-605',
    text: 'Wann ist ein Versicherungsvertrag mit einem Verbraucher ein Fernabsatzvertrag im Sinne des § 312c BGB?',
    answers: [
      'Wenn Verhandlung und Abschluss nur per Fernkommunikation in einem dafür organisierten Vertriebssystem erfolgen',
      'Wenn der Versicherer seinen Sitz im Ausland hat',
      'Wenn der Kunde mehr als 100 km vom Vermittler entfernt wohnt',
      'Wenn der Vertrag zwar persönlich besprochen, aber per Post unterschrieben wird',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Fernabsatzverträge sind nach § 312c Abs. 1 BGB Verträge, bei denen Unternehmer und Verbraucher für Vertragsverhandlungen und Vertragsschluss ausschließlich Fernkommunikationsmittel wie Telefon, E-Mail oder Internet verwenden, sofern der Vertrieb dafür organisiert ist. Gab es ein persönliches Gespräch, liegt kein Fernabsatz vor; im VVG knüpfen u. a. § 6 Abs. 3 und § 8 Abs. 3 an den Begriff an.',
    source: '§ 312c BGB',
  },
  {
    key: 'de-beratung-606',
    text: 'Ein Versicherer ruft einen Kunden an, um ihm eine Zahnzusatzversicherung anzubieten. Was muss er nach § 5 Abs. 1 VVG-InfoV zu Beginn des Gesprächs offenlegen?',
    answers: [
      'Seine Identität und den geschäftlichen Zweck des Anrufs',
      'Die Provisionshöhe des zuständigen Vertreters',
      'Seine Solvabilitätsquote',
      'Nichts, Informationen sind erst mit dem Antrag zu geben',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      '§ 5 Abs. 1 VVG-InfoV verlangt, dass der Versicherer bei einem von ihm veranlassten Telefonkontakt seine Identität und den geschäftlichen Zweck bereits zu Beginn jedes Gesprächs ausdrücklich offenlegt. Der Kunde soll sofort erkennen, dass es um einen Vertragsabschluss geht; ob der Anruf überhaupt zulässig ist, richtet sich zusätzlich nach § 7 UWG.',
    source: '§ 5 Abs. 1 VVG-InfoV',
  },
  {
    key: 'de-beratung-607',
    text: 'Wie sind die in die Prämie einer Lebensversicherung einkalkulierten Abschlusskosten nach § 2 Abs. 1 Nr. 1 VVG-InfoV vor Vertragsschluss auszuweisen?',
    answers: [
      'Als einheitlicher Gesamtbetrag',
      'Nur als Prozentsatz der Versicherungssumme',
      'Gar nicht, sie sind Geschäftsgeheimnis des Versicherers',
      'Nur auf ausdrückliche Nachfrage des Kunden',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      '§ 2 Abs. 1 Nr. 1 VVG-InfoV verlangt, die einkalkulierten Abschlusskosten als einheitlichen Gesamtbetrag und die übrigen Kosten als Anteil der Jahresprämie unter Angabe der Laufzeit auszuweisen, die Verwaltungskosten dabei gesondert. So erkennt der Kunde, welcher Teil seiner Beiträge für Vertrieb und Verwaltung statt für die Vorsorge verwendet wird.',
    source: '§ 2 Abs. 1 Nr. 1 VVG-InfoV',
  },
  {
    key: 'de-beratung-608',
    text: 'Welche Information muss ein Lebensversicherer nach § 2 Abs. 1 VVG-InfoV vor Vertragsschluss NICHT geben?',
    answers: [
      'Eine verbindliche Zusage über die Höhe künftiger Überschussanteile',
      'Die in Betracht kommenden Rückkaufswerte',
      'Allgemeine Angaben über die für die Versicherungsart geltende Steuerregelung',
      'Die Berechnungsgrundsätze und Maßstäbe der Überschussbeteiligung',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 1,
    explanation:
      '§ 2 Abs. 1 VVG-InfoV verlangt u. a. Angaben zu Rückkaufswerten, zur Steuerregelung und zu den Grundsätzen der Überschussermittlung und -beteiligung. Eine verbindliche Zusage künftiger Überschüsse ist dagegen weder vorgeschrieben noch möglich, weil diese von der künftigen Ertragslage abhängen; bezifferte Beispiele erlaubt § 154 VVG nur als unverbindliche Modellrechnung.',
    source: '§ 2 Abs. 1 VVG-InfoV; § 154 VVG',
  },
  {
    key: 'de-beratung-609',
    text: 'Was muss der Versicherer nach § 7c Abs. 2 VVG beim Vertrieb eines Versicherungsanlageprodukts stets prüfen, auch wenn er nicht berät?',
    answers: [
      'Ob das Produkt angemessen ist, anhand der Kenntnisse und Erfahrungen des Kunden im Anlagebereich',
      'Ob der Kunde bereits andere Lebensversicherungen hat',
      'Ob der Kunde eine Schufa-Auskunft ohne Negativmerkmale vorlegt',
      'Nichts, ohne Beratung entfällt jede Prüfung',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Neben der Geeignetheitsprüfung bei Beratung nach § 7c Abs. 1 VVG verlangt § 7c Abs. 2 VVG stets eine Angemessenheitsprüfung. Dafür erfragt der Versicherer die Kenntnisse und Erfahrungen des Kunden in Bezug auf den speziellen Produkttyp; hält er das Produkt für unangemessen, muss er den Kunden warnen.',
    source: '§ 7c Abs. 2 VVG; Art. 30 Abs. 2 IDD',
  },
  {
    key: 'de-beratung-610',
    text: 'Ein Kunde will online eine fondsgebundene Rentenversicherung abschließen, verweigert aber Angaben zu Anlagekenntnissen und -erfahrungen. Was verlangt § 7c Abs. 2 VVG?',
    answers: [
      'Eine Warnung, dass die Angemessenheit wegen unzureichender Angaben nicht beurteilt werden kann',
      'Die sofortige Ablehnung des Antrags',
      'Nichts, wenn der Kunde die Angaben verweigert, entfällt jede Pflicht',
      'Die Meldung des Kunden an die BaFin',
    ],
    categories: ['de-beratung', 'de-leben'],
    coins: 2,
    explanation:
      'Macht der Versicherungsnehmer keine oder unzureichende Angaben zu seinen Kenntnissen und Erfahrungen, muss ihn der Versicherer nach § 7c Abs. 2 VVG warnen, dass er deshalb nicht beurteilen kann, ob das Produkt für ihn angemessen ist. Ein Abschlussverbot folgt daraus nicht; die Warnung kann in standardisierter Form erfolgen und sollte dokumentiert werden.',
    source: '§ 7c Abs. 2 VVG; Art. 30 Abs. 2 IDD',
  },
  {
    key: 'de-beratung-611',
    text: 'Nach einer telefonischen Beratung zu einem Versicherungsanlageprodukt soll der Vertrag sofort geschlossen werden. Wann darf die Geeignetheitserklärung erst danach übermittelt werden?',
    answers: [
      'Wenn der Kunde zustimmt und ihm angeboten wurde, den Abschluss bis zum Erhalt der Erklärung aufzuschieben',
      'Immer, bei telefonischer Beratung ist die Erklärung entbehrlich',
      'Nur bei Einmalbeiträgen unter 1.000 €',
      'Nie, ohne vorherige Erklärung ist der Vertrag nichtig',
    ],
    categories: ['de-beratung'],
    coins: 2,
    explanation:
      'Grundsätzlich ist die Geeignetheitserklärung vor Vertragsschluss auf einem dauerhaften Datenträger zu übermitteln. Verhindert das Fernkommunikationsmittel dies, darf sie nach Art. 30 Abs. 5 IDD unmittelbar nach Vertragsschluss übermittelt werden, wenn der Kunde dem zugestimmt hat und ihm die Möglichkeit gegeben wurde, den Abschluss aufzuschieben, um die Erklärung vorher zu erhalten.',
    source: 'Art. 30 Abs. 5 IDD; § 7c VVG',
  },
  {
    key: 'de-beratung-612',
    text: 'Was muss ein Versicherungsnehmer in der Regel getan haben, bevor der Versicherungsombudsmann seine Beschwerde gegen einen Versicherer behandelt?',
    answers: [
      'Seinen Anspruch zunächst beim Versicherer selbst geltend gemacht haben',
      'Einen Rechtsanwalt mit der Beschwerde beauftragt haben',
      'Klage beim Amtsgericht erhoben haben',
      'Eine Bearbeitungsgebühr an den Ombudsmann gezahlt haben',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Die Schlichtung setzt voraus, dass der streitige Anspruch zuvor gegenüber dem Versicherer geltend gemacht wurde; der Versicherer erhält so Gelegenheit, die Sache selbst zu prüfen und abzuhelfen. Anwaltliche Vertretung ist nicht nötig, und das Verfahren ist für Verbraucher kostenfrei.',
    source: 'Verfahrensordnung des Versicherungsombudsmanns (VomVO); § 14 Abs. 1 VSBG',
  },
  {
    key: 'de-beratung-613',
    text: 'Ein Kunde beschwert sich beim Versicherungsombudsmann über die Beratung seines Maklers. Welche Wirkung hat das Ergebnis für den Makler?',
    answers: [
      'Er ist daran nicht gebunden; der Ombudsmann kann nur eine Empfehlung aussprechen',
      'Es ist für ihn bis 10.000 € bindend wie für Versicherer',
      'Es ist ein vollstreckbarer Titel',
      'Es führt automatisch zum Widerruf seiner Erlaubnis',
    ],
    categories: ['de-beratung', 'de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Bindung bis 10.000 € beruht darauf, dass sich die Mitgliedsunternehmen des Vereins der Entscheidung des Ombudsmanns unterworfen haben. Für Beschwerden über Vermittler, die § 214 VVG ebenfalls erfasst, gilt das nicht: Der Ombudsmann prüft sie, kann dem Vermittler aber nur eine unverbindliche Empfehlung geben.',
    source: '§ 214 Abs. 1 VVG; Verfahrensordnung des Versicherungsombudsmanns (VermVO)',
  },
  {
    key: 'de-beratung-614',
    text: 'In welchem Fall kann der Versicherungsombudsmann eine Beschwerde gegen einen Versicherer grundsätzlich nicht behandeln?',
    answers: [
      'Wenn der Anspruch bereits bei Gericht anhängig ist',
      'Wenn der Beschwerdewert 5.000 € beträgt',
      'Wenn der Verbraucher sich telefonisch beschwert',
      'Wenn der Vertrag über einen Vermittler geschlossen wurde',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Schlichtung und Gerichtsverfahren laufen nicht parallel: Ist der Anspruch schon bei Gericht oder einer anderen Schlichtungsstelle anhängig, lehnt der Ombudsmann die Durchführung ab. Ein Wert von 5.000 € liegt dagegen im Bereich, in dem er sogar verbindlich für den Versicherer entscheidet, und Beschwerden sind formlos, auch telefonisch, möglich.',
    source: 'Verfahrensordnung des Versicherungsombudsmanns (VomVO); § 14 Abs. 2 VSBG',
  },
  {
    key: 'de-beratung-615',
    text: 'Ein Kunde will sich bei einer Vertragsänderung während der Laufzeit nicht erneut vom Versicherer beraten lassen. Wie kann er nach § 6 Abs. 4 VVG verzichten?',
    answers: [
      'Im Einzelfall durch schriftliche Erklärung',
      'Nur durch notariell beurkundete Erklärung für alle künftigen Fälle',
      'Durch bloßes Schweigen auf das Beratungsangebot',
      'Gar nicht, ein Verzicht ist während der Laufzeit ausgeschlossen',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 6 Abs. 4 Satz 1 VVG besteht die Beratungspflicht des Versicherers auch während der Vertragslaufzeit, soweit für ihn ein Anlass erkennbar ist. Nach Satz 2 kann der Versicherungsnehmer im Einzelfall durch schriftliche Erklärung auf diese Beratung verzichten; ein pauschaler Verzicht für alle künftigen Anlässe ist damit nicht vorgesehen.',
    source: '§ 6 Abs. 4 VVG',
  },
  {
    key: 'de-beratung-616',
    text: 'Ein Kunde widerruft wirksam seine Reiseversicherung, zu der er über den Versicherer einen Assistance-Vertrag mit einem Dritten geschlossen hat. Was gilt nach § 9 Abs. 2 VVG?',
    answers: [
      'Er ist auch an den zusammenhängenden Assistance-Vertrag nicht mehr gebunden',
      'Den Assistance-Vertrag muss er gesondert kündigen und bis zum Laufzeitende bezahlen',
      'Der Widerruf ist unwirksam, solange der Assistance-Vertrag besteht',
      'Er schuldet dem Dritten eine Vertragsstrafe',
    ],
    categories: ['de-beratung', 'de-vvg'],
    coins: 1,
    explanation:
      'Nach § 9 Abs. 2 VVG ist der Versicherungsnehmer nach wirksamem Widerruf auch an einen zusammenhängenden Vertrag nicht mehr gebunden, also an einen Vertrag mit Bezug zum widerrufenen, der eine Leistung des Versicherers oder eines Dritten aufgrund einer Vereinbarung mit dem Versicherer betrifft. Eine Vertragsstrafe darf dafür weder vereinbart noch verlangt werden.',
    source: '§ 9 Abs. 2 VVG',
  },
  {
    key: 'de-beratung-617',
    text: 'Welche Wirkung hat das Ergebnis eines Schlichtungsverfahrens beim Ombudsmann Private Kranken- und Pflegeversicherung?',
    answers: [
      'Es ist eine Empfehlung, die weder den Versicherer noch den Versicherten bindet',
      'Es bindet den Versicherer bis 10.000 € wie beim Versicherungsombudsmann',
      'Es ist für beide Seiten verbindlich und ersetzt ein Gerichtsurteil',
      'Es bindet nur den Versicherten',
    ],
    categories: ['de-beratung', 'de-kranken'],
    coins: 1,
    explanation:
      'Anders als der Versicherungsombudsmann, dessen Entscheidung den Versicherer bis 10.000 € bindet, kann der PKV-Ombudsmann nur vermitteln und Empfehlungen aussprechen. Beide Seiten bleiben frei, anschließend die Gerichte anzurufen; die Verjährung ist während des Verfahrens gehemmt.',
    source:
      'Statut des Ombudsmanns Private Kranken- und Pflegeversicherung; § 214 VVG; § 204 Abs. 1 Nr. 4 BGB',
  },
  {
    key: 'de-beratung-618',
    text: 'Ein Maklerbüro mit 15 Beschäftigten hat eine Website und verwendet AGB. Worüber muss es Verbraucher nach § 36 VSBG informieren?',
    answers: [
      'Inwieweit es bereit oder verpflichtet ist, an Verfahren vor einer Verbraucherschlichtungsstelle teilzunehmen',
      'Über die Zahl seiner Beschwerden im Vorjahr',
      'Über alle Urteile, die gegen das Büro ergangen sind',
      'Über nichts, Makler sind vom VSBG ausgenommen',
    ],
    categories: ['de-beratung', 'de-maklerrecht'],
    coins: 1,
    explanation:
      'Unternehmer, die eine Website unterhalten oder AGB verwenden, müssen Verbraucher nach § 36 Abs. 1 VSBG leicht zugänglich, klar und verständlich informieren, inwieweit sie bereit oder verpflichtet sind, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen, und gegebenenfalls die zuständige Stelle nennen. Von dieser Angabe befreit § 36 Abs. 3 VSBG nur Unternehmer, die am 31. Dezember des Vorjahres höchstens zehn Personen beschäftigt haben.',
    source: '§ 36 VSBG',
  },
  {
    key: 'de-beratung-619',
    text: 'Welche Aussage zur Prüfung nach § 7c VVG beim Vertrieb von Versicherungsanlageprodukten trifft NICHT zu?',
    answers: [
      'Für die Angemessenheitsprüfung sind auch Vermögen und Verlusttragfähigkeit des Kunden zu erfragen',
      'Die Geeignetheitsprüfung ist bei einer Beratung vorzunehmen',
      'Empfohlen werden dürfen nur Produkte, die der Risikotoleranz des Kunden entsprechen',
      'Hält der Versicherer das Produkt für unangemessen, muss er den Kunden warnen',
    ],
    categories: ['de-beratung'],
    coins: 1,
    explanation:
      'Die Angemessenheitsprüfung nach § 7c Abs. 2 VVG stützt sich nur auf Kenntnisse und Erfahrungen des Kunden mit dem Produkttyp. Finanzielle Verhältnisse, Verlusttragfähigkeit und Anlageziele gehören zur weitergehenden Geeignetheitsprüfung bei einer Beratung nach § 7c Abs. 1 VVG; die übrigen Aussagen geben das Gesetz richtig wieder.',
    source: '§ 7c Abs. 1 und 2 VVG',
  },
];
