import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-sach-haftpflicht' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-sach-haftpflicht-601',
    text: 'Unter welcher Voraussetzung verzichtet der Hausratversicherer nach den Musterbedingungen auf den Einwand der Unterversicherung?',
    answers: [
      'Wenn die Versicherungssumme mindestens dem vereinbarten Betrag je m² mal der Wohnfläche entspricht',
      'Wenn der Kunde eine Inventarliste mit allen Kaufbelegen eingereicht hat',
      'Wenn die Versicherungssumme mindestens die Hälfte des Versicherungswerts erreicht',
      'Immer, weil es in der Hausratversicherung keine Unterversicherung gibt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Hausrat ist schwer zu bewerten, deshalb bieten die Versicherer eine Pauschalierung an: Entspricht die Versicherungssumme mindestens dem vereinbarten Betrag je Quadratmeter (am Markt oft 650 €) multipliziert mit der Wohnfläche, wird keine Unterversicherung nach § 75 VVG angerechnet. Der Vermittler sollte die Wohnfläche deshalb korrekt erfassen.',
    source: 'GDV-Musterbedingungen VHB 2016, Abschnitt A (Unterversicherungsverzicht); § 75 VVG',
  },
  {
    key: 'de-sach-haftpflicht-602',
    text: 'Nach welchen Indizes wird der gleitende Neuwertfaktor in der Wohngebäudeversicherung nach den Musterbedingungen jährlich angepasst?',
    answers: [
      'Zu 80 % nach dem Baupreisindex für Wohngebäude und zu 20 % nach dem Tariflohnindex für das Baugewerbe',
      'Ausschließlich nach dem Verbraucherpreisindex',
      'Zu gleichen Teilen nach Baupreisindex und Bodenrichtwerten',
      'Nach der Schadenquote des Versicherers im Vorjahr',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'In der gleitenden Neuwertversicherung wird die Prämie aus dem Wert 1914 und dem gleitenden Neuwertfaktor berechnet. Der Faktor verändert sich jährlich zu 80 % nach der Entwicklung des Baupreisindex für Wohngebäude und zu 20 % nach dem Tariflohnindex für das Baugewerbe, die das Statistische Bundesamt veröffentlicht; so wächst der Schutz mit den Baukosten mit.',
    source: 'GDV-Musterbedingungen VGB 2016, Abschnitt A (Anpassung des gleitenden Neuwertfaktors)',
  },
  {
    key: 'de-sach-haftpflicht-603',
    text: 'Was gilt nach § 88 VVG als Versicherungswert einer Sache, wenn die Parteien nichts anderes vereinbart haben?',
    answers: [
      'Der Wiederbeschaffungs- oder Wiederherstellungspreis in neuwertigem Zustand abzüglich des Minderwerts alt gegen neu',
      'Der Neuwert ohne jeden Abzug',
      'Der Preis, den der VN beim Verkauf der Sache erzielen könnte',
      'Der ursprünglich bezahlte Kaufpreis',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Der gesetzliche Versicherungswert nach § 88 VVG ist der Betrag, den der VN bei Eintritt des Versicherungsfalls für die Wiederbeschaffung oder Wiederherstellung in neuwertigem Zustand aufwenden muss, gekürzt um den Unterschied zwischen alt und neu, also im Kern der Zeitwert. Eine Neuwertversicherung wie in der Hausratversicherung muss deshalb ausdrücklich vereinbart werden.',
    source: '§ 88 VVG',
  },
  {
    key: 'de-sach-haftpflicht-604',
    text: 'Die Hausratversicherung versichert einen Inbegriff von Sachen. Wessen Sachen erfasst sie nach § 89 Abs. 2 VVG auch ohne besondere Vereinbarung?',
    answers: [
      'Auch Sachen der Personen, die mit dem VN in häuslicher Gemeinschaft leben',
      'Nur Sachen, die im Alleineigentum des VN stehen',
      'Nur Sachen des VN und seines Ehegatten, nicht die der Kinder',
      'Nur Sachen von Personen, die namentlich im Versicherungsschein stehen',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 89 Abs. 2 VVG erstreckt sich die Versicherung eines Inbegriffs von Sachen auf die Sachen der Personen, die mit dem VN bei Eintritt des Schadens in häuslicher Gemeinschaft leben, und auf Sachen von Arbeitnehmern, die dort tätig sind. Die Versicherung gilt insoweit als für fremde Rechnung genommen, so dass etwa die Sachen von Partner und Kindern ohne Nennung versichert sind.',
    source: '§ 89 Abs. 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-605',
    text: 'VN und Versicherer lassen die Schadenhöhe vereinbarungsgemäß durch Sachverständige feststellen. Wann ist deren Feststellung nach § 84 Abs. 1 VVG nicht verbindlich?',
    answers: [
      'Wenn sie offenbar von der wirklichen Sachlage erheblich abweicht',
      'Wenn eine Partei mit dem Ergebnis nicht einverstanden ist',
      'Wenn sie um mehr als 5 % vom Gutachten des VN abweicht',
      'Nie; sie ist endgültig und gerichtlich nicht überprüfbar',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Das Sachverständigenverfahren soll Streit über die Schadenhöhe schnell und ohne Prozess beenden; deshalb binden die Feststellungen grundsätzlich beide Seiten. § 84 Abs. 1 VVG lässt eine Ausnahme nur zu, wenn sie offenbar von der wirklichen Sachlage erheblich abweichen; dann trifft das Gericht die Feststellung. Bloße Unzufriedenheit einer Partei genügt nicht.',
    source: '§ 84 Abs. 1 VVG',
  },
  {
    key: 'de-sach-haftpflicht-606',
    text: 'Der VN beauftragt nach einem Wasserschaden von sich aus einen Sachverständigen für die Schadenhöhe. Wer trägt dessen Kosten nach § 85 Abs. 2 VVG?',
    answers: [
      'Der VN, es sei denn, er war zur Zuziehung vertraglich verpflichtet oder vom Versicherer aufgefordert',
      'Immer der Versicherer, da es Kosten der Schadenermittlung sind',
      'Beide Parteien je zur Hälfte',
      'Der Versicherer, wenn der Schaden 1.000 € übersteigt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Nach § 85 Abs. 1 VVG ersetzt der Versicherer Kosten der Schadenermittlung, soweit sie den Umständen nach geboten waren. Für einen Sachverständigen oder Beistand des VN macht § 85 Abs. 2 VVG aber eine Ausnahme: Diese Kosten trägt der VN selbst, wenn er nicht vertraglich zur Zuziehung verpflichtet war oder der Versicherer ihn dazu aufgefordert hat.',
    source: '§ 85 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-607',
    text: 'Der VN verkauft sein versichertes Haus, niemand zeigt die Veräußerung an. Zwei Monate nachdem die Anzeige hätte zugehen müssen, brennt es. Was gilt nach § 97 VVG?',
    answers: [
      'Der Versicherer ist leistungsfrei, wenn er nachweist, dass er den Vertrag mit dem Erwerber nicht geschlossen hätte',
      'Der Versicherer muss immer leisten, weil der Vertrag nach § 95 VVG übergegangen ist',
      'Der Versicherer ist stets leistungsfrei, auch wenn er vom Verkauf wusste',
      'Der Versicherer zahlt nur die Hälfte, weil die Anzeige fehlte',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Die Veräußerung ist dem Versicherer nach § 97 Abs. 1 VVG unverzüglich anzuzeigen. Tritt der Versicherungsfall später als einen Monat nach dem Zeitpunkt ein, zu dem die Anzeige hätte zugehen müssen, ist der Versicherer nur leistungsfrei, wenn er beweist, dass er mit dem Erwerber nicht kontrahiert hätte. Nach § 97 Abs. 2 VVG bleibt er leistungspflichtig, wenn er die Veräußerung kannte oder seine Kündigungsfrist ungenutzt verstrichen war.',
    source: '§ 97 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-608',
    text: 'Ein Betrieb hat eine Betriebshaftpflichtversicherung. Wessen Haftpflicht erfasst sie nach § 102 Abs. 1 VVG neben der des Unternehmens?',
    answers: [
      'Die der zur Vertretung befugten Personen und der Personen in einem Dienstverhältnis zum Unternehmen',
      'Nur die des Inhabers persönlich',
      'Auch die private Haftpflicht aller Familienangehörigen der Mitarbeiter',
      'Die beauftragter Subunternehmer für deren eigene Betriebe',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 102 Abs. 1 VVG erstreckt die Haftpflichtversicherung für ein Unternehmen auf die Haftpflicht der zur Vertretung befugten Personen und der Betriebsangehörigen, also der Personen in einem Dienstverhältnis zum Unternehmen. Die Versicherung gilt insoweit für fremde Rechnung. Die Privathaftpflicht der Mitarbeiter und die eigenen Betriebe von Subunternehmern sind dagegen nicht erfasst.',
    source: '§ 102 Abs. 1 VVG',
  },
  {
    key: 'de-sach-haftpflicht-609',
    text: 'Ein Brand im Betrieb des VN schädigt mehrere Nachbarn; ihre Ansprüche übersteigen zusammen die Versicherungssumme. Wie leistet der Haftpflichtversicherer nach § 109 VVG?',
    answers: [
      'Er erfüllt die Ansprüche nach dem Verhältnis ihrer Beträge',
      'In der Reihenfolge, in der die Ansprüche angemeldet werden',
      'Zuerst alle Personenschäden vollständig, dann die Sachschäden',
      'Jeder Geschädigte erhält den gleichen Kopfteil der Versicherungssumme',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Übersteigen die Ansprüche mehrerer Dritter die Versicherungssumme, muss der Versicherer sie nach § 109 Satz 1 VVG verhältnismäßig kürzen; es gilt kein Windhundprinzip. Ein Dritter, der bei der Verteilung nicht berücksichtigt wurde, kann sich nach § 109 Satz 2 VVG bei erschöpfter Summe nicht mehr auf § 115 Abs. 1 VVG berufen, wenn der Versicherer mit seinem Anspruch nicht rechnen musste.',
    source: '§ 109 VVG',
  },
  {
    key: 'de-sach-haftpflicht-610',
    text: 'Eine Pflicht-Haftpflichtversicherung sieht einen Selbstbehalt von 1.000 € vor. Was gilt nach § 114 Abs. 2 VVG gegenüber dem geschädigten Dritten?',
    answers: [
      'Der Selbstbehalt kann dem Dritten nicht entgegengehalten werden',
      'Der Dritte muss die ersten 1.000 € beim VN selbst einfordern',
      'Selbstbehalte sind in Pflichtversicherungen verboten und machen den Vertrag nichtig',
      'Der Versicherer zahlt dem Dritten nur den Betrag über 1.000 €',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Pflichtversicherungen dienen dem Schutz der Geschädigten. § 114 Abs. 2 Satz 2 VVG bestimmt deshalb, dass ein Selbstbehalt des VN dem Dritten nicht entgegengehalten und gegenüber mitversicherten Personen nicht geltend gemacht werden kann. Der Versicherer zahlt voll und holt sich den Selbstbehalt beim VN zurück.',
    source: '§ 114 Abs. 2 VVG',
  },
  {
    key: 'de-sach-haftpflicht-611',
    text: 'Ein Geschädigter will seinen Anspruch aus einer Pflicht-Berufshaftpflicht (keine Kfz-Versicherung) direkt beim Versicherer geltend machen. Wann ist das nach § 115 Abs. 1 VVG möglich?',
    answers: [
      'Wenn über das Vermögen des VN das Insolvenzverfahren eröffnet wurde oder sein Aufenthalt unbekannt ist',
      'Immer, weil jede Pflichtversicherung einen Direktanspruch gewährt',
      'Nie, einen Direktanspruch gibt es nur in der Kfz-Haftpflicht',
      'Nur wenn der VN dem Direktanspruch schriftlich zustimmt',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Einen uneingeschränkten Direktanspruch gibt § 115 Abs. 1 Satz 1 Nr. 1 VVG nur bei Pflichtversicherungen nach dem PflVG. Bei anderen Pflichtversicherungen kann der Dritte den Versicherer nach Nr. 2 und 3 nur direkt in Anspruch nehmen, wenn über das Vermögen des VN das Insolvenzverfahren eröffnet, der Eröffnungsantrag mangels Masse abgewiesen oder ein vorläufiger Insolvenzverwalter bestellt wurde oder der Aufenthalt des VN unbekannt ist.',
    source: '§ 115 Abs. 1 Satz 1 Nr. 2 und 3 VVG',
  },
  {
    key: 'de-sach-haftpflicht-612',
    text: 'Der VN beschädigt beim Ausparken mit seinem zugelassenen Pkw ein fremdes Garagentor. Warum zahlt seine Privathaftpflichtversicherung nicht?',
    answers: [
      'Wegen der Benzinklausel: Schäden durch den Gebrauch eines versicherungspflichtigen Kfz deckt die Kfz-Haftpflicht',
      'Weil Sachschäden an Gebäuden in der Privathaftpflicht nie versichert sind',
      'Weil der VN das Tor grob fahrlässig beschädigt hat',
      'Weil Garagentore unter die Mietsachschäden fallen',
    ],
    categories: ['de-sach-haftpflicht', 'de-kfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht schließt Schäden durch den Gebrauch eines Kraftfahrzeugs aus, für das eine Versicherungspflicht besteht („Benzinklausel“). Diese Schäden sind nach § 1 PflVG Sache der Kfz-Haftpflichtversicherung, die auch den Schaden am Garagentor übernimmt. Nicht versicherungspflichtige Fahrzeuge wie kleine Aufsitzrasenmäher sind in der Privathaftpflicht dagegen meist mitversichert.',
    source: 'GDV-Musterbedingungen BBR PHV (Kraftfahrzeuge, „Benzinklausel“); § 1 PflVG',
  },
  {
    key: 'de-sach-haftpflicht-613',
    text: 'Aus dem Heizöltank eines Hausbesitzers gelangt Öl ins Grundwasser. Wie haftet er als Betreiber der Anlage nach § 89 Abs. 2 WHG?',
    answers: [
      'Verschuldensunabhängig (Gefährdungshaftung) für den daraus entstehenden Schaden',
      'Nur bei Vorsatz',
      'Nur wenn ihm Fahrlässigkeit nachgewiesen wird',
      'Gar nicht; es haftet allein der Heizöllieferant',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      '§ 89 Abs. 2 WHG begründet eine Gefährdungshaftung des Anlagenbetreibers, wenn Stoffe aus seiner Anlage in ein Gewässer gelangen und dessen Beschaffenheit nachteilig verändern; auf Verschulden kommt es nicht an. Weil Sanierungskosten sehr hoch sein können, brauchen Tankbetreiber eine Gewässerschadenhaftpflicht für das Anlagenrisiko, die die Privathaftpflicht oft nur für kleine Behälter einschließt.',
    source: '§ 89 Abs. 2 WHG',
  },
  {
    key: 'de-sach-haftpflicht-614',
    text: 'Welches Risiko deckt die Bauherrenhaftpflichtversicherung?',
    answers: [
      'Die gesetzliche Haftpflicht des Bauherrn, etwa aus der Verletzung von Verkehrssicherungspflichten an der Baustelle',
      'Schäden am Rohbau durch Sturm oder unvorhergesehene Ereignisse',
      'Mängel der Leistungen der beauftragten Bauunternehmen',
      'Unfälle der privaten Bauhelfer des Bauherrn',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Der Bauherr bleibt für die Baustelle verkehrssicherungspflichtig, etwa für Absicherung, Beleuchtung und die sorgfältige Auswahl und Überwachung der Unternehmer; stürzt ein Passant in eine ungesicherte Baugrube, haftet er nach § 823 BGB. Diese Haftpflicht deckt die Bauherrenhaftpflicht. Schäden am Bauwerk selbst deckt die Bauleistungsversicherung, Unfälle von Bauhelfern die gesetzliche Unfallversicherung.',
    source: '§ 823 Abs. 1 BGB; GDV-Musterbedingungen AHB',
  },
  {
    key: 'de-sach-haftpflicht-615',
    text: 'Was ist nach den AHB ein reiner (echter) Vermögensschaden, der nur durch besondere Vereinbarung versichert ist?',
    answers: [
      'Ein Vermögensschaden, der weder Personen- noch Sachschaden ist noch sich aus einem solchen herleitet',
      'Der Verdienstausfall eines Verletzten nach einem Verkehrsunfall',
      'Die Reparaturkosten für ein beschädigtes fremdes Fahrzeug',
      'Der Nutzungsausfall nach der Beschädigung einer fremden Maschine',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die AHB decken Personen- und Sachschäden sowie die daraus folgenden (unechten) Vermögensschäden wie Verdienst- oder Nutzungsausfall. Reine Vermögensschäden, etwa durch einen falschen Rat, ohne dass eine Person oder Sache verletzt wurde, sind nur durch besondere Vereinbarung oder eine Vermögensschadenhaftpflicht gedeckt, wie sie Vermittler und Berater brauchen.',
    source: 'GDV-Musterbedingungen AHB, Ziff. 1.1 und 2.1',
  },
  {
    key: 'de-sach-haftpflicht-616',
    text: 'Eine AG versichert ihren Vorstand in einer D&O-Versicherung. Welchen Selbstbehalt muss der Vertrag nach § 93 Abs. 2 Satz 3 AktG mindestens vorsehen?',
    answers: [
      'Mindestens 10 % des Schadens bis mindestens zum Eineinhalbfachen der festen jährlichen Vergütung',
      'Mindestens 25 % des Schadens ohne Obergrenze',
      'Einen festen Betrag von 5.000 € je Schadenfall',
      'Keinen; ein Selbstbehalt ist nur für Aufsichtsräte vorgeschrieben',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Damit Vorstandsmitglieder trotz D&O-Versicherung persönlich Verantwortung spüren, schreibt § 93 Abs. 2 Satz 3 AktG einen Selbstbehalt von mindestens 10 % des Schadens bis mindestens zum Eineinhalbfachen der festen jährlichen Vergütung vor. Für Aufsichtsräte gilt diese Pflicht nicht; viele Vorstände versichern den Selbstbehalt privat über eine Selbstbehaltversicherung.',
    source: '§ 93 Abs. 2 Satz 3 AktG',
  },
  {
    key: 'de-sach-haftpflicht-617',
    text: 'Wer ist in der D&O-Versicherung üblicherweise Versicherungsnehmer und wer versicherte Person?',
    answers: [
      'VN ist die Gesellschaft; versichert sind ihre Organmitglieder wie Geschäftsführer und Vorstände',
      'VN und versicherte Person ist jeweils der einzelne Geschäftsführer',
      'VN ist der Aufsichtsrat; versichert ist die Gesellschaft',
      'VN sind die Gläubiger der Gesellschaft; versichert sind die Aktionäre',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die D&O-Versicherung ist eine Vermögensschaden-Haftpflichtversicherung für fremde Rechnung: Die Gesellschaft schließt den Vertrag und zahlt die Prämie, versichert ist die persönliche Haftung ihrer Organmitglieder für Pflichtverletzungen. Für das Verhältnis zwischen Gesellschaft und versicherten Organen gelten daher die §§ 43 ff. VVG.',
    source: 'GDV-Musterbedingungen AVB D&O, Ziff. 1; §§ 43 ff. VVG',
  },
  {
    key: 'de-sach-haftpflicht-618',
    text: 'Welche Wartezeit gilt nach den GDV-Musterbedingungen in der Rechtsschutzversicherung etwa für Arbeits- oder Vertragsrechtsschutz?',
    answers: ['Drei Monate ab Versicherungsbeginn', 'Zwei Wochen', 'Ein Jahr', 'Keine Wartezeit'],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Damit Kunden den Vertrag nicht erst abschließen, wenn sich ein Streit schon abzeichnet, sehen die ARB für viele Leistungsarten eine Wartezeit von drei Monaten vor. Für Schadenersatz-Rechtsschutz und Straf-Rechtsschutz gilt sie nicht, weil der Versicherungsfall dort meist plötzlich eintritt.',
    source: 'GDV-Musterbedingungen ARB 2012 (Wartezeit)',
  },
  {
    key: 'de-sach-haftpflicht-619',
    text: 'Wann tritt im Arbeits- oder Vertragsrechtsschutz nach den ARB der Rechtsschutzfall ein?',
    answers: [
      'Mit dem tatsächlichen oder behaupteten Verstoß gegen Rechtspflichten oder Rechtsvorschriften',
      'Mit der Erhebung der Klage',
      'Mit der ersten Beratung durch den Anwalt',
      'Mit dem Zugang der Deckungszusage',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Außer im Schadenersatz- und im Beratungsrechtsschutz stellen die ARB auf den Verstoß ab: Der Rechtsschutzfall tritt ein, wenn der VN oder ein anderer gegen Rechtspflichten oder Rechtsvorschriften verstoßen hat oder haben soll. Liegt dieser Verstoß vor Versicherungsbeginn oder in der Wartezeit, besteht kein Schutz, auch wenn der Prozess später geführt wird.',
    source: 'GDV-Musterbedingungen ARB 2012 (Eintritt des Rechtsschutzfalls)',
  },
  {
    key: 'de-sach-haftpflicht-620',
    text: 'Welche Aussage zur Glasversicherung nach den Musterbedingungen trifft NICHT zu?',
    answers: [
      'Sie ersetzt auch Kratzer und Absplitterungen an Oberflächen oder Kanten',
      'Versichert ist das Zerbrechen versicherter Scheiben',
      'Sie wird oft als Baustein zur Hausrat- oder Wohngebäudeversicherung angeboten',
      'Glaskeramik-Kochflächen können mitversichert werden',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Glasversicherung leistet bei Bruch, also wenn die Scheibe zerbricht oder durchgehend reißt. Beschädigungen von Oberflächen oder Kanten wie Schrammen, Kratzer und Muschelausbrüche sind ausdrücklich ausgeschlossen, weil die Scheibe dadurch nicht zerbricht. Als Baustein zu Hausrat oder Wohngebäude lassen sich auch Glaskeramik-Kochflächen einschließen.',
    source: 'GDV-Musterbedingungen für die Glasversicherung (AGlB), Abschnitt A (Bruchschäden, Ausschlüsse)',
  },
  {
    key: 'de-sach-haftpflicht-621',
    text: 'Welche Aussage zu Wertsachen in der Hausratversicherung nach den Musterbedingungen trifft NICHT zu?',
    answers: [
      'Bargeld in der Wohnung ist ohne jede Entschädigungsgrenze versichert',
      'Für Wertsachen gilt je Versicherungsfall eine besondere Entschädigungsgrenze',
      'Außerhalb eines anerkannten Wertschutzschranks gelten für Bargeld zusätzliche, niedrigere Grenzen',
      'Schmuck und Sachen aus Gold oder Platin zählen zu den Wertsachen',
    ],
    categories: ['de-sach-haftpflicht'],
    coins: 1,
    explanation:
      'Die Hausratbedingungen begrenzen die Entschädigung für Wertsachen wie Bargeld, Urkunden, Schmuck und Sachen aus Gold oder Platin je Versicherungsfall, meist auf einen Prozentsatz der Versicherungssumme. Liegen die Wertsachen außerhalb eines anerkannten Wertschutzschranks, gelten zusätzlich niedrigere Beträge, für Bargeld besonders niedrige; unbegrenzt ist Bargeld nie versichert.',
    source: 'GDV-Musterbedingungen VHB, Abschnitt A (Wertsachen, Entschädigungsgrenzen)',
  },
];
