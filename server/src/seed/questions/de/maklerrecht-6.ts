import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-maklerrecht' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-maklerrecht-601',
    text: 'Worin unterscheidet sich der Versicherungsmakler nach der Rechtsprechung vom Zivilmakler des gesetzlichen Leitbilds der §§ 652 ff. BGB?',
    answers: [
      'Er ist dem Kunden gegenüber zum Tätigwerden verpflichtet, nicht nur zum Lohn berechtigt',
      'Er darf keinerlei Vergütung für seine Tätigkeit erhalten',
      'Er wird ausschließlich im Auftrag des Versicherers tätig',
      'Er haftet nur bei Vorsatz, nie bei Fahrlässigkeit',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Zivilmakler des § 652 BGB muss nicht tätig werden; er verdient nur im Erfolgsfall. Der Versicherungsmakler übernimmt dagegen als Sachwalter die Pflicht, für den Kunden tätig zu werden und ihn umfassend zu beraten und zu betreuen; sein Vertrag trägt deshalb Züge eines Geschäftsbesorgungsvertrags (§ 675 BGB).',
    source: 'BGH, Urt. v. 22.05.1985 – IVa ZR 190/83; §§ 652, 675 BGB',
  },
  {
    key: 'de-maklerrecht-602',
    text: 'Wie muss der Makler den Kunden nach der Sachwalter-Rechtsprechung des BGH über Zwischen- und Endergebnisse seiner Bemühungen um Deckung unterrichten?',
    answers: [
      'Ständig, unverzüglich und ungefragt',
      'Nur auf ausdrückliche Nachfrage des Kunden',
      'Einmal jährlich in einem Bestandsbericht',
      'Erst nach Policierung durch den Versicherer',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach dem Sachwalterurteil hat der Makler von sich aus das Risiko zu untersuchen, das Objekt zu prüfen und den Kunden ständig, unverzüglich und ungefragt über die für ihn wichtigen Zwischen- und Endergebnisse seiner Bemühungen zu unterrichten, das Risiko in Deckung zu nehmen. Der Kunde soll jederzeit wissen, ob und wie er versichert ist.',
    source: 'BGH, Urt. v. 22.05.1985 – IVa ZR 190/83 (BGHZ 94, 356)',
  },
  {
    key: 'de-maklerrecht-603',
    text: 'Welche Fragen umfassen die Aufklärungs- und Beratungspflichten des Maklers nach dem BGH-Urteil vom 10.03.2016 vor allem?',
    answers: [
      'Welche Risiken abzusichern sind, wie die effektivste Deckung erreicht wird, bei wem und zu welcher Prämie',
      'Nur die Frage, welcher Versicherer die niedrigste Prämie anbietet',
      'Nur die steuerliche Absetzbarkeit der Prämien',
      'Nur die Kündigungsfristen der bestehenden Verträge',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der BGH fasst die Pflichten so: welche Risiken der Kunde absichern sollte, wie die effektivste Deckung erreicht wird, bei welchem Risikoträger und zu welcher Prämie welche Deckung erhältlich ist. Ein pauschaler Hinweis auf Lücken mit der Empfehlung, „alle Risiken“ zu versichern, genügt ohne Prüfung und Erörterung im konkreten Fall nicht.',
    source: 'BGH, Urt. v. 10.03.2016 – I ZR 147/14',
  },
  {
    key: 'de-maklerrecht-604',
    text: 'Der Makler hat einen Gewerbekunden umfassend beraten, doch dieser lehnt die empfohlene Betriebsunterbrechungsdeckung ab. Später tritt ein solcher Schaden ein. Haftet der Makler?',
    answers: [
      'Nein; er musste seine Empfehlung auch nicht gegen den erklärten Willen des Kunden wiederholen',
      'Ja, der Makler haftet für jede Deckungslücke seines Kunden',
      'Ja, er hätte den Vertrag ohne Zustimmung des Kunden abschließen müssen',
      'Ja, aber nur zur Hälfte wegen Mitverschuldens',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Hat der Makler seine Prüfungs- und Beratungspflichten umfassend erfüllt und entscheidet sich der Kunde gegen die sach- und interessengerechte Empfehlung, ist der Makler für die Deckungslücke nicht verantwortlich. Er muss die Empfehlung nicht wiederholen; die abweichende Entscheidung sollte er aber dokumentieren.',
    source: 'BGH, Urt. v. 10.03.2016 – I ZR 147/14; § 61 Abs. 1 VVG',
  },
  {
    key: 'de-maklerrecht-605',
    text: 'Der Kunde weist einen Beratungsfehler seines Maklers nach. Welche Vermutung hilft ihm nach der Rechtsprechung beim Nachweis, dass der Fehler den Schaden verursacht hat?',
    answers: [
      'Dass er sich bei richtiger Beratung beratungsgerecht verhalten hätte',
      'Dass jeder Versicherer den Antrag angenommen hätte, ohne Prüfung',
      'Dass der Makler vorsätzlich gehandelt hat',
      'Dass der Versicherer stets die volle Versicherungssumme gezahlt hätte',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Schon das Sachwalterurteil erkennt eine tatsächliche Vermutung an, dass der Kunde dem richtigen Rat gefolgt wäre (Vermutung beratungsgerechten Verhaltens). Der Makler muss dann darlegen und beweisen, dass der Kunde sich auch bei zutreffender Beratung nicht anders entschieden hätte; das erleichtert den Kausalitätsnachweis erheblich.',
    source: 'BGH, Urt. v. 22.05.1985 – IVa ZR 190/83; § 63 VVG',
  },
  {
    key: 'de-maklerrecht-606',
    text: 'Der Makler hat pflichtwidrig keine Deckung für ein Risiko besorgt, das sich nun verwirklicht. Worauf ist der Schadensersatzanspruch des Kunden in der Regel gerichtet?',
    answers: [
      'Ihn so zu stellen, als bestünde der Versicherungsschutz, den er bei richtiger Beratung gehabt hätte',
      'Nur auf Rückzahlung der Courtage',
      'Nur auf Erstattung der gezahlten Prämien',
      'Auf einen pauschalen Betrag von 10 % der Versicherungssumme',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 249 BGB ist der Kunde so zu stellen, wie er bei pflichtgemäßem Verhalten des Maklers stünde. Der Makler schuldet daher die Leistung, die der Versicherer bei richtiger Deckung erbracht hätte („Quasideckung“); ersparte Prämien können im Wege der Vorteilsausgleichung anzurechnen sein.',
    source: '§ 63 VVG; §§ 249, 280 BGB',
  },
  {
    key: 'de-maklerrecht-607',
    text: 'Der Makler leitet eine Schadenanzeige seines Kunden Jahre nach Vertragsschluss verspätet weiter. Auf welcher Grundlage haftet er in erster Linie?',
    answers: [
      '§ 280 Abs. 1 BGB aus dem Maklervertrag, denn § 63 VVG erfasst nur Pflichten nach §§ 60, 61 VVG',
      'Ausschließlich § 63 VVG, der alle Maklerpflichten abschließend regelt',
      '§ 823 Abs. 1 BGB, weil zwischen Makler und Kunde kein Vertrag besteht',
      'Gar nicht, Schadenmeldungen sind allein Sache des Kunden',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      '§ 63 VVG knüpft an die Verletzung der Beratungs- und Dokumentationspflichten der §§ 60, 61 VVG an, die den Vertragsschluss betreffen. Betreuungspflichten während der Laufzeit, etwa im Schadenfall, folgen aus dem Maklervertrag; ihre Verletzung begründet einen Anspruch aus § 280 Abs. 1 BGB.',
    source: '§ 63 VVG; § 280 Abs. 1 BGB',
  },
  {
    key: 'de-maklerrecht-608',
    text: 'In einer Gewerbepolice ist eine Maklerklausel vereinbart, nach der der Makler bevollmächtigt ist, Anzeigen und Willenserklärungen des VN entgegenzunehmen. Wann wird eine Anzeige des VN wirksam?',
    answers: [
      'Schon mit Zugang beim Makler, weil er insoweit als Empfangsvertreter des Versicherers gilt',
      'Erst mit Zugang beim Versicherer, die Klausel ändert daran nichts',
      'Erst nach schriftlicher Bestätigung durch den Versicherer',
      'Nie, Anzeigen über Makler sind unzulässig',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Ohne besondere Vereinbarung ist der Makler nicht Empfangsvertreter des Versicherers; Erklärungen des Kunden werden erst mit Zugang beim Versicherer wirksam. Die in der gewerblichen und industriellen Versicherung verbreitete Maklerklausel erteilt dem Makler vertraglich Empfangsvollmacht; dann genügt nach § 164 Abs. 3 BGB der Zugang beim Makler.',
    source: '§ 164 Abs. 3 BGB; Maklerklausel in Gewerbe- und Industriepolicen',
  },
  {
    key: 'de-maklerrecht-609',
    text: 'Der Kunde hat die Maklervollmacht durch Erklärung gegenüber dem Versicherer erteilt und kündigt nun nur dem Makler. Wie lange bleibt die Vollmacht dem Versicherer gegenüber in Kraft?',
    answers: [
      'Bis der Kunde dem Versicherer das Erlöschen anzeigt, sofern dieser es nicht kennt oder kennen muss',
      'Sie endet gegenüber jedermann sofort mit der Kündigung',
      'Noch fünf Jahre, um laufende Verträge abzuwickeln',
      'Bis die IHK den Makler aus dem Register löscht',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Eine Außenvollmacht bleibt dem Dritten gegenüber nach § 170 BGB in Kraft, bis ihm der Vollmachtgeber das Erlöschen anzeigt; § 173 BGB schützt den Dritten nicht, wenn er das Erlöschen kennt oder kennen muss. Beim Maklerwechsel sollte der Kunde den Widerruf daher auch dem Versicherer mitteilen.',
    source: '§§ 168, 170, 173 BGB',
  },
  {
    key: 'de-maklerrecht-610',
    text: 'Der Kunde kündigt den Maklervertrag und verlangt die Herausgabe der Unterlagen, die der Makler für ihn vom Versicherer erhalten hat, z. B. Policen. Worauf stützt sich der Anspruch?',
    answers: [
      'Auf § 667 BGB i. V. m. § 675 BGB: Herausgabe des aus der Geschäftsbesorgung Erlangten',
      'Auf § 89b HGB, den Ausgleichsanspruch',
      'Auf § 15 VersVermV, die Erstinformation',
      'Es besteht kein Anspruch, die Unterlagen gehören dem Makler',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Versicherungsmaklervertrag ist ein Geschäftsbesorgungsvertrag; nach §§ 675, 667 BGB muss der Makler alles herausgeben, was er zur Ausführung des Auftrags erhalten oder aus der Geschäftsbesorgung erlangt hat. Nach § 666 BGB schuldet er zudem Auskunft und Rechenschaft.',
    source: '§§ 666, 667, 675 BGB',
  },
  {
    key: 'de-maklerrecht-611',
    text: 'Ein Makler verkauft seinen Bestand an einen Nachfolger. Was ist erforderlich, damit der Nachfolger in die bestehenden Maklerverträge mit den Kunden eintritt?',
    answers: [
      'Die Zustimmung der Kunden, da eine Vertragsübernahme alle Beteiligten einbeziehen muss',
      'Nur ein Kaufvertrag zwischen altem und neuem Makler',
      'Nur eine Anzeige an die IHK',
      'Nur die Zustimmung der Versicherer',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Austausch einer Vertragspartei ist eine Vertragsübernahme, die der Mitwirkung aller Beteiligten bedarf; der Kunde muss sich seinen Sachwalter nicht aufdrängen lassen. Zudem braucht die Übermittlung der Kundendaten an den Erwerber eine datenschutzrechtliche Grundlage, in der Praxis oft die Einwilligung.',
    source: '§§ 414, 415 BGB (entsprechend, Vertragsübernahme); Art. 6 Abs. 1 DSGVO',
  },
  {
    key: 'de-maklerrecht-612',
    text: 'Ein Kunde möchte, dass seine bestehenden Verträge künftig von einem neuen Makler betreut werden. Was ist dafür üblicherweise erforderlich?',
    answers: [
      'Ein Maklerauftrag mit Vollmacht für den neuen Makler; die Versicherungsverträge laufen unverändert weiter',
      'Die Kündigung aller Verträge und ein Neuabschluss über den neuen Makler',
      'Eine Genehmigung der BaFin',
      'Die Zustimmung des bisherigen Maklers',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Maklerwechsel berührt die Versicherungsverträge nicht. Der Kunde beauftragt und bevollmächtigt den neuen Makler, der die Vollmacht dem Versicherer vorlegt; dieser überträgt dann die Betreuung des Vertrags (Bestandsübertragung) auf ihn. Die Zustimmung des bisherigen Maklers ist nicht nötig.',
    source: '§§ 164, 167 BGB; §§ 652, 675 BGB (Maklervertrag)',
  },
  {
    key: 'de-maklerrecht-613',
    text: 'Ein selbständiger Untervermittler berät und vermittelt Kunden für einen Makler, der die Verträge einreicht. Was gilt für seine Erlaubnis?',
    answers: [
      'Er braucht eine eigene Erlaubnis nach § 34d Abs. 1 GewO; gegenüber Kunden gilt er als Makler',
      'Er ist erlaubnisfrei, weil der Makler für ihn haftet',
      'Er kann wie ein gebundener Vertreter über den Makler registriert werden',
      'Er braucht nur eine Gewerbeanmeldung',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Erlaubnisfreiheit des § 34d Abs. 7 GewO setzt voraus, dass ein Versicherungsunternehmen die uneingeschränkte Haftung übernimmt; ein Makler kann kein solches Haftungsdach bieten. Wer für einen Makler selbständig vermittelt, ist nicht von einem Versicherer betraut und wird von den IHKs gegenüber dem Kunden als Makler eingeordnet.',
    source: '§ 34d Abs. 1 Satz 2 Nr. 2 und Abs. 7 GewO',
  },
  {
    key: 'de-maklerrecht-614',
    text: 'Welche Aussage zu Maklerpools trifft NICHT zu?',
    answers: [
      'Ein Pool kann Makler unter sein Haftungsdach nehmen, sodass sie keine eigene Erlaubnis brauchen',
      'Pools verschaffen angeschlossenen Maklern Zugang zu vielen Versicherern und deren Courtagezusagen',
      'Pools bieten häufig Vergleichs- und Verwaltungssoftware sowie Abrechnung der Courtage',
      'Der Makler bleibt seinem Kunden aus dem Maklervertrag selbst zur Beratung verpflichtet',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Eine Befreiung von der Erlaubnispflicht durch Haftungsübernahme kennt § 34d Abs. 7 GewO nur für Versicherungsunternehmen; ein Pool kann sie nicht ersetzen. Pools bündeln Marktzugang, Technik und Courtageabrechnung, doch Vertragspartner und Sachwalter des Kunden bleibt der angeschlossene Makler.',
    source: '§ 34d Abs. 1 und 7 GewO; § 59 Abs. 3 VVG',
  },
  {
    key: 'de-maklerrecht-615',
    text: 'Ein Makler übernimmt im Auftrag eines Haftpflichtversicherers die Regulierung von Schäden, die seine eigenen Kunden verursacht haben. Was gilt nach dem BGH?',
    answers: [
      'Das ist eine unerlaubte Rechtsdienstleistung; sie gehört nicht als Nebenleistung zum Maklerberuf',
      'Das ist zulässig, weil der Makler die Verträge ohnehin kennt',
      'Das ist nur mit Zustimmung der IHK zulässig',
      'Das ist zulässig, solange er dafür keine Vergütung erhält',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach BGH, Urt. v. 14.01.2016 – I ZR 107/14 gehört die Schadenregulierung im Auftrag des Versicherers im Regelfall nicht als Nebenleistung im Sinne des § 5 Abs. 1 RDG zum Berufsbild des Maklers. Als Sachwalter steht er im Lager des Kunden; für ihn darf er im Schadenfall tätig werden, nicht aber zugleich für den Versicherer.',
    source: 'BGH, Urt. v. 14.01.2016 – I ZR 107/14; §§ 2, 3, 5 RDG',
  },
  {
    key: 'de-maklerrecht-616',
    text: 'Welche Tätigkeit darf ein Makler im Schadenfall seines Privatkunden NICHT übernehmen?',
    answers: [
      'Ihn im Deckungsprozess vor dem Landgericht als Prozessvertreter vertreten',
      'Die Schadenanzeige für ihn an den Versicherer weiterleiten',
      'Ihn zu Obliegenheiten und erforderlichen Belegen beraten',
      'Die Abrechnung des Versicherers auf Vollständigkeit prüfen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Die außergerichtliche Unterstützung im Schadenfall ist als Nebenleistung nach § 5 Abs. 1 RDG erlaubt. Vor dem Landgericht besteht aber Anwaltszwang (§ 78 Abs. 1 ZPO); die Vertretung im Prozess ist Rechtsanwälten vorbehalten.',
    source: '§ 5 Abs. 1 RDG; § 78 Abs. 1 ZPO',
  },
  {
    key: 'de-maklerrecht-617',
    text: 'Ein Makler berät ein Unternehmen gegen Honorar zur betrieblichen Altersversorgung. Darf er dabei auch dessen Beschäftigte rechtlich beraten?',
    answers: [
      'Ja, die Honorarbefugnis des Maklers erstreckt sich auch auf Beschäftigte des beratenen Unternehmens',
      'Nein, Beschäftigte sind Verbraucher und dürfen nur von Anwälten beraten werden',
      'Nur, wenn jeder Beschäftigte einen eigenen Maklervertrag unterschreibt',
      'Nur mit Genehmigung der BaFin',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Maklererlaubnis umfasst die Befugnis, Nicht-Verbraucher gegen gesondertes Entgelt bei Vereinbarung, Änderung oder Prüfung von Versicherungsverträgen rechtlich zu beraten. § 34d Abs. 1 Satz 8 GewO erstreckt diese Befugnis ausdrücklich auf Beschäftigte von Unternehmen, die der Makler berät – wichtig gerade in der bAV.',
    source: '§ 34d Abs. 1 Satz 8 GewO',
  },
  {
    key: 'de-maklerrecht-618',
    text: 'Ein PKV-Kunde beauftragt einen Makler, bei seinem Versicherer einen günstigeren Tarif nach § 204 VVG zu ermitteln. Kann das ein Versicherungsmaklervertrag sein?',
    answers: [
      'Ja, obwohl kein neuer Vertrag entsteht und keine dauerhafte Betreuung vereinbart ist',
      'Nein, ein Maklervertrag setzt stets einen neuen Versicherungsvertrag voraus',
      'Nein, ein Maklervertrag setzt stets eine dauerhafte Betreuung voraus',
      'Nein, Tarifwechsel dürfen nur Rechtsanwälte begleiten',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Der BGH (Urt. v. 28.06.2018 – I ZR 77/17) hat entschieden, dass eine Vereinbarung über die Einholung eines Angebots für einen Tarifwechsel nach § 204 VVG ein Versicherungsmaklervertrag sein kann, auch wenn der bisherige Vertrag nur im neuen Tarif fortgesetzt wird. Ein Maklervertrag setzt zudem keine dauerhafte Betreuung voraus.',
    source: 'BGH, Urt. v. 28.06.2018 – I ZR 77/17; § 204 VVG',
  },
  {
    key: 'de-maklerrecht-619',
    text: 'Ein Verbraucher schließt in seiner Wohnung mit einem Makler einen Vertrag über die Vermittlung einer Versicherung. Hat er ein Widerrufsrecht nach § 312g BGB?',
    answers: [
      'Nein, § 312 Abs. 6 BGB nimmt Versicherungsvermittlungsverträge davon aus',
      'Ja, 14 Tage wie bei jedem Haustürgeschäft',
      'Ja, 30 Tage wie bei der Lebensversicherung',
      'Nur, wenn der Vertrag eine Honorarvereinbarung enthält',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach § 312 Abs. 6 BGB gelten die Vorschriften über das Widerrufsrecht bei außerhalb von Geschäftsräumen geschlossenen Verträgen nicht für Verträge über die Vermittlung von Versicherungen. Der BGH (Urt. v. 04.04.2024 – I ZR 137/23) hat bestätigt, dass dies auch nicht richtlinienkonform zu korrigieren ist. Der vermittelte Versicherungsvertrag selbst bleibt nach § 8 VVG widerruflich.',
    source: '§ 312 Abs. 6 BGB; BGH, Urt. v. 04.04.2024 – I ZR 137/23',
  },
  {
    key: 'de-maklerrecht-620',
    text: 'Kann ein Kunde die seinem Makler erteilte Vollmacht widerrufen, obwohl der Maklervertrag noch läuft?',
    answers: [
      'Ja, nach § 168 Satz 2 BGB ist sie grundsätzlich auch bei fortbestehendem Grundverhältnis widerruflich',
      'Nein, die Vollmacht ist für die Laufzeit des Maklervertrags unwiderruflich',
      'Nur mit Zustimmung des Versicherers',
      'Nur mit einer Frist von sechs Monaten',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 168 Satz 2 BGB ist die Vollmacht auch bei Fortbestehen des zugrunde liegenden Rechtsverhältnisses widerruflich, sofern sich aus diesem nichts anderes ergibt. Endet der Maklervertrag, erlischt die Vollmacht nach § 168 Satz 1 BGB ohnehin mit ihm.',
    source: '§ 168 BGB',
  },
];
