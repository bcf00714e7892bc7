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
      'Die FINMA ist nach Art. 4 FINMAG eine öffentlich-rechtliche Anstalt mit eigener Rechtspersönlichkeit und Sitz in Bern. Die Ausgliederung aus der Bundesverwaltung sichert ihre Unabhängigkeit, die Art. 21 FINMAG ausdrücklich festhält.',
    source: 'Art. 4 und 21 FINMAG',
  },
  {
    key: 'ch-aufsicht-704',
    text: 'Wann und zu welchen Kosten ist einem Privatkunden das Basisinformationsblatt einer qualifizierten Lebensversicherung zur Verfügung zu stellen?',
    answers: [
      'Vor dem Vertragsabschluss und kostenlos',
      'Mit der Police nach Vertragsabschluss und kostenlos',
      'Vor dem Vertragsabschluss gegen eine Gebühr von höchstens CHF 50',
      'Nur auf ausdrückliches Verlangen des Kunden, nach Ablauf der Widerrufsfrist',
    ],
    categories: ['ch-aufsicht', 'ch-personen'],
    coins: 1,
    explanation:
      'Das Basisinformationsblatt soll den Vergleich und die Entscheidung ermöglichen; mit der Police käme es zu spät. Es ist deshalb vor dem Vertragsabschluss und kostenlos abzugeben, so dass der Kunde Kosten, Risiken und den möglichen Verlust vorher kennt.',
    source: 'Art. 39a ff. VAG',
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
];
