import type { SeedQuestion } from '../types';

/** Zusätzliche Fragen der Kategorie ch-sozialversicherung (Schlüssel 501–525). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-sozialversicherung-501',
    text: 'Wie definiert das ATSG den Begriff Krankheit?',
    answers: [
      'Jede Beeinträchtigung der körperlichen, geistigen oder psychischen Gesundheit, die nicht Folge eines Unfalles ist',
      'Jede Arbeitsunfähigkeit von mehr als drei Tagen',
      'Nur Beeinträchtigungen, die einen Spitalaufenthalt erfordern',
      'Jede Gesundheitsschädigung, auch wenn sie auf einen Unfall zurückgeht',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Krankheit ist nach ATSG jede Beeinträchtigung der körperlichen, geistigen oder psychischen Gesundheit, die nicht Folge eines Unfalles ist und eine medizinische Untersuchung oder Behandlung erfordert oder eine Arbeitsunfähigkeit zur Folge hat. Die Abgrenzung zum Unfall entscheidet, ob die Kranken- oder die Unfallversicherung leistet.',
    source: 'Art. 3 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-502',
    text: 'Was ist Invalidität im Sinne des ATSG?',
    answers: [
      'Die voraussichtlich bleibende oder längere Zeit dauernde ganze oder teilweise Erwerbsunfähigkeit',
      'Jede vorübergehende Arbeitsunfähigkeit im bisherigen Beruf',
      'Jede ärztlich festgestellte Diagnose',
      'Der Verlust eines Körperteils unabhängig von der Erwerbsfähigkeit',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Invalidität ist ein wirtschaftlicher Begriff: massgebend ist die voraussichtlich bleibende oder längere Zeit dauernde Erwerbsunfähigkeit, nicht die Diagnose. Eine nur vorübergehende Arbeitsunfähigkeit wird mit Taggeldern, nicht mit Invalidenrenten entschädigt.',
    source: 'Art. 8 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-503',
    text: 'Worin unterscheidet sich die Erwerbsunfähigkeit (Art. 7 ATSG) von der Arbeitsunfähigkeit (Art. 6 ATSG)?',
    answers: [
      'Die Erwerbsunfähigkeit bezieht sich auf den ganzen in Betracht kommenden ausgeglichenen Arbeitsmarkt',
      'Die Erwerbsunfähigkeit bezieht sich nur auf den bisherigen Beruf',
      'Es gibt keinen Unterschied, beide Begriffe sind gleichbedeutend',
      'Die Erwerbsunfähigkeit setzt immer einen Unfall voraus',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Arbeitsunfähigkeit misst die Einbusse im bisherigen Beruf oder Aufgabenbereich; bei langer Dauer werden auch zumutbare Tätigkeiten in anderen Berufen berücksichtigt. Erwerbsunfähigkeit ist der Verlust der Erwerbsmöglichkeiten auf dem ganzen in Betracht kommenden ausgeglichenen Arbeitsmarkt nach zumutbarer Behandlung und Eingliederung; sie ist Grundlage der Invalidität.',
    source: 'Art. 6 und 7 ATSG',
  },
  {
    key: 'ch-sozialversicherung-504',
    text: 'Innert welcher Frist kann gegen eine Verfügung der Unfall- oder Krankenversicherung nach ATSG Einsprache erhoben werden?',
    answers: ['Innert 30 Tagen', 'Innert 10 Tagen', 'Innert 60 Tagen', 'Innert eines Jahres'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Gegen Verfügungen kann innerhalb von 30 Tagen bei der verfügenden Stelle Einsprache erhoben werden. Das Einspracheverfahren ist kostenlos und gibt dem Versicherer Gelegenheit, seinen Entscheid zu überprüfen, bevor ein Gericht angerufen wird.',
    source: 'Art. 52 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-505',
    text: 'Bei welcher Instanz wird ein Einspracheentscheid der Unfallversicherung nach ATSG angefochten?',
    answers: [
      'Beim kantonalen Versicherungsgericht, innert 30 Tagen',
      'Direkt beim Bundesgericht, innert 10 Tagen',
      'Bei der FINMA, innert 60 Tagen',
      'Beim Ombudsman der Privatversicherung, ohne Frist',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Gegen Einspracheentscheide kann innert 30 Tagen Beschwerde beim kantonalen Versicherungsgericht erhoben werden. Erst dessen Urteil kann an das Bundesgericht weitergezogen werden; Ombudsstelle und FINMA entscheiden keine sozialversicherungsrechtlichen Streitigkeiten.',
    source: 'Art. 56, 57 und 60 ATSG',
  },
  {
    key: 'ch-sozialversicherung-506',
    text: 'Wann erlischt nach ATSG der Anspruch auf ausstehende Leistungen einer Sozialversicherung?',
    answers: [
      'Fünf Jahre nach dem Ende des Monats, für den die Leistung geschuldet war',
      'Zwei Jahre nach dem Versicherungsfall',
      'Zehn Jahre nach Ende des Kalenderjahres',
      'Nie, Sozialversicherungsleistungen erlöschen nicht',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Der Anspruch auf ausstehende Leistungen erlischt fünf Jahre nach dem Ende des Monats, für den die Leistung geschuldet war; für Beiträge gilt das Ende des Kalenderjahres. Wer Leistungen zu spät geltend macht, verliert daher ältere Betreffnisse; die IV kennt zudem eigene Regeln zum Rentenbeginn nach der Anmeldung.',
    source: 'Art. 24 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-507',
    text: 'Was verhindert die Überentschädigungsregel des ATSG beim Zusammentreffen mehrerer Sozialversicherungsleistungen?',
    answers: [
      'Dass die Leistungen den mutmasslich entgangenen Verdienst samt Mehrkosten übersteigen',
      'Dass eine Person mehr als zwei Sozialversicherungen gleichzeitig angehört',
      'Dass Sozialversicherer Regress auf Haftpflichtige nehmen',
      'Dass Renten an die Teuerung angepasst werden',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Beim Zusammentreffen von Leistungen verschiedener Sozialversicherungen darf keine Überentschädigung entstehen. Sie liegt vor, soweit die gesetzlichen Leistungen den wegen des Versicherungsfalls mutmasslich entgangenen Verdienst zuzüglich der Mehrkosten und allfälliger Einkommenseinbussen von Angehörigen übersteigen; dann werden die Leistungen gekürzt.',
    source: 'Art. 69 Abs. 1 und 2 ATSG',
  },
  {
    key: 'ch-sozialversicherung-508',
    text: 'Ein Autofahrer verletzt eine Arbeitnehmerin schuldhaft, die Unfallversicherung zahlt. Was gilt nach Art. 72 ATSG?',
    answers: [
      'Der Versicherer tritt bis zur Höhe seiner Leistungen in die Ansprüche der Verletzten gegen den Haftpflichtigen ein',
      'Die Verletzte muss die UVG-Leistungen zurückzahlen, sobald der Haftpflichtige zahlt',
      'Der Haftpflichtige wird durch die UVG-Leistung von jeder Haftung befreit',
      'Die Verletzte kann vom Haftpflichtigen denselben Schaden nochmals voll verlangen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Im Zeitpunkt des Ereignisses geht der Anspruch der versicherten Person gegen den haftpflichtigen Dritten bis auf die Höhe der gesetzlichen Leistungen auf den Sozialversicherer über (Subrogation). So wird der Geschädigte nicht doppelt entschädigt, und der Haftpflichtige wird nicht entlastet.',
    source: 'Art. 72 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-509',
    text: 'Was kann ein Sozialversicherer nach Art. 21 ATSG tun, wenn die versicherte Person den Versicherungsfall vorsätzlich herbeigeführt hat?',
    answers: [
      'Geldleistungen vorübergehend oder dauernd kürzen, in schweren Fällen verweigern',
      'Auch die Pflegeleistungen vollständig streichen',
      'Nichts, Sozialversicherungen leisten verschuldensunabhängig immer voll',
      'Die versicherte Person aus der Versicherung ausschliessen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Bei vorsätzlicher Herbeiführung oder Verschlimmerung des Versicherungsfalls, auch bei vorsätzlicher Ausübung eines Verbrechens oder Vergehens, können die Geldleistungen gekürzt oder in schweren Fällen verweigert werden. Sachleistungen wie die Heilbehandlung sind davon nicht erfasst.',
    source: 'Art. 21 Abs. 1 ATSG',
  },
  {
    key: 'ch-sozialversicherung-510',
    text: 'Eine Arbeitnehmerin verursacht in der Freizeit grobfahrlässig einen Unfall. Welche Leistungen darf der UVG-Versicherer kürzen?',
    answers: [
      'Die Taggelder der ersten zwei Jahre nach dem Unfall',
      'Sämtliche Leistungen einschliesslich der Heilungskosten',
      'Nur die Heilungskosten',
      'Keine, grobe Fahrlässigkeit führt nie zu einer Kürzung',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Bei grobfahrlässig herbeigeführten Nichtberufsunfällen werden die Taggelder, die während der ersten zwei Jahre nach dem Unfall ausgerichtet werden, gekürzt. Heilungskosten und Renten bleiben ungekürzt, und bei Berufsunfällen ist diese Kürzung ausgeschlossen.',
    source: 'Art. 37 Abs. 2 UVG',
  },
  {
    key: 'ch-sozialversicherung-511',
    text: 'Wie viel Prozent des versicherten Verdienstes dürfen die UVG-Hinterlassenenrenten für mehrere Hinterlassene zusammen höchstens betragen?',
    answers: ['70 %', '40 %', '80 %', '100 %'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die UVG-Hinterlassenenrenten betragen 40 % für Witwen und Witwer, 15 % für Halbwaisen und 25 % für Vollwaisen, jeweils vom versicherten Verdienst. Für mehrere Hinterlassene zusammen sind sie auf 70 % begrenzt; übersteigen sie diesen Wert, werden sie verhältnismässig gekürzt.',
    source: 'Art. 31 Abs. 1 UVG',
  },
  {
    key: 'ch-sozialversicherung-512',
    text: 'Eine versicherte Person erhält eine IV-Rente und eine UVG-Invalidenrente. Wie wird die UVG-Rente berechnet?',
    answers: [
      'Als Komplementärrente: beide Renten zusammen höchstens 90 % des versicherten Verdienstes',
      'Die UVG-Rente wird immer voll zusätzlich zur IV-Rente bezahlt',
      'Die UVG-Rente entfällt ganz, weil die IV vorgeht',
      'Beide Renten zusammen höchstens 50 % des letzten Lohnes',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Hat die versicherte Person Anspruch auf eine Rente der IV oder der AHV, erhält sie von der Unfallversicherung eine Komplementärrente. Diese entspricht der Differenz zwischen 90 % des versicherten Verdienstes und der IV- oder AHV-Rente, höchstens aber dem Betrag der ungekürzten UVG-Rente.',
    source: 'Art. 20 Abs. 2 UVG',
  },
  {
    key: 'ch-sozialversicherung-513',
    text: 'Bis zu welchem Höchstbetrag ist der Lohn in der Arbeitslosenversicherung beitragspflichtig und versichert?',
    answers: [
      'Bis zum Höchstbetrag des versicherten Verdienstes der obligatorischen Unfallversicherung',
      'Bis zur dreifachen maximalen AHV-Rente',
      'Bis zum BVG-Koordinationsabzug',
      'Ohne Obergrenze, auf dem ganzen Lohn',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die ALV knüpft an den Höchstbetrag des versicherten Verdienstes der obligatorischen Unfallversicherung an, den der Bundesrat festsetzt. Bis zu diesem Betrag werden Beiträge erhoben und Taggelder berechnet; der seit 2023 abgeschaffte Solidaritätsbeitrag auf höheren Löhnen wird nicht mehr erhoben.',
    source: 'Art. 3 Abs. 2 AVIG; Art. 15 Abs. 3 UVG',
  },
  {
    key: 'ch-sozialversicherung-514',
    text: 'Welche allgemeine Wartezeit kontrollierter Arbeitslosigkeit sieht Art. 18 AVIG vor, bevor der Anspruch auf Arbeitslosenentschädigung beginnt?',
    answers: ['Fünf Tage', 'Einen Tag', 'Dreissig Tage', 'Drei Monate'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Der Anspruch auf Arbeitslosenentschädigung beginnt nach einer allgemeinen Wartezeit von fünf Tagen kontrollierter Arbeitslosigkeit. Für Versicherte mit höherem versichertem Verdienst ohne Unterhaltspflichten gegenüber Kindern sieht die Verordnung längere Wartezeiten vor, zudem gibt es besondere Wartezeiten z. B. nach einer Ausbildung.',
    source: 'Art. 18 Abs. 1 AVIG',
  },
  {
    key: 'ch-sozialversicherung-515',
    text: 'Ein 35-Jähriger ohne Kinder hat in der Rahmenfrist 20 Monate Beiträge an die ALV bezahlt. Wie viele Taggelder kann er höchstens beziehen?',
    answers: ['400', '260', '520', '200'],
    categories: ['ch-sozialversicherung'],
    coins: 2,
    explanation:
      'Die Höchstzahl der Taggelder richtet sich nach Alter und Beitragszeit: 260 Taggelder ab 12 Monaten, 400 ab 18 Monaten und 520 ab 22 Monaten für über 55-Jährige oder IV-Rentner. Mit 20 Beitragsmonaten und 35 Jahren gilt die Stufe von 400 Taggeldern; unter 25-Jährige ohne Unterhaltspflicht erhalten höchstens 200.',
    source: 'Art. 27 Abs. 2 AVIG',
  },
  {
    key: 'ch-sozialversicherung-516',
    text: 'Welche Mindestbeitragszeit verlangt die Arbeitslosenversicherung grundsätzlich für einen Anspruch auf Arbeitslosenentschädigung?',
    answers: [
      '12 Monate innerhalb der zweijährigen Rahmenfrist',
      '6 Monate innerhalb eines Jahres',
      '24 Monate innerhalb von drei Jahren',
      'Keine, jede arbeitslose Person hat Anspruch',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Beitragszeit hat erfüllt, wer innerhalb der Rahmenfrist von zwei Jahren vor der Anmeldung während mindestens 12 Monaten eine beitragspflichtige Beschäftigung ausgeübt hat. Wer wegen Ausbildung, Krankheit oder Mutterschaft keine Beiträge zahlen konnte, kann unter Umständen von der Erfüllung der Beitragszeit befreit sein.',
    source: 'Art. 9 und 13 Abs. 1 AVIG',
  },
  {
    key: 'ch-sozialversicherung-517',
    text: 'Welche Aussage zur Arbeitslosenversicherung trifft NICHT zu?',
    answers: [
      'Selbständigerwerbende können sich freiwillig gegen Arbeitslosigkeit versichern',
      'Arbeitgeber und Arbeitnehmer tragen die Beiträge je zur Hälfte',
      'Die ALV zahlt auch Kurzarbeits- und Insolvenzentschädigung',
      'Die Beitragszeit beträgt grundsätzlich mindestens 12 Monate',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die ALV ist eine Versicherung der Arbeitnehmenden; Selbständigerwerbende können sich nicht freiwillig versichern und sind nur für allfällige Arbeitnehmertätigkeiten gedeckt. Die übrigen Aussagen treffen zu: hälftige Beiträge, 12 Monate Mindestbeitragszeit und weitere Leistungen wie Kurzarbeits- und Insolvenzentschädigung.',
    source: 'Art. 2 AVIG',
  },
  {
    key: 'ch-sozialversicherung-518',
    text: 'Wie hoch ist die Kurzarbeitsentschädigung der Arbeitslosenversicherung?',
    answers: [
      '80 % des anrechenbaren Verdienstausfalls',
      '100 % des ausgefallenen Lohnes',
      '50 % des ausgefallenen Lohnes',
      '70 % des Lohnes ohne Obergrenze',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Kurzarbeitsentschädigung beträgt 80 % des anrechenbaren Verdienstausfalls. Sie soll bei vorübergehenden, unvermeidbaren Arbeitsausfällen Entlassungen verhindern; der Arbeitgeber bevorschusst sie und trägt eine Karenzzeit selbst.',
    source: 'Art. 34 Abs. 1 AVIG',
  },
  {
    key: 'ch-sozialversicherung-519',
    text: 'Der Arbeitgeber geht in Konkurs. Welche Lohnforderungen deckt die Insolvenzentschädigung der ALV?',
    answers: [
      'Die Lohnforderungen der letzten vier Monate des Arbeitsverhältnisses, je Monat bis zum Höchstbetrag',
      'Alle offenen Lohnforderungen der letzten fünf Jahre',
      'Nur den 13. Monatslohn',
      'Nur Spesen und Boni',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Insolvenzentschädigung deckt Lohnforderungen für die letzten vier Monate des Arbeitsverhältnisses, für jeden Monat höchstens bis zum Höchstbetrag des versicherten Verdienstes. Die Forderungen gegen den Arbeitgeber gehen im Umfang der Zahlung auf die ALV über.',
    source: 'Art. 52 Abs. 1 AVIG',
  },
  {
    key: 'ch-sozialversicherung-520',
    text: 'Wie hoch ist die Grundentschädigung der EO für Dienstleistende in Armee, Zivildienst oder Zivilschutz?',
    answers: [
      '80 % des durchschnittlichen vordienstlichen Erwerbseinkommens (mit Höchstbetrag)',
      '100 % des letzten Lohnes ohne Obergrenze',
      '50 % des letzten Lohnes',
      'Ein fester Betrag unabhängig vom Einkommen für alle',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Die Grundentschädigung beträgt für Erwerbstätige 80 % des durchschnittlichen vordienstlichen Erwerbseinkommens, begrenzt durch einen Tageshöchstbetrag. Für Rekruten und Personen ohne Erwerbstätigkeit gelten feste Ansätze; zusätzlich gibt es Kinder- und Betriebszulagen.',
    source: 'Art. 10 Abs. 1 EOG',
  },
  {
    key: 'ch-sozialversicherung-521',
    text: 'Welchen Anspruch haben erwerbstätige Eltern eines wegen Krankheit oder Unfall schwer beeinträchtigten Kindes nach EOG?',
    answers: [
      'Eine Betreuungsentschädigung während höchstens 14 Wochen innerhalb von 18 Monaten',
      'Unbezahlten Urlaub von zwei Jahren',
      'Eine IV-Rente für die Eltern',
      'Eine Entschädigung während höchstens 3 Tagen pro Jahr',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Seit Juli 2021 gewährt die EO eine Betreuungsentschädigung für Eltern eines gesundheitlich schwer beeinträchtigten Kindes. Sie wird während höchstens 14 Wochen innerhalb einer Rahmenfrist von 18 Monaten ausgerichtet und beträgt wie die übrigen Erwerbsausfallentschädigungen 80 % des Einkommens mit Höchstbetrag.',
    source: 'Art. 16n ff. EOG',
  },
  {
    key: 'ch-sozialversicherung-522',
    text: 'Welchen Beitrag an die Kosten eines Spitalaufenthalts zahlen erwachsene Versicherte in der Grundversicherung pro Tag?',
    answers: ['CHF 15', 'CHF 5', 'CHF 30', 'CHF 50'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Zusätzlich zu Franchise und Selbstbehalt zahlen Versicherte bei einem Spitalaufenthalt einen Beitrag von CHF 15 pro Tag an die Aufenthaltskosten. Kinder, junge Erwachsene in Ausbildung und Frauen bei Mutterschaft sind davon befreit.',
    source: 'Art. 64 Abs. 5 KVG; Art. 104 KVV',
  },
  {
    key: 'ch-sozialversicherung-523',
    text: 'Welche Aussage zur Kostenbeteiligung in der Grundversicherung nach KVG trifft NICHT zu?',
    answers: [
      'Bei Mutterschaft gelten Franchise und Selbstbehalt für alle Leistungen unverändert',
      'Für Kinder wird keine ordentliche Franchise erhoben',
      'Über die Franchise hinaus wird ein Selbstbehalt erhoben',
      'Die Versicherten können gegen Prämienrabatt eine höhere Franchise wählen',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Bei Mutterschaft wird ab der 13. Schwangerschaftswoche bis acht Wochen nach der Geburt auf allgemeine Leistungen keine Kostenbeteiligung erhoben, ebenso auf die besonderen Mutterschaftsleistungen. Die übrigen Aussagen stimmen: Kinder haben keine ordentliche Franchise, der Selbstbehalt kommt zur Franchise hinzu, und Wahlfranchisen sind möglich.',
    source: 'Art. 64 Abs. 4 und 7 KVG; Art. 93 KVV',
  },
  {
    key: 'ch-sozialversicherung-524',
    text: 'Um wie viel müssen die Kantone die Prämien von Kindern in Haushalten mit unteren und mittleren Einkommen mindestens verbilligen?',
    answers: ['Um mindestens 80 %', 'Um mindestens 50 %', 'Um mindestens 25 %', 'Um 100 %'],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Das KVG verpflichtet die Kantone, die Prämien von Kindern für untere und mittlere Einkommen um mindestens 80 % zu verbilligen. Für junge Erwachsene in Ausbildung beträgt die Mindestverbilligung 50 %.',
    source: 'Art. 65 Abs. 1bis KVG',
  },
  {
    key: 'ch-sozialversicherung-525',
    text: 'Wer schuldet nach dem KVG die Vergütung einer ambulanten Arztbehandlung, wenn Versicherer und Leistungserbringer nichts anderes vereinbart haben?',
    answers: [
      'Die versicherte Person (Tiers garant); sie erhält die Vergütung vom Versicherer zurück',
      'Immer direkt der Versicherer (Tiers payant)',
      'Der Kanton',
      'Der Arbeitgeber der versicherten Person',
    ],
    categories: ['ch-sozialversicherung'],
    coins: 1,
    explanation:
      'Ohne abweichende Vereinbarung gilt das System des Tiers garant: Die versicherte Person schuldet dem Leistungserbringer die Vergütung und hat gegenüber dem Versicherer einen Rückerstattungsanspruch. Versicherer und Leistungserbringer können den Tiers payant vereinbaren; bei stationärer Behandlung schuldet der Versicherer seinen Anteil direkt.',
    source: 'Art. 42 Abs. 1 und 2 KVG',
  },
];
