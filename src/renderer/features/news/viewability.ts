/** The MRC/IAB viewable-impression rule for display items: half visible for one continuous second. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1_000;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Decides when an item counts as viewed: once it has been at least half visible for one continuous second
 * while the tab has focus. Leaving (less than half visible) or the tab losing focus resets the second; an
 * item is reported once and then forgotten. Pure: the caller feeds it what the IntersectionObserver and the
 * window's focus say, and gives it the timers (fake ones in tests).
 */
export class ViewabilityTracker {
  private readonly visible = new Set<string>();
  private readonly timers = new Map<string, unknown>();
  private readonly done = new Set<string>();
  private focused: boolean;

  constructor(
    private readonly onViewed: (key: string) => void,
    options: { focused: boolean; timers?: Timers },
  ) {
    this.focused = options.focused;
    this.clock = options.timers ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  private readonly clock: Timers;

  /** What the observer says of an item: the share of it inside the window. */
  setRatio(key: string, ratio: number): void {
    if (this.done.has(key)) return;
    if (ratio >= VIEWABLE_RATIO) this.visible.add(key);
    else this.visible.delete(key);
    this.update(key);
  }

  /** The tab gained or lost focus (or became hidden). */
  setFocused(focused: boolean): void {
    this.focused = focused;
    for (const key of new Set([...this.visible, ...this.timers.keys()])) this.update(key);
  }

  /** The item left the page (unmounted): its running second ends. */
  forget(key: string): void {
    this.visible.delete(key);
    this.update(key);
  }

  /** Stops every running second (the list unmounts). */
  dispose(): void {
    for (const handle of this.timers.values()) this.clock.clearTimeout(handle);
    this.timers.clear();
    this.visible.clear();
  }

  private update(key: string): void {
    const counting = this.visible.has(key) && this.focused && !this.done.has(key);
    const handle = this.timers.get(key);
    if (counting && handle === undefined) {
      this.timers.set(
        key,
        this.clock.setTimeout(() => {
          this.timers.delete(key);
          this.visible.delete(key);
          this.done.add(key);
          this.onViewed(key);
        }, VIEWABLE_MS),
      );
    } else if (!counting && handle !== undefined) {
      this.clock.clearTimeout(handle);
      this.timers.delete(key);
    }
  }
}
