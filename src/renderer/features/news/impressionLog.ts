import type { Interaction } from './mutations';

/** How many reported interactions a user's log keeps (the oldest go first). */
const LOG_LIMIT = 2_000;

export interface ImpressionLog {
  has(impression: string, interaction: Interaction): boolean;
  add(impression: string, interaction: Interaction): void;
}

/**
 * The views and clicks this user has already reported, kept in the browser's storage so a reload does
 * not report them again (the server records each once anyway; this spares it the requests). Storage
 * that fails (full, disabled) leaves a log that lives as long as the page.
 */
export function createImpressionLog(storage: Storage | null, userId: number): ImpressionLog {
  const key = `news-reported:${userId}`;
  const entries: string[] = [];
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (Array.isArray(stored)) entries.push(...stored.filter((e): e is string => typeof e === 'string'));
  } catch {
    // An unreadable log starts empty.
  }
  const seen = new Set(entries);
  const entry = (impression: string, interaction: Interaction) => `${interaction}:${impression}`;
  return {
    has: (impression, interaction) => seen.has(entry(impression, interaction)),
    add(impression, interaction) {
      const value = entry(impression, interaction);
      if (seen.has(value)) return;
      seen.add(value);
      entries.push(value);
      while (entries.length > LOG_LIMIT) seen.delete(entries.shift()!);
      try {
        storage?.setItem(key, JSON.stringify(entries));
      } catch {
        // Kept for this page only.
      }
    },
  };
}
