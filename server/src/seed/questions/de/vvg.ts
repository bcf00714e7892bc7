import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vvg' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vvg-001',
    text: 'Wie lange beträgt die Widerrufsfrist nach § 8 VVG für die meisten Versicherungsverträge?',
    answers: ['14 Tage', '7 Tage', '30 Tage', 'Einen Monat'],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Nach § 8 Abs. 1 VVG kann der Versicherungsnehmer seine Vertragserklärung innerhalb von 14 Tagen widerrufen. Längere Fristen gelten nur, wo das Gesetz sie ausdrücklich anordnet, etwa 30 Tage bei der Lebensversicherung nach § 152 Abs. 1 VVG.',
    source: '§ 8 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-002',
    text: 'Welche Widerrufsfrist gilt nach § 152 VVG für Lebensversicherungen?',
    answers: ['30 Tage', '14 Tage', '21 Tage', 'Zwei Monate'],
    categories: ['de-vvg', 'de-leben'],
    coins: 1,
    explanation:
      '§ 152 Abs. 1 VVG verlängert die Widerrufsfrist des § 8 VVG für Lebensversicherungen auf 30 Tage. Der längere Zeitraum trägt der langen Bindung und der wirtschaftlichen Tragweite dieser Verträge Rechnung.',
    source: '§ 152 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-003',
    text: 'In welcher Form muss der Versicherungsnehmer den Widerruf nach § 8 VVG erklären?',
    answers: [
      'In Textform, eine Begründung ist nicht erforderlich',
      'Schriftlich mit eigenhändiger Unterschrift und Begründung',
      'Ausschließlich per Einschreiben mit Rückschein',
      'Nur persönlich in einer Geschäftsstelle des Versicherers',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 8 Abs. 1 Satz 2 VVG verlangt für den Widerruf nur Textform, also etwa Brief, E-Mail oder Fax; eine Begründung ist ausdrücklich nicht nötig. Zur Fristwahrung genügt die rechtzeitige Absendung.',
    source: '§ 8 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-004',
    text: 'Wann beginnt die Widerrufsfrist nach § 8 VVG?',
    answers: [
      'Wenn Versicherungsschein, Vertragsbestimmungen, Informationen und Belehrung in Textform zugegangen sind',
      'Mit der Unterschrift des Kunden unter den Antrag',
      'Mit der Zahlung der Erstprämie',
      'Mit dem vereinbarten Beginn des Versicherungsschutzes',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 8 Abs. 2 VVG beginnt die Frist erst, wenn Versicherungsschein, Vertragsbestimmungen einschließlich AVB, die Informationen nach § 7 VVG und eine deutliche Widerrufsbelehrung in Textform zugegangen sind. Fehlt eines davon, läuft die Frist nicht an.',
    source: '§ 8 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-005',
    text: 'Welche Umstände muss der Versicherungsnehmer bei der vorvertraglichen Anzeigepflicht nach § 19 VVG angeben?',
    answers: [
      'Ihm bekannte Gefahrumstände, nach denen der Versicherer in Textform gefragt hat',
      'Alle Umstände, die für den Versicherer irgendwie von Interesse sein könnten',
      'Nur Umstände, nach denen der Vermittler mündlich gefragt hat',
      'Nur Vorerkrankungen aus den letzten zwölf Monaten',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Seit 2008 trägt der Versicherer das Fragerisiko: Anzuzeigen sind nach § 19 Abs. 1 VVG nur bekannte, gefahrerhebliche Umstände, nach denen er in Textform gefragt hat. Eine spontane Anzeigepflicht für nicht erfragte Umstände besteht grundsätzlich nicht.',
    source: '§ 19 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-006',
    text: 'Der Kunde verletzt die vorvertragliche Anzeigepflicht leicht fahrlässig. Welches Recht hat der Versicherer grundsätzlich?',
    answers: [
      'Kündigung mit Monatsfrist oder Vertragsanpassung, wenn er zu anderen Bedingungen abgeschlossen hätte',
      'Rücktritt vom Vertrag mit vollständiger Leistungsfreiheit',
      'Anfechtung wegen arglistiger Täuschung',
      'Gar keines, da nur Vorsatz Folgen hat',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Bei einfacher Fahrlässigkeit ist der Rücktritt nach § 19 Abs. 3 VVG ausgeschlossen; der Versicherer kann nur mit Monatsfrist kündigen. Hätte er den Vertrag bei Kenntnis zu anderen Bedingungen geschlossen, tritt an die Stelle der Kündigung die Vertragsanpassung nach § 19 Abs. 4 VVG.',
    source: '§ 19 Abs. 3 und 4 VVG',
  },
  {
    key: 'de-vvg-007',
    text: 'Wann ist die Erstprämie nach § 33 Abs. 1 VVG fällig?',
    answers: [
      'Unverzüglich nach Ablauf von 14 Tagen nach Zugang des Versicherungsscheins',
      'Sofort bei Unterschrift unter den Antrag',
      'Erst am Ende des ersten Versicherungsjahres',
      'Drei Monate nach Vertragsbeginn',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      '§ 33 Abs. 1 VVG macht die Erstprämie unverzüglich nach Ablauf von 14 Tagen nach Zugang des Versicherungsscheins fällig. Die Frist entspricht der Widerrufsfrist, damit der Kunde nicht zahlen muss, solange er noch widerrufen kann; bei der Lebensversicherung sind es nach § 152 Abs. 3 VVG 30 Tage.',
    source: '§ 33 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-008',
    text: 'Was muss der Versicherer bei einer nicht rechtzeitig gezahlten Folgeprämie tun, bevor er sich auf Leistungsfreiheit berufen kann (§ 38 VVG)?',
    answers: [
      'In Textform eine Zahlungsfrist von mindestens zwei Wochen setzen und über die Rechtsfolgen belehren',
      'Den Vertrag sofort fristlos kündigen',
      'Eine Zahlungsfrist von mindestens drei Monaten setzen',
      'Die BaFin über den Zahlungsverzug informieren',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 38 Abs. 1 VVG verlangt eine qualifizierte Mahnung in Textform: Zahlungsfrist von mindestens zwei Wochen, bezifferte Rückstände und Belehrung über die Rechtsfolgen. Erst für Versicherungsfälle nach fruchtlosem Fristablauf ist der Versicherer nach § 38 Abs. 2 VVG leistungsfrei.',
    source: '§ 38 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-vvg-009',
    text: 'Wie wirkt sich eine grob fahrlässige Obliegenheitsverletzung nach § 28 Abs. 2 VVG aus?',
    answers: [
      'Der Versicherer kann seine Leistung entsprechend der Schwere des Verschuldens kürzen',
      'Der Versicherer ist stets vollständig leistungsfrei',
      'Sie bleibt folgenlos, nur Vorsatz ist schädlich',
      'Der Versicherer darf nur die Prämie für das Folgejahr erhöhen',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 28 Abs. 2 Satz 2 VVG erlaubt bei grober Fahrlässigkeit nur eine Kürzung im Verhältnis zur Schwere des Verschuldens. Die Beweislast dafür, dass keine grobe Fahrlässigkeit vorlag, trägt der Versicherungsnehmer.',
    source: '§ 28 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-010',
    text: 'Was kann der Versicherungsnehmer nach § 28 Abs. 3 VVG bei einer vorsätzlichen, aber nicht arglistigen Obliegenheitsverletzung einwenden?',
    answers: [
      'Dass die Verletzung weder für den Versicherungsfall noch für den Leistungsumfang ursächlich war',
      'Dass er die Versicherungsbedingungen nicht gelesen hat',
      'Dass die Prämie stets pünktlich gezahlt wurde',
      'Dass der Schaden unter 1.000 € liegt',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Nach § 28 Abs. 3 Satz 1 VVG bleibt der Versicherer leistungspflichtig, soweit die Verletzung weder für Eintritt oder Feststellung des Versicherungsfalls noch für Feststellung oder Umfang der Leistung ursächlich war. Dieser Kausalitätsgegenbeweis steht auch bei Vorsatz offen, nach Satz 2 aber nicht bei Arglist.',
    source: '§ 28 Abs. 3 VVG',
  },
  {
    key: 'de-vvg-011',
    text: 'Was ersetzte mit der VVG-Reform 2008 bei grober Fahrlässigkeit das frühere „Alles-oder-nichts-Prinzip“?',
    answers: [
      'Eine quotale Leistungskürzung nach der Schwere des Verschuldens',
      'Eine pauschale Selbstbeteiligung von 50 %',
      'Eine vollständige Leistungspflicht in jedem Fall',
      'Ein verpflichtendes Schiedsverfahren vor der BaFin',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Die VVG-Reform 2008 hat das Alles-oder-nichts-Prinzip abgeschafft: Bei grober Fahrlässigkeit kürzt der Versicherer die Leistung quotal nach der Schwere des Verschuldens. Das gilt bei Obliegenheitsverletzungen (§ 28 Abs. 2 VVG) ebenso wie bei grob fahrlässiger Herbeiführung des Versicherungsfalls (§ 81 Abs. 2 VVG).',
    source: '§ 28 Abs. 2, § 81 Abs. 2 VVG',
  },
  {
    key: 'de-vvg-012',
    text: 'Wie lange darf eine stillschweigende Verlängerung eines Versicherungsvertrags nach § 11 Abs. 1 VVG jeweils höchstens dauern?',
    answers: ['Ein Jahr', 'Drei Jahre', 'Fünf Jahre', 'Sie ist zeitlich unbegrenzt zulässig'],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      '§ 11 Abs. 1 VVG lässt eine stillschweigende Verlängerung nur um jeweils höchstens ein Jahr zu; eine längere automatische Verlängerung ist unwirksam. So kann sich der Kunde spätestens jährlich vom Vertrag lösen.',
    source: '§ 11 Abs. 1 VVG',
  },
  {
    key: 'de-vvg-013',
    text: 'Ein Vertrag ist für fünf Jahre geschlossen. Welches Kündigungsrecht hat der Versicherungsnehmer nach § 11 Abs. 4 VVG?',
    answers: [
      'Zum Schluss des dritten oder jedes folgenden Jahres mit einer Frist von drei Monaten',
      'Erst zum Ende der vereinbarten Laufzeit von fünf Jahren',
      'Jederzeit ohne Einhaltung einer Frist',
      'Nur bei einem Schadenfall innerhalb der Laufzeit',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      '§ 11 Abs. 4 VVG gibt dem Versicherungsnehmer bei Verträgen mit mehr als drei Jahren Laufzeit ein Kündigungsrecht zum Schluss des dritten und jedes folgenden Jahres mit dreimonatiger Frist. Davon darf nach § 18 VVG nicht zu seinem Nachteil abgewichen werden.',
    source: '§ 11 Abs. 4, § 18 VVG',
  },
  {
    key: 'de-vvg-014',
    text: 'In welcher Frist verjähren Ansprüche aus einem Versicherungsvertrag in Deutschland seit der VVG-Reform regelmäßig?',
    answers: [
      'Drei Jahre (regelmäßige Verjährung nach BGB)',
      'Zwei Jahre nach § 12 VVG',
      'Fünf Jahre ab Vertragsschluss',
      'Dreißig Jahre',
    ],
    categories: ['de-vvg'],
    coins: 1,
    explanation:
      'Die zweijährige Sonderverjährung des § 12 VVG a. F. ist 2008 entfallen; es gilt die regelmäßige Frist von drei Jahren nach § 195 BGB, beginnend mit dem Schluss des Jahres von Anspruchsentstehung und Kenntnis (§ 199 BGB). Ist ein Anspruch angemeldet, hemmt § 15 VVG die Verjährung bis zur Entscheidung des Versicherers in Textform.',
    source: '§§ 195, 199 BGB; § 15 VVG',
  },
  {
    key: 'de-vvg-015',
    text: 'Welche Aussage zur vorläufigen Deckung ist NICHT zutreffend?',
    answers: [
      'Sie setzt stets die vorherige Zahlung der Erstprämie voraus',
      'Sie ist ein eigenständiger Versicherungsvertrag',
      'Sie endet spätestens, wenn der Schutz aus dem Hauptvertrag beginnt',
      'Sie kann schnell und ohne vollständige Vorabinformation vereinbart werden',
    ],
    categories: ['de-vvg'],
    coins: 2,
    explanation:
      'Die vorläufige Deckung ist ein eigenständiger Vertrag (§ 49 VVG), der nach § 52 Abs. 1 VVG spätestens mit dem Schutz aus dem Hauptvertrag endet; Unterlagen müssen nur auf Anforderung übermittelt werden. Von der Prämienzahlung darf der Schutz nach § 51 Abs. 1 VVG nur abhängen, wenn darauf gesondert in Textform oder auffällig im Versicherungsschein hingewiesen wurde – er setzt sie also nicht stets voraus.',
    source: '§§ 49–52 VVG',
  },
  {
    key: 'de-vvg-016',
    text: 'Was gilt nach § 81 Abs. 1 VVG, wenn der Versicherungsnehmer den Versicherungsfall vorsätzlich herbeiführt?',
    answers: [
      'Der Versicherer ist leistungsfrei',
      'Die Leistung wird um 50 % gekürzt',
      'Der Versicherer muss voll leisten und darf dann kündigen',
      'Es werden nur die Rettungskosten ersetzt',
    ],
    categories: ['de-vvg', 'de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 81 Abs. 1 VVG befreit den Schadensversicherer vollständig, wenn der Versicherungsnehmer den Versicherungsfall vorsätzlich herbeiführt. Bei grober Fahrlässigkeit darf er dagegen nach § 81 Abs. 2 VVG nur quotal kürzen.',
    source: '§ 81 Abs. 1 VVG',
  },
];
