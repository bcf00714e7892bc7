import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-sozialversicherung, Teil 2 (Schlüssel ab 526). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-526',
    text: 'Welche Aussage zu den Grenzbeträgen im BVG-Obligatorium trifft NICHT zu?',
    answers: [
      'Der Koordinationsabzug entspricht der vollen maximalen AHV-Altersrente',
      'Die Eintrittsschwelle entspricht drei Vierteln der maximalen AHV-Altersrente',
      'Der obere Grenzbetrag entspricht der dreifachen maximalen AHV-Altersrente',
      'Der Bundesrat passt die Grenzbeträge den Erhöhungen der AHV-Renten an',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die BVG-Grenzbeträge sind an die maximale AHV-Altersrente gekoppelt: Eintrittsschwelle 3/4, Koordinationsabzug 7/8, oberer Grenzbetrag das Dreifache. Der Koordinationsabzug beträgt also nicht die volle Maximalrente; der Bundesrat passt alle Grenzbeträge an, wenn die AHV-Renten erhöht werden.',
    source: 'Art. 2, 7, 8 und 9 BVG; Art. 5 BVV 2',
  },
  {
    key: 'ch-sozialversicherung-527',
    text: 'Welchem Bruchteil der maximalen jährlichen AHV-Altersrente entspricht der BVG-Koordinationsabzug?',
    answers: ['Sieben Achteln', 'Drei Vierteln', 'Der Hälfte', 'Einem Achtel'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Der Koordinationsabzug entspricht sieben Achteln der maximalen AHV-Altersrente. Er wird vom AHV-pflichtigen Jahreslohn abgezogen, weil dieser Lohnteil bereits durch die erste Säule gedeckt ist; der Rest bis zum oberen Grenzbetrag ist der koordinierte Lohn.',
    source: 'Art. 8 Abs. 1 und Art. 9 BVG; Art. 5 BVV 2',
  },
  {
    key: 'ch-sozialversicherung-528',
    text: 'Eine Arbeitnehmerin verdient knapp über der Eintrittsschwelle; Lohn minus Koordinationsabzug ergibt fast null. Welcher koordinierte Lohn ist mindestens zu versichern?',
    answers: [
      'Ein Achtel der maximalen AHV-Altersrente (minimaler koordinierter Lohn)',
      'Null Franken, sie bleibt ohne Altersgutschriften',
      'Der volle AHV-Lohn',
      'Die Hälfte der Eintrittsschwelle',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Ist der koordinierte Lohn kleiner als ein Achtel der maximalen AHV-Altersrente, wird er auf diesen Mindestbetrag aufgerundet. So erhalten auch Versicherte knapp über der Eintrittsschwelle spürbare Altersgutschriften und Risikoleistungen.',
    source: 'Art. 8 Abs. 2 BVG',
  },
  {
    key: 'ch-sozialversicherung-529',
    text: 'Welchen Teil seines Altersguthabens kann ein Versicherter nach BVG mindestens als einmalige Kapitalabfindung statt als Rente verlangen?',
    answers: ['Einen Viertel', 'Die Hälfte', 'Drei Viertel', 'Nichts, im Obligatorium gibt es nur Renten'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das BVG gibt jedem Versicherten das Recht, einen Viertel seines Altersguthabens als einmalige Kapitalabfindung zu beziehen. Viele Vorsorgeeinrichtungen erlauben reglementarisch mehr; sie können verlangen, dass der Kapitalbezug im Voraus angemeldet wird.',
    source: 'Art. 37 Abs. 2 und 4 BVG',
  },
  {
    key: 'ch-sozialversicherung-530',
    text: 'Was geschieht mit einem Arbeitgeber, der seine BVG-pflichtigen Arbeitnehmenden keiner Vorsorgeeinrichtung anschliesst?',
    answers: [
      'Er wird der Stiftung Auffangeinrichtung BVG zwangsweise angeschlossen',
      'Seine Arbeitnehmenden bleiben ohne berufliche Vorsorge',
      'Die AHV übernimmt die BVG-Leistungen',
      'Die FINMA versichert die Arbeitnehmenden selbst',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Auffangeinrichtung ist eine vom Gesetz vorgesehene Vorsorgeeinrichtung, die Arbeitgeber anschliesst, die ihrer Anschlusspflicht nicht nachkommen. Sie führt zudem u. a. die freiwillige Versicherung und Freizügigkeitskonten; so entsteht keine Lücke im Obligatorium.',
    source: 'Art. 11 und 60 BVG',
  },
  {
    key: 'ch-sozialversicherung-531',
    text: 'Eine Person arbeitet nach Erreichen des AHV-Referenzalters weiter. Welcher Freibetrag gilt für ihre AHV-Beiträge?',
    answers: [
      'CHF 1400 pro Monat bzw. CHF 16 800 pro Jahr je Arbeitgeber',
      'Kein Freibetrag, der ganze Lohn ist beitragspflichtig',
      'CHF 2500 pro Monat',
      'Der ganze Lohn ist beitragsfrei',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Erwerbstätige im Rentenalter bleiben beitragspflichtig, aber ein Freibetrag von CHF 1400 pro Monat bzw. CHF 16 800 pro Jahr je Arbeitgeber bleibt beitragsfrei. Seit der Reform AHV 21 können nach dem Referenzalter bezahlte Beiträge die Rente noch verbessern, wenn sie nicht schon maximal ist; auf den Freibetrag kann man dafür verzichten.',
    source: 'Art. 4 Abs. 2 lit. b AHVG; Art. 6quater AHVV',
  },
  {
    key: 'ch-sozialversicherung-532',
    text: 'Die IV stellt einen Invaliditätsgrad von 60 % fest. Welchen Anteil einer ganzen IV-Rente erhält die versicherte Person nach dem stufenlosen Rentensystem?',
    answers: ['60 %', '50 %', '75 %', '100 %'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Seit 2022 gilt ein stufenloses Rentensystem: Bei einem Invaliditätsgrad von 50 bis 69 % entspricht der Rentenanteil dem Invaliditätsgrad, hier also 60 %. Ab 70 % besteht Anspruch auf eine ganze Rente; zwischen 40 und 49 % steigt der Anteil von 25 % in Schritten von 2,5 Prozentpunkten.',
    source: 'Art. 28b IVG',
  },
  {
    key: 'ch-sozialversicherung-533',
    text: 'Welche Wartezeit muss für einen IV-Rentenanspruch neben dem Invaliditätsgrad von mindestens 40 % erfüllt sein?',
    answers: [
      'Während eines Jahres ohne wesentlichen Unterbruch durchschnittlich mindestens 40 % arbeitsunfähig',
      'Drei Monate volle Arbeitsunfähigkeit',
      'Zwei Jahre ununterbrochene volle Arbeitsunfähigkeit',
      'Keine, der Anspruch entsteht mit dem Unfalltag',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Ein Rentenanspruch setzt voraus, dass die Erwerbsfähigkeit nicht durch zumutbare Eingliederungsmassnahmen verbessert werden kann, die Person während eines Jahres ohne wesentlichen Unterbruch durchschnittlich mindestens 40 % arbeitsunfähig war und nach Ablauf dieses Jahres zu mindestens 40 % invalid ist. Dieses Wartejahr sichert, dass nur dauerhafte Beeinträchtigungen zu einer Rente führen.',
    source: 'Art. 28 Abs. 1 IVG',
  },
  {
    key: 'ch-sozialversicherung-534',
    text: 'Wie werden die AHV/IV/EO-Beiträge auf dem Lohn von Arbeitnehmenden finanziert?',
    answers: [
      'Je zur Hälfte von Arbeitgeber und Arbeitnehmer',
      'Vollständig vom Arbeitnehmer',
      'Vollständig vom Arbeitgeber',
      'Vollständig vom Bund',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Auf dem massgebenden Lohn tragen Arbeitnehmer und Arbeitgeber die Beiträge an AHV, IV und EO je zur Hälfte, ohne Obergrenze des Lohnes. Der Arbeitgeber zieht den Arbeitnehmeranteil vom Lohn ab und rechnet die gesamten Beiträge mit der Ausgleichskasse ab.',
    source: 'Art. 5, 13 und 14 AHVG; Art. 3 IVG; Art. 27 EOG',
  },
  {
    key: 'ch-sozialversicherung-535',
    text: 'Wer hat nach Art. 23 BVG Anspruch auf Invalidenleistungen der Pensionskasse?',
    answers: [
      'Wer im Sinne der IV zu mindestens 40 % invalid ist und bei Eintritt der ursächlichen Arbeitsunfähigkeit versichert war',
      'Wer im Zeitpunkt der IV-Rentenverfügung versichert ist, egal wann die Arbeitsunfähigkeit begann',
      'Nur wer zu 100 % invalid ist',
      'Nur wer mindestens zehn Beitragsjahre in der Pensionskasse hat',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Massgebend ist die Vorsorgeeinrichtung, bei der die Person versichert war, als die Arbeitsunfähigkeit eintrat, deren Ursache zur Invalidität geführt hat. Ein späterer Stellenwechsel oder Austritt ändert daran nichts; vorausgesetzt ist eine Invalidität von mindestens 40 % im Sinne der IV.',
    source: 'Art. 23 lit. a BVG',
  },
  {
    key: 'ch-sozialversicherung-536',
    text: 'Wer legt den BVG-Mindestzinssatz für die Verzinsung der obligatorischen Altersguthaben fest?',
    answers: [
      'Der Bundesrat, nach Überprüfung mindestens alle zwei Jahre',
      'Jede Pensionskasse frei ohne Untergrenze',
      'Die Schweizerische Nationalbank täglich',
      'Die FINMA für jeden Versicherer einzeln',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Der Bundesrat legt den Mindestzinssatz fest und überprüft ihn mindestens alle zwei Jahre. Er berücksichtigt dabei die Entwicklung der Rendite marktgängiger Anlagen, insbesondere der Bundesobligationen, Aktien, Anleihen und Liegenschaften; die Vorsorgeeinrichtungen dürfen höher verzinsen.',
    source: 'Art. 15 Abs. 2 und 3 BVG',
  },
  {
    key: 'ch-sozialversicherung-537',
    text: 'Was geschieht bei der Berechnung der AHV-Renten von Ehepaaren mit den Einkommen, die die Ehegatten während der Ehe erzielt haben (Splitting)?',
    answers: [
      'Sie werden geteilt und je zur Hälfte beiden Ehegatten angerechnet',
      'Sie werden vollständig dem besser verdienenden Ehegatten angerechnet',
      'Sie werden nicht berücksichtigt',
      'Sie werden verdoppelt',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Beim Einkommenssplitting werden die Einkommen, die die Ehegatten während der gemeinsamen Kalenderjahre der Ehe erzielt haben, geteilt und je zur Hälfte beiden angerechnet. Das Splitting erfolgt, sobald beide Ehegatten rentenberechtigt sind, bei Verwitwung oder bei Scheidung.',
    source: 'Art. 29quinquies Abs. 3 und 4 AHVG',
  },
  {
    key: 'ch-sozialversicherung-539',
    text: 'Welche Aussage zur obligatorischen Unfallversicherung nach UVG trifft NICHT zu?',
    answers: [
      'Selbständigerwerbende sind von Gesetzes wegen obligatorisch versichert',
      'In der Schweiz beschäftigte Arbeitnehmende sind obligatorisch versichert',
      'Auch Berufskrankheiten sind versichert',
      'Selbständigerwerbende können sich freiwillig versichern',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Obligatorisch nach UVG versichert sind die in der Schweiz beschäftigten Arbeitnehmenden. Selbständigerwerbende und ihre nicht obligatorisch versicherten mitarbeitenden Familienmitglieder können sich nur freiwillig versichern; Berufskrankheiten sind den Berufsunfällen gleichgestellt.',
    source: 'Art. 1a, 4 und 9 UVG',
  },
  {
    key: 'ch-sozialversicherung-540',
    text: 'Nach welchen Merkmalen darf ein Krankenversicherer die Prämien der obligatorischen Krankenpflegeversicherung abstufen?',
    answers: [
      'Nach Kanton bzw. Prämienregion und nach Altersgruppen (Kinder, junge Erwachsene, Erwachsene)',
      'Nach Geschlecht und Gesundheitszustand',
      'Nach dem steuerbaren Einkommen',
      'Nach der Zahl der Arztbesuche im Vorjahr',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'In der Grundversicherung gilt die Einheitsprämie: Der Versicherer erhebt von seinen Versicherten die gleichen Prämien, abgestuft nur nach Kanton und Prämienregion sowie tieferen Prämien für Kinder bis 18 und junge Erwachsene bis 25 Jahre. Unterschiede ergeben sich ausserdem aus Wahlfranchise und besonderen Versicherungsformen, nie aber aus Geschlecht oder Gesundheit.',
    source: 'Art. 61 KVG',
  },
  {
    key: 'ch-sozialversicherung-541',
    text: 'Bis zu welchem Alter werden nach dem Familienzulagengesetz Kinderzulagen und Ausbildungszulagen ausgerichtet?',
    answers: [
      'Kinderzulage bis 16 Jahre, Ausbildungszulage längstens bis 25 Jahre',
      'Kinderzulage bis 18 Jahre, Ausbildungszulage bis 30 Jahre',
      'Beide bis zum 20. Geburtstag',
      'Kinderzulage bis 12 Jahre, keine Ausbildungszulage',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Kinderzulage wird ab der Geburt bis zum Ende des Monats ausgerichtet, in dem das Kind 16 wird. Für Kinder in Ausbildung folgt die Ausbildungszulage bis zum Abschluss der Ausbildung, längstens bis zum Ende des Monats, in dem das Kind 25 wird; die Kantone können höhere Mindestbeträge vorsehen.',
    source: 'Art. 3 Abs. 1 FamZG',
  },
  {
    key: 'ch-sozialversicherung-542',
    text: 'Welche Kostenbeteiligung trägt eine nach UVG versicherte Person für die Heilbehandlung nach einem Unfall?',
    answers: [
      'Keine, die Unfallversicherung kennt weder Franchise noch Selbstbehalt',
      'Die gleiche Franchise wie in der Krankenversicherung',
      '10 % Selbstbehalt ohne Obergrenze',
      'Einen Tagesbeitrag von CHF 50 für jede Behandlung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Unfallversicherung erbringt die zweckmässige Heilbehandlung als Sachleistung ohne Kostenbeteiligung der versicherten Person. Deshalb ist es für Versicherte wichtig, ob ein Ereignis als Unfall (UVG) oder als Krankheit (KVG mit Franchise und Selbstbehalt) gilt.',
    source: 'Art. 10 UVG',
  },
  {
    key: 'ch-sozialversicherung-543',
    text: 'Eine versicherte Person verweigert eine zumutbare Behandlung, die ihre Erwerbsfähigkeit wesentlich verbessern würde. Was kann der Sozialversicherer tun?',
    answers: [
      'Nach Mahnung und angemessener Bedenkzeit die Leistungen vorübergehend oder dauernd kürzen oder verweigern',
      'Die Leistungen sofort und ohne Mahnung für immer streichen',
      'Nichts, Behandlungen sind immer freiwillig ohne Folgen',
      'Die Person zwangsweise behandeln lassen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Aus der Schadenminderungspflicht folgt: Entzieht sich eine Person einer zumutbaren Behandlung oder Eingliederung, die eine wesentliche Verbesserung verspricht, kann der Versicherer Leistungen kürzen oder verweigern. Vorher muss er sie schriftlich mahnen, auf die Rechtsfolgen hinweisen und eine angemessene Bedenkzeit einräumen.',
    source: 'Art. 21 Abs. 4 ATSG',
  },
  {
    key: 'ch-sozialversicherung-544',
    text: 'Der Arbeitgeber zahlt einem verunfallten Mitarbeiter weiterhin den vollen Lohn. An wen richtet die Unfallversicherung das Taggeld aus?',
    answers: [
      'An den Arbeitgeber, soweit er trotz Taggeldanspruch Lohn zahlt',
      'Immer an den Mitarbeiter zusätzlich zum Lohn',
      'An die AHV-Ausgleichskasse',
      'An niemanden, das Taggeld verfällt',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Taggelder werden dem Arbeitgeber ausgerichtet, soweit er der versicherten Person trotz Taggeldanspruch Lohn zahlt. So wird eine Doppelzahlung aus Lohn und Taggeld verhindert und der Arbeitgeber für die Lohnfortzahlung entschädigt.',
    source: 'Art. 19 Abs. 2 ATSG',
  },
  {
    key: 'ch-sozialversicherung-545',
    text: 'Wonach bemessen sich die AHV-Beiträge von Nichterwerbstätigen, z. B. Frühpensionierten?',
    answers: [
      'Nach ihrem Vermögen und dem mit 20 multiplizierten jährlichen Renteneinkommen',
      'Nach ihrem letzten Lohn vor der Pensionierung',
      'Es gibt einen für alle gleichen Einheitsbeitrag',
      'Nach der Höhe ihrer Krankenkassenprämien',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Nichterwerbstätige zahlen Beiträge nach ihren sozialen Verhältnissen: massgebend sind das Vermögen und das mit 20 multiplizierte jährliche Renteneinkommen, etwa aus Pensionskassenrenten. Es gilt ein Mindest- und ein Höchstbeitrag; Frühpensionierte sind bis zum Referenzalter beitragspflichtig.',
    source: 'Art. 10 Abs. 1 AHVG; Art. 28 AHVV',
  },
  {
    key: 'ch-sozialversicherung-546',
    text: 'Welche Aussage zur Invalidenrente der IV trifft NICHT zu?',
    answers: [
      'Ab einem Invaliditätsgrad von 50 % besteht Anspruch auf eine ganze Rente',
      'Bei einem Invaliditätsgrad unter 40 % besteht kein Rentenanspruch',
      'Die Eingliederung hat Vorrang vor der Rente',
      'Der Rentenanspruch entsteht frühestens sechs Monate nach der Anmeldung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Eine ganze IV-Rente gibt es erst ab einem Invaliditätsgrad von 70 %; bei 50 % beträgt der Rentenanteil 50 % einer ganzen Rente. Die übrigen Aussagen treffen zu: Unter 40 % keine Rente, Eingliederung vor Rente und Rentenbeginn frühestens sechs Monate nach der Geltendmachung des Anspruchs.',
    source: 'Art. 28, 28b und 29 Abs. 1 IVG',
  },
  {
    key: 'ch-sozialversicherung-547',
    text: 'Welche Aussage zum Einspracheverfahren nach ATSG trifft NICHT zu?',
    answers: [
      'Das Einspracheverfahren ist kostenpflichtig',
      'Die Einsprache wird bei der Stelle erhoben, welche die Verfügung erlassen hat',
      'Gegen den Einspracheentscheid ist Beschwerde beim kantonalen Versicherungsgericht möglich',
      'Prozess- und verfahrensleitende Verfügungen sind von der Einsprache ausgenommen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das Einspracheverfahren ist kostenlos; Parteientschädigungen werden in der Regel nicht ausgerichtet. So kann jede versicherte Person eine Verfügung ohne Kostenrisiko überprüfen lassen, bevor sie ans Gericht gelangt.',
    source: 'Art. 52 und 56 ATSG',
  },
  {
    key: 'ch-sozialversicherung-548',
    text: 'Welche Aussage zur Erwerbsersatzordnung (EO) trifft NICHT zu?',
    answers: [
      'Selbständigerwerbende Mütter haben keinen Anspruch auf Mutterschaftsentschädigung',
      'Die EO entschädigt Dienstleistende in Armee, Zivildienst und Zivilschutz',
      'Väter haben Anspruch auf eine Vaterschaftsentschädigung',
      'Eltern schwer kranker Kinder können eine Betreuungsentschädigung erhalten',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Anspruch auf Mutterschaftsentschädigung haben Arbeitnehmerinnen und Selbständigerwerbende, wenn sie die Voraussetzungen an Versicherungs- und Erwerbsdauer erfüllen. Die übrigen Aussagen stimmen: Die EO deckt Dienstleistende, Mutter- und Vaterschaft sowie die Betreuung schwer kranker Kinder.',
    source: 'Art. 1a, 16b, 16i und 16n EOG',
  },
  {
    key: 'ch-sozialversicherung-549',
    text: 'Welche Aussage zur AHV-Beitragspflicht trifft NICHT zu?',
    answers: [
      'Selbständigerwerbende zahlen nur die Hälfte des Beitrags, den Rest trägt der Bund',
      'Wer nach dem Referenzalter erwerbstätig ist, zahlt weiterhin Beiträge, mit Freibetrag',
      'Nichterwerbstätige zahlen Beiträge nach ihren sozialen Verhältnissen',
      'Bei Arbeitnehmenden tragen Arbeitgeber und Arbeitnehmer die Beiträge je zur Hälfte',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Selbständigerwerbende zahlen ihre AHV-Beiträge vollständig selbst, zu einem etwas tieferen Satz und bei tiefen Einkommen nach einer sinkenden Skala; einen Bundesanteil an ihrem Beitrag gibt es nicht. Die übrigen Aussagen treffen zu.',
    source: 'Art. 4, 5, 8, 10 und 13 AHVG',
  },
  {
    key: 'ch-sozialversicherung-550',
    text: 'Bis zu welchem Alter übernimmt die IV medizinische Massnahmen zur Behandlung anerkannter Geburtsgebrechen?',
    answers: [
      'Bis zum vollendeten 20. Altersjahr',
      'Bis zum vollendeten 16. Altersjahr',
      'Bis zum vollendeten 25. Altersjahr',
      'Lebenslang',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die IV übernimmt die medizinischen Massnahmen zur Behandlung von Geburtsgebrechen bis zum vollendeten 20. Altersjahr. Danach übernimmt die Krankenversicherung nach KVG, mit Franchise und Selbstbehalt; für Familien mit betroffenen Kindern ist dieser Übergang wichtig.',
    source: 'Art. 13 Abs. 1 IVG',
  },
  {
    key: 'ch-sozialversicherung-551',
    text: 'Ab welchem Alter darf ein Pensionskassenreglement frühestens eine vorzeitige Pensionierung vorsehen (ohne Sonderfälle wie Restrukturierungen)?',
    answers: [
      'Ab dem vollendeten 58. Altersjahr',
      'Ab dem vollendeten 50. Altersjahr',
      'Ab dem vollendeten 62. Altersjahr',
      'Erst ab dem Referenzalter 65',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Reglemente dürfen ein Rücktrittsalter nicht unter dem vollendeten 58. Altersjahr vorsehen. Ausnahmen gelten etwa bei betrieblichen Restrukturierungen oder für Berufe mit erhöhtem Sicherheitsrisiko; der Vorbezug führt wegen kürzerer Sparzeit und längerer Bezugsdauer zu tieferen Renten.',
    source: 'Art. 13 Abs. 2 BVG; Art. 1i BVV 2',
  },
  {
    key: 'ch-sozialversicherung-552',
    text: 'Welche Krankheiten gelten nach UVG als Berufskrankheiten?',
    answers: [
      'Beruflich ausschliesslich oder vorwiegend durch schädigende Stoffe oder bestimmte Arbeiten verursachte Krankheiten',
      'Jede Krankheit, die während der Arbeitszeit auftritt',
      'Nur Krankheiten, die zu einer Invalidität führen',
      'Krankheiten von Personen mit mindestens zehn Dienstjahren',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Berufskrankheiten sind Krankheiten, die bei der beruflichen Tätigkeit ausschliesslich oder vorwiegend durch schädigende Stoffe oder bestimmte Arbeiten einer vom Bundesrat erstellten Liste verursacht wurden. Andere Krankheiten gelten nur als Berufskrankheit, wenn sie ausschliesslich oder stark überwiegend durch die berufliche Tätigkeit verursacht wurden.',
    source: 'Art. 9 Abs. 1 und 2 UVG',
  },
];
