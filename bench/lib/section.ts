/** One part of `npm run bench`; run.ts runs them in order. */
export interface Section {
  /** Key in results/latest.json. */
  id: string;
  title: string;
  run(context: BenchContext): Promise<SectionResult>;
}

export interface BenchContext {
  /** Repository root (absolute). */
  root: string;
  log(message: string): void;
}

export interface SectionResult {
  /** Detail printed right after the section ran. */
  report: string;
  /** Headline figures for the final summary table. */
  summary: SummaryRow[];
  /** Everything measured, for results/latest.json. */
  data: unknown;
  /** Set when a figure broke its budget: the run still reports everything, then exits with 1. */
  failure?: string;
}

/** One figure of the summary table, beside its baseline measured in the same run and its target. */
export interface SummaryRow {
  metric: string;
  value: string;
  /** The same kind of figure for the floor it is compared with (a bare server, raw HTTP), same run. */
  baseline?: string;
  /** The budget or goal the figure is held to, where an issue names one. */
  target?: string;
}
