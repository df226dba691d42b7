import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../src/store";

describe("Store.dataVersion", () => {
  it("changes when this connection writes or another one commits, and not when either reads", async () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-version-"));
    const path = join(dir, "hub.db");
    const served = await openStore(path);
    const importer = await openStore(path);
    try {
      const first = await served.dataVersion();
      await served.models.list({ search: "llama" });
      await importer.models.count({});
      expect(await served.dataVersion()).toBe(first);
      await served.models.upsert({ id: "acme/own-write" });
      const afterOwnWrite = await served.dataVersion();
      expect(afterOwnWrite).not.toBe(first);
      await importer.models.upsert({ id: "acme/imported" });
      expect(await served.dataVersion()).not.toBe(afterOwnWrite);
    } finally {
      await served.close();
      await importer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
