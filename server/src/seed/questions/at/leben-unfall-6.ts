import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-leben-unfall' (Österreich), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-leben-unfall-601',
    text: 'Eine 40-jährige Kundin schließt eine Er- und Ablebensversicherung gegen Einmalprämie mit einer Laufzeit von acht Jahren. Welcher Versicherungssteuersatz gilt?',
    answers: ['11 %', '4 %', '1 %', 'Keiner, Einmalprämien sind versicherungssteuerfrei'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Der begünstigte Satz von 4 % gilt für Lebensversicherungen mit laufender, im Wesentlichen gleichbleibender Prämie oder mit ausreichend langer Bindung. Bei Einmalprämien ist eine Laufzeit von mindestens 15 Jahren nötig (10 Jahre, wenn VN und versicherte Person bei Abschluss das 50. Lebensjahr vollendet haben); sonst fallen 11 % an.',
    source: '§ 6 Abs. 1 Z 1 lit. a und b VersStG 1953',
  },
  {
    key: 'at-leben-unfall-602',
    text: 'Ein 45-jähriger VN zahlt für eine fondsgebundene Lebensversicherung eine Einmalprämie, versteuert mit 4 %. Nach sechs Jahren kauft er zurück. Was gilt versicherungssteuerlich?',
    answers: [
      'Die Prämie wird nachträglich mit weiteren 7 % Versicherungssteuer belastet',
      'Nichts, die bei Abschluss bezahlte Steuer ist endgültig',
      'Die bezahlte Versicherungssteuer wird ihm anteilig erstattet',
      'Der Rückkaufswert unterliegt 27,5 % Versicherungssteuer',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Einmalprämien werden nur dann mit 4 % besteuert, wenn das Kapital lange genug gebunden bleibt. Erfolgt bei einem unter 50-Jährigen der Rückkauf vor Ablauf von 15 Jahren ab Vertragsabschluss, wird das gezahlte Versicherungsentgelt nachträglich mit weiteren 7 % besteuert, sodass insgesamt 11 % anfallen.',
    source: '§ 6 Abs. 1a VersStG 1953',
  },
  {
    key: 'at-leben-unfall-603',
    text: 'Kann ein Kunde die Prämien einer 2026 neu abgeschlossenen privaten Er- und Ablebensversicherung als Sonderausgaben geltend machen?',
    answers: [
      'Nein, für nach 2015 abgeschlossene Verträge ist der Sonderausgabenabzug entfallen',
      'Ja, bis zu einem Viertel der Prämie ohne Höchstbetrag',
      'Ja, aber nur bei einer Laufzeit von mindestens 15 Jahren',
      'Nur wenn der Arbeitgeber die Prämie über die Lohnverrechnung zahlt',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Mit der Steuerreform 2015/2016 wurden die sogenannten Topf-Sonderausgaben abgeschafft: Prämien für ab 2016 abgeschlossene Personenversicherungen sind nicht mehr absetzbar, Altverträge nur noch bis zur Veranlagung 2020. Steuerliche Förderung gibt es heute etwa über die Zukunftsvorsorge oder die Zukunftssicherung durch den Arbeitgeber.',
    source: '§ 18 Abs. 1 Z 2 EStG 1988 (Auslaufen der Topf-Sonderausgaben)',
  },
  {
    key: 'at-leben-unfall-604',
    text: 'Wer kann nach § 108g EStG die staatliche Prämie für eine prämienbegünstigte Zukunftsvorsorge beanspruchen?',
    answers: [
      'Unbeschränkt Steuerpflichtige, die noch keine gesetzliche Alterspension beziehen',
      'Nur Arbeitnehmer, deren Einkommen unter der Höchstbeitragsgrundlage liegt',
      'Jede in Österreich wohnhafte Person, auch Alterspensionisten',
      'Nur Selbständige ohne Pensionskassenzusage',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Zukunftsvorsorge soll den Aufbau einer zusätzlichen Altersvorsorge fördern. Die Prämie steht daher unbeschränkt Steuerpflichtigen zu, solange sie keine gesetzliche Alterspension beziehen; wer bereits in Alterspension ist, kann die Förderung nicht mehr erhalten.',
    source: '§ 108g Abs. 1 EStG 1988',
  },
  {
    key: 'at-leben-unfall-605',
    text: 'Ein Kunde lässt sich seine prämienbegünstigte Zukunftsvorsorge nach Ablauf der Mindestbindung als Kapital auszahlen, statt eine Rente zu wählen. Welche Folge hat das?',
    answers: [
      'Die Hälfte der gutgeschriebenen staatlichen Prämien ist zurückzuzahlen, die Erträge werden nachversteuert',
      'Keine, nach zehn Jahren ist die Auszahlung stets steuer- und prämienfrei',
      'Die gesamten Prämien samt Zinsen sind zurückzuzahlen, die Erträge bleiben steuerfrei',
      'Die Auszahlung ist unzulässig, es muss eine lebenslange Rente gewählt werden',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die volle Begünstigung bleibt nur erhalten, wenn das Kapital in eine lebenslange Rente fließt oder an eine andere Vorsorgeeinrichtung übertragen wird; diese Rente ist einkommensteuerfrei. Bei einer Kapitalauszahlung nach der Bindungsfrist ist die Hälfte der gutgeschriebenen staatlichen Prämien zurückzuzahlen, und die Kapitalerträge werden mit Kapitalertragsteuer erfasst.',
    source: '§ 108i Abs. 1 EStG 1988',
  },
  {
    key: 'at-leben-unfall-606',
    text: 'Welche Form der Ablebensversicherung passt typischerweise zur Absicherung eines laufend getilgten Annuitätenkredits?',
    answers: [
      'Eine Ablebensversicherung mit fallender Versicherungssumme',
      'Eine Erlebensversicherung mit Einmalprämie',
      'Eine Rentenversicherung mit Rentengarantiezeit',
      'Eine Ablebensversicherung mit jährlich steigender Versicherungssumme',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Bei einem Annuitätenkredit sinkt die Restschuld mit jeder Rate. Eine Ablebensversicherung mit fallender Summe bildet diesen Verlauf nach und ist daher günstiger als eine konstante Summe; sie wird oft zugunsten der Bank vinkuliert.',
    source: 'Tarifarten der Ablebensversicherung (Restschuld- bzw. Kreditabsicherung, §§ 159 ff. VersVG)',
  },
  {
    key: 'at-leben-unfall-607',
    text: 'Worauf wird der garantierte Rechnungszins einer klassischen Er- und Ablebensversicherung angewendet?',
    answers: [
      'Auf den Sparanteil der Prämie nach Abzug von Kosten und Risikoanteil',
      'Auf die gesamte Bruttoprämie einschließlich Versicherungssteuer',
      'Auf die volle Versicherungssumme ab Vertragsbeginn',
      'Nur auf die jährlich zugeteilte Gewinnbeteiligung',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Aus der Prämie werden zunächst Abschluss- und Verwaltungskosten sowie der Risikoanteil für den Todesfallschutz gedeckt. Nur der verbleibende Sparanteil bildet die Deckungsrückstellung und wird mit dem Rechnungszins verzinst; die Rendite auf die gesamte Prämie liegt daher unter dem Garantiezins.',
    source: 'VAG 2016; Höchstzinssatzverordnung der FMA (Rechnungszins der Deckungsrückstellung)',
  },
  {
    key: 'at-leben-unfall-608',
    text: 'Über welches Instrument kann ein Arbeitgeber eine Betriebspension statt über eine Pensionskasse bei einem Lebensversicherer finanzieren?',
    answers: [
      'Über eine betriebliche Kollektivversicherung',
      'Über eine Betriebliche Vorsorgekasse nach dem BMSVG',
      'Über die prämienbegünstigte Zukunftsvorsorge des Arbeitnehmers',
      'Über eine Selbstversicherung in der Pensionsversicherung',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 1,
    explanation:
      'Die betriebliche Kollektivversicherung ist eine Gruppenrentenversicherung, die ein Lebensversicherer nach Regeln ähnlich dem Pensionskassenrecht führt. Sie steht nach dem Betriebspensionsgesetz als Alternative zur Pensionskasse zur Verfügung; die Betriebliche Vorsorgekasse dient dagegen der Abfertigung neu.',
    source: '§ 93 VAG 2016; §§ 6a ff. BPG',
  },
  {
    key: 'at-leben-unfall-609',
    text: 'Ein Arbeitgeber deckt die direkte Pensionszusage an seinen Geschäftsführer durch eine Rückdeckungsversicherung. Wer ist dabei Versicherungsnehmer und bezugsberechtigt?',
    answers: [
      'Der Arbeitgeber',
      'Der Geschäftsführer',
      'Die Pensionskasse',
      'Der Geschäftsführer als VN, der Arbeitgeber als Bezugsberechtigter',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Rückdeckungsversicherung ist eine Lebensversicherung des Unternehmens auf das Leben des Begünstigten der Zusage. Der Arbeitgeber zahlt die Prämien und erhält die Leistungen, um seine eigene Pensionsverpflichtung zu finanzieren; der Geschäftsführer ist nur versicherte Person, sein Anspruch richtet sich gegen den Arbeitgeber.',
    source: 'Betriebspensionsgesetz (direkte Leistungszusage); § 14 EStG 1988 (Pensionsrückstellung)',
  },
  {
    key: 'at-leben-unfall-610',
    text: 'Dem Versicherten reißt beim Tennis infolge einer plötzlichen Abweichung vom geplanten Bewegungsablauf eine Sehne am Bein, ohne äußere Einwirkung. Gilt das nach den AUVB als Unfall?',
    answers: [
      'Ja, die AUVB zählen solche Zerreißungen von Sehnen an Gliedmaßen ausdrücklich zu den Unfällen',
      'Nein, es fehlt immer an einem von außen wirkenden Ereignis',
      'Nur wenn der Versicherte dabei gestürzt ist',
      'Nur bei Ausübung des Sports in einem Verein',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Der Grundbegriff verlangt ein plötzlich von außen wirkendes Ereignis. Die AUVB erweitern ihn aber: Verrenkungen sowie Zerrungen und Zerreißungen von Muskeln, Sehnen, Bändern und Kapseln an Gliedmaßen und Wirbelsäule infolge plötzlicher Abweichung vom geplanten Bewegungsablauf gelten ebenfalls als Unfall.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Art. 6 Begriff des Unfalles',
  },
  {
    key: 'at-leben-unfall-611',
    text: 'Wie wird nach den AUVB der Invaliditätsgrad bei Körperteilen bemessen, die nicht in der Gliedertaxe genannt sind?',
    answers: [
      'Nach der dauernden Beeinträchtigung der normalen körperlichen oder geistigen Funktionsfähigkeit (medizinisch)',
      'Nach dem Verlust an Einkommen im ausgeübten Beruf',
      'Nach der Einschätzung der AUVA für die Versehrtenrente',
      'Pauschal mit 50 % der Versicherungssumme',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die private Unfallversicherung bemisst die Invalidität abstrakt und medizinisch, nicht nach der beruflichen Tätigkeit oder dem Einkommensverlust. Wo die Gliedertaxe nicht greift, wird gefragt, inwieweit die normale körperliche oder geistige Funktionsfähigkeit insgesamt dauernd beeinträchtigt ist.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Art. 7 Dauernde Invalidität',
  },
  {
    key: 'at-leben-unfall-612',
    text: 'Welche Aussage zu typischen Risikoausschlüssen der AUVB ist NICHT zutreffend?',
    answers: [
      'Unfälle bei jeder sportlichen Betätigung in der Freizeit sind ausgeschlossen',
      'Unfälle bei Teilnahme an motorsportlichen Wettbewerben und deren Trainings sind ausgeschlossen',
      'Unfälle infolge einer Bewusstseinsstörung durch Alkohol oder Suchtgift sind ausgeschlossen',
      'Unfälle durch Kriegsereignisse sind grundsätzlich ausgeschlossen',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Freizeitsport ist gerade ein Kernbereich der privaten Unfallversicherung; ausgeschlossen sind nur besondere Gefahren. Dazu zählen nach den AUVB etwa motorsportliche Wettbewerbe samt Training, alkohol- oder suchtgiftbedingte Bewusstseinsstörungen und Kriegsereignisse.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Art. 17 Ausschlüsse',
  },
  {
    key: 'at-leben-unfall-613',
    text: 'Ein Versicherter verliert bei einem Unfall Daumen und Zeigefinger der rechten Hand. Gliedertaxe laut Vertrag: Daumen 20 %, Zeigefinger 10 %; Summe 80.000 €, ohne Progression. Welche Leistung?',
    answers: ['24.000 €', '16.000 €', '8.000 €', '40.000 €'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Sind durch denselben Unfall mehrere Körperteile betroffen, werden die Invaliditätsgrade der Gliedertaxe zusammengezählt, höchstens bis 100 %. Hier ergeben 20 % und 10 % zusammen 30 %; 30 % von 80.000 € sind 24.000 €.',
    source:
      'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Art. 7 Dauernde Invalidität – Gliedertaxe',
  },
  {
    key: 'at-leben-unfall-614',
    text: 'Der Unfallversicherer verweigert die Leistung mit der Behauptung, der Versicherte habe sich die Verletzung absichtlich zugefügt. Wer muss die vorsätzliche Herbeiführung beweisen?',
    answers: [
      'Der Versicherer',
      'Der Versicherte, indem er die Unfreiwilligkeit lückenlos nachweist',
      'Ein Sachverständiger der AUVA',
      'Niemand; im Zweifel ist der Versicherer leistungsfrei',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Der Versicherte muss nur die Umstände eines Unfalls darlegen. Beruft sich der Versicherer auf die vorsätzliche Herbeiführung, trägt er dafür nach § 181 VersVG und der ständigen Rechtsprechung des OGH die Beweislast; gelingt der Beweis nicht, ist von einem Versicherungsfall auszugehen.',
    source: '§ 181 Abs. 1 VersVG; OGH 7 Ob 217/08z',
  },
  {
    key: 'at-leben-unfall-615',
    text: 'Welches Risiko sichert eine lebenslange private Rentenversicherung vorrangig ab?',
    answers: [
      'Das Langlebigkeitsrisiko, also die Gefahr, länger zu leben als das eigene Vermögen reicht',
      'Das Todesfallrisiko der Hinterbliebenen',
      'Das Risiko einer Berufsunfähigkeit',
      'Das Risiko steigender Krankheitskosten',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Rente wird gezahlt, solange die versicherte Person lebt, unabhängig davon, wie alt sie wird. Der Versicherer gleicht das Risiko über das Kollektiv aus; ein Entnahmeplan aus eigenem Vermögen kann dagegen vor dem Tod aufgebraucht sein.',
    source: 'Tarifbedingungen der Rentenversicherung (Leibrente, §§ 159 ff. VersVG)',
  },
  {
    key: 'at-leben-unfall-616',
    text: 'Was leistet eine Berufsunfähigkeits-Zusatzversicherung zu einer Lebensversicherung typischerweise mindestens?',
    answers: [
      'Die Befreiung von der Prämienzahlung für die Hauptversicherung während der Berufsunfähigkeit',
      'Die sofortige Auszahlung der vollen Ablebenssumme',
      'Den Ersatz des Verdienstentgangs in voller Höhe',
      'Eine Kapitalzahlung bei jeder Krankheit von mehr als drei Tagen',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Zusatzversicherung soll verhindern, dass der Vorsorgevertrag wegen Berufsunfähigkeit nicht mehr bedient werden kann. Kern ist die Prämienbefreiung; häufig wird zusätzlich eine Berufsunfähigkeitsrente vereinbart.',
    source:
      'Bedingungen der Berufsunfähigkeits-Zusatzversicherung (Marktpraxis der österreichischen Lebensversicherer)',
  },
];
