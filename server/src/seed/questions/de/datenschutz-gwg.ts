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
  },
];
