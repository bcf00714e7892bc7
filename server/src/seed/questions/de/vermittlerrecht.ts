import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vermittlerrecht' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vermittlerrecht-001',
    text: 'Wer erteilt in Deutschland die Erlaubnis für Versicherungsvermittler nach § 34d Abs. 1 GewO?',
    answers: [
      'Die zuständige Industrie- und Handelskammer (IHK)',
      'Die BaFin',
      'Der Versicherungsombudsmann',
      'Das Bundesministerium der Finanzen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 1 Satz 1 GewO bedarf der gewerbsmäßige Versicherungsvermittler der Erlaubnis der zuständigen Industrie- und Handelskammer. Die BaFin beaufsichtigt dagegen die Versicherungsunternehmen, nicht die Erlaubnis der Vermittler.',
    source: '§ 34d Abs. 1 GewO',
  },
  {
    key: 'de-vermittlerrecht-002',
    text: 'Welche Voraussetzung gehört NICHT zur Erlaubnis nach § 34d GewO?',
    answers: [
      'Ein Hochschulabschluss in Wirtschaftswissenschaften',
      'Die erforderliche Zuverlässigkeit',
      'Geordnete Vermögensverhältnisse',
      'Eine Berufshaftpflichtversicherung',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 5 GewO nennt als Versagungsgründe fehlende Zuverlässigkeit, ungeordnete Vermögensverhältnisse, eine fehlende Berufshaftpflichtversicherung und fehlende Sachkunde. Die Sachkunde wird durch die IHK-Prüfung oder einen gleichgestellten Berufsabschluss nachgewiesen; ein Hochschulstudium verlangt das Gesetz nicht.',
    source: '§ 34d Abs. 5 GewO',
  },
  {
    key: 'de-vermittlerrecht-003',
    text: 'In welchem Umfang müssen sich Versicherungsvermittler nach § 34d Abs. 9 GewO weiterbilden?',
    answers: [
      '15 Stunden je Kalenderjahr',
      '15 Stunden in drei Jahren',
      '20 Stunden je Kalenderjahr',
      '40 Stunden in zwei Jahren',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 9 Satz 2 GewO verpflichtet Vermittler und Berater sowie ihre unmittelbar in der Vermittlung mitwirkenden Beschäftigten, sich in einem Umfang von 15 Stunden je Kalenderjahr weiterzubilden. Inhalte und Nachweise regeln § 7 VersVermV und ihre Anlagen.',
    source: '§ 34d Abs. 9 GewO',
  },
  {
    key: 'de-vermittlerrecht-004',
    text: 'Wie lange sind Nachweise über die Weiterbildung nach § 7 VersVermV aufzubewahren?',
    answers: ['Fünf Jahre', 'Ein Jahr', 'Zehn Jahre', 'Bis zur nächsten Prüfung durch die IHK'],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 7 VersVermV verlangt, die Nachweise über die Weiterbildung fünf Jahre lang aufzubewahren; die Frist beginnt mit dem Ende des Kalenderjahres der Weiterbildung. So kann die IHK die Erfüllung der jährlichen Pflicht auch rückblickend prüfen.',
    source: '§ 7 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-005',
    text: 'Wer führt das Versicherungsvermittlerregister in Deutschland?',
    answers: [
      'Die IHKs als Registerbehörden, mit dem DIHK als gemeinsamer Stelle',
      'Die BaFin',
      'Der Gesamtverband der Versicherer (GDV)',
      'Das Bundeszentralamt für Steuern',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Registerbehörde ist nach § 11a Abs. 1 GewO die jeweils zuständige IHK; der DIHK betreibt das gemeinsame Register als gemeinsame Stelle. Über das Register kann jeder prüfen, ob und als was ein Vermittler eingetragen ist.',
    source: '§ 11a Abs. 1 GewO',
  },
  {
    key: 'de-vermittlerrecht-006',
    text: 'Unter welcher Voraussetzung braucht ein gebundener Versicherungsvertreter nach § 34d Abs. 7 GewO keine eigene Erlaubnis?',
    answers: [
      'Er vermittelt nur für Versicherer ohne Konkurrenzprodukte und diese übernehmen die uneingeschränkte Haftung',
      'Er vermittelt weniger als zehn Verträge pro Jahr',
      'Er ist Mitglied in einem Vermittlerverband',
      'Er vermittelt ausschließlich über das Internet',
    ],
    categories: ['de-vermittlerrecht', 'de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 34d Abs. 7 Satz 1 Nr. 1 GewO braucht ein gebundener Vertreter keine eigene Erlaubnis, wenn er nur Produkte von Versicherern vermittelt, die nicht miteinander in Konkurrenz stehen, und diese die uneingeschränkte Haftung für ihn übernehmen. Eintragen lassen muss er sich trotzdem; Zuverlässigkeit und Sachkunde stellt das Versicherungsunternehmen sicher.',
    source: '§ 34d Abs. 7 GewO',
  },
  {
    key: 'de-vermittlerrecht-007',
    text: 'Was ist ein produktakzessorischer Versicherungsvermittler?',
    answers: [
      'Ein Gewerbetreibender, der Versicherungen als Ergänzung zu seinen Waren oder Dienstleistungen vermittelt',
      'Ein Makler, der sich auf Industrierisiken spezialisiert hat',
      'Ein angestellter Innendienstmitarbeiter eines Versicherers',
      'Ein Versicherungsberater, der auf Honorarbasis arbeitet',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Produktakzessorische Vermittler vermitteln Versicherungen als Ergänzung zu ihren Waren oder Dienstleistungen, etwa ein Autohaus die Kfz-Versicherung. Sie können sich nach § 34d Abs. 6 GewO unter Voraussetzungen von der Erlaubnispflicht befreien lassen, müssen sich aber registrieren.',
    source: '§ 34d Abs. 6 GewO',
  },
  {
    key: 'de-vermittlerrecht-008',
    text: 'Wie wird ein Versicherungsberater mit Erlaubnis nach § 34d Abs. 2 GewO vergütet?',
    answers: [
      'Ausschließlich vom Kunden; Provisionen von Versicherern darf er nicht annehmen',
      'Ausschließlich durch Provisionen der Versicherer',
      'Durch ein Festgehalt der zuständigen IHK',
      'Durch eine frei kombinierbare Mischung aus Courtage und Honorar',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Der Versicherungsberater nach § 34d Abs. 2 GewO berät, ohne von einem Versicherer einen wirtschaftlichen Vorteil zu erhalten oder von ihm abhängig zu sein; vergütet wird er allein vom Auftraggeber. Provisionen, die in einem vermittelten Bruttotarif stecken, hat der Versicherer nach dem Durchleitungsgebot des § 48c VAG dem Kunden gutzuschreiben.',
    source: '§ 34d Abs. 2 GewO; § 48c VAG',
  },
  {
    key: 'de-vermittlerrecht-009',
    text: 'Was regelt das Provisionsabgabeverbot nach § 48b VAG?',
    answers: [
      'Vermittler dürfen Kunden grundsätzlich keine Sondervergütungen, z. B. Teile der Provision, gewähren',
      'Vermittler dürfen überhaupt keine Provisionen annehmen',
      'Versicherer dürfen keine Abschlussprovisionen zahlen',
      'Makler müssen erhaltene Provisionen an die IHK abführen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 48b VAG untersagt Versicherern und Vermittlern grundsätzlich, Versicherungsnehmern Sondervergütungen zu gewähren, also etwa einen Teil der Provision abzugeben. Zulässig bleibt eine Sondervergütung u. a., wenn sie dauerhaft zur Leistungserhöhung oder Prämienreduzierung des vermittelten Vertrags verwendet wird.',
    source: '§ 48b VAG',
  },
  {
    key: 'de-vermittlerrecht-010',
    text: 'Welche Angaben muss ein Vermittler nach § 15 VersVermV beim ersten Geschäftskontakt u. a. machen?',
    answers: [
      'Seinen Status, seine Registernummer und die Anschriften der Schlichtungsstellen',
      'Sein persönliches Jahreseinkommen',
      'Die Provisionshöhe jedes Tarifs in Euro',
      'Eine aktuelle Schufa-Auskunft über sich selbst',
    ],
    categories: ['de-vermittlerrecht', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 15 Abs. 1 VersVermV verlangt beim ersten Geschäftskontakt u. a. Name und Anschrift, den Status (z. B. Makler, Vertreter, Berater), die Registernummer und Angaben zur Erreichbarkeit des Registers sowie die Anschriften der Schlichtungsstellen. Die Angaben sind klar und verständlich in Textform zu übermitteln.',
    source: '§ 15 Abs. 1 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-011',
    text: 'Welche EU-Richtlinie regelt seit 2018 den Versicherungsvertrieb?',
    answers: [
      'Die Versicherungsvertriebsrichtlinie IDD (EU) 2016/97',
      'Die Finanzmarktrichtlinie MiFID II',
      'Die Solvabilitätsrichtlinie Solvency II',
      'Die Zahlungsdiensterichtlinie PSD2',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Versicherungsvertriebsrichtlinie (EU) 2016/97 (Insurance Distribution Directive, IDD) hat die frühere Vermittlerrichtlinie abgelöst und gilt für alle Vertriebswege einschließlich des Direktvertriebs der Versicherer. Deutschland hat sie 2018 vor allem durch Änderungen von GewO, VVG, VAG und VersVermV umgesetzt.',
    source: 'Richtlinie (EU) 2016/97 (IDD)',
  },
  {
    key: 'de-vermittlerrecht-012',
    text: 'Welche Behörde beaufsichtigt in Deutschland die Versicherungsunternehmen?',
    answers: [
      'Die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
      'Die Industrie- und Handelskammern',
      'Das Bundeskartellamt',
      'Das Bundesamt für Justiz',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) beaufsichtigt Versicherungsunternehmen nach dem VAG; sie ist auch für Banken und Wertpapierdienstleister zuständig. Die IHKs sind dagegen für Erlaubnis und Registrierung der gewerblichen Vermittler zuständig.',
    source: '§§ 1, 4 FinDAG; VAG',
  },
  {
    key: 'de-vermittlerrecht-013',
    text: 'Welche Erlaubnis benötigt ein Vermittler für fondsgebundene Lebens- und Rentenversicherungen?',
    answers: [
      'Eine Erlaubnis nach § 34d GewO',
      'Eine Erlaubnis nach § 34f GewO',
      'Eine Erlaubnis nach § 34i GewO',
      'Eine Banklizenz nach § 32 KWG',
    ],
    categories: ['de-vermittlerrecht', 'de-leben'],
    coins: 2,
    explanation:
      'Fondsgebundene Lebens- und Rentenversicherungen sind Versicherungsanlageprodukte und damit Versicherungen; ihre Vermittlung fällt unter § 34d GewO. § 34f GewO gilt für Finanzanlagen wie Investmentfondsanteile, § 34i GewO für Immobiliardarlehen.',
    source: '§ 34d Abs. 1 GewO',
  },
  {
    key: 'de-vermittlerrecht-014',
    text: 'Wer ist in der Regel als unzuverlässig im Sinne des § 34d GewO anzusehen?',
    answers: [
      'Wer in den letzten fünf Jahren u. a. wegen Betrugs oder Untreue rechtskräftig verurteilt wurde',
      'Wer einmal ein Bußgeld wegen Falschparkens erhalten hat',
      'Wer keinem Vermittlerverband angehört',
      'Wer zuvor in einer anderen Branche selbständig war',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 5 Satz 1 Nr. 1 GewO ist in der Regel unzuverlässig, wer in den letzten fünf Jahren vor Antragstellung u. a. wegen eines Verbrechens, Betrugs, Untreue, Geldwäsche oder einer Insolvenzstraftat rechtskräftig verurteilt wurde. Ordnungswidrigkeiten ohne Bezug zur Tätigkeit begründen die Regelvermutung nicht.',
    source: '§ 34d Abs. 5 Satz 1 Nr. 1 GewO',
  },
];
