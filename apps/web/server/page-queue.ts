/**
 * Lets a few page renders run at once and the others wait their turn, in the order they came, each
 * starting in a turn of the event loop of its own. Node accepts one new connection per turn
 * (libuv), and a page read from the SQLite store renders from start to end without yielding: when
 * one turn rendered every page asked for on every open connection, a client connecting under load
 * waited seconds to be accepted. Between two turns of pages, Node accepts and reads what came.
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
    await new Promise<void>((resolve) => setImmediate(resolve));
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
