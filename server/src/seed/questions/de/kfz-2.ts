import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kfz' (Deutschland), Teil 2. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kfz-201',
    text: 'Wen verpflichtet § 1 PflVG, für ein Kraftfahrzeug mit regelmäßigem Standort im Inland eine Haftpflichtversicherung abzuschließen?',
    answers: [
      'Den Halter des Fahrzeugs',
      'Jeden Fahrer persönlich',
      'Den Hersteller des Fahrzeugs',
      'Die Zulassungsbehörde',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Nach § 1 PflVG ist der Halter eines Kraftfahrzeugs oder Anhängers mit regelmäßigem Standort im Inland verpflichtet, für sich, den Eigentümer und den Fahrer eine Haftpflichtversicherung abzuschließen und aufrechtzuerhalten, wenn das Fahrzeug auf öffentlichen Wegen verwendet wird. Fahrer und Eigentümer sind dadurch mitversichert.',
    source: '§ 1 PflVG',
  },
  {
    key: 'de-kfz-202',
    text: 'Was gilt nach § 5 PflVG für einen Kfz-Haftpflichtantrag für einen Pkw, auf den der Versicherer binnen zwei Wochen schweigt?',
    answers: [
      'Er gilt zu den für den Geschäftsbetrieb maßgebenden Bedingungen und Tarifen als angenommen',
      'Er gilt als abgelehnt',
      'Er muss nach zwei Wochen neu gestellt werden',
      'Er wird an die Verkehrsopferhilfe weitergeleitet',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Für die Kfz-Haftpflicht besteht nach § 5 Abs. 2 PflVG ein Annahmezwang; ablehnen darf der Versicherer nur aus den in § 5 Abs. 4 PflVG genannten Gründen. Für Pkw, Krafträder und bestimmte leichte Nutzfahrzeuge gilt ein Antrag nach § 5 Abs. 3 PflVG als angenommen, wenn der Versicherer ihn nicht binnen zwei Wochen schriftlich ablehnt oder ein abweichendes Angebot macht.',
    source: '§ 5 Abs. 2–4 PflVG',
  },
  {
    key: 'de-kfz-203',
    text: 'Welche Folge hat es nach § 6 PflVG, ein Fahrzeug ohne die vorgeschriebene Haftpflichtversicherung auf öffentlichen Wegen zu gebrauchen?',
    answers: [
      'Es ist eine Straftat, die mit Freiheitsstrafe bis zu einem Jahr oder Geldstrafe bestraft wird',
      'Es ist folgenlos, solange kein Unfall passiert',
      'Es ist nur eine Ordnungswidrigkeit mit Verwarnungsgeld',
      'Es führt nur zur Rückstufung in der Schadenfreiheitsklasse',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      '§ 6 Abs. 1 PflVG stellt den Gebrauch oder das Gestatten des Gebrauchs eines Fahrzeugs ohne bestehenden Haftpflichtversicherungsvertrag unter Strafe: Freiheitsstrafe bis zu einem Jahr oder Geldstrafe, bei Fahrlässigkeit nach Abs. 2 bis zu sechs Monaten oder Geldstrafe. Das Fahrzeug kann zudem eingezogen werden.',
    source: '§ 6 PflVG',
  },
  {
    key: 'de-kfz-204',
    text: 'Wie haftet der Fahrer eines fremden Kraftfahrzeugs (also kein Halter) nach § 18 Abs. 1 StVG?',
    answers: [
      'Für vermutetes Verschulden: Er haftet, wenn er nicht beweist, dass ihn kein Verschulden trifft',
      'Verschuldensunabhängig wie der Halter',
      'Nur bei Vorsatz',
      'Gar nicht, es haftet ausschließlich der Halter',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Nach § 18 Abs. 1 StVG ist auch der Fahrer zum Schadensersatz verpflichtet; die Ersatzpflicht ist aber ausgeschlossen, wenn er nachweist, dass der Schaden nicht durch sein Verschulden verursacht ist. Anders als der Halter (§ 7 StVG) haftet er also für vermutetes Verschulden, nicht verschuldensunabhängig.',
    source: '§ 18 Abs. 1 StVG',
  },
  {
    key: 'de-kfz-205',
    text: 'Bis zu welchen Höchstbeträgen haftet der Halter nach § 12 StVG aus Gefährdungshaftung bei einem Unfall mit herkömmlichem Pkw?',
    answers: [
      'Bis 5 Mio. € für Personenschäden und 1 Mio. € für Sachschäden',
      'Unbegrenzt für alle Schäden',
      'Bis 7,5 Mio. € für Personen- und 1,3 Mio. € für Sachschäden',
      'Bis 100.000 € insgesamt',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      '§ 12 Abs. 1 StVG begrenzt die verschuldensunabhängige Haftung auf 5 Mio. € für Personenschäden und 1 Mio. € für Sachschäden je Unfall (bei automatisierten Fahrfunktionen das Doppelte). Bei Verschulden haftet der Schädiger nach § 823 BGB unbegrenzt; die höheren Beträge von 7,5 und 1,3 Mio. € sind die Mindestversicherungssummen nach PflVG.',
    source: '§ 12 Abs. 1 StVG',
  },
  {
    key: 'de-kfz-206',
    text: 'Zwei Autos stoßen zusammen, beide Fahrer trifft ein Verschulden. Wie wird der Schaden zwischen den Haltern nach § 17 StVG verteilt?',
    answers: [
      'Nach den Umständen, insbesondere danach, wer den Schaden überwiegend verursacht hat',
      'Immer je zur Hälfte',
      'Ausschließlich nach dem Wert der Fahrzeuge',
      'Der Halter des größeren Fahrzeugs trägt stets alles',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      '§ 17 Abs. 1 und 2 StVG verteilt die Ersatzpflicht unter mehreren beteiligten Haltern nach den Umständen, vor allem nach dem Maß der Verursachung (Haftungsquote). Nur bei einem unabwendbaren Ereignis, das auf keinem Fehler des Fahrzeugs beruht, ist die Haftung nach § 17 Abs. 3 StVG ausgeschlossen.',
    source: '§ 17 StVG',
  },
  {
    key: 'de-kfz-207',
    text: 'Welche Aussage zur Halterhaftung nach dem StVG trifft NICHT zu?',
    answers: [
      'Sie ist der Höhe nach unbegrenzt',
      'Sie setzt kein Verschulden des Halters voraus',
      'Sie gilt nicht für Fahrzeuge, die bauartbedingt höchstens 20 km/h fahren können',
      'Der Geschädigte kann auch ein Schmerzensgeld verlangen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Gefährdungshaftung des Halters ist nach § 12 StVG auf Höchstbeträge begrenzt; nur die Verschuldenshaftung nach BGB ist unbegrenzt. Die übrigen Aussagen stimmen: § 7 StVG verlangt kein Verschulden, § 8 Nr. 1 StVG nimmt langsame Fahrzeuge aus, und § 11 Satz 2 StVG gewährt Schmerzensgeld.',
    source: '§§ 7, 8, 11, 12 StVG',
  },
  {
    key: 'de-kfz-208',
    text: 'Innerhalb welcher Frist muss ein Geschädigter das Schadensereignis nach § 119 Abs. 1 VVG dem Kfz-Haftpflichtversicherer anzeigen?',
    answers: [
      'Innerhalb von zwei Wochen nach Kenntnis, in Textform',
      'Innerhalb von 24 Stunden, telefonisch',
      'Innerhalb eines Jahres, schriftlich',
      'Eine Frist gibt es für den Geschädigten nicht',
    ],
    categories: ['de-kfz', 'de-vvg'],
    coins: 2,
    explanation:
      'Nach § 119 Abs. 1 VVG muss der Dritte ein Schadensereignis, aus dem er Ansprüche herleiten will, dem Versicherer innerhalb von zwei Wochen ab Kenntnis in Textform anzeigen; die rechtzeitige Absendung genügt. Eine verspätete Anzeige lässt den Anspruch grundsätzlich bestehen; verletzt der Dritte dagegen seine Auskunfts- und Belegpflichten, kann § 120 VVG die Haftung des Versicherers begrenzen.',
    source: '§§ 119, 120 VVG',
  },
  {
    key: 'de-kfz-209',
    text: 'Was passiert nach den AKB in der Regel mit der Schadenfreiheitsklasse, wenn der Kfz-Haftpflichtversicherer für einen Schaden leisten muss?',
    answers: [
      'Der Vertrag wird im Folgejahr nach der Rückstufungstabelle zurückgestuft',
      'Der Vertrag wird sofort gekündigt',
      'Die SF-Klasse bleibt immer unverändert',
      'Der VN wird automatisch in die Schadenklasse M eingestuft, unabhängig von der bisherigen SF-Klasse',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Nach dem Schadenfreiheitsrabatt-System der AKB wird ein Vertrag nach einem vom Versicherer regulierten Schaden im folgenden Kalenderjahr gemäß der Rückstufungstabelle in eine schlechtere SF-Klasse eingestuft. Wie weit es zurückgeht, hängt von der bisherigen Klasse und der Zahl der Schäden ab.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt I (Schadenfreiheitsrabatt-System)',
  },
  {
    key: 'de-kfz-210',
    text: 'Wie kann ein Versicherungsnehmer nach den AKB eine Rückstufung nach einem kleinen Kfz-Haftpflichtschaden vermeiden?',
    answers: [
      'Indem er dem Versicherer dessen Aufwendungen freiwillig erstattet (Schadenrückkauf)',
      'Indem er den Schaden erst im nächsten Jahr meldet',
      'Indem er den Vertrag auf den Ehepartner umschreibt',
      'Gar nicht, jede Rückstufung ist endgültig',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Die AKB erlauben es, eine Rückstufung zu vermeiden, indem der Versicherungsnehmer dem Versicherer seine Aufwendungen für den Schaden freiwillig erstattet; meist muss das innerhalb von sechs Monaten nach der Mitteilung über die Regulierung geschehen. Ob sich das lohnt, ergibt ein Vergleich mit dem Mehrbeitrag der Folgejahre.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt I (Vermeidung einer Rückstufung)',
  },
  {
    key: 'de-kfz-211',
    text: 'Welche Tiere sind beim Wildschaden in der Teilkasko nach den Musterbedingungen mindestens versichert?',
    answers: [
      'Haarwild im Sinne des Bundesjagdgesetzes, z. B. Reh, Wildschwein, Fuchs',
      'Nur Rinder und Pferde',
      'Nur Vögel',
      'Alle Tiere einschließlich eigener Haustiere des Fahrers',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die AKB versichern in der Teilkasko den Zusammenstoß des fahrenden Fahrzeugs mit Haarwild im Sinne von § 2 Abs. 1 Nr. 1 Bundesjagdgesetz, etwa Rehe, Hirsche, Wildschweine oder Füchse. Viele Tarife erweitern das auf Tiere aller Art; Vögel sind kein Haarwild.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2.2; § 2 Abs. 1 Nr. 1 BJagdG',
  },
  {
    key: 'de-kfz-212',
    text: 'Der VN fährt grob fahrlässig über eine rote Ampel und beschädigt sein Auto. Was gilt in der Vollkasko ohne Verzichtsklausel?',
    answers: [
      'Der Versicherer kann die Leistung nach der Schwere des Verschuldens kürzen',
      'Der Versicherer muss immer voll leisten',
      'Der Versicherer ist stets vollständig leistungsfrei',
      'Es zahlt die Kfz-Haftpflicht des VN',
    ],
    categories: ['de-kfz', 'de-vvg'],
    coins: 2,
    explanation:
      'Führt der Versicherungsnehmer den Versicherungsfall grob fahrlässig herbei, darf der Kaskoversicherer seine Leistung nach § 81 Abs. 2 VVG im Verhältnis der Schwere des Verschuldens kürzen. Viele Tarife verzichten auf diesen Einwand (außer bei Alkohol oder Drogen); ohne Verzicht bleibt es bei der Kürzung.',
    source: '§ 81 Abs. 2 VVG; GDV-Musterbedingungen AKB 2015, A.2 (Ausschlüsse)',
  },
  {
    key: 'de-kfz-213',
    text: 'Was zahlt die Kaskoversicherung nach den AKB in der Regel bei einem Totalschaden?',
    answers: [
      'Den Wiederbeschaffungswert abzüglich des Restwerts',
      'Den Neupreis des Fahrzeugs ohne Abzug, unabhängig vom Fahrzeugalter',
      'Den ursprünglichen Kaufpreis',
      'Den Listenpreis des Nachfolgemodells',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bei Totalschaden, Zerstörung oder Verlust leistet die Kasko nach den AKB grundsätzlich den Wiederbeschaffungswert, also den Preis für ein gleichwertiges gebrauchtes Fahrzeug, abzüglich des Restwerts des beschädigten Fahrzeugs. Eine Neupreisentschädigung gibt es nur für junge Fahrzeuge nach den jeweils vereinbarten Fristen.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2 (Leistungen der Kaskoversicherung)',
  },
  {
    key: 'de-kfz-214',
    text: 'Ein Geschädigter rechnet seinen Unfallschaden gegenüber dem Haftpflichtversicherer fiktiv nach Gutachten ab ohne Reparatur. Welcher Betrag bleibt dabei nach § 249 Abs. 2 BGB außen vor?',
    answers: [
      'Die Umsatzsteuer, da sie nicht tatsächlich angefallen ist',
      'Die Reparaturkosten laut Gutachten ohne Umsatzsteuer',
      'Die Kosten des Sachverständigengutachtens',
      'Eine Wertminderung des Fahrzeugs',
    ],
    categories: ['de-kfz', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Nach § 249 Abs. 2 Satz 2 BGB schließt der zur Herstellung erforderliche Geldbetrag die Umsatzsteuer nur ein, wenn und soweit sie tatsächlich angefallen ist. Wer fiktiv abrechnet, erhält daher die Netto-Reparaturkosten, das Gutachten und eine etwaige Wertminderung, aber keine Umsatzsteuer.',
    source: '§ 249 Abs. 2 BGB',
  },
  {
    key: 'de-kfz-215',
    text: 'Bis zu welcher Grenze darf ein Geschädigter sein Fahrzeug nach der Rechtsprechung des BGH auf Kosten des Schädigers reparieren lassen, obwohl die Reparatur teurer als der Wiederbeschaffungswert ist?',
    answers: [
      'Bis 130 % des Wiederbeschaffungswerts, wenn fachgerecht repariert und das Fahrzeug weiter genutzt wird',
      'Bis 200 % des Wiederbeschaffungswerts ohne Bedingungen',
      'Bis 100 %, eine Überschreitung ist nie erstattungsfähig',
      'Bis zum Neupreis des Fahrzeugs',
    ],
    categories: ['de-kfz', 'de-sach-haftpflicht'],
    coins: 2,
    explanation:
      'Wegen seines Integritätsinteresses darf der Geschädigte nach ständiger Rechtsprechung des BGH Reparaturkosten bis 30 % über dem Wiederbeschaffungswert verlangen, wenn er das Fahrzeug fachgerecht und vollständig reparieren lässt und es weiter nutzt (in der Regel mindestens sechs Monate). Liegen die Kosten darüber, erhält er nur den Wiederbeschaffungsaufwand.',
    source: '§ 249 BGB; BGH-Rechtsprechung zur 130-%-Grenze',
  },
  {
    key: 'de-kfz-216',
    text: 'Wofür braucht man heute noch die Internationale Versicherungskarte (früher „Grüne Karte“)?',
    answers: [
      'Als Nachweis der Kfz-Haftpflichtdeckung bei Fahrten in bestimmte Länder außerhalb der EU',
      'Für jede Fahrt innerhalb Deutschlands',
      'Als Ersatz für den Führerschein im Ausland',
      'Als Nachweis der Hauptuntersuchung',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Innerhalb der EU und des EWR gilt das Kennzeichen als Versicherungsnachweis. Für bestimmte andere Staaten des Grüne-Karte-Systems ist die Internationale Versicherungskarte weiterhin der Nachweis, dass eine ausreichende Haftpflichtdeckung besteht; der Versicherer stellt sie auf Wunsch aus.',
    source: 'Grüne-Karte-System (Council of Bureaux); AKB des Versicherers',
  },
  {
    key: 'de-kfz-217',
    text: 'Welche Pflicht gehört nach den AKB zu den Obliegenheiten vor Eintritt des Versicherungsfalls in der Kfz-Versicherung?',
    answers: [
      'Das Fahrzeug nur von Fahrern mit der erforderlichen Fahrerlaubnis fahren zu lassen',
      'Das Fahrzeug jährlich vom Versicherer besichtigen zu lassen',
      'Jede Fahrt ins Ausland vorher anzumelden',
      'Mindestens einmal im Monat zu tanken',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Zu den Obliegenheiten vor dem Versicherungsfall gehören nach den AKB u. a. die Führerscheinklausel, das Verbot der Fahrt unter Alkohol- oder Drogeneinfluss, die Einhaltung des vereinbarten Verwendungszwecks und das Verbot von Rennen. Ihre Verletzung kann nach § 28 VVG zur Leistungskürzung und in der Kfz-Haftpflicht zum Regress bis 5.000 € führen.',
    source: 'GDV-Musterbedingungen AKB 2015, D.1; § 28 VVG; § 5 Abs. 3 KfzPflVV',
  },
  {
    key: 'de-kfz-218',
    text: 'Bis zu welchem Betrag ist der Kfz-Haftpflichtversicherer gegenüber dem VN nach § 6 Abs. 1 KfzPflVV bei einer Obliegenheitsverletzung nach dem Versicherungsfall grundsätzlich leistungsfrei?',
    answers: ['Bis 2.500 €', 'Bis 500 €', 'Bis 10.000 €', 'Unbegrenzt'],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      '§ 6 Abs. 1 KfzPflVV beschränkt die Leistungsfreiheit wegen Verletzung von Obliegenheiten nach dem Versicherungsfall, etwa der Aufklärungspflicht, grundsätzlich auf 2.500 €. Bei besonders schwerwiegender vorsätzlicher Verletzung steigt die Grenze nach § 6 Abs. 3 KfzPflVV auf 5.000 €.',
    source: '§ 6 Abs. 1 und 3 KfzPflVV',
  },
  {
    key: 'de-kfz-219',
    text: 'Der VN verlässt nach einem Unfall unerlaubt die Unfallstelle. Welche Obliegenheit verletzt er nach den AKB typischerweise?',
    answers: [
      'Die Aufklärungsobliegenheit, zu der die Wartepflicht am Unfallort gehört',
      'Die Führerscheinklausel',
      'Die Verwendungsklausel',
      'Keine, die Wartepflicht gilt nur strafrechtlich',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die AKB verpflichten den Versicherungsnehmer nach dem Schadenereignis, alles zur Aufklärung Dienliche zu tun; dazu gehört ausdrücklich, den Unfallort nicht zu verlassen, ohne die gesetzlich erforderliche Wartezeit einzuhalten (vgl. § 142 StGB). Bei Vorsatz drohen Leistungskürzung in der Kasko und Regress in der Kfz-Haftpflicht.',
    source: 'GDV-Musterbedingungen AKB 2015, E.1 (Pflichten im Schadenfall); § 142 StGB',
  },
  {
    key: 'de-kfz-220',
    text: 'Das Fahrzeug wird vorübergehend außer Betrieb gesetzt. Was geschieht nach den AKB in der Regel mit dem Vertrag?',
    answers: [
      'Er läuft als beitragsfreie Ruheversicherung weiter',
      'Er endet sofort ersatzlos',
      'Er läuft mit vollem Beitrag weiter',
      'Er wird auf ein beliebiges anderes Fahrzeug übertragen',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Bei vorübergehender Außerbetriebsetzung wird der Vertrag nach den AKB grundsätzlich als Ruheversicherung fortgeführt; sie deckt eingeschränkt Schäden am abgestellten Fahrzeug, ohne dass Beitrag anfällt. Wird das Fahrzeug innerhalb der vereinbarten Frist nicht wieder zugelassen, endet der Vertrag.',
    source: 'GDV-Musterbedingungen AKB 2015, Abschnitt H (Außerbetriebsetzung)',
  },
  {
    key: 'de-kfz-221',
    text: 'Bis wann kann der VN seine Kfz-Haftpflichtversicherung nach einem Schadenfall nach § 111 VVG kündigen?',
    answers: [
      'Innerhalb eines Monats nach Anerkennung, Ablehnung oder rechtskräftiger Entscheidung über den Anspruch',
      'Nur innerhalb von zwei Wochen nach dem Unfall',
      'Jederzeit während der gesamten Vertragslaufzeit',
      'Gar nicht, in der Pflichtversicherung gibt es kein Kündigungsrecht nach dem Schaden',
    ],
    categories: ['de-kfz', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 111 Abs. 1 VVG gibt beiden Parteien in der Haftpflichtversicherung ein Kündigungsrecht, wenn der Versicherer den Freistellungsanspruch anerkannt oder zu Unrecht abgelehnt hat oder dem VN eine Klage zugestellt wird. Nach § 111 Abs. 2 VVG ist die Kündigung nur innerhalb eines Monats danach zulässig; der Versicherer muss eine Frist von einem Monat einhalten.',
    source: '§ 111 VVG',
  },
  {
    key: 'de-kfz-222',
    text: 'Welche Personen sind nach den AKB in der Kfz-Haftpflicht neben dem Versicherungsnehmer mitversichert?',
    answers: [
      'U. a. Halter, Eigentümer und Fahrer des Fahrzeugs',
      'Nur der Versicherungsnehmer selbst',
      'Alle Verkehrsteilnehmer in Deutschland',
      'Nur Familienangehörige im gemeinsamen Haushalt',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Haftpflicht schützt nach § 1 PflVG und den AKB nicht nur den Versicherungsnehmer, sondern u. a. auch Halter, Eigentümer, Fahrer, Beifahrer und den Arbeitgeber bei dienstlicher Nutzung. So ist gewährleistet, dass jeder berechtigte Fahrer Haftpflichtschutz hat.',
    source: '§ 1 PflVG; GDV-Musterbedingungen AKB 2015, A.1.2',
  },
  {
    key: 'de-kfz-223',
    text: 'Wonach richtet sich die Regionalklasse in der Kfz-Versicherung?',
    answers: [
      'Nach dem Schadenverlauf im Zulassungsbezirk des Fahrzeughalters',
      'Nach dem Geburtsort des Fahrers',
      'Nach der Motorleistung des Fahrzeugs',
      'Nach dem Wohnort des Vermittlers',
    ],
    categories: ['de-kfz'],
    coins: 1,
    explanation:
      'Die Regionalklassen beruhen auf der jährlichen Statistik des GDV über den Schadenbedarf in den Zulassungsbezirken; maßgeblich ist der Bezirk, in dem das Fahrzeug zugelassen ist. Die Versicherer übernehmen die unverbindlichen Werte in ihre Tarife.',
    source: 'GDV-Regionalstatistik; Tarifbestimmungen der Kfz-Versicherer',
  },
  {
    key: 'de-kfz-224',
    text: 'Was erstattet die Kaskoversicherung nach den AKB bei einer Reparatur hinsichtlich der Mehrwertsteuer?',
    answers: [
      'Nur soweit sie tatsächlich angefallen ist und der VN nicht vorsteuerabzugsberechtigt ist',
      'Immer, auch wenn nicht repariert wird',
      'Nie, Mehrwertsteuer ist ausgeschlossen',
      'Nur bei Leasingfahrzeugen',
    ],
    categories: ['de-kfz'],
    coins: 2,
    explanation:
      'Nach den AKB erstattet der Kaskoversicherer Mehrwertsteuer nur, wenn und soweit sie für den Versicherungsnehmer tatsächlich angefallen ist; bei Vorsteuerabzugsberechtigung entfällt sie. Wer nach Gutachten abrechnet, ohne reparieren zu lassen, erhält den Nettobetrag.',
    source: 'GDV-Musterbedingungen AKB 2015, A.2 (Leistungen der Kaskoversicherung)',
  },
];
