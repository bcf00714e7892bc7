import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-leben' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-leben-201',
    text: 'Bis zu welcher Höhe sind Beiträge in Direktversicherung, Pensionskasse oder Pensionsfonds nach § 3 Nr. 63 EStG steuerfrei?',
    answers: [
      'Bis 8 % der Beitragsbemessungsgrenze der allgemeinen Rentenversicherung',
      'Bis 4 % des Bruttogehalts ohne Obergrenze',
      'Bis 1.800 € im Jahr, unabhängig von der BBG',
      'In unbegrenzter Höhe',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Seit 2018 sind Beiträge an die drei externen kapitalgedeckten Durchführungswege nach § 3 Nr. 63 EStG bis 8 % der Beitragsbemessungsgrenze der allgemeinen Rentenversicherung steuerfrei. Sozialversicherungsfrei sind davon nach der Sozialversicherungsentgeltverordnung nur 4 % der BBG; die Leistungen werden später nachgelagert besteuert.',
    source: '§ 3 Nr. 63 EStG; § 1 Abs. 1 Nr. 9 SvEV',
  },
  {
    key: 'de-leben-202',
    text: 'Welche Aussage zur Direktversicherung in der bAV trifft NICHT zu?',
    answers: [
      'Versicherungsnehmer ist der Arbeitnehmer',
      'Versicherungsnehmer ist der Arbeitgeber',
      'Bezugsberechtigt sind der Arbeitnehmer oder seine Hinterbliebenen',
      'Es handelt sich um eine Lebensversicherung auf das Leben des Arbeitnehmers',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Bei der Direktversicherung schließt nach § 1b Abs. 2 BetrAVG der Arbeitgeber als Versicherungsnehmer eine Lebensversicherung auf das Leben des Arbeitnehmers ab; bezugsberechtigt sind der Arbeitnehmer oder seine Hinterbliebenen. Der Arbeitnehmer ist versicherte Person, nicht Versicherungsnehmer – das wird er erst, wenn er den Vertrag nach dem Ausscheiden privat fortführt.',
    source: '§ 1b Abs. 2 BetrAVG',
  },
  {
    key: 'de-leben-203',
    text: 'Wann wird eine vom Arbeitgeber finanzierte Anwartschaft auf bAV nach § 1b Abs. 1 BetrAVG gesetzlich unverfallbar?',
    answers: [
      'Wenn der Arbeitnehmer mindestens 21 Jahre alt ist und die Zusage mindestens drei Jahre bestanden hat',
      'Sofort mit Erteilung der Zusage',
      'Nach zehn Jahren Betriebszugehörigkeit',
      'Erst bei Erreichen der Regelaltersgrenze',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Seit 2018 bleibt eine arbeitgeberfinanzierte Anwartschaft nach § 1b Abs. 1 BetrAVG erhalten, wenn das Arbeitsverhältnis nach Vollendung des 21. Lebensjahres endet und die Zusage zu diesem Zeitpunkt mindestens drei Jahre bestanden hat. Für Entgeltumwandlung gilt dagegen sofortige Unverfallbarkeit.',
    source: '§ 1b Abs. 1 BetrAVG',
  },
  {
    key: 'de-leben-204',
    text: 'Was kann ein Arbeitnehmer nach § 4 Abs. 3 BetrAVG beim Arbeitgeberwechsel hinsichtlich seiner Direktversicherung verlangen?',
    answers: [
      'Binnen eines Jahres die Mitnahme des Übertragungswerts zum neuen Arbeitgeber, wenn dieser die BBG nicht übersteigt',
      'Die sofortige Barauszahlung des gesamten Guthabens',
      'Die Übertragung auf ein privates Girokonto',
      'Nichts, die Anwartschaft verfällt beim Wechsel',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      '§ 4 Abs. 3 BetrAVG gibt bei Direktversicherung, Pensionskasse und Pensionsfonds ein Recht auf Portabilität: Innerhalb eines Jahres nach Ende des Arbeitsverhältnisses kann der Arbeitnehmer verlangen, dass der Übertragungswert auf den neuen Arbeitgeber übertragen wird, sofern er die Beitragsbemessungsgrenze der Rentenversicherung nicht übersteigt. Der neue Arbeitgeber muss eine wertgleiche Zusage erteilen.',
    source: '§ 4 Abs. 3 BetrAVG',
  },
  {
    key: 'de-leben-205',
    text: 'In welchem Rhythmus muss der Arbeitgeber nach § 16 Abs. 1 BetrAVG eine Anpassung laufender Betriebsrenten prüfen?',
    answers: ['Alle drei Jahre', 'Jährlich', 'Alle fünf Jahre', 'Nie, Betriebsrenten bleiben unverändert'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      '§ 16 Abs. 1 BetrAVG verpflichtet den Arbeitgeber, alle drei Jahre eine Anpassung der laufenden Leistungen zu prüfen und nach billigem Ermessen zu entscheiden; dabei sind die Belange der Rentner und seine wirtschaftliche Lage zu berücksichtigen. Die Pflicht entfällt u. a., wenn er eine jährliche Anpassung um mindestens 1 % zusagt (§ 16 Abs. 3 BetrAVG).',
    source: '§ 16 BetrAVG',
  },
  {
    key: 'de-leben-206',
    text: 'Was ermöglicht eine Nachversicherungsgarantie in der Berufsunfähigkeitsversicherung?',
    answers: [
      'Die Erhöhung der BU-Rente bei bestimmten Anlässen ohne erneute Gesundheitsprüfung',
      'Die Verlängerung der Leistungsdauer über das 67. Lebensjahr hinaus ohne Beitrag',
      'Die Übertragung des Vertrags auf Kinder',
      'Eine Beitragsrückerstattung bei Leistungsfreiheit',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Mit einer Nachversicherungsgarantie kann der Versicherte die versicherte Rente bei in den Bedingungen genannten Ereignissen – etwa Heirat, Geburt eines Kindes oder Gehaltssteigerung – ohne neue Gesundheitsprüfung erhöhen. So bleibt die Absicherung trotz später eingetretener Vorerkrankungen bedarfsgerecht.',
    source: 'BU-Bedingungen der Versicherer (Nachversicherungsgarantie); § 172 VVG',
  },
  {
    key: 'de-leben-207',
    text: 'Was leistet eine Grundfähigkeitsversicherung?',
    answers: [
      'Eine Rente, wenn bestimmte körperliche oder geistige Fähigkeiten wie Sehen, Gehen oder Greifen verloren gehen',
      'Eine Rente bei jeder Arbeitsunfähigkeit über sechs Wochen',
      'Die Erstattung von Arztkosten',
      'Eine Kapitalleistung nur bei Tod',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Grundfähigkeitsversicherung zahlt, wenn die versicherte Person eine der vertraglich definierten Grundfähigkeiten, etwa Sehen, Sprechen, Gehen, Treppensteigen oder den Gebrauch der Hände, für einen bestimmten Zeitraum verliert. Anders als die BU prüft sie nicht den zuletzt ausgeübten Beruf, sondern feste Fähigkeiten.',
    source: 'Bedingungen der Grundfähigkeitsversicherung der Versicherer',
  },
  {
    key: 'de-leben-208',
    text: 'Wie hoch ist der Mindesteigenbeitrag, den ein Riester-Sparer nach § 86 EStG für die volle Zulage mindestens leisten muss?',
    answers: [
      '4 % der rentenversicherungspflichtigen Einnahmen des Vorjahres abzüglich Zulagen, mindestens 60 € im Jahr',
      '10 % des Bruttoeinkommens',
      'Pauschal 100 € im Monat',
      'Es gibt keinen Mindesteigenbeitrag',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 86 Abs. 1 EStG beträgt der Mindesteigenbeitrag 4 % der im Vorjahr erzielten beitragspflichtigen Einnahmen (höchstens 2.100 €) abzüglich der Zulagen, mindestens aber den Sockelbetrag von 60 € jährlich. Wird er unterschritten, werden die Zulagen anteilig gekürzt.',
    source: '§ 86 Abs. 1 EStG',
  },
  {
    key: 'de-leben-209',
    text: 'Wie hoch ist die jährliche Riester-Kinderzulage für ein nach 2007 geborenes Kind nach § 85 EStG?',
    answers: ['300 €', '185 €', '175 €', '154 €'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      '§ 85 Abs. 1 EStG gewährt für jedes kindergeldberechtigte Kind eine Kinderzulage von 185 €, für nach dem 31. Dezember 2007 geborene Kinder 300 € jährlich. Die Grundzulage nach § 84 EStG beträgt seit 2018 175 €.',
    source: '§§ 84, 85 EStG',
  },
  {
    key: 'de-leben-210',
    text: 'Zu welchem Anteil sind Beiträge zur Basisrente seit 2023 im Rahmen des Höchstbetrags als Sonderausgaben abziehbar?',
    answers: ['Zu 100 %', 'Zu 50 %', 'Zu 76 %', 'Gar nicht'],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Nach § 10 Abs. 3 EStG sind Altersvorsorgeaufwendungen der Basisversorgung, zu denen Basisrentenbeiträge gehören, seit 2023 vollständig bis zum Höchstbetrag abziehbar. Der Höchstbetrag orientiert sich am Höchstbeitrag zur knappschaftlichen Rentenversicherung; bei Arbeitnehmern wird der steuerfreie Arbeitgeberanteil zur Rentenversicherung angerechnet.',
    source: '§ 10 Abs. 1 Nr. 2 und Abs. 3 EStG',
  },
  {
    key: 'de-leben-211',
    text: 'Wie werden laufende Renten aus einer privaten Rentenversicherung (weder Basis- noch Riester-Rente) besteuert?',
    answers: [
      'Nur mit dem Ertragsanteil, der vom Alter bei Rentenbeginn abhängt',
      'Vollständig mit dem persönlichen Steuersatz',
      'Mit 25 % Abgeltungsteuer auf die gesamte Rente',
      'Gar nicht',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Leibrenten aus privaten Rentenversicherungen der dritten Schicht werden nach § 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. bb EStG nur mit dem Ertragsanteil besteuert, weil die Beiträge aus versteuertem Einkommen stammen. Der Ertragsanteil sinkt mit höherem Alter bei Rentenbeginn, bei 65 Jahren beträgt er 18 %.',
    source: '§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. bb EStG',
  },
  {
    key: 'de-leben-212',
    text: 'Ab welchem Alter gilt die Regelaltersgrenze von 67 Jahren in der gesetzlichen Rentenversicherung?',
    answers: [
      'Für Versicherte ab Jahrgang 1964',
      'Für Versicherte ab Jahrgang 1947',
      'Für alle heutigen Rentner',
      'Für Versicherte ab Jahrgang 1980',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Die Regelaltersgrenze wird nach § 235 SGB VI schrittweise von 65 auf 67 Jahre angehoben; für Versicherte, die 1964 oder später geboren sind, gilt nach § 35 SGB VI die Regelaltersgrenze von 67. Für die Beratung zur Versorgungslücke ist das Renteneintrittsalter eine zentrale Größe.',
    source: '§§ 35, 235 SGB VI',
  },
  {
    key: 'de-leben-213',
    text: 'Welche versicherungsrechtlichen Voraussetzungen verlangt § 43 SGB VI neben der Erwerbsminderung für eine EM-Rente?',
    answers: [
      'Fünf Jahre allgemeine Wartezeit und drei Jahre Pflichtbeiträge in den letzten fünf Jahren',
      'Mindestens 35 Beitragsjahre',
      'Keine, es genügt die Erwerbsminderung',
      'Ein Jahr Beitragszeit und Wohnsitz in Deutschland',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach § 43 Abs. 1 und 2 SGB VI braucht es neben der Erwerbsminderung drei Jahre Pflichtbeiträge in den letzten fünf Jahren vor Eintritt der Erwerbsminderung und die allgemeine Wartezeit von fünf Jahren. Berufseinsteiger und viele Selbständige erfüllen das oft nicht – ein Beratungsargument für die private BU.',
    source: '§ 43 Abs. 1 und 2, § 50 Abs. 1 SGB VI',
  },
  {
    key: 'de-leben-214',
    text: 'Wie hoch ist die große Witwenrente der gesetzlichen Rentenversicherung nach neuem Recht (Ehe ab 2002 geschlossen)?',
    answers: [
      '55 % der Rente des Verstorbenen, vor Einkommensanrechnung',
      '100 % der Rente des Verstorbenen',
      '25 % der Rente, lebenslang',
      '60 % der Rente, ohne Einkommensanrechnung',
    ],
    categories: ['de-leben'],
    coins: 2,
    explanation:
      'Nach neuem Recht beträgt die große Witwen- oder Witwerrente 55 % der Versichertenrente (Rentenartfaktor nach § 67 Nr. 6 SGB VI), die kleine 25 % und wird nur 24 Monate gezahlt. Eigenes Einkommen wird oberhalb eines Freibetrags nach § 97 SGB VI angerechnet, sodass oft eine Lücke für die Hinterbliebenen bleibt.',
    source: '§§ 46, 67, 97 SGB VI',
  },
  {
    key: 'de-leben-215',
    text: 'Wie werden Leistungen aus einer steuerfrei nach § 3 Nr. 63 EStG geförderten Direktversicherung in der Auszahlungsphase besteuert?',
    answers: [
      'Voll nachgelagert als sonstige Einkünfte nach § 22 Nr. 5 EStG',
      'Gar nicht, weil die Beiträge gefördert wurden',
      'Nur mit dem Ertragsanteil',
      'Mit der Abgeltungsteuer auf die Erträge',
    ],
    categories: ['de-leben'],
    coins: 1,
    explanation:
      'Beruhen die Leistungen auf steuerfreien Beiträgen nach § 3 Nr. 63 EStG, werden sie nach § 22 Nr. 5 Satz 1 EStG in voller Höhe als sonstige Einkünfte besteuert (nachgelagerte Besteuerung). Als Versorgungsbezüge sind sie bei gesetzlich Krankenversicherten zudem grundsätzlich beitragspflichtig in der Kranken- und Pflegeversicherung.',
    source: '§ 22 Nr. 5 EStG; § 229 SGB V',
  },
];
