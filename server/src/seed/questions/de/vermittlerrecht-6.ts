import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vermittlerrecht' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vermittlerrecht-601',
    text: 'Ein Vermittler verwendet einen Teil seiner Provision dauerhaft dazu, die Prämie des von ihm vermittelten Vertrags zu senken. Was gilt nach § 48b Abs. 4 VAG?',
    answers: [
      'Das Sondervergütungsverbot greift nicht, weil der Vorteil dem vermittelten Vertrag dauerhaft zugutekommt',
      'Es ist verboten, weil jede Provisionsabgabe an Kunden unzulässig ist',
      'Es ist nur bis 15 € je Vertrag und Kalenderjahr zulässig',
      'Es ist nur mit vorheriger Genehmigung der BaFin zulässig',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 48b Abs. 4 VAG nimmt Sondervergütungen vom Verbot aus, soweit sie zur dauerhaften Leistungserhöhung oder Prämienreduzierung des vermittelten Vertrags verwendet werden. Dann entsteht kein Fehlanreiz, den Vertrag nur wegen eines Barvorteils abzuschließen; die 15-€-Grenze des Abs. 2 betrifft dagegen Geschenke und Belohnungen.',
    source: '§ 48b Abs. 4 VAG',
  },
  {
    key: 'de-vermittlerrecht-602',
    text: 'Welche Aussage zum Sondervergütungs- und Provisionsabgabeverbot nach § 48b VAG trifft NICHT zu?',
    answers: [
      'Es gilt nur für Versicherer, nicht für Vermittler und deren Angestellte',
      'Es verbietet auch Zuwendungen an versicherte Personen und Bezugsberechtigte',
      'Eine dem Verbot widersprechende vertragliche Vereinbarung ist unwirksam',
      'Auch Rabatte auf Waren oder Dienstleistungen können Sondervergütungen sein',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 48b Abs. 1 VAG richtet sich an Versicherungsunternehmen und an Versicherungsvermittler im Sinne von § 59 VVG und ausdrücklich auch an deren Angestellte. Erfasst sind Zuwendungen an Versicherungsnehmer, versicherte Personen und Bezugsberechtigte; entgegenstehende Vereinbarungen sind unwirksam, und nach Abs. 2 zählen auch Rabatte auf Waren oder Dienstleistungen dazu.',
    source: '§ 48b Abs. 1 und 2 VAG',
  },
  {
    key: 'de-vermittlerrecht-603',
    text: 'Ein Online-Vermittler wirbt damit, dass Kunden beim Abschluss mehrere Gratismonate im Wert von über 15 € gutgeschrieben bekommen. Wie kann ein Mitbewerber dagegen vorgehen?',
    answers: [
      'Mit einem Unterlassungsanspruch nach §§ 8, 3a UWG, weil § 48b VAG eine Marktverhaltensregel ist',
      'Gar nicht; Verstöße gegen § 48b VAG kann nur die BaFin verfolgen',
      'Nur durch eine Beschwerde beim Versicherungsombudsmann',
      'Nur durch eine Strafanzeige wegen Betrugs',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Das Sondervergütungs- und Provisionsabgabeverbot regelt das Marktverhalten im Interesse von Verbrauchern und Mitbewerbern; ein Verstoß ist deshalb zugleich unlauter nach § 3a UWG. Das LG München I hat einem Vermittler die Werbung mit Zuwendungen über 15 € je Vertrag und Kalenderjahr auf dieser Grundlage untersagt.',
    source: '§ 48b VAG; §§ 3a, 8 UWG; LG München I, Urteil vom 4.2.2020 – 33 O 3124/19',
  },
  {
    key: 'de-vermittlerrecht-604',
    text: 'Ein Versicherungsberater vermittelt einen Bruttotarif mit 3.000 € Abschlussprovision; die Prämien der ersten fünf Jahre betragen 6.000 €. Wie hoch ist die Gutschrift nach § 48c VAG höchstens?',
    answers: ['2.400 €', '3.000 €', '4.800 €', '1.500 €'],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 48c Abs. 1 Satz 3 VAG beträgt die Gutschrift höchstens 80 % der maßgeblichen Zuwendung, hier also 2.400 €. Die zweite Grenze von 80 % der in den ersten fünf Jahren zu zahlenden Prämien (4.800 €) wird dabei nicht erreicht, sodass sie nicht begrenzend wirkt.',
    source: '§ 48c Abs. 1 VAG; § 34d Abs. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-605',
    text: 'Wie kehrt der Versicherer Zuwendungen aus einem vom Versicherungsberater vermittelten Bruttotarif nach § 48c Abs. 1 VAG grundsätzlich an den Kunden aus?',
    answers: [
      'Als Gutschrift auf einem Prämienkonto, das nur mit künftigen Prämien verrechnet wird',
      'Als Barauszahlung an den Versicherungsberater zur Weitergabe',
      'Als Einmalzahlung auf das Girokonto des Kunden',
      'Als Erhöhung der Überschussbeteiligung am Vertragsende',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Auskehrung erfolgt nach § 48c Abs. 1 VAG im Wege der Gutschrift auf einem für den Vertrag geführten Prämienkonto, dessen Guthaben ausschließlich zur Prämienzahlung verwendet wird. Alternativ lässt das Gesetz eine Prämienreduzierung des vermittelten Vertrags zu; eine Auszahlung in bar ist nicht vorgesehen.',
    source: '§ 48c Abs. 1 VAG',
  },
  {
    key: 'de-vermittlerrecht-606',
    text: 'Mehrere Tarife sind für den Mandanten eines Versicherungsberaters gleich gut geeignet. Welchen muss er nach § 34d Abs. 2 GewO vorrangig anbieten?',
    answers: [
      'Den Tarif, der ohne Zuwendung des Versicherers erhältlich ist (Nettotarif)',
      'Den Tarif mit der niedrigsten Selbstbeteiligung',
      'Den Tarif des Versicherers mit dem höchsten Marktanteil',
      'Den Tarif, bei dem die höchste Provision durchgeleitet werden kann',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Sind mehrere Versicherungen in gleicher Weise geeignet, muss der Versicherungsberater nach § 34d Abs. 2 GewO vorrangig diejenige anbieten, die ohne das Angebot einer Zuwendung des Versicherers erhältlich ist. So wird seine Unabhängigkeit von Provisionsinteressen auch bei der Produktauswahl gesichert.',
    source: '§ 34d Abs. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-607',
    text: 'Darf ein Versicherungsberater mit Erlaubnis nach § 34d Abs. 2 GewO für seinen Mandanten auch Versicherungsverträge vermitteln oder abschließen?',
    answers: [
      'Ja, vergütet wird er dafür aber nur vom Mandanten, nicht vom Versicherer',
      'Nein, er darf ausschließlich beraten und vertreten',
      'Ja, und er darf dafür die übliche Courtage des Versicherers behalten',
      'Nur wenn er zusätzlich eine Erlaubnis als Versicherungsmakler hat',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 2 GewO ist Versicherungsberater auch, wer für den Auftraggeber die Vermittlung oder den Abschluss von Versicherungsverträgen übernimmt, ohne von einem Versicherer einen wirtschaftlichen Vorteil zu erhalten. Er darf sich nur vom Auftraggeber vergüten lassen und keine Zuwendungen von Versicherern annehmen.',
    source: '§ 34d Abs. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-608',
    text: 'Ein Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO möchte zusätzlich als Versicherungsberater nach § 34d Abs. 2 GewO tätig werden. Was gilt?',
    answers: [
      'Das ist unzulässig; Vermittlung und Versicherungsberatung dürfen nicht nebeneinander betrieben werden',
      'Er braucht dafür nur eine zweite Eintragung im Vermittlerregister',
      'Das ist zulässig, wenn er die Kunden über beide Rollen informiert',
      'Das ist zulässig, sofern sein Honorar die übliche Courtage nicht übersteigt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 3 GewO dürfen Versicherungsvermittler kein Gewerbe als Versicherungsberater ausüben und umgekehrt. So soll verhindert werden, dass der provisionsfreie Berater mittelbar doch von Versicherern abhängig wird; wer beide Rollen anstrebt, muss sich für eine Erlaubnis entscheiden.',
    source: '§ 34d Abs. 3 GewO',
  },
  {
    key: 'de-vermittlerrecht-609',
    text: 'Ein Versicherer belohnt Bestandskunden, die ihm neue Interessenten nennen („Kunden werben Kunden“). Verstößt diese Tippgeberprämie nach Auffassung der BaFin gegen § 48b VAG?',
    answers: [
      'Nein, reine Tippgebertätigkeit ist keine Vermittlung, und ihre Vergütung fällt nicht unter das Verbot',
      'Ja, jede Zuwendung an einen Versicherungsnehmer ist eine verbotene Sondervergütung',
      'Nur wenn die Prämie 15 € übersteigt',
      'Ja, weil Tippgeber eine Erlaubnis nach § 34d GewO brauchen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Die BaFin sieht Tippgeber, die lediglich Kontakte zwischen Interessenten und Versicherer oder Vermittler herstellen, nicht als Vermittler an; ihre Vergütung ist keine Sondervergütung im Sinne des § 48b VAG. Modelle wie „Kunden werben Kunden“ bleiben daher möglich, solange der Tippgeber nicht berät oder vermittelt.',
    source:
      'BaFin-Fachartikel „Das Sondervergütungs- und Provisionsabgabeverbot aus Sicht der BaFin“ vom 16.10.2017; § 48b VAG',
  },
  {
    key: 'de-vermittlerrecht-610',
    text: 'Welche Tätigkeit darf ein Tippgeber ohne Erlaubnis nach § 34d GewO NICHT ausüben?',
    answers: [
      'Den Interessenten zu konkreten Tarifen beraten und den Antrag mit ihm ausfüllen',
      'Einem Makler Name und Telefonnummer eines Interessenten weitergeben',
      'Einem Vertreter mitteilen, dass ein Bekannter Interesse an einer Versicherung hat',
      'Für einen nachgewiesenen Kontakt eine Tippgeberprovision erhalten',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Ein Tippgeber beschränkt sich darauf, Abschlussmöglichkeiten nachzuweisen oder Kontakte herzustellen, und darf dafür eine Vergütung erhalten. Sobald er zu konkreten Produkten berät oder auf den Vertragsschluss hinwirkt, etwa beim Ausfüllen des Antrags, vermittelt er und braucht eine Erlaubnis nach § 34d GewO.',
    source:
      '§ 34d Abs. 1 GewO; BaFin-Rundschreiben 11/2018 (VA), Regelungen zur Zusammenarbeit mit Tippgebern',
  },
  {
    key: 'de-vermittlerrecht-611',
    text: 'Ein Vermittler hat 2025 insgesamt 25 Stunden Weiterbildung absolviert. Kann er die zehn zusätzlichen Stunden auf seine Weiterbildungspflicht für 2026 anrechnen?',
    answers: [
      'Nein, die 15 Stunden sind in jedem Kalenderjahr neu zu erbringen',
      'Ja, überzählige Stunden werden unbegrenzt vorgetragen',
      'Ja, aber höchstens fünf Stunden',
      'Ja, wenn die IHK dem Übertrag vorher zustimmt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 9 Satz 2 GewO verlangt eine Weiterbildung von 15 Stunden je Kalenderjahr. Nach der mit der BaFin abgestimmten Auslegung der IHKs können freiwillige Mehrstunden nicht in einem anderen Kalenderjahr angerechnet werden, weil die Qualifikation laufend aktuell gehalten werden soll.',
    source: '§ 34d Abs. 9 Satz 2 GewO; § 7 VersVermV; DIHK/BaFin-FAQ zur Weiterbildungspflicht',
  },
  {
    key: 'de-vermittlerrecht-612',
    text: 'Unter welcher Voraussetzung zählt ein Selbststudium nach § 7 VersVermV zur jährlichen Weiterbildungspflicht von 15 Stunden?',
    answers: [
      'Wenn der Anbieter eine nachweisbare Lernerfolgskontrolle durchführt',
      'Nur wenn es von einem Versicherer organisiert wird',
      'Selbststudium wird grundsätzlich nicht angerechnet',
      'Wenn der Vermittler die Lektüre in einer Eigenerklärung bestätigt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 7 Abs. 1 VersVermV kann die Weiterbildung in Präsenz, im Selbststudium, betriebsintern oder in anderer geeigneter Form erfolgen. Selbststudium zählt aber nur, wenn eine nachweisbare Lernerfolgskontrolle durch den Anbieter erfolgt; eine bloße Eigenerklärung reicht nicht.',
    source: '§ 7 Abs. 1 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-613',
    text: 'Gilt die Weiterbildungspflicht von 15 Stunden je Kalenderjahr auch für einen gebundenen Ausschließlichkeitsvertreter nach § 34d Abs. 7 GewO ohne eigene Erlaubnis?',
    answers: [
      'Ja, § 34d Abs. 9 GewO erfasst gebundene Vertreter ausdrücklich',
      'Nein, die Pflicht trifft nur Vermittler mit eigener IHK-Erlaubnis',
      'Nein, für ihn gilt nur die Schulungspflicht für Angestellte des Versicherers',
      'Nur wenn er auch Lebensversicherungen vermittelt',
    ],
    categories: ['de-vermittlerrecht', 'de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 9 Satz 2 GewO müssen sich neben Vermittlern und Beratern mit Erlaubnis auch gebundene Vertreter nach Abs. 7 Satz 1 Nr. 1 sowie die unmittelbar mitwirkenden Beschäftigten 15 Stunden je Kalenderjahr weiterbilden. Der Versicherer muss das nach § 48 Abs. 2 VAG sicherstellen.',
    source: '§ 34d Abs. 9 Satz 2 GewO; § 48 Abs. 2 VAG',
  },
  {
    key: 'de-vermittlerrecht-614',
    text: 'Eine Angestellte eines Maklers nimmt nur Schadenanzeigen entgegen und fordert Standardunterlagen an, ohne zu beurteilen, ob ein Versicherungsfall vorliegt. Ist sie weiterbildungspflichtig?',
    answers: [
      'Nein, bloße Entgegennahme und Korrespondenz ohne Würdigung ist kein Versicherungsvertrieb',
      'Ja, jede Tätigkeit mit Kundenkontakt löst die Weiterbildungspflicht aus',
      'Ja, weil jede Mitwirkung im Schadensfall Versicherungsvertrieb ist',
      'Nein, Angestellte von Maklern sind generell nicht weiterbildungspflichtig',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Weiterbilden müssen sich nach § 34d Abs. 9 Satz 2 GewO die unmittelbar bei Vermittlung oder Beratung mitwirkenden Beschäftigten. Mitwirkung im Schadensfall ist nach der Auslegung von DIHK und BaFin nur Versicherungsvertrieb, wenn sie das Regulierungsergebnis beeinflussen kann; reine Entgegennahme der Anzeige und Standardkorrespondenz gehören nicht dazu.',
    source: '§ 34d Abs. 9 Satz 2 GewO; § 7 Nr. 34a VAG; DIHK/BaFin-FAQ zur Weiterbildungspflicht',
  },
  {
    key: 'de-vermittlerrecht-615',
    text: 'Welche Mindestversicherungssummen muss die Berufshaftpflichtversicherung eines Versicherungsmaklers seit dem 9. Oktober 2024 vorsehen?',
    answers: [
      '1.564.610 € je Versicherungsfall und 2.315.610 € für alle Fälle eines Jahres',
      '1.300.380 € je Versicherungsfall und 1.924.560 € für alle Fälle eines Jahres',
      '1.000.000 € je Versicherungsfall und 1.500.000 € für alle Fälle eines Jahres',
      '2.500.000 € je Versicherungsfall und 5.000.000 € für alle Fälle eines Jahres',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Die Mindestsummen des Art. 10 Abs. 4 IDD werden regelmäßig an den Europäischen Verbraucherpreisindex angepasst. Mit der Delegierten Verordnung (EU) 2024/896 stiegen sie ab 9.10.2024 von 1.300.380 € bzw. 1.924.560 € auf 1.564.610 € je Versicherungsfall und 2.315.610 € für alle Versicherungsfälle eines Jahres.',
    source: 'Art. 10 Abs. 4 und 7 IDD; Delegierte VO (EU) 2024/896; § 34d Abs. 5 Satz 1 Nr. 3 GewO',
  },
  {
    key: 'de-vermittlerrecht-616',
    text: 'Für welches Gebiet muss die Berufshaftpflichtversicherung eines Versicherungsvermittlers nach der IDD Deckung bieten?',
    answers: [
      'Für das gesamte Gebiet der EU bzw. des EWR',
      'Nur für Deutschland',
      'Nur für das Bundesland, in dem der Vermittler seinen Sitz hat',
      'Weltweit einschließlich USA und Kanada',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Art. 10 Abs. 4 IDD verlangt eine für das gesamte Gebiet der Union geltende Berufshaftpflichtversicherung oder gleichwertige Garantie; die VersVermV setzt das für EU und EWR um. So sind Kunden auch geschützt, wenn der Vermittler im Rahmen der Dienstleistungsfreiheit in anderen Mitgliedstaaten tätig wird.',
    source: '§ 11 VersVermV; Art. 10 Abs. 4 IDD',
  },
  {
    key: 'de-vermittlerrecht-617',
    text: 'Welche Aussage zur Berufshaftpflichtversicherung eines Versicherungsvermittlers nach der VersVermV trifft NICHT zu?',
    answers: [
      'Schäden aus fahrlässigen Beratungsfehlern dürfen vom Versicherungsschutz ausgeschlossen werden',
      'Ersatzansprüche wegen wissentlicher Pflichtverletzung dürfen ausgeschlossen werden',
      'Sie muss auch für Fehler von Mitarbeitern gelten, für die der Vermittler einstehen muss',
      'Der Versicherer muss der zuständigen Stelle die Beendigung des Vertrags anzeigen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Berufshaftpflicht soll gerade Vermögensschäden aus fahrlässigen Beratungs- und Vermittlungsfehlern abdecken, ein solcher Ausschluss ist deshalb unzulässig. Erlaubt ist nach der VersVermV der Ausschluss wissentlicher Pflichtverletzungen; die Deckung muss auch für Erfüllungs- und Verrichtungsgehilfen gelten, und der Versicherer muss die Beendigung anzeigen.',
    source: '§§ 12, 13 VersVermV; § 34d Abs. 5 Satz 1 Nr. 3 GewO; § 117 Abs. 2 VVG',
  },
  {
    key: 'de-vermittlerrecht-618',
    text: 'Ein Makler will Prämien seiner Kunden entgegennehmen und weiterleiten, ohne vom Versicherer zum Inkasso bevollmächtigt zu sein. Was verlangt die VersVermV dafür?',
    answers: [
      'Eine Sicherheit zugunsten der Kunden, z. B. eine Bürgschaft oder eine geeignete Versicherung',
      'Nichts, solange er eine Berufshaftpflichtversicherung hat',
      'Eine gesonderte Erlaubnis der BaFin als Zahlungsinstitut',
      'Die Zustimmung jedes einzelnen Kunden in notarieller Form',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach den Vorschriften zur Zahlungssicherung in §§ 20 ff. VersVermV darf ein Vermittler ohne Inkassovollmacht des Versicherers Zahlungen des Kunden nur entgegennehmen, wenn er zuvor eine Sicherheit geleistet oder eine geeignete Versicherung abgeschlossen hat. Das setzt Art. 10 Abs. 6 IDD um, der Kunden vor dem Ausfall weitergeleiteter Prämien schützen soll.',
    source: '§ 20 VersVermV; Art. 10 Abs. 6 IDD',
  },
];
