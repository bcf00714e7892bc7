import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kfz' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kfz-701',
    text: 'Welche Aussage zur Fahrerschutzversicherung nach den AKB trifft NICHT zu?',
    answers: [
      'Sie ersetzt auch den Sachschaden am eigenen Fahrzeug des Fahrers',
      'Sie ersetzt den Personenschaden des berechtigten Fahrers nach einem selbst verschuldeten Unfall',
      'Sie orientiert sich an dem, was ein Haftpflichtversicherer einem Verletzten zahlen müsste',
      'Leistungen anderer Stellen, etwa von Sozialversicherungsträgern, gehen ihr vor',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Der Fahrer des eigenen Fahrzeugs ist nicht Dritter im Sinne der Kfz-Haftpflicht; verursacht er den Unfall selbst, bleibt er auf seinem Personenschaden sitzen. Die Fahrerschutzversicherung schließt diese Lücke wie ein Haftpflichtversicherer, etwa für Verdienstausfall und Schmerzensgeld, nachrangig zu Leistungen anderer Träger. Sachschäden am Fahrzeug deckt sie nicht; dafür ist die Vollkasko da.',
    source: 'GDV-Musterbedingungen AKB 2015, A.5 (Fahrerschutzversicherung)',
  },
  {
    key: 'de-kfz-702',
    text: 'Wonach richtet sich die Typklasse eines Pkw in der Kfz-Versicherung?',
    answers: [
      'Nach dem Schadenbedarf des Fahrzeugmodells in der jeweiligen Sparte laut GDV-Typklassenstatistik',
      'Allein nach dem Hubraum des Motors',
      'Nach dem Alter und der Fahrpraxis des Halters',
      'Nach dem Schadenverlauf im Zulassungsbezirk des Halters',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Der GDV wertet jährlich aus, wie hoch die Schäden und Kosten für jedes Fahrzeugmodell in Haftpflicht, Teil- und Vollkasko im Verhältnis zum Durchschnitt sind, und ordnet die Modelle unverbindlich Typklassen zu. Der Zulassungsbezirk bestimmt dagegen die Regionalklasse, das Fahrerprofil wird über andere Tarifmerkmale berücksichtigt.',
    source: 'GDV-Typklassenverzeichnis; Tarifbestimmungen der Kfz-Versicherer',
  },
  {
    key: 'de-kfz-703',
    text: 'Ein VN verkauft seinen Pkw und versichert bei demselben Versicherer einen neuen Pkw als Ersatz. Was geschieht mit seinem Schadenfreiheitsrabatt?',
    answers: [
      'Er wird auf den Vertrag für das Ersatzfahrzeug übertragen',
      'Er geht mit dem verkauften Fahrzeug auf den Käufer über',
      'Er verfällt, der neue Vertrag beginnt in SF-Klasse 0',
      'Er wird wegen des Fahrzeugwechsels um zwei Klassen zurückgestuft',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Der Schadenfreiheitsrabatt knüpft an den schadenfreien Verlauf des Versicherungsnehmers an, nicht an das einzelne Fahrzeug. Bei einem Fahrzeugwechsel wird der Schadenverlauf deshalb auf den Vertrag für das Ersatzfahrzeug übertragen; der Käufer des alten Wagens erhält ihn nicht, sondern wird nach seinem eigenen Verlauf eingestuft.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt I (Schadenfreiheitsrabatt-System)',
  },
  {
    key: 'de-kfz-704',
    text: 'Der Versicherer hat dem Kunden eine eVB-Nummer genannt. Ab wann besteht nach den AKB vorläufiger Schutz in der Kfz-Haftpflicht?',
    answers: [
      'Zum vereinbarten Zeitpunkt, spätestens ab dem Tag der Zulassung unter Verwendung der eVB',
      'Erst mit Zahlung des ersten Beitrags',
      'Erst mit Zugang des Versicherungsscheins',
      'Erst zwei Wochen nach der Zulassung',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Mit Aushändigung der Versicherungsbestätigung oder Nennung der eVB-Nummer sagt der Versicherer vorläufigen Schutz zu. Er beginnt nach den AKB zum vereinbarten Zeitpunkt, spätestens an dem Tag, an dem das Fahrzeug mit dieser eVB zugelassen wird. Mit Zahlung des ersten Beitrags geht er in den endgültigen Schutz über.',
    source: 'GDV-Musterbedingungen AKB 2015, B.2.1',
  },
  {
    key: 'de-kfz-705',
    text: 'Ein Kunde lässt sein neues Auto mit einer eVB zu und beantragt auch eine Vollkasko. Hat er nach den AKB ab der Zulassung schon vorläufigen Kaskoschutz?',
    answers: [
      'Nur wenn der Versicherer dies ausdrücklich zugesagt hat',
      'Ja, die eVB deckt automatisch alle beantragten Sparten',
      'Ja, aber nur für Teilkaskoschäden',
      'Nein, vorläufige Deckung ist in der Kasko rechtlich ausgeschlossen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die eVB dient dem Nachweis der Pflichtversicherung; sie begründet vorläufigen Schutz für die Kfz-Haftpflicht. Für die Kaskoversicherung besteht vorläufiger Schutz nach den AKB nur, wenn der Versicherer ihn ausdrücklich zugesagt hat. Vermittler sollten das bei Neuwagen klären, damit ein Unfall auf der ersten Fahrt nicht ungedeckt bleibt.',
    source: 'GDV-Musterbedingungen AKB 2015, B.2.2',
  },
  {
    key: 'de-kfz-706',
    text: 'Der Versicherer nimmt den Kfz-Antrag unverändert an; der Kunde zahlt den ersten Beitrag trotz Belehrung schuldhaft nicht fristgerecht. Was gilt für die vorläufige Deckung?',
    answers: [
      'Sie entfällt rückwirkend; im Verhältnis zum Versicherer bestand von Anfang an kein Schutz',
      'Sie bleibt bis zur Kündigung durch den Versicherer bestehen',
      'Sie endet erst mit der nächsten Hauptfälligkeit',
      'Sie wandelt sich in eine beitragsfreie Ruheversicherung um',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      '§ 9 Satz 2 KfzPflVV lässt zu, dass die vorläufige Deckung rückwirkend entfällt, wenn der VN den Erstbeitrag schuldhaft nicht rechtzeitig zahlt; die AKB setzen dafür unveränderte Annahme des Antrags und eine Belehrung über die Folgen voraus. Geschädigte Dritte bleiben über § 117 VVG geschützt, der Versicherer nimmt dann aber beim VN Rückgriff.',
    source: 'GDV-Musterbedingungen AKB 2015, B.2.4; § 9 KfzPflVV; § 52 Abs. 1 VVG',
  },
  {
    key: 'de-kfz-707',
    text: 'Ab welcher Entfernung vom Wohnort leistet der Autoschutzbrief typischerweise zusätzliche Hilfen wie Weiter- oder Rückfahrt und Übernachtung?',
    answers: ['Ab 50 km Luftlinie', 'Ab 5 km Luftlinie', 'Ab 250 km Luftlinie', 'Nur bei Schäden im Ausland'],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Pannenhilfe und Abschleppen übernimmt der Schutzbrief auch in Wohnortnähe. Weitergehende Leistungen wie Weiter- oder Rückfahrt, Übernachtung oder Fahrzeugrückholung sehen die Musterbedingungen erst ab einer Entfernung des Schadenorts von 50 km Luftlinie vom ständigen Wohnsitz vor; für Auslandsreisen kommen weitere Hilfen hinzu.',
    source: 'GDV-Musterbedingungen AKB 2015, A.3 (Autoschutzbrief)',
  },
  {
    key: 'de-kfz-708',
    text: 'In welchem Gebiet besteht nach den AKB Schutz in der Kfz-Haftpflichtversicherung?',
    answers: [
      'In den geografischen Grenzen Europas und in den außereuropäischen Gebieten, die zur EU gehören',
      'Nur in Deutschland',
      'Weltweit ohne Einschränkung',
      'Nur in den Mitgliedstaaten der EU',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die AKB gewähren Kfz-Haftpflichtschutz in den geografischen Grenzen Europas sowie in den außereuropäischen Gebieten, die zum Geltungsbereich der EU gehören. Für Fahrten in Länder, die das Kennzeichen nicht als Versicherungsnachweis anerkennen, braucht der Kunde zusätzlich die Internationale Versicherungskarte; für andere Regionen ist eine besondere Vereinbarung nötig.',
    source: 'GDV-Musterbedingungen AKB 2015, A.1.4',
  },
  {
    key: 'de-kfz-709',
    text: 'Wofür leistet eine Kfz-Umweltschadensversicherung, die viele Versicherer zusammen mit der Kfz-Haftpflicht anbieten?',
    answers: [
      'Für öffentlich-rechtliche Pflichten zur Sanierung von Umweltschäden nach dem Umweltschadensgesetz',
      'Für Schäden am eigenen Fahrzeug durch Umwelteinflüsse wie Hagel',
      'Für Bußgelder wegen Überschreitung von Abgasgrenzwerten',
      'Für Mehrkosten eines umweltfreundlichen Ersatzfahrzeugs',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Nach dem Umweltschadensgesetz kann die Behörde den Verantwortlichen öffentlich-rechtlich verpflichten, Schäden etwa an Gewässern, Boden oder geschützten Arten zu sanieren, auch ohne dass ein Dritter Schadensersatz verlangt. Die Kfz-Haftpflicht deckt nur zivilrechtliche Ansprüche; die Kfz-Umweltschadensversicherung übernimmt diese Sanierungspflichten aus dem Gebrauch des Fahrzeugs.',
    source:
      'Umweltschadensgesetz (USchadG); Tarifbedingungen der Kfz-Versicherer (Kfz-Umweltschadensversicherung)',
  },
  {
    key: 'de-kfz-710',
    text: 'Der VN lässt sein vollkaskoversichertes Auto nach einem Unfall nicht reparieren. Bis zu welcher Grenze zahlt der Versicherer nach den AKB die Reparaturkosten?',
    answers: [
      'Bis zum Wiederbeschaffungswert abzüglich des Restwerts',
      'Bis 130 % des Wiederbeschaffungswerts',
      'Bis zum Neupreis des Fahrzeugs',
      'Gar nicht, ohne Reparatur zahlt die Kasko nichts',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Wird das Fahrzeug vollständig und fachgerecht repariert, zahlt die Kasko die erforderlichen Kosten bis zum Wiederbeschaffungswert. Wird es nicht oder nicht fachgerecht repariert, zahlt sie die erforderlichen Reparaturkosten höchstens bis zum Wiederbeschaffungswert abzüglich Restwert. Die 130-%-Grenze der Rechtsprechung gilt nur im Haftpflichtschadenersatz, nicht in der Kasko.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.5.2',
  },
  {
    key: 'de-kfz-711',
    text: 'Der unverschuldet Geschädigte verzichtet während der Reparatur seines privat genutzten Pkw auf einen Mietwagen. Was kann er vom Haftpflichtversicherer des Schädigers verlangen?',
    answers: [
      'Eine Nutzungsausfallentschädigung für die erforderliche Ausfallzeit',
      'Nichts, weil ihm keine Kosten entstanden sind',
      'Die Kosten eines Mietwagens, auch ohne ihn gemietet zu haben',
      'Nur Taxikosten gegen Vorlage von Belegen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Nach ständiger Rechtsprechung des BGH ist die ständige Verfügbarkeit eines privat genutzten Pkw ein Vermögenswert. Verzichtet der Geschädigte auf einen Mietwagen, kann er für die Dauer der erforderlichen Reparatur oder Wiederbeschaffung eine pauschale Nutzungsausfallentschädigung verlangen, sofern er Nutzungswillen und Nutzungsmöglichkeit hatte.',
    source: '§ 249 BGB; BGH-Rechtsprechung zur Nutzungsausfallentschädigung',
  },
  {
    key: 'de-kfz-712',
    text: 'Welche Position ersetzt die Kaskoversicherung nach den AKB NICHT?',
    answers: [
      'Die Wertminderung und den Nutzungsausfall nach dem Unfall',
      'Die erforderlichen Kosten einer fachgerechten Reparatur',
      'Die Kosten für das Abschleppen zur nächsten geeigneten Werkstatt',
      'Bei Totalschaden den Wiederbeschaffungswert abzüglich Restwert',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Kasko ist eine Sachversicherung für das eigene Fahrzeug und ersetzt nur den Sachsubstanzschaden, etwa Reparatur, Abschleppen zur nächsten geeigneten Werkstatt oder den Wiederbeschaffungswert abzüglich Restwert. Wertminderung, Nutzungsausfall, Mietwagen- und Zulassungskosten schließen die AKB aus; diese Positionen kann der Geschädigte nur vom Haftpflichtversicherer eines Schädigers verlangen.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.5',
  },
];
