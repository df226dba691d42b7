import type { Migration } from "./migration";

/**
 * Rewrote the full-text rows of the models with 4,194,304 downloads or more, whose search keys
 * had been computed as reals (the driver binds the rowid as one), which rounded the rowid part.
 * Migration 015 writes every full-text row again, with exact keys, so this one has nothing left
 * to do; it keeps its version so that every store counts its migrations alike.
 */
export const exactSearchKeys: Migration = {
  version: 9,
  name: "exact full-text keys for the most downloaded models",
  up() {},
};
