import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-versvg, zweiter Teil (Schlüssel ab 531). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-versvg-531',
    text: 'Wann muss der VN den Eintritt des Versicherungsfalls nach § 33 VersVG dem Versicherer anzeigen?',
    answers: [
      'Unverzüglich, nachdem er davon Kenntnis erlangt hat',
      'Erst bei der nächsten Prämienzahlung',
      'Binnen drei Jahren, mit Ablauf der Verjährung',
      'Nur auf Nachfrage des Versicherers',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 33 Abs. 1 VersVG hat der VN den Eintritt des Versicherungsfalls unverzüglich anzuzeigen, sobald er davon Kenntnis erlangt. Der Versicherer soll den Schaden rasch feststellen und Maßnahmen zur Minderung veranlassen können.',
    source: '§ 33 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-532',
    text: 'Welche Pflicht trifft den VN nach § 34 VersVG nach Eintritt des Versicherungsfalls?',
    answers: [
      'Auf Verlangen jede Auskunft zu erteilen, die zur Feststellung des Versicherungsfalls oder der Leistung erforderlich ist',
      'Den Schaden ohne Rücksprache selbst zu beheben',
      'Die Prämie für das laufende Jahr sofort zu verdoppeln',
      'Den Vertrag innerhalb eines Monats zu kündigen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Versicherer kann nach § 34 Abs. 1 VersVG verlangen, dass der VN jede Auskunft erteilt, die zur Feststellung des Versicherungsfalls oder des Umfangs der Leistungspflicht erforderlich ist. Belege kann er insoweit fordern, als deren Beschaffung dem VN billigerweise zugemutet werden kann.',
    source: '§ 34 VersVG',
  },
  {
    key: 'at-versvg-533',
    text: 'Der VN nimmt schuldhaft ohne Einwilligung eine Gefahrerhöhung vor. Welches Recht hat der Versicherer nach § 24 VersVG?',
    answers: [
      'Er kann den Vertrag ohne Einhaltung einer Kündigungsfrist kündigen',
      'Er kann die Prämie rückwirkend verdreifachen',
      'Er muss den Vertrag unverändert fortführen',
      'Er kann nur zum Ende der Laufzeit kündigen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Verletzt der VN das Verbot der Gefahrerhöhung nach § 23 VersVG schuldhaft, kann der Versicherer nach § 24 Abs. 1 VersVG fristlos kündigen. Beruht die Verletzung nicht auf Verschulden, muss er eine Kündigungsfrist von einem Monat einhalten.',
    source: '§ 24 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-534',
    text: 'Welche Kosten hat der Versicherer nach § 66 VersVG dem VN zu ersetzen?',
    answers: [
      'Die den Umständen nach gebotenen Kosten der Ermittlung und Feststellung des Schadens',
      'Sämtliche Kosten eines vom VN beauftragten Anwalts, auch gegen den Versicherer',
      'Die Kosten eines neuen Vertrags bei einem anderen Versicherer',
      'Keine Kosten, sie sind immer vom VN zu tragen',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Nach § 66 Abs. 1 VersVG trägt der Versicherer die Kosten der Ermittlung und Feststellung des Schadens, soweit ihr Aufwand den Umständen nach geboten war. Die Kosten eines vom VN selbst zugezogenen Sachverständigen oder Beistands muss er nach § 66 Abs. 2 VersVG nur ersetzen, wenn der VN dazu vertraglich verpflichtet ist.',
    source: '§ 66 VersVG',
  },
  {
    key: 'at-versvg-535',
    text: 'Ein Unternehmer versichert Sachen seiner Kunden in eigenem Namen (Versicherung für fremde Rechnung). Wem stehen nach § 75 VersVG die Rechte aus dem Vertrag zu?',
    answers: [
      'Dem Versicherten; die Aushändigung der Polizze kann aber nur der VN verlangen',
      'Ausschließlich dem Versicherer',
      'Nur dem VN, der Versicherte hat überhaupt keine Rechte',
      'Jedem Dritten, der die Sache beschädigt',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Bei der Versicherung für fremde Rechnung stehen die Rechte aus dem Vertrag nach § 75 Abs. 1 VersVG dem Versicherten zu, die Aushändigung der Polizze kann aber nur der VN verlangen. Nach § 76 VersVG kann der VN über diese Rechte im eigenen Namen verfügen, solange er im Besitz der Polizze ist bzw. der Versicherte zustimmt.',
    source: '§§ 74 bis 76 VersVG',
  },
  {
    key: 'at-versvg-536',
    text: 'Was ist eine Obliegenheit im Sinne des VersVG?',
    answers: [
      'Eine Verhaltensregel, deren Verletzung den VN seinen Anspruch kosten kann, die aber nicht einklagbar ist',
      'Eine einklagbare Hauptleistungspflicht des Versicherers',
      'Eine Strafbestimmung des Verwaltungsstrafrechts',
      'Die Pflicht des Versicherers, Provisionen offenzulegen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Obliegenheiten sind Verhaltensanforderungen an den VN, etwa Anzeige- oder Sicherheitsvorschriften. Der Versicherer kann ihre Erfüllung nicht einklagen; ihre Verletzung kann aber unter den Voraussetzungen des § 6 VersVG zur Leistungsfreiheit führen.',
    source: '§ 6 VersVG',
  },
  {
    key: 'at-versvg-537',
    text: 'Welche Aussage zur Anzeige des Versicherungsfalls und zur Auskunftspflicht ist NICHT zutreffend?',
    answers: [
      'Eine verspätete Anzeige führt immer zur Leistungsfreiheit, auch wenn sie dem Versicherer nicht geschadet hat',
      'Der VN muss den Versicherungsfall unverzüglich anzeigen',
      'Der Versicherer kann Auskünfte zur Feststellung der Leistung verlangen',
      'Leistungsfreiheit setzt eine entsprechende Vereinbarung und die Voraussetzungen des § 6 VersVG voraus',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Die Verletzung von Anzeige- und Auskunftsobliegenheiten führt nur zur Leistungsfreiheit, wenn dies vereinbart ist und die Voraussetzungen des § 6 Abs. 3 VersVG vorliegen; bei bloß grober Fahrlässigkeit ohne Einfluss auf Feststellung und Umfang der Leistung bleibt der Versicherer leistungspflichtig. Die übrigen Aussagen stimmen mit §§ 33, 34 VersVG überein.',
    source: '§§ 6 Abs. 3, 33, 34 VersVG',
  },
  {
    key: 'at-versvg-538',
    text: 'Was bedeutet es, dass viele Bestimmungen des VersVG „relativ zwingend“ sind?',
    answers: [
      'Von ihnen darf nicht zum Nachteil des VN abgewichen werden, zu seinen Gunsten aber schon',
      'Sie gelten nur, wenn beide Parteien sie ausdrücklich vereinbaren',
      'Sie dürfen in beide Richtungen frei abgeändert werden',
      'Sie gelten nur für Versicherungsunternehmen mit Sitz in Wien',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Zahlreiche Schutzvorschriften des VersVG, etwa über Obliegenheiten, Anzeigepflicht, Gefahrerhöhung oder Prämienverzug, erklären abweichende Vereinbarungen zum Nachteil des VN für unwirksam. Günstigere Regeln zugunsten des VN dürfen die Bedingungen dagegen vorsehen.',
    source: 'z. B. §§ 15a, 34a, 42 VersVG',
  },
  {
    key: 'at-versvg-539',
    text: 'Was gilt nach § 9 VersVG als Versicherungsperiode, wenn die Prämie nicht nach kürzeren Zeitabschnitten bemessen ist?',
    answers: [
      'Der Zeitraum eines Jahres',
      'Ein Kalendermonat',
      'Die gesamte Vertragslaufzeit',
      'Ein Quartal',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 9 VersVG gilt als Versicherungsperiode der Zeitraum eines Jahres, sofern die Prämie nicht nach kürzeren Zeitabschnitten bemessen ist. Die Versicherungsperiode ist u. a. für Kündigungstermine und die Prämienberechnung bei vorzeitiger Vertragsbeendigung von Bedeutung.',
    source: '§ 9 VersVG',
  },
  {
    key: 'at-versvg-540',
    text: 'Der Vertrag wird von einem Vertreter des VN geschlossen, der eine Vorerkrankung kennt und verschweigt. Was gilt für die Anzeigepflicht nach § 19 VersVG?',
    answers: [
      'Auch die Kenntnis und Arglist des Vertreters sind zu berücksichtigen',
      'Es kommt ausschließlich auf das Wissen des VN an',
      'Der Vertreter haftet allein, der Vertrag bleibt unberührt',
      'Die Anzeigepflicht entfällt bei Vertretung vollständig',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Wird der Vertrag von einem Bevollmächtigten oder ohne Vertretungsmacht geschlossen, kommen nach § 19 VersVG für Anzeigepflicht und Rücktritt nicht nur Kenntnis und Arglist des VN, sondern auch jene des Vertreters in Betracht. Der VN kann sich also nicht hinter seinem Vertreter verstecken.',
    source: '§ 19 VersVG',
  },
  {
    key: 'at-versvg-541',
    text: 'Was muss nach § 71 VersVG geschehen, wenn eine versicherte Sache veräußert wird?',
    answers: [
      'Die Veräußerung ist dem Versicherer unverzüglich anzuzeigen',
      'Der Erwerber muss einen neuen Antrag beim Gericht stellen',
      'Der Vertrag ist vom Veräußerer sofort zu kündigen',
      'Nichts, der Versicherer erfährt davon im Schadenfall',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 71 Abs. 1 VersVG ist die Veräußerung dem Versicherer vom Veräußerer oder Erwerber unverzüglich anzuzeigen. Unterbleibt die Anzeige, kann der Versicherer unter bestimmten gesetzlichen Voraussetzungen leistungsfrei werden; die Anzeige ermöglicht ihm zudem die Ausübung seines Kündigungsrechts nach § 70 VersVG.',
    source: '§ 71 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-542',
    text: 'Welche Umstände gelten nach § 16 Abs. 1 VersVG als „erheblich“ für die vorvertragliche Anzeigepflicht?',
    answers: [
      'Umstände, die geeignet sind, den Entschluss des Versicherers zum Abschluss oder zu dessen Bedingungen zu beeinflussen',
      'Nur Umstände, die zu einem Schaden von über 10.000 € führen können',
      'Alle privaten Lebensumstände des VN ohne Bezug zum Risiko',
      'Nur Umstände, die im Strafregister eingetragen sind',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Erheblich sind nach § 16 Abs. 1 VersVG Gefahrumstände, die geeignet sind, auf den Entschluss des Versicherers, den Vertrag überhaupt oder zu den vereinbarten Bedingungen abzuschließen, einen Einfluss auszuüben. Umstände, nach denen der Versicherer ausdrücklich und schriftlich fragt, gelten im Zweifel als erheblich.',
    source: '§ 16 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-543',
    text: 'Nach Unterzeichnung des Antrags, aber vor dessen Annahme erfährt der Antragsteller von einer ernsten Diagnose. Muss er sie nach § 16 VersVG noch anzeigen?',
    answers: [
      'Ja, die Anzeigepflicht besteht bis zum Abschluss des Vertrags',
      'Nein, maßgeblich ist nur der Tag der Antragsunterzeichnung',
      'Nein, erst im Versicherungsfall',
      'Nur wenn der Versicherer ausdrücklich nochmals nachfragt und der Agent anwesend ist',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Nach § 16 Abs. 1 VersVG hat der VN die ihm bekannten erheblichen Umstände „bei der Schließung des Vertrags“ anzuzeigen. Die Pflicht reicht daher bis zur Annahme des Antrags; erst danach eingetretene Umstände sind gegebenenfalls nach den Regeln über die Gefahrerhöhung zu beurteilen.',
    source: '§ 16 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-544',
    text: 'Welche Bedeutung hat die Polizze für das Zustandekommen des Versicherungsvertrags?',
    answers: [
      'Der Vertrag kommt durch Antrag und Annahme zustande; die Polizze ist vor allem Beweisurkunde',
      'Ohne Unterschrift des VN auf der Polizze besteht nie ein Vertrag',
      'Der Vertrag entsteht erst mit Zahlung der letzten Prämie',
      'Die Polizze muss notariell beglaubigt werden, sonst ist der Vertrag nichtig',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Versicherungsvertrag ist ein Konsensualvertrag und kommt nach allgemeinem Zivilrecht durch übereinstimmende Willenserklärungen, meist Antrag des VN und Annahme durch den Versicherer, zustande. Die Polizze dokumentiert den Vertragsinhalt; ihre Übersendung ist häufig zugleich die Annahmeerklärung.',
    source: '§§ 861 ff. ABGB; § 3 VersVG',
  },
  {
    key: 'at-versvg-545',
    text: 'Welche Funktion hat die Versicherungssumme in der Schadenversicherung nach § 50 VersVG?',
    answers: [
      'Sie ist die Obergrenze der Haftung des Versicherers',
      'Sie wird im Schadenfall immer in voller Höhe ausgezahlt',
      'Sie bestimmt ausschließlich die Provision des Vermittlers',
      'Sie ist der Mindestbetrag jeder Entschädigung',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 50 VersVG haftet der Versicherer nur bis zur Höhe der Versicherungssumme. Innerhalb dieser Grenze ersetzt er den tatsächlichen Schaden (§ 55 VersVG); ist die Summe zu niedrig, kommt zusätzlich die Proportionalregel der Unterversicherung nach § 56 VersVG zum Tragen.',
    source: '§ 50 VersVG',
  },
];
