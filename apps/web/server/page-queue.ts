/**
 * Lets a few page renders run at once and the others wait their turn, in the order they came.
 * Node interleaves every request it has accepted: under load, each page's few milliseconds of work
 * were spread over the work of all the others, and new arrivals overtook older requests, so some
 * waited seconds. In turn, a page waits only for those that came before it.
 */
export class PageQueue {
  readonly #limit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!(Number.isInteger(limit) && limit >= 1))
      throw new Error(`a page queue runs at least one page, not ${limit}`);
    this.#limit = limit;
  }

  /** Pages rendering now and pages waiting. */
  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Resolves when the caller's turn has come; it calls the function given back when done. */
  async turn(): Promise<() => void> {
    if (this.#running < this.#limit) this.#running++;
    // A finished page hands its place straight to the oldest waiting one.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    };
  }
}
