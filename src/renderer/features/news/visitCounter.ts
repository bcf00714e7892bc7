/**
 * docs/product-rules.md#news-and-ads: a fullscreen ad is fetched each time the number of closed article
 * visits reaches `fullscreen_ad_interval`: after visit n·interval for every n ≥ 1, never at 0.
 */
export function fullscreenAdDue(visits: number, interval: number): boolean {
  if (!Number.isInteger(interval) || interval < 1) return false;
  return visits > 0 && visits % interval === 0;
}

/**
 * The visits that made an ad due between two readings of the counter (normally one step; if several
 * visits closed at once, each multiple of the interval they passed counts once).
 */
export function adsDueBetween(before: number, after: number, interval: number): number {
  let due = 0;
  for (let visits = before + 1; visits <= after; visits += 1) if (fullscreenAdDue(visits, interval)) due += 1;
  return due;
}
