import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-kranken-sv (issue 16). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-kranken-sv-501',
    text: 'Wie hoch ist das Krankengeld nach dem ASVG grundsätzlich?',
    answers: [
      '50 % der Bemessungsgrundlage, ab dem 43. Tag der Arbeitsunfähigkeit 60 %',
      '80 % der Bemessungsgrundlage ab dem ersten Tag',
      '60 % der Bemessungsgrundlage, ab dem 43. Tag 80 %',
      '100 % des letzten Nettoentgelts für längstens sechs Wochen',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Nach § 141 ASVG beträgt das Krankengeld 50 % der Bemessungsgrundlage und erhöht sich ab dem 43. Tag der Arbeitsunfähigkeit auf 60 %. Die Bemessungsgrundlage ist durch die Höchstbeitragsgrundlage gedeckelt, sodass Besserverdiener eine Einkommenslücke haben, die privat abgesichert werden kann.',
    source: '§ 141 ASVG',
  },
  {
    key: 'at-kranken-sv-502',
    text: 'Eine Pflichtversicherte lässt ihren Ehemann mitversichern; er hat nie Kinder erzogen, bezieht kein Pflegegeld und pflegt niemanden. Was gilt nach § 51d ASVG?',
    answers: [
      'Es ist ein Zusatzbeitrag von 3,4 % der Beitragsgrundlage der Versicherten zu zahlen',
      'Die Mitversicherung ist immer beitragsfrei',
      'Ehepartner können in Österreich nicht mitversichert werden',
      'Es ist ein Zusatzbeitrag von 1,53 % der Beitragsgrundlage zu zahlen',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Für mitversicherte Ehepartner und eingetragene Partner ist nach § 51d ASVG grundsätzlich ein Zusatzbeitrag von 3,4 % der Beitragsgrundlage des Versicherten zu entrichten. Beitragsfrei bleibt die Mitversicherung u. a. bei Kindererziehung oder Pflegebedürftigkeit; 1,53 % ist der Beitrag zur Abfertigung neu.',
    source: '§ 51d ASVG',
  },
  {
    key: 'at-kranken-sv-503',
    text: 'Wann hat der Dienstgeber einen pflichtversicherten Dienstnehmer nach § 33 ASVG beim Krankenversicherungsträger anzumelden?',
    answers: [
      'Vor Arbeitsantritt',
      'Binnen sieben Tagen nach Arbeitsantritt',
      'Bis zum Ende des Kalendermonats des Arbeitsantritts',
      'Erst nach Ablauf der Probezeit',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Nach § 33 ASVG ist der Dienstnehmer vor Arbeitsantritt anzumelden. Die Pflichtversicherung entsteht kraft Gesetzes mit der Beschäftigung; eine verspätete Anmeldung kann Beitragszuschläge auslösen.',
    source: '§ 33 Abs. 1 ASVG',
  },
  {
    key: 'at-kranken-sv-504',
    text: 'Eine Arbeitnehmerin lässt sich ihre Abfertigung neu als Kapital auszahlen; ihr Kollege überträgt seine in eine Pensionszusatzversicherung. Wie wird das besteuert?',
    answers: [
      'Kapital mit 6 % Lohnsteuer; die Rente aus der Übertragung ist steuerfrei',
      'Beides nach dem vollen Einkommensteuertarif',
      'Kapital steuerfrei; die Rente mit 27,5 % KESt',
      'Beides mit 6 % Lohnsteuer',
    ],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Die Kapitalauszahlung aus der Betrieblichen Vorsorgekasse wird mit dem festen Satz von 6 % versteuert. Wird der Betrag in eine Pensionskasse oder eine Pensionszusatzversicherung übertragen, sind die daraus bezogenen Renten steuerfrei; das ist ein starkes Argument für die Verrentung.',
    source: '§ 67 Abs. 3 EStG 1988; BMSVG',
  },
  {
    key: 'at-kranken-sv-505',
    text: 'Welche Garantie muss eine Betriebliche Vorsorgekasse den Anwartschaftsberechtigten geben?',
    answers: [
      'Eine Kapitalgarantie: mindestens die Summe der eingezahlten Beiträge',
      'Eine Mindestverzinsung von 3 % pro Jahr',
      'Eine Auszahlung von mindestens einem Jahresentgelt',
      'Keine; der Anwartschaftsberechtigte trägt das volle Veranlagungsrisiko',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das BMSVG verpflichtet die Betriebliche Vorsorgekasse zu einer Kapitalgarantie: Die Abfertigungsanwartschaft darf nicht unter die Summe der zugeordneten Beiträge sinken. Eine Mindestverzinsung ist nicht garantiert.',
    source: 'BMSVG (Kapitalgarantie der Betrieblichen Vorsorgekasse)',
  },
  {
    key: 'at-kranken-sv-506',
    text: 'Wer erhält nach dem ASVG eine kieferorthopädische Behandlung als Sachleistung („Gratiszahnspange“)?',
    answers: [
      'Kinder und Jugendliche bis zum 18. Lebensjahr mit schweren Zahnfehlstellungen (IOTN 4 oder 5)',
      'Alle Kinder bis zum 14. Lebensjahr mit jeder Zahnfehlstellung',
      'Alle Versicherten ohne Altersgrenze',
      'Nur Kinder mit privater Zahnzusatzversicherung',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Seit 2015 übernimmt die Krankenversicherung die kieferorthopädische Behandlung von Kindern und Jugendlichen bis zum 18. Lebensjahr als Sachleistung, wenn eine schwere Fehlstellung (IOTN-Grad 4 oder 5) vorliegt. Leichtere Fehlstellungen bleiben eine Lücke für Zusatzversicherungen.',
    source: '§ 153a ASVG',
  },
  {
    key: 'at-kranken-sv-507',
    text: 'Welche Leistung gehört NICHT zu den Leistungen der gesetzlichen Krankenversicherung (ÖGK)?',
    answers: [
      'Unterbringung in der Sonderklasse eines Spitals mit Arzt freier Wahl',
      'Ärztliche Hilfe durch Vertragsärzte',
      'Krankengeld bei Arbeitsunfähigkeit',
      'Wochengeld nach der Entbindung',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Die gesetzliche Krankenversicherung deckt die allgemeine Gebührenklasse; die Sonderklasse mit Einbettzimmer und Arzt freier Wahl ist Gegenstand der privaten Zusatzversicherung. Ärztliche Hilfe, Krankengeld und Wochengeld sind gesetzliche Leistungen.',
    source: '§ 117 ASVG; § 162 ASVG',
  },
  {
    key: 'at-kranken-sv-508',
    text: 'Welcher durchschnittliche monatliche Pflegebedarf ist nach § 4 BPGG mindestens nötig, damit Pflegegeld der Stufe 1 gebührt?',
    answers: ['Mehr als 65 Stunden', 'Mehr als 50 Stunden', 'Mehr als 95 Stunden', 'Mehr als 180 Stunden'],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Pflegegeld der Stufe 1 setzt nach § 4 BPGG einen Pflegebedarf von durchschnittlich mehr als 65 Stunden im Monat voraus. Die höheren Stufen verlangen mehr Stunden, ab Stufe 5 mehr als 180 Stunden und zusätzliche Erschwernisse.',
    source: '§ 4 Abs. 2 BPGG',
  },
  {
    key: 'at-kranken-sv-509',
    text: 'Welcher Versicherungssteuersatz gilt in Österreich für Prämien zur privaten Krankenversicherung?',
    answers: ['1 %', '4 %', '11 %', '0 %'],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Versicherungssteuergesetz sieht für die Krankenversicherung einen ermäßigten Satz von 1 % vor. 4 % gelten für laufende Lebensversicherungsprämien, 11 % für die meisten Sach- und Haftpflichtsparten.',
    source: '§ 6 Abs. 1 VersStG 1953',
  },
  {
    key: 'at-kranken-sv-510',
    text: 'Welche Aussage zur privaten Krankenversicherung in Österreich ist NICHT zutreffend?',
    answers: [
      'Der Versicherer darf die Prämie nach freiem Ermessen jederzeit erhöhen',
      'Sie wird meist als Zusatzversicherung zur gesetzlichen Krankenversicherung geschlossen',
      'Die Sonderklasseversicherung deckt Mehrkosten eines Spitalsaufenthalts in der Sonderklasse',
      'Eine Prämienanpassung ist nur nach vereinbarten, gesetzlich zulässigen Faktoren möglich',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Prämienanpassungen in der Krankenversicherung sind nach § 178f VersVG nur aufgrund einer Vereinbarung und nur wegen der dort genannten Umstände, etwa gestiegener Leistungskosten, zulässig. Ein freies Erhöhungsrecht des Versicherers gibt es daher nicht.',
    source: '§ 178f VersVG',
  },
  {
    key: 'at-kranken-sv-511',
    text: 'Wie sind freie Dienstnehmer ohne Gewerbeberechtigung nach dem ASVG sozialversichert, wenn ihr Entgelt über der Geringfügigkeitsgrenze liegt?',
    answers: [
      'In der Kranken-, Unfall- und Pensionsversicherung pflichtversichert',
      'Nur in der Unfallversicherung',
      'Gar nicht; sie müssen sich privat versichern',
      'Nur in der Krankenversicherung bei der SVS',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Freie Dienstnehmer im Sinne des § 4 Abs. 4 ASVG sind den Dienstnehmern in der Kranken-, Unfall- und Pensionsversicherung gleichgestellt und bei der ÖGK gemeldet. Unterhalb der Geringfügigkeitsgrenze besteht nur die Unfallversicherung.',
    source: '§ 4 Abs. 4 ASVG',
  },
  {
    key: 'at-kranken-sv-512',
    text: 'Eine Kundin fürchtet, dass bei einem Pflegeheimaufenthalt ihrer Mutter auf deren Wohnung zugegriffen wird. Was gilt seit 2018 nach § 330a ASVG?',
    answers: [
      'Ein Zugriff auf das Vermögen zur Deckung der Kosten der stationären Pflege ist unzulässig',
      'Das gesamte Vermögen ist vorrangig einzusetzen',
      'Nur Immobilien über 100.000 € werden herangezogen',
      'Die Kinder haften für die Pflegekosten mit ihrem Vermögen',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Mit § 330a ASVG wurde der Pflegeregress abgeschafft: Auf das Vermögen von Personen in stationären Pflegeeinrichtungen, ihrer Angehörigen und Erben darf zur Abdeckung der Pflegekosten nicht zugegriffen werden. Einkommen wie Pension und Pflegegeld wird aber weiterhin weitgehend herangezogen.',
    source: '§ 330a ASVG',
  },
  {
    key: 'at-kranken-sv-513',
    text: 'Wovon hängt die Höhe des Pflegegelds nach dem Bundespflegegeldgesetz ab?',
    answers: [
      'Allein vom Pflegebedarf (Stufe), nicht von Einkommen oder Vermögen',
      'Vom Einkommen der pflegebedürftigen Person',
      'Von der Dauer der bisherigen Versicherungszeiten',
      'Vom Vermögen der unterhaltspflichtigen Angehörigen',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Das Pflegegeld ist eine pauschalierte Geldleistung, die nach dem festgestellten Pflegebedarf in sieben Stufen gebührt. Einkommen, Vermögen und Ursache der Pflegebedürftigkeit spielen für die Höhe keine Rolle; es deckt die Pflegekosten aber meist nur teilweise.',
    source: '§§ 1, 4 und 5 BPGG',
  },
  {
    key: 'at-kranken-sv-514',
    text: 'Was ist eine Wartezeit in der privaten Krankenversicherung?',
    answers: [
      'Ein Zeitraum ab Versicherungsbeginn, in dem für bestimmte Leistungen noch kein Anspruch besteht',
      'Die Frist, binnen derer der Versicherer eine Rechnung bezahlen muss',
      'Die Dauer eines Spitalsaufenthalts, ab der Taggeld gezahlt wird',
      'Die Zeit bis zur Prämienanpassung',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Wartezeiten verhindern, dass jemand erst kurz vor einer absehbaren Behandlung abschließt: Für Versicherungsfälle in dieser Zeit leistet der Versicherer nicht. Bei Unfällen entfällt die Wartezeit nach den üblichen Bedingungen; ihre Dauer ist gesetzlich begrenzt.',
    source: '§§ 178a ff. VersVG; Allgemeine Bedingungen für die Krankenversicherung',
  },
  {
    key: 'at-kranken-sv-515',
    text: 'Welche Aussage zur Abfertigung neu nach dem BMSVG ist NICHT zutreffend?',
    answers: [
      'Bei Selbstkündigung des Arbeitnehmers verfallen die angesparten Beiträge',
      'Der Arbeitgeber zahlt laufend Beiträge an eine Betriebliche Vorsorgekasse',
      'Die Anwartschaft kann bei einem Arbeitgeberwechsel mitgenommen werden',
      'Die Betriebliche Vorsorgekasse veranlagt die Beiträge',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Im System der Abfertigung neu geht keine Anwartschaft verloren: Auch bei Selbstkündigung bleibt sie in der Vorsorgekasse erhalten, es besteht nur kein sofortiger Auszahlungsanspruch. Die Beiträge werden veranlagt und können beim nächsten Arbeitgeber weitergeführt werden („Rucksackprinzip“).',
    source: '§§ 14 ff. BMSVG',
  },
  {
    key: 'at-kranken-sv-516',
    text: 'Wie bemisst sich das Wochengeld für eine unselbständig erwerbstätige Frau nach dem ASVG grundsätzlich?',
    answers: [
      'Nach dem durchschnittlichen Nettoarbeitsverdienst der letzten drei Kalendermonate vor dem Beschäftigungsverbot',
      'Mit 50 % der Bemessungsgrundlage wie das Krankengeld',
      'Mit einem für alle gleichen Tagessatz',
      'Mit 80 % des letzten Bruttoentgelts',
    ],
    categories: ['at-kranken-sv'],
    coins: 2,
    explanation:
      'Das Wochengeld nach § 162 ASVG soll das Nettoeinkommen während des Beschäftigungsverbots ersetzen. Es richtet sich daher nach dem durchschnittlichen Nettoarbeitsverdienst der letzten drei Kalendermonate (13 Wochen) vor Beginn des Verbots, erhöht um einen Zuschlag für Sonderzahlungen.',
    source: '§ 162 ASVG',
  },
  {
    key: 'at-kranken-sv-517',
    text: 'Ein Student ist weder pflichtversichert noch bei Angehörigen mitversichert. Wie kann er sich in der gesetzlichen Krankenversicherung versichern?',
    answers: [
      'Durch eine Selbstversicherung in der Krankenversicherung nach § 16 ASVG',
      'Gar nicht; nur eine private Krankenversicherung ist möglich',
      'Durch Anmeldung als geringfügig Beschäftigter',
      'Automatisch über die Hochschule bei der AUVA',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Personen, die nicht pflichtversichert sind, können sich nach § 16 ASVG in der Krankenversicherung selbst versichern, solange sie ihren Wohnsitz im Inland haben; für Studierende gilt ein begünstigter Beitrag. Die AUVA ist Unfall-, nicht Krankenversicherungsträger.',
    source: '§ 16 ASVG',
  },
  {
    key: 'at-kranken-sv-518',
    text: 'Was kennzeichnet eine beitragsorientierte Pensionskassenzusage in Österreich?',
    answers: [
      'Der Arbeitgeber leistet festgelegte Beiträge; die Höhe der Pension hängt vom Veranlagungsergebnis ab',
      'Der Arbeitgeber garantiert eine bestimmte Pensionshöhe, die Beiträge sind offen',
      'Der Arbeitnehmer finanziert die Pension allein',
      'Die Pension wird vom Staat garantiert',
    ],
    categories: ['at-kranken-sv', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Bei einer beitragsorientierten Zusage verpflichtet sich der Arbeitgeber nur zu den vereinbarten Beiträgen an die Pensionskasse. Das Veranlagungsrisiko tragen die Anwartschaftsberechtigten; die spätere Pension ergibt sich aus dem angesparten Kapital und dem Veranlagungserfolg.',
    source: 'Betriebspensionsgesetz (BPG); Pensionskassengesetz (PKG)',
  },
  {
    key: 'at-kranken-sv-519',
    text: 'Welche Aussage zur Zuständigkeit der österreichischen Krankenversicherungsträger ist NICHT zutreffend?',
    answers: [
      'Bundesbeamte sind bei der ÖGK krankenversichert',
      'Gewerbetreibende sind bei der SVS krankenversichert',
      'Bäuerinnen und Bauern sind bei der SVS krankenversichert',
      'Dienstnehmer nach dem ASVG sind grundsätzlich bei der ÖGK krankenversichert',
    ],
    categories: ['at-kranken-sv'],
    coins: 1,
    explanation:
      'Öffentlich Bedienstete wie Beamte sind nach dem B-KUVG bei der BVAEB versichert, nicht bei der ÖGK. Die SVS ist seit 2020 für gewerblich Selbständige und Bauern zuständig, die ÖGK für die ASVG-Dienstnehmer.',
    source: 'B-KUVG; § 23 ASVG; GSVG; BSVG',
  },
];
