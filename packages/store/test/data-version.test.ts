import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../src/store";

describe("Store.dataVersion", () => {
  it("changes when this connection writes or another one commits, and not when either reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-version-"));
    const path = join(dir, "hub.db");
    const served = openStore(path);
    const importer = openStore(path);
    try {
      const first = served.dataVersion();
      served.models.list({ search: "llama" });
      importer.models.count({});
      expect(served.dataVersion()).toBe(first);
      served.models.upsert({ id: "acme/own-write" });
      const afterOwnWrite = served.dataVersion();
      expect(afterOwnWrite).not.toBe(first);
      importer.models.upsert({ id: "acme/imported" });
      expect(served.dataVersion()).not.toBe(afterOwnWrite);
    } finally {
      served.close();
      importer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
