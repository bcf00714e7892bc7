import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-gewo-idd (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-gewo-idd-501',
    text: 'Ab welchem Datum sind die Vorschriften der Versicherungsvertriebsrichtlinie (IDD) in der EU anzuwenden?',
    answers: ['Ab 1. Oktober 2018', 'Ab 1. Jänner 2016', 'Ab 23. Februar 2016', 'Ab 1. Jänner 2021'],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die IDD (RL (EU) 2016/97) war ursprünglich ab 23. 2. 2018 anzuwenden; der Termin wurde durch die Richtlinie (EU) 2018/411 auf den 1. 10. 2018 verschoben. Österreich setzte sie vor allem in GewO, VAG 2016 und VersVG um.',
    source: 'Art. 42 IDD i. d. F. RL (EU) 2018/411',
  },
  {
    key: 'at-gewo-idd-502',
    text: 'Welche Tätigkeit gilt nach der IDD NICHT als Versicherungsvertrieb?',
    answers: [
      'Die bloße Weitergabe von Daten potenzieller Kunden an einen Versicherer (Tippgeber)',
      'Die Beratung zu einem konkreten Versicherungsvertrag',
      'Die Mitwirkung bei der Abwicklung eines Schadenfalls',
      'Die Vorbereitung des Abschlusses eines Versicherungsvertrags',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Nach Art. 2 Abs. 2 IDD ist die bloße Bereitstellung von Informationen über potenzielle Versicherungsnehmer an Vermittler oder Versicherer kein Versicherungsvertrieb. Beratung, Vorbereitung des Abschlusses und Mitwirkung im Schadenfall gehören dagegen ausdrücklich dazu.',
    source: 'Art. 2 Abs. 1 Nr. 1 und Abs. 2 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-503',
    text: 'Ab welcher Beteiligung muss ein Versicherungsvermittler dem Kunden nach der IDD eine Beteiligung eines Versicherers an seinem Unternehmen offenlegen?',
    answers: [
      'Ab einer direkten oder indirekten Beteiligung von mehr als 10 % der Stimmrechte oder des Kapitals',
      'Ab jeder noch so kleinen Beteiligung',
      'Ab einer Mehrheitsbeteiligung von über 50 %',
      'Ab 25 % der Stimmrechte',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Art. 19 Abs. 1 IDD verlangt die Offenlegung, wenn der Vermittler mehr als 10 % der Stimmrechte oder des Kapitals an einem Versicherer hält oder umgekehrt ein Versicherer (bzw. dessen Mutterunternehmen) eine solche Beteiligung am Vermittler besitzt. Der Kunde soll mögliche Interessenkonflikte erkennen können.',
    source: 'Art. 19 Abs. 1 lit. a und b IDD; §§ 137f ff. GewO 1994',
  },
  {
    key: 'at-gewo-idd-504',
    text: 'Was muss ein Vertreiber von Versicherungsanlageprodukten nach Art. 28 IDD tun, wenn seine Vorkehrungen einen Interessenkonflikt nicht sicher ausschließen?',
    answers: [
      'Dem Kunden vor Abschluss die Art und Quelle des Konflikts eindeutig offenlegen',
      'Den Konflikt verschweigen, solange der Kunde nicht nachfragt',
      'Den Vertrag ohne weitere Information abschließen, weil Konflikte unvermeidbar sind',
      'Den Fall der Staatsanwaltschaft anzeigen',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Interessenkonflikte sind nach Art. 28 IDD vorrangig durch organisatorische Vorkehrungen zu erkennen und zu vermeiden. Reichen diese nicht aus, muss der Vertreiber dem Kunden rechtzeitig vor Abschluss die allgemeine Art bzw. die Quellen des Konflikts eindeutig darlegen, damit er informiert entscheiden kann.',
    source: 'Art. 27 und 28 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-505',
    text: 'Unter welchen Voraussetzungen fällt ein Reisebüro, das nebenbei Reiseversicherungen verkauft, nach Art. 1 Abs. 3 IDD NICHT unter die Vermittlervorschriften?',
    answers: [
      'Wenn die Versicherung die Reise ergänzt und die Prämie bei bis zu drei Monaten Dauer höchstens 200 € je Person beträgt',
      'Wenn das Reisebüro weniger als zehn Mitarbeiter hat',
      'Wenn die Versicherung online verkauft wird',
      'Immer, denn Reiseversicherungen sind von der IDD ausgenommen',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Nebenberufliche Vermittler sind nach Art. 1 Abs. 3 IDD ausgenommen, wenn die Versicherung eine Ware oder Dienstleistung ergänzt und die Prämie anteilig 600 € im Jahr oder, bei Dienstleistungen bis drei Monate, 200 € je Person nicht übersteigt. Der Versicherer, für den sie tätig sind, bleibt für die Einhaltung der Grundpflichten verantwortlich.',
    source: 'Art. 1 Abs. 3 und 4 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-506',
    text: 'Was ist nach der IDD ein Versicherungsanlageprodukt?',
    answers: [
      'Ein Versicherungsprodukt mit Fälligkeits- oder Rückkaufswert, der ganz oder teilweise Marktschwankungen ausgesetzt ist',
      'Jede Nichtlebensversicherung mit Selbstbehalt',
      'Eine reine Risikolebensversicherung, die nur im Todesfall leistet',
      'Ein Bausparvertrag einer Bausparkasse',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Art. 2 Abs. 1 Nr. 17 IDD definiert Versicherungsanlageprodukte über einen Fälligkeits- oder Rückkaufswert, der direkt oder indirekt Marktschwankungen ausgesetzt ist, etwa bei fonds- oder indexgebundenen Lebensversicherungen. Nichtlebensversicherungen und reine Risikoversicherungen, die nur bei Tod oder Invalidität leisten, sind ausdrücklich ausgenommen.',
    source: 'Art. 2 Abs. 1 Nr. 17 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-507',
    text: 'Was muss der Vertreiber dem Kunden bei Beratung zu einem Versicherungsanlageprodukt nach Art. 30 Abs. 5 IDD vor Vertragsabschluss übergeben?',
    answers: [
      'Eine Geeignetheitserklärung, warum die Empfehlung seinen Präferenzen, Zielen und Merkmalen entspricht',
      'Eine Bestätigung der FMA über die Produktgenehmigung',
      'Eine Kopie seiner Gewerbeberechtigung',
      'Eine Liste aller Provisionen der letzten fünf Jahre',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Bei Beratung zu Versicherungsanlageprodukten ist dem Kunden vor Abschluss eine Erklärung zur Geeignetheit auf einem dauerhaften Datenträger zu übermitteln. Sie nennt die erbrachte Beratung und begründet, wie die Empfehlung den Präferenzen, Zielen und sonstigen Merkmalen des Kunden entspricht.',
    source: 'Art. 30 Abs. 5 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-508',
    text: 'Wie lang darf das Basisinformationsblatt (KID) für ein Versicherungsanlageprodukt nach der PRIIP-Verordnung höchstens sein?',
    answers: [
      'Drei Seiten im Format A4',
      'Eine Seite im Format A4',
      'Zehn Seiten',
      'Es gibt keine Längenbeschränkung',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Das Basisinformationsblatt ist nach Art. 6 Abs. 4 PRIIP-VO ein kurzes Dokument von höchstens drei Seiten A4. Es soll Kosten, Risiken und Ertragsszenarien knapp und vergleichbar darstellen und ist dem Kleinanleger rechtzeitig vor Vertragsabschluss zur Verfügung zu stellen.',
    source: 'Art. 6 Abs. 4 und Art. 13 VO (EU) Nr. 1286/2014 (PRIIP-VO)',
  },
  {
    key: 'at-gewo-idd-509',
    text: 'Unter welcher Voraussetzung darf ein Vertreiber von Versicherungsanlageprodukten nach Art. 29 IDD Provisionen oder andere Anreize annehmen?',
    answers: [
      'Wenn sie sich nicht nachteilig auf die Qualität der Dienstleistung für den Kunden auswirken',
      'Nur wenn die FMA jeden Anreiz einzeln genehmigt',
      'Ohne Einschränkung, Anreize sind frei vereinbar',
      'Niemals, Provisionen sind bei Versicherungsanlageprodukten EU-weit verboten',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Art. 29 Abs. 2 IDD erlaubt Gebühren, Provisionen und sonstige Anreize nur, wenn sie die Qualität der Dienstleistung für den Kunden nicht beeinträchtigen und die Pflicht zum Handeln im bestmöglichen Kundeninteresse nicht verletzen. Ein generelles EU-Provisionsverbot besteht nicht; die Mitgliedstaaten dürfen aber strengere Regeln erlassen.',
    source: 'Art. 29 Abs. 2 und 3 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-510',
    text: 'Wie wird die Versicherungsvermittlung (§ 94 Z 76 GewO 1994) gewerberechtlich eingeordnet?',
    answers: [
      'Als reglementiertes Gewerbe, für das ein Befähigungsnachweis zu erbringen ist',
      'Als freies Gewerbe ohne besondere Voraussetzungen',
      'Als Teilgewerbe des Handelsgewerbes',
      'Als Tätigkeit, die nicht unter die GewO fällt',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      '§ 94 GewO 1994 zählt die reglementierten Gewerbe auf; unter Z 76 steht die Versicherungsvermittlung. Wer sie ausüben will, muss daher neben den allgemeinen Voraussetzungen die Befähigung für dieses Gewerbe nachweisen.',
    source: '§ 94 Z 76 GewO 1994',
  },
  {
    key: 'at-gewo-idd-511',
    text: 'Eine Versicherungsmakler-GmbH will das Gewerbe ausüben. Wer muss den Befähigungsnachweis nach § 39 GewO 1994 erbringen?',
    answers: [
      'Ein bestellter gewerberechtlicher Geschäftsführer, der die persönlichen Voraussetzungen erfüllt',
      'Jeder Gesellschafter der GmbH',
      'Der Steuerberater der Gesellschaft',
      'Niemand, juristische Personen sind vom Befähigungsnachweis befreit',
    ],
    categories: ['at-gewo-idd', 'at-maklergesetz'],
    coins: 2,
    explanation:
      'Juristische Personen müssen für ein reglementiertes Gewerbe einen gewerberechtlichen Geschäftsführer bestellen, der den Befähigungsnachweis erbringt und sich im Betrieb entsprechend betätigen kann. Er ist der Behörde für die Einhaltung der gewerberechtlichen Vorschriften verantwortlich.',
    source: '§§ 9, 39 GewO 1994',
  },
  {
    key: 'at-gewo-idd-512',
    text: 'Welche Verurteilung schließt nach § 13 Abs. 1 GewO 1994 grundsätzlich von der Ausübung eines Gewerbes aus?',
    answers: [
      'Eine Verurteilung zu einer drei Monate übersteigenden Freiheitsstrafe oder über 180 Tagessätzen, die nicht getilgt ist',
      'Jede Verwaltungsstrafe wegen Falschparkens',
      'Jede Verurteilung, auch wenn sie bereits getilgt ist',
      'Nur eine Verurteilung zu lebenslanger Haft',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Nach § 13 Abs. 1 GewO 1994 ist ausgeschlossen, wer wegen einer strafbaren Handlung zu mehr als drei Monaten Freiheitsstrafe oder einer Geldstrafe von mehr als 180 Tagessätzen verurteilt wurde, solange die Verurteilung nicht getilgt ist. Damit wird die Zuverlässigkeit des Gewerbetreibenden gesichert.',
    source: '§ 13 Abs. 1 GewO 1994',
  },
  {
    key: 'at-gewo-idd-513',
    text: 'Welche Rechtsfolge hat die Gewerbeberechtigung eines Versicherungsvermittlers für seine Kammerzugehörigkeit?',
    answers: [
      'Er wird Pflichtmitglied der Wirtschaftskammer',
      'Er muss freiwillig einem Maklerverein beitreten',
      'Er wird Mitglied der Arbeiterkammer',
      'Eine Kammermitgliedschaft besteht nicht',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Mitglieder der Wirtschaftskammern sind nach § 2 WKG alle, die zum selbständigen Betrieb eines Gewerbes berechtigt sind. Makler und Agenten sind dort in eigenen Fachorganisationen vertreten, die ihre beruflichen Interessen vertreten.',
    source: '§ 2 Abs. 1 WKG',
  },
  {
    key: 'at-gewo-idd-514',
    text: 'Auf welche drei Säulen stützt sich die Versicherungsaufsicht nach Solvency II (in Österreich VAG 2016)?',
    answers: [
      'Kapitalanforderungen, Governance/Risikomanagement sowie Berichtspflichten und Offenlegung',
      'Produktgenehmigung, Tarifgenehmigung und Provisionsgenehmigung',
      'Gewerbeschein, Haftpflicht und Weiterbildung',
      'Einlagensicherung, Mindestreserve und Leitzins',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Säule 1 regelt die quantitativen Eigenmittelanforderungen (SCR, MCR), Säule 2 Governance, Risikomanagement und die Eigenbeurteilung (ORSA), Säule 3 Meldungen an die Aufsicht und die Veröffentlichung. Eine Vorabgenehmigung von Tarifen oder Bedingungen gibt es seit der Deregulierung nicht mehr.',
    source: 'RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-515',
    text: 'Welche Schlüsselfunktionen muss ein Versicherungsunternehmen nach Solvency II bzw. VAG 2016 einrichten?',
    answers: [
      'Risikomanagement, Compliance, interne Revision und versicherungsmathematische Funktion',
      'Vertrieb, Marketing, Schadenregulierung und Personal',
      'Aufsichtsrat, Vorstand, Hauptversammlung und Betriebsrat',
      'Ombudsstelle, Datenschutz, Inkasso und Rechtsabteilung',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Solvency II verlangt ein wirksames Governance-System mit vier Schlüsselfunktionen: Risikomanagement, Compliance, interne Revision und versicherungsmathematische Funktion. Die Inhaber müssen fachlich qualifiziert und persönlich zuverlässig sein (fit & proper).',
    source: 'Art. 41 ff. RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-516',
    text: 'Welchen Bericht muss ein Versicherungsunternehmen nach Solvency II jährlich veröffentlichen?',
    answers: [
      'Den Bericht über Solvabilität und Finanzlage (SFCR)',
      'Eine Liste aller Versicherungsnehmer',
      'Den Vergütungsbericht jedes einzelnen Vermittlers',
      'Die Gesamtheit der Schadenakten',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Versicherer müssen jährlich den Solvency and Financial Condition Report (SFCR) veröffentlichen. Er informiert über Geschäftstätigkeit, Governance, Risikoprofil, Bewertung und Kapitalmanagement einschließlich der Bedeckung von SCR und MCR.',
    source: 'Art. 51 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-517',
    text: 'Welche Rechtsformen stehen einem Versicherungsunternehmen mit Sitz in Österreich nach dem VAG 2016 offen?',
    answers: [
      'Aktiengesellschaft, Europäische Gesellschaft (SE) und Versicherungsverein auf Gegenseitigkeit',
      'Jede Rechtsform, auch das Einzelunternehmen',
      'Nur die Gesellschaft mit beschränkter Haftung',
      'Nur die Genossenschaft',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Der Betrieb der Vertragsversicherung ist Versicherungsunternehmen in der Rechtsform der AG, der SE oder des Versicherungsvereins auf Gegenseitigkeit vorbehalten. Einzelunternehmer oder GmbHs können in Österreich keine Konzession als Versicherer erhalten.',
    source: 'VAG 2016 (Rechtsformen der Versicherungsunternehmen)',
  },
  {
    key: 'at-gewo-idd-518',
    text: 'Was versteht man unter dem Deckungsstock eines Versicherungsunternehmens?',
    answers: [
      'Ein gesondert verwaltetes Sondervermögen, das vorrangig der Sicherung der Ansprüche aus bestimmten Verträgen dient',
      'Die Summe der Provisionen, die an Vermittler gezahlt werden',
      'Das Gebäude, in dem der Versicherer seinen Sitz hat',
      'Die Rückversicherungsprämien eines Jahres',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Für Versicherungsverträge insbesondere der Lebens- und Krankenversicherung ist nach dem VAG 2016 ein Deckungsstock als Sondervermögen zu bilden. Im Insolvenzfall sind die Deckungsstockwerte vorrangig zur Befriedigung der Ansprüche der Versicherten zu verwenden.',
    source: 'VAG 2016 (Deckungsstock)',
  },
  {
    key: 'at-gewo-idd-519',
    text: 'Ein Versicherer aus einem anderen EU-Staat bietet in Österreich im Dienstleistungsverkehr an. Wer ist grundsätzlich für seine Finanzaufsicht zuständig?',
    answers: [
      'Die Aufsichtsbehörde seines Herkunftsmitgliedstaats',
      'Ausschließlich die FMA',
      'Die Europäische Zentralbank',
      'Die Bezirkshauptmannschaft am Sitz des Kunden',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Nach dem Herkunftslandprinzip der Solvency-II-Richtlinie beaufsichtigt die Behörde des Sitzstaats die Finanzlage des Versicherers auch für seine Tätigkeit im Dienstleistungs- und Niederlassungsverkehr („EU-Pass“). Die FMA als Aufnahmestaatbehörde hat nur ergänzende Befugnisse, etwa bei Verstößen gegen Allgemeininteresse-Vorschriften.',
    source: 'Art. 30, 145 ff. RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-520',
    text: 'Welche Pflicht trifft einen Versicherungsmakler, der Lebensversicherungen vermittelt, nach den Geldwäschebestimmungen?',
    answers: [
      'Er muss Sorgfaltspflichten zur Verhinderung von Geldwäsche erfüllen, etwa die Identität des Kunden feststellen',
      'Er muss jede Prämienzahlung persönlich in bar entgegennehmen',
      'Er muss alle Kunden der Steuerbehörde melden',
      'Keine, Geldwäscheregeln gelten nur für Banken',
    ],
    categories: ['at-gewo-idd', 'at-maklergesetz'],
    coins: 1,
    explanation:
      'Versicherungsvermittler, die im Zusammenhang mit Lebensversicherungen und anderen Produkten mit Anlagezweck tätig sind, unterliegen den Geldwäschevorschriften der GewO. Sie müssen ihre Kunden und wirtschaftlichen Eigentümer identifizieren und Verdachtsfälle melden; Versicherer selbst unterliegen dem FM-GwG.',
    source: '§§ 365m ff. GewO 1994; FM-GwG',
  },
  {
    key: 'at-gewo-idd-521',
    text: 'Welche Aussage zu einer Geldwäsche-Verdachtsmeldung ist NICHT zutreffend?',
    answers: [
      'Der Kunde ist über die erstattete Meldung vorab zu informieren',
      'Die Meldung geht an die Geldwäschemeldestelle im Bundeskriminalamt',
      'Auch ein bloßer Verdacht begründet die Meldepflicht',
      'Bei politisch exponierten Personen gelten verstärkte Sorgfaltspflichten',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Es gilt ein Informationsverbot (Tipping-off): Der Kunde darf nicht erfahren, dass eine Verdachtsmeldung erstattet wurde oder eine Untersuchung läuft. Die übrigen Aussagen stimmen: Meldestelle ist die Geldwäschemeldestelle im Bundeskriminalamt, ein Verdacht genügt und bei PEP gelten verstärkte Pflichten.',
    source: 'FM-GwG; §§ 365m ff. GewO 1994; Art. 39 RL (EU) 2015/849',
  },
  {
    key: 'at-gewo-idd-522',
    text: 'Welche Möglichkeit sieht Art. 10 Abs. 6 IDD zum Schutz von Kundengeldern vor, die über einen Vermittler fließen?',
    answers: [
      'Zahlungen des Kunden an den Vermittler gelten als direkt an den Versicherer gezahlt',
      'Der Vermittler darf Kundengelder frei für den eigenen Betrieb verwenden',
      'Kundengelder müssen bei der FMA hinterlegt werden',
      'Der Kunde haftet für die Weiterleitung durch den Vermittler',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Art. 10 Abs. 6 IDD verlangt Maßnahmen, damit Kunden nicht durch die Unfähigkeit des Vermittlers geschädigt werden, Gelder weiterzuleiten. Möglich sind etwa die Fiktion der Zahlung an den Versicherer, eine ständige finanzielle Leistungsfähigkeit (Kapitalabsicherung) oder streng getrennte Kundenkonten.',
    source: 'Art. 10 Abs. 6 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-523',
    text: 'Was ist „Beratung“ im Sinne der IDD?',
    answers: [
      'Eine persönliche Empfehlung an einen Kunden zu einem oder mehreren Versicherungsverträgen',
      'Jede allgemeine Werbung in Zeitungen',
      'Das Versenden eines Produktprospekts ohne Kundenbezug',
      'Die bloße Auskunft über die Öffnungszeiten der Agentur',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Art. 2 Abs. 1 Nr. 15 IDD definiert Beratung als Abgabe einer persönlichen Empfehlung an einen Kunden, entweder auf dessen Wunsch oder auf Initiative des Vertreibers, zu einem oder mehreren Versicherungsverträgen. Allgemeine Werbung oder Produktinformationen ohne Empfehlung sind keine Beratung.',
    source: 'Art. 2 Abs. 1 Nr. 15 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-556',
    text: 'Wie werden die versicherungstechnischen Rückstellungen nach Solvency II bewertet?',
    answers: [
      'Als Summe aus bestem Schätzwert (Best Estimate) und Risikomarge',
      'Als Summe aller bisher bezahlten Prämien',
      'Als fester Prozentsatz der Bilanzsumme',
      'Nach freiem Ermessen des Vorstands',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Nach Art. 77 Solvency II entspricht der Wert der versicherungstechnischen Rückstellungen der Summe aus bestem Schätzwert, also dem wahrscheinlichkeitsgewichteten Barwert künftiger Zahlungsströme, und einer Risikomarge. Die Berechnung koordiniert die versicherungsmathematische Funktion.',
    source: 'Art. 77 und 48 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-557',
    text: 'Welche Aussage zum Basisinformationsblatt nach der PRIIP-Verordnung ist NICHT zutreffend?',
    answers: [
      'Es darf als Teil einer Werbebroschüre gestaltet werden',
      'Es ist ein eigenständiges Dokument, das sich deutlich von Werbematerial unterscheidet',
      'Es informiert u. a. über Risiken, Kosten und mögliche Erträge',
      'Es ist dem Kleinanleger rechtzeitig vor Vertragsabschluss zur Verfügung zu stellen',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Nach Art. 6 Abs. 1 PRIIP-VO ist das Basisinformationsblatt eine vorvertragliche Information und ein eigenständiges Dokument, das von Werbematerial deutlich zu unterscheiden ist. Die übrigen Aussagen treffen zu: Es beschreibt Risiken, Kosten und Ertragsszenarien und ist nach Art. 13 PRIIP-VO rechtzeitig vor Vertragsabschluss bereitzustellen.',
    source: 'Art. 6 Abs. 1, Art. 8 und Art. 13 VO (EU) Nr. 1286/2014 (PRIIP-VO)',
  },
];
