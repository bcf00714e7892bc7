/** Nearest-rank percentile of an ascending array (p in 0..100); NaN for an empty array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** Bytes as kB (1000 bytes, like Vite's build report). */
export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);
