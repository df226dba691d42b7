import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = resolve(import.meta.dirname, "../src");

/** The packages imported (not only for types) by a module and the project modules it reaches. */
function importedPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, typeOnly, specifier] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gm)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith(".")) {
        packages.add(specifier);
        continue;
      }
      const path = resolve(dirname(file), specifier);
      visit(existsSync(path) ? path : `${path}.ts`);
    }
  };
  visit(resolve(SOURCE, entry));
  return packages;
}

describe("the store's worker threads", () => {
  // A worker loads its modules afresh, and the import waits for it: through the catalogue's main
  // entry, with its tables of libraries, the parsing worker's modules took 280 ms to load,
  // through the light entry 35-75 ms.
  it("load the catalogue's light entry only", () => {
    const parsing = importedPackages("import/model-rows-worker.ts");
    expect(parsing).toContain("@modelhub/catalog/records");
    expect(parsing).not.toContain("@modelhub/catalog");
    expect(importedPackages("models/model-tag-rows-worker.ts")).not.toContain("@modelhub/catalog");
  });
});
