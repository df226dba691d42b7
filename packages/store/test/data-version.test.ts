import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataVersionDate } from "../src/data-version";
import { openStore } from "../src/store";

describe("Store.dataVersion", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "modelhub-version-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is the same for every connection to the file, and changes with each write, not with reads", async () => {
    const path = join(dir, "hub.db");
    const served = await openStore(path);
    const importer = await openStore(path);
    try {
      const first = await served.dataVersion();
      expect(first).toMatch(/^\d+\.\d+-[\w-]{12}$/);
      expect(await importer.dataVersion()).toBe(first);
      await served.models.list({ search: "llama" });
      await importer.models.count({});
      await served.models.get("acme/absent");
      expect(await served.dataVersion()).toBe(first);
      await served.models.upsert({ id: "acme/own-write" });
      const afterOwnWrite = await served.dataVersion();
      expect(afterOwnWrite).not.toBe(first);
      expect(await importer.dataVersion()).toBe(afterOwnWrite);
      await importer.models.upsert({ id: "acme/imported" });
      const afterImport = await importer.dataVersion();
      expect(await served.dataVersion()).toBe(afterImport);
      expect(new Set([first, afterOwnWrite, afterImport]).size).toBe(3);
      // Dated by the clock, and numbered within a second: the date alone cannot tell a version
      // from an earlier one of the same second.
      const dates = [first, afterOwnWrite, afterImport].map(dataVersionDate);
      for (const [index, date] of dates.entries()) {
        expect(date?.second).toBeLessThanOrEqual(Date.now() / 1000);
        const previous = dates[index - 1];
        if (!previous) continue;
        expect(date?.second).toBeGreaterThanOrEqual(previous.second);
        expect(date?.firstInSecond).toBe(date?.second !== previous.second);
      }
    } finally {
      await served.close();
      await importer.close();
    }
  });

  it("outlives the connection, and differs between two stores", async () => {
    const path = join(dir, "hub.db");
    const before = await openStore(path);
    await before.models.upsert({ id: "acme/kept" });
    const version = await before.dataVersion();
    await before.close();
    const after = await openStore(path);
    const other = await openStore(join(dir, "other.db"));
    try {
      expect(await after.dataVersion()).toBe(version);
      expect(await other.dataVersion()).not.toBe(version);
      // A transaction that only reads leaves it as it is.
      await after.transaction(async () => after.models.get("acme/kept"));
      expect(await after.dataVersion()).toBe(version);
    } finally {
      await after.close();
      await other.close();
    }
  });
});
