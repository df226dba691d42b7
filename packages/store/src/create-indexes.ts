import type { Database } from "./database";

/** KiB of index entries SQLite sorts at a time while building indexes (see createIndexes). */
const SORTED_RUN_KIB = 1024;
/** Helper threads SQLite may use to sort runs and merge them (3 beat 2 and 4 on two cores). */
const SORTER_THREADS = 3;
/** Bytes of the file SQLite may map while it builds (its build caps this at 2 GB). */
const SCAN_MMAP_BYTES = 2 ** 31;

/** How createIndexes goes about its builds. */
export interface CreateIndexesOptions {
  /**
   * Asked before each build: whether another thread of the process is at work, so that the
   * sorter's helper threads would only take turns with it (default: no). Such builds get none.
   */
  coresTaken?: () => boolean;
}

/**
 * Runs `CREATE INDEX` statements with SQLite's sorter set up for large builds (decision 029).
 * SQLite sorts an index's entries in runs as large as the page cache, then merges the runs. With
 * an import's cache of a gigabyte, a million entries are one run: one linked list sorted with a
 * cache miss per step, on one thread. Runs of a megabyte sort within the CPU's caches, on helper
 * threads, and merge quickly. So, during the builds, the page cache is small and helper threads
 * are allowed, while `cache_spill` keeps the transaction's dirty pages in memory up to the usual
 * cache size. Runs live in temporary files: SQLite never splits a sort when `temp_store` is
 * MEMORY, which is why `openDatabase` leaves it at SQLite's default. Each build reads the whole
 * table, which with so small a cache is a system call and a copy per page, so the builds read the
 * file through a memory map. The settings are restored afterwards.
 *
 * The helper threads make a build on an idle machine shorter, for much more CPU time. So a build
 * runs without them while `coresTaken` says another thread is at work: in a bulk load, the tag
 * rows worker (decision 030).
 */
export function createIndexes(
  db: Database,
  statements: readonly string[],
  { coresTaken = () => false }: CreateIndexesOptions = {},
): void {
  if (statements.length === 0) return;
  const pragma = (name: string) => db.get<Record<string, number>>(`PRAGMA ${name}`)?.[name] ?? 0;
  const cacheSize = pragma("cache_size");
  const threads = pragma("threads");
  const mmapBytes = pragma("mmap_size");
  // Pages the cache may hold before it writes dirty pages out (0: it never does).
  const spillPages = pragma("cache_spill");
  // cache_size counts pages, or KiB when negative.
  const cachePages = cacheSize < 0 ? Math.ceil((-cacheSize * 1024) / pragma("page_size")) : cacheSize;
  // SQLite also reads cache_spill's number as an on/off flag from its low byte: keep that nonzero.
  const spillAt = (pages: number) => (pages === 0 ? "OFF" : String(pages & 0xff ? pages : pages | 1));
  db.exec(`PRAGMA cache_spill = ${spillAt(spillPages && Math.max(spillPages, cachePages))}`);
  db.exec(`PRAGMA cache_size = -${SORTED_RUN_KIB}`);
  db.exec(`PRAGMA mmap_size = ${SCAN_MMAP_BYTES}`);
  try {
    for (const sql of statements) {
      db.exec(`PRAGMA threads = ${coresTaken() ? 0 : SORTER_THREADS}`);
      db.exec(sql);
    }
  } finally {
    db.exec(`PRAGMA mmap_size = ${mmapBytes}`);
    db.exec(`PRAGMA threads = ${threads}`);
    db.exec(`PRAGMA cache_size = ${cacheSize}`);
    db.exec(`PRAGMA cache_spill = ${spillAt(spillPages)}`);
  }
}
