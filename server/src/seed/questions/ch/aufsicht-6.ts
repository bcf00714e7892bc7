import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-aufsicht' (Schweiz), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-aufsicht-601',
    text: 'Welche Pflicht trifft ein beaufsichtigtes Versicherungsunternehmen nach Art. 29 FINMAG gegenüber der FINMA?',
    answers: [
      'Alle für die Aufsicht nötigen Auskünfte zu erteilen und wesentliche Vorkommnisse unverzüglich zu melden',
      'Auskünfte nur auf Anordnung eines Zivilgerichts zu erteilen',
      'Wesentliche Vorkommnisse erst mit dem nächsten Jahresbericht zu melden',
      'Nur den Geschäftsbericht einzureichen; weitere Unterlagen darf die FINMA nicht verlangen',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA kann nur wirksam beaufsichtigen, wenn sie rasch an die nötigen Informationen kommt. Art. 29 FINMAG verpflichtet die Beaufsichtigten deshalb zur Auskunft und Herausgabe von Unterlagen und zur unverzüglichen Meldung von Vorkommnissen, die für die Aufsicht wesentlich sind.',
    source: 'Art. 29 Abs. 1 und 2 FINMAG',
  },
  {
    key: 'ch-aufsicht-602',
    text: 'Die FINMA will einen aufsichtsrechtlich relevanten Sachverhalt bei einem Versicherer durch eine Fachperson vor Ort abklären lassen. Wen kann sie nach Art. 36 FINMAG einsetzen?',
    answers: [
      'Eine unabhängige Untersuchungsbeauftragte; deren Kosten trägt das beaufsichtigte Unternehmen',
      'Die Bundesanwaltschaft, deren Kosten der Bund trägt',
      'Den Ombudsman der Privatversicherung mit Entscheidungsbefugnis',
      'Die Revisionsstelle des Versicherers, ohne dass die FINMA ihren Auftrag festlegt',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Art. 36 FINMAG erlaubt der FINMA, eine unabhängige und fachkundige Person mit der Abklärung eines Sachverhalts oder mit der Umsetzung angeordneter Massnahmen zu beauftragen. Die FINMA legt deren Aufgaben fest, und die Kosten hat die beaufsichtigte Person zu tragen.',
    source: 'Art. 36 Abs. 1 und 4 FINMAG',
  },
  {
    key: 'ch-aufsicht-603',
    text: 'Ein Versicherer hat durch eine schwere Verletzung aufsichtsrechtlicher Bestimmungen einen Gewinn erzielt. Welche Massnahme sieht Art. 35 FINMAG dafür vor?',
    answers: [
      'Die FINMA kann den so erzielten Gewinn einziehen',
      'Die FINMA verhängt eine Verwaltungsbusse in Höhe des doppelten Gewinns',
      'Der Gewinn wird automatisch an die Versicherten verteilt, ohne Verfügung',
      'Die FINMA kann nur eine Verwarnung ohne finanzielle Folgen aussprechen',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Die FINMA kann keine Bussen aussprechen; ihr Instrument gegen unrechtmässige Vorteile ist die Einziehung nach Art. 35 FINMAG. Eingezogen wird der Gewinn oder der vermiedene Verlust, den der Beaufsichtigte durch die schwere Verletzung erzielt hat.',
    source: 'Art. 35 Abs. 1 FINMAG',
  },
  {
    key: 'ch-aufsicht-604',
    text: 'Ein ungebundener Vermittler ist mit einer Verfügung der FINMA (z. B. Löschung aus dem Register) nicht einverstanden. Wo kann er Beschwerde erheben?',
    answers: [
      'Beim Bundesverwaltungsgericht',
      'Beim Ombudsman der Privatversicherung und der Suva',
      'Beim Eidgenössischen Finanzdepartement als Aufsichtsinstanz',
      'Direkt beim kantonalen Handelsgericht',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Verfügungen der FINMA sind Verfügungen einer Bundesanstalt; nach Art. 54 FINMAG richtet sich der Rechtsschutz nach der Bundesrechtspflege. Erste Beschwerdeinstanz ist das Bundesverwaltungsgericht, dessen Urteil an das Bundesgericht weitergezogen werden kann.',
    source: 'Art. 54 Abs. 1 FINMAG; Art. 33 VGG',
  },
  {
    key: 'ch-aufsicht-605',
    text: 'Welche Behörde verfolgt und beurteilt Widerhandlungen gegen die Strafbestimmungen der Finanzmarktgesetze, etwa unbefugte Vermittlertätigkeit?',
    answers: [
      'Das Eidgenössische Finanzdepartement (EFD) nach dem Verwaltungsstrafrecht',
      'Die FINMA selbst mit eigener Bussenkompetenz',
      'Der Schweizerische Versicherungsverband (SVV)',
      'Die Ombudsstelle der Privatversicherung',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Nach Art. 50 FINMAG ist auf Widerhandlungen gegen das FINMAG und die Finanzmarktgesetze das Bundesgesetz über das Verwaltungsstrafrecht anwendbar. Verfolgende und urteilende Verwaltungsbehörde ist das EFD; die FINMA erstattet Anzeige, straft aber nicht selbst.',
    source: 'Art. 50 Abs. 1 FINMAG',
  },
  {
    key: 'ch-aufsicht-606',
    text: 'Mit welchem Instrument legt die FINMA offen, wie sie die Finanzmarktgesetzgebung in ihrer Aufsichtspraxis anwendet?',
    answers: [
      'Mit Rundschreiben',
      'Mit Bundesgesetzen',
      'Mit Allgemeinen Versicherungsbedingungen',
      'Mit Gerichtsurteilen',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Nach Art. 7 Abs. 1 FINMAG reguliert die FINMA durch Verordnungen, wo die Gesetzgebung dies vorsieht, und durch Rundschreiben über die Anwendung der Finanzmarktgesetzgebung. Rundschreiben machen die Aufsichtspraxis für die Beaufsichtigten vorhersehbar.',
    source: 'Art. 7 Abs. 1 Bst. b FINMAG',
  },
  {
    key: 'ch-aufsicht-607',
    text: 'Die Versicherungsbranche erlässt einen eigenen Standard (Selbstregulierung). Welche Wirkung kann die FINMA ihm nach Art. 7 Abs. 3 FINMAG verleihen?',
    answers: [
      'Sie kann ihn als Mindeststandard anerkennen und durchsetzen',
      'Sie kann ihn zum Bundesgesetz erklären',
      'Keine; Selbstregulierung ist für die FINMA unbeachtlich',
      'Sie kann ihn nur für Versicherer mit Sitz im Ausland verbindlich erklären',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Das FINMAG setzt neben staatlicher Regulierung auf Selbstregulierung. Nach Art. 7 Abs. 3 FINMAG kann die FINMA die Selbstregulierung unterstützen und als Mindeststandard anerkennen und durchsetzen; damit wird der Branchenstandard auch aufsichtsrechtlich massgebend.',
    source: 'Art. 7 Abs. 3 FINMAG',
  },
  {
    key: 'ch-aufsicht-608',
    text: 'Ein Einzelunternehmer vermittelt aufgrund von Agenturverträgen Produkte von drei Versicherern, steht aber zu den Kunden in keinem Treueverhältnis. Wie gilt er nach dem VAG?',
    answers: [
      'Als gebundener Versicherungsvermittler',
      'Als ungebundener Versicherungsvermittler, weil er mehrere Versicherer vertritt',
      'Gar nicht als Versicherungsvermittler, weil er selbständig ist',
      'Als Versicherungsunternehmen mit Bewilligungspflicht',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Seit der Revision entscheidet allein das Treueverhältnis zum Versicherungsnehmer: Ungebunden ist nur, wer in einem solchen steht und in dessen Interesse handelt. Alle anderen Vermittler gelten als gebunden, auch ein Mehrfachagent, der für mehrere Versicherer tätig ist.',
    source: 'Art. 40 Abs. 2 und 3 VAG',
  },
  {
    key: 'ch-aufsicht-609',
    text: 'Welche Voraussetzung gehört NICHT zu den Bedingungen für den Registereintrag eines ungebundenen Versicherungsvermittlers?',
    answers: [
      'Ein Mindestkapital von mehreren Millionen Franken',
      'Wohnsitz, Sitz oder eine Niederlassung in der Schweiz',
      'Ein guter Ruf',
      'Eine Berufshaftpflichtversicherung oder gleichwertige finanzielle Sicherheiten',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Für den Eintrag verlangt das VAG u. a. Wohnsitz, Sitz oder Niederlassung in der Schweiz, einen guten Ruf, die nötigen Fähigkeiten und eine Berufshaftpflichtversicherung oder gleichwertige Sicherheiten. Ein Mindestkapital in Millionenhöhe gilt nach Art. 8 VAG für Versicherungsunternehmen, nicht für Vermittler.',
    source: 'Art. 41 VAG; Art. 8 VAG',
  },
  {
    key: 'ch-aufsicht-610',
    text: 'Ein ungebundener Vermittler (Broker) erhält vom Versicherer für eine vermittelte Police eine Courtage. Unter welcher Voraussetzung darf er sie nach Art. 45b VAG annehmen?',
    answers: [
      'Nur wenn er den Versicherungsnehmer ausdrücklich über die Entschädigung informiert hat',
      'Nur wenn die FINMA die Höhe der Courtage vorgängig genehmigt hat',
      'Gar nicht; ungebundene Vermittler dürfen keine Entschädigungen von Versicherern annehmen',
      'Ohne Voraussetzung, da Courtagen reine Privatsache zwischen Broker und Versicherer sind',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Der ungebundene Vermittler handelt im Interesse des Kunden; Zahlungen von Versicherern oder anderen Dritten können diese Loyalität gefährden. Art. 45b VAG verlangt deshalb Transparenz: Er darf solche Entschädigungen nur annehmen, wenn er den Versicherungsnehmer ausdrücklich darüber informiert hat.',
    source: 'Art. 45b Abs. 1 VAG',
  },
  {
    key: 'ch-aufsicht-611',
    text: 'Welches Produkt gilt typischerweise als qualifizierte Lebensversicherung im Sinne des VAG?',
    answers: [
      'Eine fondsgebundene Lebensversicherung ohne Kapitalgarantie',
      'Eine reine Risiko-Todesfallversicherung ohne Sparteil',
      'Eine Krankenzusatzversicherung für die Halbprivatabteilung',
      'Eine Erwerbsunfähigkeitsrente als reine Risikodeckung',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 1,
    explanation:
      'Qualifizierte Lebensversicherungen sind Lebensversicherungen mit Anlagecharakter, bei denen der Kunde im Sparprozess ein Verlustrisiko trägt, etwa fonds- oder anteilgebundene Policen. Reine Risikoversicherungen ohne Sparteil fallen nicht darunter, weil nichts angelegt wird.',
    source: 'Art. 39a VAG',
  },
  {
    key: 'ch-aufsicht-612',
    text: 'Was ist bei der Angemessenheitsprüfung einer qualifizierten Lebensversicherung nach Art. 129m AVO namentlich zu prüfen?',
    answers: [
      'Finanzielle Tragbarkeit, Risikoprofil gegenüber Risikofähigkeit und Laufzeit gegenüber Lebenssituation und Anlagezielen',
      'Nur ob der Kunde volljährig und in der Schweiz wohnhaft ist',
      'Nur der Gesundheitszustand der versicherten Person',
      'Ob der Versicherer für das Produkt die höchste Abschlussprovision bezahlt',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 2,
    explanation:
      'Bei qualifizierten Lebensversicherungen trägt der Kunde ein Anlagerisiko. Die Angemessenheitsprüfung nach Art. 39j VAG und Art. 129m AVO fragt deshalb, ob er sich das Produkt leisten kann, ob dessen Risiko zu seiner Risikofähigkeit passt und ob die Laufzeit mit seiner Lebenssituation und seinen Anlagezielen vereinbar ist.',
    source: 'Art. 39j VAG; Art. 129m Abs. 1 AVO',
  },
  {
    key: 'ch-aufsicht-614',
    text: 'Welche Aussage zur Teilrevision des VAG, in Kraft seit 1. Januar 2024, trifft NICHT zu?',
    answers: [
      'Sie hat die Unterscheidung zwischen gebundenen und ungebundenen Vermittlern abgeschafft',
      'Sie stellt Verhaltensregeln für das Anbieten qualifizierter Lebensversicherungen auf',
      'Sie verlangt von allen Versicherungsvermittlern ausreichende Aus- und Weiterbildung',
      'Sie verpflichtet ungebundene Vermittler zur Offenlegung von Entschädigungen Dritter',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die Revision hat die Unterscheidung nicht abgeschafft, sondern neu gefasst: Sie hängt am Treueverhältnis zum Kunden, und nur ungebundene Vermittler müssen ins Register. Verhaltensregeln für qualifizierte Lebensversicherungen, die Ausbildungspflicht für alle Vermittler und die Offenlegung von Entschädigungen sind dagegen neu.',
    source: 'Art. 39a ff., 40, 43 und 45b VAG',
  },
  {
    key: 'ch-aufsicht-615',
    text: 'Eine Kundin streitet mit ihrem Hausratversicherer über die Höhe einer Schadenzahlung. Kann die FINMA den Streit verbindlich entscheiden?',
    answers: [
      'Nein, darüber entscheiden die Zivilgerichte; die FINMA schreitet nur bei Missbräuchen ein',
      'Ja, die FINMA entscheidet alle Streitigkeiten aus Versicherungsverträgen',
      'Ja, aber nur wenn der Streitwert unter CHF 30 000 liegt',
      'Ja, sofern der Versicherer dem Verfahren vor der FINMA zustimmt',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA übt Aufsicht im öffentlichen Interesse aus und schützt die Versicherten vor Insolvenzrisiken und Missbräuchen. Einzelne vertragliche Streitigkeiten sind privatrechtlich und gehören vor die Zivilgerichte; aussergerichtlich kann der Ombudsman vermitteln.',
    source: 'Art. 1 Abs. 2 und Art. 46 VAG; Art. 117 AVO',
  },
  {
    key: 'ch-aufsicht-616',
    text: 'Wann liegt nach Art. 117 AVO ein Missbrauch vor, gegen den die FINMA zum Schutz der Versicherten einschreiten kann?',
    answers: [
      'Bei einer Benachteiligung von Versicherten, die sich wiederholen oder einen breiten Personenkreis betreffen könnte',
      'Bei jeder Ablehnung eines Leistungsbegehrens durch den Versicherer',
      'Nur bei einer strafrechtlichen Verurteilung des Versicherers wegen Betrugs',
      'Nur wenn ein einzelner Versicherungsnehmer einen Schaden von über CHF 100 000 erleidet',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Die Missbrauchsaufsicht zielt nicht auf den Einzelfall, sondern auf systematische Benachteiligungen. Art. 117 AVO stellt deshalb darauf ab, ob sich die Benachteiligung wiederholen oder einen breiten Personenkreis betreffen könnte; der einzelne Streit bleibt Sache der Zivilgerichte.',
    source: 'Art. 46 VAG; Art. 117 Abs. 1 AVO',
  },
  {
    key: 'ch-aufsicht-617',
    text: 'Wer führt bei einem Versicherungsunternehmen im Auftrag die aufsichtsrechtliche Prüfung durch, auf die sich die FINMA stützt?',
    answers: [
      'Eine von der Eidgenössischen Revisionsaufsichtsbehörde (RAB) zugelassene Prüfgesellschaft',
      'Der verantwortliche Aktuar des Versicherers',
      'Die Eidgenössische Finanzkontrolle (EFK)',
      'Der Schweizerische Versicherungsverband (SVV)',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA prüft nicht alles selbst, sondern stützt sich auf Prüfgesellschaften, die der Versicherer beauftragt. Diese müssen von der RAB zugelassen sein und prüfen nach Art. 24 FINMAG die Einhaltung der aufsichtsrechtlichen Vorschriften.',
    source: 'Art. 24 FINMAG',
  },
];
