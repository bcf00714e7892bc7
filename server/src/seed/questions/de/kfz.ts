import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kfz' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kfz-001',
    text: 'Welche Mindestversicherungssumme schreibt das Pflichtversicherungsgesetz für Personenschäden je Schadenfall vor?',
    answers: ['7,5 Mio. €', '1 Mio. €', '5 Mio. €', '100 Mio. €'],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Anlage zu § 4 Abs. 2 PflVG schreibt für Personenschäden eine Mindestversicherungssumme von 7,5 Mio. € je Schadenfall vor, für Sachschäden 1,3 Mio. € und für reine Vermögensschäden 50.000 €. Marktüblich werden deutlich höhere pauschale Deckungssummen angeboten, z. B. 100 Mio. €.',
    source: 'Anlage zu § 4 Abs. 2 PflVG',
  },
  {
    key: 'de-kfz-002',
    text: 'Welche Mindestversicherungssumme gilt in der Kfz-Haftpflicht für reine Vermögensschäden?',
    answers: ['50.000 €', '7.500 €', '100.000 €', '500.000 €'],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Nach der Anlage zu § 4 Abs. 2 PflVG beträgt die Mindestversicherungssumme für reine Vermögensschäden 50.000 €. Reine Vermögensschäden sind Schäden, die weder aus einem Personen- noch aus einem Sachschaden folgen.',
    source: 'Anlage zu § 4 Abs. 2 PflVG',
  },
  {
    key: 'de-kfz-003',
    text: 'Gegen wen kann ein Unfallgeschädigter nach § 115 VVG seinen Anspruch unmittelbar geltend machen?',
    answers: [
      'Gegen den Kfz-Haftpflichtversicherer des Schädigers (Direktanspruch)',
      'Ausschließlich gegen den Fahrer',
      'Gegen die Zulassungsstelle',
      'Gegen die BaFin',
    ],
    categories: ['de-kfz', 'de-vvg'],
    coins: 1,
    explanation:
      'Für Pflichtversicherungen nach dem Pflichtversicherungsgesetz gibt § 115 Abs. 1 Satz 1 Nr. 1 VVG dem Geschädigten einen Direktanspruch gegen den Haftpflichtversicherer des Schädigers. Versicherer und ersatzpflichtiger Versicherungsnehmer haften ihm als Gesamtschuldner.',
    source: '§ 115 Abs. 1 VVG',
  },
  {
    key: 'de-kfz-004',
    text: 'Wie haftet der Halter eines Kraftfahrzeugs nach § 7 StVG?',
    answers: [
      'Verschuldensunabhängig (Gefährdungshaftung), außer bei höherer Gewalt',
      'Nur bei vorsätzlichem Handeln',
      'Nur, wenn er selbst gefahren ist',
      'Nur bei grober Fahrlässigkeit',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      '§ 7 Abs. 1 StVG lässt den Halter für Schäden beim Betrieb seines Kraftfahrzeugs ohne Verschulden haften (Gefährdungshaftung). Ausgeschlossen ist die Haftung nach § 7 Abs. 2 StVG nur bei höherer Gewalt.',
    source: '§ 7 StVG',
  },
  {
    key: 'de-kfz-005',
    text: 'Welcher Schaden ist in der Teilkaskoversicherung typischerweise NICHT versichert?',
    answers: [
      'Ein selbstverschuldeter Unfallschaden am eigenen Fahrzeug',
      'Diebstahl des Fahrzeugs',
      'Glasbruch an der Windschutzscheibe',
      'Zusammenstoß mit Haarwild',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Teilkasko deckt nur bestimmte Ereignisse wie Brand, Entwendung, Sturm, Hagel, Zusammenstoß mit Haarwild und Glasbruch. Selbst verschuldete Unfallschäden am eigenen Fahrzeug sind erst über die Vollkasko versichert.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2',
  },
  {
    key: 'de-kfz-006',
    text: 'Welche Schäden deckt die Vollkasko zusätzlich zur Teilkasko?',
    answers: [
      'Selbstverschuldete Unfallschäden und mut- oder böswillige Beschädigung durch Fremde',
      'Verschleißreparaturen und Inspektionen',
      'Schäden an fremden Fahrzeugen',
      'Verwarnungs- und Bußgelder',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Vollkasko umfasst die Teilkasko-Gefahren und zusätzlich Unfälle des eigenen Fahrzeugs, auch selbst verschuldete, sowie mut- oder böswillige Handlungen betriebsfremder Personen (Vandalismus). Schäden an fremden Fahrzeugen deckt dagegen die Kfz-Haftpflicht.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2',
  },
  {
    key: 'de-kfz-007',
    text: 'In welchen Sparten der Kfz-Versicherung gibt es Schadenfreiheitsklassen?',
    answers: [
      'In der Kfz-Haftpflicht und der Vollkasko',
      'In der Teilkasko und der Vollkasko',
      'Nur in der Teilkasko',
      'Nur im Schutzbrief',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Schadenfreiheitsklassen mit Beitragsrabatten nach schadenfreien Jahren gibt es in der Kfz-Haftpflicht und in der Vollkasko. In der Teilkasko wird der Beitrag nicht nach dem Schadenverlauf eingestuft, ein Teilkaskoschaden führt deshalb nicht zur Rückstufung.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt I (Schadenfreiheitsrabatt-System)',
  },
  {
    key: 'de-kfz-008',
    text: 'Bis wann muss die Kündigung eines Kfz-Vertrags, der am 1. Januar endet, regelmäßig beim Versicherer eingehen?',
    answers: ['Bis zum 30. November', 'Bis zum 31. Dezember', 'Bis zum 30. September', 'Bis zum 15. Januar'],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Kfz-Verträge verlängern sich nach den AKB jeweils um ein Jahr, wenn sie nicht spätestens einen Monat vor Ablauf gekündigt werden. Bei Ablauf am 1. Januar muss die Kündigung daher bis zum 30. November zugehen – daher der Stichtag im Wechselgeschäft.',
    source: 'GDV-Musterbedingungen AKB 2015, G.1 und G.2',
  },
  {
    key: 'de-kfz-009',
    text: 'Was benötigt man in Deutschland als Versicherungsnachweis für die Zulassung eines Fahrzeugs?',
    answers: [
      'Die elektronische Versicherungsbestätigung (eVB-Nummer)',
      'Die Grüne Karte',
      'Eine Schadenfreiheitsbescheinigung',
      'Den Versicherungsschein im Original',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Für die Zulassung verlangt die Zulassungsbehörde einen Versicherungsnachweis, der heute elektronisch als eVB-Nummer vom Versicherer übermittelt wird. Mit der eVB bestätigt der Versicherer, dass Kfz-Haftpflichtschutz besteht; sie wirkt zugleich als vorläufige Deckung.',
    source: 'Fahrzeug-Zulassungsverordnung (FZV), Versicherungsnachweis; § 1 PflVG',
  },
  {
    key: 'de-kfz-010',
    text: 'Bis zu welchem Betrag ist der Kfz-Haftpflichtversicherer nach einer Trunkenheitsfahrt gegenüber dem VN regelmäßig leistungsfrei (Regress)?',
    answers: ['Bis zu 5.000 €', 'Bis zu 500 €', 'Bis zu 2.500 €', 'In unbegrenzter Höhe'],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Nach § 5 Abs. 3 KfzPflVV ist die Leistungsfreiheit des Kfz-Haftpflichtversicherers gegenüber dem Versicherungsnehmer bei Obliegenheitsverletzungen vor dem Versicherungsfall, etwa einer Trunkenheitsfahrt, auf höchstens 5.000 € beschränkt. Dem Geschädigten gegenüber muss er nach § 117 VVG trotzdem voll leisten und nimmt bis zu diesem Betrag Regress.',
    source: '§ 5 Abs. 3 KfzPflVV',
  },
  {
    key: 'de-kfz-011',
    text: 'Wer hilft Verkehrsopfern, wenn der Unfallverursacher flüchtig ist oder sein Fahrzeug nicht versichert war?',
    answers: [
      'Die Verkehrsopferhilfe e. V.',
      'Der Versicherungsombudsmann',
      'Die Deutsche Rentenversicherung',
      'Das Bundesamt für Justiz',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Verkehrsopferhilfe e. V. ist der Entschädigungsfonds nach § 12 PflVG: Sie leistet, wenn das Schädigerfahrzeug nicht ermittelt werden kann, nicht versichert ist oder der Versicherer insolvent ist. Bei Fahrerflucht sind Sach- und Schmerzensgeldansprüche dabei eingeschränkt.',
    source: '§ 12 PflVG',
  },
  {
    key: 'de-kfz-012',
    text: 'Was leistet eine Fahrerschutzversicherung?',
    answers: [
      'Ersatz der Personenschäden des Fahrers, der den Unfall selbst verursacht hat',
      'Übernahme von Bußgeldern und Punkten',
      'Ersatz von Schäden an fremden Fahrzeugen',
      'Übernahme der Anwaltskosten bei Verkehrsstreitigkeiten',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Haftpflicht ersetzt nur Schäden Dritter; der Fahrer, der einen Unfall selbst verursacht, bekommt daraus nichts. Die Fahrerschutzversicherung schließt diese Lücke und ersetzt seine Personenschäden, etwa Verdienstausfall und Schmerzensgeld, wie ein Haftpflichtversicherer.',
    source: 'GDV-Musterbedingungen AKB 2015, A.5 (Fahrerschutzversicherung)',
  },
  {
    key: 'de-kfz-013',
    text: 'Was ist eine „Mallorca-Police“?',
    answers: [
      'Eine Zusatzdeckung, die bei Mietwagen im Ausland die Haftpflichtdeckung auf deutsches Niveau anhebt',
      'Eine Reiserücktrittsversicherung',
      'Eine Bootshaftpflichtversicherung',
      'Eine Auslandsreisekrankenversicherung',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Im Ausland gelten für Mietwagen oft viel niedrigere gesetzliche Mindestdeckungssummen als in Deutschland. Die Mallorca-Deckung stockt die Haftpflichtdeckung des Mietwagens bis zur Höhe der eigenen deutschen Kfz-Haftpflichtdeckung auf.',
    source: 'AKB des Versicherers (Mallorca-Deckung als Zusatzbaustein)',
  },
  {
    key: 'de-kfz-014',
    text: 'Welches Merkmal fließt in der Regel NICHT in die Beitragsberechnung der Kfz-Versicherung ein?',
    answers: [
      'Die Lackfarbe des Fahrzeugs',
      'Die Regionalklasse',
      'Die Typklasse',
      'Die Schadenfreiheitsklasse',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Tarifmerkmale der Kfz-Versicherung sind u. a. Regionalklasse und Typklasse nach der GDV-Statistik sowie die Schadenfreiheitsklasse des Versicherungsnehmers. Die Lackfarbe hat keinen statistisch belegten Einfluss auf den Schadenbedarf und wird nicht verwendet.',
    source: 'Tarifbestimmungen der Kfz-Versicherer; GDV-Typ- und Regionalklassenverzeichnis',
  },
  {
    key: 'de-kfz-015',
    text: 'Der Kfz-Versicherer erhöht den Beitrag ohne Änderung des Leistungsumfangs. Welches Recht hat der VN nach § 40 VVG?',
    answers: [
      'Er kann innerhalb eines Monats nach Zugang der Mitteilung kündigen',
      'Keines, er muss den höheren Beitrag zahlen',
      'Er kann nur zum 30. November kündigen',
      'Er kann den Vertrag binnen 14 Tagen widerrufen',
    ],
    categories: ['de-kfz', 'de-vvg'],
    coins: 2,
    explanation:
      '§ 40 Abs. 1 VVG gewährt ein Kündigungsrecht, wenn der Versicherer aufgrund einer Anpassungsklausel die Prämie erhöht, ohne den Versicherungsschutz zu ändern. Die Kündigung ist innerhalb eines Monats nach Zugang der Mitteilung möglich und wirkt frühestens zum Wirksamwerden der Erhöhung; auf das Recht muss der Versicherer hinweisen.',
    source: '§ 40 Abs. 1 VVG',
  },
  {
    key: 'de-kfz-016',
    text: 'Welche Schäden deckt die Kfz-Haftpflichtversicherung NICHT?',
    answers: [
      'Schäden am eigenen Fahrzeug des Unfallverursachers',
      'Personenschäden anderer Verkehrsteilnehmer',
      'Sachschäden an fremden Fahrzeugen',
      'Vermögensschäden geschädigter Dritter',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Haftpflicht ersetzt Personen-, Sach- und Vermögensschäden, die Dritten durch den Gebrauch des Fahrzeugs entstehen (§ 1 PflVG). Schäden am eigenen Fahrzeug sind ausgeschlossen; dafür gibt es die Kaskoversicherung.',
    source: '§ 1 PflVG; GDV-Musterbedingungen AKB 2015, A.1',
  },
];
