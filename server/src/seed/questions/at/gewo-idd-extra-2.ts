import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-gewo-idd, zweiter Teil (Schlüssel ab 531). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-gewo-idd-531',
    text: 'Welche Rechtsform hat die österreichische Finanzmarktaufsichtsbehörde (FMA)?',
    answers: [
      'Eine weisungsfreie Anstalt öffentlichen Rechts',
      'Eine Abteilung der Wirtschaftskammer',
      'Eine private Aktiengesellschaft der Versicherer',
      'Ein Verein nach dem Vereinsgesetz',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die FMA wurde durch das Finanzmarktaufsichtsbehördengesetz als Anstalt öffentlichen Rechts mit eigener Rechtspersönlichkeit eingerichtet. Sie ist bei der Ausübung ihrer Aufgaben an keine Weisungen gebunden und beaufsichtigt u. a. Banken, Versicherer und Pensionskassen.',
    source: '§ 1 FMABG',
  },
  {
    key: 'at-gewo-idd-532',
    text: 'Was ist nach der IDD ein „dauerhafter Datenträger“?',
    answers: [
      'Ein Medium, das Informationen für spätere Einsicht unverändert speichert und wiedergibt, z. B. eine PDF-Datei',
      'Nur ein auf Papier gedrucktes und unterschriebenes Dokument',
      'Ein mündliches Gespräch, das der Vermittler in Erinnerung behält',
      'Eine Internetseite, die jederzeit geändert werden kann',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Art. 2 Abs. 1 Nr. 18 IDD versteht darunter jedes Medium, das es dem Kunden erlaubt, an ihn gerichtete Informationen so zu speichern, dass er sie für angemessene Zeit einsehen und unverändert wiedergeben kann. Dazu zählen etwa E-Mails mit PDF-Anhang oder USB-Sticks, nicht aber frei änderbare Webseiten.',
    source: 'Art. 2 Abs. 1 Nr. 18 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-533',
    text: 'Was müssen Versicherungsvertreiber nach Art. 14 IDD in Bezug auf Beschwerden von Kunden sicherstellen?',
    answers: [
      'Dass Kunden Beschwerden einreichen können und diese beantwortet werden',
      'Dass Beschwerden nur gegen Gebühr angenommen werden',
      'Dass Beschwerden ausschließlich an die Polizei gehen',
      'Dass Beschwerden erst nach Vertragsende zulässig sind',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Nach Art. 14 IDD müssen Kunden und andere Betroffene Beschwerden über Versicherungsvertreiber einreichen können, und sie müssen eine Antwort erhalten. Art. 15 IDD verlangt zusätzlich Verfahren zur außergerichtlichen Beilegung von Streitigkeiten.',
    source: 'Art. 14 und 15 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-534',
    text: 'Welches Sicherheitsniveau liegt der Solvenzkapitalanforderung (SCR) nach Solvency II zugrunde?',
    answers: [
      'Ein Value-at-Risk von 99,5 % über einen Zeitraum von einem Jahr',
      'Ein Value-at-Risk von 90 % über zehn Jahre',
      'Eine Eigenkapitalquote von 8 % der Prämien',
      'Die Deckung aller Schäden der letzten hundert Jahre',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Die SCR entspricht nach Art. 101 Abs. 3 Solvency II dem Value-at-Risk der Basiseigenmittel zu einem Konfidenzniveau von 99,5 % über ein Jahr. Das Unternehmen soll damit Verluste verkraften können, wie sie statistisch nur einmal in 200 Jahren auftreten.',
    source: 'Art. 101 Abs. 3 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-535',
    text: 'Was versteht man unter dem ORSA eines Versicherungsunternehmens?',
    answers: [
      'Die unternehmenseigene Risiko- und Solvabilitätsbeurteilung',
      'Den österreichischen Register-Auszug für Vermittler',
      'Eine Schlichtungsstelle der Versicherungsmakler',
      'Die Mindestkapitalanforderung in der Lebensversicherung',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Im Rahmen der zweiten Säule von Solvency II muss jeder Versicherer regelmäßig eine eigene Risiko- und Solvabilitätsbeurteilung (Own Risk and Solvency Assessment) durchführen. Sie bewertet den Gesamtsolvabilitätsbedarf im Hinblick auf das eigene Risikoprofil und fließt in die strategischen Entscheidungen ein.',
    source: 'Art. 45 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-536',
    text: 'Ein in Deutschland registrierter Makler will in Österreich im Dienstleistungsverkehr tätig werden. Was ist nach der IDD erforderlich?',
    answers: [
      'Eine Mitteilung an die zuständige Behörde seines Herkunftsmitgliedstaats, die Österreich unterrichtet',
      'Eine neue Befähigungsprüfung in Österreich',
      'Eine Niederlassung mit mindestens zehn Mitarbeitern in Wien',
      'Eine Genehmigung jedes einzelnen Vertrags durch die FMA',
    ],
    categories: ['at-gewo-idd', 'at-maklergesetz'],
    coins: 2,
    explanation:
      'Vermittler, die im Herkunftsmitgliedstaat eingetragen sind, können nach Art. 4 IDD im Dienstleistungsverkehr in anderen EU-Staaten tätig werden. Sie müssen dies ihrer Herkunftsbehörde mitteilen, die die Behörde des Aufnahmestaats informiert; eine erneute Zulassung im Aufnahmestaat ist nicht erforderlich.',
    source: 'Art. 4 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-537',
    text: 'Welche Aussage zur Ermittlung der Wünsche und Bedürfnisse nach Art. 20 IDD ist NICHT zutreffend?',
    answers: [
      'Sie entfällt, wenn der Kunde online ohne Beratung abschließt',
      'Der angebotene Vertrag muss den Wünschen und Bedürfnissen entsprechen',
      'Die Angaben sind vom Kunden zu erfragen',
      'Dem Kunden sind objektive Informationen über das Produkt zu geben',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Pflicht, Wünsche und Bedürfnisse zu ermitteln und nur dazu passende Verträge anzubieten, gilt nach Art. 20 Abs. 1 IDD für jeden Versicherungsvertrieb, mit oder ohne Beratung und auch online. Die übrigen Aussagen geben Art. 20 Abs. 1 IDD zutreffend wieder.',
    source: 'Art. 20 Abs. 1 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-538',
    text: 'Was prüft ein Vertreiber bei einer Angemessenheitsprüfung für ein Versicherungsanlageprodukt ohne Beratung?',
    answers: [
      'Ob der Kunde die Kenntnisse und Erfahrungen hat, um die Risiken des Produkts zu verstehen',
      'Ob der Kunde über ein Einkommen von mindestens 50.000 € verfügt',
      'Ob der Kunde bereits einen anderen Vertrag beim selben Versicherer hat',
      'Ob das Produkt im Vorjahr eine positive Rendite erzielt hat',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Ohne Beratung ist nach Art. 30 Abs. 2 IDD zu prüfen, ob das Produkt für den Kunden angemessen ist, also ob er nach seinen Kenntnissen und Erfahrungen die damit verbundenen Risiken verstehen kann. Hält der Vertreiber es für nicht angemessen oder fehlen Angaben, muss er den Kunden warnen.',
    source: 'Art. 30 Abs. 2 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-539',
    text: 'Dürfen Mitgliedstaaten bei der Umsetzung der IDD strengere Kundenschutzvorschriften erlassen?',
    answers: [
      'Ja, die IDD ist eine Mindestharmonisierung; strengere Regeln sind unter Wahrung des Unionsrechts zulässig',
      'Nein, die IDD ist vollharmonisierend und verbietet jede Abweichung',
      'Nur mit Zustimmung jedes einzelnen Versicherers',
      'Nur für Rückversicherungen',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die IDD verfolgt eine Mindestharmonisierung: Nach Art. 22 Abs. 2 IDD können die Mitgliedstaaten strengere Vorschriften zum Schutz der Kunden beibehalten oder erlassen, sofern sie mit dem Unionsrecht vereinbar sind. Deshalb unterscheiden sich etwa Provisionsregeln zwischen den Staaten.',
    source: 'Art. 22 Abs. 2 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-540',
    text: 'Welche europäische Behörde koordiniert die Aufsicht über Versicherungen und betriebliche Altersversorgung in der EU?',
    answers: [
      'Die EIOPA (Europäische Aufsichtsbehörde für das Versicherungswesen und die betriebliche Altersversorgung)',
      'Die Europäische Zentralbank',
      'Die ESMA',
      'Der Europäische Gerichtshof',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die EIOPA mit Sitz in Frankfurt ist die Europäische Aufsichtsbehörde für Versicherungen und betriebliche Altersversorgung. Sie erarbeitet technische Standards und Leitlinien, etwa zu Solvency II und zur IDD; die laufende Aufsicht bleibt bei den nationalen Behörden wie der FMA.',
    source: 'VO (EU) Nr. 1094/2010 (EIOPA-Verordnung)',
  },
  {
    key: 'at-gewo-idd-541',
    text: 'Wer ist nach dem Geldwäscherecht wirtschaftlicher Eigentümer einer GmbH, die eine Lebensversicherung abschließt?',
    answers: [
      'Eine natürliche Person, die z. B. mehr als 25 % der Anteile oder Stimmrechte hält oder die Gesellschaft kontrolliert',
      'Immer der Geschäftsführer, unabhängig von den Beteiligungen',
      'Die Bank, bei der die GmbH ihr Konto hat',
      'Jeder Arbeitnehmer der GmbH',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Wirtschaftlicher Eigentümer ist die natürliche Person, in deren Eigentum oder unter deren Kontrolle der Kunde letztlich steht; als Hinweis gilt ein Anteil von mehr als 25 %. In Österreich sind wirtschaftliche Eigentümer im Register nach dem WiEReG erfasst, das Verpflichtete einsehen können.',
    source: 'Art. 3 Nr. 6 RL (EU) 2015/849; FM-GwG; WiEReG',
  },
  {
    key: 'at-gewo-idd-542',
    text: 'Bis wann muss ein Lebensversicherer nach den Geldwäschevorschriften spätestens die Identität des Begünstigten feststellen?',
    answers: [
      'Spätestens zum Zeitpunkt der Auszahlung',
      'Bereits bei jedem Werbegespräch',
      'Nie, nur der VN wird identifiziert',
      'Erst zehn Jahre nach der Auszahlung',
    ],
    categories: ['at-gewo-idd', 'at-leben-unfall'],
    coins: 2,
    explanation:
      'Bei Lebensversicherungen ist der Begünstigte festzustellen, sobald er benannt oder bestimmbar ist; seine Identität ist nach Art. 13 Abs. 5 der 4. Geldwäsche-RL spätestens zum Zeitpunkt der Auszahlung zu überprüfen. Das FM-GwG setzt diese Pflicht für Versicherer in Österreich um.',
    source: 'Art. 13 Abs. 5 RL (EU) 2015/849; FM-GwG',
  },
  {
    key: 'at-gewo-idd-543',
    text: 'Wer zählt nach dem Geldwäscherecht zu den politisch exponierten Personen (PEP), für die verstärkte Sorgfaltspflichten gelten?',
    answers: [
      'Inhaber wichtiger öffentlicher Ämter sowie deren Familienmitglieder und bekanntermaßen nahestehende Personen',
      'Nur amtierende Staatsoberhäupter',
      'Alle Beamten und Gemeindebediensteten',
      'Alle Mitglieder politischer Parteien',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'PEP sind natürliche Personen, die wichtige öffentliche Ämter ausüben oder ausgeübt haben, etwa Regierungsmitglieder, Abgeordnete oder Höchstrichter. Verstärkte Sorgfaltspflichten gelten auch für ihre Familienmitglieder und bekanntermaßen nahestehende Personen, nicht aber für jeden einfachen Beamten.',
    source: 'Art. 3 Nr. 9 bis 11 und Art. 20 RL (EU) 2015/849; FM-GwG',
  },
  {
    key: 'at-gewo-idd-544',
    text: 'Ein Versicherer stellt fest, dass er die Solvenzkapitalanforderung (SCR) nicht mehr bedeckt. Was verlangt Solvency II?',
    answers: [
      'Unverzügliche Meldung an die Aufsicht und binnen zwei Monaten einen realistischen Sanierungsplan',
      'Die sofortige Auflösung des Unternehmens',
      'Nichts, solange die Schäden bezahlt werden',
      'Eine Verdoppelung aller Prämien ab dem Folgemonat',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Wird die SCR nicht mehr bedeckt, muss der Versicherer dies nach Art. 138 Solvency II unverzüglich der Aufsicht melden und binnen zwei Monaten einen realistischen Sanierungsplan vorlegen. Die Bedeckung ist grundsätzlich binnen sechs Monaten wiederherzustellen; erst bei Unterschreitung der MCR drohen härtere Schritte bis zum Entzug der Zulassung.',
    source: 'Art. 138 und 139 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-545',
    text: 'Ein Vermittler ist an keinen Versicherer gebunden, berät aber nicht auf Grundlage einer ausgewogenen Marktuntersuchung. Was muss er nach Art. 19 IDD offenlegen?',
    answers: [
      'Die Namen der Versicherer, mit denen er Geschäfte betreiben kann bzw. betreibt',
      'Nichts, weil er an keinen Versicherer gebunden ist',
      'Die Bilanz jedes Versicherers am Markt',
      'Die Namen aller seiner anderen Kunden',
    ],
    categories: ['at-gewo-idd', 'at-maklergesetz'],
    coins: 2,
    explanation:
      'Art. 19 Abs. 1 lit. c IDD unterscheidet drei Fälle: Beratung auf Grundlage einer ausgewogenen Untersuchung, vertragliche Bindung an einen oder mehrere Versicherer, oder weder Bindung noch ausgewogene Untersuchung. In den beiden letzten Fällen muss der Vermittler die Namen der Versicherer angeben, mit denen er zusammenarbeitet.',
    source: 'Art. 19 Abs. 1 lit. c IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-546',
    text: 'Für welches räumliche Gebiet muss die Berufshaftpflichtversicherung eines Versicherungsvermittlers nach Art. 10 Abs. 4 IDD gelten?',
    answers: [
      'Für das gesamte Gebiet der Europäischen Union',
      'Nur für das Bundesland des Gewerbestandorts',
      'Nur für Österreich',
      'Weltweit einschließlich der USA',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Berufshaftpflichtversicherung oder gleichwertige Garantie muss nach Art. 10 Abs. 4 IDD für das gesamte Gebiet der Union gelten. So sind Kunden auch geschützt, wenn der Vermittler im Dienstleistungsverkehr in anderen Mitgliedstaaten tätig wird.',
    source: 'Art. 10 Abs. 4 IDD; § 137c GewO 1994',
  },
  {
    key: 'at-gewo-idd-547',
    text: 'Wer sind die Mitglieder eines Versicherungsvereins auf Gegenseitigkeit?',
    answers: [
      'Grundsätzlich seine Versicherungsnehmer',
      'Ausschließlich Aktionäre, die an der Börse Anteile kaufen',
      'Die Versicherungsvermittler, die für ihn tätig sind',
      'Die Mitarbeiter der FMA',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Beim Versicherungsverein auf Gegenseitigkeit werden die Versicherungsnehmer mit Abschluss des Versicherungsvertrags grundsätzlich Mitglieder des Vereins. Er ist damit eine genossenschaftsähnliche Rechtsform, die der Selbsthilfe der Versicherten dient.',
    source: 'VAG 2016 (Versicherungsvereine auf Gegenseitigkeit)',
  },
  {
    key: 'at-gewo-idd-548',
    text: 'Für welchen Umfang erteilt die Aufsicht einem Versicherungsunternehmen die Zulassung (Konzession)?',
    answers: [
      'Für einzelne Versicherungszweige, die im Antrag anzugeben sind',
      'Immer für alle Versicherungszweige gemeinsam',
      'Nur für jeweils ein Kalenderjahr',
      'Für jeden einzelnen Versicherungsvertrag gesondert',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Die Zulassung wird nach Art. 15 Solvency II für bestimmte Versicherungszweige erteilt; sie kann einen ganzen Zweig oder nur einzelne Risiken umfassen. In Österreich erteilt sie die FMA nach dem VAG 2016, die Zweige sind in einer Anlage zum Gesetz aufgezählt.',
    source: 'Art. 15 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-549',
    text: 'Darf ein neu zugelassenes Versicherungsunternehmen zugleich die Lebensversicherung und die Sach- und Haftpflichtversicherung betreiben?',
    answers: [
      'Nein, es gilt grundsätzlich die Spartentrennung zwischen Leben und Nichtleben',
      'Ja, ohne jede Einschränkung',
      'Ja, wenn es mehr als 1.000 Mitarbeiter hat',
      'Ja, wenn die Wirtschaftskammer zustimmt',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Nach Art. 73 Solvency II dürfen Unternehmen nicht gleichzeitig die Zulassung für Lebens- und Nichtlebensversicherung erhalten; ausgenommen sind u. a. bestehende Kompositversicherer und die Ergänzung der Lebensversicherung um Unfall- und Krankheitsrisiken. So sollen die langfristigen Verpflichtungen der Lebensversicherten geschützt werden.',
    source: 'Art. 73 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-550',
    text: 'Welche Anforderung stellt Art. 17 Abs. 2 IDD an Marketingmitteilungen eines Versicherungsvertreibers?',
    answers: [
      'Sie müssen redlich, eindeutig und nicht irreführend sowie eindeutig als Werbung erkennbar sein',
      'Sie müssen vorab von der FMA genehmigt werden',
      'Sie dürfen nur in Tageszeitungen erscheinen',
      'Sie müssen die Provision des Vermittlers in Euro angeben',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Alle Informationen einschließlich Marketingmitteilungen müssen nach Art. 17 Abs. 2 IDD redlich, eindeutig und nicht irreführend sein, und Marketingmitteilungen müssen stets eindeutig als solche erkennbar sein. Eine behördliche Vorabgenehmigung von Werbung gibt es nicht.',
    source: 'Art. 17 Abs. 2 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-551',
    text: 'Was muss der Vertreiber bei einer Beratung nach Art. 20 Abs. 1 IDD zusätzlich zur Ermittlung der Wünsche und Bedürfnisse tun?',
    answers: [
      'Eine persönliche Empfehlung geben und erläutern, warum ein bestimmtes Produkt diesen am besten entspricht',
      'Dem Kunden das Produkt mit der höchsten Provision anbieten',
      'Den Kunden an die FMA verweisen',
      'Auf jede Begründung verzichten, um den Kunden nicht zu beeinflussen',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Wird vor Abschluss beraten, muss der Vertreiber nach Art. 20 Abs. 1 IDD eine persönliche Empfehlung abgeben und erläutern, warum ein bestimmtes Produkt den Wünschen und Bedürfnissen des Kunden am besten entspricht. Diese Begründung ist zugleich wichtiger Bestandteil der Beratungsdokumentation.',
    source: 'Art. 20 Abs. 1 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-552',
    text: 'Wessen Vertriebsdienste dürfen Versicherer und Vermittler nach Art. 16 IDD in Anspruch nehmen?',
    answers: [
      'Nur jene eingetragener Versicherungs- und Rückversicherungsvermittler oder nach der IDD ausgenommener Personen',
      'Die jeder beliebigen Person, auch ohne Eintragung',
      'Nur die von Banken',
      'Nur die von Rechtsanwälten',
    ],
    categories: ['at-gewo-idd', 'at-agent'],
    coins: 1,
    explanation:
      'Nach Art. 16 IDD dürfen Versicherungsunternehmen und Vermittler nur die Vertriebsdienste eingetragener Vermittler nutzen oder solcher Personen, die nach Art. 1 Abs. 3 IDD ausgenommen sind. Ein Versicherer darf daher keine Agenten ohne Gewerbeberechtigung und GISA-Eintragung einsetzen.',
    source: 'Art. 16 IDD (RL (EU) 2016/97)',
  },
  {
    key: 'at-gewo-idd-553',
    text: 'Nach welchem Grundsatz müssen Versicherer ihre Vermögenswerte nach Solvency II anlegen?',
    answers: [
      'Nach dem Grundsatz der unternehmerischen Vorsicht (Prudent-Person-Prinzip)',
      'Ausschließlich in Staatsanleihen des Sitzstaats',
      'Nach Vorgabe der Versicherungsnehmer im Einzelfall',
      'Ohne jede Einschränkung nach Renditeerwartung',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Solvency II hat starre Anlagekataloge durch den Grundsatz der unternehmerischen Vorsicht ersetzt (Art. 132). Der Versicherer darf nur in Vermögenswerte investieren, deren Risiken er erkennen, messen, überwachen und steuern kann, und muss Sicherheit, Qualität, Liquidität und Rentabilität des Portfolios gewährleisten.',
    source: 'Art. 132 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-554',
    text: 'Ein Versicherer unterschreitet die Mindestkapitalanforderung (MCR). Welche Frist sieht Solvency II für die Vorlage eines Finanzierungsplans vor?',
    answers: [
      'Binnen eines Monats; die Bedeckung ist grundsätzlich binnen drei Monaten wiederherzustellen',
      'Binnen zwei Jahren',
      'Es gibt keine Frist, die Aufsicht wartet ab',
      'Binnen zwölf Monaten nach dem nächsten Jahresabschluss',
    ],
    categories: ['at-gewo-idd'],
    coins: 2,
    explanation:
      'Die MCR ist die unterste Eingriffsschwelle. Nach Art. 139 Solvency II muss der Versicherer binnen eines Monats einen kurzfristigen, realistischen Finanzierungsplan vorlegen und die Bedeckung binnen drei Monaten wiederherstellen; gelingt das nicht, droht nach Art. 144 der Entzug der Zulassung.',
    source: 'Art. 139 und 144 RL 2009/138/EG (Solvency II); VAG 2016',
  },
  {
    key: 'at-gewo-idd-555',
    text: 'Welcher Solvency-II-Bericht ist nur für die Aufsichtsbehörde bestimmt und wird nicht veröffentlicht?',
    answers: [
      'Der regelmäßige aufsichtliche Bericht (RSR)',
      'Der Bericht über Solvabilität und Finanzlage (SFCR)',
      'Das Basisinformationsblatt',
      'Das Produktinformationsblatt (IPID)',
    ],
    categories: ['at-gewo-idd'],
    coins: 1,
    explanation:
      'Neben dem öffentlichen SFCR übermitteln Versicherer der Aufsicht in regelmäßigen Abständen den Regular Supervisory Report (RSR) mit ausführlicheren, vertraulichen Angaben. Beide Berichte gehören zur dritten Säule von Solvency II (Berichterstattung).',
    source: 'Art. 35 RL 2009/138/EG (Solvency II); VAG 2016',
  },
];
