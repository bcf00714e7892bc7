import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-handelsvertreter' (Deutschland). answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-handelsvertreter-001',
    text: 'Wer ist Handelsvertreter im Sinne des § 84 Abs. 1 HGB?',
    answers: [
      'Wer als selbständiger Gewerbetreibender ständig damit betraut ist, für einen Unternehmer Geschäfte zu vermitteln',
      'Jeder angestellte Außendienstmitarbeiter eines Versicherers',
      'Wer gelegentlich einen Kundenkontakt weitergibt',
      'Wer im Auftrag des Kunden den Markt vergleicht',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 84 Abs. 1 Satz 1 HGB definiert den Handelsvertreter als selbständigen Gewerbetreibenden, der ständig damit betraut ist, für einen anderen Unternehmer Geschäfte zu vermitteln oder in dessen Namen abzuschließen. Wer ohne Selbständigkeit so tätig ist, gilt nach § 84 Abs. 2 HGB als Angestellter.',
    source: '§ 84 Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-002',
    text: 'Wann ist ein Handelsvertreter nach § 84 Abs. 1 HGB selbständig?',
    answers: [
      'Wenn er im Wesentlichen frei seine Tätigkeit gestalten und seine Arbeitszeit bestimmen kann',
      'Wenn er ein eigenes Büro angemietet hat',
      'Wenn er mehr als 50.000 € Provision im Jahr erzielt',
      'Wenn er für mindestens drei Versicherer tätig ist',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 84 Abs. 1 Satz 2 HGB ist selbständig, wer im Wesentlichen frei seine Tätigkeit gestalten und seine Arbeitszeit bestimmen kann. Maßgeblich ist das Gesamtbild der tatsächlichen Durchführung, nicht Äußerlichkeiten wie ein eigenes Büro oder die Höhe der Provision.',
    source: '§ 84 Abs. 1 Satz 2 HGB',
  },
  {
    key: 'de-handelsvertreter-003',
    text: 'Für welche Geschäfte hat ein Versicherungsvertreter nach § 92 Abs. 3 HGB Anspruch auf Provision?',
    answers: [
      'Nur für Geschäfte, die auf seine Tätigkeit zurückzuführen sind',
      'Für alle Geschäfte mit Kunden aus seinem Bezirk',
      'Für sämtliche Verträge des Versicherers',
      'Nur für Verträge mit einer Jahresprämie über 1.000 €',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 92 Abs. 3 HGB beschränkt den Provisionsanspruch des Versicherungsvertreters abweichend von § 87 Abs. 1 HGB auf Geschäfte, die auf seine Tätigkeit zurückzuführen sind. Eine Bezirksprovision für Direktgeschäfte nach § 87 Abs. 2 HGB gibt es für ihn nicht.',
    source: '§ 92 Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-004',
    text: 'Wann hat der Versicherungsvertreter nach § 92 Abs. 4 HGB Anspruch auf die Provision?',
    answers: [
      'Sobald der Versicherungsnehmer die Prämie gezahlt hat, aus der sich die Provision errechnet',
      'Sobald der Kunde den Antrag unterschrieben hat',
      'Erst am Ende der Vertragslaufzeit',
      'Nach Ablauf einer Wartezeit von fünf Jahren',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 92 Abs. 4 HGB lässt den Provisionsanspruch des Versicherungsvertreters entstehen, sobald der Versicherungsnehmer die Prämie gezahlt hat, aus der sich die Provision berechnet. Wird die Prämie nicht gezahlt, muss der Versicherer den Vertrag nach § 87a Abs. 3 HGB aber zunächst ausreichend nachbearbeiten, bevor Provision entfällt.',
    source: '§ 92 Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-005',
    text: 'Welche Kündigungsfrist gilt nach § 89 HGB im ersten Jahr eines unbefristeten Handelsvertretervertrags?',
    answers: ['Ein Monat', 'Zwei Wochen', 'Drei Monate', 'Sechs Monate'],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 89 Abs. 1 HGB staffelt die Kündigungsfrist nach der Vertragsdauer: im ersten Jahr ein Monat, im zweiten zwei Monate, im dritten bis fünften drei Monate, danach sechs Monate, jeweils zum Ende eines Kalendermonats. Die Frist darf für den Unternehmer nicht kürzer sein als für den Vertreter.',
    source: '§ 89 Abs. 1 und 2 HGB',
  },
  {
    key: 'de-handelsvertreter-006',
    text: 'Wie hoch ist der Ausgleichsanspruch eines Versicherungsvertreters nach § 89b Abs. 5 HGB höchstens?',
    answers: [
      'Drei Jahresprovisionen nach dem Durchschnitt der letzten fünf Jahre',
      'Eine Jahresprovision nach dem Durchschnitt der letzten fünf Jahre',
      'Fünf Jahresprovisionen',
      'Zehn Monatsprovisionen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Für Versicherungsvertreter erhöht § 89b Abs. 5 HGB die Obergrenze des Ausgleichs auf drei Jahresprovisionen, berechnet nach dem Durchschnitt der letzten fünf Jahre; bei anderen Handelsvertretern ist es nach Abs. 2 nur eine. In der Praxis wird der Ausgleich meist nach den zwischen GDV und Vertreterverbänden vereinbarten „Grundsätzen“ berechnet.',
    source: '§ 89b Abs. 2 und 5 HGB',
  },
  {
    key: 'de-handelsvertreter-007',
    text: 'Innerhalb welcher Frist muss der Ausgleichsanspruch nach § 89b Abs. 4 HGB geltend gemacht werden?',
    answers: [
      'Innerhalb eines Jahres nach Beendigung des Vertragsverhältnisses',
      'Innerhalb von zwei Wochen nach Vertragsende',
      'Innerhalb von drei Jahren nach Vertragsende',
      'Er kann ohne Frist jederzeit geltend gemacht werden',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 89b Abs. 4 Satz 2 HGB muss der Ausgleichsanspruch innerhalb eines Jahres nach Beendigung des Vertragsverhältnisses geltend gemacht werden. Es handelt sich um eine Ausschlussfrist; eine formlose, aber eindeutige Geltendmachung genügt.',
    source: '§ 89b Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-008',
    text: 'Welcher Umstand schließt den Ausgleichsanspruch nach § 89b Abs. 3 HGB NICHT aus?',
    answers: [
      'Eigenkündigung, weil dem Vertreter die Fortsetzung wegen Krankheit nicht zugemutet werden kann',
      'Eigenkündigung des Vertreters, ohne dass der Unternehmer dazu Anlass gegeben hat',
      'Kündigung des Unternehmers aus wichtigem Grund wegen schuldhaften Verhaltens des Vertreters',
      'Eintritt eines Dritten in den Vertrag aufgrund Vereinbarung mit dem Vertreter',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 89b Abs. 3 Nr. 1 HGB schließt den Ausgleich bei Eigenkündigung zwar grundsätzlich aus, macht aber eine Ausnahme, wenn dem Vertreter die Fortsetzung wegen Alters oder Krankheit nicht zugemutet werden kann oder der Unternehmer begründeten Anlass gab. Die anderen drei Fälle sind gesetzliche Ausschlussgründe nach § 89b Abs. 3 Nr. 1 bis 3 HGB.',
    source: '§ 89b Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-009',
    text: 'Was gilt nach § 92b HGB für einen nebenberuflichen Handelsvertreter?',
    answers: [
      'Er hat keinen Ausgleichsanspruch; der Vertrag ist mit einem Monat zum Monatsende kündbar',
      'Er erhält den doppelten Ausgleichsanspruch',
      'Für ihn gilt eine Mindestkündigungsfrist von zwölf Monaten',
      'Er ist automatisch Arbeitnehmer des Versicherers',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      '§ 92b Abs. 1 HGB schließt für Handelsvertreter im Nebenberuf den Ausgleichsanspruch aus und lässt bei unbefristeten Verträgen eine Kündigung mit einem Monat zum Monatsende zu. Darauf kann sich der Unternehmer nach Abs. 2 nur berufen, wenn er den Vertreter ausdrücklich als nebenberuflichen betraut hat.',
    source: '§ 92b HGB',
  },
  {
    key: 'de-handelsvertreter-010',
    text: 'Für wie lange darf ein nachvertragliches Wettbewerbsverbot nach § 90a HGB höchstens vereinbart werden?',
    answers: ['Zwei Jahre', 'Sechs Monate', 'Fünf Jahre', 'Unbefristet'],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 90a Abs. 1 HGB begrenzt eine Wettbewerbsabrede auf höchstens zwei Jahre nach Vertragsende und auf den Bezirk oder Kundenkreis des Vertreters. Für die Dauer der Beschränkung muss der Unternehmer eine angemessene Entschädigung (Karenzentschädigung) zahlen.',
    source: '§ 90a Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-011',
    text: 'Was unterscheidet einen Abschlussvertreter von einem Vermittlungsvertreter?',
    answers: [
      'Der Abschlussvertreter darf Verträge im Namen des Versicherers abschließen',
      'Der Vermittlungsvertreter darf Verträge abschließen, der Abschlussvertreter nur vermitteln',
      'Der Abschlussvertreter ist immer ein angestellter Mitarbeiter',
      'Es gibt keinen rechtlichen Unterschied',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 84 Abs. 1 HGB kann ein Handelsvertreter Geschäfte vermitteln oder in fremdem Namen abschließen; nur der Abschlussvertreter hat Vollmacht, Verträge für den Versicherer abzuschließen. Nach § 71 VVG darf er dann auch Änderungen und Verlängerungen vereinbaren sowie Kündigungen erklären.',
    source: '§ 84 Abs. 1 HGB; § 71 VVG',
  },
  {
    key: 'de-handelsvertreter-012',
    text: 'Was darf ein Versicherungsvertreter nach § 69 Abs. 1 VVG u. a. für den Versicherer entgegennehmen?',
    answers: [
      'Anträge, Widerrufe und Anzeigen des Versicherungsnehmers',
      'Nur Prämienzahlungen in bar',
      'Keinerlei Erklärungen, nur der Versicherer selbst',
      'Ausschließlich Schadenmeldungen über 10.000 €',
    ],
    categories: ['de-handelsvertreter', 'de-vvg'],
    coins: 1,
    explanation:
      '§ 69 Abs. 1 VVG gibt dem Versicherungsvertreter eine gesetzliche Empfangsvollmacht: Anträge, Widerrufe, Anzeigen und sonstige Erklärungen des Kunden, die ihm zugehen, gelten als dem Versicherer zugegangen. Nach § 72 VVG kann diese Vollmacht durch AVB nicht wirksam gegenüber dem Versicherungsnehmer beschränkt werden.',
    source: '§ 69 Abs. 1, § 72 VVG',
  },
  {
    key: 'de-handelsvertreter-013',
    text: 'Welche Aussage zur „Auge-und-Ohr“-Rechtsprechung ist NICHT zutreffend?',
    answers: [
      'Sie gilt in gleicher Weise für den Versicherungsmakler',
      'Was dem Vertreter bei der Antragsaufnahme gesagt wird, gilt als dem Versicherer gesagt',
      'Die Kenntnis des Versicherungsvertreters steht der Kenntnis des Versicherers gleich (§ 70 VVG)',
      'Der Vertreter gilt insoweit als Auge und Ohr des Versicherers',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach der Auge-und-Ohr-Rechtsprechung des BGH und § 70 VVG wird das Wissen des Vertreters aus der Antragsaufnahme dem Versicherer zugerechnet, weil er in dessen Lager steht. Für den Makler gilt das grundsätzlich nicht: Er ist Interessenvertreter des Kunden, seine Kenntnis ist nicht die des Versicherers.',
    source: '§ 70 VVG; Auge-und-Ohr-Rechtsprechung des BGH',
  },
];
