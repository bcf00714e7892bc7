import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kranken' (Deutschland), Teil 4. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kranken-401',
    text: 'Bis zu welcher Höhe darf ein kalenderjährlicher Selbstbehalt je Person reichen, damit ein PKV-Vertrag noch die Versicherungspflicht nach § 193 Abs. 3 VVG erfüllt?',
    answers: ['5.000 Euro', '1.000 Euro', '2.500 Euro', '10.000 Euro'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die Pflichtversicherung muss mindestens ambulante und stationäre Heilbehandlung abdecken; absolute und prozentuale Selbstbehalte dürfen sich nach § 193 Abs. 3 Satz 1 VVG je Person kalenderjährlich auf höchstens 5.000 Euro auswirken. Ein Tarif mit höherem Selbstbehalt genügt der Pflicht nicht.',
    source: '§ 193 Abs. 3 Satz 1 VVG',
  },
  {
    key: 'de-kranken-402',
    text: 'Ein Selbständiger beantragt die Pflicht-Krankenversicherung nach § 193 Abs. 3 VVG erst Monate nach Entstehen der Pflicht. Welche Folge sieht § 193 Abs. 4 VVG vor?',
    answers: [
      'Einen Prämienzuschlag von je einem Monatsbeitrag für jeden weiteren angefangenen Monat der Nichtversicherung',
      'Der Versicherer darf den Antrag wegen Verspätung ablehnen',
      'Ein Bußgeld der BaFin von bis zu 5.000 Euro',
      'Eine Wartezeit von drei Jahren für alle Leistungen',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Wird der Vertrag später als einen Monat nach Entstehen der Pflicht beantragt, ist nach § 193 Abs. 4 VVG ein Prämienzuschlag zu zahlen: ein Monatsbeitrag je weiterem angefangenem Monat der Nichtversicherung, ab dem sechsten Monat je weiterem Monat ein Sechstel eines Monatsbeitrags. Ein Ablehnungsrecht gibt die Verspätung nicht.',
    source: '§ 193 Abs. 4 VVG',
  },
  {
    key: 'de-kranken-403',
    text: 'Ein PKV-Versicherter wechselt nach § 204 VVG in einen Tarif seines Versicherers mit höheren Leistungen. Was darf der Versicherer für die Mehrleistung verlangen?',
    answers: [
      'Einen Leistungsausschluss oder einen angemessenen Risikozuschlag und insoweit eine Wartezeit',
      'Nichts, der Wechsel ist vollständig ohne Gesundheitsprüfung',
      'Den Verzicht auf die bisher gebildete Alterungsrückstellung',
      'Eine neue Gesundheitsprüfung für den gesamten Versicherungsschutz',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Beim Tarifwechsel werden die erworbenen Rechte und die Alterungsrückstellung angerechnet. Nur soweit der Zieltarif mehr oder umfassendere Leistungen bietet, darf der Versicherer nach § 204 Abs. 1 Satz 1 Nr. 1 VVG für die Mehrleistung einen Leistungsausschluss oder einen angemessenen Risikozuschlag und insoweit eine Wartezeit verlangen.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 1 VVG',
  },
  {
    key: 'de-kranken-404',
    text: 'Ein 56-Jähriger hat seine Krankheitskostenvollversicherung vor dem 1.1.2009 abgeschlossen. Kann er in den Basistarif seines Versicherers wechseln?',
    answers: [
      'Ja, weil er das 55. Lebensjahr vollendet hat, unter Anrechnung der Alterungsrückstellung',
      'Nein, Altverträge können nie in den Basistarif wechseln',
      'Nur wenn er zugleich den Versicherer wechselt',
      'Nur mit einer vollständigen neuen Gesundheitsprüfung',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Für vor dem 1.1.2009 geschlossene Verträge erlaubt § 204 Abs. 1 Satz 1 Nr. 1 VVG den Wechsel in den Basistarif des eigenen Versicherers nur unter besonderen Voraussetzungen, etwa nach Vollendung des 55. Lebensjahres, bei Rentenbezug oder Hilfebedürftigkeit. Die erworbenen Rechte und die Alterungsrückstellung werden dabei angerechnet.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 1 VVG; § 152 VAG',
  },
  {
    key: 'de-kranken-405',
    text: 'Eine Krankentagegeldversicherung endet vereinbarungsgemäß mit Vollendung des 65. Lebensjahres. Welches Recht hat der Versicherungsnehmer nach § 196 VVG?',
    answers: [
      'Er kann eine neue, spätestens mit 70 endende Krankentagegeldversicherung verlangen',
      'Das Krankentagegeld läuft automatisch lebenslang weiter',
      'Er erhält die angesparte Alterungsrückstellung ausgezahlt',
      'Er kann nur in eine Pflegetagegeldversicherung wechseln',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 196 Abs. 1 VVG kann der Versicherungsnehmer den Abschluss einer mit 65 beginnenden neuen Krankentagegeldversicherung verlangen, die spätestens mit Vollendung des 70. Lebensjahres endet. Stellt er den Antrag bis zwei Monate nach Vollendung des 65. Lebensjahres, gibt es Versicherungsschutz ohne Risikoprüfung und Wartezeiten.',
    source: '§ 196 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-406',
    text: 'Wann liegt nach den Musterbedingungen für die Krankentagegeldversicherung (MB/KT) Arbeitsunfähigkeit vor?',
    answers: [
      'Wenn sie ihren Beruf nach medizinischem Befund vorübergehend in keiner Weise ausüben kann und nicht ausübt',
      'Schon wenn sie ihren Beruf zu mindestens 50 % nicht mehr ausüben kann',
      'Wenn sie nach eigener Einschätzung nicht arbeiten möchte',
      'Erst wenn eine Erwerbsminderungsrente bewilligt ist',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die MB/KT verlangen vollständige Arbeitsunfähigkeit: Die versicherte Person kann ihre berufliche Tätigkeit vorübergehend in keiner Weise ausüben, übt sie auch nicht aus und geht keiner anderen Erwerbstätigkeit nach. Eine teilweise Arbeitsunfähigkeit genügt nicht.',
    source: '§ 1 Abs. 3 MB/KT',
  },
  {
    key: 'de-kranken-407',
    text: 'Bei einem Krankentagegeldversicherten wird Berufsunfähigkeit im Sinne der MB/KT festgestellt. Was gilt nach den Musterbedingungen?',
    answers: [
      'Der Vertrag endet; eine laufende Arbeitsunfähigkeit wird längstens bis drei Monate nach BU-Eintritt bezahlt',
      'Das Krankentagegeld wird bis zum Rentenbeginn unbegrenzt weitergezahlt',
      'Der Versicherer zahlt statt des Tagegelds eine Berufsunfähigkeitsrente',
      'Der Vertrag ruht, bis die Berufsunfähigkeit wegfällt',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Berufsunfähigkeit liegt nach den MB/KT vor, wenn die versicherte Person im bisherigen Beruf auf nicht absehbare Zeit zu mehr als 50 % erwerbsunfähig ist. Sie beendet die Krankentagegeldversicherung; besteht zu diesem Zeitpunkt Arbeitsunfähigkeit, wird längstens drei Monate nach Eintritt der Berufsunfähigkeit geleistet. Deshalb braucht der Kunde zusätzlich eine BU-Versicherung.',
    source: '§ 15 Abs. 1 Buchst. b MB/KT',
  },
  {
    key: 'de-kranken-408',
    text: 'Ein Versicherter hat für dieselbe Behandlung Ansprüche gegen die Beihilfe und gegen zwei private Krankenversicherer. Was bestimmt § 200 VVG?',
    answers: [
      'Die Gesamterstattung darf die Gesamtaufwendungen nicht übersteigen',
      'Jeder Erstattungspflichtige zahlt den vollen Rechnungsbetrag',
      'Nur der zuerst abgeschlossene Vertrag leistet',
      'Die Beihilfe entfällt, sobald eine PKV besteht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 200 VVG enthält ein Bereicherungsverbot: Hat die versicherte Person wegen desselben Versicherungsfalls Ansprüche gegen mehrere Erstattungsverpflichtete, darf die Gesamterstattung die Gesamtaufwendungen nicht übersteigen. Der Versicherte soll an einer Krankheit nicht verdienen.',
    source: '§ 200 VVG',
  },
  {
    key: 'de-kranken-409',
    text: 'Nach wie vielen Jahren seit Vertragsschluss erlöschen in der Krankenversicherung die Rechte des Versicherers wegen einer nicht vorsätzlichen Anzeigepflichtverletzung?',
    answers: ['Nach drei Jahren', 'Nach fünf Jahren', 'Nach zehn Jahren', 'Nach einem Jahr'],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Allgemein erlöschen die Rechte nach § 19 Abs. 2 bis 4 VVG fünf Jahre nach Vertragsschluss (§ 21 Abs. 3 VVG). Für die Krankenversicherung verkürzt § 194 Abs. 1 VVG diese Frist auf drei Jahre; bei Vorsatz oder Arglist bleibt es bei zehn Jahren.',
    source: '§ 194 Abs. 1 VVG; § 21 Abs. 3 VVG',
  },
  {
    key: 'de-kranken-410',
    text: 'Welche Aussage zu den Sonderregeln des VVG für die Krankenversicherung trifft NICHT zu?',
    answers: [
      'Die Vorschriften über die Gefahrerhöhung (§§ 23 bis 27 VVG) gelten auch in der Krankenversicherung',
      'Soweit nach den Grundsätzen der Schadensversicherung geleistet wird, gilt der Forderungsübergang nach § 86 VVG',
      'Soweit nach den Grundsätzen der Schadensversicherung geleistet wird, gilt die Schadenminderungspflicht nach § 82 VVG',
      'Für ein Krankenhaustagegeld als Summenversicherung gilt das Bereicherungsverbot der §§ 74 bis 80 VVG nicht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 194 Abs. 1 VVG schließt die Vorschriften über die Gefahrerhöhung für die Krankenversicherung ausdrücklich aus; ein Versicherter muss also nicht melden, dass er krank geworden ist. Die §§ 74 bis 80 und 82 bis 87 VVG gelten nur, soweit nach den Grundsätzen der Schadensversicherung geleistet wird, also nicht für Summenleistungen wie ein Krankenhaustagegeld.',
    source: '§ 194 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-411',
    text: 'Wann ist der private Krankenversicherer nach § 201 VVG leistungsfrei, weil der Versicherte seine Krankheit selbst herbeigeführt hat?',
    answers: [
      'Nur wenn er die Krankheit oder den Unfall vorsätzlich bei sich selbst herbeigeführt hat',
      'Schon bei grob fahrlässiger Herbeiführung, etwa durch Rauchen',
      'Bei jeder Sportverletzung',
      'Bei leichter Fahrlässigkeit in Höhe einer Quote',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Abweichend von § 81 VVG kennt die Krankenversicherung keine Leistungskürzung bei grober Fahrlässigkeit. § 201 VVG befreit den Versicherer nur, wenn der Versicherungsnehmer oder die versicherte Person die Krankheit oder den Unfall vorsätzlich bei sich selbst herbeiführt.',
    source: '§ 201 VVG',
  },
  {
    key: 'de-kranken-412',
    text: 'Eine geplante Operation kostet voraussichtlich 8.000 Euro und ist nicht dringlich. Was kann der Versicherte nach § 192 Abs. 8 VVG vorab verlangen?',
    answers: [
      'Eine Auskunft in Textform über den Umfang des Versicherungsschutzes, spätestens nach vier Wochen',
      'Eine Vorauszahlung der gesamten Kosten',
      'Eine verbindliche Zusage erst nach Abschluss der Behandlung',
      'Nichts, Vorabauskünfte gibt es nur bei Kosten über 20.000 Euro',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Vor einer Heilbehandlung, deren Kosten voraussichtlich 2.000 Euro überschreiten, kann der Versicherungsnehmer in Textform Auskunft über den Umfang des Versicherungsschutzes verlangen. Der Versicherer muss bei dringlicher Behandlung spätestens nach zwei Wochen, sonst nach vier Wochen antworten; versäumt er die Frist, wird bis zum Beweis des Gegenteils vermutet, dass die Behandlung notwendig ist.',
    source: '§ 192 Abs. 8 VVG',
  },
  {
    key: 'de-kranken-413',
    text: 'Der PKV-Versicherer lehnt eine Behandlung als medizinisch nicht notwendig ab und stützt sich auf ein Gutachten. Welches Recht gibt § 202 VVG dem Versicherten?',
    answers: [
      'Auskunft über und Einsicht in das Gutachten, auch für einen von ihm benannten Arzt oder Rechtsanwalt',
      'Kein Recht, Gutachten sind Betriebsgeheimnisse des Versicherers',
      'Nur ein Recht auf ein Gegengutachten auf eigene Kosten ohne Einsicht',
      'Einsicht erst nach Erhebung einer Klage',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 202 VVG muss der Versicherer auf Verlangen des Versicherungsnehmers oder der versicherten Person ihm oder einem von ihm benannten Arzt oder Rechtsanwalt Auskunft über und Einsicht in Gutachten oder Stellungnahmen geben, die er zur Notwendigkeit der Behandlung eingeholt hat. So kann der Versicherte die Ablehnung überprüfen lassen.',
    source: '§ 202 VVG',
  },
  {
    key: 'de-kranken-414',
    text: 'Der Versicherungsnehmer eines PKV-Familienvertrags stirbt. Was können die mitversicherten Personen nach § 207 Abs. 1 VVG tun?',
    answers: [
      'Binnen zwei Monaten nach dem Tod die Fortsetzung erklären und einen künftigen Versicherungsnehmer benennen',
      'Nichts, der Vertrag endet ersatzlos und sie müssen sich neu versichern',
      'Den Vertrag nur mit neuer Gesundheitsprüfung fortführen',
      'Die Alterungsrückstellung des Verstorbenen auszahlen lassen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Endet das Versicherungsverhältnis durch den Tod des Versicherungsnehmers, sind die versicherten Personen nach § 207 Abs. 1 VVG berechtigt, binnen zwei Monaten nach dem Tod die Fortsetzung unter Benennung des künftigen Versicherungsnehmers zu erklären. Ihr Versicherungsschutz bleibt damit ohne neue Risikoprüfung erhalten.',
    source: '§ 207 Abs. 1 VVG',
  },
  {
    key: 'de-kranken-415',
    text: 'Der Beihilfebemessungssatz eines Bundesbeamten sinkt von 70 % auf 50 %. Was gilt nach § 199 Abs. 2 VVG für seine beihilfeergänzende PKV?',
    answers: [
      'Er kann die Aufstockung verlangen; bei Antrag binnen sechs Monaten ohne Risikoprüfung und Wartezeiten',
      'Die Aufstockung ist nur mit voller Gesundheitsprüfung möglich',
      'Der Versicherer muss automatisch ohne Antrag aufstocken',
      'Er muss in die GKV wechseln',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Ändert sich der Beihilfebemessungssatz oder entfällt der Beihilfeanspruch, hat der Versicherungsnehmer nach § 199 Abs. 2 VVG Anspruch darauf, dass der Versicherer den Schutz im Rahmen der bestehenden Tarife entsprechend anpasst. Wird der Antrag innerhalb von sechs Monaten nach der Änderung gestellt, muss der Versicherer ohne Risikoprüfung und Wartezeiten leisten.',
    source: '§ 199 Abs. 2 VVG',
  },
  {
    key: 'de-kranken-416',
    text: 'Die Begutachtung nach § 15 SGB XI ergibt 50 gewichtete Gesamtpunkte. Welcher Pflegegrad liegt vor?',
    answers: ['Pflegegrad 3', 'Pflegegrad 2', 'Pflegegrad 4', 'Pflegegrad 1'],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 15 Abs. 3 SGB XI gilt Pflegegrad 3 (schwere Beeinträchtigung der Selbständigkeit) ab 47,5 bis unter 70 Gesamtpunkten. Pflegegrad 2 reicht von 27 bis unter 47,5 Punkten, Pflegegrad 4 von 70 bis unter 90 Punkten.',
    source: '§ 15 Abs. 3 SGB XI',
  },
  {
    key: 'de-kranken-417',
    text: 'Welcher Bereich gehört NICHT zu den sechs Modulen, nach denen der Pflegegrad nach § 14 Abs. 2 und § 15 SGB XI ermittelt wird?',
    answers: [
      'Haushaltsführung',
      'Mobilität',
      'Selbstversorgung',
      'Gestaltung des Alltagslebens und sozialer Kontakte',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Der Pflegegrad wird aus sechs Modulen ermittelt: Mobilität, kognitive und kommunikative Fähigkeiten, Verhaltensweisen und psychische Problemlagen, Selbstversorgung, Umgang mit krankheits- oder therapiebedingten Anforderungen sowie Gestaltung des Alltagslebens und sozialer Kontakte. Die Haushaltsführung wird zwar erfasst, fließt aber nicht in die Punkte für den Pflegegrad ein.',
    source: '§ 14 Abs. 2 und 3, § 15 SGB XI',
  },
  {
    key: 'de-kranken-418',
    text: 'Ein privat versicherter Angestellter wird allein durch die Anhebung der Jahresarbeitsentgeltgrenze versicherungspflichtig. Wie bleibt er nach § 8 SGB V in der PKV?',
    answers: [
      'Er beantragt binnen drei Monaten nach Beginn der Versicherungspflicht die Befreiung bei der Krankenkasse',
      'Er muss nichts tun, er bleibt automatisch versicherungsfrei',
      'Er beantragt die Befreiung beim PKV-Versicherer bis zum Jahresende',
      'Eine Befreiung ist in diesem Fall ausgeschlossen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Wer wegen der Änderung der Jahresarbeitsentgeltgrenze versicherungspflichtig wird, kann sich nach § 8 Abs. 1 Nr. 1 SGB V auf Antrag befreien lassen. Der Antrag ist nach § 8 Abs. 2 SGB V innerhalb von drei Monaten nach Beginn der Versicherungspflicht bei der Krankenkasse zu stellen; die Befreiung kann nicht widerrufen werden.',
    source: '§ 8 Abs. 1 Nr. 1 und Abs. 2 SGB V',
  },
  {
    key: 'de-kranken-419',
    text: 'Für welche Arbeitnehmer gilt die niedrigere besondere Jahresarbeitsentgeltgrenze nach § 6 Abs. 7 SGB V?',
    answers: [
      'Für die, die am 31.12.2002 wegen Überschreitens der JAEG versicherungsfrei und substitutiv privat versichert waren',
      'Für alle Arbeitnehmer über 55 Jahre',
      'Für Beamte und Richter',
      'Für Berufsanfänger in den ersten drei Jahren',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Mit der starken Anhebung der allgemeinen JAEG 2003 schützte der Gesetzgeber Bestandsfälle: Wer am 31.12.2002 wegen Überschreitens der damaligen Grenze versicherungsfrei und in einer substitutiven PKV versichert war, unterliegt der niedrigeren besonderen JAEG nach § 6 Abs. 7 SGB V. Für alle anderen gilt die allgemeine Grenze nach § 6 Abs. 6 SGB V.',
    source: '§ 6 Abs. 6 und 7 SGB V',
  },
  {
    key: 'de-kranken-420',
    text: 'Welche Aussage zur privaten Pflegepflichtversicherung nach § 110 Abs. 1 SGB XI trifft NICHT zu?',
    answers: [
      'Der Versicherer darf bereits pflegebedürftige Antragsteller ablehnen',
      'Vorerkrankungen dürfen nicht ausgeschlossen werden',
      'Die Prämien dürfen nicht nach Geschlecht und Gesundheitszustand gestaffelt werden',
      'Kinder sind unter den Voraussetzungen des § 25 SGB XI beitragsfrei mitversichert',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Damit die private Pflegepflichtversicherung der sozialen gleichwertig ist, schreibt § 110 Abs. 1 SGB XI einen Kontrahierungszwang vor: kein Ausschluss von Vorerkrankungen oder bereits Pflegebedürftigen, keine Staffelung nach Geschlecht und Gesundheitszustand und beitragsfreie Mitversicherung der Kinder wie in § 25 SGB XI. Eine Ablehnung Pflegebedürftiger ist deshalb unzulässig.',
    source: '§ 110 Abs. 1 SGB XI',
  },
  {
    key: 'de-kranken-421',
    text: 'Welchen Zuschuss zahlt der Arbeitgeber nach § 61 Abs. 2 SGB XI einem Angestellten zu dessen privater Pflegepflichtversicherung?',
    answers: [
      'Den Arbeitgeberanteil wie in der sozialen Pflegeversicherung, höchstens die Hälfte der tatsächlichen Prämie',
      'Die volle Prämie',
      'Keinen, privat Versicherte tragen die Pflegeprämie allein',
      'Einen Festbetrag von 50 Euro monatlich',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 61 Abs. 2 SGB XI erhält ein privat pflegeversicherter Beschäftigter einen Zuschuss in Höhe des Betrags, den der Arbeitgeber bei Versicherungspflicht in der sozialen Pflegeversicherung tragen müsste. Der Zuschuss ist auf die Hälfte dessen begrenzt, was der Beschäftigte tatsächlich für seine Pflegeversicherung zahlt.',
    source: '§ 61 Abs. 2 SGB XI',
  },
  {
    key: 'de-kranken-422',
    text: 'Welchen Anteil der Überzinsen muss ein PKV-Versicherer nach § 150 VAG der Alterungsrückstellung der Versicherten jährlich gutschreiben?',
    answers: ['90 %', '50 %', '75 %', '100 %'],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Erzielt der Versicherer auf die Alterungsrückstellung höhere Zinserträge als rechnungsmäßig angesetzt, muss er nach § 150 VAG jährlich 90 % dieser Überzinsen den Versicherten gutschreiben. Die Gutschriften dienen vor allem dazu, Beitragserhöhungen im Alter zu begrenzen und Beiträge ab dem 65. Lebensjahr zu ermäßigen.',
    source: '§ 150 VAG',
  },
  {
    key: 'de-kranken-423',
    text: 'Darf eine substitutive Krankheitskostenversicherung nach § 195 VVG grundsätzlich befristet abgeschlossen werden?',
    answers: [
      'Nein, sie ist grundsätzlich unbefristet; Ausnahmen gelten etwa für Ausbildungs- und Auslandskrankenversicherungen',
      'Ja, in der Regel auf zehn Jahre',
      'Ja, längstens bis zum 65. Lebensjahr',
      'Ja, nach freier Vereinbarung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die substitutive Krankenversicherung ersetzt den gesetzlichen Schutz und ist deshalb nach § 195 Abs. 1 VVG grundsätzlich unbefristet. Nach § 195 Abs. 2 VVG dürfen nur besondere Formen wie Ausbildungs-, Auslands-, Reise- und Restschuldkrankenversicherungen befristet werden.',
    source: '§ 195 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-kranken-424',
    text: 'Ein Angestellter scheidet aus der GKV aus und beantragt einen Monat später eine private Vollversicherung im unmittelbaren Anschluss. Was gilt nach § 197 Abs. 2 VVG für Wartezeiten?',
    answers: [
      'Die in der GKV ununterbrochen zurückgelegte Versicherungszeit wird auf die Wartezeit angerechnet',
      'Er muss alle Wartezeiten vollständig neu erfüllen',
      'Es gilt eine verlängerte Wartezeit von zwölf Monaten',
      'Wartezeiten gelten nur für Personen über 50 Jahre',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Wer aus der GKV oder einer anderen Krankheitskostenversicherung ausscheidet, bekommt die dort ununterbrochen zurückgelegte Versicherungszeit nach § 197 Abs. 2 VVG auf die Wartezeit angerechnet. Voraussetzung ist, dass die neue Versicherung spätestens zwei Monate nach Ende der Vorversicherung zum unmittelbaren Anschluss beantragt wird.',
    source: '§ 197 Abs. 2 VVG',
  },
  {
    key: 'de-kranken-425',
    text: 'Eine Klinik berechnet einem Privatpatienten Preise, die in einem auffälligen Missverhältnis zu ihren Leistungen stehen. Was gilt nach § 192 Abs. 2 VVG?',
    answers: [
      'Der Versicherer muss insoweit nicht leisten, als die Aufwendungen in einem auffälligen Missverhältnis stehen',
      'Der Versicherer muss jede Rechnung voll erstatten',
      'Der Versicherer darf den ganzen Vertrag kündigen',
      'Der Versicherte muss den Vertrag wechseln',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 192 Abs. 2 VVG ist der Versicherer zur Leistung nicht verpflichtet, soweit die Aufwendungen für die Heilbehandlung oder sonstige Leistungen in einem auffälligen Missverhältnis zu den erbrachten Leistungen stehen. Die Vorschrift schützt das Kollektiv vor überhöhten Preisen.',
    source: '§ 192 Abs. 2 VVG',
  },
  {
    key: 'de-kranken-426',
    text: 'Die Mutter ist GKV-Mitglied, der Vater privat versichert, verdient über der JAEG und mehr als sie. Sind die Kinder nach § 10 Abs. 3 SGB V familienversichert?',
    answers: [
      'Nein, die Familienversicherung der Kinder ist in diesem Fall ausgeschlossen',
      'Ja, Kinder eines GKV-Mitglieds sind immer familienversichert',
      'Ja, aber nur bis zum sechsten Lebensjahr',
      'Nur wenn der Vater einen Zuschlag an die Krankenkasse zahlt',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 10 Abs. 3 SGB V sind Kinder nicht familienversichert, wenn der mit ihnen verwandte Ehegatte oder Lebenspartner des Mitglieds nicht GKV-Mitglied ist, sein Gesamteinkommen regelmäßig ein Zwölftel der JAEG im Monat übersteigt und höher ist als das des Mitglieds. Die Kinder müssen dann freiwillig gesetzlich oder privat versichert werden.',
    source: '§ 10 Abs. 3 SGB V',
  },
  {
    key: 'de-kranken-427',
    text: 'Welche Dienstleistungen darf ein PKV-Versicherer nach § 192 Abs. 3 VVG zusätzlich vereinbaren und erbringen?',
    answers: [
      'Etwa Beratung über Leistungen, Abwehr unberechtigter Entgeltansprüche und direkte Abrechnung mit Leistungserbringern',
      'Die Behandlung der Versicherten durch eigene angestellte Ärzte als Pflichtleistung',
      'Die Vermittlung von Lebensversicherungen an Versicherte',
      'Keine, er darf nur Kosten erstatten',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      '§ 192 Abs. 3 VVG erlaubt als Inhalt des Vertrags zusätzliche Dienstleistungen, die in unmittelbarem Zusammenhang mit der Kostenerstattung stehen: Beratung über Leistungen und Anbieter, Unterstützung bei der Abwehr unberechtigter Entgeltansprüche und die unmittelbare Abrechnung mit den Leistungserbringern.',
    source: '§ 192 Abs. 3 VVG',
  },
  {
    key: 'de-kranken-428',
    text: 'Ein PKV-Versicherter geht für drei Jahre ins Ausland und will danach ohne neue Gesundheitsprüfung zurück. Was unterscheidet die große von der kleinen Anwartschaftsversicherung?',
    answers: [
      'Die große baut zusätzlich die Alterungsrückstellung weiter auf; beide sichern den Gesundheitszustand',
      'Nur die kleine sichert den Gesundheitszustand bei Vertragsbeginn',
      'Die große leistet im Ausland, die kleine nicht',
      'Die kleine ist beitragsfrei, die große kostet den vollen Beitrag',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Eine Anwartschaftsversicherung hält den Vertrag ohne Leistungsanspruch gegen einen reduzierten Beitrag aufrecht, sodass der Versicherte später ohne neue Gesundheitsprüfung zurückkehren kann. Bei der großen Anwartschaft wird zusätzlich die Alterungsrückstellung weiter aufgebaut, sodass bei Wiederaufleben nach dem ursprünglichen Eintrittsalter kalkuliert wird.',
    source: '§ 204 VVG; Tarifbedingungen der PKV-Versicherer (Anwartschaftsversicherung)',
  },
  {
    key: 'de-kranken-429',
    text: 'Warum versichern sich Beamte in der Regel privat und nicht freiwillig in der GKV?',
    answers: [
      'Die Beihilfe des Dienstherrn trägt einen Prozentsatz der Kosten; den Rest deckt ein PKV-Beihilfetarif',
      'Beamten ist die GKV gesetzlich verboten',
      'Die GKV verweigert Beamten die Aufnahme wegen Vorerkrankungen',
      'Der Dienstherr zahlt die volle PKV-Prämie',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Beamte sind nach § 6 Abs. 1 Nr. 2 SGB V versicherungsfrei und erhalten Beihilfe, die einen Prozentsatz der beihilfefähigen Aufwendungen erstattet (beim Bund nach § 80 BBG und der BBhV). Den Rest versichern sie mit einem PKV-Restkostentarif; in der GKV müssten sie in der Regel den vollen Beitrag ohne Arbeitgeberzuschuss selbst tragen.',
    source: '§ 80 BBG; § 6 Abs. 1 Nr. 2 SGB V',
  },
];
