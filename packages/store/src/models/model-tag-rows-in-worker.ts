import { randomUUID } from "node:crypto";
import { rm } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MessageChannel, type Worker } from "node:worker_threads";
import type { Database } from "../database";
import { CONTROL_LENGTH, nextMessage, POSTED } from "../worker-messages";
import { startStoreWorker } from "../worker-script";
import type { StagedTagRows } from "./model-tag-rows";
import type { TagRowsMessage, TagRowsWorkerData } from "./model-tag-rows-worker";

/** How long the importer waits for a tag rows worker that shows no sign of work. */
const SILENCE_MS = 60_000;
/** The schema name the scratch file is attached under for the copy. */
const SCRATCH = "bulk_tag_rows";

/**
 * A bulk load's tag rows written by a worker thread, on the core the parsing worker has left
 * idle, while the importing thread builds the store's indexes. SQLite allows one writer per
 * file, so the worker writes `model_tags` into a scratch file of its own
 * (model-tag-rows-worker.ts). The importer then copies it into the store's empty `model_tags` in
 * one INSERT ... SELECT, which SQLite carries out record by record without decoding them (its
 * transfer optimization), several times quicker than writing them. The copy is part of the
 * import's transaction like every other write; the scratch file stays attached until that
 * transaction ends, then goes.
 */
export class TagRowsInWorker {
  readonly #path = join(tmpdir(), `modelhub-tag-rows-${randomUUID()}.db`);
  readonly #control = new Int32Array(new SharedArrayBuffer(CONTROL_LENGTH * Int32Array.BYTES_PER_ELEMENT));
  readonly #channel = new MessageChannel();
  readonly #worker: Worker;
  #attached = false;

  /**
   * Starts the worker on `staged` (copied); `tableSql` is `model_tags`' CREATE TABLE as stored.
   */
  constructor(staged: StagedTagRows, tableSql: string) {
    const copy: StagedTagRows = {
      downloads: staged.downloads.slice(),
      rowids: staged.rowids.slice(),
      tagStarts: staged.tagStarts.slice(),
      tagIds: staged.tagIds.slice(),
    };
    const workerData: TagRowsWorkerData = {
      path: this.#path,
      tableSql,
      staged: copy,
      control: this.#control.buffer as SharedArrayBuffer,
      port: this.#channel.port2,
    };
    this.#worker = startStoreWorker("runTagRowsWorker", {
      workerData,
      transferList: [
        this.#channel.port2,
        copy.downloads.buffer as ArrayBuffer,
        copy.rowids.buffer as ArrayBuffer,
        copy.tagStarts.buffer as ArrayBuffer,
        copy.tagIds.buffer as ArrayBuffer,
      ],
    });
    this.#worker.unref();
    // Failures arrive as messages (or as silence); an unheard 'error' event would end the process.
    this.#worker.on("error", () => {});
  }

  /** Whether the worker is still writing (it has posted nothing yet, neither done nor failed). */
  get working(): boolean {
    return Atomics.load(this.#control, POSTED) === 0;
  }

  /**
   * Waits for the worker, then copies its rows into `model_tags`, which must be empty (else
   * SQLite copies row by row, correctly but slowly). Call inside the load's transaction.
   */
  copyInto(db: Database): void {
    const message = nextMessage<TagRowsMessage>(
      this.#channel.port1,
      this.#control,
      SILENCE_MS,
      "the bulk load's tag rows worker",
    );
    if (message.type === "failed")
      throw new Error(`the bulk load's tag rows worker failed: ${message.message}`);
    db.run(`ATTACH DATABASE ? AS ${SCRATCH}`, [this.#path]);
    this.#attached = true;
    // A database read in a transaction stays locked until it ends: detach it then.
    db.afterTransaction(() => {
      db.exec(`DETACH DATABASE ${SCRATCH}`);
      this.#remove();
    });
    db.exec(`INSERT INTO main.model_tags SELECT * FROM ${SCRATCH}.model_tags`);
  }

  /** Stops the worker, and removes the scratch file unless it is attached (then the transaction's end does). */
  close(): void {
    this.#channel.port1.close();
    void this.#worker.terminate();
    if (!this.#attached) this.#remove();
  }

  /**
   * Removes the file (its journal is kept in memory: see openScratchDatabase) on a thread of
   * Node's pool: freeing a large file takes the file system a while, which the import's caller
   * need not wait for. Node waits for it before the process exits. A file that cannot be removed
   * is only scratch in the temporary folder: that failure is not the import's.
   */
  #remove(): void {
    rm(this.#path, { force: true }, () => {});
  }
}
