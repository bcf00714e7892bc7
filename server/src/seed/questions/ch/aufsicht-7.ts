import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-aufsicht' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-aufsicht-701',
    text: 'Ein Versicherer hat aufsichtsrechtliche Bestimmungen schwer verletzt, den Mangel aber inzwischen behoben. Was kann die FINMA nach Art. 32 FINMAG trotzdem erlassen?',
    answers: [
      'Eine Feststellungsverfügung über die schwere Verletzung',
      'Nichts mehr, weil der ordnungsgemässe Zustand wiederhergestellt ist',
      'Ein Strafurteil mit Freiheitsstrafe gegen die Geschäftsleitung',
      'Eine Verwaltungsbusse in Höhe eines Jahresumsatzes',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Auch wenn keine Massnahmen zur Wiederherstellung des ordnungsgemässen Zustandes mehr nötig sind, kann die FINMA nach Art. 32 FINMAG feststellen, dass eine schwere Verletzung vorlag. Die Feststellung ist bedeutsam, weil sie etwa Grundlage für die Beurteilung der Gewähr oder für weitere Massnahmen sein kann; Strafen und Bussen kann die FINMA nicht verhängen.',
    source: 'Art. 32 FINMAG',
  },
  {
    key: 'ch-aufsicht-702',
    text: 'Wozu ist die FINMA nach Art. 31 FINMAG verpflichtet, wenn eine Beaufsichtigte aufsichtsrechtliche Bestimmungen verletzt oder sonstige Missstände bestehen?',
    answers: [
      'Für die Wiederherstellung des ordnungsgemässen Zustandes zu sorgen',
      'Den Fall ausschliesslich an die Zivilgerichte zu verweisen',
      'Die Beaufsichtigte sofort zu liquidieren',
      'Die betroffenen Versicherten direkt aus eigenen Mitteln zu entschädigen',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die Aufsicht soll Missstände beseitigen und nicht bloss feststellen. Art. 31 FINMAG verpflichtet die FINMA daher, bei Verletzungen oder sonstigen Missständen für die Wiederherstellung des ordnungsgemässen Zustandes zu sorgen, und zwar mit verhältnismässigen Massnahmen vor einschneidenderen Schritten wie dem Bewilligungsentzug.',
    source: 'Art. 31 FINMAG',
  },
  {
    key: 'ch-aufsicht-703',
    text: 'Welche Rechtsform hat die Eidgenössische Finanzmarktaufsicht FINMA?',
    answers: [
      'Eine öffentlich-rechtliche Anstalt des Bundes mit eigener Rechtspersönlichkeit',
      'Eine Abteilung des Eidgenössischen Finanzdepartements ohne eigene Rechtspersönlichkeit',
      'Eine privatrechtliche Stiftung der Finanzbranche',
      'Eine Aktiengesellschaft im Eigentum der Schweizerischen Nationalbank',
    ],
    categories: ['ch-aufsicht'],
    coins: 1,
    explanation:
      'Die FINMA ist nach Art. 5 FINMAG eine öffentlich-rechtliche Anstalt mit eigener Rechtspersönlichkeit und Sitz in Bern. Die Ausgliederung aus der Bundesverwaltung sichert ihre Unabhängigkeit, die Art. 21 FINMAG ausdrücklich festhält.',
    source: 'Art. 5 Abs. 1 und Art. 21 Abs. 1 FINMAG',
  },
  {
    key: 'ch-aufsicht-704',
    text: 'Vor Abschluss einer qualifizierten Lebensversicherung legt der Versicherer individualisierte Beispielrechnungen vor. Worauf muss er dabei nach Art. 129b AVO hinweisen?',
    answers: [
      'Dass sie auf Annahmen beruhen und aus ihnen keine vertraglichen Verpflichtungen abgeleitet werden können',
      'Dass die gezeigte Rendite garantiert ist',
      'Dass die FINMA die Zahlen geprüft und genehmigt hat',
      'Dass sie nur für Kunden mit einem Vermögen über CHF 100 000 gelten',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 1,
    explanation:
      'Beispielrechnungen sollen die Wirkung verschiedener Produktvarianten greifbar machen, können die Zukunft aber nicht voraussagen. Art. 129b Abs. 5 AVO verlangt deshalb den Hinweis, dass sie auf Annahmen beruhen und keine vertraglichen Verpflichtungen begründen, damit der Kunde sie nicht als Zusage missversteht.',
    source: 'Art. 129b Abs. 1 und 5 AVO',
  },
  {
    key: 'ch-aufsicht-705',
    text: 'Ein Versicherungsunternehmen mit Sitz in Deutschland betreibt in der Schweiz ausschliesslich die Rückversicherung. Untersteht es der Aufsicht der FINMA?',
    answers: [
      'Nein, ausländische Versicherer, die in der Schweiz nur die Rückversicherung betreiben, sind ausgenommen',
      'Ja, es braucht eine Bewilligung und eine Schweizer Niederlassung',
      'Ja, aber nur für das gebundene Vermögen',
      'Nein, Rückversicherer unterstehen in der Schweiz generell keiner Aufsicht',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Das VAG unterstellt Versicherer mit Sitz in der Schweiz auch für die Rückversicherung der Aufsicht. Ausländische Unternehmen, die in der Schweiz nur die Rückversicherung betreiben, nimmt Art. 2 Abs. 2 VAG dagegen aus, weil ihre Vertragspartner selbst beaufsichtigte Erstversicherer sind und keine Privatkunden geschützt werden müssen.',
    source: 'Art. 2 Abs. 1 und 2 VAG',
  },
  {
    key: 'ch-aufsicht-706',
    text: 'Ein Vermittler erteilt der FINMA in einem Verfahren vorsätzlich falsche Auskünfte. Welche Strafe droht ihm nach Art. 45 FINMAG?',
    answers: [
      'Freiheitsstrafe bis zu drei Jahren oder Geldstrafe',
      'Nur eine Ordnungsbusse bis CHF 500',
      'Keine, weil die FINMA selbst keine Strafen verhängen kann',
      'Automatisch ein lebenslanges Berufsverbot',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Die Aufsicht hängt davon ab, dass die FINMA wahre Informationen erhält. Art. 45 FINMAG bestraft deshalb vorsätzlich falsche Auskünfte an die FINMA, eine Prüfgesellschaft oder eine beauftragte Person mit Freiheitsstrafe bis zu drei Jahren oder Geldstrafe; fahrlässiges Handeln wird mit Busse bestraft, verfolgt vom EFD.',
    source: 'Art. 45 Abs. 1 und 2, Art. 50 FINMAG',
  },
  {
    key: 'ch-aufsicht-707',
    text: 'Ein Konzern beschäftigt einen angestellten Versicherungsspezialisten, der Versicherungen nur im Interesse des Konzerns und seiner beherrschten Gesellschaften vermittelt. Untersteht er der Aufsicht nach VAG?',
    answers: [
      'Nein, solche Vermittler in einem Abhängigkeitsverhältnis zum Versicherungsnehmer sind ausgenommen',
      'Ja, er muss sich als ungebundener Vermittler im FINMA-Register eintragen',
      'Ja, er braucht eine Bewilligung als Versicherungsunternehmen',
      'Nur wenn er mehr als drei Versicherer anfragt',
    ],
    categories: ['ch-aufsicht'],
    coins: 2,
    explanation:
      'Die Vermittleraufsicht schützt Versicherungsnehmer vor fremden Vermittlern. Wer in einem Abhängigkeitsverhältnis zu einem Versicherungsnehmer steht und nur dessen Interessen und jene der von ihm beherrschten Gesellschaften verfolgt, braucht diesen Schutz nicht; Art. 2 Abs. 2 Bst. c VAG nimmt ihn deshalb von der Aufsicht aus.',
    source: 'Art. 2 Abs. 2 Bst. c VAG',
  },
  {
    key: 'ch-aufsicht-708',
    text: 'Eine Kundin schliesst eine qualifizierte Lebensversicherung über einen Bevollmächtigten ab. Wessen Kenntnisse und Erfahrungen sind bei der Angemessenheitsprüfung zu berücksichtigen?',
    answers: [
      'Die des Bevollmächtigten, der für sie handelt',
      'Ausschliesslich die der Kundin, auch wenn sie nicht selbst handelt',
      'Die des Vermittlers, der das Produkt anbietet',
      'Keine, bei Vertretung entfällt die Prüfung',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 2,
    explanation:
      'Die Prüfung soll sicherstellen, dass die handelnde Person die Risiken versteht. Handelt die Versicherungsnehmerin durch eine bevollmächtigte Person, stellt Art. 129m Abs. 2 AVO deshalb auf deren Kenntnisse und Erfahrungen ab, denn sie trifft den Anlageentscheid.',
    source: 'Art. 39j VAG; Art. 129m Abs. 2 AVO',
  },
];
