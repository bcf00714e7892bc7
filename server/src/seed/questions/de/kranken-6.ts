import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-kranken' (Deutschland), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-kranken-601',
    text: 'Wie hoch ist die allgemeine Jahresarbeitsentgeltgrenze (Versicherungspflichtgrenze) der gesetzlichen Krankenversicherung im Jahr 2026?',
    answers: ['77.400 €', '69.750 €', '73.800 €', '101.400 €'],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Die Sozialversicherungsrechengrößen-Verordnung 2026 hebt die allgemeine Jahresarbeitsentgeltgrenze nach § 6 Abs. 6 SGB V von 73.800 € (2025) auf 77.400 € an. 69.750 € sind die Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung und zugleich die besondere Grenze nach § 6 Abs. 7 SGB V, 101.400 € die der Rentenversicherung.',
    source: '§ 6 Abs. 6 und 7 SGB V; Sozialversicherungsrechengrößen-Verordnung 2026',
  },
  {
    key: 'de-kranken-602',
    text: 'Ein PKV-Vollversicherter zahlt seine Beiträge nicht mehr. Ab wann ruht sein Vertrag nach § 193 Abs. 6 VVG?',
    answers: [
      'Ab dem Folgemonat, wenn der Rückstand einen Monat nach Zugang der zweiten Mahnung noch über einem Monatsbeitrag liegt',
      'Sofort, sobald zwei Monatsbeiträge offen sind',
      'Nach einer qualifizierten Mahnung mit zwei Wochen Frist nach § 38 VVG',
      'Erst nach zwölf Monaten Beitragsrückstand',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Bei einem Rückstand von zwei Monatsbeiträgen muss der Versicherer mahnen; liegt der Rückstand samt Säumniszuschlägen von 1 % je Monat zwei Monate nach Zugang der Mahnung über einem Monatsbeitrag, mahnt er erneut mit Hinweis auf die Folgen. Besteht der Rückstand einen Monat nach Zugang der zweiten Mahnung fort, ruht der Vertrag ab dem ersten Tag des Folgemonats; dann gilt der Notlagentarif (§ 193 Abs. 7 VVG).',
    source: '§ 193 Abs. 6 und 7 VVG',
  },
  {
    key: 'de-kranken-603',
    text: 'Ein im Notlagentarif Versicherter zahlt alle Rückstände einschließlich Säumniszuschlägen und Beitreibungskosten. Was gilt nach § 193 Abs. 9 VVG?',
    answers: [
      'Der Vertrag wird ab dem ersten Tag des übernächsten Monats im früheren Tarif fortgesetzt',
      'Er bleibt dauerhaft im Notlagentarif versichert',
      'Er muss sich einer neuen Gesundheitsprüfung unterziehen',
      'Er kann nur noch in den Basistarif wechseln',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Sind alle rückständigen Prämienanteile samt Säumniszuschlägen und Beitreibungskosten gezahlt, wird der Vertrag nach § 193 Abs. 9 VVG ab dem ersten Tag des übernächsten Monats in dem Tarif fortgesetzt, in dem er vor dem Ruhen bestand. Der Versicherte ist so zu stellen wie zuvor, abgesehen von der im Notlagentarif verbrauchten Alterungsrückstellung.',
    source: '§ 193 Abs. 9 VVG',
  },
  {
    key: 'de-kranken-604',
    text: 'Ein GKV-Versicherter hat eine private ambulante Zusatzversicherung (Krankheitskostenteilversicherung). Wann darf der Versicherer sie nach § 206 VVG ordentlich kündigen?',
    answers: [
      'Nur innerhalb der ersten drei Versicherungsjahre zum Ende eines Versicherungsjahres mit drei Monaten Frist',
      'Jederzeit mit einer Frist von einem Monat',
      'Nie, jede Kündigung durch den Versicherer ist ausgeschlossen',
      'Nach jedem Leistungsfall binnen eines Monats',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Eine Zusatzversicherung zur GKV ersetzt den gesetzlichen Schutz nicht, sodass der Kündigungsausschluss des § 206 Abs. 1 VVG nicht greift. Nach § 206 Abs. 2 VVG kann der Versicherer eine solche Krankheitskostenteilversicherung nur innerhalb der ersten drei Versicherungsjahre zum Ende eines Versicherungsjahres mit drei Monaten Frist kündigen; danach ist der Schutz für den Kunden sicher.',
    source: '§ 206 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-kranken-605',
    text: 'Ein Versicherter kündigt seine private Pflegepflichtversicherung und schließt sie bei einem anderen Versicherer neu ab. Was gilt für seine Alterungsrückstellung?',
    answers: [
      'Der bisherige Versicherer überträgt die für ihn kalkulierte Alterungsrückstellung an den neuen',
      'Sie verfällt zugunsten der übrigen Versicherten',
      'Sie wird an den Versicherten ausgezahlt',
      'Es wird nur ein Anteil im Umfang des Basistarifs übertragen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Für die private Pflegepflichtversicherung gibt § 204 Abs. 3 VVG bei Kündigung und gleichzeitigem Neuabschluss bei einem anderen Versicherer einen Anspruch auf Übertragung der für den Versicherten kalkulierten Alterungsrückstellung; darauf kann nicht verzichtet werden. Die Beschränkung auf den Basistarif-Umfang gilt nur für die Krankheitskostenvollversicherung nach § 204 Abs. 1 Nr. 2 VVG.',
    source: '§ 204 Abs. 3 VVG',
  },
  {
    key: 'de-kranken-606',
    text: 'Ein Versicherter mit Vertrag ab 2009 wechselt den Versicherer; mitgegeben wird nur der Übertragungswert im Umfang des Basistarifs. Was kann er für die übrige Alterungsrückstellung verlangen?',
    answers: [
      'Beim bisherigen Versicherer einen Zusatztarif, in dem die überschießende Alterungsrückstellung angerechnet wird',
      'Ihre Auszahlung in bar',
      'Ihre vollständige Überweisung an den neuen Versicherer',
      'Nichts, sie verfällt ohne Ausgleich',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Sind die Leistungen des bisherigen Tarifs höher als im Basistarif, kann der Versicherungsnehmer nach § 204 Abs. 1 Satz 2 VVG vom bisherigen Versicherer einen Zusatztarif verlangen, in dem die über den Basistarif hinausgehende Alterungsrückstellung angerechnet wird. Auf diesen Anspruch kann nach Satz 3 nicht verzichtet werden; ausgezahlt wird die Rückstellung nie.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 2, Satz 2 und 3 VVG',
  },
  {
    key: 'de-kranken-607',
    text: 'Ein privat Krankenversicherter verlegt seinen gewöhnlichen Aufenthalt dauerhaft nach Spanien. Was gilt nach § 207 Abs. 3 VVG?',
    answers: [
      'Der Vertrag besteht fort; der Versicherer leistet höchstens, was er bei Aufenthalt im Inland leisten müsste',
      'Der Vertrag endet mit dem Wegzug automatisch',
      'Der Versicherer darf den Vertrag wegen des Wegzugs ordentlich kündigen',
      'Der Versicherer leistet nur noch für Notfallbehandlungen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Verlegt eine versicherte Person ihren gewöhnlichen Aufenthalt in einen anderen EU- oder EWR-Staat, setzt sich das Versicherungsverhältnis nach § 207 Abs. 3 VVG fort. Der Versicherer muss aber höchstens die Leistungen erbringen, die er bei einem Aufenthalt im Inland zu erbringen hätte.',
    source: '§ 207 Abs. 3 VVG',
  },
  {
    key: 'de-kranken-608',
    text: 'Ein privat versichertes Paar adoptiert ein achtjähriges Kind mit einer Vorerkrankung und meldet es rechtzeitig an. Was gilt nach § 198 Abs. 2 VVG?',
    answers: [
      'Der Versicherer muss es versichern; ein Risikozuschlag ist höchstens bis zur einfachen Prämienhöhe zulässig',
      'Der Versicherer darf das Kind wegen der Vorerkrankung ablehnen',
      'Das Kind ist ohne jeden Risikozuschlag zu versichern',
      'Ein Risikozuschlag in beliebiger Höhe ist zulässig',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Nach § 198 Abs. 2 VVG steht die Adoption eines noch minderjährigen Kindes der Geburt gleich, sodass der Versicherer es bei rechtzeitiger Anmeldung ohne Wartezeiten versichern muss. Anders als beim Neugeborenen darf er bei höherer Gefahr einen Risikozuschlag verlangen, aber höchstens bis zur einfachen Prämienhöhe.',
    source: '§ 198 Abs. 1 und 2 VVG',
  },
  {
    key: 'de-kranken-609',
    text: 'Unter welcher Voraussetzung erhält ein Pflegeversicherter die staatliche Pflegevorsorgezulage („Pflege-Bahr“) von 5 € im Monat?',
    answers: [
      'Er zahlt mindestens 10 € monatlich in eine förderfähige private Pflege-Zusatzversicherung auf seinen Namen',
      'Sein Einkommen liegt unter der Jahresarbeitsentgeltgrenze',
      'Er ist bereits pflegebedürftig und bezieht Pflegegeld',
      'Er ist Beamter und beihilfeberechtigt',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 127 Abs. 1 SGB XI erhält eine zulageberechtigte Person 5 € Zulage im Monat, wenn sie mindestens 10 € monatlich für eine förderfähige Pflege-Zusatzversicherung auf ihren Namen zahlt; die Zulage zählt nicht zum Mindestbeitrag. Ausgeschlossen sind nach § 126 SGB XI Minderjährige und Personen, die schon Pflegeleistungen beziehen oder bezogen haben.',
    source: '§§ 126, 127 Abs. 1 SGB XI',
  },
  {
    key: 'de-kranken-610',
    text: 'Welche Anforderung an eine staatlich geförderte Pflege-Zusatzversicherung nach § 127 Abs. 2 SGB XI trifft NICHT zu?',
    answers: [
      'Der Versicherer darf eine Gesundheitsprüfung durchführen und Vorerkrankte ablehnen',
      'Die Wartezeit darf höchstens fünf Jahre betragen',
      'Bei Pflegegrad 5 sind mindestens 600 € im Monat zu zahlen',
      'Der Versicherer verzichtet auf sein ordentliches Kündigungsrecht',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Förderfähig ist ein Tarif nach § 127 Abs. 2 SGB XI nur, wenn der Versicherer allen Zulageberechtigten Versicherung gewährt und auf Risikoprüfung, Risikozuschläge, Leistungsausschlüsse und ordentliche Kündigung verzichtet. Außerdem muss er Geldleistungen in allen Pflegegraden, bei Pflegegrad 5 mindestens 600 €, vorsehen, und die Wartezeit darf fünf Jahre nicht überschreiten.',
    source: '§ 127 Abs. 2 SGB XI; § 129 SGB XI',
  },
  {
    key: 'de-kranken-611',
    text: 'Ein GKV-Mitglied will die Krankenkasse wechseln. Was gilt nach § 175 Abs. 4 SGB V?',
    answers: [
      'Es ist mindestens zwölf Monate gebunden; danach wirkt die Kündigung zum Ablauf des übernächsten Kalendermonats',
      'Es ist 36 Monate gebunden und kann nur zum Jahresende wechseln',
      'Es kann jederzeit zum Ende des laufenden Monats wechseln',
      'Ein Wechsel ist nur bei einem Umzug in ein anderes Bundesland möglich',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Versicherungspflichtige und -berechtigte sind nach § 175 Abs. 4 Satz 1 SGB V mindestens zwölf Monate an die gewählte Kasse gebunden. Danach ist die Kündigung zum Ablauf des übernächsten Kalendermonats möglich, gerechnet ab dem Monat der Erklärung; beim Kassenwechsel ersetzt die Meldung der neuen Kasse die Kündigungserklärung.',
    source: '§ 175 Abs. 2 und 4 SGB V',
  },
  {
    key: 'de-kranken-612',
    text: 'Eine Krankenkasse erhöht zum 1. Januar ihren Zusatzbeitragssatz; das Mitglied ist erst seit sechs Monaten dort. Bis wann kann es nach § 175 Abs. 4 SGB V kündigen?',
    answers: [
      'Bis zum 31. Januar, trotz laufender Zwölf-Monats-Bindung',
      'Gar nicht, die zwölfmonatige Bindung geht vor',
      'Nur bis zum 31. Dezember vor der Erhöhung',
      'Bis zum 30. Juni des Jahres der Erhöhung',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Erhebt eine Kasse erstmals einen Zusatzbeitrag oder erhöht sie ihn, kann das Mitglied nach § 175 Abs. 4 Satz 6 SGB V abweichend von der Mindestbindung bis zum Ablauf des Monats kündigen, für den der erhöhte Satz erstmals erhoben wird. Die Kasse muss spätestens einen Monat vorher gesondert auf dieses Recht und den durchschnittlichen Zusatzbeitragssatz hinweisen.',
    source: '§ 175 Abs. 4 Satz 6 und 7 SGB V',
  },
  {
    key: 'de-kranken-613',
    text: 'Ein freiwillig GKV-Versicherter wählt einen Selbstbehalttarif nach § 53 Abs. 1 SGB V. Wie lange ist er an diesen Wahltarif mindestens gebunden?',
    answers: [
      'Drei Jahre',
      'Ein Jahr',
      'Zwölf Monate wie bei der Kassenwahl',
      'Es gibt keine Mindestbindung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 53 Abs. 8 Satz 1 SGB V beträgt die Mindestbindungsfrist für Selbstbehalt- und Krankengeld-Wahltarife (Abs. 1 und 6) drei Jahre, für Beitragsrückerstattung und Kostenerstattung (Abs. 2 und 4) ein Jahr. Die Mitgliedschaft kann frühestens zum Ablauf dieser Frist gekündigt werden; die Satzung muss ein Sonderkündigungsrecht für Härtefälle vorsehen.',
    source: '§ 53 Abs. 1 und 8 SGB V',
  },
  {
    key: 'de-kranken-614',
    text: 'Ein Vertreter vermittelt eine substitutive Krankenversicherung mit 500 € Monatsbeitrag (ohne gesetzlichen Zuschlag). Welche Abschlussvergütung darf er nach § 50 VAG höchstens erhalten?',
    answers: ['4.950 €', '4.500 €', '6.000 €', '3.000 €'],
    categories: ['de-kranken', 'de-handelsvertreter'],
    coins: 2,
    explanation:
      'Bruttobeitragssumme ist nach § 50 Abs. 1 Satz 2 VAG die über 25 Jahre hochgerechnete Erstprämie ohne den Zuschlag nach § 149 VAG, hier 300 × 500 € = 150.000 €. Im Einzelfall dürfen Abschlussprovision und sonstige Vergütung zusammen 3,3 % davon nicht übersteigen, also 4.950 € (9,9 Monatsbeiträge); 3 % (4.500 €) ist die Grenze im Durchschnitt des Neugeschäfts eines Jahres.',
    source: '§ 50 Abs. 1 VAG',
  },
  {
    key: 'de-kranken-615',
    text: 'Ein Versicherter in einem Unisex-Tarif möchte nach § 204 VVG in einen älteren, nach Geschlecht kalkulierten Tarif seines Versicherers wechseln. Ist das möglich?',
    answers: [
      'Nein, ein Wechsel aus einem Unisex-Tarif in einen Bisex-Tarif ist ausgeschlossen',
      'Ja, das Tarifwechselrecht gilt ohne Einschränkung',
      'Ja, wenn er einen Risikozuschlag zahlt',
      'Nur mit Zustimmung der BaFin',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 204 Abs. 1 Satz 1 Nr. 1 letzter Halbsatz VVG ist ein Wechsel aus einem Tarif mit geschlechtsunabhängig kalkulierten Prämien in einen Tarif, bei dem dies nicht der Fall ist, ausgeschlossen. Seit Ende 2012 dürfen Neuverträge nur noch geschlechtsneutral kalkuliert werden; der umgekehrte Wechsel vom Bisex- in den Unisex-Tarif bleibt möglich.',
    source: '§ 204 Abs. 1 Satz 1 Nr. 1 VVG',
  },
  {
    key: 'de-kranken-616',
    text: 'Welche Vorversicherungszeit setzt die soziale Pflegeversicherung nach § 33 Abs. 2 SGB XI für Leistungen voraus?',
    answers: [
      'Mindestens zwei Jahre Versicherung in den letzten zehn Jahren vor der Antragstellung',
      'Mindestens fünf Jahre ununterbrochene Mitgliedschaft',
      'Keine, Leistungen gibt es ab dem ersten Versicherungstag',
      'Mindestens zwölf Monate in den letzten zwei Jahren',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Anspruch auf Leistungen der sozialen Pflegeversicherung besteht nach § 33 Abs. 2 SGB XI nur, wenn der Versicherte in den letzten zehn Jahren vor dem Antrag mindestens zwei Jahre als Mitglied versichert oder familienversichert war. Für Kinder genügt es, wenn ein Elternteil sie erfüllt; wer wegen Versicherungspflicht aus der privaten Pflegeversicherung wechselt, bekommt die dort zurückgelegte Zeit nach Abs. 3 angerechnet.',
    source: '§ 33 Abs. 2 und 3 SGB XI',
  },
  {
    key: 'de-kranken-617',
    text: 'Ein im Basistarif Versicherter würde allein durch die Zahlung des vollen Beitrags hilfebedürftig im Sinne des SGB II. Was gilt nach § 152 Abs. 4 VAG?',
    answers: [
      'Der Beitrag halbiert sich, solange sonst Hilfebedürftigkeit entstünde',
      'Der Versicherer darf den Vertrag kündigen',
      'Der Vertrag wird beitragsfrei gestellt',
      'Er wechselt automatisch in die gesetzliche Krankenversicherung',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Besteht Hilfebedürftigkeit nach SGB II oder XII oder würde sie allein durch den Beitrag entstehen, vermindert sich der Beitrag im Basistarif nach § 152 Abs. 4 VAG für diese Zeit um die Hälfte. Die Hilfebedürftigkeit prüft und bescheinigt auf Antrag der zuständige Träger; der Versicherer darf dafür nach § 193 Abs. 11 VVG Zusatzversicherungen ruhen lassen.',
    source: '§ 152 Abs. 4 VAG; § 193 Abs. 11 VVG',
  },
  {
    key: 'de-kranken-618',
    text: 'Ein Versicherter wechselte wegen Hilfebedürftigkeit in den Basistarif; nach 18 Monaten endet sie. Was kann er nach § 204 Abs. 2 VVG verlangen?',
    answers: [
      'Binnen drei Monaten in Textform die Fortsetzung im früheren Tarif, so gestellt wie vor dem Wechsel',
      'Nichts, die Rückkehr ist nur mit neuer Gesundheitsprüfung möglich',
      'Die Rückkehr jederzeit und ohne Frist, auch nach zehn Jahren',
      'Nur den Wechsel in den Standardtarif',
    ],
    categories: ['de-kranken'],
    coins: 2,
    explanation:
      'Endet die Hilfebedürftigkeit innerhalb von zwei Jahren nach einem solchen Wechsel, kann der Versicherungsnehmer nach § 204 Abs. 2 VVG binnen drei Monaten in Textform verlangen, den Vertrag ab dem übernächsten Monat im früheren Tarif fortzusetzen. Er ist so zu stellen wie vor dem Wechsel, die im Basistarif erworbenen Rechte und Alterungsrückstellungen werden berücksichtigt; eine neue Risikoprüfung findet nicht statt.',
    source: '§ 204 Abs. 2 VVG',
  },
  {
    key: 'de-kranken-619',
    text: 'Der Versicherer tritt wegen einer Anzeigepflichtverletzung nur für den mitversicherten Ehegatten vom Familienvertrag zurück. Was kann der Versicherungsnehmer nach § 205 Abs. 5 VVG tun?',
    answers: [
      'Binnen zwei Wochen die Aufhebung des übrigen Vertrags zum Ende des Monats verlangen, in dem der Rücktritt zuging',
      'Nichts, der übrige Vertrag läuft zwingend weiter',
      'Den übrigen Vertrag nur zum Ende des Versicherungsjahres mit drei Monaten Frist kündigen',
      'Vom Versicherer die Rückzahlung aller seit Vertragsbeginn gezahlten Beiträge verlangen',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Beschränkt der Versicherer eine Kündigung, Anfechtung oder einen Rücktritt auf einzelne versicherte Personen oder Tarife, kann der Versicherungsnehmer nach § 205 Abs. 5 VVG binnen zwei Wochen nach Zugang die Aufhebung des übrigen Teils verlangen. Bei Anfechtung und Rücktritt wirkt das zum Ende des Monats, in dem ihm die Erklärung zugegangen ist.',
    source: '§ 205 Abs. 5 VVG',
  },
  {
    key: 'de-kranken-620',
    text: 'Welche Selbstbehaltstufen muss der Basistarif der PKV nach § 152 Abs. 1 VAG anbieten?',
    answers: [
      '300, 600, 900 oder 1.200 € bei drei Jahren Mindestbindung',
      'Beliebige Stufen bis 5.000 € ohne Bindung',
      'Nur einen festen Selbstbehalt von 500 €',
      'Keine, Selbstbehalte sind im Basistarif unzulässig',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 152 Abs. 1 VAG muss der Basistarif Selbstbehalte von 300, 600, 900 oder 1.200 € ermöglichen; die Mindestbindungsfrist für Verträge mit Selbstbehalt beträgt drei Jahre. Senkt der Selbstbehalt die Prämie nicht angemessen, kann der Versicherte jederzeit die Umstellung in den Basistarif ohne Selbstbehalt verlangen.',
    source: '§ 152 Abs. 1 VAG',
  },
  {
    key: 'de-kranken-621',
    text: 'Ein Vater ist erst seit einem Monat privat versichert, als sein Kind geboren wird. Darf der Versicherer die Kindernachversicherung nach § 198 VVG verweigern?',
    answers: [
      'Nur wenn eine Mindestversicherungsdauer des Elternteils vereinbart ist; sie darf höchstens drei Monate betragen',
      'Ja, Kindernachversicherung setzt stets ein Jahr Vorversicherung voraus',
      'Nein, eine Mindestversicherungsdauer darf nie vereinbart werden',
      'Ja, wenn das Kind mit einer Vorerkrankung geboren wird',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Als Voraussetzung für die Nachversicherung des Neugeborenen kann nach § 198 Abs. 3 VVG eine Mindestversicherungsdauer des Elternteils vereinbart werden, die drei Monate nicht übersteigen darf. Ohne eine solche Vereinbarung muss der Versicherer das Kind bei Anmeldung binnen zwei Monaten ab Geburt ohne Risikozuschläge und Wartezeiten versichern (§ 198 Abs. 1 VVG).',
    source: '§ 198 Abs. 1 und 3 VVG',
  },
  {
    key: 'de-kranken-622',
    text: 'Eine privat versicherte Selbständige gibt ihre Tätigkeit auf und wird über ihren Ehemann in der GKV familienversichert. Kann sie ihre PKV rückwirkend kündigen?',
    answers: [
      'Ja, binnen drei Monaten rückwirkend zum Beginn der Familienversicherung',
      'Nein, nur zum Ende des Versicherungsjahres mit drei Monaten Frist',
      'Nein, die Familienversicherung ist keine Versicherungspflicht',
      'Ja, aber nur mit Zustimmung der Krankenkasse ihres Mannes',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 205 Abs. 2 Satz 5 VVG steht der gesetzliche Anspruch auf Familienversicherung dem Eintritt von Versicherungspflicht gleich. Die Versicherungsnehmerin kann daher nach § 205 Abs. 2 Satz 1 VVG binnen drei Monaten rückwirkend kündigen; später ist eine Kündigung zum Ende des Monats möglich, in dem sie den Eintritt nachweist.',
    source: '§ 205 Abs. 2 VVG',
  },
  {
    key: 'de-kranken-623',
    text: 'Was gilt nach § 193 Abs. 7 VVG für Risikozuschläge, Leistungsausschlüsse und Selbstbehalte, solange ein Vertrag ruht und der Versicherte im Notlagentarif versichert ist?',
    answers: [
      'Sie entfallen während dieser Zeit',
      'Sie gelten unverändert weiter',
      'Sie werden verdoppelt, um den Rückstand auszugleichen',
      'Nur die Selbstbehalte entfallen, Risikozuschläge bleiben',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Der Notlagentarif ist ein einheitlicher Tarif für alle Nichtzahler. Nach § 193 Abs. 7 Satz 2 VVG entfallen deshalb während des Ruhens Risikozuschläge, Leistungsausschlüsse und Selbstbehalte; ein Wechsel in den oder aus dem Notlagentarif ist ausgeschlossen, und der Versicherer kann das Ruhen von Zusatzversicherungen verlangen.',
    source: '§ 193 Abs. 7 VVG',
  },
  {
    key: 'de-kranken-624',
    text: 'Wie wird die Alterungsrückstellung eines Versicherten während der Zeit im Notlagentarif nach § 153 Abs. 2 VAG eingesetzt?',
    answers: [
      'Bis zu 25 % der monatlichen Prämie werden durch Entnahme aus der Alterungsrückstellung geleistet',
      'Sie wird vollständig an den Versicherten ausgezahlt',
      'Sie bleibt unangetastet und wird weiter verzinst',
      'Sie verfällt beim Eintritt in den Notlagentarif',
    ],
    categories: ['de-kranken'],
    coins: 1,
    explanation:
      'Nach § 153 Abs. 2 Satz 6 VAG wird die Alterungsrückstellung auf die Prämie des Notlagentarifs so angerechnet, dass bis zu 25 % der monatlichen Prämie durch Entnahme aus ihr geleistet werden. Das senkt die Prämie der Nichtzahler, verbraucht aber Rückstellung; darauf muss der Versicherer nach § 193 Abs. 8 VVG in herausgehobener Form hinweisen.',
    source: '§ 153 Abs. 2 VAG; § 193 Abs. 8 VVG',
  },
];
