/**
 * Housekeeping that deletes a user's expired rows need not run on every request: `due(userId, now)` is
 * true at most once per `everyMs` for each user in this process (and again when the clock goes back).
 * The map forgets everyone past 50,000 users, so it cannot grow without bound.
 */
export function sweepSchedule(everyMs = 60_000): (userId: number, now: number) => boolean {
  const lastSweep = new Map<number, number>();
  return (userId, now) => {
    const last = lastSweep.get(userId);
    if (last !== undefined && now - last < everyMs && now >= last) return false;
    if (lastSweep.size > 50_000) lastSweep.clear();
    lastSweep.set(userId, now);
    return true;
  };
}
