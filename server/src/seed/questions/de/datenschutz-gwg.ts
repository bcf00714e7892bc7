import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-datenschutz-gwg' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-datenschutz-gwg-001',
    text: 'Seit wann gilt die Datenschutz-Grundverordnung (DSGVO) unmittelbar in allen EU-Staaten?',
    answers: [
      'Seit dem 25. Mai 2018',
      'Seit dem 1. Januar 2008',
      'Seit dem 23. Februar 2018',
      'Seit dem 1. Januar 2021',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Die DSGVO ist am 24. Mai 2016 in Kraft getreten und gilt nach Art. 99 Abs. 2 DSGVO seit dem 25. Mai 2018 unmittelbar in allen Mitgliedstaaten. Das BDSG ergänzt sie nur dort, wo die Verordnung Öffnungsklauseln enthält.',
    source: 'Art. 99 Abs. 2 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-002',
    text: 'Wozu zählen Gesundheitsdaten nach Art. 9 DSGVO?',
    answers: [
      'Zu den besonderen Kategorien personenbezogener Daten',
      'Zu den öffentlich zugänglichen Daten',
      'Zu den anonymisierten Daten',
      'Zu den Daten ohne besonderen Schutzbedarf',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 9 Abs. 1 DSGVO zählt Gesundheitsdaten zu den besonderen Kategorien personenbezogener Daten, deren Verarbeitung grundsätzlich untersagt ist. Erlaubt ist sie nur unter den Ausnahmen des Art. 9 Abs. 2 DSGVO, in der Versicherung meist mit ausdrücklicher Einwilligung.',
    source: 'Art. 9 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-003',
    text: 'Was benötigt ein Lebensversicherer in der Regel, um Gesundheitsdaten bei behandelnden Ärzten zu erheben?',
    answers: [
      'Eine Einwilligung und Schweigepflichtentbindung der versicherten Person',
      'Nichts, ein berechtigtes Interesse genügt immer',
      'Eine Genehmigung der BaFin',
      'Einen Eintrag im Vermittlerregister',
    ],
    categories: ['de-datenschutz-gwg', 'de-leben'],
    coins: 1,
    explanation:
      'Gesundheitsdaten darf der Versicherer nach § 213 Abs. 1 VVG bei Ärzten und anderen Dritten nur erheben, soweit dies zur Beurteilung des Risikos oder der Leistungspflicht erforderlich ist und die betroffene Person eingewilligt hat. Da Ärzte der Schweigepflicht nach § 203 StGB unterliegen, ist zugleich eine Schweigepflichtentbindung nötig.',
    source: '§ 213 Abs. 1 VVG; Art. 9 Abs. 2 lit. a DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-004',
    text: 'Innerhalb welcher Frist ist eine meldepflichtige Datenschutzverletzung der Aufsichtsbehörde zu melden (Art. 33 DSGVO)?',
    answers: [
      'Möglichst binnen 72 Stunden nach Bekanntwerden',
      'Binnen 14 Tagen',
      'Binnen eines Monats',
      'Erst mit dem nächsten Jahresbericht',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 33 Abs. 1 DSGVO verlangt die Meldung unverzüglich und möglichst binnen 72 Stunden, nachdem die Verletzung bekannt wurde, es sei denn, sie führt voraussichtlich zu keinem Risiko für die Betroffenen. Eine spätere Meldung ist zu begründen.',
    source: 'Art. 33 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-005',
    text: 'Welches Recht gehört NICHT zu den Betroffenenrechten der DSGVO?',
    answers: [
      'Recht auf kostenlose Verlängerung des Versicherungsvertrags',
      'Recht auf Auskunft',
      'Recht auf Berichtigung',
      'Recht auf Löschung',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Die Betroffenenrechte der Art. 15 bis 22 DSGVO umfassen u. a. Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Ein Anspruch auf Verlängerung eines Vertrags gehört nicht dazu, denn die DSGVO regelt nur den Umgang mit personenbezogenen Daten.',
    source: 'Art. 15–22 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-006',
    text: 'Wozu dient das Hinweis- und Informationssystem (HIS) der Versicherungswirtschaft?',
    answers: [
      'Zur Erkennung von Versicherungsbetrug und auffälligen Risiken',
      'Als öffentliches Register der Versicherungsvermittler',
      'Als Bonitätsdatenbank für Kredite',
      'Als Vergleichsportal für Verbraucher',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Das HIS (betrieben von der informa HIS GmbH) dient der Versicherungswirtschaft dazu, Versicherungsmissbrauch aufzudecken und erhöhte Risiken zu erkennen, z. B. auffällige Schadenhäufungen. Grundlage ist das berechtigte Interesse nach Art. 6 Abs. 1 lit. f DSGVO; Betroffene sind über Meldungen zu informieren.',
    source: 'Art. 6 Abs. 1 lit. f DSGVO; GDV-Verhaltensregeln (Code of Conduct)',
  },
  {
    key: 'de-datenschutz-gwg-007',
    text: 'Welche Versicherungsvermittler sind Verpflichtete nach dem Geldwäschegesetz?',
    answers: [
      'Vermittler, soweit sie Lebensversicherungen oder Unfallversicherungen mit Prämienrückgewähr vermitteln',
      'Alle Vermittler von Kfz-Versicherungen',
      'Nur Vermittler von Sachversicherungen für Gewerbekunden',
      'Keine, das Geldwäschegesetz gilt nur für Banken',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Nach § 2 Abs. 1 Nr. 8 GwG sind Versicherungsvermittler Verpflichtete, soweit sie Lebensversicherungen oder Unfallversicherungen mit Prämienrückgewähr bzw. Produkte mit Anlagezweck vermitteln. In diesen Produkten können größere Beträge angelegt und wieder ausgezahlt werden, daher das Geldwäscherisiko.',
    source: '§ 2 Abs. 1 Nr. 7 und 8 GwG',
  },
  {
    key: 'de-datenschutz-gwg-008',
    text: 'An wen ist in Deutschland eine Geldwäsche-Verdachtsmeldung zu richten?',
    answers: [
      'An die Zentralstelle für Finanztransaktionsuntersuchungen (FIU)',
      'An den Versicherungsombudsmann',
      'An die zuständige IHK',
      'An die Schufa',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Verdachtsmeldungen sind nach § 43 Abs. 1 GwG unverzüglich an die Zentralstelle für Finanztransaktionsuntersuchungen (Financial Intelligence Unit, FIU) zu richten. Die FIU ist beim Generalzolldirektorat angesiedelt und analysiert die Meldungen.',
    source: '§ 43 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-009',
    text: 'Was untersagt das sogenannte Tipping-off-Verbot im Geldwäschegesetz?',
    answers: [
      'Den Kunden über eine beabsichtigte oder erstattete Verdachtsmeldung zu informieren',
      'Trinkgelder von Kunden anzunehmen',
      'Provisionen an Untervermittler weiterzugeben',
      'Kunden telefonisch zu beraten',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 47 Abs. 1 GwG verbietet, den Vertragspartner oder Dritte über eine beabsichtigte oder erstattete Verdachtsmeldung oder ein daraufhin eingeleitetes Ermittlungsverfahren zu informieren. So soll verhindert werden, dass Täter gewarnt werden und Vermögen beiseiteschaffen.',
    source: '§ 47 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-010',
    text: 'Ab welchem Anteil gilt eine natürliche Person nach dem GwG als wirtschaftlich Berechtigter einer Gesellschaft?',
    answers: [
      'Bei mehr als 25 % der Kapitalanteile oder Stimmrechte',
      'Bei mehr als 5 % der Kapitalanteile',
      'Bei mehr als 10 % der Stimmrechte',
      'Erst ab einer Mehrheit von über 50 %',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Nach § 3 Abs. 2 GwG gilt bei Gesellschaften als wirtschaftlich Berechtigter jede natürliche Person, die unmittelbar oder mittelbar mehr als 25 % der Kapitalanteile hält, mehr als 25 % der Stimmrechte kontrolliert oder auf vergleichbare Weise Kontrolle ausübt. Lässt sich niemand ermitteln, gilt der gesetzliche Vertreter als fiktiv wirtschaftlich Berechtigter.',
    source: '§ 3 Abs. 2 GwG',
  },
  {
    key: 'de-datenschutz-gwg-011',
    text: 'Was gehört NICHT zu den allgemeinen Sorgfaltspflichten nach dem Geldwäschegesetz?',
    answers: [
      'Eine Kreditwürdigkeitsprüfung per Schufa-Abfrage',
      'Die Identifizierung des Vertragspartners',
      'Die Abklärung des wirtschaftlich Berechtigten',
      'Die Feststellung, ob es sich um eine politisch exponierte Person handelt',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 10 Abs. 1 GwG nennt als allgemeine Sorgfaltspflichten u. a. die Identifizierung des Vertragspartners, die Abklärung des wirtschaftlich Berechtigten, die Feststellung einer politisch exponierten Person und die kontinuierliche Überwachung der Geschäftsbeziehung. Eine Bonitätsprüfung dient dem Kreditrisiko und ist keine geldwäscherechtliche Pflicht.',
    source: '§ 10 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-012',
    text: 'In welche drei Phasen wird der Geldwäscheprozess klassisch eingeteilt?',
    answers: [
      'Platzierung, Verschleierung (Layering), Integration',
      'Antrag, Police, Prämie',
      'Anbahnung, Abschluss, Storno',
      'Sammeln, Sparen, Spenden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Das klassische Drei-Phasen-Modell beschreibt Geldwäsche als Platzierung (Einschleusen von Bargeld), Verschleierung durch viele Transaktionen (Layering) und Integration in den legalen Wirtschaftskreislauf. Versicherungen werden vor allem in der Phase der Verschleierung und Integration missbraucht, etwa durch Einmalbeiträge und frühe Kündigung.',
    source: 'Drei-Phasen-Modell der FATF; § 261 StGB',
  },
];
