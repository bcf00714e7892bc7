import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-sach' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sach-701',
    text: 'Auf einer Baustelle gelagertes Baumaterial wird durch ein Hochwasser weggeschwemmt. Ist der Schaden über die obligatorische Feuer- und Elementarschadendeckung versichert?',
    answers: [
      'Nein, Sachen auf Baustellen sind ausgenommen; dafür gibt es Bauwesen- oder Montageversicherungen',
      'Ja, wie jede andere Fahrhabe',
      'Ja, aber nur, wenn das Material bereits eingebaut ist und die Baustelle ruht',
      'Ja, über die kantonale Gebäudeversicherung in jedem Fall',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die AVO nimmt Sachen auf Baustellen von der kombinierten Feuer- und Elementarschadenversicherung aus; als Baustelle gilt das ganze Areal mit Sachwerten im Zusammenhang mit dem Bauwerk, auch vor Beginn und nach Abschluss der Arbeiten. Das Bauwesenrisiko wird deshalb über besondere technische Versicherungen gedeckt.',
    source: 'Art. 172 Abs. 1 lit. e und Abs. 2 AVO',
  },
  {
    key: 'ch-sach-702',
    text: 'Ein Lagerhaus direkt am Seeufer wird fast jedes Frühjahr bei der Schneeschmelze leicht überflutet. Ist ein solcher Schaden als Elementarschaden versichert?',
    answers: [
      'Nein, erfahrungsgemäss wiederkehrendes Ansteigen und Überborden von Gewässern ist ausgeschlossen',
      'Ja, jede Überschwemmung ist ein Elementarschaden',
      'Ja, aber nur mit dem doppelten Selbstbehalt',
      'Nur wenn der Wasserstand einen amtlichen Rekord erreicht',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Versichert sind unvorhersehbare Naturereignisse. Das Ansteigen und Überborden von Gewässern, das sich erfahrungsgemäss in kürzeren oder längeren Zwischenräumen wiederholt, zählt die AVO ausdrücklich nicht zu den Elementarschäden, weil es sich um ein bekanntes, vorhersehbares Risiko des Standorts handelt.',
    source: 'Art. 173 Abs. 3 lit. a AVO',
  },
  {
    key: 'ch-sach-703',
    text: 'Wer ist bei Stockwerkeigentum dafür zuständig, das Gebäude gegen Feuer und andere Gefahren zu versichern?',
    answers: [
      'Die Stockwerkeigentümerversammlung für die Gemeinschaft',
      'Jeder Stockwerkeigentümer nur für seine eigene Wohnung',
      'Der Verwalter nach eigenem Ermessen ohne Beschluss',
      'Die Gemeinde, in der das Gebäude steht',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Das ZGB weist der Versammlung der Stockwerkeigentümer ausdrücklich die Aufgabe zu, das Gebäude gegen Feuer und andere Gefahren zu versichern und die üblichen Haftpflichtversicherungen abzuschliessen. Das Gebäude wird als Ganzes versichert; den eigenen Hausrat versichert jeder Eigentümer selbst.',
    source: 'Art. 712m Abs. 1 Ziff. 6 ZGB',
  },
  {
    key: 'ch-sach-704',
    text: 'Ein vermietetes Mehrfamilienhaus ist nach einem Brand monatelang unbewohnbar. Welche Deckung ersetzt dem Eigentümer die entgangenen Mietzinse?',
    answers: [
      'Eine Mietzinsausfallversicherung als Ertragsausfalldeckung des Gebäudeeigentümers',
      'Die Hausratversicherung der Mieter',
      'Die Privathaftpflichtversicherung des Eigentümers',
      'Die Mietkautionsversicherung der Mieter',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Gebäudeversicherung ersetzt den Sachschaden am Gebäude, nicht aber den Ertragsausfall. Ist eine Wohnung wegen eines versicherten Schadens nicht vermietbar, entgehen dem Vermieter die Mietzinse; diese Lücke schliesst eine Mietzinsausfallversicherung, die als Zusatz zur Gebäudeversicherung angeboten wird.',
    source: 'AVB Gebäudeversicherung, Zusatzdeckung Mietzinsausfall (Marktpraxis)',
  },
  {
    key: 'ch-sach-705',
    text: 'Was deckt eine Transportversicherung für Waren typischerweise?',
    answers: [
      'Verlust und Beschädigung der Güter während des Transports, oft als Allgefahrendeckung',
      'Die Haftpflicht des Frachtführers gegenüber Dritten',
      'Den Ertragsausfall des Empfängers wegen Lieferverzugs',
      'Nur Schäden am Transportfahrzeug selbst',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Warentransportversicherung schützt den Eigentümer der Güter vor Verlust und Beschädigung unterwegs, häufig gegen alle Gefahren mit bestimmten Ausschlüssen. Sie ist wichtig, weil Frachtführer nach Gesetz oder Vertrag oft nur beschränkt haften.',
    source: 'AVB Warentransportversicherung (Marktpraxis); Art. 447 f. OR',
  },
  {
    key: 'ch-sach-706',
    text: 'Hagel beschädigt die Warenvorräte eines Ladens, die bei einem Privatversicherer versichert sind (Entschädigung CHF 12 000). Welchen Elementar-Selbstbehalt trägt der Inhaber?',
    answers: ['CHF 2500', 'CHF 1200', 'CHF 500', 'CHF 1000'],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Warenvorräte eines Geschäfts gelten als übrige Fahrhabe, nicht als Hausrat. Dort beträgt der Selbstbehalt 10 % der Entschädigung, mindestens CHF 2500 und höchstens CHF 50 000; 10 % von CHF 12 000 ergäben nur CHF 1200, daher gilt das Minimum von CHF 2500.',
    source: 'Art. 175 Abs. 1 lit. c AVO',
  },
];
