import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-versvg. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-versvg-001',
    text: 'Binnen welcher Frist kann ein Versicherungsnehmer nach § 5c VersVG grundsätzlich vom Versicherungsvertrag zurücktreten?',
    answers: ['Binnen 14 Tagen', 'Binnen 7 Tagen', 'Binnen 30 Tagen', 'Binnen drei Monaten'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 5c VersVG kann der VN binnen 14 Tagen ohne Angabe von Gründen vom Vertrag zurücktreten. Die Frist beginnt erst, wenn ihm Polizze, Bedingungen und die Belehrung über das Rücktrittsrecht zugegangen sind.',
    source: '§ 5c Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-002',
    text: 'Welche Rücktrittsfrist gilt nach dem VersVG für Lebensversicherungen?',
    answers: ['30 Tage', '14 Tage', '7 Tage', 'Zwei Monate'],
    categories: ['at-versvg', 'at-leben-unfall'],
    coins: 1,
    explanation:
      'Für Lebensversicherungen sieht § 165a VersVG eine eigene, längere Rücktrittsfrist von 30 Tagen ab Verständigung vom Zustandekommen des Vertrags vor. Die allgemeinen 14 Tage des § 5c VersVG gelten hier nicht.',
    source: '§ 5c VersVG; § 165a VersVG',
  },
  {
    key: 'at-versvg-003',
    text: 'In welcher Form ist der Rücktritt nach § 5c VersVG zu erklären?',
    answers: [
      'In geschriebener Form, z. B. per E-Mail',
      'Nur mit notariell beglaubigter Unterschrift',
      'Mündlich beim Versicherungsagenten genügt immer',
      'Ausschließlich per eingeschriebenem Brief',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Rücktritt ist in geschriebener Form zu erklären. Das VersVG unterscheidet zwischen Schriftform mit Unterschrift und geschriebener Form, für die auch E-Mail oder Fax genügen; ein Einschreiben ist nicht vorgeschrieben.',
    source: '§ 5c VersVG; § 5a VersVG',
  },
  {
    key: 'at-versvg-004',
    text: 'In welcher Frist verjähren Ansprüche aus dem Versicherungsvertrag nach § 12 VersVG grundsätzlich?',
    answers: ['In drei Jahren', 'In zwei Jahren', 'In fünf Jahren', 'In dreißig Jahren'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Ansprüche aus dem Versicherungsvertrag verjähren nach § 12 Abs. 1 VersVG in drei Jahren. Die kurze Frist dient der raschen Klärung von Versicherungsfällen und ist deutlich kürzer als die allgemeine Verjährung des ABGB.',
    source: '§ 12 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-005',
    text: 'Der Versicherer lehnt die Deckung schriftlich und mit Belehrung über die Rechtsfolgen ab. Was droht dem VN nach § 12 Abs. 3 VersVG?',
    answers: [
      'Leistungsfreiheit, wenn er den Anspruch nicht binnen eines Jahres gerichtlich geltend macht',
      'Die sofortige Verjährung des Anspruchs',
      'Der Verlust des Anspruchs nach 14 Tagen',
      'Keine Folgen, die Ablehnung ist unverbindlich',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Lehnt der Versicherer die Deckung in geschriebener Form und unter Hinweis auf die Rechtsfolge ab, wird er leistungsfrei, wenn der VN den Anspruch nicht binnen eines Jahres gerichtlich geltend macht. Ohne ordnungsgemäße Belehrung beginnt diese Ausschlussfrist nicht zu laufen.',
    source: '§ 12 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-006',
    text: 'Welche Zahlungsfrist muss der Versicherer bei Verzug mit einer Folgeprämie nach § 39 VersVG mindestens setzen?',
    answers: ['Zwei Wochen', 'Drei Tage', 'Drei Monate', 'Sechs Monate'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Bei Verzug mit einer Folgeprämie muss der Versicherer dem VN eine Zahlungsfrist von mindestens zwei Wochen setzen und ihn über die Folgen belehren. Erst nach fruchtlosem Ablauf dieser Frist drohen Leistungsfreiheit und Kündigung.',
    source: '§ 39 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-007',
    text: 'Was gilt in Österreich nach § 61 VersVG, wenn der VN den Versicherungsfall in der Schadenversicherung grob fahrlässig herbeiführt?',
    answers: [
      'Der Versicherer ist leistungsfrei; eine Quotelung wie in Deutschland sieht das Gesetz nicht vor',
      'Die Leistung wird nach der Schwere des Verschuldens gekürzt',
      'Der Versicherer muss voll leisten',
      'Die Leistung wird pauschal um 50 % gekürzt',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      '§ 61 VersVG befreit den Versicherer von der Leistung, wenn der VN den Versicherungsfall vorsätzlich oder grob fahrlässig herbeiführt. Anders als das deutsche VVG seit 2008 kennt das österreichische Gesetz kein Quotenmodell.',
    source: '§ 61 VersVG',
  },
  {
    key: 'at-versvg-008',
    text: 'Was regelt § 56 VersVG?',
    answers: [
      'Die Unterversicherung: Ersatz im Verhältnis der Versicherungssumme zum Versicherungswert',
      'Das Rücktrittsrecht des Verbrauchers',
      'Die Verjährung von Ansprüchen',
      'Die Vollmacht des Versicherungsagenten',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Ist die Versicherungssumme niedriger als der Versicherungswert, haftet der Versicherer nach § 56 VersVG nur im Verhältnis der Summe zum Wert. Diese Proportionalregel ist der Kern der Unterversicherung in der Schadenversicherung.',
    source: '§ 56 VersVG',
  },
  {
    key: 'at-versvg-009',
    text: 'Der Versicherer ersetzt einen Schaden, für den ein Dritter haftet. Was geschieht nach § 67 VersVG mit dem Ersatzanspruch des VN?',
    answers: [
      'Er geht auf den Versicherer über (Legalzession)',
      'Der VN kann beide Leistungen behalten',
      'Der Anspruch erlischt ersatzlos',
      'Der Anspruch geht auf den Staat über',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Soweit der Versicherer den Schaden ersetzt, geht der Schadenersatzanspruch des VN gegen den Dritten nach § 67 VersVG kraft Gesetzes auf ihn über. So wird eine Bereicherung des VN verhindert und der Schädiger nicht entlastet.',
    source: '§ 67 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-010',
    text: 'Welches Kündigungsrecht hat ein Verbraucher nach § 8 Abs. 3 VersVG bei einem Vertrag mit einer Laufzeit von mehr als drei Jahren?',
    answers: [
      'Kündigung zum Ende des dritten oder jedes folgenden Jahres mit einer Frist von einem Monat',
      'Kündigung erst zum Ende der vereinbarten Laufzeit',
      'Kündigung jederzeit ohne Frist',
      'Kündigung nur nach einem Schadenfall',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Verbraucher können Verträge mit mehr als dreijähriger Laufzeit nach § 8 Abs. 3 VersVG zum Ende des dritten und jedes folgenden Jahres unter Einhaltung einer einmonatigen Frist kündigen. Längere Bindungen ohne Kündigungsmöglichkeit sind gegenüber Verbrauchern damit ausgeschlossen.',
    source: '§ 8 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-011',
    text: 'Welche Aussage zur vorvertraglichen Anzeigepflicht nach §§ 16 ff. VersVG ist NICHT zutreffend?',
    answers: [
      'Der VN muss auch Umstände anzeigen, die ihm selbst unbekannt sind',
      'Anzuzeigen sind die für die Übernahme der Gefahr erheblichen Umstände',
      'Ein Umstand, nach dem ausdrücklich und schriftlich gefragt wurde, gilt im Zweifel als erheblich',
      'Bei einer Verletzung kann der Versicherer unter Umständen vom Vertrag zurücktreten',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Die Anzeigepflicht erfasst nach § 16 VersVG nur Umstände, die dem VN bekannt sind; Unbekanntes kann er nicht anzeigen. Die übrigen Aussagen stimmen: erhebliche Umstände sind anzuzeigen, ausdrücklich erfragte gelten im Zweifel als erheblich, bei Verletzung droht der Rücktritt.',
    source: '§ 16 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-012',
    text: 'Wozu gilt ein Versicherungsagent nach § 43 VersVG als bevollmächtigt?',
    answers: [
      'U. a. Anträge, Anzeigen und Rücktrittserklärungen des VN entgegenzunehmen',
      'Über die Leistungspflicht im Schadenfall verbindlich zu entscheiden',
      'Die Versicherungsbedingungen eigenständig zu ändern',
      'Deckungen im Namen des Versicherers endgültig abzulehnen',
    ],
    categories: ['at-versvg', 'at-agent'],
    coins: 1,
    explanation:
      'Der Versicherungsagent gilt nach § 43 VersVG als bevollmächtigt, Anträge, Anzeigen, Kündigungs- und Rücktrittserklärungen des VN entgegenzunehmen. Was ihm zugeht, gilt daher als dem Versicherer zugegangen; über Leistungen entscheidet aber der Versicherer.',
    source: '§ 43 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-013',
    text: 'Wie wird der Versicherungsschein in Österreich üblicherweise bezeichnet?',
    answers: ['Polizze', 'Prämienschein', 'Deckungsbrief', 'Vertragsattest'],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'In Österreich heißt der Versicherungsschein Polizze, und auch das VersVG verwendet diesen Begriff. Prämienschein oder Deckungsbrief sind keine gebräuchlichen Bezeichnungen dafür.',
    source: 'Sprachgebrauch in VersVG und Praxis (z. B. § 5c VersVG)',
  },
  {
    key: 'at-versvg-014',
    text: 'Was muss der Versicherungsnehmer nach § 62 VersVG bei Eintritt des Versicherungsfalls tun?',
    answers: [
      'Nach Möglichkeit für die Abwendung und Minderung des Schadens sorgen (Rettungspflicht)',
      'Bis zum Eintreffen eines Sachverständigen nichts unternehmen',
      'Den Schaden ausschließlich dem Agenten mündlich melden',
      'Zunächst die Prämie für das Folgejahr begleichen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Nach § 62 VersVG muss der VN beim Versicherungsfall nach Möglichkeit für die Abwendung und Minderung des Schadens sorgen und Weisungen des Versicherers einholen. Die dafür gebotenen Aufwendungen ersetzt ihm der Versicherer nach § 63 VersVG.',
    source: '§ 62 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-201',
    text: 'Wann sind Geldleistungen des Versicherers nach § 11 VersVG grundsätzlich fällig?',
    answers: [
      'Mit Beendigung der zur Feststellung des Versicherungsfalls und des Leistungsumfangs nötigen Erhebungen',
      'Sofort mit Eintritt des Versicherungsfalls',
      'Erst nach einem Jahr ab der Schadenmeldung',
      'Erst nach rechtskräftigem Urteil',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Der Versicherer muss den Versicherungsfall und den Umfang seiner Leistung prüfen können. Sobald die dafür nötigen Erhebungen beendet sind, wird die Geldleistung fällig; der Versicherer darf die Erhebungen aber nicht grundlos verzögern.',
    source: '§ 11 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-202',
    text: 'Die Polizze weicht vom Antrag ab. Wann gilt die Abweichung nach § 5 VersVG als genehmigt?',
    answers: [
      'Wenn der VN nicht binnen eines Monats nach Empfang widerspricht und ordnungsgemäß auf die Abweichung hingewiesen wurde',
      'Sofort mit Zugang der Polizze',
      'Erst nach Zahlung der dritten Prämie',
      'Nie, Abweichungen sind stets unwirksam',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Nach der Billigungsklausel gilt eine Abweichung als genehmigt, wenn der VN nicht binnen eines Monats nach Empfang der Polizze widerspricht. Das gilt aber nur, wenn der Versicherer ihn bei Übermittlung der Polizze auf die Abweichung und die Folge hingewiesen hat; sonst gilt der Antrag.',
    source: '§ 5 Abs. 1 und 2 VersVG',
  },
  {
    key: 'at-versvg-203',
    text: 'Der VN zahlt die erste Prämie nicht rechtzeitig, und vor der Zahlung tritt der Versicherungsfall ein. Was gilt nach § 38 VersVG?',
    answers: [
      'Der Versicherer ist leistungsfrei, wenn der VN mit der Zahlung im Verzug ist',
      'Der Versicherer muss voll leisten und die Prämie abziehen',
      'Der Versicherer muss die Hälfte leisten',
      'Der Vertrag gilt rückwirkend als nie geschlossen, die Leistung wird trotzdem erbracht',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Tritt der Versicherungsfall ein, bevor die erste oder einmalige Prämie gezahlt ist, ist der Versicherer bei Verzug des VN leistungsfrei. Daneben kann er vom Vertrag zurücktreten, solange die Prämie nicht bezahlt ist.',
    source: '§ 38 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-204',
    text: 'Was darf der VN nach Abschluss des Vertrags ohne Einwilligung des Versicherers nach § 23 VersVG NICHT vornehmen?',
    answers: [
      'Eine Erhöhung der Gefahr',
      'Eine Änderung seiner Bankverbindung',
      'Eine Schadenmeldung',
      'Eine Kündigung zum Ablauf',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Die Prämie ist nach der bei Abschluss bestehenden Gefahr kalkuliert. Deshalb darf der VN die Gefahr nicht ohne Einwilligung des Versicherers erhöhen oder deren Erhöhung durch Dritte gestatten; Verstöße können zu Kündigung und Leistungsfreiheit führen.',
    source: '§ 23 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-205',
    text: 'Der VN verletzt nach Eintritt des Versicherungsfalls grob fahrlässig eine Aufklärungsobliegenheit. Wann bleibt der Versicherer nach § 6 Abs. 3 VersVG trotzdem leistungspflichtig?',
    answers: [
      'Soweit die Verletzung weder Einfluss auf die Feststellung des Versicherungsfalls noch auf den Leistungsumfang hatte',
      'Nie, jede Verletzung führt zu Leistungsfreiheit',
      'Nur wenn der VN Verbraucher ist',
      'Nur wenn die Verletzung binnen 14 Tagen gemeldet wird',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Bei Obliegenheiten nach dem Versicherungsfall tritt Leistungsfreiheit nur bei Vorsatz oder grober Fahrlässigkeit ein. Bei grober Fahrlässigkeit bleibt der Versicherer verpflichtet, soweit die Verletzung keinen Einfluss auf die Feststellung des Versicherungsfalls oder den Leistungsumfang hatte (Kausalitätsgegenbeweis).',
    source: '§ 6 Abs. 3 VersVG',
  },
  {
    key: 'at-versvg-206',
    text: 'Welche Aussage zum Verzug mit einer Folgeprämie nach § 39 VersVG ist NICHT zutreffend?',
    answers: [
      'Der Versicherer ist ohne Mahnung sofort leistungsfrei',
      'Der Versicherer muss eine Zahlungsfrist von mindestens zwei Wochen setzen',
      'Die Mahnung muss über die Rechtsfolgen belehren',
      'Nach fruchtlosem Fristablauf kann der Versicherer kündigen',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Leistungsfreiheit wegen einer unbezahlten Folgeprämie setzt eine qualifizierte Mahnung mit mindestens zweiwöchiger Frist und Belehrung voraus. Sofortige Leistungsfreiheit ohne Mahnung sieht das Gesetz nicht vor; die übrigen Aussagen stimmen.',
    source: '§ 39 VersVG',
  },
  {
    key: 'at-versvg-207',
    text: 'Der Kfz-Haftpflichtversicherer ist gegenüber seinem VN wegen einer Obliegenheitsverletzung leistungsfrei. Was gilt gegenüber dem geschädigten Dritten?',
    answers: [
      'Der Versicherer bleibt ihm gegenüber im Rahmen der Pflichtversicherung zur Leistung verpflichtet',
      'Der Dritte erhält nichts vom Versicherer',
      'Der Dritte muss sich ausschließlich an den Staat wenden',
      'Der Versicherer zahlt nur die Hälfte',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'In der Pflichthaftpflichtversicherung wirkt die Leistungsfreiheit nur im Verhältnis zum VN. Gegenüber dem Geschädigten bleibt der Versicherer verpflichtet und kann danach beim VN Regress nehmen; so wird der Schutzzweck der Pflichtversicherung gesichert.',
    source: '§ 158c Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-208',
    text: 'Ein Vertrag wird rückwirkend geschlossen. Wann ist der Versicherer nach § 2 VersVG nicht zur Leistung verpflichtet?',
    answers: [
      'Wenn der VN bei Abschluss wusste, dass der Versicherungsfall schon eingetreten war',
      'Immer, Rückwärtsversicherungen sind unzulässig',
      'Nur wenn der Schaden über 10.000 Euro liegt',
      'Nie, der Versicherer haftet stets für die Vergangenheit',
    ],
    categories: ['at-versvg'],
    coins: 2,
    explanation:
      'Die Rückwärtsversicherung ist zulässig, setzt aber Ungewissheit voraus. Kennt der VN bei Vertragsschluss den bereits eingetretenen Versicherungsfall, ist der Versicherer leistungsfrei; kennt der Versicherer den Wegfall der Gefahr, hat er keinen Anspruch auf die Prämie.',
    source: '§ 2 Abs. 2 VersVG',
  },
  {
    key: 'at-versvg-209',
    text: 'Ein Haus ist bei zwei Versicherern gegen Feuer versichert; die Summen übersteigen zusammen den Wert. Was gilt bei einem Schaden nach § 59 VersVG?',
    answers: [
      'Jeder haftet bis zu seiner Summe, der VN erhält insgesamt aber nicht mehr als den Schaden',
      'Der VN erhält von beiden Versicherern den vollen Schaden',
      'Nur der zuerst abgeschlossene Vertrag leistet',
      'Beide Verträge sind nichtig',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Bei Mehrfachversicherung haften die Versicherer als Gesamtschuldner, jeder bis zur Höhe seiner Versicherungssumme. Der VN kann insgesamt nicht mehr als den Betrag des Schadens verlangen; den Ausgleich regeln die Versicherer untereinander.',
    source: '§ 59 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-210',
    text: 'Die Versicherungssumme übersteigt den Versicherungswert erheblich. Was kann nach § 51 VersVG verlangt werden?',
    answers: [
      'Die Herabsetzung der Versicherungssumme bei entsprechender Minderung der Prämie',
      'Die Auszahlung der Versicherungssumme im Schadenfall in voller Höhe',
      'Die Rückzahlung aller bisherigen Prämien',
      'Nichts, Überversicherung ist gesetzlich unbeachtlich',
    ],
    categories: ['at-versvg'],
    coins: 1,
    explanation:
      'Bei erheblicher Überversicherung können Versicherer und VN die Herabsetzung der Summe mit sofortiger Prämienminderung verlangen. Im Schadenfall wird ohnehin höchstens der tatsächliche Schaden ersetzt.',
    source: '§ 51 Abs. 1 VersVG',
  },
  {
    key: 'at-versvg-211',
    text: 'Der VN verkauft eine versicherte Sache. Was geschieht nach § 69 VersVG mit dem Versicherungsvertrag?',
    answers: [
      'Der Erwerber tritt an Stelle des Veräußerers in den Vertrag ein',
      'Der Vertrag erlischt mit der Übergabe',
      'Der Veräußerer bleibt allein versichert',
      'Der Versicherer muss den Vertrag sofort kündigen',
    ],
    categories: ['at-versvg', 'at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Wird die versicherte Sache veräußert, tritt der Erwerber nach § 69 VersVG in die Rechte und Pflichten aus dem Vertrag ein. Versicherer und Erwerber haben nach § 70 VersVG aber ein befristetes Kündigungsrecht.',
    source: '§§ 69 und 70 VersVG',
  },
];
