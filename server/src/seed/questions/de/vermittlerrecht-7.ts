import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vermittlerrecht' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vermittlerrecht-701',
    text: 'Bei welcher Industrie- und Handelskammer kann die Sachkundeprüfung für Versicherungsvermittler nach der VersVermV abgelegt werden?',
    answers: [
      'Bei jeder IHK, unabhängig von Wohnsitz oder Betriebssitz',
      'Nur bei der IHK, in deren Bezirk der Prüfling wohnt',
      'Nur bei der IHK, die später die Erlaubnis erteilt',
      'Nur beim DIHK in Berlin',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 3 Abs. 1 VersVermV kann die Sachkundeprüfung bei jeder Industrie- und Handelskammer abgelegt werden. Die Aufgaben des schriftlichen Teils wählt ein bundesweit einheitlich tätiger Aufgabenauswahlausschuss aus, sodass der Prüfungsort keinen Unterschied macht.',
    source: '§ 3 Abs. 1, § 4 Abs. 3 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-702',
    text: 'Wann ist der schriftliche Teil der Sachkundeprüfung für Versicherungsvermittler nach § 4 Abs. 7 VersVermV bestanden?',
    answers: [
      'Bei mindestens 50 % der Punkte in vier der fünf Sachgebiete und mindestens 30 % im fünften',
      'Bei mindestens 50 % der Gesamtpunktzahl über alle Sachgebiete',
      'Bei mindestens 60 % in jedem der fünf Sachgebiete',
      'Bei mindestens 30 % in jedem Sachgebiet und 50 % insgesamt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Der schriftliche Teil prüft die fünf Sachgebiete aus § 2 Abs. 1 Nr. 1 VersVermV. Bestanden ist er nach § 4 Abs. 7 VersVermV, wenn in vier Bereichen jeweils mindestens 50 % und im verbleibenden Bereich mindestens 30 % der Punkte erreicht werden; erst danach ist der praktische Teil möglich.',
    source: '§ 4 Abs. 1 und 7 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-703',
    text: 'Wer braucht nach der sogenannten Alte-Hasen-Regelung der VersVermV keine Sachkundeprüfung?',
    answers: [
      'Wer seit dem 31. August 2000 ununterbrochen als Versicherungsvermittler oder -berater tätig ist',
      'Wer insgesamt zehn Jahre als Vermittler tätig war, gleich in welchem Zeitraum',
      'Wer bei Antragstellung das 50. Lebensjahr vollendet hat',
      'Wer schon vor dem 23. Februar 2018 als Vermittler tätig war',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 2 Abs. 3 VersVermV bedarf keiner Sachkundeprüfung, wer seit dem 31. August 2000 selbständig oder unselbständig ununterbrochen als Versicherungsvermittler oder -berater tätig ist. Bei so langer, durchgehender Praxis unterstellt der Verordnungsgeber die erforderliche Sachkunde.',
    source: '§ 2 Abs. 3 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-704',
    text: 'Ein Reisebüro vermittelt zu einer zweiwöchigen Reise eine Reiserücktrittsversicherung für 150 € je Person. Braucht es dafür eine Erlaubnis nach § 34d GewO?',
    answers: [
      'Nein, bei Dienstleistungen bis drei Monate ist die Nebentätigkeit bis 200 € Prämie je Person erlaubnisfrei',
      'Ja, Reiseversicherungen sind stets erlaubnispflichtig',
      'Nein, Reisebüros sind generell von § 34d GewO ausgenommen',
      'Ja, weil die Grenze für Reiseversicherungen bei 100 € je Person liegt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 34d Abs. 8 Nr. 1 GewO braucht ein Vermittler in Nebentätigkeit keine Erlaubnis, wenn die Versicherung eine Zusatzleistung ist und etwa die Nichtinanspruchnahme der Dienstleistung oder Risiken einer bei ihm gebuchten Reise deckt. Bei Dienstleistungen von höchstens drei Monaten darf die Prämie je Person 200 € nicht übersteigen, sonst gilt die Jahresgrenze von 600 €.',
    source: '§ 34d Abs. 8 Nr. 1 GewO; Art. 1 Abs. 3 IDD',
  },
  {
    key: 'de-vermittlerrecht-705',
    text: 'Bis zu welcher Jahresprämie darf ein Autohändler zu einem Finanzierungs- oder Leasingvertrag eine Restschuldversicherung ohne Erlaubnis nach § 34d GewO vermitteln?',
    answers: ['Bis 500 €', 'Bis 200 €', 'Bis 1.000 €', 'Ohne Betragsgrenze'],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 8 Nr. 3 GewO nimmt Gewerbetreibende von der Erlaubnispflicht aus, die als Zusatzleistung im Zusammenhang mit Darlehens- und Leasingverträgen Restschuldversicherungen vermitteln, deren Jahresprämie 500 € nicht übersteigt. Oberhalb dieser Grenze braucht der Händler eine Erlaubnis oder eine Befreiung nach Abs. 6.',
    source: '§ 34d Abs. 8 Nr. 3 GewO',
  },
  {
    key: 'de-vermittlerrecht-706',
    text: 'Muss ein produktakzessorischer Vermittler, den die IHK nach § 34d Abs. 6 GewO von der Erlaubnispflicht befreit hat, ins Vermittlerregister eingetragen werden?',
    answers: [
      'Ja, die Registrierungspflicht gilt auch für ihn',
      'Nein, die Befreiung umfasst auch die Registrierung',
      'Nur wenn er Prämien über 600 € im Jahr vermittelt',
      'Nur wenn er auch Lebensversicherungen vermittelt',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Befreiung nach § 34d Abs. 6 GewO ersetzt nur die Erlaubnis; nach § 34d Abs. 10 GewO muss sich auch der befreite produktakzessorische Vermittler unverzüglich eintragen lassen. Von Erlaubnis und Registrierung zugleich ausgenommen sind nur die Vermittler nach Abs. 8.',
    source: '§ 34d Abs. 6 und 10 GewO; § 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-707',
    text: 'Welche Voraussetzung gehört NICHT zur Befreiung eines produktakzessorischen Vermittlers von der Erlaubnispflicht nach § 34d Abs. 6 GewO?',
    answers: [
      'Eine bestandene IHK-Sachkundeprüfung',
      'Eine Berufshaftpflichtversicherung oder gleichwertige Garantie',
      'Zuverlässigkeit und geordnete Vermögensverhältnisse',
      'Tätigkeit unmittelbar im Auftrag von Versicherern oder Vermittlern mit Erlaubnis',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 6 GewO verlangt für die Befreiung eine Tätigkeit im Auftrag von Versicherern oder Vermittlern mit Erlaubnis, eine Berufshaftpflicht sowie Zuverlässigkeit, geordnete Vermögensverhältnisse und eine angemessene Qualifikation. Eine Sachkundeprüfung vor der IHK ist nicht nötig; die Qualifikation wird über eine Erklärung der Auftraggeber nachgewiesen.',
    source: '§ 34d Abs. 6 GewO',
  },
  {
    key: 'de-vermittlerrecht-708',
    text: 'Ein in Österreich registrierter Versicherungsmakler will im Rahmen der Dienstleistungsfreiheit auch Kunden in Deutschland betreuen. Braucht er eine Erlaubnis nach § 34d GewO?',
    answers: [
      'Nein, die Eintragung im Herkunftsstaat und dessen Mitteilung nach Deutschland genügen',
      'Ja, er braucht zusätzlich eine Erlaubnis der IHK',
      'Ja, und er muss die deutsche Sachkundeprüfung ablegen',
      'Nein, ausländische Makler dürfen in Deutschland gar nicht tätig werden',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach der IDD genügt die Eintragung im Herkunftsmitgliedstaat; dessen Behörde unterrichtet den Aufnahmestaat über die beabsichtigte Tätigkeit. Eine zusätzliche Erlaubnis nach § 34d GewO braucht ein in einem anderen EU- oder EWR-Staat eingetragener Vermittler deshalb nicht; die deutschen Wohlverhaltensregeln gelten aber auch für ihn.',
    source: '§ 34d Abs. 7 Satz 1 Nr. 2 GewO; Art. 3, 4 und 6 IDD',
  },
  {
    key: 'de-vermittlerrecht-709',
    text: 'Ein gebundener Ausschließlichkeitsvertreter nach § 34d Abs. 7 GewO vermittelt Lebensversicherungen. Ist er selbst Verpflichteter nach dem Geldwäschegesetz?',
    answers: [
      'Nein, § 2 Abs. 1 Nr. 8 GwG nimmt gebundene Vertreter ausdrücklich aus',
      'Ja, jeder Vermittler von Lebensversicherungen ist Verpflichteter',
      'Ja, aber nur bei Einmalbeiträgen über 15.000 €',
      'Nein, das Geldwäschegesetz gilt nur für Kreditinstitute',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 2 Abs. 1 Nr. 8 GwG erfasst Versicherungsvermittler nur, soweit sie Lebensversicherungen und vergleichbare Produkte vermitteln, und nimmt die nach § 34d Abs. 6 oder Abs. 7 Nr. 1 GewO tätigen Vermittler ausdrücklich aus. Verpflichteter bleibt dann der Versicherer, für den der gebundene Vertreter tätig ist.',
    source: '§ 2 Abs. 1 Nr. 7 und 8 GwG; § 34d Abs. 7 GewO',
  },
  {
    key: 'de-vermittlerrecht-710',
    text: 'Bis zu welcher Höhe kann eine Geldbuße verhängt werden, wenn jemand ohne die erforderliche Erlaubnis nach § 34d Abs. 1 GewO Versicherungen vermittelt?',
    answers: ['Bis 5.000 €', 'Bis 50.000 €', 'Bis 1.000 €', 'Bis 500.000 €'],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Die unerlaubte Versicherungsvermittlung ist eine Ordnungswidrigkeit nach § 144 Abs. 1 Nr. 1 GewO, die nach § 144 Abs. 4 GewO mit einer Geldbuße bis zu 5.000 € geahndet werden kann. Für die unerlaubte Finanzanlagenvermittlung nach § 34f GewO sieht dieselbe Vorschrift dagegen bis zu 50.000 € vor.',
    source: '§ 144 Abs. 1 Nr. 1 und Abs. 4 GewO',
  },
  {
    key: 'de-vermittlerrecht-711',
    text: 'Was verlangt § 17 VersVermV von Versicherungsvermittlern und -beratern im Umgang mit Kundenbeschwerden?',
    answers: [
      'Ein geregeltes Beschwerdemanagement mit festgelegtem Verfahren und Bearbeitung jeder Beschwerde',
      'Die Weiterleitung jeder Beschwerde an die BaFin',
      'Beschwerden dürfen nur per Einschreiben angenommen werden',
      'Nichts; Beschwerden bearbeitet allein der Versicherer',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Seit der IDD-Umsetzung müssen Vermittler und Berater nach § 17 VersVermV ein Beschwerdemanagement mit schriftlichen Leitlinien einrichten, Beschwerden erfassen und beantworten und ihr Verfahren veröffentlichen. Wählt der Kunde ein Schlichtungsverfahren nach § 214 VVG, muss der Vermittler daran teilnehmen.',
    source: '§ 17 VersVermV; Art. 14 IDD',
  },
  {
    key: 'de-vermittlerrecht-712',
    text: 'Wer muss nach § 48 Abs. 2 VAG sicherstellen, dass ein gebundener Vertreter ohne eigene Erlaubnis angemessen qualifiziert ist und sich regelmäßig fortbildet?',
    answers: [
      'Das Versicherungsunternehmen, für das er tätig ist',
      'Die IHK durch eine jährliche Prüfung',
      'Der Vertreter allein, ohne jede Kontrolle',
      'Die BaFin durch eine Einzelzulassung',
    ],
    categories: ['de-vermittlerrecht', 'de-handelsvertreter'],
    coins: 1,
    explanation:
      'Weil der gebundene Vertreter nach § 34d Abs. 7 GewO keine IHK-Erlaubnis braucht, verlagert § 48 Abs. 2 VAG die Verantwortung auf den Versicherer. Er darf nur mit zuverlässigen Vermittlern in geordneten Vermögensverhältnissen zusammenarbeiten, die angemessen qualifiziert sind und sich regelmäßig fortbilden.',
    source: '§ 48 Abs. 2 VAG; § 34d Abs. 7 GewO',
  },
  {
    key: 'de-vermittlerrecht-713',
    text: 'Ein Online-Vergleichsportal erstellt Ranglisten von Tarifen, über die der Nutzer direkt abschließen kann. Ist das Versicherungsvermittlung im Sinne des § 34d GewO?',
    answers: [
      'Ja, die Rangliste mit Abschlussmöglichkeit zählt ausdrücklich zur Vermittlertätigkeit',
      'Nein, reine Internetangebote sind keine Vermittlung',
      'Nein, solange das Portal keine persönliche Beratung anbietet',
      'Nur wenn das Portal seinen Sitz im Ausland hat',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 1 Satz 4 Nr. 2 GewO umfasst die Vermittlung auch Informationen nach vom Kunden gewählten Kriterien und Ranglisten einschließlich Preis- und Produktvergleich, wenn der Kunde über die Website unmittelbar oder mittelbar abschließen kann. Der Betreiber braucht daher eine Erlaubnis und hat Vermittlerpflichten.',
    source: '§ 34d Abs. 1 Satz 4 Nr. 2 GewO; Art. 2 Abs. 1 Nr. 1 IDD',
  },
  {
    key: 'de-vermittlerrecht-714',
    text: 'Ein Selbständiger wird nicht von einem Versicherer, sondern von einem Versicherungsvertreter damit betraut, Versicherungen zu vermitteln. Welchen Status hat er nach § 34d GewO?',
    answers: [
      'Er ist Versicherungsvertreter (Untervertreter)',
      'Er ist Versicherungsmakler',
      'Er ist Tippgeber ohne Erlaubnispflicht',
      'Er ist Versicherungsberater',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 1 Satz 2 Nr. 1 GewO ist Versicherungsvertreter, wer von einem oder mehreren Versicherern oder von einem Versicherungsvertreter damit betraut ist, Verträge zu vermitteln oder abzuschließen. Makler ist dagegen nur, wer ohne eine solche Betrauung für den Kunden tätig wird.',
    source: '§ 34d Abs. 1 Satz 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-715',
    text: 'Was muss die IHK in einer Erlaubnis nach § 34d Abs. 1 GewO ausdrücklich angeben?',
    answers: [
      'Ob sie einem Versicherungsvertreter oder einem Versicherungsmakler erteilt wird',
      'Welche Versicherer der Vermittler anbieten darf',
      'Die Höhe der zulässigen Provisionen',
      'Die Zahl der Beschäftigten, die der Vermittler einsetzen darf',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 1 Satz 5 GewO ist in der Erlaubnis anzugeben, ob sie einem Versicherungsvertreter oder einem Versicherungsmakler erteilt wird. Der Status bestimmt, auf wessen Seite der Vermittler steht, und erscheint entsprechend im Vermittlerregister.',
    source: '§ 34d Abs. 1 Satz 5 GewO',
  },
  {
    key: 'de-vermittlerrecht-716',
    text: 'Welche Voraussetzung gehört NICHT zur Erlaubnisfreiheit eines Vermittlers in Nebentätigkeit nach § 34d Abs. 8 Nr. 1 GewO?',
    answers: [
      'Die Eintragung ins Vermittlerregister vor Beginn der Tätigkeit',
      'Die Versicherung ist eine Zusatzleistung zu einer Ware oder Dienstleistung',
      'Der Gewerbetreibende vermittelt Versicherungen nicht hauptberuflich',
      'Die Prämie übersteigt zeitanteilig auf Jahresbasis 600 € nicht',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      '§ 34d Abs. 8 Nr. 1 GewO verlangt eine nicht hauptberufliche Vermittlung, eine Versicherung als Zusatzleistung zu Ware oder Dienstleistung mit bestimmten Risiken und Prämiengrenzen von 600 € im Jahr bzw. 200 € je Person. Eine Registrierung ist keine Voraussetzung, denn diese Annexvermittler sind auch von der Registerpflicht ausgenommen.',
    source: '§ 34d Abs. 8 Nr. 1 und Abs. 10 GewO',
  },
  {
    key: 'de-vermittlerrecht-717',
    text: 'Eine Volljuristin ohne Versicherungsausbildung will eine Erlaubnis nach § 34d GewO. Wann wird ihr rechtswissenschaftliches Studium nach § 5 VersVermV als Sachkundenachweis anerkannt?',
    answers: [
      'Wenn sie in der Regel zusätzlich mindestens drei Jahre einschlägige Berufserfahrung in der Vermittlung nachweist',
      'Sofort, ein abgeschlossenes Jurastudium ersetzt die Prüfung immer',
      'Nie, Juristen müssen stets die IHK-Sachkundeprüfung ablegen',
      'Wenn sie ein Jahr Berufserfahrung in einer beliebigen Branche nachweist',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Nach § 5 Abs. 2 VersVermV werden nur mathematische, wirtschafts- oder rechtswissenschaftliche Hochschulabschlüsse anerkannt, und zwar in der Regel nur mit zusätzlich mindestens dreijähriger Berufserfahrung in der Versicherungsvermittlung oder -beratung. Das Studium allein vermittelt nicht die versicherungsfachliche Praxis, die die Prüfung sonst abfragt.',
    source: '§ 5 Abs. 2 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-718',
    text: 'Ein Makler setzt in der Kundenberatung einen Mitarbeiter ein, bei dem Tatsachen auf fehlende Zuverlässigkeit hindeuten. Was kann die IHK nach § 34d Abs. 9 GewO tun?',
    answers: [
      'Dem Makler die Beschäftigung dieses Mitarbeiters in der Vermittlung untersagen',
      'Nichts; für Angestellte ist allein der Arbeitgeber verantwortlich',
      'Dem Mitarbeiter eine eigene Erlaubnis nach § 34d GewO auferlegen',
      'Den Mitarbeiter ins Schuldnerverzeichnis eintragen lassen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Vermittler dürfen unmittelbar mitwirkende Personen nur beschäftigen, wenn sie deren Zuverlässigkeit geprüft haben und ihre sachgerechte Qualifikation sicherstellen. Rechtfertigen Tatsachen die Annahme, dass einer Person Zuverlässigkeit oder Sachkunde fehlt, kann die IHK nach § 34d Abs. 9 GewO ihre Beschäftigung untersagen.',
    source: '§ 34d Abs. 9 GewO',
  },
  {
    key: 'de-vermittlerrecht-719',
    text: 'Wie kann die IHK überprüfen, ob ein Vermittler seine Weiterbildungspflicht von 15 Stunden erfüllt hat?',
    answers: [
      'Sie kann eine Erklärung über die Weiterbildung im vorangegangenen Kalenderjahr verlangen',
      'Sie prüft jeden Vermittler jährlich mit einer eigenen Wissensprüfung',
      'Sie erhält automatisch alle Teilnahmebescheinigungen von den Bildungsanbietern',
      'Gar nicht; die Weiterbildung überwacht allein die BaFin',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 7 VersVermV kann die IHK anordnen, dass der Gewerbetreibende ihr eine Erklärung über die Erfüllung der Weiterbildungspflicht im vorangegangenen Kalenderjahr abgibt, auch elektronisch. Die Belege dafür muss er fünf Jahre aufbewahren, damit die Angaben bei Bedarf überprüft werden können.',
    source: '§ 7 Abs. 3 VersVermV; § 34d Abs. 9 Satz 2 GewO',
  },
];
