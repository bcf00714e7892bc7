import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-haftpflicht-mfz' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-haftpflicht-mfz-701',
    text: 'Ein Schläger verletzt einen Passanten vorsätzlich schwer. Wann verjährt der Schadenersatzanspruch nach Art. 60 Abs. 2 OR frühestens?',
    answers: [
      'Frühestens mit Eintritt der strafrechtlichen Verfolgungsverjährung',
      'Immer drei Jahre nach Kenntnis von Schaden und Schädiger, ohne Ausnahme',
      'Ein Jahr nach dem Strafurteil',
      'Nie, Ansprüche aus Straftaten sind unverjährbar',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Hat der Schädiger durch sein Verhalten eine strafbare Handlung begangen, soll er sich zivilrechtlich nicht früher auf die Verjährung berufen können als strafrechtlich. Art. 60 Abs. 2 OR lässt den Anspruch deshalb frühestens mit der strafrechtlichen Verfolgungsverjährung verjähren, auch wenn die relative oder absolute Frist schon abgelaufen wäre.',
    source: 'Art. 60 Abs. 2 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-702',
    text: 'Wonach bestimmt das Gericht nach Art. 43 Abs. 1 OR Art und Grösse des Schadenersatzes?',
    answers: [
      'Nach den Umständen und der Grösse des Verschuldens',
      'Ausschliesslich nach einem gesetzlichen Tarif',
      'Nach dem Vermögen des Geschädigten',
      'Nach der Versicherungssumme der Haftpflichtversicherung des Schädigers',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Das OR gibt dem Gericht bei der Bemessung bewusst Ermessen. Nach Art. 43 Abs. 1 OR berücksichtigt es die Umstände und die Grösse des Verschuldens; die Versicherungsdeckung des Schädigers ist dafür kein Massstab.',
    source: 'Art. 43 Abs. 1 OR',
  },
  {
    key: 'ch-haftpflicht-mfz-703',
    text: 'Ein parkiertes Auto wird von einem unbekannten Fahrzeug angefahren; der Verursacher fährt weg. Welche Deckung bezahlt typischerweise den Schaden, ohne die Vollkasko zu belasten?',
    answers: [
      'Eine Parkschadenversicherung (Zusatzdeckung zur Kasko)',
      'Die eigene Motorfahrzeughaftpflicht',
      'Die Privathaftpflichtversicherung des Halters',
      'Die Gebäudeversicherung des Parkhauses',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Die eigene Haftpflichtversicherung deckt nur Schäden, die der Halter Dritten zufügt. Für Schäden am parkierten Fahrzeug durch unbekannte Dritte bieten die Versicherer die Parkschadendeckung an, meist mit begrenzter Zahl von Fällen pro Jahr und ohne Auswirkung auf den Bonus der Kollisionskasko.',
    source: 'AVB Motorfahrzeugversicherung, Parkschaden (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-704',
    text: 'Eine Kundin leiht sich gelegentlich das Auto einer Freundin. Welche Zusatzdeckung ihrer Privathaftpflicht schützt sie vor Kosten eines selbst verursachten Schadens?',
    answers: [
      'Die Zusatzdeckung „Lenken fremder Motorfahrzeuge“',
      'Die Mieterhaftpflicht',
      'Die Tierhalterhaftpflicht',
      'Die Bauherrenhaftpflicht',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Schäden Dritter deckt die Motorfahrzeughaftpflicht des Fahrzeughalters, doch Schäden am geliehenen Auto und der Bonusverlust der Halterin bleiben offen. Die Zusatzdeckung „Lenken fremder Motorfahrzeuge“ in der Privathaftpflicht übernimmt typischerweise solche Schäden bei gelegentlicher Benutzung.',
    source: 'AVB Privathaftpflichtversicherung, Zusatz Lenken fremder Motorfahrzeuge (Marktpraxis)',
  },
  {
    key: 'ch-haftpflicht-mfz-705',
    text: 'Ein Halter beschädigt sein geleastes Auto selbst. Nach welchem Recht richtet sich seine Haftung gegenüber der Leasinggeberin als Eigentümerin?',
    answers: [
      'Nach dem Obligationenrecht, nicht nach der Halterhaftung des SVG',
      'Nach der Gefährdungshaftung von Art. 58 SVG',
      'Nach dem Produktehaftpflichtgesetz',
      'Gar nicht, der Halter haftet für das eigene Fahrzeug nie',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Die Halterhaftung des SVG schützt Dritte vor der Betriebsgefahr, nicht den Eigentümer des Fahrzeugs selbst. Art. 59 Abs. 4 Bst. a SVG verweist für die Haftung zwischen Halter und Eigentümer für Schäden an diesem Fahrzeug deshalb auf das OR; massgebend sind dann vor allem der Leasingvertrag und eine allfällige Kaskoversicherung.',
    source: 'Art. 59 Abs. 4 Bst. a SVG',
  },
  {
    key: 'ch-haftpflicht-mfz-706',
    text: 'Bei einem Unfall wird der Koffer eines Mitfahrers zerstört. Nach welchem Recht haftet der Halter für diesen Sachschaden?',
    answers: [
      'Nach dem SVG, weil Gegenstände, die der Geschädigte mit sich führt, von der Verweisung ins OR ausgenommen sind',
      'Nur nach dem OR, wie für alle beförderten Sachen',
      'Gar nicht, weil Gepäck nie versichert ist',
      'Nach dem VVG, weil der Koffer eine versicherte Sache ist',
    ],
    categories: ['ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Für mit dem Fahrzeug beförderte Sachen gilt nach Art. 59 Abs. 4 Bst. b SVG grundsätzlich das OR, etwa für transportierte Ware. Ausgenommen sind Gegenstände, die der Geschädigte mit sich führt, namentlich Reisegepäck; dafür haftet der Halter nach den strengeren Regeln des SVG.',
    source: 'Art. 59 Abs. 4 Bst. b SVG',
  },
];
