import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vvg' (Deutschland), Teil 4. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vvg-241',
    text: 'Rückwärtsversicherung: Was gilt nach § 2 Abs. 2 VVG, wenn der VN bei Abgabe seiner Vertragserklärung weiß, dass der Versicherungsfall schon eingetreten ist?',
    answers: [
      'Der Versicherer ist leistungsfrei',
      'Der Versicherer muss voll leisten, weil Rückwärtsdeckung vereinbart ist',
      'Der Versicherer kürzt nach der Schwere des Verschuldens',
      'Der Vertrag ist nichtig, der Versicherungsnehmer erhält alle Prämien zurück',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Eine Rückwärtsversicherung deckt nach § 2 Abs. 1 VVG auch vor Vertragsschluss eingetretene Versicherungsfälle. Kennt der Versicherungsnehmer bei Abgabe seiner Erklärung den schon eingetretenen Versicherungsfall, ist der Versicherer nach § 2 Abs. 2 Satz 2 VVG leistungsfrei; umgekehrt verliert der Versicherer den Prämienanspruch, wenn er weiß, dass ein Versicherungsfall ausgeschlossen ist.',
    source: '§ 2 VVG',
  },
  {
    key: 'de-vvg-242',
    text: 'Was bedeutet es, dass viele Vorschriften des VVG „halbzwingend“ sind?',
    answers: [
      'Von ihnen darf vertraglich nicht zum Nachteil des Versicherungsnehmers abgewichen werden',
      'Sie gelten nur für die erste Hälfte der Vertragslaufzeit',
      'Sie dürfen nur zugunsten des Versicherers geändert werden',
      'Sie gelten nur für Verbraucher, nie für Unternehmer',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Halbzwingende Vorschriften (etwa nach §§ 18, 32, 42, 67 und 87 VVG) verbieten Abweichungen zum Nachteil des Versicherungsnehmers, lassen für ihn günstigere Vereinbarungen aber zu. Für Großrisiken und laufende Versicherungen sind diese Beschränkungen der Vertragsfreiheit nach § 210 Abs. 1 VVG aufgehoben.',
    source: '§§ 18, 32, 42 VVG; § 210 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-243',
    text: 'Über das Vermögen eines Schadenversicherers wird das Insolvenzverfahren eröffnet. Wann endet das Versicherungsverhältnis nach § 16 Abs. 1 VVG?',
    answers: [
      'Mit Ablauf eines Monats seit der Eröffnung',
      'Sofort mit der Eröffnung',
      'Mit Ablauf des laufenden Versicherungsjahres',
      'Erst nach drei Monaten auf Antrag der BaFin',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Nach § 16 Abs. 1 VVG endet das Versicherungsverhältnis mit Ablauf eines Monats seit Eröffnung des Insolvenzverfahrens; bis dahin bleibt es der Masse gegenüber wirksam. Der Monat gibt dem Versicherungsnehmer Zeit, anderweitig Deckung zu beschaffen; Sonderregeln des VAG, etwa für Lebens- und Krankenversicherer, bleiben nach § 16 Abs. 2 VVG unberührt.',
    source: '§ 16 VVG',
  },
  {
    key: 'de-vvg-244',
    text: 'Nach einem Versicherungsfall in der Sachversicherung: Bis wann kann jede Vertragspartei nach § 92 VVG kündigen?',
    answers: [
      'Bis einen Monat nach Abschluss der Verhandlungen über die Entschädigung',
      'Nur innerhalb von zwei Wochen nach dem Schadentag',
      'Jederzeit während der restlichen Vertragslaufzeit',
      'Nur der Versicherer, und zwar binnen drei Monaten',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 92 Abs. 1 VVG gibt beiden Parteien nach dem Versicherungsfall ein Kündigungsrecht, das nach Abs. 2 nur bis einen Monat nach Abschluss der Verhandlungen über die Entschädigung besteht. Der Versicherer muss eine Frist von einem Monat einhalten; der Versicherungsnehmer kann höchstens zum Schluss der laufenden Versicherungsperiode kündigen.',
    source: '§ 92 VVG',
  },
  {
    key: 'de-vvg-245',
    text: 'Was muss der Versicherungsnehmer nach § 82 VVG bei Eintritt des Versicherungsfalls tun?',
    answers: [
      'Nach Möglichkeit den Schaden abwenden oder mindern und zumutbare Weisungen des Versicherers befolgen',
      'Den Schaden unverändert lassen, auch wenn er sich dadurch vergrößert',
      'Sofort auf eigene Kosten einen öffentlich bestellten Gutachter beauftragen',
      'Die beschädigten Sachen umgehend entsorgen',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 82 Abs. 1 und 2 VVG verpflichten den Versicherungsnehmer, bei Eintritt des Versicherungsfalls nach Möglichkeit für Abwendung und Minderung des Schadens zu sorgen, zumutbare Weisungen zu befolgen und – wenn die Umstände es gestatten – Weisungen einzuholen. Die Folgen einer Verletzung regelt § 82 Abs. 3 VVG nach dem Muster des § 28 VVG.',
    source: '§ 82 VVG',
  },
  {
    key: 'de-vvg-246',
    text: 'Wann ist der Lebensversicherer bei Selbsttötung der versicherten Person nach § 161 VVG ohne abweichende Vereinbarung leistungsfrei?',
    answers: [
      'Bei Selbsttötung binnen drei Jahren nach Vertragsschluss, außer in krankhafter Störung der Geistestätigkeit',
      'Bei Selbsttötung zu jedem Zeitpunkt der Laufzeit',
      'Nur bei Selbsttötung im ersten Vertragsjahr',
      'Nie, Selbsttötung ist immer mitversichert',
    ],
    categories: ['de-vvg', 'de-leben'],
    coins: 1,
    explanation:
      'Nach § 161 Abs. 1 VVG ist der Versicherer leistungsfrei, wenn sich die versicherte Person vor Ablauf von drei Jahren nach Vertragsschluss vorsätzlich selbst tötet – es sei denn, die Tat geschah in einem die freie Willensbestimmung ausschließenden Zustand krankhafter Störung der Geistestätigkeit. Die Frist kann durch Einzelvereinbarung verlängert werden; ist er leistungsfrei, zahlt er nach § 161 Abs. 3 VVG den Rückkaufswert.',
    source: '§ 161 VVG',
  },
  {
    key: 'de-vvg-247',
    text: 'Wann erwirbt ein widerruflich Bezugsberechtigter in der Lebensversicherung das Recht auf die Leistung?',
    answers: [
      'Erst mit dem Eintritt des Versicherungsfalls',
      'Schon mit seiner Benennung im Antrag',
      'Mit der Zahlung der ersten Prämie',
      'Mit Zugang einer Kopie des Versicherungsscheins bei ihm',
    ],
    categories: ['de-vvg', 'de-leben'],
    coins: 1,
    explanation:
      'Nach § 159 Abs. 2 VVG erwirbt der widerruflich Bezugsberechtigte das Recht erst mit dem Versicherungsfall; bis dahin kann der Versicherungsnehmer die Bezugsberechtigung ohne seine Zustimmung ändern. Nur ein unwiderruflich Bezugsberechtigter erwirbt das Recht nach § 159 Abs. 3 VVG bereits mit der Bezeichnung.',
    source: '§ 159 Abs. 2 und 3 VVG',
  },
  {
    key: 'de-vvg-248',
    text: 'Wie berücksichtigt § 169 Abs. 3 VVG die Abschluss- und Vertriebskosten beim Mindestrückkaufswert einer gekündigten Lebensversicherung?',
    answers: [
      'Sie werden für das Mindestdeckungskapital gleichmäßig auf die ersten fünf Vertragsjahre verteilt',
      'Sie werden vollständig mit den Prämien des ersten Jahres verrechnet',
      'Sie werden auf die gesamte Laufzeit, mindestens 30 Jahre, verteilt',
      'Gar nicht, einen Mindestrückkaufswert gibt es nicht',
    ],
    categories: ['de-vvg', 'de-leben'],
    coins: 2,
    explanation:
      '§ 169 Abs. 3 Satz 1 VVG garantiert bei Kündigung mindestens das Deckungskapital, das sich bei gleichmäßiger Verteilung der angesetzten Abschluss- und Vertriebskosten auf die ersten fünf Vertragsjahre ergibt. So erhalten auch Frühstornierer einen Rückkaufswert; einen Stornoabzug darf der Versicherer nach § 169 Abs. 5 VVG nur vornehmen, wenn er vereinbart, beziffert und angemessen ist.',
    source: '§ 169 Abs. 3 und 5 VVG',
  },
  {
    key: 'de-vvg-249',
    text: 'Wie oft darf ein BU-Versicherer sein Leistungsanerkenntnis nach § 173 Abs. 2 VVG zeitlich begrenzen?',
    answers: [
      'Nur einmal; bis zum Ablauf der Frist ist das Anerkenntnis bindend',
      'Beliebig oft, jeweils um ein Jahr',
      'Gar nicht, jedes Anerkenntnis gilt unbefristet',
      'Zweimal, danach nur mit Zustimmung der BaFin',
    ],
    categories: ['de-vvg', 'de-leben'],
    coins: 2,
    explanation:
      'Nach § 173 Abs. 1 VVG muss der BU-Versicherer bei Fälligkeit in Textform erklären, ob er seine Leistungspflicht anerkennt. Eine zeitliche Begrenzung des Anerkenntnisses ist nach § 173 Abs. 2 VVG nur einmal zulässig und bis zum Fristablauf bindend; später kann er sich nur über das Nachprüfungsverfahren nach § 174 VVG von der Leistung lösen.',
    source: '§§ 173, 174 VVG',
  },
  {
    key: 'de-vvg-250',
    text: 'Kann ein privater Krankenversicherer eine Krankheitskostenversicherung, die die Versicherungspflicht nach § 193 Abs. 3 VVG erfüllt, ordentlich kündigen?',
    answers: [
      'Nein, eine Kündigung durch den Versicherer ist nach § 206 Abs. 1 VVG ausgeschlossen',
      'Ja, mit einer Frist von drei Monaten zum Ende des Versicherungsjahres',
      'Ja, aber nur in den ersten drei Vertragsjahren',
      'Ja, sobald die versicherte Person das 65. Lebensjahr vollendet',
    ],
    categories: ['de-vvg', 'de-kranken'],
    coins: 2,
    explanation:
      '§ 206 Abs. 1 Satz 1 VVG schließt jede Kündigung einer Krankheitskostenversicherung durch den Versicherer aus, die die Pflicht zur Versicherung nach § 193 Abs. 3 VVG erfüllt. Niemand soll so seinen Krankenversicherungsschutz verlieren; bei Beitragsrückständen wird der Vertrag stattdessen nach § 193 Abs. 6 und 7 VVG ruhend gestellt und im Notlagentarif fortgeführt.',
    source: '§ 206 Abs. 1 VVG, § 193 Abs. 6 und 7 VVG',
  },
  {
    key: 'de-vvg-251',
    text: 'Was verlangt § 193 Abs. 3 VVG von Personen mit Wohnsitz in Deutschland, die weder gesetzlich versichert sind noch einen anderen gleichwertigen Anspruch haben?',
    answers: [
      'Eine private Krankheitskostenversicherung mindestens für ambulante und stationäre Behandlung',
      'Nichts, eine Krankenversicherung ist für sie freiwillig',
      'Nur eine Krankentagegeldversicherung',
      'Monatliche Rücklagen für Arztkosten auf einem Sperrkonto',
    ],
    categories: ['de-vvg', 'de-kranken'],
    coins: 1,
    explanation:
      'Seit 2009 besteht nach § 193 Abs. 3 VVG eine allgemeine Pflicht zur Krankenversicherung: Wer nicht anderweitig abgesichert ist, muss eine Krankheitskostenversicherung abschließen und aufrechterhalten, die mindestens ambulante und stationäre Heilbehandlung umfasst. Die Selbstbehalte dürfen dabei je Person 5.000 € im Kalenderjahr nicht übersteigen.',
    source: '§ 193 Abs. 3 VVG',
  },
  {
    key: 'de-vvg-252',
    text: 'Welches Recht garantiert § 127 Abs. 1 VVG dem Versicherungsnehmer in der Rechtsschutzversicherung?',
    answers: [
      'Die freie Wahl des Rechtsanwalts, der ihn in Gerichts- und Verwaltungsverfahren vertritt',
      'Die kostenlose Vertretung durch einen beim Versicherer angestellten Anwalt',
      'Den Ersatz aller Prozesskosten ohne Prüfung der Erfolgsaussichten',
      'Den Vorrang seines Verfahrens vor anderen Verfahren bei Gericht',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Nach § 127 Abs. 1 VVG darf der Versicherungsnehmer den Rechtsanwalt, der ihn in Gerichts- und Verwaltungsverfahren vertritt, frei wählen; das gilt auch für die sonstige Wahrnehmung rechtlicher Interessen, soweit er dafür Rechtsschutz hat. Davon darf nach § 129 VVG nicht zu seinem Nachteil abgewichen werden.',
    source: '§§ 127, 129 VVG',
  },
  {
    key: 'de-vvg-253',
    text: 'Wann liegt nach § 178 Abs. 2 VVG in der Unfallversicherung ein Unfall vor?',
    answers: [
      'Bei unfreiwilliger Gesundheitsschädigung durch ein plötzlich von außen auf den Körper wirkendes Ereignis',
      'Bei jeder Gesundheitsschädigung, auch durch eine Krankheit',
      'Nur bei Ereignissen im Straßenverkehr oder am Arbeitsplatz',
      'Bei jeder plötzlichen Gesundheitsschädigung, auch wenn die Person sie wollte',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 178 Abs. 2 Satz 1 VVG definiert den Unfall über vier Merkmale: plötzlich, von außen, auf den Körper wirkend, unfreiwillige Gesundheitsschädigung. Die Unfreiwilligkeit wird nach § 178 Abs. 2 Satz 2 VVG bis zum Beweis des Gegenteils vermutet.',
    source: '§ 178 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-254',
    text: 'Welches Gericht ist nach § 215 Abs. 1 VVG für Klagen des Versicherers gegen einen VN, der eine natürliche Person ist, ausschließlich zuständig?',
    answers: [
      'Das Gericht am Wohnsitz des VN, ohne Wohnsitz am Ort seines gewöhnlichen Aufenthalts',
      'Das Gericht am Sitz des Versicherers',
      'Das Gericht am Sitz der BaFin',
      'Das Gericht am Ort der Niederlassung des Vermittlers',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 215 Abs. 1 Satz 1 VVG eröffnet für Klagen aus dem Versicherungsvertrag oder der Vermittlung auch den Gerichtsstand am Wohnsitz des Versicherungsnehmers, hilfsweise am gewöhnlichen Aufenthalt. Für Klagen gegen den Versicherungsnehmer ist dieses Gericht nach Satz 2 ausschließlich zuständig; er muss also nicht am Sitz des Versicherers verklagt werden.',
    source: '§ 215 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-255',
    text: 'Welche Aussage zu vertraglichen Obliegenheiten nach § 28 VVG trifft NICHT zu?',
    answers: [
      'Bei leicht fahrlässiger Verletzung darf der Versicherer die Leistung um die Hälfte kürzen',
      'Bei vorsätzlicher Verletzung ist er leistungsfrei, wenn der Vertrag dies bestimmt',
      'Bei Arglist entfällt der Kausalitätsgegenbeweis des Versicherungsnehmers',
      'Die Beweislast für das Fehlen grober Fahrlässigkeit trägt der Versicherungsnehmer',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Einfache Fahrlässigkeit bleibt nach § 28 Abs. 2 VVG ohne Folgen für die Leistung; kürzen darf der Versicherer nur bei grober Fahrlässigkeit, leistungsfrei ist er bei Vorsatz, soweit der Vertrag es vorsieht. Die übrigen Aussagen stimmen: Bei Arglist entfällt nach § 28 Abs. 3 Satz 2 VVG der Kausalitätsgegenbeweis.',
    source: '§ 28 Abs. 2 und 3 VVG',
  },
  {
    key: 'de-vvg-256',
    text: 'Welche Aussage zur Lebensversicherung nach dem VVG trifft NICHT zu?',
    answers: [
      'Die Umwandlung in eine prämienfreie Versicherung kann der VN nur mit Zustimmung des Versicherers verlangen',
      'Bei laufender Prämie kann der VN grundsätzlich jederzeit zum Schluss der Versicherungsperiode kündigen',
      'Bei Vertragsende werden Bewertungsreserven grundsätzlich zur Hälfte zugeteilt',
      'Bei Überschussbeteiligung ist der VN jährlich in Textform über seine Ansprüche zu unterrichten',
    ],
    categories: ['de-vvg', 'de-leben'],
    coins: 2,
    explanation:
      'Nach § 165 Abs. 1 VVG kann der Versicherungsnehmer die prämienfreie Umwandlung jederzeit für den Schluss der laufenden Versicherungsperiode einseitig verlangen, sofern die vereinbarte Mindestleistung erreicht wird – eine Zustimmung des Versicherers braucht er nicht. Die übrigen Aussagen folgen aus § 168 Abs. 1, § 153 Abs. 3 und § 155 VVG.',
    source: '§§ 153, 155, 165, 168 VVG',
  },
  {
    key: 'de-vvg-257',
    text: 'Welche Aussage zur Kündigung einer privaten Krankheitskostenvollversicherung durch den Versicherungsnehmer trifft NICHT zu?',
    answers: [
      'Sie wird auch ohne Nachweis einer lückenlosen Anschlussversicherung wirksam',
      'Bei Eintritt von Versicherungspflicht in der GKV kann er rückwirkend kündigen',
      'Nach einer Beitragserhöhung kann er binnen zwei Monaten nach Zugang der Mitteilung kündigen',
      'Ordentlich kann er nach einer etwaigen Mindestdauer zum Ende eines Versicherungsjahres mit Dreimonatsfrist kündigen',
    ],
    categories: ['de-vvg', 'de-kranken'],
    coins: 2,
    explanation:
      'Eine Versicherung, die die Pflicht aus § 193 Abs. 3 VVG erfüllt, kann der Versicherungsnehmer nach § 205 Abs. 6 VVG nur wirksam kündigen, wenn er nachweist, dass die versicherte Person ohne Unterbrechung anderweitig versichert ist. Die übrigen Aussagen entsprechen § 205 Abs. 1, 2 und 4 VVG.',
    source: '§ 205 Abs. 1, 2, 4 und 6 VVG',
  },
  {
    key: 'de-vvg-258',
    text: 'Welche Aussage zur Vertretungsmacht des Versicherungsvertreters nach §§ 69 bis 72 VVG trifft NICHT zu?',
    answers: [
      'Der Versicherer kann sie durch AVB wirksam gegenüber dem Versicherungsnehmer beschränken',
      'Er gilt als bevollmächtigt, Zahlungen des Kunden im Zusammenhang mit der Vermittlung anzunehmen',
      'Er gilt als bevollmächtigt, vom Versicherer ausgefertigte Versicherungsscheine zu übermitteln',
      'Mit Abschlussvollmacht darf er auch Verträge ändern oder verlängern',
    ],
    categories: ['de-vvg', 'de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 72 VVG erklärt eine Beschränkung der Vertretungsmacht aus §§ 69 und 71 VVG durch AVB gegenüber Versicherungsnehmern und Dritten für unwirksam. Die übrigen Aussagen folgen aus § 69 Abs. 1 Nr. 3, § 69 Abs. 2 und § 71 VVG.',
    source: '§§ 69, 71, 72 VVG',
  },
];
