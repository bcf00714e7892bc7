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
];
