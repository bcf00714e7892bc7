import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-maklerrecht' (Deutschland), Teil 3. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-maklerrecht-301',
    text: 'Welche Aussage zum Maklervertrag zwischen Kunde und Versicherungsmakler trifft NICHT zu?',
    answers: [
      'Er bedarf zu seiner Wirksamkeit der notariellen Beurkundung',
      'Er kann grundsätzlich formfrei geschlossen werden',
      'Er kann mit einer Maklervollmacht für die Vertretung gegenüber Versicherern verbunden werden',
      'Aus ihm schuldet der Makler dem Kunden Beratung als Interessenvertreter',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Für den Versicherungsmaklervertrag schreibt das Gesetz keine Form vor; Schrift- oder Textform empfiehlt sich nur zu Beweiszwecken. Er begründet die Pflicht des Maklers, als Sachwalter die Interessen des Kunden zu wahren, und wird oft mit einer Maklervollmacht verbunden. Eine notarielle Beurkundung ist nicht erforderlich.',
    source: '§§ 652 ff. BGB; § 93 HGB',
  },
  {
    key: 'de-maklerrecht-302',
    text: 'Ein Kunde schließt über einen Makler eine Nettopolice ab und vereinbart gesondert eine Vermittlungsgebühr. Später kündigt er den Versicherungsvertrag. Was gilt nach der BGH-Rechtsprechung?',
    answers: [
      'Die gesondert vereinbarte Vermittlungsgebühr bleibt grundsätzlich geschuldet',
      'Die Gebühr entfällt automatisch, weil die Courtage das Schicksal der Prämie teilt',
      'Die Vereinbarung war von Anfang an nichtig, weil Makler kein Honorar nehmen dürfen',
      'Der Versicherer muss die Gebühr an den Kunden erstatten',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Bei der Nettopolice enthält die Prämie keine Courtage; der Makler wird über eine eigene Vergütungsvereinbarung vom Kunden bezahlt. Der BGH hat entschieden, dass diese Vergütung mit der erfolgreichen Vermittlung verdient ist und nicht dadurch entfällt, dass der Kunde den Versicherungsvertrag später kündigt; der Grundsatz, dass die Courtage das Schicksal der Prämie teilt, gilt für sie nicht.',
    source: 'BGH, Urt. v. 20.1.2005 – III ZR 251/04; BGH, Urt. v. 5.6.2014 – III ZR 557/13',
  },
  {
    key: 'de-maklerrecht-303',
    text: 'Ein Makler lässt einen Kunden durch einen Untervermittler beraten, der einen groben Fehler macht. Wer haftet dem Kunden aus dem Maklervertrag?',
    answers: [
      'Der Makler, der sich das Verschulden seines Erfüllungsgehilfen nach § 278 BGB zurechnen lassen muss',
      'Niemand, weil der Kunde den Untervermittler nicht selbst beauftragt hat',
      'Nur der Versicherer, bei dem der Vertrag geschlossen wurde',
      'Nur die IHK, die dem Untervermittler die Erlaubnis erteilt hat',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Makler schuldet dem Kunden die Beratung aus dem Maklervertrag. Bedient er sich dafür eines Untervermittlers, ist dieser sein Erfüllungsgehilfe; dessen Verschulden muss sich der Makler nach § 278 BGB wie eigenes zurechnen lassen. Eine etwaige eigene Haftung des Untervermittlers lässt das unberührt.',
    source: '§ 278 BGB; § 63 VVG',
  },
  {
    key: 'de-maklerrecht-304',
    text: 'Ein Makler unterstützt seinen Privatkunden bei der Regulierung eines Hausratschadens gegenüber dem Versicherer. Ist das eine unerlaubte Rechtsdienstleistung?',
    answers: [
      'Nein, sie ist als Nebenleistung zu seiner Maklertätigkeit nach § 5 Abs. 1 RDG erlaubt',
      'Ja, jede Hilfe im Schadenfall ist Rechtsanwälten vorbehalten',
      'Nein, aber nur gegen gesondertes Honorar vom Verbraucher',
      'Ja, außer der Versicherer stimmt ausdrücklich zu',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach § 5 Abs. 1 RDG sind Rechtsdienstleistungen erlaubt, die als Nebenleistung zum Berufs- oder Tätigkeitsbild gehören. Die Betreuung im Schadenfall gehört zu den Sachwalterpflichten des Maklers aus dem Maklervertrag; er darf den Kunden daher gegenüber dem Versicherer unterstützen, ohne Rechtsanwalt zu sein.',
    source: '§ 5 Abs. 1 RDG',
  },
  {
    key: 'de-maklerrecht-305',
    text: 'Ein Makler hat mit dem Kunden ein Honorar vereinbart und ist dem Vertrag zuwider heimlich auch für die Gegenseite tätig. Was gilt nach § 654 BGB?',
    answers: [
      'Sein Anspruch auf Maklerlohn und Aufwendungsersatz ist ausgeschlossen (Verwirkung)',
      'Er darf den Lohn behalten, muss aber die Hälfte an die Gegenseite zahlen',
      'Er erhält den Lohn doppelt, von beiden Seiten',
      'Der Lohn verringert sich nur um 10 %',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach § 654 BGB ist der Anspruch auf den Maklerlohn und den Ersatz von Aufwendungen ausgeschlossen, wenn der Makler dem Inhalt des Vertrags zuwider auch für den anderen Teil tätig gewesen ist. Die Vorschrift sanktioniert die Treuepflichtverletzung; gerade der Versicherungsmakler als Sachwalter des Kunden darf nicht verdeckt die Interessen des Versicherers vertreten.',
    source: '§ 654 BGB',
  },
  {
    key: 'de-maklerrecht-306',
    text: 'Ein Makler holt für einen Gewerbekunden mehrere Angebote ein, doch es kommt kein Vertrag zustande. Kann er Ersatz seiner Aufwendungen verlangen?',
    answers: [
      'Nur wenn das vereinbart ist; sonst trägt er seine Aufwendungen selbst',
      'Ja, Aufwendungen sind nach dem Gesetz stets zu ersetzen',
      'Ja, pauschal 10 % der angebotenen Jahresprämie',
      'Nur wenn der Kunde Verbraucher ist',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 652 Abs. 2 BGB sind Aufwendungen dem Makler nur zu ersetzen, wenn es vereinbart ist; das gilt auch, wenn ein Vertrag nicht zustande kommt. Nach dem gesetzlichen Leitbild wird der Makler nur für den Erfolg bezahlt und trägt das Risiko vergeblicher Mühe selbst.',
    source: '§ 652 Abs. 2 BGB',
  },
];
