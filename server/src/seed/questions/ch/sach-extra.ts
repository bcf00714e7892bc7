import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie ch-sach. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sach-501',
    text: 'In welchem dieser Kantone gibt es keine kantonale Gebäudeversicherung, sodass Gebäude bei Privatversicherern versichert werden?',
    answers: ['Genf', 'Zürich', 'Bern', 'Waadt'],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'In den meisten Kantonen versichert eine kantonale Gebäudeversicherung die Gebäude obligatorisch und mit Monopol. In den sogenannten GUSTAVO-Kantonen (Genf, Uri, Schwyz, Tessin, Appenzell Innerrhoden, Wallis, Obwalden) gibt es keine solche Anstalt; dort decken Privatversicherer die Gebäude.',
    source: 'Kantonale Gebäudeversicherungsgesetze',
  },
  {
    key: 'ch-sach-502',
    text: 'Für welche Risiken gilt die einheitliche Elementarschadenregelung der AVO bei privaten Versicherern?',
    answers: [
      'Für Fahrhabe und Gebäude, soweit sie bei einem privaten Versicherer gegen Feuer versichert sind',
      'Nur für Gebäude in Kantonen mit kantonaler Gebäudeversicherung',
      'Nur für Motorfahrzeuge',
      'Für alle Sachen, unabhängig von einer Feuerversicherung',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Elementarschadendeckung ist an die Feuerversicherung privater Versicherer geknüpft: Wer Fahrhabe oder ein Gebäude privat gegen Feuer versichert, ist automatisch auch gegen Elementarschäden versichert. Gebäude in Kantonen mit kantonaler Gebäudeversicherung sind dort gegen Elementarschäden gedeckt.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-503',
    text: 'Ein Gebäude erhält Risse, weil sich der schlecht verdichtete Baugrund langsam setzt. Handelt es sich um einen versicherten Elementarschaden?',
    answers: [
      'Nein, Schäden durch Bodensenkungen und schlechten Baugrund sind ausgeschlossen',
      'Ja, als Erdrutsch',
      'Ja, sofern die Senkung nach starkem Regen eintritt',
      'Ja, aber nur mit doppeltem Selbstbehalt',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Versichert sind plötzliche Naturereignisse wie Erdrutsch, Felssturz oder Hochwasser. Schäden durch Bodensenkungen, schlechten Baugrund, fehlerhafte Konstruktion oder mangelhaften Unterhalt sind von der Elementarschadendeckung ausdrücklich ausgenommen, weil sie nicht auf einem Elementarereignis beruhen.',
    source: 'Art. 171 ff. AVO',
  },
  {
    key: 'ch-sach-504',
    text: 'Nach einem Wasserschaden will der VN die beschädigten Möbel sofort entsorgen, bevor der Schaden festgestellt ist. Was gilt nach Art. 68 VVG?',
    answers: [
      'Ohne Zustimmung darf er nichts verändern, was die Schadenfeststellung erschwert, ausser zur Schadenminderung',
      'Er darf frei über die beschädigten Sachen verfügen',
      'Er muss die Sachen bis zum Ende der Vertragsdauer aufbewahren',
      'Er muss die Sachen dem Versicherer ins Eigentum übertragen',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Das Veränderungsverbot soll dem Versicherer die Feststellung von Ursache und Umfang des Schadens ermöglichen. Änderungen, die zur Schadenminderung oder im öffentlichen Interesse geboten sind, bleiben erlaubt; am besten dokumentiert der VN den Schaden mit Fotos und spricht sich mit dem Versicherer ab.',
    source: 'Art. 68 VVG (CH)',
  },
  {
    key: 'ch-sach-505',
    text: 'Was bedeutet eine Versicherung „auf erstes Risiko“ in der Sachversicherung?',
    answers: [
      'Der Schaden wird bis zur Versicherungssumme ersetzt, ohne Kürzung wegen Unterversicherung',
      'Nur der erste Schaden im Versicherungsjahr ist versichert',
      'Der Versicherer haftet erst ab einem hohen Selbstbehalt',
      'Die Entschädigung erfolgt immer zum Zeitwert',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Bei der Erstrisikoversicherung wird vertraglich auf die Proportionalregel des Art. 69 Abs. 2 VVG verzichtet. Der Schaden wird bis zur vereinbarten Summe voll ersetzt, auch wenn der Gesamtwert höher ist; typisch ist dies etwa für einfachen Diebstahl auswärts oder Aufräumkosten.',
    source: 'Art. 69 Abs. 2 VVG (CH); AVB Sachversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-506',
    text: 'Der bei der VN wohnende Sohn verursacht leichtfahrlässig einen Brand in der Wohnung. Der Hausratversicherer zahlt. Kann er nach Art. 72 VVG auf den Sohn Rückgriff nehmen?',
    answers: [
      'Nein, gegen Hausgenossen ist der Rückgriff bei leichter Fahrlässigkeit ausgeschlossen',
      'Ja, in vollem Umfang seiner Leistung',
      'Ja, aber nur zur Hälfte',
      'Nur wenn der Sohn volljährig ist',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Grundsätzlich geht der Ersatzanspruch gegen einen haftpflichtigen Dritten auf den Versicherer über. Ausgeschlossen ist der Rückgriff aber gegen Personen, die mit dem Anspruchsberechtigten in häuslicher Gemeinschaft leben oder für die er einstehen muss, wenn sie den Schaden nur leichtfahrlässig verursacht haben; sonst träfe der Rückgriff wirtschaftlich die Familie selbst.',
    source: 'Art. 72 Abs. 3 VVG (CH)',
  },
  {
    key: 'ch-sach-507',
    text: 'Ein mit Grundpfandrechten belastetes Haus brennt ab. Unter welcher Voraussetzung darf die fällige Versicherungssumme dem Eigentümer ausbezahlt werden?',
    answers: [
      'Nur mit Zustimmung aller Grundpfandgläubiger',
      'Ohne Weiteres, die Grundpfandgläubiger haben keine Rechte an der Versicherungssumme',
      'Nur wenn das Grundbuchamt die Auszahlung verfügt',
      'Erst nach vollständiger Rückzahlung der Hypothek',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Die Versicherungssumme tritt wirtschaftlich an die Stelle des zerstörten Pfandobjekts. Deshalb darf eine fällige Versicherungssumme nach Art. 822 Abs. 1 ZGB nur mit Zustimmung aller Grundpfandgläubiger an den Eigentümer ausbezahlt werden; das schützt die Hypothekargläubiger vor dem Verlust ihrer Sicherheit.',
    source: 'Art. 822 Abs. 1 ZGB',
  },
  {
    key: 'ch-sach-508',
    text: 'Was muss ein Versicherer, der neben anderen Zweigen auch die Rechtsschutzversicherung betreibt, nach AVO zur Vermeidung von Interessenkonflikten vorsehen?',
    answers: [
      'Die Schadenerledigung im Rechtsschutz wird von den übrigen Zweigen getrennt',
      'Er darf Rechtsschutz nur an Unternehmen verkaufen',
      'Er muss jeden Rechtsschutzfall der FINMA melden',
      'Er muss auf jede Prüfung der Erfolgsaussichten verzichten',
    ],
    categories: ['ch-sach'],
    coins: 2,
    explanation:
      'Ein Rechtsschutzversicherer könnte sonst einen Streit gegen einen eigenen Haftpflicht- oder Sachversicherten führen müssen. Die AVO verlangt deshalb eine organisatorische Trennung der Schadenerledigung, etwa durch ein rechtlich selbständiges Schadenerledigungsunternehmen; dazu kommt die freie Anwaltswahl bei Interessenkollision.',
    source: 'Art. 161 ff. AVO',
  },
  {
    key: 'ch-sach-509',
    text: 'Der Rechtsschutzversicherer lehnt einen Fall als aussichtslos ab, der Versicherte ist anderer Meinung. Was muss der Vertrag nach AVO dafür vorsehen?',
    answers: [
      'Ein Verfahren zur Beilegung der Meinungsverschiedenheit, z. B. ein Schiedsverfahren',
      'Nichts, der Entscheid des Versicherers ist endgültig',
      'Die automatische Übernahme aller Kosten durch den Versicherer',
      'Eine Beschwerde an die FINMA, die verbindlich entscheidet',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Bei Meinungsverschiedenheiten über das Vorgehen oder die Erfolgsaussichten muss der Rechtsschutzvertrag ein Verfahren vorsehen, meist ein Schiedsverfahren oder ein Schiedsgutachten. Die FINMA entscheidet keine Einzelfälle zwischen Versicherer und Versicherten.',
    source: 'Art. 161 ff. AVO',
  },
  {
    key: 'ch-sach-510',
    text: 'Welche Aussage zur kantonalen Gebäudeversicherung in einem Kanton mit Monopol trifft NICHT zu?',
    answers: [
      'Der Eigentümer kann die Feuerversicherung seines Gebäudes frei bei einem Privatversicherer abschliessen',
      'Die Versicherung der Gebäude im Kanton ist obligatorisch',
      'Sie deckt Feuer- und Elementarschäden am Gebäude',
      'Sie engagiert sich typischerweise auch in Brandschutz und Prävention',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'In Monopolkantonen ist die Gebäudeversicherung obligatorisch und der kantonalen Anstalt vorbehalten; eine Feuerversicherung des Gebäudes bei einem Privatversicherer ist nicht möglich. Die Anstalten verbinden Versicherung mit Prävention und Brandschutz; Privatversicherer bieten dort nur Zusatzdeckungen an.',
    source: 'Kantonale Gebäudeversicherungsgesetze',
  },
  {
    key: 'ch-sach-511',
    text: 'Welcher Schaden ist in der Maschinenversicherung typischerweise versichert?',
    answers: [
      'Eine plötzliche, unvorhergesehene Beschädigung, z. B. durch einen Bedienungsfehler',
      'Die allmähliche Abnützung durch den normalen Betrieb',
      'Der Ertragsausfall während des Stillstands',
      'Die Haftpflicht gegenüber Dritten, die von der Maschine verletzt werden',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Maschinenversicherung als technische Versicherung deckt plötzliche und unvorhergesehene Sachschäden an Maschinen, etwa durch Bedienungsfehler, Kurzschluss oder Materialfehler. Abnützung ist kein versichertes Ereignis; Ertragsausfall und Haftpflicht gehören in die Betriebsunterbrechungs- bzw. Betriebshaftpflichtversicherung.',
    source: 'AVB Maschinenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-512',
    text: 'Ein Mieter schliesst statt eines Mietkautionskontos eine Mietkautionsversicherung ab. Was gilt, wenn der Vermieter berechtigte Ansprüche geltend macht?',
    answers: [
      'Der Versicherer zahlt dem Vermieter und fordert den Betrag vom Mieter zurück',
      'Der Versicherer zahlt dem Vermieter endgültig, der Mieter schuldet nichts mehr',
      'Der Vermieter muss sich an die Hausratversicherung des Mieters halten',
      'Der Vermieter hat keinen Anspruch, weil keine Barkaution geleistet wurde',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Die Mietkautionsversicherung ist eine Bürgschafts- bzw. Garantieversicherung: Sie ersetzt das Sperrkonto als Sicherheit des Vermieters, schützt aber nicht den Mieter. Zahlt der Versicherer, nimmt er auf den Mieter Rückgriff; die Prämie ist der Preis für die nicht gebundene Liquidität.',
    source: 'Art. 257e OR; AVB Mietkautionsversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-513',
    text: 'Welche Leistungen umfasst eine Cyberversicherung für KMU typischerweise?',
    answers: [
      'Eigenschäden wie Datenwiederherstellung und Ertragsausfall sowie Haftpflicht bei Datenschutzverletzungen',
      'Nur den Ersatz von gestohlener Hardware',
      'Nur Bussen von Behörden wegen Datenschutzverletzungen',
      'Die Lohnfortzahlung der IT-Mitarbeitenden bei Krankheit',
    ],
    categories: ['ch-sach'],
    coins: 1,
    explanation:
      'Cyberpolicen kombinieren Eigenschadendeckungen (Wiederherstellung von Daten und Systemen, Betriebsunterbrechung, Krisenberatung) mit einer Haftpflichtdeckung für Ansprüche Dritter. Hardwarediebstahl fällt eher unter die Sachversicherung; Bussen sind in der Regel nicht versicherbar.',
    source: 'AVB Cyberversicherung (Marktpraxis)',
  },
  {
    key: 'ch-sach-514',
    text: 'Ein parkiertes Auto wird durch Hochwasser zerstört. Welche Versicherung des Halters deckt diesen Schaden am Fahrzeug?',
    answers: [
      'Die Teilkaskoversicherung',
      'Die Motorfahrzeughaftpflichtversicherung',
      'Die Hausratversicherung mit Elementarschadendeckung',
      'Die kantonale Gebäudeversicherung',
    ],
    categories: ['ch-sach', 'ch-haftpflicht-mfz'],
    coins: 1,
    explanation:
      'Motorfahrzeuge sind in der Hausratversicherung nicht als Fahrhabe versichert; Elementarschäden am eigenen Fahrzeug deckt die Teilkasko. Die Haftpflichtversicherung ersetzt nur Schäden Dritter, die Gebäudeversicherung nur Schäden am Gebäude.',
    source: 'AVB Motorfahrzeugversicherung, Teilkasko (Marktpraxis)',
  },
];
