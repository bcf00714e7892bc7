import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-sach-haftpflicht-kfz (issue 16). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-501',
    text: 'Haushaltsversicherung ohne Unterversicherungsverzicht: Versicherungssumme 60.000 €, Versicherungswert 80.000 €, Leitungswasserschaden 20.000 €. Was zahlt der Versicherer nach § 56 VersVG?',
    answers: ['15.000 €', '20.000 €', '12.000 €', '5.000 €'],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Bei Unterversicherung haftet der Versicherer nur im Verhältnis der Versicherungssumme zum Versicherungswert: 60.000 / 80.000 = 3/4. Vom Schaden von 20.000 € werden daher 15.000 € ersetzt, obwohl der Schaden unter der Versicherungssumme liegt.',
    source: '§ 56 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-502',
    text: 'Worin unterscheidet sich die Halterhaftung nach dem EKHG von der Verschuldenshaftung nach dem ABGB der Höhe nach?',
    answers: [
      'Die EKHG-Haftung ist mit Höchstbeträgen begrenzt, die ABGB-Verschuldenshaftung nicht',
      'Die ABGB-Haftung ist begrenzt, die EKHG-Haftung unbegrenzt',
      'Beide sind mit der Mindestversicherungssumme des KHVG begrenzt',
      'Beide sind der Höhe nach unbegrenzt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Halter haftet nach dem EKHG ohne Verschulden, dafür nur bis zu den Haftungshöchstbeträgen des § 15 EKHG. Wer darüber hinaus Ersatz will, muss nach dem ABGB ein Verschulden nachweisen; diese Haftung ist der Höhe nach nicht begrenzt.',
    source: '§ 15 EKHG; §§ 1295 ff. ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-503',
    text: 'Ein Geschädigter kennt Schaden und Halter sofort, zeigt den Unfall dem Halter aber erst nach einem Jahr an; dieser wusste nichts davon. Was gilt nach § 8 EKHG?',
    answers: [
      'Er verliert seine Ansprüche nach dem EKHG, weil er nicht binnen drei Monaten angezeigt hat',
      'Nichts; es gilt allein die dreijährige Verjährung',
      'Seine Ansprüche werden auf die Hälfte gekürzt',
      'Er verliert auch alle Ansprüche nach dem ABGB',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach § 8 EKHG verliert der Geschädigte die Rechte aus dem EKHG, wenn er den Unfall nicht binnen drei Monaten ab Kenntnis von Schaden und Ersatzpflichtigem anzeigt, es sei denn, er war schuldlos verhindert oder der Halter erfuhr anders davon. Ansprüche nach dem ABGB bei Verschulden bleiben unberührt.',
    source: '§ 8 EKHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-504',
    text: 'Ein Dritter erhebt gegen den VN einer Privathaftpflichtversicherung einen unbegründeten Schadenersatzanspruch. Was schuldet der Haftpflichtversicherer?',
    answers: [
      'Die Abwehr des unbegründeten Anspruchs samt den dafür nötigen Kosten',
      'Nichts, weil kein ersatzpflichtiger Schaden vorliegt',
      'Die Zahlung des geforderten Betrags, um einen Prozess zu vermeiden',
      'Nur die Kosten, wenn der VN den Prozess gewinnt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung hat neben der Befriedigung begründeter Ansprüche eine Rechtsschutzfunktion: Nach § 150 VersVG umfasst sie auch die Kosten der Abwehr der vom Dritten geltend gemachten Ansprüche. Der Versicherer prüft die Haftung und wehrt unbegründete Forderungen ab.',
    source: '§ 150 VersVG; AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-505',
    text: 'Der VN beschädigt einen beim Nachbarn ausgeliehenen Rasenmäher. Ist der Schaden nach den üblichen Haftpflichtbedingungen (AHVB) gedeckt?',
    answers: [
      'Grundsätzlich nein; Schäden an entliehenen, gemieteten oder verwahrten Sachen sind ausgeschlossen',
      'Ja, immer, weil der Nachbar ein Dritter ist',
      'Ja, aber nur bei grober Fahrlässigkeit',
      'Nur wenn der Nachbar selbst haftpflichtversichert ist',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die AHVB schließen Schäden an Sachen aus, die der VN entliehen, gemietet, gepachtet oder in Verwahrung genommen hat, weil hier meist eine vertragliche Rückgabepflicht betroffen ist. Manche Tarife bieten eine Zusatzdeckung für Leihsachen, die der Vermittler gezielt ansprechen kann.',
    source: 'AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Risikoausschlüsse',
  },
  {
    key: 'at-sach-haftpflicht-kfz-506',
    text: 'Was gilt nach den AHVB als Versicherungsfall in der Haftpflichtversicherung?',
    answers: [
      'Das Schadenereignis, aus dem dem VN Schadenersatzverpflichtungen erwachsen könnten',
      'Die erstmalige schriftliche Geltendmachung des Anspruchs (Claims-made)',
      'Der Verstoß des VN, unabhängig vom Eintritt eines Schadens',
      'Das rechtskräftige Urteil gegen den VN',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die AHVB knüpfen den Versicherungsfall an das Schadenereignis: Versichert ist ein Ereignis während der Vertragslaufzeit, aus dem dem VN Schadenersatzverpflichtungen erwachsen könnten. Das Claims-made-Prinzip findet man eher in der D&O- oder Vermögensschadenversicherung.',
    source: 'AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Art. 1',
  },
  {
    key: 'at-sach-haftpflicht-kfz-507',
    text: 'Das kaskoversicherte Fahrzeug erleidet einen Totalschaden. Wie wird die Entschädigung nach den üblichen Kaskobedingungen grundsätzlich ermittelt?',
    answers: [
      'Wiederbeschaffungswert abzüglich Restwert und vereinbartem Selbstbehalt',
      'Neupreis des Fahrzeugs ohne Abzüge',
      'Listenpreis abzüglich 20 % pro Jahr',
      'Reparaturkosten laut Kostenvoranschlag, auch über dem Fahrzeugwert',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Bei Totalschaden ersetzt die Kasko grundsätzlich den Wiederbeschaffungswert, also den Preis eines gleichwertigen Fahrzeugs, abzüglich des Restwerts des Wracks und eines Selbstbehalts. Eine Neuwertentschädigung gibt es nur, wenn sie für junge Fahrzeuge eigens vereinbart ist.',
    source: 'VVO-Musterbedingungen für die Kaskoversicherung (AKIB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-508',
    text: 'In einer Neuwertversicherung übersteigt die Neuwertentschädigung den Zeitwert. Wann hat der VN nach den üblichen Sachversicherungsbedingungen Anspruch auf diesen Mehrbetrag?',
    answers: [
      'Erst wenn die Wiederherstellung oder Wiederbeschaffung gesichert ist',
      'Sofort mit Feststellung des Schadens',
      'Erst nach Ablauf von fünf Jahren',
      'Nie; es wird stets nur der Zeitwert ersetzt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach der Wiederherstellungsklausel der Sachversicherungsbedingungen wird zunächst nur der Zeitwert fällig. Den Mehrbetrag bis zum Neuwert erhält der VN erst, wenn die Wiederherstellung bzw. Wiederbeschaffung gesichert ist; so soll eine Bereicherung ohne Wiederaufbau vermieden werden.',
    source:
      'ABS (Allgemeine Bedingungen für die Sachversicherung, VVO-Musterbedingungen), Wiederherstellungsklausel',
  },
  {
    key: 'at-sach-haftpflicht-kfz-509',
    text: 'Welche Aussage zur Haftpflichtversicherung nach §§ 149 ff. VersVG ist NICHT zutreffend?',
    answers: [
      'Der Versicherer ersetzt auch Schäden, die der VN an seinem eigenen Vermögen erleidet',
      'Versichert ist die Verantwortlichkeit des VN gegenüber Dritten',
      'Bei vorsätzlicher widerrechtlicher Herbeiführung des Schadens haftet der Versicherer nicht',
      'In der Kfz-Haftpflicht hat der Geschädigte einen direkten Anspruch gegen den Versicherer',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung deckt nach § 149 VersVG, was der VN einem Dritten aufgrund seiner Verantwortlichkeit zu leisten hat. Eigenschäden des VN sind Sache der Sachversicherung. Der Vorsatzausschluss folgt aus § 152 VersVG, die Direktklage in der Kfz-Haftpflicht aus § 26 KHVG 1994.',
    source: '§ 149 VersVG; § 152 VersVG; § 26 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-510',
    text: 'Welche Aussage zur Kaskoversicherung in Österreich ist NICHT zutreffend?',
    answers: [
      'Sie ist für jedes zugelassene Kraftfahrzeug gesetzlich vorgeschrieben',
      'Sie deckt Schäden am eigenen Fahrzeug',
      'Ein Selbstbehalt kann vereinbart werden',
      'Nach der Zahlung kann der Versicherer gegen einen haftenden Dritten Regress nehmen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Verpflichtend ist für zugelassene Kraftfahrzeuge nur die Kfz-Haftpflichtversicherung nach dem KFG und KHVG; die Kasko ist eine freiwillige Sachversicherung für das eigene Fahrzeug. Als Schadenversicherung unterliegt sie dem Forderungsübergang nach § 67 VersVG.',
    source: '§ 59 KFG 1967; § 67 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-511',
    text: 'Wie ist Schadenersatz nach § 1323 ABGB vorrangig zu leisten?',
    answers: [
      'Durch Zurückversetzung in den vorigen Stand; nur wenn das nicht tunlich ist, in Geld',
      'Immer in Geld nach dem Zeitwert',
      'Nach Wahl des Schädigers',
      'Durch Lieferung einer neuen Sache',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Nach § 1323 ABGB hat der Schädiger vorrangig den früheren Zustand wiederherzustellen (Naturalrestitution). Ist das nicht möglich oder nicht tunlich, ist der Schätzungswert in Geld zu ersetzen; in der Praxis überwiegt daher der Geldersatz.',
    source: '§ 1323 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-512',
    text: 'Ein Schädiger hat leicht fahrlässig gehandelt. Was schuldet er dem Geschädigten nach §§ 1323, 1324 ABGB grundsätzlich?',
    answers: [
      'Nur den positiven Schaden, nicht den entgangenen Gewinn',
      'Den positiven Schaden und den entgangenen Gewinn',
      'Nur den entgangenen Gewinn',
      'Nichts, weil nur grobe Fahrlässigkeit zum Ersatz verpflichtet',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Das ABGB stuft den Umfang des Ersatzes nach dem Verschulden ab: Bei leichter Fahrlässigkeit ist nur der positive Schaden zu ersetzen (eigentliche Schadloshaltung), bei grober Fahrlässigkeit oder Vorsatz auch der entgangene Gewinn (volle Genugtuung). Unter Unternehmern gilt nach dem UGB eine Ausnahme.',
    source: '§§ 1323, 1324 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-513',
    text: 'Eine glimmende Zigarette sengt ein Loch in den Teppich, ohne dass sich ein Feuer ausbreitet. Liegt ein Brand im Sinne der Feuerversicherungsbedingungen vor?',
    answers: [
      'Nein; ein Brand setzt ein Feuer voraus, das sich aus eigener Kraft auszubreiten vermag',
      'Ja, jede Hitzeeinwirkung gilt als Brand',
      'Ja, wenn der Schaden 100 € übersteigt',
      'Nein, Schäden durch Raucherwaren sind nie versichert',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Nach den Feuerversicherungsbedingungen ist Brand ein Feuer, das ohne einen bestimmungsgemäßen Herd entstanden ist oder ihn verlassen hat und sich aus eigener Kraft auszubreiten vermag. Ein bloßer Sengschaden ohne solches Schadenfeuer ist daher kein Brand.',
    source: 'AFB (VVO-Musterbedingungen für die Feuerversicherung), Begriff Brand',
  },
  {
    key: 'at-sach-haftpflicht-kfz-514',
    text: 'Ein Freund lenkt mit Erlaubnis des Halters dessen Pkw und verursacht einen Unfall. Ist seine Haftung von der Kfz-Haftpflichtversicherung des Halters gedeckt?',
    answers: [
      'Ja; Personen, die mit Willen des Halters das Fahrzeug lenken, sind mitversichert',
      'Nein, versichert ist nur der Halter selbst',
      'Nur, wenn der Freund im Zulassungsschein eingetragen ist',
      'Nur, wenn der Freund keine eigene Kfz-Versicherung hat',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Kfz-Haftpflichtversicherung umfasst nach dem KHVG auch Ersatzansprüche gegen Personen, die mit Willen des Halters bei der Verwendung des Fahrzeugs tätig sind, insbesondere den Lenker. Der Geschädigte ist so unabhängig davon geschützt, wer gefahren ist.',
    source: '§ 2 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-515',
    text: 'Welche Aussage zur Halterhaftung nach dem EKHG ist NICHT zutreffend?',
    answers: [
      'Bei einer Schwarzfahrt haftet der Halter auch dann, wenn er die Benutzung nicht schuldhaft ermöglicht hat',
      'Die Haftung besteht ohne Verschulden des Halters',
      'Ein unabwendbares Ereignis schließt die Haftung aus',
      'Neben dem EKHG kann der Geschädigte bei Verschulden nach dem ABGB vorgehen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Benutzt jemand das Fahrzeug ohne Willen des Halters, haftet nach § 6 EKHG der Schwarzfahrer an Stelle des Halters. Der Halter haftet daneben nur, wenn die Benutzung durch sein Verschulden oder das seiner Leute ermöglicht wurde.',
    source: '§ 6 EKHG; § 9 EKHG; § 19 EKHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-516',
    text: 'Ein siebenjähriges Kind beschädigt beim Spielen ein fremdes Auto. Wann haften die Eltern nach § 1309 ABGB?',
    answers: [
      'Wenn sie ihre Aufsichtspflicht schuldhaft verletzt haben',
      'Immer, weil Eltern für ihre Kinder verschuldensunabhängig haften',
      'Nie, weil Kinder unter 14 Jahren selbst haften',
      'Nur, wenn sie eine Haftpflichtversicherung haben',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Nach § 1309 ABGB haften Aufsichtspflichtige für Schäden eines Unmündigen nur, wenn ihnen eine schuldhafte Verletzung der Aufsichtspflicht vorzuwerfen ist. Eine allgemeine Haftung der Eltern für ihre Kinder gibt es nicht; die Privathaftpflicht deckt die Aufsichtshaftung mit ab.',
    source: '§ 1309 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-517',
    text: 'Welche Aussage zur Haftung eines Dienstnehmers gegenüber dem Dienstgeber nach § 2 DHG ist NICHT zutreffend?',
    answers: [
      'Bei leichter Fahrlässigkeit haftet der Dienstnehmer stets in voller Höhe',
      'Bei einer entschuldbaren Fehlleistung haftet er nicht',
      'Bei leichter Fahrlässigkeit kann das Gericht den Ersatz mäßigen oder ganz erlassen',
      'Bei Vorsatz ist eine Mäßigung ausgeschlossen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Das Dienstnehmerhaftpflichtgesetz stuft die Haftung nach dem Verschulden ab: keine Haftung bei entschuldbarer Fehlleistung, richterliches Mäßigungsrecht bis zum gänzlichen Erlass bei einem minderen Grad des Versehens, Mäßigung auch bei grober Fahrlässigkeit, keine bei Vorsatz. Eine volle Haftung bei leichter Fahrlässigkeit sieht es gerade nicht vor.',
    source: '§ 2 DHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-518',
    text: 'Ein Fußgänger wird von einem Fahrerflüchtigen mit unbekanntem Kfz verletzt. An wen kann er sich nach dem Verkehrsopfer-Entschädigungsgesetz (VOEG) wenden?',
    answers: [
      'An den Fachverband der Versicherungsunternehmen',
      'An die Bezirkshauptmannschaft',
      'An die AUVA',
      'An die Finanzmarktaufsicht',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Damit Verkehrsopfer nicht leer ausgehen, wenn das Schädigerfahrzeug unbekannt oder nicht versichert ist, gewährt das VOEG einen Entschädigungsanspruch. Verpflichtet ist der Fachverband der Versicherungsunternehmen, der die Leistungen über die Kfz-Haftpflichtversicherer finanziert.',
    source: 'Verkehrsopfer-Entschädigungsgesetz (VOEG)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-519',
    text: 'Der Einbruchdiebstahl ist „auf Erstes Risiko“ mit 10.000 € versichert; der Wert des Hausrats ist viel höher, der Schaden beträgt 8.000 €. Was zahlt der Versicherer?',
    answers: [
      '8.000 €, weil bei der Erstrisikoversicherung kein Unterversicherungseinwand erhoben wird',
      'Einen nach § 56 VersVG gekürzten Betrag',
      '10.000 €, die volle Versicherungssumme',
      'Nichts, weil der Vertrag unterversichert ist',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Bei einer Versicherung auf Erstes Risiko verzichtet der Versicherer auf die Proportionalregel des § 56 VersVG: Schäden werden bis zur Versicherungssumme voll ersetzt, auch wenn der Gesamtwert höher ist. Ersetzt wird aber nur der tatsächliche Schaden von 8.000 €, nicht die Summe.',
    source: '§ 56 VersVG (abdingbar); Vereinbarung „Versicherung auf Erstes Risiko“ in den ABS',
  },
];
