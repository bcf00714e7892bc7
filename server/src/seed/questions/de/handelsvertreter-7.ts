import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-handelsvertreter' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-handelsvertreter-701',
    text: 'Kann auch eine GmbH als Versicherungsvertreter im Sinne der §§ 84, 92 HGB tätig sein?',
    answers: [
      'Ja, Handelsvertreter kann jeder selbständige Gewerbetreibende sein, auch eine juristische Person',
      'Nein, Handelsvertreter können nur natürliche Personen sein',
      'Nur wenn ihr Geschäftsführer zugleich Angestellter des Versicherers ist',
      'Nur mit einer Sondergenehmigung der BaFin',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 84 Abs. 1 HGB verlangt einen selbständigen Gewerbetreibenden, der ständig mit der Vermittlung oder dem Abschluss betraut ist; eine bestimmte Rechtsform schreibt er nicht vor. Auch Gesellschaften wie eine GmbH können daher Versicherungsvertreter sein; gewerberechtlich braucht dann die juristische Person die Erlaubnis nach § 34d GewO.',
    source: '§ 84 Abs. 1, § 92 Abs. 1 HGB; § 34d Abs. 1 GewO',
  },
  {
    key: 'de-handelsvertreter-702',
    text: 'Gelten die Sonderregeln des HGB für Versicherungsvertreter, etwa zu Provision und Ausgleich, auch für Bausparkassenvertreter?',
    answers: [
      'Ja, sie gelten nach § 92 Abs. 5 und § 89b Abs. 5 Satz 3 HGB sinngemäß',
      'Nein, für sie gilt ausschließlich das allgemeine Handelsvertreterrecht',
      'Nein, Bausparkassenvertreter sind stets Arbeitnehmer',
      'Nur, wenn sie zugleich Versicherungen vermitteln',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 92 Abs. 5 HGB erklärt die Regeln für Versicherungsvertreter (Provision nur für eigene Vermittlungen, Entstehen mit Zahlung) für Bausparkassenvertreter sinngemäß anwendbar. Ebenso gilt der erhöhte Ausgleichshöchstbetrag von drei Jahresprovisionen nach § 89b Abs. 5 Satz 3 HGB auch für sie.',
    source: '§ 92 Abs. 5, § 89b Abs. 5 Satz 3 HGB',
  },
  {
    key: 'de-handelsvertreter-703',
    text: 'Der Antrag eines vom Vertreter beratenen Kunden geht dem Versicherer einen Tag vor Ende des Vertretervertrags zu und wird zwei Wochen später angenommen. Hat der Vertreter Anspruch auf Provision?',
    answers: [
      'Ja, weil das Angebot des Kunden vor Vertragsende zugegangen ist',
      'Nein, maßgeblich ist allein die Annahme durch den Versicherer',
      'Nein, die Provision steht dem Bestandsnachfolger zu',
      'Nur zur Hälfte',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 87 Abs. 3 Satz 1 Nr. 2 HGB hat der Vertreter Anspruch auf Provision für ein erst nach Vertragsende geschlossenes Geschäft, wenn das Angebot des Dritten ihm oder dem Unternehmer vor Beendigung zugegangen ist. Voraussetzung ist, dass er für das Geschäft an sich provisionsberechtigt wäre, beim Versicherungsvertreter also, dass es auf seine Tätigkeit zurückgeht.',
    source: '§ 87 Abs. 3 Satz 1 Nr. 2 HGB; § 92 Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-704',
    text: 'Ein Versicherungsvertreter betreibt seine Agentur als Einzelunternehmer. Was gilt für die Gewerbesteuer?',
    answers: [
      'Er ist gewerbesteuerpflichtig; sein Gewerbeertrag wird um einen Freibetrag von 24.500 € gekürzt',
      'Er ist als Freiberufler von der Gewerbesteuer befreit',
      'Die Gewerbesteuer zahlt der Versicherer für ihn',
      'Gewerbesteuer fällt erst ab drei Angestellten an',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Der selbständige Versicherungsvertreter ist Gewerbetreibender (§ 84 Abs. 1 HGB) und unterliegt mit seinem Gewerbebetrieb nach § 2 Abs. 1 GewStG der Gewerbesteuer. Bei natürlichen Personen und Personengesellschaften wird der Gewerbeertrag nach § 11 Abs. 1 Satz 3 Nr. 1 GewStG um einen Freibetrag von 24.500 € gekürzt.',
    source: '§ 2 Abs. 1, § 11 Abs. 1 Satz 3 Nr. 1 GewStG',
  },
  {
    key: 'de-handelsvertreter-705',
    text: 'Ein Untervertreter hat seinen Vertrag mit einem Generalagenten geschlossen, nicht mit dem Versicherer. Gegen wen richtet sich sein Ausgleichsanspruch nach § 89b HGB?',
    answers: [
      'Gegen den Generalagenten als seinen Unternehmer',
      'Unmittelbar gegen den Versicherer',
      'Gegen den Versicherer und den Generalagenten als Gesamtschuldner',
      'Gegen den Bestandsnachfolger',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 84 Abs. 3 HGB kann auch ein Handelsvertreter Unternehmer sein, für den ein anderer Handelsvertreter tätig wird. Vertragspartner des echten Untervertreters ist der Generalagent; gegen ihn richten sich daher Provisions- und Ausgleichsansprüche, während der Versicherer aus diesem Vertrag nicht verpflichtet ist.',
    source: '§ 84 Abs. 3, § 89b HGB',
  },
  {
    key: 'de-handelsvertreter-706',
    text: 'Welches Merkmal spricht bei einem Vertreter NICHT für eine abhängige Beschäftigung (Scheinselbständigkeit)?',
    answers: [
      'Eigenes Unternehmerrisiko mit eigenem Kapitaleinsatz und eigenen Angestellten',
      'Feste Arbeitszeiten und Anwesenheitspflicht im Büro des Versicherers',
      'Weisungen des Versicherers zu Kundenauswahl, Ort und Art der Tätigkeit',
      'Eingliederung in die Arbeitsorganisation des Versicherers wie ein Angestellter',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Beschäftigung ist nach § 7 Abs. 1 SGB IV nichtselbständige Arbeit; Anhaltspunkte sind eine Tätigkeit nach Weisungen und die Eingliederung in die Arbeitsorganisation des Weisungsgebers. Ein eigenes Unternehmerrisiko mit Kapitaleinsatz und eigenen Mitarbeitern spricht dagegen für Selbständigkeit im Sinne des § 84 Abs. 1 Satz 2 HGB.',
    source: '§ 7 Abs. 1 SGB IV; § 84 Abs. 1 Satz 2 HGB',
  },
  {
    key: 'de-handelsvertreter-707',
    text: 'Der Versicherer erstellt einen Buchauszug, lässt aber stornierte Verträge weg. Welche Angaben gehören nach der Rechtsprechung dazu?',
    answers: [
      'Auch die stornierten Verträge mit Stornogrund und den ergriffenen Nachbearbeitungsmaßnahmen',
      'Nur die Verträge, für die tatsächlich Provision gezahlt wurde',
      'Nur eine Summe der Provisionen je Sparte',
      'Nur die Verträge der letzten drei Monate',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Der Buchauszug nach § 87c Abs. 2 HGB soll dem Vertreter ermöglichen, seine Provisionsansprüche vollständig zu prüfen. Nach der Rechtsprechung gehören dazu auch nicht oder nicht vollständig ausgeführte Geschäfte samt Gründen und den Maßnahmen des Versicherers zur Erhaltung, denn nur so lässt sich prüfen, ob eine Provision nach § 87a Abs. 3 HGB zu Recht entfallen ist.',
    source: '§ 87c Abs. 2 HGB; § 87a Abs. 3 HGB; ständige BGH-Rechtsprechung zum Inhalt des Buchauszugs',
  },
];
