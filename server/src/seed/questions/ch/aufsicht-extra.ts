import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-aufsicht (Schlüssel ab 501). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-aufsicht-501',
    text: 'Welchen Zweck verfolgt das Versicherungsaufsichtsgesetz (VAG) nach seinem Zweckartikel?',
    answers: [
      'Den Schutz der Versicherten vor den Insolvenzrisiken der Versicherer und vor Missbräuchen',
      'Die Festlegung einheitlicher Prämien für alle Versicherer',
      'Die Förderung der Gewinne der Versicherungsunternehmen',
      'Die Regelung des Verhältnisses zwischen Versicherer und VN im Schadenfall',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Das VAG regelt die Aufsicht des Bundes über Versicherungsunternehmen und Versicherungsvermittler. Es bezweckt insbesondere den Schutz der Versicherten vor den Insolvenzrisiken der Versicherungsunternehmen und vor Missbräuchen; die vertraglichen Rechte und Pflichten regelt dagegen das VVG.',
    source: 'Art. 1 Abs. 2 VAG',
  },
  {
    key: 'ch-aufsicht-502',
    text: 'Welche Rechtsform muss ein Versicherungsunternehmen mit Sitz in der Schweiz nach dem VAG haben?',
    answers: [
      'Aktiengesellschaft oder Genossenschaft',
      'Einzelunternehmen oder Kollektivgesellschaft',
      'Stiftung oder Verein',
      'Jede Rechtsform des Obligationenrechts',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Versicherungsunternehmen mit Sitz in der Schweiz müssen als Aktiengesellschaft oder als Genossenschaft organisiert sein. Diese Rechtsformen bieten ein festes Kapital bzw. eine klare Haftungsordnung und eine geregelte Organisation mit Revision.',
    source: 'Art. 7 VAG',
  },
  {
    key: 'ch-aufsicht-503',
    text: 'In welchem Rahmen bewegt sich das Mindestkapital eines Schweizer Versicherungsunternehmens nach Art. 8 VAG?',
    answers: [
      'Zwischen 3 und 20 Millionen Franken, je nach Versicherungszweig',
      'Einheitlich 100 000 Franken',
      'Zwischen 50 und 100 Millionen Franken',
      'Es gibt kein gesetzliches Mindestkapital',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Das VAG verlangt ein Mindestkapital zwischen 3 und 20 Millionen Franken; die Höhe richtet sich nach den betriebenen Versicherungszweigen. Das Mindestkapital ist eine Eintrittshürde und ersetzt nicht die laufende Solvenzprüfung nach dem Swiss Solvency Test.',
    source: 'Art. 8 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-504',
    text: 'Ein Versicherer betreibt die direkte Lebensversicherung. Welche weiteren Zweige darf er nach Art. 12 VAG daneben betreiben?',
    answers: [
      'Nur noch die Unfall- und die Krankenversicherung',
      'Alle Schadenversicherungszweige ohne Einschränkung',
      'Nur die Motorfahrzeughaftpflicht',
      'Keine, die Krankenversicherung eingeschlossen',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Das VAG trennt die Sparten: Wer die direkte Lebensversicherung betreibt, darf daneben nur noch die Unfall- und die Krankenversicherung betreiben. Damit sollen die langfristigen Verpflichtungen gegenüber Lebensversicherten nicht durch Risiken der Sachversicherung gefährdet werden; Konzerne führen deshalb getrennte Lebens- und Nichtlebengesellschaften.',
    source: 'Art. 12 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-505',
    text: 'Welche Funktion muss jedes Versicherungsunternehmen nach Art. 23 VAG bestellen?',
    answers: [
      'Einen verantwortlichen Aktuar',
      'Einen Ombudsmann im eigenen Haus',
      'Einen Vertreter der FINMA im Verwaltungsrat',
      'Einen Vertrauensarzt für jede Versicherungssparte',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Jedes Versicherungsunternehmen muss einen verantwortlichen Aktuar bestellen. Er stellt u. a. sicher, dass die Solvabilität korrekt berechnet wird, das gebundene Vermögen den Vorschriften entspricht und ausreichende versicherungstechnische Rückstellungen gebildet werden.',
    source: 'Art. 23 und 24 VAG',
  },
  {
    key: 'ch-aufsicht-506',
    text: 'Was verlangt das VAG von den Personen, die ein Versicherungsunternehmen leiten oder beaufsichtigen?',
    answers: [
      'Einen guten Ruf und Gewähr für eine einwandfreie Geschäftsführung',
      'Ein eidgenössisches Diplom als Versicherungsfachmann',
      'Einen Wohnsitz im Kanton des Unternehmenssitzes',
      'Eine Beteiligung am Aktienkapital von mindestens 10 %',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die mit der Oberleitung, Aufsicht, Kontrolle und Geschäftsführung betrauten Personen müssen einen guten Ruf geniessen und Gewähr für eine einwandfreie Geschäftsführung bieten. Die FINMA prüft diese Anforderungen bei der Bewilligung und laufend während der Tätigkeit.',
    source: 'Art. 14 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-507',
    text: 'Welches Dokument muss ein Versicherungsunternehmen seinem Bewilligungsgesuch an die FINMA beilegen?',
    answers: [
      'Einen Geschäftsplan',
      'Eine Bestätigung des Schweizerischen Versicherungsverbands',
      'Eine Liste aller künftigen Kunden',
      'Die Provisionsvereinbarungen mit allen Vermittlern',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Mit dem Bewilligungsgesuch ist ein Geschäftsplan einzureichen, der u. a. Statuten, Organisation, Versicherungszweige, Finanzierung und Rückversicherung beschreibt. Er bildet die Grundlage der Bewilligung; spätere Änderungen muss das Unternehmen der FINMA melden oder genehmigen lassen.',
    source: 'Art. 4 VAG',
  },
  {
    key: 'ch-aufsicht-508',
    text: 'Wann erfüllt ein Versicherer die Solvenzanforderungen nach dem Swiss Solvency Test (SST)?',
    answers: [
      'Wenn das risikotragende Kapital mindestens so hoch ist wie das Zielkapital (SST-Quote ≥ 100 %)',
      'Wenn sein Aktienkapital mindestens 3 Millionen Franken beträgt',
      'Wenn er im Vorjahr einen Gewinn erzielt hat',
      'Wenn die Prämieneinnahmen die Schadenzahlungen übersteigen',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Der SST vergleicht das risikotragende Kapital mit dem Zielkapital, das die Risiken des Unternehmens über ein Jahr abdecken soll. Liegt das Verhältnis unter 100 %, greift die FINMA abgestuft mit Massnahmen ein, bis hin zum Entzug der Bewilligung.',
    source: 'Art. 9 VAG',
  },
  {
    key: 'ch-aufsicht-509',
    text: 'Wozu verpflichtet Art. 16 VAG die Versicherungsunternehmen?',
    answers: [
      'Für ihre gesamte Geschäftstätigkeit ausreichende versicherungstechnische Rückstellungen zu bilden',
      'Jährlich eine Dividende an die Versicherten auszuschütten',
      'Ihre Tarife von der FINMA genehmigen zu lassen',
      'Mindestens die Hälfte ihrer Gewinne an den Bund abzuliefern',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Versicherungstechnische Rückstellungen sichern, dass künftige Verpflichtungen aus den Verträgen, z. B. gemeldete, aber noch nicht bezahlte Schäden, erfüllt werden können. Das VAG verlangt, dass sie für die gesamte Geschäftstätigkeit ausreichend sind; sie werden durch das gebundene Vermögen sichergestellt.',
    source: 'Art. 16 VAG',
  },
  {
    key: 'ch-aufsicht-510',
    text: 'Welchen Anteil der Erträge muss ein Lebensversicherer im Kollektivgeschäft der beruflichen Vorsorge mindestens zugunsten der Versicherten verwenden (Mindestquote)?',
    answers: ['90 %', '50 %', '75 %', '100 %'],
    categories: ['ch-aufsicht', 'ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Für das BVG-Geschäft der Lebensversicherer gilt die sogenannte Legal Quote: Mindestens 90 % der Erträge müssen für Leistungen, Rückstellungen und Überschussbeteiligung der Versicherten verwendet werden. Der Rest, höchstens 10 %, steht dem Versicherer zu; die FINMA überwacht die Einhaltung anhand der Betriebsrechnung für die berufliche Vorsorge.',
    source: 'Art. 37 VAG; AVO (Mindestquote berufliche Vorsorge)',
  },
  {
    key: 'ch-aufsicht-511',
    text: 'Wer beaufsichtigt die Vorsorgeeinrichtungen (Pensionskassen) der beruflichen Vorsorge?',
    answers: [
      'Kantonale bzw. regionale Aufsichtsbehörden unter der Oberaufsicht der Oberaufsichtskommission (OAK BV)',
      'Ausschliesslich die FINMA',
      'Das Bundesamt für Gesundheit',
      'Die Schweizerische Nationalbank',
    ],
    categories: ['ch-aufsicht', 'ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Vorsorgeeinrichtungen werden von den kantonalen oder regionalen BVG-Aufsichtsbehörden beaufsichtigt; darüber steht die unabhängige Oberaufsichtskommission Berufliche Vorsorge. Die FINMA beaufsichtigt dagegen die Lebensversicherer, die den Vorsorgeeinrichtungen Versicherungsdeckungen anbieten.',
    source: 'Art. 61 und 64 BVG',
  },
  {
    key: 'ch-aufsicht-512',
    text: 'Was gilt für private Versicherer, welche die obligatorische Unfallversicherung nach UVG durchführen wollen?',
    answers: [
      'Sie müssen sich in ein Register eintragen lassen, das vom Bundesamt für Gesundheit geführt wird',
      'Sie brauchen keine Zulassung, weil das UVG allein die Suva betrifft',
      'Sie werden vom Schweizerischen Versicherungsverband zugelassen',
      'Sie müssen die Rechtsform einer Stiftung haben',
    ],
    categories: ['ch-aufsicht', 'ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Neben der Suva dürfen private Versicherungsunternehmen mit FINMA-Bewilligung die obligatorische Unfallversicherung betreiben, wenn sie sich in das Register des Bundesamts für Gesundheit eintragen lassen. Für die obligatorische Unfallversicherung gelten für sie dieselben gesetzlichen Leistungen wie bei der Suva.',
    source: 'Art. 68 UVG',
  },
  {
    key: 'ch-aufsicht-513',
    text: 'Wer gilt nach Art. 40 VAG als Versicherungsvermittler?',
    answers: [
      'Wer im Interesse von Versicherern oder anderen Personen Versicherungsverträge anbietet oder abschliesst',
      'Nur wer eine kaufmännische Lehre abgeschlossen hat',
      'Nur wer als Makler im Handelsregister eingetragen ist',
      'Nur Angestellte eines Versicherungsunternehmens',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Massgebend ist die Tätigkeit, nicht der Titel: Versicherungsvermittler ist, wer im Interesse von Versicherungsunternehmen oder anderen Personen Versicherungsverträge anbietet oder abschliesst. Ob jemand Agent, Berater oder Makler heisst, ist für die Unterstellung unter die Vermittlerregeln unerheblich.',
    source: 'Art. 40 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-514',
    text: 'Jemand vermittelt als ungebundener Vermittler Versicherungen, ohne im FINMA-Register eingetragen zu sein. Womit muss er nach dem FINMAG rechnen?',
    answers: [
      'Mit Strafverfolgung wegen unbefugter Tätigkeit (Freiheitsstrafe bis zu drei Jahren oder Geldstrafe bei Vorsatz)',
      'Nur mit einer Ermahnung durch den Versicherungsverband',
      'Mit keinerlei Folgen, der Registereintrag ist freiwillig',
      'Nur mit dem Verlust seiner Cicero-Punkte',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Wer vorsätzlich ohne die nötige Bewilligung, Anerkennung, Zulassung oder Registrierung eine nach den Finanzmarktgesetzen pflichtige Tätigkeit ausübt, wird mit Freiheitsstrafe bis zu drei Jahren oder Geldstrafe bestraft. Der Registereintrag ungebundener Vermittler ist daher eine echte Berufsausübungsvoraussetzung.',
    source: 'Art. 44 Abs. 1 FINMAG; Art. 41 VAG',
  },
  {
    key: 'ch-aufsicht-515',
    text: 'Welche Massnahme kann die FINMA nach Art. 33 FINMAG gegen eine Person ergreifen, die aufsichtsrechtliche Bestimmungen schwer verletzt hat?',
    answers: [
      'Ein Berufsverbot für leitende Stellungen bei Beaufsichtigten von bis zu fünf Jahren',
      'Eine Freiheitsstrafe ohne Gerichtsverfahren',
      'Den Entzug des Schweizer Bürgerrechts',
      'Eine lebenslange Busse in unbeschränkter Höhe',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Stellt die FINMA eine schwere Verletzung aufsichtsrechtlicher Bestimmungen fest, kann sie der verantwortlichen Person die Tätigkeit in leitender Stellung bei einem von ihr Beaufsichtigten untersagen. Das Berufsverbot kann für bis zu fünf Jahre ausgesprochen werden; Strafen verhängen dagegen die Strafbehörden.',
    source: 'Art. 33 FINMAG',
  },
  {
    key: 'ch-aufsicht-516',
    text: 'Was darf die FINMA nach Art. 34 FINMAG bei einer schweren Verletzung aufsichtsrechtlicher Bestimmungen zusätzlich tun?',
    answers: [
      'Ihre Endverfügung nach Eintritt der Rechtskraft unter Angabe von Personendaten veröffentlichen',
      'Das Unternehmen ohne Verfahren enteignen',
      'Die Prämien des Unternehmens selbst festsetzen',
      'Den Versicherungsnehmern die Prämien zurückerstatten',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Als Sanktion mit Prangerwirkung kann die FINMA bei schweren Verletzungen ihre rechtskräftige Endverfügung samt Personendaten in elektronischer oder gedruckter Form veröffentlichen. Die Veröffentlichung muss in der Verfügung selbst angeordnet werden.',
    source: 'Art. 34 FINMAG',
  },
  {
    key: 'ch-aufsicht-517',
    text: 'Wie muss ein Versicherungsunternehmen nach Art. 22 VAG organisiert sein?',
    answers: [
      'So, dass es alle wesentlichen Risiken erfassen, begrenzen und überwachen kann',
      'So, dass jede Filiale ein eigenes Aktienkapital hat',
      'So, dass die FINMA im Verwaltungsrat vertreten ist',
      'So, dass es keine Rückversicherung benötigt',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Das VAG verlangt ein wirksames Risikomanagement: Das Unternehmen muss so organisiert sein, dass es insbesondere alle wesentlichen Risiken erfassen, begrenzen und überwachen kann. Die FINMA prüft diese Organisation bei der Bewilligung und in der laufenden Aufsicht.',
    source: 'Art. 22 Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-518',
    text: 'Welche Bundesbehörde beaufsichtigt die Durchführung der AHV durch die Ausgleichskassen?',
    answers: [
      'Das Bundesamt für Sozialversicherungen (BSV)',
      'Die FINMA',
      'Die Oberaufsichtskommission Berufliche Vorsorge',
      'Das Staatssekretariat für Wirtschaft (SECO)',
    ],
    categories: ['ch-aufsicht', 'ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Aufsicht über die Durchführung der AHV liegt beim Bundesrat, der sie durch das Bundesamt für Sozialversicherungen wahrnimmt; das BSV erteilt den Ausgleichskassen Weisungen. Private Versicherer beaufsichtigt die FINMA, die Arbeitslosenversicherung das SECO.',
    source: 'Art. 72 AHVG',
  },
  {
    key: 'ch-aufsicht-519',
    text: 'In welchem Versicherungszweig prüft die FINMA die Tarife vorgängig, um die Versicherten vor Missbrauch zu schützen?',
    answers: [
      'In der Zusatzversicherung zur sozialen Krankenversicherung',
      'In der Hausratversicherung',
      'In der Motorfahrzeug-Kaskoversicherung',
      'In der Reiseversicherung',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Seit der Deregulierung genehmigt die FINMA die Tarife der meisten Schadenversicherungen nicht mehr. In der Krankenzusatzversicherung prüft sie die Tarife dagegen vor ihrer Anwendung und schreitet gegen missbräuchlich hohe oder ungerechtfertigt unterschiedliche Prämien ein, weil ältere Versicherte kaum mehr wechseln können.',
    source: 'Art. 38 VAG',
  },
  {
    key: 'ch-aufsicht-520',
    text: 'Welche Aussage zu den Pflichten eines Versicherungsunternehmens nach dem VAG trifft NICHT zu?',
    answers: [
      'Es darf seine Tarife in allen Versicherungszweigen erst nach Genehmigung durch die FINMA anwenden',
      'Es muss ausreichende versicherungstechnische Rückstellungen bilden',
      'Es muss über ausreichende freie und unbelastete Eigenmittel verfügen',
      'Es muss die Ansprüche aus Versicherungsverträgen durch ein gebundenes Vermögen sicherstellen',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Eine vorgängige Tarifgenehmigung gibt es nicht mehr in allen Zweigen, sondern nur noch in bestimmten Bereichen wie der Krankenzusatzversicherung; sonst sind die Versicherer in der Tarifgestaltung frei. Rückstellungen, Solvabilität und gebundenes Vermögen verlangt das VAG dagegen von allen Versicherern.',
    source: 'Art. 9, 16, 17 und 38 VAG',
  },
  {
    key: 'ch-aufsicht-521',
    text: 'Wann entzieht die FINMA einem beaufsichtigten Versicherungsunternehmen die Bewilligung?',
    answers: [
      'Wenn es die Bewilligungsvoraussetzungen nicht mehr erfüllt oder aufsichtsrechtliche Bestimmungen schwer verletzt',
      'Sobald es in einem Jahr einen Verlust ausweist',
      'Wenn ein einzelner Kunde eine Beschwerde einreicht',
      'Automatisch nach zehn Jahren Geschäftstätigkeit',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA entzieht die Bewilligung, wenn der Beaufsichtigte die Voraussetzungen für die Tätigkeit nicht mehr erfüllt oder aufsichtsrechtliche Bestimmungen schwer verletzt. Der Entzug ist die schärfste aufsichtsrechtliche Massnahme und beendet die Berechtigung, das Versicherungsgeschäft zu betreiben.',
    source: 'Art. 37 Abs. 1 FINMAG',
  },
  {
    key: 'ch-aufsicht-522',
    text: 'Ab welcher Beteiligungsschwelle muss der beabsichtigte Erwerb einer Beteiligung an einem Versicherungsunternehmen der FINMA vorgängig gemeldet werden?',
    answers: [
      'Ab 10 % des Kapitals oder der Stimmen',
      'Ab 3 %',
      'Erst ab 50 %',
      'Nie, Aktienkäufe sind meldefrei',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Wer eine Beteiligung erwerben will, die 10, 20, 33 oder 50 % des Kapitals oder der Stimmen eines Versicherungsunternehmens erreicht oder übersteigt, muss dies der FINMA vorgängig melden. Die FINMA kann den Erwerb untersagen oder an Bedingungen knüpfen, wenn er die Interessen der Versicherten gefährdet.',
    source: 'Art. 21 VAG',
  },
  {
    key: 'ch-aufsicht-523',
    text: 'Die Interessen der Versicherten erscheinen gefährdet. Welche Massnahme kann die FINMA nach Art. 51 VAG u. a. anordnen?',
    answers: [
      'Die Übertragung des Versicherungsbestands samt gebundenem Vermögen auf ein anderes Versicherungsunternehmen',
      'Die Erhöhung aller Prämien um einen festen Prozentsatz',
      'Die Auszahlung aller Rückkaufswerte an die Versicherten',
      'Die Umwandlung des Unternehmens in eine staatliche Anstalt',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Erscheinen die Interessen der Versicherten gefährdet, kann die FINMA sichernde Massnahmen treffen, etwa die freie Verfügung über Vermögenswerte untersagen, die Hinterlegung von Vermögenswerten anordnen oder den Versicherungsbestand mit dem dazugehörigen gebundenen Vermögen auf ein anderes Unternehmen übertragen. So bleiben die Verträge auch in einer Krise erfüllbar.',
    source: 'Art. 51 VAG',
  },
  {
    key: 'ch-aufsicht-524',
    text: 'Was muss ein Versicherungsunternehmen mit Sitz im Ausland nach Art. 15 VAG tun, um in der Schweiz Direktversicherungen zu betreiben?',
    answers: [
      'Eine Niederlassung in der Schweiz errichten und einen Generalbevollmächtigten bestellen',
      'Nichts, eine ausländische Bewilligung genügt immer',
      'Sich nur im Vermittlerregister eintragen lassen',
      'Eine Schweizer Bank als Versicherungsnehmerin gewinnen',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Ausländische Versicherer brauchen für die Direktversicherung in der Schweiz eine Bewilligung der FINMA; sie müssen eine Niederlassung in der Schweiz errichten und einen Generalbevollmächtigten bestellen, der sie gegenüber Versicherten und Aufsicht vertritt. So haben Versicherte und FINMA einen verantwortlichen Ansprechpartner im Inland.',
    source: 'Art. 15 VAG',
  },
  {
    key: 'ch-aufsicht-525',
    text: 'Unterstehen Versicherungsunternehmen mit Sitz in der Schweiz, die ausschliesslich die Rückversicherung betreiben, der Aufsicht der FINMA?',
    answers: [
      'Ja, das VAG gilt für die Direkt- und die Rückversicherung',
      'Nein, Rückversicherer sind von jeder Aufsicht befreit',
      'Nur wenn sie auch Lebensversicherungen verkaufen',
      'Nein, sie unterstehen der Schweizerischen Nationalbank',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Der Aufsicht nach VAG unterstehen Versicherungsunternehmen mit Sitz in der Schweiz, welche die Direktversicherung oder die Rückversicherung betreiben. Das VVG gilt dagegen nicht für Rückversicherungsverträge; Aufsichts- und Vertragsrecht haben hier also verschiedene Geltungsbereiche.',
    source: 'Art. 2 Abs. 1 lit. a VAG',
  },
];
