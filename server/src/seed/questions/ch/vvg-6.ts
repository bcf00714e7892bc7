import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-vvg' (Schweiz), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-vvg-601',
    text: 'Ein Privathaftpflichtversicherer ist wegen Prämienverzugs des VN leistungsfrei. Der Geschädigte klagt direkt nach Art. 60 Abs. 1bis VVG. Kann der Versicherer die Leistungsfreiheit einwenden?',
    answers: [
      'Ja, das direkte Forderungsrecht gilt nur im Rahmen der Deckung und unter Vorbehalt der Einreden',
      'Nein, wie in der Motorfahrzeughaftpflicht sind alle Einreden aus dem Vertrag ausgeschlossen',
      'Nein, der Geschädigte erhält stets die volle Versicherungssumme',
      'Ja, aber nur wenn der Geschädigte den Prämienverzug kannte',
    ],
    categories: ['ch-vvg', 'ch-haftpflicht-mfz'],
    coins: 2,
    explanation:
      'Das direkte Forderungsrecht des VVG verschafft dem Geschädigten keinen weitergehenden Anspruch als dem Versicherten: Es gilt im Rahmen einer bestehenden Deckung und unter Vorbehalt der Einreden aus Gesetz oder Vertrag. Anders die obligatorische Motorfahrzeughaftpflicht, wo Art. 65 Abs. 2 SVG solche Einreden gegenüber dem Geschädigten ausschliesst.',
    source: 'Art. 60 Abs. 1bis VVG (CH); Art. 65 Abs. 2 SVG',
  },
  {
    key: 'ch-vvg-602',
    text: 'Eine Arbeitnehmerin macht Taggelder aus der kollektiven Krankentaggeldversicherung ihres Arbeitgebers (nach VVG) geltend. Welche Verjährungsfrist gilt nach Art. 46 VVG?',
    answers: [
      'Zwei Jahre nach Eintritt der Tatsache, welche die Leistungspflicht begründet',
      'Fünf Jahre, wie für alle Forderungen aus dem Versicherungsvertrag',
      'Zehn Jahre nach Eintritt der Arbeitsunfähigkeit',
      'Ein Jahr nach Ende des Arbeitsverhältnisses',
    ],
    categories: ['ch-vvg', 'ch-personen'],
    coins: 2,
    explanation:
      'Die Revision hat die Verjährung zwar allgemein auf fünf Jahre verlängert, für die kollektive Krankentaggeldversicherung aber eine Ausnahme gemacht. Dort verjähren die Forderungen zwei Jahre nach Eintritt der Tatsache, welche die Leistungspflicht begründet.',
    source: 'Art. 46 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-603',
    text: 'Die Mahnfrist ist unbenutzt abgelaufen; am 10. Mai brennt es. Der VN zahlt am 15. Mai Prämie, Zinsen und Kosten, und der Versicherer nimmt an. Ist der Brand gedeckt?',
    answers: [
      'Nein, die Leistungspflicht lebt erst mit der Zahlung wieder auf, nicht rückwirkend',
      'Ja, die Zahlung wirkt auf den Beginn der Versicherungsperiode zurück',
      'Ja, sofern die Zahlung innert zwei Monaten nach Ablauf der Mahnfrist erfolgt',
      'Ja, aber der Versicherer darf die Leistung um die Hälfte kürzen',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Nach Ablauf der Mahnfrist ruht die Leistungspflicht. Wird die rückständige Prämie samt Zinsen und Kosten bezahlt und angenommen, lebt die Haftung des Versicherers erst ab diesem Zeitpunkt wieder auf; Ereignisse während des Ruhens bleiben ungedeckt.',
    source: 'Art. 20 Abs. 3 und Art. 21 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-604',
    text: 'Der VN übergibt seine Widerrufserklärung am letzten Tag der Widerrufsfrist der Post; sie geht zwei Tage später beim Versicherer ein. Ist der Widerruf rechtzeitig?',
    answers: [
      'Ja, die Frist ist mit der Übergabe an die Post am letzten Tag eingehalten',
      'Nein, massgebend ist allein der Eingang beim Versicherer',
      'Nein, der Widerruf muss eingeschrieben erfolgen und gilt erst mit Quittierung',
      'Ja, aber nur wenn der Versicherer noch keine Police ausgestellt hat',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Das VVG stellt für die Fristwahrung auf die Absendung ab: Die Frist ist eingehalten, wenn der Widerruf am letzten Tag dem Versicherer mitgeteilt oder der Post übergeben wird. Das Risiko langer Postlaufzeiten trägt damit nicht der VN.',
    source: 'Art. 2a Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-605',
    text: 'Zu welchem Zeitpunkt muss der Versicherer dem VN die Informationen nach Art. 3 VVG übermitteln?',
    answers: [
      'So, dass der VN sie kennen kann, wenn er den Vertrag beantragt oder annimmt',
      'Spätestens mit der ersten Prämienrechnung',
      'Erst bei Eintritt des ersten Versicherungsfalls',
      'Innert 30 Tagen nach Vertragsabschluss zusammen mit der Police',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Die Informationen sollen eine informierte Entscheidung ermöglichen und müssen deshalb vor der Bindung des VN vorliegen. Er muss sie kennen können, wenn er den Vertrag beantragt oder annimmt; eine spätere Zustellung erfüllt die Pflicht nicht und kann zum Kündigungsrecht nach Art. 3a VVG führen.',
    source: 'Art. 3 und 3a VVG (CH)',
  },
  {
    key: 'ch-vvg-606',
    text: 'Ein Vertrag wird durch einen Stellvertreter des VN abgeschlossen. Wessen Kenntnis erheblicher Gefahrstatsachen ist nach Art. 5 VVG für die Anzeigepflicht massgebend?',
    answers: [
      'Sowohl die des Vertretenen als auch die des Vertreters',
      'Nur die des Vertreters, weil er den Antrag ausfüllt',
      'Nur die des Vertretenen; der Vertreter haftet nie für Angaben',
      'Nur die Tatsachen, die beide gemeinsam kennen',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Der Versicherer soll durch die Einschaltung eines Stellvertreters nicht schlechter gestellt werden. Art. 5 VVG verlangt deshalb die Anzeige der erheblichen Gefahrstatsachen, die dem Vertretenen, und jener, die dem Vertreter bekannt sind oder bekannt sein müssen.',
    source: 'Art. 5 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-607',
    text: 'Ein Vertrag umfasst zwei Gebäude; nur beim Antrag für Gebäude B wurde eine erhebliche Gefahrstatsache verschwiegen. Was gilt nach Art. 7 VVG für Gebäude A?',
    answers: [
      'Die Versicherung bleibt wirksam, wenn der Versicherer A allein zu den gleichen Bedingungen versichert hätte',
      'Der Versicherer kann den gesamten Vertrag ohne Weiteres kündigen',
      'Die Deckung für A entfällt rückwirkend auf den Vertragsbeginn',
      'Die Prämie für A verdoppelt sich bis zum Vertragsende',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 2,
    explanation:
      'Die Anzeigepflichtverletzung soll nur dort wirken, wo sie die Risikoeinschätzung betrifft. Umfasst der Vertrag mehrere Gegenstände oder Personen, bleibt er nach Art. 7 VVG für den nicht betroffenen Teil wirksam, sofern der Versicherer diesen Teil allein zu den gleichen Bedingungen versichert hätte.',
    source: 'Art. 7 VVG (CH)',
  },
  {
    key: 'ch-vvg-608',
    text: 'Welche Gefahrstatsachen sind nach Art. 4 Abs. 2 VVG erheblich?',
    answers: [
      'Jene, die den Entschluss des Versicherers beeinflussen können, den Vertrag überhaupt oder so abzuschliessen',
      'Nur Tatsachen, die bereits zu einem Schaden geführt haben',
      'Alle Tatsachen, die der VN selbst für wichtig hält',
      'Nur Tatsachen, die in einem amtlichen Register eingetragen sind',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Massgebend ist die Sicht des Versicherers bei der Risikoprüfung: Erheblich ist, was seinen Entschluss beeinflussen kann, den Vertrag überhaupt oder zu den vereinbarten Bedingungen abzuschliessen. Anzuzeigen sind diese Tatsachen, soweit der Versicherer danach gefragt hat.',
    source: 'Art. 4 Abs. 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-609',
    text: 'Der Anspruchsberechtigte meldet einen Wasserschaden schuldhaft erst Wochen später; der Schaden hat sich dadurch vergrössert. Was darf der Versicherer nach Art. 38 VVG?',
    answers: [
      'Die Entschädigung um den Betrag kürzen, um den sie bei rechtzeitiger Anzeige geringer gewesen wäre',
      'Die Leistung stets vollständig verweigern, auch wenn keine Absicht vorlag',
      'Nichts, die Anzeigepflicht ist eine blosse Ordnungsvorschrift',
      'Den Vertrag rückwirkend aufheben und alle Prämien behalten',
    ],
    categories: ['ch-vvg', 'ch-sach'],
    coins: 1,
    explanation:
      'Die verspätete Anzeige soll den Versicherer nicht mehr kosten als nötig. Bei schuldhafter Verletzung darf er deshalb nur um den Mehrschaden kürzen, der bei rechtzeitiger Anzeige vermieden worden wäre; ganz frei wird er nach Art. 38 Abs. 3 VVG nur, wenn die Anzeige absichtlich unterlassen wurde, um ihn an der Feststellung der Umstände zu hindern.',
    source: 'Art. 38 Abs. 2 und 3 VVG (CH)',
  },
  {
    key: 'ch-vvg-610',
    text: 'Welche Aussage zum Prämienverzug nach Art. 20 und 21 VVG trifft NICHT zu?',
    answers: [
      'Die Leistungspflicht ruht schon am Tag nach der Fälligkeit, auch ohne Mahnung',
      'Die Mahnung erfolgt auf Kosten des säumigen Schuldners',
      'Die Leistungspflicht ruht erst nach unbenutztem Ablauf der 14-tägigen Mahnfrist',
      'Fordert der Versicherer die Prämie nicht binnen zwei Monaten ein, gilt er als zurückgetreten',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Ohne Mahnung mit Androhung der Säumnisfolgen ruht die Deckung nicht; der VN soll eine letzte Chance von 14 Tagen erhalten. Die Mahnung geht auf seine Kosten, und der Versicherer muss die Prämie binnen zwei Monaten einfordern, sonst gilt er als vom Vertrag zurückgetreten.',
    source: 'Art. 20 Abs. 1 und 3, Art. 21 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-vvg-611',
    text: 'Die AVB einer Hausratversicherung sehen vor, dass Ansprüche aus dem Vertrag nach zwei Jahren verjähren. Was gilt nach Art. 46 VVG?',
    answers: [
      'Die Abrede ist ungültig; es gilt die gesetzliche Verjährungsfrist von fünf Jahren',
      'Die Abrede ist gültig, weil die AVB Vertragsbestandteil sind',
      'Die Abrede ist gültig, sofern der VN die AVB unterschrieben hat',
      'Es gilt eine Frist von drei Jahren als Mittelweg',
    ],
    categories: ['ch-vvg'],
    coins: 1,
    explanation:
      'Die Verlängerung der Verjährung auf fünf Jahre soll die Versicherten schützen und darf nicht über die AVB wieder ausgehöhlt werden. Art. 46 Abs. 2 VVG erklärt deshalb Vertragsabreden für ungültig, die den Anspruch gegen den Versicherer einer kürzeren Verjährung oder zeitlichen Beschränkung unterwerfen.',
    source: 'Art. 46 Abs. 1 und 2 VVG (CH)',
  },
  {
    key: 'ch-vvg-612',
    text: 'Eine Hausratversicherung wurde am 1. Januar 2024 fest für fünf Jahre abgeschlossen; eine kürzere Kündigungsfrist ist nicht vereinbart. Wann kann der VN nach Art. 35a VVG frühestens ordentlich kündigen?',
    answers: [
      'Auf den 31. Dezember 2026, mit Kündigung spätestens am 30. September 2026',
      'Erst auf den Ablauf am 31. Dezember 2028',
      'Auf den 31. Dezember 2024, mit einmonatiger Frist',
      'Jederzeit mit einer Frist von 14 Tagen',
    ],
    categories: ['ch-vvg'],
    coins: 2,
    explanation:
      'Art. 35a VVG erlaubt es jeder Partei, einen Vertrag auf das Ende des dritten Jahres zu kündigen, auch wenn eine längere feste Laufzeit vereinbart ist. Das dritte Jahr endet am 31. Dezember 2026; bei dreimonatiger Frist muss die Kündigung spätestens am 30. September 2026 beim Versicherer eintreffen.',
    source: 'Art. 35a Abs. 1 VVG (CH)',
  },
];
