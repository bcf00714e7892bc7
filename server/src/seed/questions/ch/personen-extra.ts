import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie ch-personen. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-personen-501',
    text: 'Wie lange muss eine Krankentaggeldversicherung nach KVG das Taggeld für eine oder mehrere Erkrankungen mindestens ausrichten?',
    answers: [
      'Während mindestens 720 Tagen innert 900 Tagen',
      'Während mindestens 360 Tagen innert 540 Tagen',
      'Während mindestens 730 Tagen ohne Rahmenfrist',
      'Bis zum Ende des Arbeitsverhältnisses',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Für die freiwillige Taggeldversicherung nach KVG schreibt das Gesetz eine Mindestleistungsdauer vor: 720 Tage innerhalb von 900 Tagen, auch bei mehreren Erkrankungen. Kollektive Taggeldversicherungen nach VVG orientieren sich in der Praxis oft an dieser Dauer, sind aber frei vereinbart.',
    source: 'Art. 72 Abs. 3 KVG',
  },
  {
    key: 'ch-personen-502',
    text: 'Ab welchem Grad der Arbeitsunfähigkeit entsteht in der Taggeldversicherung nach KVG der Anspruch auf Taggeld?',
    answers: [
      'Ab einer Arbeitsunfähigkeit von mindestens 50 %',
      'Ab einer Arbeitsunfähigkeit von mindestens 25 %',
      'Erst bei voller Arbeitsunfähigkeit',
      'Ab einer Erwerbsunfähigkeit von mindestens 40 %',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Nach Art. 72 Abs. 2 KVG entsteht der Taggeldanspruch, wenn die versicherte Person mindestens zur Hälfte arbeitsunfähig ist. Die 40 % sind dagegen die Schwelle für eine IV-Rente und betreffen die Erwerbsunfähigkeit.',
    source: 'Art. 72 Abs. 2 KVG',
  },
  {
    key: 'ch-personen-503',
    text: 'Ein Versicherer bringt in der freiwilligen Taggeldversicherung nach KVG einen Vorbehalt für ein bestehendes Leiden an. Wie lange darf dieser höchstens gelten?',
    answers: [
      'Höchstens fünf Jahre',
      'Höchstens zwei Jahre',
      'Höchstens zehn Jahre',
      'Unbefristet, solange das Leiden besteht',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Krankheiten, die bei der Aufnahme bestehen oder erfahrungsgemäss zu Rückfällen führen, können durch einen Vorbehalt ausgeschlossen werden. Der Vorbehalt fällt nach Art. 69 Abs. 2 KVG spätestens nach fünf Jahren dahin; in einer VVG-Taggeldversicherung richtet sich dies dagegen nach dem Vertrag.',
    source: 'Art. 69 KVG',
  },
  {
    key: 'ch-personen-504',
    text: 'Welche Aussage zur kollektiven Krankentaggeldversicherung nach VVG trifft NICHT zu?',
    answers: [
      'Der Versicherer muss jede Person ohne Gesundheitsprüfung und ohne Vorbehalt aufnehmen',
      'Leistungsdauer, Wartefrist und Höhe des Taggelds ergeben sich aus dem Vertrag',
      'Sie wird häufig vom Arbeitgeber für sein Personal abgeschlossen',
      'Sie ist ein privatrechtlicher Vertrag und keine Sozialversicherung',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Eine Aufnahmepflicht kennt nur die Taggeldversicherung nach KVG, und selbst dort sind Vorbehalte erlaubt. Für VVG-Verträge gilt Vertragsfreiheit: Der Versicherer kann Gesundheitsfragen stellen, Vorbehalte anbringen oder Anträge ablehnen; die übrigen Aussagen treffen zu.',
    source: 'Art. 1 und 4 VVG (CH); Art. 68 f. KVG',
  },
  {
    key: 'ch-personen-505',
    text: 'Wann ist der Ertrag einer rückkaufsfähigen Kapitalversicherung mit Einmalprämie (Säule 3b) bei der Auszahlung nach DBG steuerfrei?',
    answers: [
      'Auszahlung ab dem 60. Geburtstag, Vertrag mind. fünf Jahre, abgeschlossen vor dem 66. Geburtstag',
      'Immer, Erträge aus Lebensversicherungen sind stets steuerfrei',
      'Nur wenn die Police verpfändet war',
      'Nur wenn die Einmalprämie vom Einkommen abgezogen wurde',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Erträge aus Einmalprämienversicherungen sind steuerbar, ausser die Versicherung dient der Vorsorge. Das gilt als erwiesen, wenn die Auszahlung ab dem vollendeten 60. Altersjahr aufgrund eines mindestens fünfjährigen Vertragsverhältnisses erfolgt, das vor Vollendung des 66. Altersjahres begründet wurde.',
    source: 'Art. 20 Abs. 1 lit. a DBG',
  },
  {
    key: 'ch-personen-506',
    text: 'Eine periodisch finanzierte, rückkaufsfähige gemischte Lebensversicherung der Säule 3b wird im Erlebensfall ausbezahlt. Wie behandelt die direkte Bundessteuer die Auszahlung?',
    answers: [
      'Sie ist als Vermögensanfall einkommenssteuerfrei',
      'Sie wird zusammen mit dem übrigen Einkommen voll besteuert',
      'Sie wird wie ein Säule-3a-Bezug separat zum Vorsorgetarif besteuert',
      'Sie ist nur zur Hälfte steuerbar',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Vermögensanfälle aus rückkaufsfähiger privater Kapitalversicherung sind nach Art. 24 lit. b DBG steuerfrei (ausgenommen Freizügigkeitspolicen). Im Gegenzug sind die Prämien nur im Rahmen des allgemeinen Versicherungsabzugs abziehbar; Sonderregeln gelten für Einmalprämien.',
    source: 'Art. 24 lit. b DBG',
  },
  {
    key: 'ch-personen-507',
    text: 'Der VN setzt in seiner Lebensversicherung „meine Kinder“ als Begünstigte ein. Ein Sohn ist vorverstorben und hinterlässt eine Tochter. Wer ist nach Art. 83 VVG begünstigt?',
    answers: [
      'Die erbberechtigten Nachkommen, also auch die Enkelin an Stelle ihres Vaters',
      'Nur die lebenden Kinder; der Anteil des Sohnes fällt in den Nachlass',
      'Nur die lebenden Kinder; die Enkelin geht leer aus',
      'Alle gesetzlichen Erben einschliesslich Ehegatte',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Sind die Kinder einer bestimmten Person als Begünstigte bezeichnet, sind darunter nach Art. 83 Abs. 1 VVG deren erbberechtigte Nachkommen zu verstehen. Damit tritt die Enkelin als erbberechtigte Nachkommin an die Stelle ihres vorverstorbenen Vaters.',
    source: 'Art. 83 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-personen-508',
    text: 'Der VN hat seine Lebenspartnerin (weder verheiratet noch eingetragen) widerruflich begünstigt. Über ihn wird der Konkurs eröffnet. Was gilt nach Art. 79 VVG?',
    answers: [
      'Die Begünstigung erlischt; sie lebt wieder auf, wenn der Konkurs widerrufen wird',
      'Die Begünstigung bleibt unberührt, der Anspruch fällt nicht in die Konkursmasse',
      'Die Lebenspartnerin tritt automatisch als Versicherungsnehmerin in den Vertrag ein',
      'Der Vertrag endet und der Rückkaufswert geht an die Lebenspartnerin',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Eine widerrufliche Begünstigung erlischt mit der Pfändung des Versicherungsanspruchs und mit der Konkurseröffnung über den VN; sie lebt wieder auf, wenn Pfändung oder Konkurs dahinfallen. Den besonderen Schutz nach Art. 80 VVG geniessen nur Ehegatte, eingetragene Partnerin bzw. Partner und Nachkommen.',
    source: 'Art. 79 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-personen-509',
    text: 'Der VN will den Anspruch aus seiner Lebensversicherung einer Bank zur Sicherheit abtreten. Was setzt die Gültigkeit der Abtretung nach Art. 73 VVG voraus?',
    answers: [
      'Eine Abtretungserklärung in der gesetzlichen Form, die Übergabe der Police und die Anzeige an den Versicherer',
      'Die blosse Übergabe der Police an die Bank',
      'Ein Indossament auf der Police',
      'Die Zustimmung der FINMA',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ansprüche aus Personenversicherungen können weder durch Indossament noch durch blosse Übergabe der Police abgetreten oder verpfändet werden. Das Gesetz verlangt die Einhaltung der Form, die Übergabe der Police und die Anzeige an den Versicherer, damit dieser weiss, an wen er leisten muss.',
    source: 'Art. 73 Abs. 1 VVG (CH)',
  },
  {
    key: 'ch-personen-510',
    text: 'Mit welchem Wert wird eine rückkaufsfähige Todesfallversicherung zugunsten eines Dritten bei der Berechnung der Pflichtteile zum Vermögen des Erblassers gerechnet?',
    answers: [
      'Mit ihrem Rückkaufswert beim Tod des Erblassers',
      'Mit der vollen ausbezahlten Todesfallsumme',
      'Mit der Summe der bezahlten Prämien',
      'Gar nicht, Versicherungsleistungen bleiben immer ausser Betracht',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Die Todesfallsumme fällt dem Begünstigten aus eigenem Recht zu und nicht in den Nachlass. Für die Pflichtteilsberechnung wird aber nach Art. 476 ZGB ihr Rückkaufswert beim Tod zum Vermögen des Erblassers gerechnet; so können Pflichtteilserben eine Herabsetzung verlangen.',
    source: 'Art. 476 ZGB',
  },
  {
    key: 'ch-personen-512',
    text: 'Eine Selbständigerwerbende wählt für ihre private Erwerbsunfähigkeitsrente eine Wartefrist von 24 statt 3 Monaten. Was ist die Folge?',
    answers: [
      'Die Prämie sinkt, sie muss die ersten 24 Monate aber selbst überbrücken',
      'Die Prämie steigt, weil der Versicherer länger leistet',
      'Die Rente wird nach der Wartefrist rückwirkend ab Beginn der Erwerbsunfähigkeit nachbezahlt',
      'Die Wartefrist hat weder auf Prämie noch auf Leistung Einfluss',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Rente wird erst nach Ablauf der Wartefrist und nicht rückwirkend ausgerichtet. Eine längere Wartefrist senkt daher das Risiko des Versicherers und die Prämie; sie sollte auf eine Krankentaggeldversicherung oder eigene Reserven abgestimmt sein.',
    source: 'AVB Erwerbsunfähigkeitsversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-513',
    text: 'Wer trägt bei einer fondsgebundenen Lebensversicherung ohne Garantie das Anlagerisiko für den Sparteil?',
    answers: [
      'Der Versicherungsnehmer',
      'Der Versicherer',
      'Der Sicherheitsfonds BVG',
      'Die Depotbank der Fonds',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Bei der fondsgebundenen Lebensversicherung wird der Sparteil in Anlagefonds investiert; die Leistung im Erlebensfall hängt vom Wert der Fondsanteile ab. Ohne vereinbarte Garantie trägt der VN das Anlagerisiko, der Versicherer garantiert nur den vereinbarten Risikoschutz, z. B. ein Todesfallkapital.',
    source: 'AVB fondsgebundene Lebensversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-514',
    text: 'Was bewirkt die Option „mit Rückgewähr“ bei einer sofort beginnenden Leibrentenversicherung gegen Einmalprämie?',
    answers: [
      'Stirbt die versicherte Person früh, erhalten die Begünstigten den noch nicht verbrauchten Teil der Prämie',
      'Die Rente steigt jedes Jahr um die Teuerung',
      'Die Einmalprämie wird nach zehn Jahren vollständig zurückbezahlt',
      'Der VN kann die Rente jederzeit ohne Abzug zurückkaufen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ohne Rückgewähr verfällt bei frühem Tod das nicht verbrauchte Kapital zugunsten des Versichertenkollektivs, dafür ist die Rente höher. Mit Rückgewähr wird die Einmalprämie abzüglich der bereits bezahlten Renten an die Begünstigten ausbezahlt; die Rente fällt entsprechend tiefer aus.',
    source: 'AVB Leibrentenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-515',
    text: 'Wer kann nach KVG eine freiwillige Taggeldversicherung abschliessen?',
    answers: [
      'Wer in der Schweiz wohnt oder erwerbstätig ist und das 15., aber noch nicht das 65. Altersjahr zurückgelegt hat',
      'Nur Arbeitnehmende, deren Arbeitgeber zustimmt',
      'Nur Selbständigerwerbende',
      'Jede Person ohne Altersgrenze, auch mit Wohnsitz im Ausland ohne Erwerb in der Schweiz',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Taggeldversicherung nach KVG steht Personen mit Wohnsitz oder Erwerbstätigkeit in der Schweiz zwischen 15 und 65 Jahren offen. Sie ist freiwillig und kann auch als Kollektivversicherung abgeschlossen werden; in der Praxis dominieren aber Taggeldversicherungen nach VVG.',
    source: 'Art. 67 KVG',
  },
  {
    key: 'ch-personen-516',
    text: 'Was deckt eine UVG-Zusatzversicherung eines Unternehmens typischerweise?',
    answers: [
      'Lohnanteile über dem UVG-Höchstverdienst und Lücken, z. B. Taggeld über 80 % hinaus',
      'Die obligatorische Berufsunfallversicherung anstelle der Suva',
      'Krankheitskosten der Mitarbeitenden',
      'Nur Sachschäden bei Arbeitsunfällen',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Das UVG versichert den Lohn nur bis zum Höchstbetrag des versicherten Verdienstes (seit 2016 CHF 148 200 pro Jahr) und zahlt z. B. Taggelder von 80 %. Die UVG-Zusatzversicherung nach VVG deckt den darüber liegenden Lohn sowie weitere Leistungslücken, etwa Heilungskosten in der Privatabteilung.',
    source: 'Art. 15 UVG; Art. 22 Abs. 1 UVV; AVB UVG-Zusatzversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-517',
    text: 'Eine Arbeitnehmerin scheidet aus der Kollektiv-Taggeldversicherung nach KVG ihres Arbeitgebers aus. Welches Recht hat sie nach Art. 71 KVG?',
    answers: [
      'Sie kann in die Einzelversicherung des Versicherers übertreten',
      'Sie muss eine neue Versicherung mit vollständiger Gesundheitsprüfung suchen',
      'Sie bleibt bis zum 65. Altersjahr kostenlos im Kollektivvertrag versichert',
      'Sie erhält die bezahlten Prämien zurück',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Wer aus einer Kollektivversicherung nach KVG ausscheidet, hat das Recht, in die Einzelversicherung des Versicherers überzutreten; der Arbeitgeber muss darüber informieren. So bleibt der Taggeldschutz auch bei einem Stellenwechsel oder bei Arbeitslosigkeit erhalten.',
    source: 'Art. 71 KVG',
  },
  {
    key: 'ch-personen-518',
    text: 'Gegen den VN wird der Konkurs eröffnet; seine Ehefrau ist Begünstigte seiner Lebensversicherung. Was gilt nach Art. 81 VVG, wenn sie es nicht ablehnt?',
    answers: [
      'Sie tritt in die Rechte und Pflichten aus dem Versicherungsvertrag ein',
      'Der Vertrag fällt in die Konkursmasse und wird zurückgekauft',
      'Der Vertrag erlischt ersatzlos',
      'Die Begünstigung erlischt und lebt nie wieder auf',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Sind Ehegatte, eingetragene Partnerin bzw. Partner oder Nachkommen begünstigt, treten sie bei Konkurs des VN oder bei Vorliegen eines Verlustscheins in den Vertrag ein, sofern sie dies nicht ausdrücklich ablehnen. So bleibt die Vorsorge der Familie erhalten; sie müssen dies dem Versicherer anzeigen.',
    source: 'Art. 81 VVG (CH)',
  },
  {
    key: 'ch-personen-519',
    text: 'Wie oft kann ein Vorbezug aus der Säule 3a für selbst genutztes Wohneigentum geltend gemacht werden?',
    answers: ['Alle fünf Jahre', 'Nur einmal im Leben', 'Jedes Jahr', 'Alle zehn Jahre'],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Für Erwerb, Erstellung oder Amortisation von Hypotheken auf selbst genutztem Wohneigentum kann das 3a-Guthaben vorzeitig bezogen werden. Um Missbrauch zu verhindern, ist ein solcher Vorbezug nur alle fünf Jahre zulässig, wie beim Vorbezug aus der Pensionskasse.',
    source: 'Art. 3 BVV 3',
  },
];
