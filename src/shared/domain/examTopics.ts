import type { Country } from '../api/constants';

/**
 * Exam practice topics per country with their weights and the categories (by seed key) each draws from
 * (docs/product-rules.md#exam-practice). de: the four areas of the Sachkundeprüfung (VersVermV Anlage 1);
 * ch: the VBV recertification profiles; at: the two modules.
 */
export interface ExamTopic {
  key: string;
  label: string;
  /** Share of the test's questions, relative to the other topics of the country. */
  weight: number;
  /** Category keys; a category the learner's role does not see is left out. */
  categories: readonly string[];
}

export const EXAM_TOPICS: Record<Country, readonly ExamTopic[]> = {
  de: [
    { key: 'kundenberatung', label: 'Kundenberatung', weight: 15, categories: ['de-beratung'] },
    {
      key: 'recht',
      label: 'Rechtliche Grundlagen',
      weight: 35,
      categories: [
        'de-vvg',
        'de-vermittlerrecht',
        'de-datenschutz-gwg',
        'de-handelsvertreter',
        'de-maklerrecht',
      ],
    },
    { key: 'vorsorge', label: 'Vorsorge', weight: 25, categories: ['de-leben', 'de-kranken'] },
    {
      key: 'sach',
      label: 'Sach-/Vermögensversicherung',
      weight: 25,
      categories: ['de-sach-haftpflicht', 'de-kfz'],
    },
  ],
  ch: [
    {
      key: 'krankenzusatz',
      label: 'Krankenzusatz',
      weight: 20,
      categories: ['ch-sozialversicherung', 'ch-personen'],
    },
    { key: 'leben', label: 'Leben', weight: 25, categories: ['ch-personen', 'ch-sozialversicherung'] },
    { key: 'nicht-leben', label: 'Nicht-Leben', weight: 25, categories: ['ch-sach', 'ch-haftpflicht-mfz'] },
    { key: 'allbranche', label: 'Allbranche', weight: 30, categories: ['ch-vvg', 'ch-aufsicht'] },
  ],
  at: [
    {
      key: 'modul-1',
      label: 'Rechtliche Themen',
      weight: 50,
      categories: ['at-versvg', 'at-gewo-idd', 'at-agent', 'at-maklergesetz', 'at-konsumentenschutz'],
    },
    {
      key: 'modul-2',
      label: 'Spartenwissen',
      weight: 50,
      categories: ['at-leben-unfall', 'at-kranken-sv', 'at-sach-haftpflicht-kfz'],
    },
  ],
};

export const EXAM_DEFAULTS = { questions: 30, minutes: 45 } as const;

/**
 * How many of `total` questions each topic gets: proportional to the weights, rounded by the largest
 * remainder (ties to the earlier topic), so the counts always add up to `total`.
 */
export function allocateByWeight(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, c) => a + c, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts;
}

/**
 * Draws the test: each topic takes its allocated share from its own pool (questions not drawn yet); what a
 * topic cannot fill goes to the other topics in weight order. `pools` are the question ids per topic,
 * already shuffled. Returns the picks in topic order.
 */
export function drawByWeights(
  topics: readonly { key: string; weight: number }[],
  pools: ReadonlyMap<string, readonly number[]>,
  total: number,
): { topic: string; questionId: number }[] {
  const counts = allocateByWeight(
    topics.map((t) => t.weight),
    total,
  );
  const taken = new Set<number>();
  const picks: { topic: string; questionId: number }[] = [];
  const take = (topic: string, n: number) => {
    let got = 0;
    for (const questionId of pools.get(topic) ?? []) {
      if (got >= n) break;
      if (taken.has(questionId)) continue;
      taken.add(questionId);
      picks.push({ topic, questionId });
      got += 1;
    }
    return got;
  };
  let short = 0;
  topics.forEach((t, i) => {
    short += counts[i]! - take(t.key, counts[i]!);
  });
  const byWeight = [...topics].sort((a, b) => b.weight - a.weight);
  for (const t of byWeight) {
    if (short <= 0) break;
    short -= take(t.key, short);
  }
  const order = new Map(topics.map((t, i) => [t.key, i]));
  return picks.sort((a, b) => order.get(a.topic)! - order.get(b.topic)!);
}
