import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vermittlerrecht' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vermittlerrecht-201',
    text: 'Mit welcher IHK-Prüfung wird die Sachkunde für die Erlaubnis nach § 34d GewO in der Regel nachgewiesen?',
    answers: [
      'Mit der Sachkundeprüfung „Geprüfte/r Fachmann/-frau für Versicherungsvermittlung IHK“',
      'Mit dem Abitur',
      'Mit einer Prüfung bei der BaFin',
      'Mit einem Online-Test des Versicherers',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 5 Satz 1 Nr. 4 GewO muss der Antragsteller die für die Tätigkeit notwendige Sachkunde nachweisen; in der Regel geschieht das durch die Sachkundeprüfung vor der IHK, deren Inhalte die VersVermV regelt. Bestimmte Berufsabschlüsse sind nach § 5 VersVermV gleichgestellt.',
    source: '§ 34d Abs. 5 GewO; VersVermV',
  },
  {
    key: 'de-vermittlerrecht-202',
    text: 'Welcher Berufsabschluss ersetzt die Sachkundeprüfung nach § 5 VersVermV ohne zusätzliche Berufserfahrung?',
    answers: [
      'Kaufmann/Kauffrau für Versicherungen und Finanzen',
      'Bankkaufmann/Bankkauffrau ohne Berufserfahrung',
      'Jeder beliebige Hochschulabschluss',
      'Steuerfachangestellte/r',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 5 VersVermV stellt u. a. die Abschlüsse Versicherungskaufmann/-frau, Kaufmann/-frau für Versicherungen und Finanzen sowie die Fachwirte für Versicherungen und Finanzen bzw. für Finanzberatung der Sachkundeprüfung gleich. Andere Abschlüsse, etwa Bankkaufleute oder wirtschaftswissenschaftliche Studiengänge, genügen nur mit zusätzlicher Berufserfahrung in der Versicherungsvermittlung.',
    source: '§ 5 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-203',
    text: 'Wie viel Berufserfahrung in der Versicherungsvermittlung muss eine Bankkauffrau nach § 5 VersVermV zusätzlich nachweisen, damit ihr Abschluss als Sachkundenachweis anerkannt wird?',
    answers: ['Mindestens zwei Jahre', 'Keine', 'Mindestens sechs Monate', 'Mindestens fünf Jahre'],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 5 VersVermV wird der Abschluss als Bank- oder Sparkassenkaufmann/-frau nur zusammen mit einer mindestens zweijährigen Berufserfahrung im Bereich der Versicherungsvermittlung oder -beratung als Sachkundenachweis anerkannt. Für einen betriebswirtschaftlichen Studienabschluss der Fachrichtung Bank, Versicherungen oder Finanzdienstleistung genügt ein Jahr.',
    source: '§ 5 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-204',
    text: 'Was muss ein Vermittler nach § 34d Abs. 9 Satz 1 GewO sicherstellen, bevor er Beschäftigte direkt in der Vermittlung einsetzt?',
    answers: [
      'Dass sie zuverlässig sind und über die erforderliche Sachkunde verfügen',
      'Dass sie eine eigene Erlaubnis nach § 34d GewO besitzen',
      'Dass sie Mitglied in einem Vermittlerverband sind',
      'Dass sie ein Studium abgeschlossen haben',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 9 Satz 1 GewO erlaubt den Einsatz von Beschäftigten, die unmittelbar bei der Vermittlung oder Beratung mitwirken, nur, wenn der Gewerbetreibende sicherstellt, dass sie über angemessene Sachkunde verfügen und zuverlässig sind. Diese Beschäftigten unterliegen zudem der Weiterbildungspflicht von 15 Stunden jährlich.',
    source: '§ 34d Abs. 9 GewO',
  },
  {
    key: 'de-vermittlerrecht-205',
    text: 'Wann muss sich ein Vermittler mit Erlaubnis nach § 34d Abs. 10 GewO in das Vermittlerregister eintragen lassen?',
    answers: [
      'Unverzüglich nach Aufnahme seiner Tätigkeit',
      'Innerhalb von zwei Jahren',
      'Erst nach dem ersten Vertragsabschluss',
      'Nur auf Aufforderung der BaFin',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 10 GewO verpflichtet Vermittler und Berater, sich unverzüglich nach Aufnahme ihrer Tätigkeit in das Register nach § 11a GewO eintragen zu lassen; Änderungen sind ebenfalls unverzüglich mitzuteilen. Gebundene Vertreter nach § 34d Abs. 7 GewO werden über ihr Versicherungsunternehmen eingetragen.',
    source: '§ 34d Abs. 10 GewO; § 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-206',
    text: 'Welche Angaben kann jeder im öffentlichen Vermittlerregister über einen Vermittler einsehen?',
    answers: [
      'U. a. Name, Registrierungsnummer und Status, z. B. Makler oder gebundener Vertreter',
      'Seine Provisionsumsätze',
      'Sein Führungszeugnis',
      'Die Namen aller seiner Kunden',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Das Register nach § 11a GewO ist öffentlich einsehbar und weist u. a. Name, Anschrift, Registrierungsnummer, die Art der Tätigkeit (Status) sowie ggf. die Versicherer gebundener Vertreter aus. So kann jeder Kunde den Status prüfen, den der Vermittler bei der Erstinformation angibt.',
    source: '§ 11a GewO; VersVermV',
  },
  {
    key: 'de-vermittlerrecht-207',
    text: 'Ein Fahrradhändler verkauft zum Rad eine Diebstahlversicherung mit 80 € Jahresprämie. Welche Erleichterung kann nach § 34d Abs. 8 GewO gelten?',
    answers: [
      'Er kann als Annexvermittler von Erlaubnis- und Registrierungspflicht ausgenommen sein',
      'Er braucht eine Maklererlaubnis',
      'Er muss eine Zulassung der BaFin als Versicherer beantragen',
      'Er muss die Sachkundeprüfung zweimal ablegen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 34d Abs. 8 GewO brauchen Gewerbetreibende, die Versicherungen nur als Zusatzleistung zu einer Ware oder Dienstleistung vermitteln, die etwa das Risiko eines Defekts, Verlusts oder einer Beschädigung der Ware abdecken, und deren Prämie unter den Schwellen der IDD bleibt (600 € pro Jahr), weder Erlaubnis noch Registrierung. Die Informationspflichten gegenüber den Kunden bestehen aber weiter.',
    source: '§ 34d Abs. 8 GewO; Art. 1 Abs. 3 IDD',
  },
  {
    key: 'de-vermittlerrecht-208',
    text: 'Wann sind die Vermögensverhältnisse eines Antragstellers nach § 34d Abs. 5 GewO in der Regel ungeordnet?',
    answers: [
      'Wenn über sein Vermögen das Insolvenzverfahren eröffnet wurde oder er im Schuldnerverzeichnis eingetragen ist',
      'Wenn er einen Immobilienkredit hat',
      'Wenn er weniger als 50.000 € Eigenkapital besitzt',
      'Wenn er im Vorjahr einen Verlust erzielt hat',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 34d Abs. 5 Satz 1 Nr. 2 GewO liegen in der Regel ungeordnete Vermögensverhältnisse vor, wenn das Insolvenzverfahren über das Vermögen des Antragstellers eröffnet wurde oder er in das Schuldnerverzeichnis (§ 882b ZPO) bzw. das Verzeichnis nach § 26 Abs. 2 InsO eingetragen ist. Ein gewöhnlicher Kredit macht die Verhältnisse nicht ungeordnet.',
    source: '§ 34d Abs. 5 Satz 1 Nr. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-209',
    text: 'Welche Aussage zur Erlaubnis nach § 34d Abs. 1 GewO trifft NICHT zu?',
    answers: [
      'Sie gilt nur im Bezirk der IHK, die sie erteilt hat',
      'In ihr ist anzugeben, ob sie einem Versicherungsvertreter oder einem Versicherungsmakler erteilt wird',
      'Sie setzt u. a. Zuverlässigkeit und geordnete Vermögensverhältnisse voraus',
      'Sie kann inhaltlich beschränkt und mit Auflagen verbunden werden',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Erlaubnis wird zwar von der IHK am Wohnsitz oder Sitz erteilt, gilt aber bundesweit. Die übrigen Aussagen folgen aus § 34d Abs. 1 GewO (Angabe des Status, Beschränkung und Auflagen) und § 34d Abs. 5 GewO (Versagungsgründe).',
    source: '§ 34d Abs. 1 und 5 GewO',
  },
  {
    key: 'de-vermittlerrecht-210',
    text: 'Die Berufshaftpflichtversicherung eines Maklers endet, und er schließt keine neue ab. Was droht ihm?',
    answers: [
      'Der Widerruf seiner Erlaubnis durch die IHK, denn die Versicherung ist Erlaubnisvoraussetzung',
      'Nichts, die Versicherung ist nur beim Erstantrag nötig',
      'Eine Beitragserhöhung bei seinen Kunden',
      'Eine automatische Umwandlung in eine Vertretererlaubnis',
    ],
    categories: ['de-vermittlerrecht', 'de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Berufshaftpflicht muss nach § 34d Abs. 5 Satz 1 Nr. 3 GewO für die gesamte Dauer der Tätigkeit bestehen. Der Versicherer muss der IHK Beendigung oder Kündigung nach der VersVermV mitteilen; fällt die Voraussetzung weg, kann die IHK die Erlaubnis nach § 49 Abs. 2 Satz 1 Nr. 3 VwVfG widerrufen.',
    source: '§ 34d Abs. 5 GewO; VersVermV (Berufshaftpflicht); § 49 Abs. 2 VwVfG',
  },
  {
    key: 'de-vermittlerrecht-211',
    text: 'Mit welchen Vermittlern dürfen Versicherungsunternehmen nach § 48 Abs. 1 VAG zusammenarbeiten?',
    answers: [
      'Nur mit Vermittlern, die die erforderliche Erlaubnis haben bzw. registriert sind',
      'Mit jedem, der Kunden vermittelt, auch ohne Erlaubnis',
      'Nur mit Maklern, nie mit Vertretern',
      'Nur mit Vermittlern mit Sitz im selben Bundesland',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 48 Abs. 1 VAG verbietet Versicherern die Zusammenarbeit mit Vermittlern, die nicht über die erforderliche Erlaubnis verfügen oder nicht registriert sind. Für gebundene Vertreter nach § 34d Abs. 7 GewO muss der Versicherer selbst sicherstellen, dass sie zuverlässig, in geordneten Vermögensverhältnissen und sachkundig sind.',
    source: '§ 48 VAG',
  },
  {
    key: 'de-vermittlerrecht-212',
    text: 'Ein in Deutschland registrierter Makler will auch Kunden in Österreich betreuen. Was braucht er nach der IDD?',
    answers: [
      'Eine vorherige Mitteilung über die Registerbehörde in Deutschland; eine zweite Erlaubnis ist nicht nötig',
      'Eine neue Erlaubnis und Prüfung in Österreich',
      'Eine Genehmigung der Europäischen Kommission',
      'Nichts, auch keine Mitteilung',
    ],
    categories: ['de-vermittlerrecht', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Die IDD gewährt registrierten Vermittlern Dienstleistungs- und Niederlassungsfreiheit: Wer erstmals in einem anderen Mitgliedstaat tätig werden will, teilt dies nach Art. 4 IDD der zuständigen Behörde seines Herkunftsstaats mit, die den Aufnahmestaat informiert. Dort gelten dann zusätzlich die Regeln des Allgemeininteresses, eine zweite Erlaubnis braucht er nicht.',
    source: 'Art. 4 und 6 IDD; § 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-213',
    text: 'Braucht ein angestellter Innendienstmitarbeiter eines Versicherers, der Kunden am Telefon Verträge vermittelt, eine Erlaubnis nach § 34d GewO?',
    answers: [
      'Nein, die Erlaubnispflicht betrifft gewerbsmäßige, also selbständige Vermittler',
      'Ja, jede Person mit Kundenkontakt braucht eine eigene Erlaubnis',
      'Ja, aber nur für Lebensversicherungen',
      'Nein, weil Telefonverkauf generell verboten ist',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 1 GewO erfasst nur gewerbsmäßige, also selbständige Vermittler; Angestellte des Versicherers handeln für dessen Vertrieb. Für sie verlangt das Aufsichtsrecht (§ 48 VAG, Art. 10 IDD) aber angemessene Qualifikation und die jährliche Weiterbildung.',
    source: '§ 34d Abs. 1 GewO; § 48 VAG',
  },
  {
    key: 'de-vermittlerrecht-214',
    text: 'Welche Folge hat es, wenn jemand gewerbsmäßig Versicherungen ohne die erforderliche Erlaubnis nach § 34d GewO vermittelt?',
    answers: [
      'Er begeht eine Ordnungswidrigkeit nach § 144 GewO, die mit Geldbuße geahndet wird',
      'Es ist erlaubt, solange er keine Provision erhält',
      'Die vermittelten Verträge sind automatisch nichtig',
      'Er muss nur nachträglich Weiterbildungsstunden ableisten',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Wer eine erlaubnispflichtige Tätigkeit nach § 34d GewO ohne Erlaubnis ausübt, handelt nach § 144 GewO ordnungswidrig und kann mit Geldbuße belegt werden; die Behörde kann die Fortsetzung zudem nach § 15 Abs. 2 GewO untersagen. Die vermittelten Versicherungsverträge bleiben wirksam.',
    source: '§ 144 GewO; § 15 Abs. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-215',
    text: 'Wer muss bei einer GmbH, die als Makler tätig werden will, die Sachkunde für die Erlaubnis nach § 34d GewO grundsätzlich nachweisen?',
    answers: [
      'Die gesetzlichen Vertreter, also in der Regel die Geschäftsführer',
      'Jeder Gesellschafter, auch ohne Geschäftsführungsbefugnis',
      'Nur der Steuerberater der GmbH',
      'Niemand, juristische Personen brauchen keine Sachkunde',
    ],
    categories: ['de-vermittlerrecht', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Bei juristischen Personen bezieht sich der Sachkundenachweis grundsätzlich auf die gesetzlichen Vertreter bzw. die mit der Leitung der Vermittlung betrauten Personen (§ 34d Abs. 5 GewO). Die Zuverlässigkeit wird ebenfalls bei den Geschäftsführern geprüft.',
    source: '§ 34d Abs. 5 GewO',
  },
  {
    key: 'de-vermittlerrecht-216',
    text: 'Welche Pflichten des VVG gelten nach § 68 VVG entsprechend für den Versicherungsberater?',
    answers: [
      'Die für Makler geltenden Beratungs-, Dokumentations- und Haftungsregeln',
      'Keine, der Berater unterliegt nur dem Berufsrecht der Rechtsanwälte',
      'Nur die Widerrufsfristen des § 8 VVG',
      'Nur die Regeln für Versicherungsvertreter über die Empfangsvollmacht',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 68 VVG erklärt die für Versicherungsmakler geltenden Vorschriften über Beratungsgrundlage, Befragung und Beratung, Dokumentation und Haftung auf Versicherungsberater für entsprechend anwendbar. Wie der Makler steht der Berater im Lager des Kunden, wird aber ausschließlich von diesem vergütet.',
    source: '§ 68 VVG',
  },
  {
    key: 'de-vermittlerrecht-217',
    text: 'Was müssen Vermittler, die Versicherungsanlageprodukte vertreiben, nach § 7c VVG bzw. Art. 30 IDD vor einer Empfehlung zusätzlich tun?',
    answers: [
      'Eine Geeignetheitsprüfung anhand von Kenntnissen, finanziellen Verhältnissen und Anlagezielen des Kunden',
      'Eine Bonitätsprüfung bei einer Auskunftei',
      'Eine Erlaubnis nach § 34f GewO vorlegen',
      'Den Kunden an einen Steuerberater verweisen',
    ],
    categories: ['de-vermittlerrecht', 'de-leben'],
    coins: 1,
    explanation:
      'Bei der Beratung zu Versicherungsanlageprodukten verlangt § 7c Abs. 1 VVG (Umsetzung von Art. 30 Abs. 1 IDD) Angaben zu Kenntnissen und Erfahrungen, finanziellen Verhältnissen einschließlich der Verlusttragfähigkeit und Anlagezielen einschließlich der Risikotoleranz. Nur so darf ein geeignetes Produkt empfohlen werden.',
    source: '§ 7c VVG; Art. 30 Abs. 1 IDD',
  },
  {
    key: 'de-vermittlerrecht-218',
    text: 'Welche zusätzliche Information muss der Kunde nach § 7c VVG bei einer Beratung zu Versicherungsanlageprodukten vor Vertragsschluss erhalten?',
    answers: [
      'Eine Geeignetheitserklärung, wie die Empfehlung seinen Präferenzen, Zielen und Merkmalen entspricht',
      'Eine Kopie der Erlaubnisurkunde des Vermittlers',
      'Eine Liste aller Kunden des Vermittlers',
      'Eine Steuerbescheinigung des Vorjahres',
    ],
    categories: ['de-vermittlerrecht', 'de-beratung'],
    coins: 2,
    explanation:
      'Nach den §§ 7c, 7d VVG (Umsetzung von Art. 30 Abs. 5 IDD) ist dem Kunden bei Beratung zu einem Versicherungsanlageprodukt vor Vertragsschluss eine Geeignetheitserklärung auf einem dauerhaften Datenträger zu übermitteln. Sie nennt die erbrachte Beratung und erläutert, wie die Empfehlung auf Präferenzen, Anlageziele und sonstige Merkmale des Kunden abgestimmt ist.',
    source: '§ 7c VVG; Art. 30 Abs. 5 IDD',
  },
];
