import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-agent (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-agent-501',
    text: 'Welches Merkmal unterscheidet nach § 1 MaklerG den Makler vom Handelsvertreter (Agenten)?',
    answers: [
      'Der Makler vermittelt, ohne vom Auftraggeber ständig damit betraut zu sein',
      'Der Makler arbeitet stets unentgeltlich',
      'Der Makler darf keine Versicherungen vermitteln',
      'Der Makler ist immer Angestellter seines Auftraggebers',
    ],
    categories: ['at-agent', 'at-maklergesetz'],
    coins: 1,
    explanation:
      'Makler ist nach § 1 MaklerG, wer aufgrund einer privatrechtlichen Vereinbarung Geschäfte für einen Auftraggeber mit einem Dritten vermittelt, ohne ständig damit betraut zu sein. Die ständige Betrauung ist gerade das Kennzeichen des Handelsvertreters nach § 1 HVertrG und damit des Versicherungsagenten.',
    source: '§ 1 MaklerG; § 1 HVertrG',
  },
  {
    key: 'at-agent-502',
    text: 'Welche Kündigungsfrist gilt nach § 21 HVertrG für einen unbefristeten Agenturvertrag im ersten Vertragsjahr mindestens?',
    answers: ['Ein Monat', 'Eine Woche', 'Drei Monate', 'Sechs Monate'],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Ein auf unbestimmte Zeit geschlossenes Handelsvertreterverhältnis kann im ersten Vertragsjahr mit einer Frist von einem Monat gekündigt werden; mit zunehmender Vertragsdauer verlängert sich die Mindestfrist. Vereinbaren die Parteien längere Fristen, darf die Frist für den Unternehmer nicht kürzer sein als die für den Handelsvertreter.',
    source: '§ 21 HVertrG',
  },
  {
    key: 'at-agent-503',
    text: 'Wann kann ein Agenturvertrag nach § 22 HVertrG vorzeitig ohne Einhaltung einer Kündigungsfrist aufgelöst werden?',
    answers: [
      'Aus einem wichtigen Grund, der die Fortsetzung unzumutbar macht',
      'Nur zum Jahresende mit Zustimmung der Wirtschaftskammer',
      'Jederzeit ohne Grund',
      'Nie, Agenturverträge sind nur ordentlich kündbar',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Nach § 22 HVertrG kann das Vertragsverhältnis von jedem Teil aus wichtigem Grund vorzeitig und fristlos aufgelöst werden. Wichtige Gründe sind etwa grobe Pflichtverletzungen, z. B. die Vorenthaltung der Provision durch den Unternehmer oder Untreue des Handelsvertreters.',
    source: '§ 22 HVertrG',
  },
  {
    key: 'at-agent-504',
    text: 'Welche Voraussetzung gehört zum Ausgleichsanspruch des Handelsvertreters nach § 24 Abs. 1 HVertrG?',
    answers: [
      'Er hat neue Kunden zugeführt oder Verbindungen wesentlich erweitert, woraus der Unternehmer erhebliche Vorteile zieht',
      'Er war mindestens zehn Jahre für den Unternehmer tätig',
      'Er hat eine Kaution von einem Jahresumsatz hinterlegt',
      'Der Unternehmer hat im letzten Jahr Verluste erlitten',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Der Ausgleichsanspruch setzt nach § 24 Abs. 1 HVertrG voraus, dass der Handelsvertreter neue Kunden zugeführt oder bestehende Geschäftsverbindungen wesentlich erweitert hat und der Unternehmer daraus auch nach Vertragsende erhebliche Vorteile ziehen kann. Zudem muss die Zahlung unter Berücksichtigung aller Umstände, insbesondere entgehender Provisionen, der Billigkeit entsprechen.',
    source: '§ 24 Abs. 1 HVertrG',
  },
  {
    key: 'at-agent-505',
    text: 'In welchem Fall besteht nach § 24 Abs. 3 HVertrG KEIN Ausgleichsanspruch des Handelsvertreters?',
    answers: [
      'Wenn der Unternehmer den Vertrag wegen eines schuldhaften, wichtigen Grunds des Handelsvertreters auflöst',
      'Wenn der Unternehmer ordentlich kündigt',
      'Wenn der Handelsvertreter wegen dauernder Krankheit kündigt',
      'Wenn der Handelsvertreter kündigt, weil der Unternehmer die Provision nicht zahlt',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Der Anspruch entfällt nach § 24 Abs. 3 HVertrG, wenn der Unternehmer den Vertrag wegen eines dem Handelsvertreter zurechenbaren wichtigen Grundes auflöst. Kündigt der Unternehmer dagegen ordentlich oder löst der Handelsvertreter wegen Alters, Krankheit oder aus Gründen auf, die der Unternehmer zu vertreten hat, bleibt der Ausgleich bestehen.',
    source: '§ 24 Abs. 3 HVertrG',
  },
  {
    key: 'at-agent-506',
    text: 'Kann der Ausgleichsanspruch im Handelsvertretervertrag von vornherein zum Nachteil des Handelsvertreters ausgeschlossen werden?',
    answers: [
      'Nein, die Regeln über den Ausgleichsanspruch sind zugunsten des Handelsvertreters zwingend',
      'Ja, durch jede schriftliche Vereinbarung',
      'Ja, wenn der Agent dafür eine höhere Provision erhält',
      'Ja, aber nur bei Versicherungsagenten',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Die Vorschriften über den Ausgleichsanspruch können nach dem HVertrG vor Beendigung des Vertragsverhältnisses nicht zum Nachteil des Handelsvertreters aufgehoben oder beschränkt werden. Ein Vorausverzicht ist unwirksam, auch wenn er mit einer höheren laufenden Provision „abgegolten“ werden soll.',
    source: '§ 24 HVertrG (Unabdingbarkeit nach HVertrG); Art. 19 RL 86/653/EWG',
  },
  {
    key: 'at-agent-507',
    text: 'Wozu ist ein Versicherungsagent mit Abschlussvollmacht nach § 45 VersVG zusätzlich befugt?',
    answers: [
      'Änderungen oder Verlängerungen von Verträgen zu vereinbaren und Kündigungen oder Rücktritte zu erklären',
      'Über Deckungsklagen im Namen des Versicherers zu entscheiden',
      'Die Versicherungsbedingungen des Versicherers abzuändern',
      'Die Aufsicht über andere Agenten auszuüben',
    ],
    categories: ['at-agent', 'at-versvg'],
    coins: 2,
    explanation:
      'Ist der Agent zum Abschluss von Versicherungsverträgen bevollmächtigt, umfasst dies nach § 45 VersVG auch die Befugnis, Änderungen oder Verlängerungen zu vereinbaren sowie Kündigungs- und Rücktrittserklärungen abzugeben. Ein bloßer Vermittlungsagent hat diese Befugnisse nicht.',
    source: '§ 45 VersVG',
  },
  {
    key: 'at-agent-508',
    text: 'Ein Antragsteller nennt dem Agenten eine Vorerkrankung, der Agent trägt sie nicht ein. Kann der Versicherer später wegen Anzeigepflichtverletzung zurücktreten?',
    answers: [
      'In der Regel nicht: Das Wissen des Agenten wird dem Versicherer zugerechnet („Auge und Ohr“)',
      'Ja, weil nur das Antragsformular zählt',
      'Ja, der VN haftet für jeden Fehler des Agenten',
      'Nur wenn der Agent Makler ist',
    ],
    categories: ['at-agent', 'at-versvg'],
    coins: 2,
    explanation:
      'Der Versicherungsagent ist bei der Antragsaufnahme nach ständiger OGH-Rechtsprechung „Auge und Ohr“ des Versicherers; was ihm mitgeteilt wird, gilt als dem Versicherer mitgeteilt. Die Anzeigepflicht ist dann erfüllt, und der Versicherer kann den Rücktritt nicht auf den nicht eingetragenen Umstand stützen.',
    source: '§ 43 VersVG; § 16 Abs. 3 VersVG; OGH-Rsp. („Auge und Ohr des Versicherers“)',
  },
  {
    key: 'at-agent-509',
    text: 'Welche Aussage zu den Pflichten eines Versicherungsagenten nach der IDD ist NICHT zutreffend?',
    answers: [
      'Er muss die Wünsche und Bedürfnisse des Kunden nicht ermitteln, weil er nur Produkte seines Versicherers anbietet',
      'Er muss offenlegen, ob er für einen oder mehrere Versicherer tätig ist',
      'Er muss im bestmöglichen Interesse des Kunden handeln',
      'Er muss vor Abschluss über die Art seiner Vergütung informieren',
    ],
    categories: ['at-agent', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Ermittlung der Wünsche und Bedürfnisse nach Art. 20 IDD gilt für jeden Vertreiber, auch für gebundene Agenten und Versicherer selbst. Die übrigen Aussagen stimmen: Offenlegung der Bindung, Handeln im bestmöglichen Kundeninteresse und Information über die Vergütungsart sind ebenfalls für Agenten vorgeschrieben.',
    source: 'Art. 17, 19 und 20 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-agent-510',
    text: 'Welche Pflicht trifft den Handelsvertreter nach dem HVertrG gegenüber dem Unternehmer?',
    answers: [
      'Er muss dessen Interessen mit der Sorgfalt eines ordentlichen Unternehmers wahren und ihn informieren',
      'Er muss überwiegend die Interessen der Kunden gegen den Unternehmer wahren',
      'Er muss für alle Schäden der Kunden persönlich haften',
      'Er muss jedes Geschäft vorab notariell beglaubigen lassen',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Der Handelsvertreter muss sich um die Vermittlung oder den Abschluss von Geschäften bemühen, die Interessen des Unternehmers mit der gebotenen Sorgfalt wahren und ihm die erforderlichen Nachrichten, etwa über die Marktlage, übermitteln. Die überwiegende Wahrung der Kundeninteressen ist dagegen Aufgabe des Maklers.',
    source: 'HVertrG (Pflichten des Handelsvertreters); Art. 3 RL 86/653/EWG',
  },
  {
    key: 'at-agent-511',
    text: 'Welche Pflicht trifft den Versicherer als Unternehmer gegenüber seinem Agenten nach dem HVertrG?',
    answers: [
      'Er muss ihm die erforderlichen Unterlagen und Informationen zur Verfügung stellen',
      'Er muss ihm ein fixes Gehalt nach Kollektivvertrag zahlen',
      'Er muss ihm alle Kunden anderer Agenten übertragen',
      'Er muss ihm die Berufshaftpflichtversicherung stets bezahlen',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Der Unternehmer hat dem Handelsvertreter die zur Ausübung seiner Tätigkeit erforderlichen Unterlagen und Informationen zur Verfügung zu stellen und ihn u. a. über die Annahme oder Ablehnung vermittelter Geschäfte zu informieren. Ein Gehalt schuldet er dem selbständigen Agenten nicht, er vergütet ihn durch Provision.',
    source: 'HVertrG (Pflichten des Unternehmers); Art. 4 RL 86/653/EWG',
  },
  {
    key: 'at-agent-512',
    text: 'Was kann ein Handelsvertreter zur Kontrolle seiner Provisionsabrechnung vom Unternehmer verlangen?',
    answers: [
      'Einen Buchauszug bzw. die Mitteilung aller für die Provision maßgeblichen Angaben',
      'Die Herausgabe sämtlicher Geschäftsbücher im Original',
      'Eine Prüfung durch die FMA',
      'Nichts, die Abrechnung ist nicht überprüfbar',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Der Handelsvertreter kann nach dem HVertrG die Mitteilung aller für seinen Provisionsanspruch wesentlichen Umstände und einen Buchauszug über die provisionspflichtigen Geschäfte verlangen. Dieses Kontrollrecht kann nach der Handelsvertreterrichtlinie nicht zu seinem Nachteil abbedungen werden.',
    source: 'HVertrG (Abrechnung, Buchauszug); Art. 12 RL 86/653/EWG',
  },
  {
    key: 'at-agent-513',
    text: 'Hat ein Agent Anspruch auf Provision für ein Geschäft, das erst nach Vertragsende geschlossen wird?',
    answers: [
      'Ja, wenn es überwiegend auf seine Tätigkeit zurückgeht und binnen angemessener Frist danach zustande kommt',
      'Nein, nach Vertragsende besteht nie ein Provisionsanspruch',
      'Ja, für alle Geschäfte des Unternehmers in den folgenden zehn Jahren',
      'Nur, wenn der Kunde dem schriftlich zustimmt',
    ],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Für nach Vertragsende geschlossene Geschäfte gebührt dem Handelsvertreter Provision, wenn sie überwiegend auf seine Tätigkeit während der Vertragszeit zurückzuführen sind und innerhalb einer angemessenen Frist danach zustande kommen. Diese Regel beruht auf Art. 8 der Handelsvertreterrichtlinie.',
    source: 'HVertrG (Provision nach Vertragsende); Art. 8 RL 86/653/EWG',
  },
  {
    key: 'at-agent-514',
    text: 'Worüber muss ein Mehrfachagent den Kunden nach der IDD vor Vertragsabschluss informieren?',
    answers: [
      'Dass er für mehrere Versicherer tätig ist und für welche',
      'Über die Provisionssätze aller Mitbewerber',
      'Über seine privaten Vermögensverhältnisse',
      'Über die Solvenzquote jedes Versicherers am Markt',
    ],
    categories: ['at-agent', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Nach Art. 19 Abs. 1 lit. c IDD muss der Vermittler angeben, ob er vertraglich verpflichtet ist, ausschließlich mit einem oder mehreren Versicherern zusammenzuarbeiten, und in diesem Fall deren Namen nennen. Der Kunde soll erkennen, aus welchem Produktangebot er beraten wird.',
    source: 'Art. 19 Abs. 1 lit. c IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-agent-515',
    text: 'Ein Handelsvertretervertrag hat drei Jahre gedauert; die Provisionen betrugen 20.000 €, 30.000 € und 40.000 €. Wie hoch ist der Ausgleichsanspruch nach § 24 Abs. 4 HVertrG höchstens?',
    answers: ['30.000 €', '40.000 €', '90.000 €', '18.000 €'],
    categories: ['at-agent'],
    coins: 2,
    explanation:
      'Der Ausgleich beträgt höchstens eine Jahresvergütung, errechnet aus dem Durchschnitt der letzten fünf Jahre; hat der Vertrag kürzer gedauert, ist der Durchschnitt der gesamten Vertragsdauer maßgeblich. Hier ergibt das (20.000 + 30.000 + 40.000) / 3 = 30.000 €.',
    source: '§ 24 Abs. 4 HVertrG',
  },
  {
    key: 'at-agent-516',
    text: 'Wer trägt im Außenverhältnis zum Kunden in der Regel die Verantwortung dafür, dass ein gebundener Agent die Pflichten der IDD einhält?',
    answers: [
      'Der Versicherer, für den der Agent tätig ist, neben dem Agenten selbst',
      'Ausschließlich der Kunde',
      'Die Wirtschaftskammer',
      'Niemand, Agenten unterliegen keiner Verantwortung',
    ],
    categories: ['at-agent', 'at-gewo-idd'],
    coins: 1,
    explanation:
      'Der Versicherer haftet dem Kunden nach § 1313a ABGB für Fehler seines Agenten als Erfüllungsgehilfen und muss nach der IDD u. a. für dessen Qualifikation und Zuverlässigkeit sorgen. Der Agent bleibt daneben selbst an die Wohlverhaltensregeln gebunden.',
    source: '§ 1313a ABGB; Art. 10 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-agent-518',
    text: 'Wozu ist ein Versicherungsagent ohne besondere Abschlussvollmacht grundsätzlich befugt?',
    answers: [
      'Zur Vermittlung von Verträgen; den Vertrag schließt der Versicherer',
      'Zum verbindlichen Abschluss jedes Vertrags im Namen des Versicherers',
      'Zur Änderung der Versicherungsbedingungen',
      'Zur Entscheidung über Leistungen im Schadenfall',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Der Versicherungsagent ist nach § 43 Abs. 1 VersVG mit der Vermittlung oder dem Abschluss von Versicherungsverträgen betraut; ohne Abschlussvollmacht ist er bloßer Vermittlungsagent. Er nimmt Anträge entgegen, den Vertrag schließt aber der Versicherer durch Annahme, etwa mit Zusendung der Polizze.',
    source: '§ 43 Abs. 1 und 2 VersVG; § 45 VersVG',
  },
  {
    key: 'at-agent-519',
    text: 'Was kann jede Partei eines Agenturvertrags nach dem Handelsvertreterrecht hinsichtlich des Vertragsinhalts verlangen?',
    answers: [
      'Eine von der anderen Partei unterzeichnete Urkunde über den Inhalt des Vertrags',
      'Die Eintragung des Vertrags im Grundbuch',
      'Eine Genehmigung des Vertrags durch die FMA',
      'Nichts, Agenturverträge sind immer mündlich',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'Nach Art. 13 Abs. 1 der Handelsvertreterrichtlinie, die das HVertrG umsetzt, kann jede Partei von der anderen eine unterzeichnete Urkunde über den Vertragsinhalt einschließlich späterer Änderungen verlangen. Das dient der Beweissicherung, etwa bei Streit über Provisionen oder Gebiete.',
    source: 'HVertrG; Art. 13 Abs. 1 RL 86/653/EWG',
  },
  {
    key: 'at-agent-520',
    text: 'Wofür erhält ein Versicherungsagent neben der Abschlussprovision typischerweise eine laufende Folge- oder Betreuungsprovision?',
    answers: [
      'Für die laufende Betreuung und Bestandspflege der vermittelten Verträge',
      'Für jeden abgelehnten Antrag',
      'Für die Prüfung der Bilanz des Versicherers',
      'Für die Teilnahme an der Hauptversammlung des Versicherers',
    ],
    categories: ['at-agent'],
    coins: 1,
    explanation:
      'In der Praxis vergüten Versicherer den Agenten meist mit einer Abschlussprovision für das Neugeschäft und einer laufenden Folge- oder Betreuungsprovision für die Pflege des Bestands. Die Einzelheiten, etwa Höhe, Haftungszeiten und Wegfall bei Vertragsende, regelt der Agenturvertrag.',
    source: 'Agenturvertrag (Provisionsbestimmungen); HVertrG',
  },
];
