import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-sach-haftpflicht' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-sach-haftpflicht-701',
    text: 'Das abgeschlossene Fahrrad einer Kundin wird vor dem Supermarkt gestohlen. Zahlt ihre Hausratversicherung nach den Musterbedingungen?',
    answers: [
      'Nur wenn Fahrraddiebstahl zusätzlich vereinbart ist, denn ein einfacher Diebstahl ist kein Einbruchdiebstahl',
      'Ja, jeder Diebstahl von Hausrat ist in der Grunddeckung versichert',
      'Nein, Fahrräder gehören nie zum Hausrat',
      'Ja, aber nur wenn das Fahrrad jünger als ein Jahr ist',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Grunddeckung der Hausratversicherung umfasst Einbruchdiebstahl und Raub, nicht den einfachen Diebstahl. Ein abgeschlossenes Fahrrad, das im Freien aufgebrochen wird, ist deshalb nur über die Zusatzvereinbarung Fahrraddiebstahl versichert, die meist voraussetzt, dass das Rad durch ein Schloss gesichert war, und eine eigene Entschädigungsgrenze hat.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Einbruchdiebstahl) und Klausel Fahrraddiebstahl',
  },
  {
    key: 'de-sach-haftpflicht-702',
    text: 'Nach einem Brand kann der Eigentümer sein selbst bewohntes Einfamilienhaus monatelang nicht nutzen. Was ersetzt die Wohngebäudeversicherung nach den Musterbedingungen dafür?',
    answers: [
      'Den ortsüblichen Mietwert, bis das Haus wieder benutzbar ist, höchstens für die vereinbarte Dauer',
      'Nichts, Mietausfall gibt es nur bei vermieteten Wohnungen',
      'Die tatsächlichen Hotelkosten ohne zeitliche Grenze',
      'Eine Pauschale von 10 % der Versicherungssumme',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Wohngebäudeversicherung ersetzt den Mietausfall: bei vermieteten Wohnungen die entgangene Miete, wenn Mieter infolge des Versicherungsfalls berechtigt nicht zahlen, bei selbst bewohnten Räumen den ortsüblichen Mietwert. Die Leistung läuft, bis die Räume wieder benutzbar sind, höchstens aber für die im Vertrag vereinbarte Zahl von Monaten.',
    source: 'GDV-Musterbedingungen VGB 2016, Abschnitt A (Mietausfall, Mietwert)',
  },
  {
    key: 'de-sach-haftpflicht-703',
    text: 'Welcher Umstand kann nach den Wohngebäudebedingungen ausdrücklich eine Gefahrerhöhung darstellen, die der VN anzeigen muss?',
    answers: [
      'Das Gebäude oder sein überwiegender Teil wird nicht mehr genutzt (Leerstand)',
      'Der VN tauscht die Heizungsanlage gegen eine gleichwertige neue aus',
      'Ein Mieter zieht aus und ein neuer Mieter zieht sofort ein',
      'Der Baupreisindex steigt stärker als erwartet',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Ein leerstehendes Gebäude wird seltener kontrolliert; Leitungswasser-, Frost- und Brandschäden werden später entdeckt, und das Risiko von Brandstiftung steigt. Die VGB nennen deshalb die Nichtnutzung des Gebäudes oder seines überwiegenden Teils ausdrücklich als mögliche Gefahrerhöhung; es gelten die §§ 23 bis 27 VVG mit Anzeigepflicht, Kündigungsrecht und möglicher Leistungsfreiheit.',
    source: 'GDV-Musterbedingungen VGB 2016, Abschnitt B (Gefahrerhöhung); §§ 23 ff. VVG',
  },
  {
    key: 'de-sach-haftpflicht-704',
    text: 'Ein versichertes Motorboot wird nach Versicherungsbeginn verschrottet; das versicherte Interesse fällt weg. Welche Prämie steht dem Versicherer nach § 80 Abs. 2 VVG zu?',
    answers: [
      'Die Prämie bis zu dem Zeitpunkt, zu dem er vom Wegfall des Interesses Kenntnis erlangt',
      'Die volle Jahresprämie bis zum Ende der Versicherungsperiode',
      'Keine Prämie, rückwirkend ab Versicherungsbeginn',
      'Die Prämie für die gesamte vereinbarte Vertragslaufzeit',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Fällt das versicherte Interesse nach Beginn der Versicherung weg, endet der Vertrag, weil es nichts mehr zu versichern gibt. Nach § 80 Abs. 2 VVG erhält der Versicherer die Prämie, die er hätte verlangen können, wenn die Versicherung nur bis zu dem Zeitpunkt beantragt worden wäre, zu dem er vom Wegfall Kenntnis erlangt. Der VN sollte den Wegfall deshalb sofort mitteilen.',
    source: '§ 80 Abs. 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-705',
    text: 'Wie ist eine Entschädigung in der Sachversicherung nach § 91 VVG zu verzinsen?',
    answers: [
      'Nach Ablauf eines Monats seit der Anzeige des Versicherungsfalls mit 4 % jährlich',
      'Ab dem Schadentag mit 9 Prozentpunkten über dem Basiszinssatz',
      'Gar nicht, Entschädigungen sind zinsfrei',
      'Erst ab Rechtskraft eines Urteils mit 2 % jährlich',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Ermittlung eines Sachschadens dauert oft. § 91 VVG gleicht das aus: Die Entschädigung ist nach Ablauf eines Monats seit der Anzeige des Versicherungsfalls mit 4 % für das Jahr zu verzinsen, soweit nicht aus einem anderen Rechtsgrund, etwa Verzug, höhere Zinsen verlangt werden können. Die Verzinsung entfällt, soweit der VN die Feststellung des Schadens schuldhaft verzögert.',
    source: '§ 91 VVG',
  },
  {
    key: 'de-sach-haftpflicht-706',
    text: 'Der Rechtsschutzversicherer lehnt die Deckung mangels Erfolgsaussicht ab, weist aber nicht auf ein Gutachter- oder Schiedsverfahren hin. Was folgt aus § 128 VVG?',
    answers: [
      'Das Rechtsschutzbedürfnis des VN gilt im Einzelfall als anerkannt',
      'Der VN muss sofort gegen den Versicherer klagen, sonst verliert er den Anspruch',
      'Die Ablehnung bleibt wirksam; ein Hinweis ist nur eine Serviceleistung',
      'Der Vertrag endet automatisch, der VN erhält die Prämie zurück',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Verneint der Rechtsschutzversicherer seine Leistungspflicht wegen fehlender Erfolgsaussicht oder Mutwilligkeit, muss der Vertrag nach § 128 VVG ein Gutachterverfahren oder ein vergleichbar unparteiisches Verfahren vorsehen, und der Versicherer muss den VN bei der Ablehnung darauf hinweisen. Fehlt das Verfahren oder unterbleibt der Hinweis, gilt das Rechtsschutzbedürfnis im Einzelfall als anerkannt.',
    source: '§ 128 VVG',
  },
  {
    key: 'de-sach-haftpflicht-707',
    text: 'Der VN schuldet einem Verletzten eine lebenslange Rente, deren Kapitalwert die Versicherungssumme übersteigt. Was muss der Haftpflichtversicherer nach § 107 Abs. 1 VVG zahlen?',
    answers: [
      'Einen verhältnismäßigen Teil der Rente',
      'Die volle Rente, solange der Verletzte lebt',
      'Die volle Rente, bis die Versicherungssumme durch die Zahlungen aufgebraucht ist',
      'Nur eine einmalige Kapitalabfindung in Höhe der halben Versicherungssumme',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Erreicht die Versicherungssumme den Kapitalwert der geschuldeten Rente nicht, muss der Haftpflichtversicherer nach § 107 Abs. 1 VVG nur einen verhältnismäßigen Teil jeder Rentenzahlung übernehmen. So wird die Summe nicht in den ersten Jahren verbraucht; den Rest trägt der VN selbst. Das zeigt, warum Vermittler bei Personenschäden auf ausreichend hohe Versicherungssummen achten sollten.',
    source: '§ 107 Abs. 1 VVG',
  },
];
