import type { SeedQuestion } from '../types';

/** Fragen der Kategorie ch-haftpflicht-mfz. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-haftpflicht-mfz-001',
    text: 'Nach welcher Bestimmung haftet, wer einem anderen widerrechtlich Schaden zufügt, sei es mit Absicht oder aus Fahrlässigkeit?',
    answers: ['Art. 41 OR', '§ 823 BGB', 'Art. 58 SVG', 'Art. 2a VVG'],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Art. 41 OR ist die Grundnorm der ausservertraglichen Verschuldenshaftung. Wer einem anderen widerrechtlich Schaden zufügt, sei es absichtlich oder fahrlässig, wird ersatzpflichtig.',
    source: 'Art. 41 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-002',
    text: 'Wie haftet der Werkeigentümer nach Art. 58 OR?',
    answers: [
      'Verschuldensunabhängig für Schäden aus fehlerhafter Anlage oder mangelhaftem Unterhalt',
      'Nur bei absichtlicher Schädigung',
      'Überhaupt nicht, die Gemeinde haftet',
      'Nur bei nachgewiesenem grobem Verschulden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Eigentümer eines Gebäudes oder Werks haftet für Schäden aus fehlerhafter Anlage oder Herstellung oder mangelhaftem Unterhalt. Es handelt sich um eine milde Kausalhaftung ohne Verschuldensnachweis.',
    source: 'Art. 58 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-003',
    text: 'Wie haftet der Halter eines Motorfahrzeugs nach Art. 58 SVG?',
    answers: [
      'Nach dem Prinzip der Gefährdungshaftung, also grundsätzlich auch ohne eigenes Verschulden',
      'Nur bei eigenem Verschulden',
      'Nur bei Vorsatz',
      'Gar nicht, es haftet nur der Lenker',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Der Halter haftet für Schäden, die beim Betrieb seines Motorfahrzeugs entstehen, auch ohne eigenes Verschulden. Er kann sich nur unter den Voraussetzungen von Art. 59 SVG entlasten, etwa bei grobem Drittverschulden.',
    source: 'Art. 58 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-004',
    text: 'Welche Mindestversicherungssumme gilt in der Schweiz für die Motorfahrzeughaftpflicht eines Personenwagens je Unfallereignis?',
    answers: ['CHF 5 Mio.', 'CHF 1 Mio.', 'CHF 10 Mio.', 'CHF 100 Mio.'],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Die Verkehrsversicherungsverordnung schreibt für Motorfahrzeuge eine Mindestdeckung von CHF 5 Mio. je Unfallereignis vor. Für bestimmte Fahrzeuge wie Busse gelten höhere Summen; in der Praxis werden oft deutlich höhere Summen versichert.',
    source: 'Art. 3 Abs. 1 VVV',
  },
  {
    key: 'ch-haftpflicht-mfz-005',
    text: 'Was regelt Art. 65 SVG?',
    answers: [
      'Das direkte Forderungsrecht des Geschädigten gegen den Haftpflichtversicherer',
      'Das Bonus-Malus-System',
      'Die Voraussetzungen für die Fahrzeugzulassung',
      'Die Höchstgeschwindigkeit auf Autobahnen',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Geschädigte kann im Rahmen der vorgeschriebenen Versicherungsdeckung direkt gegen den Haftpflichtversicherer vorgehen. Einreden aus dem Versicherungsvertrag können ihm nicht entgegengehalten werden.',
    source: 'Art. 65 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-006',
    text: 'Wann kann der Motorfahrzeughaftpflichtversicherer auf Halter oder Lenker Rückgriff nehmen?',
    answers: [
      'Soweit er nach Vertrag oder VVG zur Ablehnung oder Kürzung berechtigt wäre, z. B. bei Grobfahrlässigkeit',
      'Nie, ein Rückgriff ist ausgeschlossen',
      'Nach jedem Schadenfall in voller Höhe',
      'Nur bei reinen Blechschäden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Versicherer muss dem Geschädigten gegenüber leisten, kann aber auf VN oder Versicherte Rückgriff nehmen, soweit er nach Vertrag oder VVG zur Ablehnung oder Kürzung berechtigt wäre. Typisch ist der Regress bei Grobfahrlässigkeit oder Fahren in angetrunkenem Zustand.',
    source: 'Art. 65 Abs. 3 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-007',
    text: 'Wer deckt in der Schweiz Schäden, die durch nicht ermittelte oder nicht versicherte Motorfahrzeuge verursacht werden?',
    answers: [
      'Der Nationale Garantiefonds (NGF)',
      'Das Nationale Versicherungsbüro (NVB)',
      'Die Suva',
      'Die FINMA',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Nationale Garantiefonds deckt die Haftpflicht für Schäden durch unbekannte oder nicht versicherte Motorfahrzeuge. So erhält der Geschädigte auch dann Ersatz, wenn kein Haftpflichtversicherer einsteht.',
    source: 'Art. 76 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-008',
    text: 'Welche Stelle reguliert Schäden, die ausländische Motorfahrzeuge in der Schweiz verursachen?',
    answers: [
      'Das Nationale Versicherungsbüro (NVB)',
      'Der Nationale Garantiefonds (NGF)',
      'Das Bundesamt für Strassen (ASTRA)',
      'Die kantonale Gebäudeversicherung',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Das Nationale Versicherungsbüro deckt und reguliert Schäden, die ausländische Motorfahrzeuge in der Schweiz verursachen. Grundlage ist das internationale Grüne-Karte-System.',
    source: 'Art. 74 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-009',
    text: 'Welcher Versicherungsnachweis wird heute für die Zulassung eines Fahrzeugs in der Schweiz verwendet?',
    answers: [
      'Der elektronische Versicherungsnachweis (eVN)',
      'Die Grüne Karte',
      'Eine Schadenfreiheitsbescheinigung',
      'Eine Kopie der Police',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Für die Zulassung übermittelt der Versicherer den Versicherungsnachweis elektronisch an das Strassenverkehrsamt. Der frühere Papiernachweis wurde durch den eVN abgelöst.',
    source: 'VVV (SR 741.31), elektronischer Versicherungsnachweis',
  },
  {
    key: 'ch-haftpflicht-mfz-010',
    text: 'Welcher Schaden ist in der Teilkasko typischerweise NICHT versichert?',
    answers: [
      'Ein selbstverschuldeter Kollisionsschaden am eigenen Fahrzeug',
      'Der Diebstahl des Fahrzeugs',
      'Ein Elementarschaden wie Hagel',
      'Glasbruch an der Frontscheibe',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Teilkasko deckt u. a. Diebstahl, Feuer, Elementarereignisse, Glasbruch, Marder und Kollision mit Tieren. Selbstverschuldete Kollisionsschäden sind erst in der Kollisionskasko versichert.',
    source: 'AVB Motorfahrzeugversicherung, Teilkasko (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-011',
    text: 'Was deckt die Kollisionskasko (Vollkasko)?',
    answers: [
      'Schäden am eigenen Fahrzeug durch Kollision, auch bei Selbstverschulden',
      'Schäden an fremden Fahrzeugen',
      'Personenschäden von Dritten',
      'Bussen wegen Verkehrsregelverletzungen',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Kollisionskasko ersetzt Schäden am eigenen Fahrzeug aus einer Kollision, auch wenn der Lenker sie selbst verschuldet hat. Bei Grobfahrlässigkeit kann der Versicherer nach Art. 14 VVG kürzen, sofern er nicht darauf verzichtet.',
    source: 'AVB Motorfahrzeugversicherung, Kollisionskasko (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-012',
    text: 'Was regelt Art. 333 ZGB?',
    answers: [
      'Die Haftung des Familienhaupts für Schäden durch minderjährige oder geistig beeinträchtigte Hausgenossen',
      'Die Haftung des Werkeigentümers',
      'Die Haftung des Motorfahrzeughalters',
      'Die Haftung des Arbeitgebers für Berufsunfälle',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Das Familienhaupt haftet für Schäden durch minderjährige oder geistig beeinträchtigte Hausgenossen, wenn es nicht nachweist, dass es das übliche und gebotene Mass an Sorgfalt in der Beaufsichtigung beachtet hat. Es handelt sich um eine milde Kausalhaftung.',
    source: 'Art. 333 Abs. 1 ZGB',
  },
  {
    key: 'ch-haftpflicht-mfz-013',
    text: 'Wie haftet der Tierhalter nach Art. 56 OR?',
    answers: [
      'Er haftet, sofern er nicht nachweist, dass er alle nach den Umständen gebotene Sorgfalt angewendet hat',
      'Er haftet nie für Schäden seines Tieres',
      'Er haftet nur bei Vorsatz',
      'Für ihn haftet die Wohngemeinde',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Der Tierhalter haftet für den Schaden seines Tieres, wenn er nicht nachweist, dass er alle gebotene Sorgfalt bei Verwahrung und Beaufsichtigung angewendet hat. Der Entlastungsbeweis liegt bei ihm.',
    source: 'Art. 56 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-014',
    text: 'Ist die Privathaftpflichtversicherung in der Schweiz von Bundesrechts wegen obligatorisch?',
    answers: [
      'Nein, sie ist freiwillig; einzelne Kantone schreiben sie z. B. für Hundehalter vor',
      'Ja, für alle Einwohner',
      'Ja, ab dem 18. Geburtstag',
      'Ja, aber nur für Mieterinnen und Mieter',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Das Bundesrecht kennt keine allgemeine Pflicht zur Privathaftpflichtversicherung. Einzelne Kantone verlangen aber etwa von Hundehaltern eine Haftpflichtversicherung.',
    source: 'Kantonale Hunde- und Tierhaltegesetze',
  },
  {
    key: 'ch-haftpflicht-mfz-015',
    text: 'In welchen Motorfahrzeugversicherungen wirkt sich typischerweise ein Bonus-Malus-System aus?',
    answers: [
      'In der Motorfahrzeughaftpflicht und der Kollisionskasko',
      'Nur in der Teilkasko',
      'In der Hausratversicherung',
      'In der obligatorischen Krankenpflegeversicherung',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Das Bonus-Malus-System wirkt typischerweise in der Haftpflicht und der Kollisionskasko: Schadenfreie Jahre senken, verschuldete Schäden erhöhen die Prämienstufe. In der Teilkasko gibt es meist keine Bonusstufen.',
    source: 'AVB Motorfahrzeugversicherung (Bonus-Malus-Stufen, Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-016',
    text: 'Was leistet die Privathaftpflichtversicherung?',
    answers: [
      'Sie bezahlt berechtigte Ansprüche Dritter und wehrt unberechtigte Ansprüche ab',
      'Sie ersetzt Schäden an den eigenen Sachen',
      'Sie bezahlt Bussen und Strafen',
      'Sie übernimmt eigene Krankheitskosten',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflichtversicherung erfüllt berechtigte Schadenersatzansprüche Dritter und wehrt unberechtigte auf eigene Kosten ab. Dieser passive Rechtsschutz ist ein zentraler Teil der Leistung.',
    source: 'AVB Privathaftpflichtversicherung (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-017',
    text: 'Was deckt die Mieterhaftpflicht im Rahmen der Privathaftpflichtversicherung?',
    answers: [
      'Schäden an gemieteten Wohnräumen, die über die normale Abnützung hinausgehen',
      'Den Mietzinsausfall des Vermieters',
      'Den eigenen Hausrat in der Mietwohnung',
      'Einbruchschäden an der Wohnungstür',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Der Mieter muss die Sache in dem Zustand zurückgeben, der sich aus dem vertragsgemässen Gebrauch ergibt. Die Mieterhaftpflicht deckt deshalb nur Schäden über die normale Abnützung hinaus.',
    source: 'AVB Privathaftpflichtversicherung (Mieterschäden); Art. 267 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-201',
    text: 'Innert welcher Fristen verjähren Ansprüche aus unerlaubter Handlung nach Art. 60 OR (Sachschaden)?',
    answers: [
      'Drei Jahre ab Kenntnis von Schaden und Ersatzpflichtigem, absolut zehn Jahre',
      'Ein Jahr ab Kenntnis, absolut zehn Jahre',
      'Fünf Jahre ab dem Ereignis',
      'Zwei Jahre ab Kenntnis, absolut fünf Jahre',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Seit der Revision des Verjährungsrechts 2020 beträgt die relative Frist drei Jahre ab Kenntnis von Schaden und Schädiger und die absolute Frist zehn Jahre ab dem schädigenden Verhalten. Bei Tötung oder Körperverletzung gilt eine absolute Frist von 20 Jahren.',
    source: 'Art. 60 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-202',
    text: 'Der Halter leiht sein Auto einem Freund, der einen Unfall verursacht. Wie steht der Halter nach Art. 58 Abs. 4 SVG da?',
    answers: [
      'Er ist für das Verschulden des Lenkers wie für eigenes Verschulden verantwortlich',
      'Er haftet nicht, weil er nicht gefahren ist',
      'Er haftet nur, wenn der Freund keinen Führerausweis hat',
      'Er haftet nur für Sachschäden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Der Halter ist für das Verschulden des Fahrzeugführers und mitwirkender Hilfspersonen wie für eigenes Verschulden verantwortlich. Die Motorfahrzeughaftpflichtversicherung deckt deshalb auch Lenker, die nicht Halter sind.',
    source: 'Art. 58 Abs. 4 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-203',
    text: 'Was kann das Gericht nach Art. 44 Abs. 1 OR tun, wenn der Geschädigte in die schädigende Handlung eingewilligt oder den Schaden mitverschuldet hat?',
    answers: [
      'Die Ersatzpflicht ermässigen oder ganz von ihr entbinden',
      'Nichts, der Schädiger haftet stets voll',
      'Den Geschädigten zu einer Busse verurteilen',
      'Den Schaden verdoppeln',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Haben Umstände, für die der Geschädigte einstehen muss, auf den Schaden eingewirkt, kann das Gericht die Ersatzpflicht herabsetzen oder ganz aufheben. Typisch ist das Selbstverschulden, etwa das Nichttragen des Sicherheitsgurts.',
    source: 'Art. 44 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-204',
    text: 'Wie haftet ein Geschäftsherr nach Art. 55 OR für Schäden, die seine Angestellten in Ausübung ihrer Arbeit verursachen?',
    answers: [
      'Er haftet, wenn er nicht nachweist, alle gebotene Sorgfalt bei Auswahl, Instruktion und Überwachung angewendet zu haben',
      'Er haftet nur bei eigenem Vorsatz',
      'Er haftet nie, nur der Angestellte haftet',
      'Er haftet nur, wenn der Angestellte zahlungsunfähig ist',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Die Geschäftsherrenhaftung ist eine milde Kausalhaftung: Der Geschäftsherr haftet ohne eigenes Verschulden, kann sich aber mit dem Sorgfaltsbeweis entlasten. Die Rechtsprechung stellt an diesen Beweis hohe Anforderungen.',
    source: 'Art. 55 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-205',
    text: 'Was kann ein Verletzter nach Art. 47 OR zusätzlich zum Schadenersatz verlangen?',
    answers: [
      'Eine angemessene Geldsumme als Genugtuung',
      'Eine Strafzahlung an den Staat',
      'Eine lebenslange AHV-Rente',
      'Die Übernahme seiner Steuern',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Bei Tötung oder Körperverletzung kann das Gericht dem Verletzten oder den Angehörigen eine angemessene Geldsumme als Genugtuung zusprechen. Sie gleicht immaterielle Unbill aus, nicht den Vermögensschaden.',
    source: 'Art. 47 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-206',
    text: 'Wie haften mehrere Personen, die einen Schaden gemeinsam verschuldet haben, nach Art. 50 OR gegenüber dem Geschädigten?',
    answers: [
      'Solidarisch, jeder für den ganzen Schaden',
      'Jeder nur für einen gleichen Anteil',
      'Nur der Hauptverursacher',
      'Nur der Versicherte unter ihnen',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Haben mehrere den Schaden gemeinsam verschuldet, haften sie dem Geschädigten solidarisch. Der Ausgleich unter ihnen erfolgt erst im Innenverhältnis nach richterlichem Ermessen.',
    source: 'Art. 50 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-207',
    text: 'Welcher Selbstbehalt gilt nach dem Produktehaftpflichtgesetz bei Sachschäden?',
    answers: [
      'Der Geschädigte trägt Sachschäden bis CHF 900 selbst',
      'Es gibt keinen Selbstbehalt',
      'Der Geschädigte trägt 10 % jedes Schadens',
      'Der Hersteller haftet nur für Schäden über CHF 10 000',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Bei Sachschäden muss der Geschädigte nach dem PrHG einen Selbstbehalt von CHF 900 tragen. Zudem sind nur Sachen gedeckt, die für den privaten Gebrauch bestimmt sind und hauptsächlich privat verwendet wurden.',
    source: 'Art. 6 Abs. 1 PrHG',
  },
  {
    key: 'ch-haftpflicht-mfz-208',
    text: 'Welche Aussage zur Motorfahrzeughaftpflichtversicherung ist NICHT zutreffend?',
    answers: [
      'Sie deckt die Schäden am eigenen Fahrzeug des Halters',
      'Sie ist für jedes zugelassene Motorfahrzeug obligatorisch',
      'Der Geschädigte hat ein direktes Forderungsrecht gegen den Versicherer',
      'Sie deckt auch die Haftpflicht von Lenkern, die nicht Halter sind',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Motorfahrzeughaftpflicht deckt die Haftpflicht des Halters und der Personen, für die er verantwortlich ist, gegenüber Dritten. Schäden am eigenen Fahrzeug sind nur über eine Kaskoversicherung versichert.',
    source: 'Art. 63 und 65 SVG',
  },
];
