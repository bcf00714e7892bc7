import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-sach-haftpflicht-kfz (issue 16), Teil 2. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-520',
    text: 'Welche Aussage zum Europäischen Unfallbericht ist NICHT zutreffend?',
    answers: [
      'Mit der Unterschrift erkennt man rechtsverbindlich die Alleinschuld am Unfall an',
      'Er hält den Unfallhergang gemeinsam für beide Beteiligten fest',
      'Jede Seite erhält ein Exemplar für ihren Versicherer',
      'Beide Beteiligten sollten ihn vor Ort ausfüllen und unterschreiben',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Der Europäische Unfallbericht dient der Beweissicherung: Beide Lenker halten Sachverhalt und Skizze gemeinsam fest, jeder reicht seinen Teil beim Versicherer ein. Die Unterschrift bestätigt die Angaben, ist aber kein Schuldanerkenntnis; die Haftung prüfen die Versicherer.',
    source:
      'Europäischer Unfallbericht (einheitliches europäisches Formular, in Österreich über den VVO aufgelegt)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-521',
    text: 'Aus einem Fenster im dritten Stock fällt ein Blumentopf auf einen Passanten. Wer haftet nach § 1318 ABGB?',
    answers: [
      'Der Wohnungsinhaber, aus dessen Wohnung die Sache herabfiel, auch ohne eigenes Verschulden',
      'Nur der, der den Topf schuldhaft hingestellt hat',
      'Der Hauseigentümer nach § 1319a ABGB',
      'Niemand, weil ein Zufall vorliegt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach § 1318 ABGB haftet derjenige, aus dessen Wohnung eine gefährlich aufgestellte oder aufgehängte Sache herabfällt oder etwas hinausgeworfen oder -gegossen wird. Die Haftung trifft den Wohnungsinhaber ohne Nachweis seines Verschuldens; die Privathaftpflicht deckt sie. § 1319a betrifft Wege.',
    source: '§ 1318 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-522',
    text: 'Welche Aussage zur Haftung nach dem Produkthaftungsgesetz (PHG) ist NICHT zutreffend?',
    answers: [
      'Der Hersteller haftet nur, wenn ihn ein Verschulden am Fehler trifft',
      'Neben dem Hersteller kann auch der Importeur in den EWR haften',
      'Die Haftung kann gegenüber dem Geschädigten nicht im Voraus ausgeschlossen werden',
      'Ersetzt werden Personenschäden und Schäden an anderen Sachen als dem Produkt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Das PHG sieht eine verschuldensunabhängige Haftung für Schäden durch fehlerhafte Produkte vor; der Geschädigte muss nur Fehler, Schaden und Ursächlichkeit beweisen. Haftpflichtig sind Hersteller und Importeur, die Haftung ist im Voraus nicht abdingbar. Für Unternehmen deckt die Betriebshaftpflicht mit Produkthaftpflicht dieses Risiko.',
    source: '§§ 1, 9 PHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-523',
    text: 'Ein Kunde will für zwei Pkw ein Wechselkennzeichen. Was gilt für die Kfz-Haftpflichtversicherung?',
    answers: [
      'Ein Vertrag genügt; es darf jeweils nur das Fahrzeug mit den Kennzeichentafeln verwendet werden',
      'Für jedes Fahrzeug ist ein eigener Haftpflichtvertrag nötig',
      'Wechselkennzeichen sind nur für Motorräder zulässig',
      'Beide Fahrzeuge dürfen gleichzeitig mit demselben Kennzeichen fahren',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Beim Wechselkennzeichen nach § 48 Abs. 2 KFG werden bis zu drei Fahrzeuge derselben Kategorie mit einem Kennzeichen zugelassen, für das eine Haftpflichtversicherung besteht. Verwendet werden darf jeweils nur das Fahrzeug, an dem die Tafeln angebracht sind; die Prämie richtet sich nach dem teuersten Fahrzeug.',
    source: '§ 48 Abs. 2 KFG 1967',
  },
  {
    key: 'at-sach-haftpflicht-kfz-524',
    text: 'Wovon hängt nach den üblichen Haushaltversicherungsbedingungen die Entschädigung für gestohlenen Schmuck und Bargeld typischerweise ab?',
    answers: [
      'Von der Art der Aufbewahrung; je nach Behältnis gelten unterschiedliche Entschädigungsgrenzen',
      'Allein von der Versicherungssumme des gesamten Hausrats',
      'Vom Zeitwert ohne jede Grenze',
      'Von der Dauer des Vertrags',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Für Wertsachen wie Schmuck, Bargeld und Sparbücher sehen die Haushaltversicherungsbedingungen Entschädigungsgrenzen vor, die nach der Aufbewahrung gestaffelt sind: frei in der Wohnung niedrig, im versperrten Möbel oder Tresor höher. Vermittler sollten wertvolle Sammlungen daher gesondert absichern.',
    source: 'ABH (VVO-Musterbedingungen für die Haushaltversicherung), Entschädigungsgrenzen für Wertsachen',
  },
  {
    key: 'at-sach-haftpflicht-kfz-525',
    text: 'Wer ist in einer Privathaftpflichtversicherung nach den üblichen österreichischen Bedingungen typischerweise mitversichert?',
    answers: [
      'Ehe- oder Lebenspartner und minderjährige Kinder im gemeinsamen Haushalt',
      'Alle Verwandten bis zum dritten Grad',
      'Nur der Versicherungsnehmer selbst',
      'Jeder Gast, der sich in der Wohnung aufhält',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Privathaftpflicht erstreckt sich üblicherweise auf den im gemeinsamen Haushalt lebenden Ehe- oder Lebenspartner und die minderjährigen Kinder, teils auch volljährige Kinder in Ausbildung ohne eigenes Einkommen. Schäden der mitversicherten Personen untereinander sind dagegen meist ausgeschlossen.',
    source: 'AHVB und EHVB (VVO-Musterbedingungen), Privathaftpflicht – mitversicherte Personen',
  },
  {
    key: 'at-sach-haftpflicht-kfz-526',
    text: 'Nach einem schweren Unfall übersteigt der Schadenersatz die Versicherungssumme der Kfz-Haftpflichtversicherung. Wer trägt den übersteigenden Teil?',
    answers: [
      'Der Schädiger (Lenker bzw. Halter) persönlich',
      'Der Kfz-Haftpflichtversicherer unbegrenzt',
      'Der Fachverband der Versicherungsunternehmen',
      'Der Geschädigte, weil sein Anspruch auf die Summe begrenzt ist',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Der Haftpflichtversicherer leistet nur bis zur vereinbarten Versicherungssumme, die mindestens den gesetzlichen Mindestsummen des KHVG entsprechen muss. Der Anspruch des Geschädigten gegen den Schädiger ist davon unabhängig; den Rest schuldet dieser persönlich, weshalb höhere Summen empfehlenswert sind.',
    source: '§ 149 VersVG; KHVG 1994 (Mindestversicherungssummen)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-527',
    text: 'Mit welchem Wert ist der Wohnungsinhalt in der österreichischen Haushaltversicherung grundsätzlich versichert?',
    answers: [
      'Mit dem Neuwert, also den Kosten der Wiederbeschaffung neuer Sachen gleicher Art und Güte',
      'Mit dem Zeitwert nach Abzug einer Wertminderung',
      'Mit dem Verkehrswert auf dem Gebrauchtmarkt',
      'Mit dem ursprünglichen Kaufpreis laut Rechnung',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haushaltversicherung ist grundsätzlich eine Neuwertversicherung: Ersetzt werden die Kosten, um Sachen gleicher Art und Güte neu anzuschaffen. Für bestimmte Sachen, etwa nicht mehr verwendete Gegenstände, sehen die Bedingungen den Zeitwert vor; maßgeblich für die Unterversicherung ist der Neuwert des gesamten Inhalts.',
    source: 'ABH (VVO-Musterbedingungen für die Haushaltversicherung), Versicherungswert',
  },
];
