import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie ch-haftpflicht-mfz. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-haftpflicht-mfz-501',
    text: 'Unter welchen Voraussetzungen wird der Motorfahrzeughalter nach Art. 59 Abs. 1 SVG von der Haftpflicht befreit?',
    answers: [
      'Höhere Gewalt oder grobes Drittverschulden, ohne eigenes Verschulden und ohne Mangel des Fahrzeugs',
      'Wenn er beweist, dass er den Lenker sorgfältig ausgewählt und instruiert hat',
      'Wenn er beweist, dass den Lenker kein Verschulden trifft',
      'Wenn der Schaden die gesetzliche Mindestversicherungssumme übersteigt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Halter haftet kausal; er wird nur befreit, wenn er beweist, dass höhere Gewalt oder grobes Verschulden des Geschädigten oder eines Dritten den Unfall verursacht hat, ohne dass ihn oder Personen, für die er verantwortlich ist, ein Verschulden trifft und ohne dass eine fehlerhafte Beschaffenheit des Fahrzeugs mitgewirkt hat. Blosse Schuldlosigkeit des Lenkers genügt nicht.',
    source: 'Art. 59 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-502',
    text: 'Der Halter kann sich nicht ganz entlasten, beweist aber ein Mitverschulden der geschädigten Person. Was gilt nach Art. 59 Abs. 2 SVG?',
    answers: [
      'Das Gericht bestimmt die Ersatzpflicht unter Würdigung aller Umstände',
      'Der Halter haftet trotzdem immer für den vollen Schaden',
      'Der Halter ist vollständig von der Haftung befreit',
      'Der Schaden wird zwingend je zur Hälfte geteilt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Ein Mitverschulden des Geschädigten befreit den Halter nicht, erlaubt aber eine Herabsetzung. Das Gericht bestimmt die Ersatzpflicht unter Würdigung aller Umstände; eine starre Quote sieht das Gesetz nicht vor.',
    source: 'Art. 59 Abs. 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-503',
    text: 'Ein Kunde bringt sein Auto in eine Garage zur Reparatur. Ein Mechaniker verursacht auf der Probefahrt einen Unfall. Wer haftet nach Art. 71 SVG wie ein Halter?',
    answers: [
      'Der Inhaber des Garagenbetriebs',
      'Der Kunde als eingetragener Halter',
      'Nur der Mechaniker persönlich nach Art. 41 OR',
      'Der Nationale Garantiefonds',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Wird ein Motorfahrzeug einem Unternehmen des Motorfahrzeuggewerbes zur Aufbewahrung, Reparatur, Wartung oder zum Umbau übergeben, haftet dessen Inhaber für die Schäden, die das Fahrzeug verursacht, wie ein Halter. Dafür braucht der Betrieb eine eigene Haftpflichtversicherung.',
    source: 'Art. 71 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-504',
    text: 'Ein Dieb entwendet ein Auto für eine Strolchenfahrt und verletzt eine Fussgängerin. Der Halter hatte den Schlüssel stecken lassen. Was gilt nach Art. 75 SVG?',
    answers: [
      'Der Entwender haftet wie ein Halter; der Halter haftet solidarisch, weil er die Entwendung verschuldet hat',
      'Nur der Dieb haftet, der Halter ist in jedem Fall befreit',
      'Nur der Halter haftet, der Dieb nur strafrechtlich',
      'Die Fussgängerin muss sich an ihre eigene Unfallversicherung halten',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Wer ein Motorfahrzeug zum Gebrauch entwendet, haftet nach Art. 75 SVG wie ein Halter. Trifft den Halter ein Verschulden an der Entwendung, etwa weil er den Schlüssel stecken liess, haftet er solidarisch mit.',
    source: 'Art. 75 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-505',
    text: 'Welche Ansprüche darf der Motorfahrzeughaftpflichtversicherer nach Art. 63 Abs. 3 SVG NICHT von der Versicherung ausschliessen?',
    answers: [
      'Ansprüche aus Personenschaden des mitfahrenden Ehegatten des Halters',
      'Ansprüche aus Sachschäden des mit dem Halter im gemeinsamen Haushalt lebenden Ehegatten',
      'Ansprüche aus Sachschäden am versicherten Fahrzeug selbst',
      'Ansprüche aus Sachschäden der mit dem Halter im gemeinsamen Haushalt lebenden Geschwister',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Art. 63 Abs. 3 SVG erlaubt nur eng umschriebene Ausschlüsse, vor allem Sachschäden von Angehörigen des Halters im gemeinsamen Haushalt und Schäden am Fahrzeug selbst. Personenschäden von Angehörigen oder Mitfahrenden bleiben dagegen zwingend gedeckt.',
    source: 'Art. 63 Abs. 3 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-506',
    text: 'Der Motorfahrzeughaftpflichtversicherer meldet der Zulassungsbehörde das Aufhören der Versicherung. Ab wann wirkt dies gegenüber Geschädigten?',
    answers: [
      'Erst mit Abgabe von Fahrzeugausweis und Kontrollschildern, spätestens nach der gesetzlichen Frist ab Meldung',
      'Sofort mit Zugang der Kündigung beim Halter',
      'Erst mit Ablauf des laufenden Kalenderjahres',
      'Gegenüber Geschädigten nie; der Versicherer haftet zeitlich unbegrenzt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Damit keine Fahrzeuge ohne Deckung verkehren, wirken Aussetzen und Aufhören der Versicherung gegenüber Geschädigten erst, wenn Ausweis und Kontrollschilder abgegeben sind, spätestens aber nach Ablauf der in Art. 68 Abs. 2 SVG bestimmten Frist ab Meldung an die Behörde. Bis dahin muss der Versicherer leisten und kann auf den Halter Rückgriff nehmen.',
    source: 'Art. 68 Abs. 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-507',
    text: 'Eine Fussgängerin wird von einem Auto verletzt. Welche Verjährungsfristen gelten für ihren Anspruch auf Schadenersatz aus Personenschaden?',
    answers: [
      '3 Jahre ab Kenntnis von Schaden und Ersatzpflichtigem, absolut 20 Jahre',
      '3 Jahre ab Kenntnis von Schaden und Ersatzpflichtigem, absolut 10 Jahre',
      '1 Jahr ab Kenntnis von Schaden und Ersatzpflichtigem, absolut 10 Jahre',
      '2 Jahre ab dem Unfalltag, ohne absolute Frist',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Ansprüche aus Unfällen mit Motorfahrzeugen verjähren nach den Bestimmungen des OR über die unerlaubten Handlungen. Bei Tötung oder Körperverletzung gilt seit der Revision des Verjährungsrechts (2020) neben der relativen Frist von drei Jahren eine absolute Frist von zwanzig Jahren; bei Sachschäden bleibt es bei zehn Jahren.',
    source: 'Art. 83 Abs. 1 SVG; Art. 60 Abs. 1bis OR',
  },
  {
    key: 'ch-haftpflicht-mfz-508',
    text: 'Ein Familienvater wird bei einem Unfall getötet. Welchen Schaden können seine Ehefrau und Kinder nach Art. 45 Abs. 3 OR geltend machen?',
    answers: [
      'Den Versorgerschaden, weil sie ihren Versorger verloren haben',
      'Nur die Bestattungskosten',
      'Nur eine Genugtuung, aber keinen Vermögensschaden',
      'Den entgangenen Gewinn des Verstorbenen bis zu dessen Lebensende',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Bei Tötung sind die Kosten, insbesondere die Bestattungskosten, zu ersetzen. Haben andere Personen durch die Tötung ihren Versorger verloren, ist nach Art. 45 Abs. 3 OR auch dieser Versorgerschaden zu ersetzen; eine Genugtuung kann zusätzlich nach Art. 47 OR hinzukommen.',
    source: 'Art. 45 Abs. 3 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-509',
    text: 'Welche Position ist bei einer Körperverletzung nach Art. 46 Abs. 1 OR NICHT als Schadenersatz vorgesehen?',
    answers: [
      'Ein pauschaler Strafschadenersatz zur Bestrafung des Schädigers',
      'Die Heilungskosten',
      'Die Nachteile gänzlicher oder teilweiser Arbeitsunfähigkeit',
      'Die Erschwerung des wirtschaftlichen Fortkommens',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Art. 46 Abs. 1 OR nennt die Kosten sowie die Nachteile gänzlicher oder teilweiser Arbeitsunfähigkeit unter Berücksichtigung der Erschwerung des wirtschaftlichen Fortkommens. Das schweizerische Haftpflichtrecht gleicht den Schaden aus und kennt keinen Strafschadenersatz („punitive damages“).',
    source: 'Art. 46 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-510',
    text: 'Ein urteilsunfähiges Kind beschädigt fremdes Eigentum. Was kann das Gericht nach Art. 54 Abs. 1 OR tun?',
    answers: [
      'Das Kind aus Billigkeit zu teilweisem oder vollständigem Ersatz verurteilen',
      'Nichts, eine urteilsunfähige Person haftet nie',
      'Das Kind zu einer Busse verurteilen',
      'Den Schaden zwingend der Gemeinde auferlegen',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Urteilsunfähige handeln nicht schuldhaft und haften deshalb nicht nach Art. 41 OR. Aus Billigkeit, etwa wenn das Kind vermögend ist, kann das Gericht sie nach Art. 54 Abs. 1 OR dennoch zu teilweisem oder vollständigem Ersatz verurteilen.',
    source: 'Art. 54 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-511',
    text: 'Für einen Schaden haften ein schuldhaft handelnder Täter und ein schuldlos kausal haftender Werkeigentümer. Wer trägt ihn nach Art. 51 Abs. 2 OR in erster Linie?',
    answers: [
      'Der Täter, der den Schaden durch unerlaubte Handlung verschuldet hat',
      'Der Werkeigentümer als Kausalhaftpflichtiger',
      'Beide je zur Hälfte, ohne Rücksicht auf das Verschulden',
      'Derjenige, den der Geschädigte zuerst belangt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Im Aussenverhältnis haften mehrere Ersatzpflichtige dem Geschädigten solidarisch. Für den internen Rückgriff gilt die Kaskade von Art. 51 Abs. 2 OR: in erster Linie trägt den Schaden, wer ihn durch unerlaubte Handlung verschuldet hat, in letzter Linie, wer ohne eigene Schuld und ohne Vertrag nur von Gesetzes wegen haftet.',
    source: 'Art. 51 Abs. 2 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-512',
    text: 'Jemand wehrt einen rechtswidrigen Angriff ab und beschädigt dabei die Jacke des Angreifers. Was gilt nach Art. 52 Abs. 1 OR?',
    answers: [
      'Er hat keinen Ersatz zu leisten, weil er in berechtigter Notwehr handelte',
      'Er muss den vollen Schaden ersetzen',
      'Er muss den halben Schaden ersetzen',
      'Er muss eine Genugtuung leisten, aber keinen Schadenersatz',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Wer in berechtigter Notwehr einen Angriff abwehrt, hat den Schaden, den er dabei dem Angreifer an Person oder Gut zufügt, nach Art. 52 Abs. 1 OR nicht zu ersetzen. Anders beim Notstand nach Abs. 2: Dort bestimmt das Gericht den Ersatz nach Ermessen.',
    source: 'Art. 52 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-513',
    text: 'Vom Dach eines vermieteten Mehrfamilienhauses fällt wegen mangelhaften Unterhalts ein Ziegel auf einen Passanten. Welche Versicherung des Eigentümers deckt dessen Ansprüche?',
    answers: [
      'Die Gebäudehaftpflichtversicherung',
      'Die kantonale Gebäudeversicherung',
      'Die Elementarschadenversicherung',
      'Die Hausratversicherung des Mieters',
    ],
    categories: ['ch-haftpflicht-mfz', 'ch-sach'],
    coins: 1,
    explanation:
      'Der Eigentümer haftet als Werkeigentümer kausal für Schäden aus mangelhaftem Unterhalt (Art. 58 OR). Diese Haftpflicht deckt die Gebäudehaftpflichtversicherung; die Gebäude- und die Elementarschadenversicherung ersetzen dagegen nur Schäden am eigenen Gebäude.',
    source: 'Art. 58 OR; AVB Gebäudehaftpflichtversicherung (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-514',
    text: 'Ein ordnungsgemäss abgestelltes Auto ist nicht in Betrieb, wird aber in einen Verkehrsunfall verwickelt. Wann haftet der Halter nach Art. 58 Abs. 2 SVG?',
    answers: [
      'Wenn der Geschädigte ein Verschulden des Halters oder seiner Leute oder einen Fahrzeugmangel beweist',
      'Immer, weil die Kausalhaftung auch für abgestellte Fahrzeuge gilt',
      'Nie, ein abgestelltes Fahrzeug löst keine Haftung aus',
      'Nur wenn das Fahrzeug auf einem Privatgrundstück stand',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Die scharfe Kausalhaftung nach Art. 58 Abs. 1 SVG knüpft an den Betrieb des Fahrzeugs an. Für Verkehrsunfälle durch ein nicht in Betrieb befindliches Fahrzeug haftet der Halter nur, wenn der Geschädigte beweist, dass ihn oder Personen, für die er verantwortlich ist, ein Verschulden trifft oder dass eine fehlerhafte Beschaffenheit des Fahrzeugs mitgewirkt hat.',
    source: 'Art. 58 Abs. 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-515',
    text: 'Welche Haftung ist NICHT als Kausalhaftung ausgestaltet?',
    answers: [
      'Die allgemeine Deliktshaftung nach Art. 41 OR',
      'Die Haftung des Motorfahrzeughalters nach Art. 58 SVG',
      'Die Werkeigentümerhaftung nach Art. 58 OR',
      'Die Tierhalterhaftung nach Art. 56 OR',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Art. 41 OR setzt ein Verschulden des Schädigers voraus, das der Geschädigte beweisen muss. Werkeigentümer- und Tierhalterhaftung sind Kausalhaftungen ohne Verschuldenserfordernis (beim Tierhalter mit Sorgfaltsbeweis), die Halterhaftung nach SVG ist eine scharfe Kausalhaftung.',
    source: 'Art. 41, 56 und 58 OR; Art. 58 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-516',
    text: 'Ein Lenker wird im Strafverfahren freigesprochen. Ist das Zivilgericht, das über den Schadenersatz entscheidet, an diesen Freispruch gebunden?',
    answers: [
      'Nein, das Zivilgericht beurteilt Verschulden und Schaden selbständig',
      'Ja, ein Freispruch schliesst jeden Schadenersatz aus',
      'Ja, aber nur für Sachschäden',
      'Nur wenn der Freispruch vom Bundesgericht bestätigt wurde',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Nach Art. 53 OR ist das Zivilgericht weder an die strafrechtlichen Bestimmungen über die Zurechnungsfähigkeit noch an eine Freisprechung durch das Strafgericht gebunden. Zudem haftet der Halter nach SVG kausal, also auch ohne strafbares Verhalten des Lenkers.',
    source: 'Art. 53 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-517',
    text: 'Ein Hund beisst einen Passanten, nachdem ein Dritter ihn mutwillig gereizt hat. Der Halter hat den Schaden ersetzt. Was gilt nach Art. 56 Abs. 2 OR?',
    answers: [
      'Der Halter kann auf den Dritten Rückgriff nehmen, der das Tier gereizt hat',
      'Der Halter kann auf niemanden Rückgriff nehmen',
      'Der Passant muss den Ersatz an den Halter zurückzahlen',
      'Die Gemeinde muss dem Halter den Ersatz erstatten',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Gegenüber dem Geschädigten haftet der Tierhalter, sofern er den Sorgfaltsbeweis nicht erbringt. Ist das Tier von einem andern oder durch das Tier eines andern gereizt worden, bleibt ihm nach Art. 56 Abs. 2 OR der Rückgriff auf diese Person vorbehalten.',
    source: 'Art. 56 Abs. 2 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-518',
    text: 'Ein Schädiger hat den Schaden leichtfahrlässig verursacht; der volle Ersatz würde ihn in eine Notlage versetzen. Was kann das Gericht nach Art. 44 Abs. 2 OR tun?',
    answers: [
      'Die Ersatzpflicht ermässigen',
      'Nichts, der Schaden ist immer voll zu ersetzen',
      'Den Schaden der Sozialhilfe auferlegen',
      'Die Ersatzpflicht nur bei Vorsatz ermässigen',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Würde ein Ersatzpflichtiger, der den Schaden weder absichtlich noch grobfahrlässig verursacht hat, durch die Leistung des Ersatzes in eine Notlage versetzt, kann das Gericht die Ersatzpflicht aus diesem Grund ermässigen. Bei Absicht oder Grobfahrlässigkeit ist diese Herabsetzung ausgeschlossen; eine Haftpflichtversicherung macht sie in der Praxis meist gegenstandslos.',
    source: 'Art. 44 Abs. 2 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-519',
    text: 'Ein Geschäftsherr hat einem Kunden einen Schaden ersetzt, den sein Angestellter schuldhaft verursacht hat. Kann er auf den Angestellten Rückgriff nehmen?',
    answers: [
      'Ja, insoweit der Angestellte selbst schadenersatzpflichtig ist',
      'Nein, der Rückgriff auf Hilfspersonen ist ausgeschlossen',
      'Ja, immer für den vollen Betrag ohne Rücksicht auf das Verschulden',
      'Nur wenn der Kunde dem Rückgriff zustimmt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Nach Art. 55 Abs. 2 OR kann der Geschäftsherr auf denjenigen, der den Schaden gestiftet hat, insoweit Rückgriff nehmen, als dieser selbst schadenersatzpflichtig ist. Im Arbeitsverhältnis begrenzt zudem Art. 321e OR die Haftung des Arbeitnehmers nach Sorgfaltspflicht, Berufsrisiko und Fähigkeiten.',
    source: 'Art. 55 Abs. 2 OR; Art. 321e OR',
  },
  {
    key: 'ch-haftpflicht-mfz-520',
    text: 'Ein Werkeigentümer musste für einen Schaden wegen eines Baumangels aufkommen, den der beauftragte Bauunternehmer verursacht hat. Was gilt nach Art. 58 Abs. 2 OR?',
    answers: [
      'Er kann auf den Bauunternehmer Rückgriff nehmen, der ihm dafür verantwortlich ist',
      'Er hat keinen Rückgriff, weil er kausal haftet',
      'Der Geschädigte muss zuerst den Bauunternehmer belangen',
      'Der Bauunternehmer haftet dem Geschädigten allein, der Eigentümer gar nicht',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Gegenüber dem Geschädigten haftet der Werkeigentümer kausal für Werkmängel. Art. 58 Abs. 2 OR behält ihm aber den Rückgriff auf andere vor, die ihm hierfür verantwortlich sind, etwa den Bauunternehmer aus Werkvertrag.',
    source: 'Art. 58 Abs. 2 OR',
  },
];
