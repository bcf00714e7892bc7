import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-vvg' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-701',
    text: 'Ein Geschädigter weiss nicht, bei welchem Versicherer die obligatorische Berufshaftpflicht des Schädigers besteht. Was kann er nach Art. 60 Abs. 3 VVG tun?',
    answers: [
      'Vom haftpflichtigen Versicherten oder von der zuständigen Aufsichtsbehörde die Nennung des Versicherers verlangen',
      'Nur auf dem Weg einer Zivilklage gegen den Schädiger Auskunft erhalten',
      'Bei der FINMA die Herausgabe aller Policen des Schädigers verlangen',
      'Nichts; die Versicherungsverhältnisse sind durch das Datenschutzrecht geschützt',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Das direkte Forderungsrecht nützt nur, wenn der Geschädigte den Versicherer kennt. Besteht eine obligatorische Haftpflichtversicherung, kann er deshalb vom Versicherten oder von der zuständigen Aufsichtsbehörde die Nennung verlangen, und der Versicherer muss über Art und Umfang des Versicherungsschutzes Auskunft geben.',
    source: 'Art. 60 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-702',
    text: 'Der Haftpflichtversicherer zahlt die Entschädigung an seinen VN aus, obwohl ihm der Anspruch des Geschädigten bekannt ist; der VN verbraucht das Geld. Was gilt nach Art. 60 VVG?',
    answers: [
      'Der Versicherer ist dem Geschädigten für diese Handlung verantwortlich, weil sie ihn in seinem Recht verkürzt',
      'Der Versicherer ist befreit; der Geschädigte muss sich an den VN halten',
      'Der Geschädigte kann nur noch die Hälfte verlangen',
      'Der Versicherer darf die Zahlung beim Geschädigten als Prämie verrechnen',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Geschädigte hat am Ersatzanspruch des VN ein gesetzliches Pfandrecht, und der Versicherer darf direkt an ihn leisten. Zahlt der Versicherer stattdessen an den VN und vereitelt damit den Anspruch, ist er nach Art. 60 Abs. 2 VVG für jede Handlung verantwortlich, die den Dritten in seinem Recht verkürzt.',
    source: 'Art. 60 Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-703',
    text: 'Welche Aussage zur Stellung des Geschädigten in der Haftpflichtversicherung nach Art. 60 VVG trifft NICHT zu?',
    answers: [
      'Das direkte Forderungsrecht besteht nur bei obligatorischen Haftpflichtversicherungen',
      'Der Geschädigte hat am Ersatzanspruch des VN ein Pfandrecht',
      'Der Versicherer darf die Ersatzleistung direkt an den Geschädigten ausrichten',
      'Das direkte Forderungsrecht besteht nur im Rahmen einer bestehenden Versicherungsdeckung',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Seit 2022 gewährt Art. 60 Abs. 1bis VVG das direkte Forderungsrecht bei allen Haftpflichtversicherungen, also auch bei der freiwilligen Privat- oder Betriebshaftpflicht. Nur die besonderen Regeln zur Nennung des Versicherers in Abs. 3 knüpfen an eine obligatorische Versicherung an.',
    source: 'Art. 60 Abs. 1, 1bis und 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-704',
    text: 'Wann ist die Prämie für die erste Versicherungsperiode nach Art. 19 VVG fällig, wenn der Vertrag nichts anderes bestimmt?',
    answers: [
      'Mit dem Abschluss der Versicherung',
      'Erst mit Eintritt des ersten Versicherungsfalls',
      'Am Ende der ersten Versicherungsperiode',
      'Nach Ablauf der 14-tägigen Widerrufsfrist, in jedem Fall',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Die Prämie ist die Gegenleistung für den Versicherungsschutz und wird daher grundsätzlich im Voraus geschuldet. Ohne abweichende Abrede ist die Prämie für die erste Versicherungsperiode nach Art. 19 Abs. 1 VVG mit dem Abschluss der Versicherung fällig.',
    source: 'Art. 19 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-705',
    text: 'Das VVG enthält zu einer Frage des Versicherungsvertrags keine Regel. Welches Recht ist nach Art. 100 VVG ergänzend anwendbar?',
    answers: [
      'Das Obligationenrecht',
      'Das Versicherungsaufsichtsgesetz (VAG)',
      'Die Allgemeinen Versicherungsbedingungen des Verbands',
      'Das deutsche VVG als Modellgesetz',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Versicherungsvertrag ist ein privatrechtlicher Vertrag; das VVG regelt nur seine Besonderheiten. Soweit es keine Vorschriften enthält, gilt nach Art. 100 Abs. 1 VVG das Obligationenrecht, etwa für Vertragsauslegung, Verzug oder Stellvertretung.',
    source: 'Art. 100 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-706',
    text: 'Ein VN widerruft seine Betriebshaftpflichtversicherung fristgerecht. Ein geschädigter Dritter macht gutgläubig Ansprüche gegen den Versicherer geltend. Was gilt nach Art. 2a Abs. 5 VVG?',
    answers: [
      'Der Versicherer kann dem Dritten die Unwirksamkeit nicht entgegenhalten, und der VN schuldet solange die Prämie',
      'Der Dritte geht leer aus, weil der Vertrag von Anfang an unwirksam ist',
      'Der Widerruf ist unzulässig, sobald ein Dritter geschädigt wurde',
      'Der Versicherer muss leisten, darf aber keine Prämie verlangen',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Der Widerruf macht den Vertrag grundsätzlich von Anfang an unwirksam. Zum Schutz gutgläubiger Geschädigter bestimmt Art. 2a Abs. 5 VVG aber, dass der Versicherer ihnen die Unwirksamkeit nicht entgegenhalten kann, solange sie gutgläubig Ansprüche geltend machen können; im Gegenzug schuldet der VN für diese Zeit die Prämie.',
    source: 'Art. 2a Abs. 5 VVG (CH)',
  },
  {
    key: 'ch-vvg-707',
    text: 'Ein VN widerruft fristgerecht eine anteilgebundene Lebensversicherung, deren Anteile seit der Einzahlung an Wert verloren haben. Was wird ihm nach Art. 2b VVG erstattet?',
    answers: [
      'Der zum Zeitpunkt des Widerrufs geltende Wert',
      'Immer die volle einbezahlte Prämie',
      'Die einbezahlte Prämie zuzüglich eines Mindestzinses',
      'Nichts, bei anteilgebundenen Lebensversicherungen ist der Widerruf ausgeschlossen',
    ],
    categories: ['ch-vvg', 'ch-personen'],
    coins: 2,
    explanation:
      'Grundsätzlich müssen die Parteien nach einem Widerruf die empfangenen Leistungen zurückerstatten. Bei anteilgebundenen Lebensversicherungen trägt der VN aber das Anlagerisiko; Art. 2b Abs. 1 VVG sieht deshalb vor, dass der zum Zeitpunkt des Widerrufs geltende Wert zurückzuerstatten ist, also auch ein Kursverlust.',
    source: 'Art. 2b Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-708',
    text: 'Nach einem Teilschaden in der Hausratversicherung wollen beide Parteien den Vertrag beenden. Was gilt nach Art. 42 VVG?',
    answers: [
      'Beide können spätestens bei der Auszahlung der Entschädigung kündigen; die Haftung erlischt 14 Tage nach Mitteilung',
      'Nur der Versicherer darf kündigen, und zwar innert drei Monaten nach dem Schaden',
      'Die Kündigung wirkt erst auf das Ende des laufenden Versicherungsjahres',
      'Eine Kündigung im Schadenfall ist seit der Revision 2022 ausgeschlossen',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 2,
    explanation:
      'Ein Teilschaden gibt beiden Seiten ein Rücktrittsrecht, das spätestens bei der Auszahlung der Entschädigung auszuüben ist. Damit der Kunde nicht plötzlich ohne Schutz dasteht, erlischt die Haftung des Versicherers nach Art. 42 Abs. 2 VVG erst 14 Tage, nachdem die Kündigung der anderen Partei mitgeteilt wurde.',
    source: 'Art. 42 Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-709',
    text: 'Nach einem Teilschaden kündigt keine Partei den Vertrag. Womit haftet der Versicherer nach Art. 42 Abs. 4 VVG für die Folgezeit, wenn nichts anderes vereinbart ist?',
    answers: [
      'Mit dem Restbetrag der Versicherungssumme',
      'Automatisch wieder mit der vollen Versicherungssumme',
      'Mit der Hälfte der ursprünglichen Versicherungssumme',
      'Gar nicht mehr, bis eine neue Police ausgestellt ist',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 1,
    explanation:
      'Nach dem Gesetz verbraucht eine Entschädigung die Versicherungssumme: Ohne Kündigung haftet der Versicherer für die Folgezeit nur noch mit dem Restbetrag. Manche AVB sehen daher eine Wiederauffüllung der Summe vor; fehlt eine solche Klausel, sollte der Vermittler den Kunden auf die Lücke hinweisen.',
    source: 'Art. 42 Abs. 4 VVG (CH)',
  },
];
