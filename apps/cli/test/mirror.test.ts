import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../../web/app/api/node-api-server.server";
import { MirrorError } from "../src/mirror/mirror-error";
import { type MirrorOptions, mirrorHub } from "../src/mirror/mirror-hub";
import { type MirrorSelection, upstreamBase } from "../src/mirror/mirror-selection";
import { UpstreamClient } from "../src/mirror/upstream-client";
import {
  MIRROR_ENGINES,
  type MirrorTarget,
  sampleRecords,
  served,
  servedRecord,
  syntheticUpstreamModels,
  syntheticUpstreamSpaces,
} from "./mirror-targets";
import { startStandIn } from "./upstream-stand-in";

/** Mirrors `selection` from `upstream` into `target` with a client that retries at once. */
function mirror(
  target: MirrorTarget,
  upstream: string,
  selection: MirrorSelection,
  options: MirrorOptions = {},
) {
  const client = new UpstreamClient({ upstream, retryBaseMs: 1 });
  return mirrorHub(target, client, upstreamBase(upstream), selection, options);
}

/** Every id of a listing of a Modelhub or the stand-in, page after page. */
async function listedIds(upstream: string, kind: string): Promise<string[]> {
  const ids: string[] = [];
  for (let url: string | undefined = `${upstream}/api/${kind}?limit=1000`; url; ) {
    const response: Response = await fetch(url);
    ids.push(...((await response.json()) as { id: string }[]).map(({ id }) => id));
    url = response.headers.get("link")?.match(/<([^>]+)>/)?.[1];
  }
  return ids.sort();
}

/** Expects the target to serve each record as the upstream Modelhub does, and no other. */
async function expectSameAsUpstream(
  upstream: string,
  target: MirrorTarget,
  kind: "models" | "datasets" | "spaces",
) {
  const ids = await listedIds(upstream, kind);
  const differing: string[] = [];
  for (const id of ids) {
    const theirs = await (await fetch(`${upstream}/api/${kind}/${id}`)).json();
    if (JSON.stringify(await servedRecord(target, kind, id)) !== JSON.stringify(theirs)) differing.push(id);
  }
  expect(differing).toEqual([]);
  if (kind === "models") expect(await target.models.count()).toBe(ids.length);
  return ids;
}

