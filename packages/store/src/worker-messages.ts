import { type MessagePort, receiveMessageOnPort } from "node:worker_threads";

/**
 * How the store's worker threads tell the thread that waits for them (synchronously: it runs
 * inside a SQLite transaction) that there is news: a shared Int32Array of control counters next
 * to a MessagePort.
 */

/** Index in the control array: messages posted so far (the waiting thread waits for it to change). */
export const POSTED = 0;
/**
 * Index in the control array: bumped by the worker as it works. The waiting thread cannot see a
 * worker's exit while it blocks (exit events are asynchronous), so a worker that dies without a
 * word (out of memory) shows as this count standing still.
 */
export const HEARTBEAT = 3;
/** Length of the control array; indices 1 and 2 are the worker's own (model-rows-protocol.ts). */
export const CONTROL_LENGTH = 4;

/** A worker's failure, as worker-main.ts and the workers report it. */
export interface WorkerFailed {
  type: "failed";
  message: string;
}

/**
 * Blocks until the worker's next message (it bumps POSTED after each one). Throws when the worker
 * has shown no sign of work (HEARTBEAT) for `silenceMs`: it is gone.
 */
export function nextMessage<T>(port: MessagePort, control: Int32Array, silenceMs: number, what: string): T {
  let heartbeat = Atomics.load(control, HEARTBEAT);
  let lastSign = performance.now();
  for (;;) {
    const posted = Atomics.load(control, POSTED);
    const received = receiveMessageOnPort(port);
    if (received) return received.message as T;
    if (Atomics.wait(control, POSTED, posted, Math.min(silenceMs, 1000)) !== "timed-out") continue;
    const now = Atomics.load(control, HEARTBEAT);
    if (now !== heartbeat) {
      heartbeat = now;
      lastSign = performance.now();
    } else if (performance.now() - lastSign >= silenceMs) {
      throw new Error(
        `${what} stopped without a word for ${Math.round(silenceMs / 1000)} s (out of memory?)`,
      );
    }
  }
}
