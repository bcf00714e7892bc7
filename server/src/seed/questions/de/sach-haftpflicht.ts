import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-sach-haftpflicht' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-sach-haftpflicht-001',
    text: 'Zu welchem Wert ist Hausrat in der Hausratversicherung in der Regel versichert?',
    answers: [
      'Zum Wiederbeschaffungspreis von Sachen gleicher Art und Güte in neuwertigem Zustand',
      'Zum Zeitwert unter Abzug der Abnutzung',
      'Zum damals gezahlten Kaufpreis',
      'Zum Erlös auf dem Gebrauchtwarenmarkt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Hausratversicherung ersetzt nach den marktüblichen Bedingungen den Wiederbeschaffungspreis von Sachen gleicher Art und Güte in neuwertigem Zustand (Neuwert). Ein Abzug für Abnutzung findet grundsätzlich nicht statt; nur für nicht mehr verwendbare Sachen gilt meist der Zeitwert.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Versicherungswert)',
  },
  {
    key: 'de-sach-haftpflicht-002',
    text: 'Welche Gefahr ist in der Hausratversicherung ohne Zusatzbaustein NICHT versichert?',
    answers: ['Überschwemmung durch Starkregen', 'Einbruchdiebstahl', 'Leitungswasser', 'Sturm und Hagel'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Grunddeckung der Hausratversicherung umfasst Feuer, Einbruchdiebstahl, Raub, Vandalismus nach Einbruch, Leitungswasser sowie Sturm und Hagel. Überschwemmung durch Starkregen gehört zu den weiteren Elementargefahren und ist nur über einen Zusatzbaustein versichert.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (versicherte Gefahren); Klauseln Elementargefahren',
  },
  {
    key: 'de-sach-haftpflicht-003',
    text: 'Ab welcher Windstärke liegt nach den üblichen Bedingungen ein versicherter Sturm vor?',
    answers: ['Ab Windstärke 8', 'Ab Windstärke 6', 'Ab Windstärke 10', 'Ab Windstärke 12'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach den Musterbedingungen ist Sturm eine wetterbedingte Luftbewegung von mindestens Windstärke 8 nach Beaufort (Windgeschwindigkeit mindestens 62 km/h). Lässt sich die Windstärke nicht feststellen, genügt der Nachweis, dass in der Umgebung gleichartige Schäden entstanden sind.',
    source: 'GDV-Musterbedingungen VGB/VHB 2016, Abschnitt A (Sturm, Hagel)',
  },
  {
    key: 'de-sach-haftpflicht-004',
    text: 'Versicherungswert 100.000 €, Versicherungssumme 50.000 €, Schaden 10.000 €. Was zahlt der Versicherer nach der Proportionalitätsregel?',
    answers: ['5.000 €', '10.000 €', '2.500 €', '50.000 €'],
    categories: ['de-sach-haftpflicht', 'de-vvg'],
    coins: 1,
    explanation:
      'Ist die Versicherungssumme erheblich niedriger als der Versicherungswert, ersetzt der Versicherer den Schaden nach § 75 VVG nur im Verhältnis der Versicherungssumme zum Versicherungswert. 50.000 € zu 100.000 € ergibt 50 %, von 10.000 € Schaden also 5.000 €.',
    source: '§ 75 VVG',
  },
  {
    key: 'de-sach-haftpflicht-005',
    text: 'Welcher Versicherungswert wird in der Wohngebäudeversicherung häufig vereinbart?',
    answers: ['Der gleitende Neuwert (Wert 1914)', 'Der Zeitwert', 'Der Verkehrswert', 'Der Einheitswert'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'In der Wohngebäudeversicherung wird häufig der gleitende Neuwert vereinbart: Die Versicherungssumme wird in Preisen von 1914 ausgedrückt und über den gleitenden Neuwertfaktor jährlich an die Baupreise angepasst. Bei korrekt ermitteltem Wert 1914 gibt der Versicherer meist einen Unterversicherungsverzicht.',
    source: 'GDV-Musterbedingungen VGB 2016, Abschnitt A (Versicherungswert, gleitender Neuwert)',
  },
  {
    key: 'de-sach-haftpflicht-006',
    text: 'Welche Gefahr gehört NICHT zur klassischen Feuerversicherung?',
    answers: ['Leitungswasser', 'Blitzschlag', 'Explosion', 'Anprall oder Absturz eines Luftfahrzeugs'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Zur Feuerversicherung gehören Brand, Blitzschlag, Explosion, Implosion sowie Anprall oder Absturz eines Luftfahrzeugs. Leitungswasser ist eine eigene versicherte Gefahr mit eigenen Bedingungen und Ausschlüssen.',
    source: 'GDV-Musterbedingungen AFB/VGB 2016, Abschnitt A (Feuer)',
  },
  {
    key: 'de-sach-haftpflicht-007',
    text: 'Was ist ein Brand im Sinne der Versicherungsbedingungen?',
    answers: [
      'Ein Feuer ohne oder außerhalb eines bestimmungsgemäßen Herdes, das sich aus eigener Kraft ausbreiten kann',
      'Jede Hitzeeinwirkung auf eine Sache',
      'Jedes Feuer im Kamin oder Ofen',
      'Nur ein Feuer, das durch Blitzschlag entsteht',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach den Musterbedingungen ist Brand ein Feuer, das ohne einen bestimmungsgemäßen Herd entstanden ist oder ihn verlassen hat und sich aus eigener Kraft auszubreiten vermag. Ein Feuer im Kamin oder bloße Hitze (z. B. Sengschäden) ist daher kein Brand.',
    source: 'GDV-Musterbedingungen VGB/VHB 2016, Abschnitt A (Brand)',
  },
  {
    key: 'de-sach-haftpflicht-008',
    text: 'Nach welcher Vorschrift haftet, wer vorsätzlich oder fahrlässig Leben, Körper, Gesundheit oder Eigentum eines anderen widerrechtlich verletzt?',
    answers: ['§ 823 Abs. 1 BGB', '§ 7 StVG', '§ 84 HGB', '§ 19 VVG'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 823 Abs. 1 BGB ist die zentrale Anspruchsgrundlage der Verschuldenshaftung: Wer vorsätzlich oder fahrlässig Leben, Körper, Gesundheit, Freiheit, Eigentum oder ein sonstiges Recht eines anderen widerrechtlich verletzt, muss den Schaden ersetzen. Die Privathaftpflicht deckt genau diese gesetzliche Haftung.',
    source: '§ 823 Abs. 1 BGB',
  },
  {
    key: 'de-sach-haftpflicht-009',
    text: 'Welche Aufgabe hat die Privathaftpflichtversicherung neben der Zahlung berechtigter Ansprüche?',
    answers: [
      'Die Abwehr unberechtigter Ansprüche (passiver Rechtsschutz)',
      'Die Übernahme von Geldstrafen',
      'Die Strafverteidigung in jedem Verfahren',
      'Den Ersatz eigener Sachschäden',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 100 VVG muss der Haftpflichtversicherer den Versicherungsnehmer von berechtigten Ansprüchen Dritter freistellen und unberechtigte Ansprüche abwehren. Diese Abwehrfunktion wirkt wie ein passiver Rechtsschutz; Geldstrafen und eigene Schäden sind nicht versichert.',
    source: '§ 100 VVG',
  },
  {
    key: 'de-sach-haftpflicht-010',
    text: 'Bis zu welchem Alter sind Kinder nach § 828 Abs. 2 BGB für fahrlässig verursachte Unfälle mit Kfz grundsätzlich nicht verantwortlich?',
    answers: [
      'Bis zur Vollendung des zehnten Lebensjahres',
      'Bis zur Vollendung des siebten Lebensjahres',
      'Bis zur Vollendung des 14. Lebensjahres',
      'Bis zur Volljährigkeit',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 828 Abs. 2 BGB ist, wer das siebente, aber nicht das zehnte Lebensjahr vollendet hat, für Schäden bei einem Unfall mit Kraftfahrzeug, Schienen- oder Schwebebahn nicht verantwortlich, außer bei Vorsatz. Kinder unter sieben sind nach § 828 Abs. 1 BGB nie verantwortlich – ein Grund für die Deckung deliktunfähiger Kinder in der PHV.',
    source: '§ 828 Abs. 1 und 2 BGB',
  },
  {
    key: 'de-sach-haftpflicht-011',
    text: 'Welches Tier ist in der Privathaftpflichtversicherung typischerweise NICHT mitversichert?',
    answers: ['Hund', 'Katze', 'Wellensittich', 'Hamster'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht schließt zahme Haustiere und gezähmte Kleintiere wie Katzen oder Vögel ein, nicht aber Hunde, Pferde und andere Reit- und Zugtiere. Deren Halter brauchen eine eigene Tierhalterhaftpflicht, in einigen Bundesländern ist sie für Hunde Pflicht.',
    source: 'GDV-Musterbedingungen BBR PHV (Tierhalterrisiko); § 833 BGB',
  },
  {
    key: 'de-sach-haftpflicht-012',
    text: 'Wie haftet der Halter eines Luxustiers, z. B. eines Reitpferds, nach § 833 Satz 1 BGB?',
    answers: [
      'Verschuldensunabhängig (Gefährdungshaftung)',
      'Nur bei Vorsatz',
      'Nur bei grober Fahrlässigkeit',
      'Überhaupt nicht, das Risiko trägt der Geschädigte',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      '§ 833 Satz 1 BGB begründet für Luxustiere eine Gefährdungshaftung: Der Halter haftet für Schäden durch die Tiergefahr ohne Verschulden. Nur für Nutztiere, die dem Beruf oder Erwerb dienen, kann er sich nach § 833 Satz 2 BGB entlasten.',
    source: '§ 833 BGB',
  },
  {
    key: 'de-sach-haftpflicht-013',
    text: 'Was ersetzt der Versicherer nach § 83 VVG?',
    answers: [
      'Aufwendungen zur Abwendung oder Minderung des Schadens, die der VN für geboten halten durfte',
      'Anwaltskosten in jedem beliebigen Rechtsstreit',
      'Verdienstausfall während des Urlaubs',
      'Die Prämien der nächsten fünf Jahre',
    ],
    categories: ['de-sach-haftpflicht', 'de-vvg'],
    coins: 2,
    explanation:
      '§ 83 Abs. 1 VVG verpflichtet den Versicherer, Aufwendungen zur Abwendung oder Minderung des Schadens zu ersetzen, die der Versicherungsnehmer für geboten halten durfte – auch wenn sie erfolglos bleiben. Auf Verlangen muss der Versicherer den erforderlichen Betrag sogar vorschießen.',
    source: '§ 83 Abs. 1 VVG',
  },
  {
    key: 'de-sach-haftpflicht-014',
    text: 'Was muss der Versicherungsnehmer nach einem Einbruchdiebstahl unverzüglich tun?',
    answers: [
      'Den Schaden der Polizei anzeigen und ihr ein Verzeichnis der abhandengekommenen Sachen einreichen',
      'Zuerst die Wohnung renovieren lassen',
      'Nur den Vermieter informieren',
      'Bis zum Jahresende mit der Meldung warten',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Hausratbedingungen verpflichten den Versicherungsnehmer, Schäden durch Einbruchdiebstahl, Raub oder Vandalismus unverzüglich der Polizei anzuzeigen und ihr sowie dem Versicherer ein Verzeichnis der abhandengekommenen Sachen (Stehlgutliste) einzureichen. Das erleichtert die Fahndung und die Schadenfeststellung; eine Verletzung kann nach § 28 VVG zur Kürzung führen.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt B (Obliegenheiten im Versicherungsfall); § 28 VVG',
  },
];
