import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-datenschutz-gwg' (Deutschland), Teil 3: DSGVO, UWG, Schweigepflicht. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-datenschutz-gwg-221',
    text: 'Bis zu welcher Höhe kann die Aufsichtsbehörde für schwere Datenschutzverstöße nach Art. 83 Abs. 5 DSGVO eine Geldbuße gegen ein Unternehmen verhängen?',
    answers: [
      'Bis 20 Mio. € oder 4 % des weltweiten Jahresumsatzes, je nachdem, was höher ist',
      'Bis 50.000 € je Verstoß',
      'Bis 1 Mio. €, unabhängig vom Umsatz',
      'Bis 10 % des deutschen Jahresgewinns',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 83 Abs. 5 DSGVO sieht für Verstöße etwa gegen die Grundsätze, die Rechtsgrundlagen oder die Betroffenenrechte Geldbußen bis 20 Mio. € oder bis 4 % des gesamten weltweiten Vorjahresumsatzes vor, je nachdem, welcher Betrag höher ist. Für andere Pflichten gilt nach Art. 83 Abs. 4 DSGVO die Hälfte.',
    source: 'Art. 83 Abs. 4 und 5 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-222',
    text: 'Welchen Schaden kann ein Kunde nach Art. 82 Abs. 1 DSGVO wegen eines Datenschutzverstoßes ersetzt verlangen?',
    answers: [
      'Materiellen und immateriellen Schaden',
      'Nur nachgewiesene Vermögensschäden',
      'Nur Schäden über 1.000 €',
      'Keinen, Verstöße werden nur mit Bußgeldern geahndet',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 82 Abs. 1 DSGVO gewährt Ersatz des materiellen und des immateriellen Schadens, der wegen eines Verstoßes gegen die Verordnung entstanden ist. Nach der Rechtsprechung des EuGH gibt es keine Erheblichkeitsschwelle, der Schaden selbst muss aber dargelegt werden.',
    source: 'Art. 82 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-223',
    text: 'Wann ist nach Art. 35 DSGVO eine Datenschutz-Folgenabschätzung durchzuführen?',
    answers: [
      'Wenn eine Verarbeitung voraussichtlich ein hohes Risiko für die Rechte und Freiheiten natürlicher Personen hat',
      'Vor jeder Speicherung einer E-Mail-Adresse',
      'Nur auf Antrag eines Kunden',
      'Nur bei Unternehmen mit mehr als 250 Beschäftigten',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 35 Abs. 1 DSGVO verlangt eine Folgenabschätzung vor Verarbeitungen, die – insbesondere bei neuen Technologien – voraussichtlich ein hohes Risiko zur Folge haben. Beispiele nennt Art. 35 Abs. 3 DSGVO, etwa umfangreiche Verarbeitung besonderer Kategorien oder systematische Bewertung persönlicher Aspekte.',
    source: 'Art. 35 Abs. 1 und 3 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-224',
    text: 'Welche Maßnahmen nennt Art. 32 Abs. 1 DSGVO ausdrücklich als Beispiele für die Sicherheit der Verarbeitung?',
    answers: [
      'Pseudonymisierung und Verschlüsselung personenbezogener Daten',
      'Regelmäßige Werbemails an alle Kunden',
      'Die Speicherung aller Daten auf privaten Geräten der Mitarbeiter',
      'Die Veröffentlichung der Kundenliste zur Transparenz',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 32 Abs. 1 DSGVO verlangt geeignete technische und organisatorische Maßnahmen und nennt u. a. Pseudonymisierung und Verschlüsselung, die Sicherstellung von Vertraulichkeit, Integrität und Verfügbarkeit sowie regelmäßige Überprüfungen. Für Vermittler heißt das z. B. verschlüsselte Übertragung von Anträgen mit Gesundheitsdaten.',
    source: 'Art. 32 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-225',
    text: 'Ein Vergleichsrechner speichert Kundendaten auf Servern in den USA. Welche Grundlage kann die Übermittlung nach Kapitel V DSGVO z. B. tragen?',
    answers: [
      'Ein Angemessenheitsbeschluss der EU-Kommission oder Standarddatenschutzklauseln',
      'Allein der Firmensitz des Anbieters in der EU',
      'Eine Genehmigung der IHK',
      'Keine, Übermittlungen in Drittländer sind immer verboten',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Übermittlungen in Drittländer sind nach Art. 45 DSGVO auf Grundlage eines Angemessenheitsbeschlusses zulässig – für zertifizierte US-Unternehmen seit 2023 das EU-US Data Privacy Framework. Fehlt ein solcher Beschluss, braucht es geeignete Garantien nach Art. 46 DSGVO, etwa die Standarddatenschutzklauseln der Kommission.',
    source: 'Art. 44–46 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-226',
    text: 'Was besagt das Kopplungsverbot nach Art. 7 Abs. 4 DSGVO?',
    answers: [
      'Die Vertragserfüllung soll nicht von einer Einwilligung in nicht erforderliche Verarbeitungen abhängen',
      'Verträge verschiedener Sparten dürfen nicht gebündelt werden',
      'Ein Kunde darf nicht zwei Verträge beim selben Versicherer haben',
      'Einwilligungen dürfen nie schriftlich erteilt werden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Bei der Beurteilung, ob eine Einwilligung freiwillig ist, muss nach Art. 7 Abs. 4 DSGVO berücksichtigt werden, ob die Erfüllung eines Vertrags von einer Einwilligung in eine Verarbeitung abhängig gemacht wird, die dafür nicht erforderlich ist. Wer den Abschluss etwa an eine Werbeeinwilligung koppelt, riskiert deren Unwirksamkeit.',
    source: 'Art. 7 Abs. 4 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-227',
    text: 'Verarbeitet ein Versicherungsmakler die Daten seiner Kunden als Auftragsverarbeiter des Versicherers?',
    answers: [
      'Nein, er entscheidet selbst über Zwecke und Mittel und ist eigener Verantwortlicher',
      'Ja, stets, weil der Versicherer ihm Courtage zahlt',
      'Ja, aber nur bei Kfz-Verträgen',
      'Nein, für Makler gilt die DSGVO nicht',
    ],
    categories: ['de-datenschutz-gwg', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Verantwortlicher ist nach Art. 4 Nr. 7 DSGVO, wer über Zwecke und Mittel der Verarbeitung entscheidet. Der Makler handelt im Auftrag des Kunden und bestimmt seine Datenverarbeitung selbst; er ist deshalb eigener Verantwortlicher und nicht weisungsgebundener Auftragsverarbeiter (Art. 28 DSGVO) eines Versicherers.',
    source: 'Art. 4 Nr. 7, Art. 28 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-228',
    text: 'Wo kann sich ein Kunde beschweren, der meint, dass ein Vermittler seine Daten rechtswidrig verarbeitet?',
    answers: [
      'Bei einer Datenschutz-Aufsichtsbehörde, etwa der seines Wohnorts',
      'Ausschließlich beim Versicherungsombudsmann',
      'Nur beim Bundesverfassungsgericht',
      'Nur bei der BaFin',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 77 Abs. 1 DSGVO gibt jeder betroffenen Person das Recht auf Beschwerde bei einer Aufsichtsbehörde, insbesondere im Mitgliedstaat ihres Aufenthaltsorts, ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. In Deutschland sind für Unternehmen die Landesdatenschutzbehörden zuständig.',
    source: 'Art. 77 Abs. 1 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-229',
    text: 'Wer unterliegt nach § 203 Abs. 1 StGB ausdrücklich der strafbewehrten Schweigepflicht über Kundengeheimnisse?',
    answers: [
      'Angehörige eines Unternehmens der privaten Kranken-, Unfall- oder Lebensversicherung',
      'Jeder Angestellte eines Sachversicherers',
      'Nur die Vorstände der Versicherer',
      'Nur Ärzte, nie Versicherungsangestellte',
    ],
    categories: ['de-datenschutz-gwg', 'de-kranken'],
    coins: 2,
    explanation:
      '§ 203 Abs. 1 Nr. 7 StGB nennt neben Ärzten und Anwälten ausdrücklich Angehörige eines Unternehmens der privaten Kranken-, Unfall- oder Lebensversicherung. Wer dort ein anvertrautes Geheimnis, etwa eine Diagnose, unbefugt offenbart, macht sich strafbar; deshalb brauchen diese Versicherer Schweigepflichtentbindungen.',
    source: '§ 203 Abs. 1 Nr. 7 StGB',
  },
  {
    key: 'de-datenschutz-gwg-230',
    text: 'Ein Vermittler will für einen Kunden mit Vorerkrankungen bei mehreren Versicherern vorab die BU-Annahme klären. Wie geht das datenschutzgerecht?',
    answers: [
      'Als anonyme Risikovoranfrage oder mit ausdrücklicher Einwilligung des Kunden',
      'Er darf die vollständigen Arztberichte ohne Rückfrage an alle Versicherer senden',
      'Nur über die BaFin als Vermittlungsstelle',
      'Gar nicht, Voranfragen sind verboten',
    ],
    categories: ['de-datenschutz-gwg', 'de-leben'],
    coins: 2,
    explanation:
      'Gesundheitsdaten sind besondere Kategorien nach Art. 9 DSGVO; ihre Weitergabe an Versicherer braucht grundsätzlich die ausdrückliche Einwilligung des Kunden (Art. 9 Abs. 2 Buchst. a DSGVO). Eine anonyme Voranfrage ohne Namen und identifizierende Angaben vermeidet den Personenbezug und hinterlässt zugleich keine Spuren in Anfragesystemen.',
    source: 'Art. 9 Abs. 1 und 2 Buchst. a DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-231',
    text: 'Unter welcher Voraussetzung darf ein Vermittler einen Verbraucher zu Werbezwecken anrufen (§ 7 Abs. 2 UWG)?',
    answers: [
      'Nur mit dessen vorheriger ausdrücklicher Einwilligung',
      'Immer, wenn die Nummer im Telefonbuch steht',
      'Wenn der Anruf zwischen 8 und 20 Uhr erfolgt',
      'Wenn der Kunde früher einmal Kunde eines anderen Vermittlers war',
    ],
    categories: ['de-datenschutz-gwg', 'de-beratung'],
    coins: 1,
    explanation:
      'Werbeanrufe bei Verbrauchern sind nach § 7 Abs. 2 UWG eine unzumutbare Belästigung, wenn keine vorherige ausdrückliche Einwilligung vorliegt. Die Einwilligung muss sich gerade auf Telefonwerbung beziehen; ein Verstoß kann nach § 20 UWG mit Bußgeld geahndet werden.',
    source: '§ 7 Abs. 2, § 20 UWG',
  },
  {
    key: 'de-datenschutz-gwg-232',
    text: 'Wie lange muss ein Unternehmen die Einwilligung eines Verbrauchers in Telefonwerbung nach § 7a UWG aufbewahren?',
    answers: [
      'Fünf Jahre ab Erteilung und nach jeder Verwendung',
      'Sechs Monate',
      'Zwei Jahre ab Erteilung',
      'Eine Aufbewahrungspflicht besteht nicht',
    ],
    categories: ['de-datenschutz-gwg', 'de-beratung'],
    coins: 2,
    explanation:
      'Seit Oktober 2021 verpflichtet § 7a UWG, die Einwilligung in Telefonwerbung zum Zeitpunkt der Erteilung angemessen zu dokumentieren. Der Nachweis ist fünf Jahre ab Erteilung sowie nach jeder Verwendung der Einwilligung aufzubewahren und der Bundesnetzagentur auf Verlangen vorzulegen.',
    source: '§ 7a UWG',
  },
  {
    key: 'de-datenschutz-gwg-233',
    text: 'Ein Vermittler hat die E-Mail-Adresse eines Kunden beim Abschluss einer Hausratversicherung erhalten. Wann darf er ihm ohne Einwilligung Werbung für ähnliche eigene Angebote mailen?',
    answers: [
      'Wenn der Kunde nicht widersprochen hat und bei Erhebung und jeder Nutzung auf das Widerspruchsrecht hingewiesen wird',
      'Nie, E-Mail-Werbung braucht ausnahmslos eine Einwilligung',
      'Immer, Bestandskunden dürfen unbegrenzt beworben werden',
      'Nur einmal im Jahr',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 7 Abs. 3 UWG erlaubt E-Mail-Werbung ohne Einwilligung nur, wenn die Adresse im Zusammenhang mit dem Verkauf einer Ware oder Dienstleistung erlangt wurde, für eigene ähnliche Angebote geworben wird, der Kunde nicht widersprochen hat und bei Erhebung und jeder Verwendung klar auf das jederzeitige Widerspruchsrecht hingewiesen wird. Fehlt eine Voraussetzung, bleibt es bei der Einwilligungspflicht.',
    source: '§ 7 Abs. 3 UWG',
  },
  {
    key: 'de-datenschutz-gwg-234',
    text: 'Auf welche Rechtsgrundlage stützt sich die Speicherung der Ausweisdaten, die ein Lebensversicherer zur Identifizierung nach dem GwG erhebt?',
    answers: [
      'Auf die Erfüllung einer rechtlichen Verpflichtung (Art. 6 Abs. 1 Buchst. c DSGVO)',
      'Auf eine freiwillige Einwilligung des Kunden',
      'Auf das berechtigte Interesse an Werbung',
      'Auf lebenswichtige Interessen des Kunden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Das Geldwäschegesetz verpflichtet den Versicherer, den Vertragspartner zu identifizieren und die Angaben aufzuzeichnen (§§ 8, 11 GwG). Die Verarbeitung ist damit nach Art. 6 Abs. 1 Buchst. c DSGVO zur Erfüllung einer rechtlichen Verpflichtung erforderlich; eine Einwilligung wäre hier weder nötig noch freiwillig.',
    source: 'Art. 6 Abs. 1 Buchst. c DSGVO; §§ 8, 11 GwG',
  },
  {
    key: 'de-datenschutz-gwg-235',
    text: 'Was muss der Verantwortliche nach Art. 33 Abs. 5 DSGVO mit jeder Verletzung des Schutzes personenbezogener Daten tun?',
    answers: [
      'Sie mit Fakten, Auswirkungen und ergriffenen Abhilfemaßnahmen dokumentieren',
      'Sie in der Tagespresse veröffentlichen',
      'Sie nur dokumentieren, wenn ein Bußgeld droht',
      'Sie an alle Kunden per Rundschreiben melden',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 33 Abs. 5 DSGVO verlangt, jede Datenschutzverletzung einschließlich aller Fakten, Auswirkungen und Abhilfemaßnahmen zu dokumentieren – auch wenn sie nicht meldepflichtig ist. So kann die Aufsichtsbehörde prüfen, ob der Verantwortliche die Meldepflicht richtig beurteilt hat.',
    source: 'Art. 33 Abs. 5 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-236',
    text: 'Was versteht Art. 4 Nr. 12 DSGVO unter einer „Verletzung des Schutzes personenbezogener Daten“?',
    answers: [
      'Eine Sicherheitsverletzung, die zu Vernichtung, Verlust, Veränderung oder unbefugter Offenlegung von Daten führt',
      'Jede Beschwerde eines Kunden über Werbung',
      'Nur einen Hackerangriff von außen',
      'Jede verspätete Beantwortung einer Auskunftsanfrage',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Art. 4 Nr. 12 DSGVO definiert die Datenpanne als Verletzung der Sicherheit, die unbeabsichtigt oder unrechtmäßig zu Vernichtung, Verlust, Veränderung oder unbefugter Offenlegung von bzw. unbefugtem Zugang zu personenbezogenen Daten führt. Auch eine versehentlich an den falschen Kunden versandte E-Mail mit Antragsdaten kann daher eine Datenpanne sein.',
    source: 'Art. 4 Nr. 12 DSGVO',
  },
  {
    key: 'de-datenschutz-gwg-237',
    text: 'Welches Ziel verfolgt das Geldwäschegesetz mit dem risikobasierten Ansatz nach § 4 GwG?',
    answers: [
      'Art und Umfang der Sicherungsmaßnahmen richten sich nach dem konkreten Geldwäscherisiko',
      'Jeder Kunde wird unabhängig vom Risiko gleich intensiv geprüft',
      'Nur Kunden mit einem Vermögen über 1 Mio. € werden geprüft',
      'Das Risiko trägt ausschließlich die FIU',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      'Nach § 4 GwG müssen Verpflichtete ein wirksames, an Art und Umfang ihrer Geschäftstätigkeit angepasstes Risikomanagement haben, bestehend aus Risikoanalyse (§ 5 GwG) und internen Sicherungsmaßnahmen (§ 6 GwG). Je höher das Risiko, desto strenger die Maßnahmen – bis hin zu verstärkten Sorgfaltspflichten nach § 15 GwG.',
    source: '§§ 4–6 GwG',
  },
  {
    key: 'de-datenschutz-gwg-238',
    text: 'Wie lange sind Aufzeichnungen über die Erfüllung der Sorgfaltspflichten nach § 8 Abs. 4 GwG grundsätzlich aufzubewahren?',
    answers: ['Fünf Jahre', 'Ein Jahr', 'Drei Jahre', 'Dreißig Jahre'],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      'Nach § 8 Abs. 4 GwG sind die Aufzeichnungen und Belege fünf Jahre aufzubewahren; bei Geschäftsbeziehungen beginnt die Frist mit dem Schluss des Kalenderjahres, in dem die Beziehung endet. Längere Fristen aus anderen Gesetzen, etwa HGB oder AO, bleiben unberührt.',
    source: '§ 8 Abs. 4 GwG',
  },
  {
    key: 'de-datenschutz-gwg-239',
    text: 'Wann muss ein Verpflichteter den Vertragspartner nach § 11 Abs. 1 GwG grundsätzlich identifizieren?',
    answers: [
      'Vor Begründung der Geschäftsbeziehung oder vor Durchführung der Transaktion',
      'Erst bei der ersten Auszahlung',
      'Innerhalb eines Jahres nach Vertragsschluss',
      'Nur auf Anordnung der FIU',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 1,
    explanation:
      '§ 11 Abs. 1 Satz 1 GwG verlangt die Identifizierung vor Begründung der Geschäftsbeziehung oder vor Durchführung der Transaktion. Nur ausnahmsweise darf sie nach Satz 2 noch während der Begründung abgeschlossen werden, wenn dies den normalen Geschäftsablauf nicht unterbricht und ein geringes Risiko besteht.',
    source: '§ 11 Abs. 1 GwG',
  },
  {
    key: 'de-datenschutz-gwg-240',
    text: 'Welche Angaben sind zur Identifizierung einer natürlichen Person nach § 11 Abs. 4 Nr. 1 GwG zu erheben?',
    answers: [
      'Vor- und Nachname, Geburtsort, Geburtsdatum, Staatsangehörigkeit und Wohnanschrift',
      'Nur Name und Telefonnummer',
      'Name, Beruf und Jahreseinkommen',
      'Name, Steuer-ID und Religionszugehörigkeit',
    ],
    categories: ['de-datenschutz-gwg'],
    coins: 2,
    explanation:
      '§ 11 Abs. 4 Nr. 1 GwG schreibt für natürliche Personen Vorname und Nachname, Geburtsort, Geburtsdatum, Staatsangehörigkeit und eine Wohnanschrift vor. Überprüft werden diese Angaben nach § 12 Abs. 1 GwG vor allem anhand eines gültigen amtlichen Lichtbildausweises.',
    source: '§ 11 Abs. 4 Nr. 1, § 12 Abs. 1 GwG',
  },
];
