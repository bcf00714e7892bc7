import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-sach' (Schweiz), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sach-601',
    text: 'Ein Hochwasser beschädigt ein privat versichertes Einfamilienhaus (Entschädigung vor Selbstbehalt CHF 150 000). Welchen Selbstbehalt trägt der Eigentümer nach AVO?',
    answers: ['CHF 10 000', 'CHF 15 000', 'CHF 1000', 'CHF 500'],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Bei Gebäuden, die ausschliesslich Wohn- oder Landwirtschaftszwecken dienen, beträgt der Elementar-Selbstbehalt 10 % der Entschädigung, mindestens CHF 1000 und höchstens CHF 10 000. 10 % von CHF 150 000 wären CHF 15 000, der Selbstbehalt ist aber auf CHF 10 000 begrenzt.',
    source: 'Art. 175 Abs. 1 lit. d Ziff. 1 AVO',
  },
  {
    key: 'ch-sach-602',
    text: 'Ein Sturm beschädigt das privat versicherte Wohnhaus (Entschädigung CHF 8000) und den Hausrat (Entschädigung CHF 3000) desselben Eigentümers. Wie hoch sind die Selbstbehalte zusammen?',
    answers: ['CHF 1500', 'CHF 1100', 'CHF 800', 'CHF 10 500'],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Der Selbstbehalt wird pro Ereignis für die Gebäude- und die Fahrhabeversicherung je einmal abgezogen. Beim Wohngebäude ergeben 10 % von CHF 8000 nur CHF 800, es gilt daher das Minimum von CHF 1000; beim Hausrat kommen pauschal CHF 500 hinzu, zusammen CHF 1500.',
    source: 'Art. 175 Abs. 1 lit. a und d sowie Abs. 2 AVO',
  },
  {
    key: 'ch-sach-603',
    text: 'Welcher Schaden ist nach AVO NICHT als Elementarschaden versichert?',
    answers: [
      'Schnee rutscht vom Dach und zerstört das Vordach des Nachbarhauses',
      'Das Gewicht des Schnees lässt das Dach einer Scheune einstürzen',
      'Eine Lawine zerstört ein Ferienhaus',
      'Ein Stein aus einem Steinschlag durchschlägt ein Fenster',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Schneedruck, Lawinen und Steinschlag sind in der AVO ausdrücklich als Elementarschäden aufgezählt. Schneerutsch von Dächern gilt dagegen ausdrücklich nicht als Elementarschaden, ebenso wie etwa Grundwasser oder Bodensenkungen.',
    source: 'Art. 173 Abs. 1 und 3 lit. a AVO',
  },
  {
    key: 'ch-sach-604',
    text: 'Nach einem Gewitter drückt Wasser aus der öffentlichen Kanalisation in den Keller eines privat versicherten Einfamilienhauses. Welche Deckung ist zuständig?',
    answers: [
      'Die Wasserversicherung, denn Rückstau aus der Kanalisation ist kein Elementarschaden',
      'Die Elementarschadenversicherung als Überschwemmung',
      'Die Feuerversicherung',
      'Die Gebäudehaftpflichtversicherung der Gemeinde, ohne Weiteres',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Schäden durch Rückstau von Wasser aus der Kanalisation sind nach der AVO ohne Rücksicht auf ihre Ursache keine Elementarschäden. Solche Schäden werden in der Praxis über die Gebäude- bzw. Hausrat-Wasserversicherung gedeckt, die Rückstau typischerweise einschliesst.',
    source: 'Art. 173 Abs. 3 lit. b AVO; AVB Wasserversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-605',
    text: 'Welche Sachen sind nach AVO von der kombinierten Feuer- und Elementarschadenversicherung ausgenommen?',
    answers: [
      'Wohnwagen, Mobilheime, Boote und Luftfahrzeuge samt Zubehör',
      'Der Hausrat in einer Mietwohnung',
      'Warenvorräte in einem Ladenlokal',
      'Einfamilienhäuser in Kantonen ohne kantonale Gebäudeversicherung',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die AVO nimmt bestimmte Risiken ausdrücklich aus, etwa leicht versetzbare Bauten, Wohnwagen, Boote und Luftfahrzeuge, Sachen auf Baustellen und Treibhäuser. Hausrat, Warenlager in Gebäuden und Gebäude bei Privatversicherern sind dagegen gegen Feuer und Elementarschäden zu versichern.',
    source: 'Art. 172 Abs. 1 AVO',
  },
  {
    key: 'ch-sach-606',
    text: 'Ein Kunde will seinen Hausrat mit CHF 100 000 gegen Feuer, aus Prämiengründen aber nur mit CHF 50 000 gegen Elementarschäden versichern. Ist das zulässig?',
    answers: [
      'Nein, gegen Feuer versicherte Sachen müssen auch zum Vollwert gegen Elementarschäden versichert sein',
      'Ja, die Elementarsumme ist frei wählbar',
      'Ja, sofern der Kunde schriftlich auf den Rest verzichtet',
      'Ja, aber nur bei Hausrat, nicht bei Gebäuden',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Private Versicherer, die in der Schweiz gelegene Fahrhabe oder Gebäude gegen Feuer versichern, müssen diese Sachen zum Vollwert auch gegen Elementarschäden versichern. Eine tiefere Elementarsumme würde den einheitlichen, solidarischen Elementarschutz unterlaufen.',
    source: 'Art. 171 Abs. 1 AVO; Art. 33 VAG',
  },
  {
    key: 'ch-sach-607',
    text: 'Ein Sturmtief verursacht an zwei Tagen Schäden in verschiedenen Landesteilen. Wie werden diese Schäden für die Leistungsbegrenzungen der Elementarschadenversicherung behandelt?',
    answers: [
      'Als ein Ereignis, weil sie auf dieselbe atmosphärische Ursache zurückgehen',
      'Als zwei Ereignisse, eines pro Tag',
      'Als so viele Ereignisse, wie Gemeinden betroffen sind',
      'Als ein Ereignis nur, wenn alle Schäden im selben Kanton liegen',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Zeitlich und räumlich getrennte Schäden bilden nach der AVO ein Ereignis, wenn sie auf die gleiche atmosphärische oder tektonische Ursache zurückzuführen sind. Das ist wichtig für die Leistungsgrenzen pro Ereignis, die bei Grossereignissen zu einer anteilmässigen Kürzung führen können.',
    source: 'Art. 176 Abs. 4 AVO',
  },
  {
    key: 'ch-sach-608',
    text: 'Die Hausratversicherung einer Familie beginnt am 10. Juni. Das Hochwasser setzt am 8. Juni ein und erreicht die Wohnung am 11. Juni. Ist der Elementarschaden gedeckt?',
    answers: [
      'Nein, der Vertrag muss bei Beginn des Ereignisses in Kraft gewesen sein',
      'Ja, massgebend ist der Tag, an dem das Wasser die Wohnung erreicht',
      'Ja, aber nur zur Hälfte',
      'Ja, sofern die Prämie vor dem 11. Juni bezahlt wurde',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die AVO setzt für die Deckung eines Elementarereignisses voraus, dass der Versicherungsvertrag bei dessen Beginn in Kraft war. So wird verhindert, dass jemand bei einem bereits laufenden Hochwasser noch rasch eine Versicherung abschliesst.',
    source: 'Art. 176 Abs. 5 AVO',
  },
  {
    key: 'ch-sach-609',
    text: 'Was bietet eine separate Wertsachenversicherung (z. B. für Schmuck und Uhren) typischerweise über die Hausratversicherung hinaus?',
    answers: [
      'Eine Allgefahrendeckung, die auch Verlieren und Beschädigung umfasst, oft weltweit',
      'Nur die Deckung gegen Feuer im eigenen Haus',
      'Eine Haftpflichtdeckung für Schäden an fremdem Schmuck',
      'Eine Deckung ausschliesslich für Banksafes',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Hausratversicherung deckt nur benannte Gefahren wie Feuer, Elementar, Diebstahl und Wasser, oft mit tiefen Limiten für Schmuck. Eine Wertsachenversicherung deckt die einzeln aufgeführten Objekte meist gegen alle Gefahren, auch bei Verlieren oder Beschädigung.',
    source: 'AVB Wertsachenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-610',
    text: 'In einem Eigenheim brennt die fest eingebaute Küche aus. Welche Versicherung ist für die Küche zuständig?',
    answers: [
      'Die Gebäudeversicherung, denn fest eingebaute Einrichtungen sind Gebäudebestandteile',
      'Die Hausratversicherung, weil die Küche zum Haushalt gehört',
      'Die Privathaftpflichtversicherung',
      'Keine, Küchen sind von der Feuerversicherung ausgenommen',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Abgrenzung folgt der Art der Sache: Was fest mit dem Gebäude verbunden ist, wie Einbauküche, Heizung oder Sanitäranlagen, gehört zum Gebäude. Bewegliche Sachen wie Möbel und Geräte, die nicht eingebaut sind, fallen in die Hausratversicherung.',
    source: 'Kantonale Gebäudeversicherungsgesetze; AVB Gebäude- und Hausratversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-611',
    text: 'Was deckt eine Annullierungskostenversicherung?',
    answers: [
      'Die geschuldeten Stornokosten, wenn die Reise aus einem versicherten Grund nicht angetreten werden kann',
      'Die Rückerstattung des Reisepreises bei jeder Meinungsänderung',
      'Die Heilungskosten bei einer Erkrankung im Ausland',
      'Den Ersatz von gestohlenem Reisegepäck',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Annullierungskostenversicherung ist eine Vermögensversicherung: Sie übernimmt die Kosten, die der Reiseveranstalter bei einer Absage verrechnet. Voraussetzung ist ein versicherter, unvorhersehbarer Grund wie eine schwere Erkrankung; ein blosser Sinneswandel genügt nicht.',
    source: 'AVB Reiseversicherung, Annullierungskosten (Marktpraxis)',
  },
  {
    key: 'ch-sach-612',
    text: 'Welcher Absagegrund ist in der Annullierungskostenversicherung typischerweise NICHT versichert?',
    answers: [
      'Eine Operation, die bei der Buchung bereits geplant war',
      'Eine unerwartete schwere Erkrankung der versicherten Person',
      'Der Tod eines nahen Angehörigen kurz vor Abreise',
      'Ein Brand, der kurz vor Abreise die eigene Wohnung schwer beschädigt',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Versichert sind nur Ereignisse, die bei Buchung bzw. Vertragsabschluss noch nicht bekannt oder vorhersehbar waren. Eine bereits geplante Operation ist kein unvorhergesehenes Ereignis; Krankheit, Todesfall oder schwerer Schaden am Eigentum gehören dagegen zu den typischen versicherten Gründen.',
    source: 'AVB Reiseversicherung, Annullierungskosten (Marktpraxis)',
  },
  {
    key: 'ch-sach-613',
    text: 'Welche Obliegenheit verlangen Cyberversicherungen für KMU typischerweise vom Versicherungsnehmer?',
    answers: [
      'Regelmässige Datensicherungen und das zeitnahe Einspielen von Sicherheitsupdates',
      'Die tägliche Meldung aller E-Mails an den Versicherer',
      'Den Verzicht auf jede Internetverbindung',
      'Eine jährliche Prüfung der Buchhaltung durch die FINMA',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Cyberpolicen knüpfen die Deckung an eine minimale IT-Sicherheit, etwa Backups, Updates, Virenschutz und Passwortschutz. Wird eine solche Obliegenheit schuldhaft verletzt und wirkt sich das auf den Schaden aus, kann der Versicherer je nach AVB kürzen.',
    source: 'AVB Cyberversicherung (Marktpraxis); Art. 45 VVG (CH)',
  },
  {
    key: 'ch-sach-614',
    text: 'Was deckt eine Cyberversicherung für Privatpersonen typischerweise?',
    answers: [
      'Vermögensschäden durch Online-Betrug und Identitätsmissbrauch sowie Hilfe bei Cybermobbing',
      'Den Ersatz des alten Laptops bei Abnützung',
      'Die Bussen für illegale Downloads',
      'Die Lohnfortzahlung bei einer Erkrankung am Bildschirmarbeitsplatz',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Private Cyberdeckungen ersetzen etwa Schäden aus betrügerischen Online-Käufen oder missbrauchten Kartendaten und bieten Unterstützung bei Identitätsmissbrauch und Cybermobbing, z. B. das Löschen von Inhalten. Abnützung ist kein versichertes Ereignis, und Bussen sind nicht versicherbar.',
    source: 'AVB Cyberversicherung für Privatpersonen (Marktpraxis)',
  },
  {
    key: 'ch-sach-615',
    text: 'In welchem Fall muss ein Rechtsschutzvertrag nach AVO – neben der Interessenkollision – die freie Wahl des Rechtsvertreters vorsehen?',
    answers: [
      'Wenn für ein Gerichts- oder Verwaltungsverfahren ein Rechtsvertreter beigezogen werden muss',
      'Bei jeder telefonischen Rechtsauskunft',
      'Nur bei Strafverfahren wegen Vorsatzdelikten',
      'In keinem weiteren Fall, die Wahl ist sonst Sache des Versicherers',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die AVO garantiert die freie Anwaltswahl in zwei Konstellationen: wenn im Hinblick auf ein Gerichts- oder Verwaltungsverfahren ein Rechtsvertreter beigezogen werden muss und bei einer Interessenkollision. In der aussergerichtlichen Phase darf der Versicherer den Fall dagegen selbst bearbeiten.',
    source: 'Art. 167 AVO',
  },
  {
    key: 'ch-sach-616',
    text: 'Eine Mieterin schliesst eine Privatrechtsschutzversicherung ab, weil der Streit mit dem Vermieter über Mängel bereits seit Monaten läuft. Ist dieser Streit gedeckt?',
    answers: [
      'Nein, Streitfälle, deren Ursache vor Vertragsbeginn liegt, sind nicht versichert',
      'Ja, massgebend ist nur der Zeitpunkt der Klage',
      'Ja, aber erst nach einer Wartefrist von einem Monat',
      'Ja, sofern sie den Streit im Antrag erwähnt',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Versicherung setzt ein ungewisses Ereignis voraus; ein bereits bestehender Rechtsstreit ist kein versicherbares Risiko mehr. Die AVB schliessen deshalb Fälle aus, deren Ursache vor Vertragsbeginn liegt, und sehen für manche Rechtsgebiete zusätzlich Wartefristen vor.',
    source: 'AVB Rechtsschutzversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-617',
    text: 'Welche Streitigkeit deckt eine Verkehrsrechtsschutzversicherung typischerweise?',
    answers: [
      'Schadenersatzforderungen nach einem Verkehrsunfall und Strafverfahren wegen Verkehrsdelikten',
      'Lohnstreitigkeiten mit dem Arbeitgeber',
      'Streitigkeiten um den Mietzins der Wohnung',
      'Erbstreitigkeiten unter Geschwistern',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Der Verkehrsrechtsschutz deckt Rechtsfälle in der Eigenschaft als Lenker, Halter, Fussgänger oder Passagier, etwa Schadenersatz nach einem Unfall, Verträge rund ums Fahrzeug oder Verfahren wegen Verkehrsdelikten. Arbeits- und Mietrecht gehören in den Privatrechtsschutz, Erbrecht ist meist ganz ausgeschlossen.',
    source: 'AVB Verkehrsrechtsschutzversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-618',
    text: 'Was deckt eine Warenkreditversicherung (Delkredereversicherung)?',
    answers: [
      'Forderungsausfälle, wenn Kunden wegen Zahlungsunfähigkeit nicht bezahlen',
      'Diebstahl von Waren aus dem Lager',
      'Schäden an Waren während des Transports',
      'Den Ertragsausfall nach einem Brand',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Warenkreditversicherung ist eine Vermögensversicherung für Lieferanten, die auf Rechnung verkaufen: Sie ersetzt den Ausfall versicherter Forderungen bei Insolvenz oder anhaltendem Zahlungsverzug der Abnehmer. Diebstahl, Transport- und Ertragsausfallschäden decken andere Sparten.',
    source: 'AVB Kreditversicherung (Marktpraxis); Anhang 1 AVO (Versicherungszweig Kredit)',
  },
  {
    key: 'ch-sach-619',
    text: 'Eine Buchhalterin zweigt über Jahre Geld ihres Arbeitgebers ab. Welche Versicherung des Unternehmens deckt diesen Schaden?',
    answers: [
      'Die Vertrauensschadenversicherung',
      'Die Betriebshaftpflichtversicherung',
      'Die Betriebsunterbrechungsversicherung',
      'Die Kollektiv-Krankentaggeldversicherung',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Vertrauensschadenversicherung ersetzt Vermögensschäden, die eigene Mitarbeitende dem Unternehmen durch vorsätzliche unerlaubte Handlungen wie Veruntreuung oder Betrug zufügen. Die Betriebshaftpflicht deckt dagegen nur Ansprüche Dritter gegen das Unternehmen.',
    source: 'AVB Vertrauensschadenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-620',
    text: 'Was deckt eine Mehrkostenversicherung im Unterschied zur Betriebsunterbrechungsversicherung?',
    answers: [
      'Ausserordentliche Kosten, um den Betrieb nach einem Sachschaden weiterzuführen, z. B. Miete von Ersatzräumen',
      'Den vollen Ertragsausfall während des Stillstands',
      'Die Reparatur der beschädigten Maschinen',
      'Die Haftpflichtansprüche von Kunden wegen Lieferverzug',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Mehrkostenversicherung eignet sich für Betriebe, die nach einem Schaden mit Zusatzaufwand weiterarbeiten können, etwa Dienstleister mit Ersatzbüros oder gemieteter IT. Die Betriebsunterbrechungsversicherung ersetzt dagegen Ertragsausfall und weiterlaufende Kosten bei einem Stillstand.',
    source: 'AVB Betriebsunterbrechungs- und Mehrkostenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-621',
    text: 'Wie wird der Versicherungswert bei einer Kunstversicherung für ein Gemälde häufig festgelegt?',
    answers: [
      'Durch eine vereinbarte Taxe, die im Schadenfall als Wert gilt',
      'Immer durch den Zeitwert am Schadentag',
      'Durch den Kaufpreis abzüglich 10 % pro Jahr',
      'Durch die Schätzung der kantonalen Gebäudeversicherung',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Bei Kunst und Sammlungen ist der Marktwert im Schadenfall schwer zu ermitteln. Deshalb vereinbaren die Parteien oft bei Abschluss einen festen Wert (Taxe), meist gestützt auf eine Expertise, der bei Totalverlust massgebend ist und Streit über den Wert vermeidet.',
    source: 'AVB Kunstversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-622',
    text: 'Zu welchem Wert versichern die kantonalen Gebäudeversicherungen Gebäude in der Regel?',
    answers: [
      'Zum Neuwert aufgrund einer amtlichen Schätzung',
      'Zum Verkehrswert gemäss Grundbuch',
      'Zum Steuerwert des Grundstücks',
      'Zum Kaufpreis beim Erwerb',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die kantonalen Gebäudeversicherungen schätzen die Gebäude periodisch und versichern sie in der Regel zum Neuwert, also zu den Kosten eines gleichwertigen Neubaus. Verkehrs- und Steuerwert enthalten den Landwert und eignen sich daher nicht als Versicherungswert; bei stark entwerteten Gebäuden sehen die Gesetze Ausnahmen vor.',
    source: 'Kantonale Gebäudeversicherungsgesetze',
  },
];
