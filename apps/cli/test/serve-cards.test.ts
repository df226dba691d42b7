import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { startServe } from "../src/commands/serve";
import { runCli } from "./run-cli";
import { smallSample } from "./small-sample";

// A file of its own: a server process holds one store, the first one it opened.
describe("modelhub serve, as an upstream of modelhub mirror --cards", () => {
  it("serves each imported card at its Hub file address, so another hub mirrors the cards", {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-cards-"));
    const sampleBefore = process.env.MODELHUB_SAMPLE_DIR;
    process.env.MODELHUB_SAMPLE_DIR = dir;
    smallSample(dir, 3);
    const card = "---\nlicense: mit\n---\n# A card with <b>markup</b> kept as text\n";
    const upstreamDb = join(dir, "upstream.db");
    const filled = await openStore(upstreamDb);
    await filled.models.upsertMany([
      { id: "card-owner/with-card", readme: card, sha: "a".repeat(40) },
      { id: "card-owner/without-card" },
      { id: "bare-card", readme: "# A legacy bare id's card\n" },
    ]);
    await filled.datasets.upsertMany([{ id: "card-owner/data", readme: "# Data card\n" }]);
    await filled.close();
    const server = await startServe(["--port", "0", "--host", "127.0.0.1", "--db", upstreamDb], {
      stdout: { write: () => true },
      stderr: { write: () => true },
    });
    try {
      const readme = await fetch(`${server.url}/card-owner/with-card/resolve/main/README.md`);
      expect(readme.status).toBe(200);
      expect(readme.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await readme.text()).toBe(card);
      const bySha = await fetch(`${server.url}/card-owner/with-card/resolve/${"a".repeat(40)}/README.md`);
      expect(await bySha.text()).toBe(card);
      const bare = await fetch(`${server.url}/bare-card/resolve/main/README.md`);
      expect(await bare.text()).toBe("# A legacy bare id's card\n");
      const dataset = await fetch(`${server.url}/datasets/card-owner/data/resolve/main/README.md`);
      expect(await dataset.text()).toBe("# Data card\n");
      for (const [path, code] of [
        ["/card-owner/with-card/resolve/v2/README.md", "RevisionNotFound"],
        ["/card-owner/without-card/resolve/main/README.md", "EntryNotFound"],
        ["/card-owner/missing/resolve/main/README.md", "RepoNotFound"],
      ]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get("x-error-code"), path).toBe(code);
      }

      const mirrorDb = join(dir, "mirror.db");
      const mirrored = await runCli(
        "mirror",
        server.url,
        "--author",
        "card-owner",
        "--cards",
        "--db",
        mirrorDb,
      );
      expect(mirrored.stderr).not.toContain("Error");
      expect(mirrored.code).toBe(0);
      const target = await openStore(mirrorDb);
      try {
        expect((await target.models.get("card-owner/with-card"))?.readme).toBe(card);
        expect((await target.models.get("card-owner/without-card"))?.readme).toBeUndefined();
      } finally {
        await target.close();
      }
    } finally {
      await server.close();
      if (sampleBefore === undefined) delete process.env.MODELHUB_SAMPLE_DIR;
      else process.env.MODELHUB_SAMPLE_DIR = sampleBefore;
      delete process.env.MODELHUB_DB;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
