/**
 * Spaces out request starts to at most `perSecond` a second (none when not positive): each call
 * of `wait` takes the next free slot, so requests in parallel share the cap.
 */
export class RequestPacer {
  #nextSlot = 0;

  constructor(private readonly perSecond: number) {}

  async wait(): Promise<void> {
    if (!(this.perSecond > 0)) return;
    const now = performance.now();
    const slot = Math.max(now, this.#nextSlot);
    this.#nextSlot = slot + 1000 / this.perSecond;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}