describe.each(MIRROR_ENGINES)("modelhub mirror into $engine", ({ open }) => {
  describe("from another Modelhub over HTTP", () => {
    let dir: string;
    let upstreamStore: Store;
    let upstream: ApiServer;
    let target: MirrorTarget;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "modelhub-upstream-"));
      upstreamStore = await openStore(join(dir, "upstream.db"));
      await upstreamStore.models.upsertMany(sampleRecords("models", 1100));
      await upstreamStore.datasets.upsertMany(sampleRecords("datasets", 400));
      upstream = await startApiServer(upstreamStore);
      target = await open();
    });
    afterAll(async () => {
      await upstream.close();
      await upstreamStore.close();
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("copies its models and datasets, each served as the upstream serves it", {
      timeout: 120_000,
    }, async () => {
      const models = await mirror(target, upstream.url, { kind: "models" });
      expect(models).toMatchObject({
        records: 1100,
        inserted: 1100,
        updated: 0,
        incremental: false,
        complete: true,
      });
      expect(models.deleted).toEqual([]);
      // Two census pages of ids, then two listing pages of full records: none fetched one by one.
      expect(models.requests).toBe(4);
      await expectSameAsUpstream(upstream.url, target, "models");
      const datasets = await mirror(target, upstream.url, { kind: "datasets" });
      expect(datasets).toMatchObject({ records: 400, inserted: 400 });
      await expectSameAsUpstream(upstream.url, target, "datasets");
    });

    it("fetches only what changed on the next run, reports a deleted model and removes it with prune", {
      timeout: 120_000,
    }, async () => {
      const ids = await listedIds(upstream.url, "models");
      const [changedA, changedB, changedC, deleted] = [10, 500, 1050, 700].map((at) => ids[at] ?? "") as [
        string,
        string,
        string,
        string,
      ];
      const now = new Date().toISOString();
      for (const id of [changedA, changedB, changedC]) {
        const raw = (await upstreamStore.models.getRaw(id)) ?? {};
        await upstreamStore.models.upsert({ ...raw, lastModified: now, downloads: 123_456_789, likes: 7 });
      }
      await upstreamStore.models.upsert({
        id: "acme/brand-new",
        pipeline_tag: "text-generation",
        lastModified: now,
      });
      await upstreamStore.models.delete(deleted);

      const second = await mirror(target, upstream.url, { kind: "models" });
      expect(second).toMatchObject({
        records: 4,
        inserted: 1,
        updated: 3,
        incremental: true,
        complete: true,
      });
      expect(second.deleted).toEqual([deleted]);
      expect(second.pruned).toBe(0);
      expect(await target.models.has(deleted)).toBe(true);
      expect(await servedRecord(target, "models", changedB)).toMatchObject({
        downloads: 123_456_789,
        likes: 7,
      });

      const nothingNew = await mirror(target, upstream.url, { kind: "models" });
      expect(nothingNew).toMatchObject({ records: 0, deleted: [deleted] });

      const pruned = await mirror(target, upstream.url, { kind: "models" }, { prune: true });
      expect(pruned).toMatchObject({ records: 0, deleted: [deleted], pruned: 1 });
      expect(await target.models.has(deleted)).toBe(false);
      await expectSameAsUpstream(upstream.url, target, "models");
      const after = await mirror(target, upstream.url, { kind: "models" });
      expect(after.deleted).toEqual([]);
    });

    it("reports a deleted dataset and removes it with prune, its tags counted no more", {
      timeout: 120_000,
    }, async () => {
      const ids = await listedIds(upstream.url, "datasets");
      const deleted = ids[123] ?? "";
      await upstreamStore.datasets.delete(deleted);
      // The sample's datasets have no lastModified: each run fetches them all again.
      const reported = await mirror(target, upstream.url, { kind: "datasets" });
      expect(reported).toMatchObject({ records: ids.length - 1, deleted: [deleted], pruned: 0 });
      expect(await target.datasets.has(deleted)).toBe(true);

      const pruned = await mirror(target, upstream.url, { kind: "datasets" }, { prune: true });
      expect(pruned).toMatchObject({ deleted: [deleted], pruned: 1 });
      expect(await target.datasets.has(deleted)).toBe(false);
      await expectSameAsUpstream(upstream.url, target, "datasets");
      expect(await target.datasets.count()).toBe(ids.length - 1);
      for (const facet of ["tag", "task_category"] as const) {
        expect(await target.datasets.facetCounts(facet)).toEqual(
          await upstreamStore.datasets.facetCounts(facet),
        );
      }
      expect((await mirror(target, upstream.url, { kind: "datasets" })).deleted).toEqual([]);
    });

    it("copies its spaces through its /api/spaces listing, each served as the upstream serves it, then only what changed", {
      timeout: 120_000,
    }, async () => {
      // Two apps known only from a task page: an id, a sentence and the tasks they demonstrate.
      const fromTaskPages = [
        { id: "labs/owl-voice", description: "Names the owl that sings", tasks: ["audio-classification"] },
        { id: "labs/paint-owl", description: "Paints an owl", tasks: ["text-to-image", "image-to-image"] },
      ];
      await upstreamStore.spaces.upsertMany([...syntheticUpstreamSpaces(1098), ...fromTaskPages]);
      const first = await mirror(target, upstream.url, { kind: "spaces" });
      expect(first).toMatchObject({
        records: 1100,
        inserted: 1100,
        updated: 0,
        incremental: false,
        complete: true,
      });
      // Two census pages of ids, then two listing pages of whole spaces: none fetched one by one.
      expect(first.requests).toBe(4);
      const ids = await expectSameAsUpstream(upstream.url, target, "spaces");
      expect(ids).toHaveLength(1100);
      // The mirror lists them as the upstream does: a search, an owner, a tag, a sort.
      const sortedIds = (body: unknown) => (body as { id: string }[]).map(({ id }) => id).sort();
      for (const query of [
        "search=app-01",
        "author=team-2&filter=region:us",
        "filter=text-generation&sort=likes",
      ]) {
        const theirs = await (await fetch(`${upstream.url}/api/spaces?limit=1000&${query}`)).json();
        expect(sortedIds(await served(target, `/api/spaces?limit=1000&${query}`)), query).toEqual(
          sortedIds(theirs),
        );
      }
      // Its tasks come from its tags, as from the Hub's; a task page's apps keep theirs and their sentence.
      expect((await target.spaces.forTask("text-generation", 1000)).length).toBe(275);
      for (const app of fromTaskPages)
        expect(await servedRecord(target, "spaces", app.id)).toMatchObject(app);

      const [changed, deleted] = [ids[40] ?? "", ids[900] ?? ""];
      const now = new Date().toISOString();
      const space = await upstreamStore.spaces.get(changed);
      await upstreamStore.spaces.upsertMany([{ ...space, likes: 4321, lastModified: now }]);
      await upstreamStore.spaces.upsertMany([{ id: "team-9/new-app", sdk: "gradio", lastModified: now }]);
      await upstreamStore.spaces.delete(deleted);
      const second = await mirror(target, upstream.url, { kind: "spaces" });
      expect(second).toMatchObject({
        records: 2,
        inserted: 1,
        updated: 1,
        incremental: true,
        complete: true,
      });
      expect(second.deleted).toEqual([deleted]);
      expect(await servedRecord(target, "spaces", changed)).toMatchObject({ likes: 4321, lastModified: now });
      const pruned = await mirror(target, upstream.url, { kind: "spaces" }, { prune: true });
      expect(pruned).toMatchObject({ records: 0, deleted: [deleted], pruned: 1 });
      expect(await target.spaces.has(deleted)).toBe(false);
      await expectSameAsUpstream(upstream.url, target, "spaces");
    });

    it("keeps one sync state per selection: an owner's models apart from the whole listing", async () => {
      const [author] = (await listedIds(upstream.url, "models"))[0]?.split("/") ?? [];
      const first = await mirror(target, upstream.url, { kind: "models", author });
      expect(first.incremental).toBe(false);
      expect(first.records).toBeGreaterThan(0);
      expect(await mirror(target, upstream.url, { kind: "models", author })).toMatchObject({
        records: 0,
        incremental: true,
      });
    });
  });

  describe("from a stand-in that fails mid-way", () => {
    const records = syntheticUpstreamModels(1000);

    it("goes on where a stopped run left off and ends with the store of an uninterrupted run", {
      timeout: 120_000,
    }, async () => {
      const standIn = await startStandIn({ records: { models: records }, maxPageSize: 100 });
      const whole = await open();
      const resumed = await open();
      try {
        await mirror(whole, standIn.url, { kind: "models" });
        // The seventh listing page fails every try: six pages are in, whole.
        const seventh = (path: string) => path.includes("sort=lastModified") && path.includes("cursor=600");
        for (let i = 0; i < 5; i++) standIn.faults.push({ match: seventh, fault: { kind: "500" } });
        // Batches of three pages: the first two are in.
        await expect(mirror(resumed, standIn.url, { kind: "models" }, { batchSize: 300 })).rejects.toThrow(
          MirrorError,
        );
        expect(await resumed.models.count()).toBe(600);

        const rest = await mirror(resumed, standIn.url, { kind: "models" });
        expect(rest).toMatchObject({ resumed: true, records: 400, complete: true });
        for (const record of records) {
          const id = String(record.id);
          expect(await resumed.models.getRaw(id)).toEqual(await whole.models.getRaw(id));
        }
        expect(await resumed.models.count()).toBe(1000);
        // Both next runs begin from the same mark and find nothing new.
        expect(await mirror(resumed, standIn.url, { kind: "models" })).toMatchObject({
          records: 0,
          incremental: true,
        });
        expect(await mirror(whole, standIn.url, { kind: "models" })).toMatchObject({
          records: 0,
          incremental: true,
        });
      } finally {
        await standIn.close();
        await whole.close();
        await resumed.close();
      }
    });

    it("writes at most the limit a run, and the next run goes on from there", async () => {
      const standIn = await startStandIn({ records: { models: records.slice(0, 300) }, maxPageSize: 100 });
      const target = await open();
      try {
        const first = await mirror(target, standIn.url, { kind: "models" }, { limit: 150 });
        expect(first).toMatchObject({ records: 150, complete: false });
        expect(await target.models.count()).toBe(150);
        const rest = await mirror(target, standIn.url, { kind: "models" });
        expect(rest).toMatchObject({ resumed: true, complete: true });
        expect(await target.models.count()).toBe(300);
        expect(await mirror(target, standIn.url, { kind: "models" })).toMatchObject({ records: 0 });
      } finally {
        await standIn.close();
        await target.close();
      }
    });

    it("fetches what changed at the very time the last run ended with, and nothing it already had", async () => {
      const standIn = await startStandIn({ records: { models: records.slice(0, 10) } });
      const target = await open();
      try {
        await mirror(target, standIn.url, { kind: "models" });
        // A new model with the newest time the last run saw: a tie it could not have known.
        const newest = records[9]?.lastModified;
        standIn.records.models?.push({ ...records[0], id: "org-0/late-arrival", lastModified: newest });
        const next = await mirror(target, standIn.url, { kind: "models" });
        expect(next).toMatchObject({ records: 1, inserted: 1 });
        expect(await target.models.has("org-0/late-arrival")).toBe(true);
      } finally {
        await standIn.close();
        await target.close();
      }
    });

    it("reports a deleted space and removes it with prune, with the tasks it demonstrated", async () => {
      const spaces = ["chat", "draw", "talk"].map((name, i) => ({
        id: `acme/${name}`,
        author: "acme",
        lastModified: `2026-02-0${i + 1}T00:00:00.000Z`,
        tags: ["gradio", i === 1 ? "text-to-image" : "text-generation"],
      }));
      const standIn = await startStandIn({ records: { spaces } });
      const target = await open();
      try {
        await mirror(target, standIn.url, { kind: "spaces" });
        expect((await target.spaces.forTask("text-generation")).map((space) => space.id)).toEqual([
          "acme/chat",
          "acme/talk",
        ]);
        standIn.records.spaces = spaces.filter((space) => space.id !== "acme/talk");
        const reported = await mirror(target, standIn.url, { kind: "spaces" });
        expect(reported).toMatchObject({ deleted: ["acme/talk"], pruned: 0 });
        expect(await target.spaces.has("acme/talk")).toBe(true);
        const pruned = await mirror(target, standIn.url, { kind: "spaces" }, { prune: true });
        expect(pruned).toMatchObject({ deleted: ["acme/talk"], pruned: 1 });
        expect(await target.spaces.has("acme/talk")).toBe(false);
        expect((await target.spaces.forTask("text-generation")).map((space) => space.id)).toEqual([
          "acme/chat",
        ]);
        expect((await mirror(target, standIn.url, { kind: "spaces" })).deleted).toEqual([]);
      } finally {
        await standIn.close();
        await target.close();
      }
    });

    it("names the upstream URL and the record when the store refuses a record, keeping the pages before", async () => {
      const bad = records
        .slice(0, 250)
        .map((record, i) => (i === 80 ? { ...record, id: "not a valid id!" } : record));
      const standIn = await startStandIn({ records: { models: bad }, maxPageSize: 100 });
      const target = await open();
      try {
        const error = await mirror(target, standIn.url, { kind: "models" }, { batchSize: 100 }).catch(
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(MirrorError);
        expect((error as MirrorError).url).toContain(`${standIn.url}/api/models?`);
        expect((error as MirrorError).url).toContain("cursor=100");
        expect((error as MirrorError).problem).toMatch(/^record "not a valid id!": /);
        expect(await target.models.count()).toBe(100);
      } finally {
        await standIn.close();
        await target.close();
      }
    });
  });
});
