import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-haftpflicht-mfz' (Schweiz), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-haftpflicht-mfz-601',
    text: 'Was muss nach Art. 63 Abs. 1 SVG vorliegen, bevor ein Motorfahrzeug in den öffentlichen Verkehr gebracht werden darf?',
    answers: [
      'Eine Haftpflichtversicherung für das Fahrzeug',
      'Eine Teilkaskoversicherung',
      'Eine Insassenunfallversicherung',
      'Eine Verkehrsrechtsschutzversicherung',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Gefährdungshaftung des Halters schützt Geschädigte nur, wenn hinter ihr auch Geld steht. Deshalb darf nach Art. 63 Abs. 1 SVG kein Motorfahrzeug in den öffentlichen Verkehr, bevor eine Haftpflichtversicherung abgeschlossen ist; Kasko, Insassen- und Rechtsschutzversicherungen sind freiwillig.',
    source: 'Art. 63 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-602',
    text: 'Wessen Haftpflicht deckt die obligatorische Motorfahrzeughaftpflichtversicherung nach Art. 63 Abs. 2 SVG?',
    answers: [
      'Die des Halters und der Personen, für die er nach dem SVG verantwortlich ist, z. B. eines Lenkers',
      'Nur die des im Fahrzeugausweis eingetragenen Halters, wenn er selbst fährt',
      'Nur die des Lenkers, sofern er Eigentümer des Fahrzeugs ist',
      'Die Haftpflicht aller Insassen für jeden Schaden im Alltag',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Der Halter haftet nach Art. 58 Abs. 4 SVG für den Lenker und die Hilfspersonen wie für sich selbst. Damit der Geschädigte in allen diesen Fällen gedeckt ist, erfasst die Versicherung nach Art. 63 Abs. 2 SVG die Haftpflicht des Halters und der Personen, für die er verantwortlich ist.',
    source: 'Art. 63 Abs. 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-603',
    text: 'Nach welchen Regeln bestimmen sich nach Art. 62 Abs. 1 SVG Art und Umfang des Schadenersatzes bei einem Motorfahrzeugunfall?',
    answers: [
      'Nach den Grundsätzen des Obligationenrechts über unerlaubte Handlungen',
      'Nach einem festen Tarif im Anhang des SVG',
      'Nach den AVB des Haftpflichtversicherers des Halters',
      'Nach den Richtlinien der Zulassungsbehörde des Kantons',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Das SVG regelt vor allem, wer haftet und wie man sich entlasten kann. Für Art und Umfang des Schadenersatzes und der Genugtuung verweist Art. 62 Abs. 1 SVG auf die Grundsätze des OR über unerlaubte Handlungen, also insbesondere auf Art. 42 bis 47 OR.',
    source: 'Art. 62 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-604',
    text: 'Ein Autohalter und ein unvorsichtiger Velofahrer sind gemeinsam für die Verletzung einer Fussgängerin haftpflichtig. Wie haften sie ihr nach Art. 60 SVG?',
    answers: [
      'Solidarisch; intern wird der Schaden unter Würdigung aller Umstände verteilt',
      'Jeder nur für die Hälfte des Schadens',
      'Allein der Halter, weil der Velofahrer nicht kausal haftet',
      'Allein der Velofahrer, weil er den Unfall verschuldet hat',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Sind bei einem Unfall mit einem Motorfahrzeug mehrere Personen für den Schaden eines Dritten haftpflichtig, haften sie ihm nach Art. 60 Abs. 1 SVG solidarisch. Die Geschädigte kann sich an jeden halten; die Verteilung unter den Haftpflichtigen erfolgt nach Art. 60 Abs. 2 SVG unter Würdigung aller Umstände.',
    source: 'Art. 60 Abs. 1 und 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-605',
    text: 'Ein Unfallopfer hat kurz nach dem Unfall mit dem Haftpflichtversicherer einen Vergleich über eine offensichtlich unzulängliche Entschädigung geschlossen. Was gilt nach Art. 87 Abs. 2 SVG?',
    answers: [
      'Es kann den Vergleich binnen eines Jahres seit Abschluss anfechten',
      'Der Vergleich ist endgültig und unanfechtbar',
      'Der Vergleich ist von Gesetzes wegen nichtig, ohne dass er angefochten werden muss',
      'Es kann den Vergleich innert zehn Jahren seit dem Unfall anfechten',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Unfallopfer stehen nach einem Unfall oft unter Druck und unterschätzen die Folgen. Art. 87 Abs. 2 SVG erlaubt daher, Vergleiche mit offensichtlich unzulänglicher Entschädigung binnen Jahresfrist seit ihrem Abschluss anzufechten; nichtig ist der Vergleich nicht von selbst.',
    source: 'Art. 87 Abs. 2 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-606',
    text: 'Eine Halterin lässt ihre Mitfahrer vor der Fahrt unterschreiben, dass sie auf jede Haftung nach SVG verzichten. Welche Wirkung hat diese Vereinbarung?',
    answers: [
      'Keine, Vereinbarungen, welche die Haftpflicht nach SVG wegbedingen oder beschränken, sind nichtig',
      'Sie schliesst die Haftung vollständig aus',
      'Sie schliesst die Haftung aus, ausser bei Vorsatz',
      'Sie halbiert den Schadenersatz der Mitfahrer',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Halterhaftung dient dem Schutz der Verkehrsopfer und ist deshalb zwingend. Art. 87 Abs. 1 SVG erklärt Vereinbarungen, welche die Haftpflicht nach dem SVG wegbedingen oder beschränken, für nichtig; eine solche Unterschrift ändert an den Ansprüchen nichts.',
    source: 'Art. 87 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-607',
    text: 'Seit 2012 gibt es in der Schweiz keine Velovignette mehr. Welche Versicherung deckt heute typischerweise Haftpflichtschäden eines Velofahrers?',
    answers: [
      'Seine Privathaftpflichtversicherung',
      'Die Motorfahrzeughaftpflicht des Kantons',
      'Der Nationale Garantiefonds als ordentlicher Versicherer',
      'Die obligatorische Unfallversicherung des Geschädigten als Haftpflichtversicherer des Velofahrers',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Mit der Abschaffung der Velovignette ist die Haftpflicht für Velos und langsame E-Bikes in die freiwillige Privathaftpflichtversicherung übergegangen. Vermittler sollten deshalb bei Velofahrern ohne Privathaftpflicht auf diese Deckungslücke hinweisen.',
    source: 'AVB Privathaftpflichtversicherung (Marktpraxis); Aufhebung der Velovignette per 1. Januar 2012',
  },
  {
    key: 'ch-haftpflicht-mfz-608',
    text: 'Ein Kunde kauft ein schnelles E-Bike mit Tretunterstützung bis 45 km/h. Welche Haftpflichtdeckung braucht er dafür?',
    answers: [
      'Eine Motorfahrzeughaftpflicht, die für das obligatorische gelbe Kontrollschild nachzuweisen ist',
      'Keine besondere; seine Privathaftpflicht deckt es wie ein gewöhnliches Velo',
      'Gar keine, da E-Bikes von der Versicherungspflicht ausgenommen sind',
      'Nur eine Teilkasko, die Diebstahl abdeckt',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Schnelle E-Bikes gelten als Motorfahrräder mit Kontrollschildpflicht und damit als Motorfahrzeuge. Sie brauchen ein gelbes Kontrollschild, das nur mit Nachweis einer Motorfahrzeughaftpflichtversicherung abgegeben wird; die Privathaftpflicht deckt typischerweise nur Velos und langsame E-Bikes.',
    source: 'Art. 63 Abs. 1 SVG; Art. 18 VTS',
  },
  {
    key: 'ch-haftpflicht-mfz-609',
    text: 'Ein Auto kollidiert nachts auf einer Landstrasse mit einem Reh. Welche Versicherung deckt typischerweise den Schaden am eigenen Fahrzeug?',
    answers: [
      'Die Teilkasko (Zusammenstoss mit Tieren)',
      'Die Motorfahrzeughaftpflicht des Halters',
      'Der Kanton als Eigentümer des Wildes',
      'Nur eine Vollkasko, die Teilkasko schliesst Tiere stets aus',
    ],
    categories: ['ch-haftpflicht-mfz', 'ch-sach'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung deckt nur Schäden Dritter, nie das eigene Fahrzeug. Der Zusammenstoss mit Tieren gehört in der Schweiz zu den typischen Teilkaskogefahren, ebenso wie Elementarereignisse, Glasbruch oder Diebstahl; einen haftpflichtigen Dritten gibt es bei Wildtieren nicht.',
    source: 'AVB Motorfahrzeugversicherung, Teilkasko (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-610',
    text: 'Nach einem kleinen Haftpflichtschaden will eine Halterin die Rückstufung im Bonus-Malus-System vermeiden. Was lassen die meisten Motorfahrzeugversicherer zu?',
    answers: [
      'Sie kann dem Versicherer die bezahlte Schadensumme zurückzahlen; der Schaden zählt dann nicht',
      'Sie kann den Schaden nachträglich auf die Teilkasko umbuchen lassen',
      'Sie kann die Rückstufung durch eine Meldung an die Zulassungsbehörde verhindern',
      'Nichts, jede Schadenmeldung führt zwingend zur Rückstufung',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Rückstufung verteuert die Prämie über mehrere Jahre und kann mehr kosten als ein kleiner Schaden. Die Versicherer erlauben deshalb üblicherweise, die bezahlte Summe zurückzuerstatten; der Fall gilt dann für die Prämienstufe als nicht eingetreten. Ein Vergleich der Kosten lohnt sich.',
    source: 'AVB Motorfahrzeugversicherung, Bonus-Malus (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-611',
    text: 'Welcher Schaden ist in der Privathaftpflichtversicherung typischerweise NICHT gedeckt?',
    answers: [
      'Der Schaden am Velo des Ehepartners, der im gleichen Haushalt lebt',
      'Ein Fussball des Kindes zerschlägt das Fenster des Nachbarn',
      'Der Versicherte verletzt als Velofahrer einen Fussgänger',
      'Auslaufendes Wasser der Waschmaschine beschädigt die Wohnung darunter',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht deckt Ansprüche Dritter. Ansprüche von Personen, die mit dem Versicherten im gleichen Haushalt leben oder selbst versichert sind, schliessen die AVB typischerweise aus, um Absprachen innerhalb der Familie zu verhindern. Die übrigen Fälle sind klassische gedeckte Haftpflichtschäden gegenüber Dritten.',
    source: 'AVB Privathaftpflichtversicherung (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-612',
    text: 'Ein Schreiner hat mangelhafte Einbauschränke geliefert; der Kunde verlangt die Nachbesserung. Deckt die Betriebshaftpflichtversicherung die Kosten dafür?',
    answers: [
      'Nein, Ansprüche auf Vertragserfüllung und Nachbesserung des eigenen Werks sind nicht versichert',
      'Ja, sie deckt alle Ansprüche von Kunden ohne Einschränkung',
      'Ja, aber nur wenn der Kunde eine Privatperson ist',
      'Ja, sofern der Mangel innert fünf Jahren gerügt wurde',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die Betriebshaftpflicht deckt Schäden, die der Betrieb Dritten zufügt, nicht das unternehmerische Risiko, die eigene Leistung richtig zu erbringen. Erfüllungs- und Gewährleistungsansprüche wie Nachbesserung oder Ersatzlieferung sind daher typischerweise ausgeschlossen; gedeckt wären etwa Folgeschäden an anderen Sachen des Kunden.',
    source: 'AVB Betriebshaftpflichtversicherung (Marktpraxis); Art. 368 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-613',
    text: 'Ein Velofahrer verletzt fahrlässig den Familienhund der Nachbarin (Wert CHF 500); die Tierarztkosten betragen CHF 3000. Was gilt nach Art. 42 Abs. 3 OR?',
    answers: [
      'Die Heilungskosten sind angemessen zu ersetzen, auch wenn sie den Wert des Tieres übersteigen',
      'Der Ersatz ist auf den Wert des Tieres von CHF 500 begrenzt',
      'Für Tiere gibt es keinen Schadenersatz, nur eine Genugtuung',
      'Ersetzt werden nur die Kosten einer Ersatzbeschaffung',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Tiere sind keine Sachen; bei Heimtieren, die nicht zu Vermögens- oder Erwerbszwecken gehalten werden, zählt das Affektionsinteresse. Art. 42 Abs. 3 OR lässt deshalb die Heilungskosten angemessen als Schaden zu, auch wenn sie den Wert des Tieres übersteigen.',
    source: 'Art. 42 Abs. 3 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-614',
    text: 'Beim rechtmässigen Bau eines Hauses entstehen durch unvermeidliche Erschütterungen Risse im Nachbarhaus. Was kann der Nachbar nach Art. 679a ZGB verlangen?',
    answers: [
      'Schadenersatz vom Grundeigentümer, auch ohne dessen Verschulden',
      'Nichts, weil die Bauarbeiten bewilligt und rechtmässig sind',
      'Nur Schadenersatz, wenn er dem Bauherrn ein Verschulden beweist',
      'Nur die Einstellung der Bauarbeiten, aber keinen Schadenersatz',
    ],
    categories: ['ch-haftpflicht-mfz', 'ch-sach'],
    coins: 2,
    explanation:
      'Art. 679a ZGB regelt übermässige, aber unvermeidliche Einwirkungen bei der rechtmässigen Bewirtschaftung eines Grundstücks, namentlich beim Bauen. Der Nachbar kann dann nicht die Einstellung, wohl aber Schadenersatz verlangen; es handelt sich um eine Kausalhaftung, die typischerweise über die Bauherrenhaftpflichtversicherung gedeckt wird.',
    source: 'Art. 679a ZGB',
  },
  {
    key: 'ch-haftpflicht-mfz-615',
    text: 'Ein 2014 in Verkehr gebrachtes Gerät verletzt 2026 einen Benutzer wegen eines Konstruktionsfehlers. Kann er den Hersteller noch nach dem Produktehaftpflichtgesetz belangen?',
    answers: [
      'Nein, die Ansprüche nach PrHG sind zehn Jahre nach dem Inverkehrbringen verwirkt',
      'Ja, die Frist beginnt erst mit dem Schaden und beträgt zehn Jahre',
      'Ja, Ansprüche aus Personenschäden verwirken nach PrHG nie',
      'Nein, das PrHG deckt nur Sachschäden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Das PrHG begrenzt die strenge Herstellerhaftung zeitlich: Die Ansprüche verwirken zehn Jahre nach dem Tag, an dem der Hersteller das schadenverursachende Produkt in Verkehr gebracht hat. Ein Anspruch aus unerlaubter Handlung nach Art. 41 OR bleibt aber denkbar.',
    source: 'Art. 10 Abs. 1 PrHG',
  },
  {
    key: 'ch-haftpflicht-mfz-616',
    text: 'Wer haftet nach Art. 41 Abs. 2 OR auch ohne Verletzung eines absolut geschützten Rechts?',
    answers: [
      'Wer einem anderen in einer gegen die guten Sitten verstossenden Weise absichtlich Schaden zufügt',
      'Wer einem anderen leichtfahrlässig einen reinen Vermögensschaden zufügt',
      'Jeder Werkeigentümer, auch ohne Werkmangel',
      'Jeder, der am Unfallort anwesend war',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Grundsätzlich setzt Art. 41 Abs. 1 OR eine widerrechtliche Schädigung voraus. Absatz 2 erweitert die Haftung auf die absichtliche, sittenwidrige Schädigung, auch wenn kein Recht widerrechtlich verletzt wurde; fahrlässig verursachte reine Vermögensschäden sind ohne Schutznorm dagegen nicht zu ersetzen.',
    source: 'Art. 41 Abs. 2 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-617',
    text: 'Was unterscheidet die Gefährdungshaftung (z. B. des Motorfahrzeughalters) von einer milden Kausalhaftung wie der des Geschäftsherrn?',
    answers: [
      'Ein Sorgfaltsbeweis entlastet nicht; nur die Unterbrechung des Kausalzusammenhangs kann befreien',
      'Die Gefährdungshaftung setzt immer ein grobes Verschulden voraus',
      'Bei der Gefährdungshaftung muss der Geschädigte die Sorgfaltspflichtverletzung beweisen',
      'Die Gefährdungshaftung gilt nur für Sachschäden, nicht für Personenschäden',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Bei milden Kausalhaftungen wie Art. 55 oder 56 OR kann sich der Haftpflichtige mit dem Nachweis der gebotenen Sorgfalt befreien. Die Gefährdungshaftung knüpft an die besondere Betriebsgefahr an; entlasten kann nur höhere Gewalt oder grobes Selbst- oder Drittverschulden, wie Art. 59 Abs. 1 SVG zeigt.',
    source: 'Art. 55 und 56 OR; Art. 58 und 59 Abs. 1 SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-618',
    text: 'Ein Lenker verursacht in angetrunkenem Zustand einen Unfall; der Haftpflichtversicherer entschädigt die Opfer. Was gilt nach Art. 65 Abs. 3 SVG für den Rückgriff?',
    answers: [
      'Der Versicherer muss Rückgriff nehmen und dabei Verschulden und wirtschaftliche Lage berücksichtigen',
      'Der Versicherer darf keinen Rückgriff nehmen, weil er den Opfern gegenüber ohnehin haftet',
      'Der Rückgriff ist immer auf 10 % der Schadenzahlung begrenzt',
      'Rückgriff ist nur auf den Halter möglich, nie auf den Lenker',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Gegenüber den Opfern muss der Versicherer trotz Alkohol voll leisten. Seit Via sicura verpflichtet ihn Art. 65 Abs. 3 SVG aber, bei Unfällen in angetrunkenem oder fahrunfähigem Zustand sowie bei Raserdelikten Rückgriff zu nehmen, wobei Verschulden und wirtschaftliche Verhältnisse der belangten Person zu berücksichtigen sind.',
    source: 'Art. 65 Abs. 3 SVG',
  },
];
