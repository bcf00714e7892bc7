import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-sach-haftpflicht-kfz' (Österreich), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-601',
    text: 'Nach einer Alkoholfahrt mit Unfall nimmt der Kfz-Haftpflichtversicherer beim Lenker Regress. Wie weit reicht seine Leistungsfreiheit wegen dieser Obliegenheitsverletzung höchstens?',
    answers: [
      'Bis 11.000 €',
      'Bis 5.000 €',
      'Unbegrenzt, in Höhe der gesamten an den Geschädigten gezahlten Entschädigung',
      'Bis 22.000 € je verletzter Obliegenheit',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Gegenüber dem Geschädigten muss der Kfz-Haftpflichtversicherer voll leisten und kann danach beim VN oder Lenker Regress nehmen. Das KHVG begrenzt die Leistungsfreiheit wegen einer Obliegenheitsverletzung oder Gefahrerhöhung aber auf je 11.000 €, für einen Versicherungsfall insgesamt auf 22.000 €.',
    source: '§ 7 Abs. 1 KHVG 1994; § 5 Abs. 1 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-602',
    text: 'Der Kfz-Haftpflichtversicherer will wegen Alkoholisierung des Lenkers Regress nehmen. Was setzt eine Verletzung dieser Obliegenheit nach dem KHVG voraus?',
    answers: [
      'Eine rechtskräftige behördliche oder gerichtliche Entscheidung, die die Alkoholbeeinträchtigung feststellt',
      'Nur die glaubhafte Behauptung des Versicherers, der Lenker habe getrunken',
      'Einen Blutalkoholgehalt von mindestens 1,6 Promille',
      'Eine strafgerichtliche Verurteilung wegen eines Vorsatzdelikts',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die Obliegenheit, nicht in einem durch Alkohol oder Suchtgift beeinträchtigten Zustand zu lenken, knüpft an die Straßenverkehrsvorschriften an. Damit der Versicherer sich darauf berufen kann, muss eine rechtskräftige verwaltungsbehördliche oder gerichtliche Entscheidung die Beeinträchtigung im Spruch oder in der Begründung feststellen.',
    source: '§ 5 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-603',
    text: 'Innerhalb welcher Frist muss der VN einen Versicherungsfall in der Kfz-Haftpflichtversicherung nach dem KHVG dem Versicherer anzeigen?',
    answers: [
      'Längstens innerhalb einer Woche ab Kenntnis',
      'Innerhalb von drei Tagen ab dem Unfall',
      'Innerhalb eines Monats ab dem Unfall',
      'Erst wenn der Geschädigte Ansprüche schriftlich erhebt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Das KHVG verlangt, den Versicherungsfall, die Anspruchserhebung durch den Geschädigten und die Einleitung eines Verfahrens längstens binnen einer Woche ab Kenntnis anzuzeigen. Ersetzt der VN den Schaden selbst, etwa um den Bonus zu erhalten, entfällt die Anzeige des Versicherungsfalls und der Anspruchserhebung.',
    source: '§ 6 Abs. 1 und 2 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-604',
    text: 'Kann sich ein Kfz-Haftpflichtversicherer auf Obliegenheiten vor dem Versicherungsfall berufen, die er zusätzlich in seinen Bedingungen vereinbart hat?',
    answers: [
      'Nein, nur auf die im KHVG abschließend aufgezählten Obliegenheiten',
      'Ja, auf jede wirksam vereinbarte Obliegenheit',
      'Ja, sofern die FMA die Bedingungen genehmigt hat',
      'Nur gegenüber Unternehmern, nicht gegenüber Verbrauchern',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Zum Schutz der Versicherten zählt das KHVG die Obliegenheiten vor dem Versicherungsfall abschließend auf, etwa zur Alkoholbeeinträchtigung des Lenkers und zur zulässigen Zahl beförderter Personen. Auf andere vor dem Versicherungsfall zu erfüllende Obliegenheiten kann sich der Versicherer nicht berufen.',
    source: '§ 5 Abs. 1 und 5 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-605',
    text: 'In welchen Abständen ist ein Pkw nach § 57a KFG wiederkehrend zu begutachten („Pickerl“)?',
    answers: [
      'Drei Jahre nach der Erstzulassung, zwei Jahre später und danach jährlich',
      'Jedes Jahr ab der Erstzulassung',
      'Alle zwei Jahre ab der Erstzulassung',
      'Nur bei einem Halterwechsel',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Für Pkw gilt das Schema 3-2-1: erste Begutachtung drei Jahre nach der Erstzulassung, die nächste zwei Jahre danach, anschließend jährlich. Ein gültiges Gutachten ist Voraussetzung für die Verkehrssicherheit; Mängel am Fahrzeug können im Schadenfall auch versicherungsrechtlich eine Rolle spielen.',
    source: '§ 57a Abs. 3 KFG 1967',
  },
  {
    key: 'at-sach-haftpflicht-kfz-606',
    text: 'Welche besondere Abgabe entrichten Versicherer in Österreich vom Feueranteil der Sachversicherungsprämien?',
    answers: [
      'Die Feuerschutzsteuer',
      'Die motorbezogene Versicherungssteuer',
      'Eine Katastrophenfondsabgabe des VN',
      'Die Kommunalsteuer',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Versicherer, die Feuerrisiken im Inland decken, schulden vom Feueranteil der Prämien die Feuerschutzsteuer; sie ist historisch mit der Finanzierung des Feuerwehrwesens verbunden. Wirtschaftlich ist sie in der Prämie einkalkuliert, die motorbezogene Versicherungssteuer betrifft dagegen nur Kraftfahrzeuge.',
    source: 'Feuerschutzsteuergesetz 1952',
  },
  {
    key: 'at-sach-haftpflicht-kfz-607',
    text: 'Welcher Versicherungssteuersatz gilt grundsätzlich für Prämien zur Privathaftpflicht- und zur Rechtsschutzversicherung?',
    answers: ['11 %', '4 %', '1 %', '20 %'],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Das Versicherungssteuergesetz kennt einen allgemeinen Satz von 11 % des Versicherungsentgelts, der für die meisten Schaden- und Haftpflichtsparten gilt. Ermäßigte Sätze bestehen etwa für die Lebensversicherung (4 %) und die Krankenversicherung (1 %).',
    source: '§ 6 Abs. 1 VersStG 1953',
  },
  {
    key: 'at-sach-haftpflicht-kfz-608',
    text: 'Wonach bemisst sich die motorbezogene Versicherungssteuer für einen ab Oktober 2020 erstmals zugelassenen Pkw mit Verbrennungsmotor?',
    answers: [
      'Nach der Motorleistung in kW und dem CO2-Ausstoß',
      'Nur nach dem Hubraum',
      'Nach dem Neupreis des Fahrzeugs',
      'Nach der Zahl der Sitzplätze',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Für Pkw mit Erstzulassung ab 1. Oktober 2020 wird die motorbezogene Versicherungssteuer aus zwei Komponenten berechnet: der Leistung über einem Abzugsbetrag und dem CO2-Ausstoß nach WLTP über einem Abzugsbetrag. Der Versicherer hebt sie gemeinsam mit der Haftpflichtprämie ein.',
    source: '§ 6 Abs. 3 VersStG 1953',
  },
  {
    key: 'at-sach-haftpflicht-kfz-609',
    text: 'Welche Versicherung deckt Schadenersatzansprüche, die Kunden gegen einen Tischlereibetrieb wegen eines bei der Arbeit verursachten Personenschadens erheben?',
    answers: [
      'Die Betriebshaftpflichtversicherung',
      'Die Privathaftpflicht im Rahmen der Haushaltversicherung',
      'Die Betriebsunterbrechungsversicherung',
      'Die Feuerversicherung des Betriebsgebäudes',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht deckt nur die Gefahren des täglichen Lebens, nicht die berufliche oder gewerbliche Tätigkeit. Ansprüche Dritter aus dem Betrieb eines Unternehmens sind Gegenstand der Betriebshaftpflichtversicherung; Sachversicherungen decken dagegen eigene Schäden.',
    source: 'AHVB und EHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Betriebshaftpflicht',
  },
  {
    key: 'at-sach-haftpflicht-kfz-610',
    text: 'Ein Installateur beschädigt beim Montieren das Waschbecken des Kunden, an dem er gerade arbeitet. Was gilt nach den AHVB ohne besondere Vereinbarung?',
    answers: [
      'Der Schaden ist als Schaden an einer bearbeiteten Sache grundsätzlich ausgeschlossen',
      'Der Schaden ist stets ohne Selbstbehalt gedeckt',
      'Gedeckt ist er nur, wenn der Kunde Verbraucher ist',
      'Der Schaden fällt in die Feuerversicherung des Kunden',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die AHVB schließen Schäden an Sachen aus, die bei oder infolge ihrer Benützung, Bearbeitung, Reparatur oder einer sonstigen Tätigkeit an oder mit ihnen entstehen. Solche Tätigkeitsschäden sind ein typisches Unternehmerrisiko und nur über eine besondere Deckungserweiterung versicherbar.',
    source:
      'AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Art. 7 Ausschlüsse – Tätigkeitsschäden',
  },
  {
    key: 'at-sach-haftpflicht-kfz-611',
    text: 'Was versteht man in der Haushaltversicherung unter der Außenversicherung?',
    answers: [
      'Den Schutz für Sachen des Wohnungsinhalts, die sich vorübergehend außerhalb der Wohnung befinden, meist begrenzt',
      'Die Versicherung der Außenfassade des Gebäudes',
      'Die Deckung für Schäden, die der VN Dritten außer Haus zufügt',
      'Die Versicherung von Gartenmöbeln gegen Abnutzung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Versicherungsort der Haushaltversicherung ist grundsätzlich die Wohnung. Die Außenversicherung erstreckt den Schutz auf Sachen, die vorübergehend etwa auf Reisen oder im Hotel sind, in der Regel mit einem Prozentsatz der Versicherungssumme als Grenze und nicht für alle Gefahren.',
    source: 'ABH (VVO-Musterbedingungen für die Haushaltversicherung), Versicherungsort – Außenversicherung',
  },
  {
    key: 'at-sach-haftpflicht-kfz-612',
    text: 'Sind Erdbebenschäden am Haus in einer Eigenheimversicherung mit Feuer-, Sturm- und Leitungswasserdeckung typischerweise gedeckt?',
    answers: [
      'Nein, nur über eine eigene Erdbeben- bzw. Katastrophendeckung, meist mit eigener Summe',
      'Ja, Erdbeben gilt als Sturmschaden',
      'Ja, Erdbeben fällt unter die Feuerversicherung',
      'Ja, aber nur bei Neubauten',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Feuer-, Sturm- und Leitungswasserversicherung decken nur die in ihren Bedingungen genannten Gefahren; Erdbeben gehört nicht dazu. Weil ein Beben viele Gebäude zugleich trifft, bieten Versicherer es nur als Zusatzdeckung mit begrenzter Summe an.',
    source: 'AFB, AStB und AWB (VVO-Musterbedingungen); Zusatzbedingungen für die Erdbebenversicherung',
  },
  {
    key: 'at-sach-haftpflicht-kfz-613',
    text: 'Wie werden private Hochwasserschäden in Österreich aus Mitteln des Katastrophenfonds typischerweise abgegolten?',
    answers: [
      'Durch Beihilfen des Bundeslandes, die meist nur einen Teil des Schadens abdecken',
      'Durch vollen Schadenersatz des Bundes mit Rechtsanspruch',
      'Durch die Kfz- und Haushaltsversicherer nach einem Umlageverfahren',
      'Gar nicht, der Fonds dient nur öffentlichen Straßen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Der Katastrophenfonds des Bundes ersetzt den Ländern einen Teil der Beihilfen, die sie Geschädigten gewähren. Die Beihilfen decken in der Regel nur einen Prozentsatz des Schadens und sind kein voller Ersatz; deshalb bleibt eine private Katastrophendeckung wichtig.',
    source: 'Katastrophenfondsgesetz 1996 (KatFG), § 3',
  },
  {
    key: 'at-sach-haftpflicht-kfz-614',
    text: 'Welche Aussage zur Haushaltversicherung ist NICHT zutreffend?',
    answers: [
      'Sie deckt auch Schäden am Gebäude selbst, etwa an Dach und Mauerwerk',
      'Versichert ist der Wohnungsinhalt des Haushalts',
      'Glasbruch kann mitversichert werden',
      'Eine Privathaftpflichtversicherung ist häufig eingeschlossen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Gegenstand der Haushaltversicherung ist der Wohnungsinhalt, also bewegliche Sachen des Haushalts. Schäden am Gebäude wie Dach, Mauerwerk oder fest verlegte Leitungen deckt die Gebäude- bzw. Eigenheimversicherung des Eigentümers.',
    source: 'ABH (VVO-Musterbedingungen für die Haushaltversicherung), versicherte Sachen',
  },
  {
    key: 'at-sach-haftpflicht-kfz-615',
    text: 'Wozu dient die Wertanpassung (Indexklausel) in der Gebäudeversicherung?',
    answers: [
      'Sie passt Versicherungssumme und Prämie an die Baukostenentwicklung an, um Unterversicherung zu vermeiden',
      'Sie senkt die Prämie jährlich um die Inflationsrate',
      'Sie erhöht nur die Prämie, die Versicherungssumme bleibt gleich',
      'Sie ersetzt die Wiederherstellungsklausel der Neuwertversicherung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Baukosten steigen über die Jahre; eine einmal festgelegte Summe würde daher zur Unterversicherung führen. Die Indexklausel koppelt Summe und Prämie an einen Baukostenindex, sodass der Neuwert des Gebäudes laufend abgebildet bleibt.',
    source: 'Wertanpassungsklausel der Gebäude- und Eigenheimversicherung (Marktpraxis); § 56 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-616',
    text: 'Bei einem Verkehrsunfall entsteht nur Sachschaden; die Beteiligten tauschen Namen und Anschriften nicht aus. Was verlangt die StVO?',
    answers: [
      'Die nächste Polizeidienststelle ist ohne unnötigen Aufschub zu verständigen',
      'Nichts, bei bloßem Sachschaden besteht keine Pflicht',
      'Nur der Kfz-Haftpflichtversicherer ist binnen eines Monats zu informieren',
      'Das Fahrzeug muss bis zum Eintreffen eines Sachverständigen stehen bleiben',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Bei bloßem Sachschaden müssen die Beteiligten entweder einander Namen und Anschrift nachweisen oder die nächste Polizeidienststelle ohne unnötigen Aufschub verständigen. Wer beides unterlässt, begeht Fahrerflucht; das kann auch versicherungsrechtlich als Verletzung der Aufklärungsobliegenheit Folgen haben.',
    source: '§ 4 Abs. 5 StVO 1960',
  },
];
