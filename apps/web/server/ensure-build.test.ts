import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildIsCurrent } from "./ensure-build";
import { serverEntry } from "./paths";
import { sourceFingerprint } from "./source-fingerprint";

describe("ensureBuild's staleness check", () => {
  it("fingerprints the sources the same way twice", () => {
    expect(sourceFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceFingerprint()).toBe(sourceFingerprint());
  });

  it("counts a build current only when it exists and is stamped with the sources' fingerprint", () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-build-"));
    expect(buildIsCurrent(dir, "abc")).toBe(false);
    mkdirSync(join(dir, "server"), { recursive: true });
    writeFileSync(serverEntry(dir), "export {};\n");
    // A build from before stamps existed, or from other sources, is stale.
    expect(buildIsCurrent(dir, "abc")).toBe(false);
    writeFileSync(join(dir, ".source-fingerprint"), "def\n");
    expect(buildIsCurrent(dir, "abc")).toBe(false);
    writeFileSync(join(dir, ".source-fingerprint"), "abc\n");
    expect(buildIsCurrent(dir, "abc")).toBe(true);
  });
});
