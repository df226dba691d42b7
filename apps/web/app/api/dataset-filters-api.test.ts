// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { openTestStore } from "../../test/fixture-store";
import { call, ids } from "./api-fixtures.test-helpers";

// GET /api/datasets takes the dataset listing's facet parameters as the Hub's page writes them
// (on PostgreSQL too: vitest.postgres.config.ts).

const store = await openTestStore();
await store.datasets.upsertMany([
  {
    id: "nyu/fr-reviews",
    downloads: 40,
    tags: ["modality:text", "format:parquet", "language:fr", "license:mit", "size_categories:1K<n<10K"],
  },
  {
    id: "nyu/bilingual",
    downloads: 30,
    tags: ["modality:text", "format:json", "language:fr", "language:en", "size_categories:n<1K"],
  },
  {
    id: "acme/birds",
    downloads: 20,
    tags: ["modality:image", "modality:text", "format:parquet", "license:cc-by-4.0", "library:datasets"],
  },
  { id: "acme/tiny", downloads: 10, tags: ["task_categories:translation", "size_categories:n>1T"] },
]);
afterAll(() => store.close());

const listed = async (query: string) => ids((await call(store, `/api/datasets?${query}`)).body);

describe("GET /api/datasets facet parameters", () => {
  it.each([
    ["modality=modality:text", ["nyu/fr-reviews", "nyu/bilingual", "acme/birds"]],
    ["modality=modality:text,modality:image", ["acme/birds"]],
    ["modality=image", ["acme/birds"]],
    ["language=language:fr&format=format:parquet", ["nyu/fr-reviews"]],
    ["language=language:fr,language:en", ["nyu/bilingual"]],
    ["license=license:mit", ["nyu/fr-reviews"]],
    [
      `size_categories=${encodeURIComponent("or:(size_categories:n<1K,size_categories:n>1T)")}`,
      ["nyu/bilingual", "acme/tiny"],
    ],
    [`size_categories=${encodeURIComponent("size_categories:1K<n<10K")}`, ["nyu/fr-reviews"]],
    ["task_categories=task_categories:translation", ["acme/tiny"]],
    ["library=library:datasets", ["acme/birds"]],
    ["language=language:fr&search=bili", ["nyu/bilingual"]],
    ["modality=modality:text&sort=downloads&direction=1", ["acme/birds", "nyu/bilingual", "nyu/fr-reviews"]],
    ["language=language:de", []],
  ])("%s", async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it("pages a filtered listing by cursor", async () => {
    const first = await call(store, "/api/datasets?modality=modality:text&limit=2");
    expect(ids(first.body)).toEqual(["nyu/fr-reviews", "nyu/bilingual"]);
    const next = /<http:\/\/hub\.test(\/api\/datasets\?[^>]+)>/u.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toContain("modality=modality");
    expect(ids((await call(store, next as string)).body)).toEqual(["acme/birds"]);
  });

  it.each([
    ["modality=modality:smell", "modality", "unknown modality"],
    ["language=license:mit", "language", "expected language:<value>"],
    ["size_categories=size_categories:huge", "size_categories", "not a size category"],
    [`size_categories=${encodeURIComponent("or:(size_categories:n<1K")}`, "size_categories", "parentheses"],
    ["format=format:parquet,", "format", "empty value"],
    ["license=license:mit%20or%20gpl", "license", "not a license value"],
  ])("%s is a 400 naming the parameter", async (query, name, problem) => {
    const { status, body } = await call(store, `/api/datasets?${query}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(name);
    expect(JSON.stringify(body)).toContain(problem);
  });
});
