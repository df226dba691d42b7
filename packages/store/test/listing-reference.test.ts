import { MODEL_LIBRARIES } from "@modelhub/catalog";
import { seededRandom } from "@modelhub/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingSort, SortDirection, SortKey } from "../src/listing-order";
import type { ModelQuery } from "../src/models/model-query";
import type { Store } from "../src/store";
import { STORE_ENGINES } from "./store-engines";

// Every listing, cursor walk, total and sidebar count of the store, checked against a naive
// reference: the same records filtered, sorted and counted in plain JavaScript.

const OWNERS = ["acme", "nyu", "solo", "zed"];
const WORDS = ["owl", "heron", "chat", "base", "tiny", "vision"];
const TASKS = ["text-generation", "translation", "image-classification"];
// gguf and own-lib are no catalogue library: a library filter finds them all the same.
const LIBRARIES = ["transformers", "peft", "gguf", "own-lib"];
// Tags naming libraries, which the library filter and the library counts take as the Hub does.
const TAGS = [
  "en",
  "fr",
  "license:mit",
  "license:apache-2.0",
  "region:us",
  "gguf",
  "transformers",
  "diffusers",
];
const PROVIDERS = ["together", "groq", "novita"];
const SORTS: readonly ListingSort[] = [
  "downloads",
  "likes",
  "trendingScore",
  "createdAt",
  "lastModified",
  "num_parameters",
  "relevance",
];
// Parameter counts on either side of the listing's ranges' bounds (1B, 3B, 8B, 75B).
const PARAMETERS = [5e8, 1e9, 2.5e9, 3e9, 7e9, 8e9, 14e9, 70e9, 80e9];
const BASE_MODELS = ["acme/owl-base", "nyu/heron-base"];
/** Ids whose name is a word or an author, so that searches find exact names and ids. */
const NAMED_IDS = ["nyu/owl", "acme/Heron", "zed/chat", "solo/acme", "acme/owl", "nyu/tiny-owl"];

/** A model as the reference sees it: the fields listings read. */
interface Row {
  rowid: number;
  id: string;
  author: string;
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  providers: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  createdAt: string;
  lastModified: string;
  gated: boolean;
  /** The parameter count its record states (safetensors' or GGUF's), 0 for none. */
  parameters: number;
}

function generate(count: number, seed: number): { raws: Record<string, unknown>[]; rows: Row[] } {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const some = <T>(values: readonly T[], share: number) => values.filter(() => random() < share);
  const raws: Record<string, unknown>[] = [];
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const author = NAMED_IDS[i]?.split("/")[0] ?? pick(OWNERS);
    const named = NAMED_IDS[i];
    const words = `${pick(WORDS)}-${pick(WORDS)}-${i}`;
    const id = named ?? `${author}/${random() < 0.1 ? words.toUpperCase() : words}`;
    // Few distinct values, so that ties are common and the tie-breakers are tested.
    const row: Row = {
      rowid: i + 1,
      id,
      author,
      tags: some(TAGS, 0.4),
      providers: some(PROVIDERS, 0.15),
      downloads: Math.floor(random() * 20),
      likes: random() < 0.5 ? 0 : Math.floor(random() * 5),
      trendingScore: random() < 0.6 ? 0 : Math.floor(random() * 4),
      createdAt: random() < 0.2 ? "" : `2024-0${1 + Math.floor(random() * 3)}-01T00:00:00.000Z`,
      lastModified: random() < 0.2 ? "" : `2025-0${1 + Math.floor(random() * 3)}-01T00:00:00.000Z`,
      gated: false,
      parameters: random() < 0.4 ? 0 : pick(PARAMETERS),
    };
    // A model naming its base model carries both of the Hub's tags for it.
    if (random() < 0.25) {
      const base = pick(BASE_MODELS);
      row.tags.push(`base_model:${base}`, `base_model:${pick(["finetune", "quantized"])}:${base}`);
    }
    // The record's `gated`: "auto" or "manual" when gated, false or absent when not.
    const gated = pick(["auto", "manual", false, undefined, undefined, undefined] as const);
    row.gated = gated === "auto" || gated === "manual";
    if (random() < 0.85) row.pipeline_tag = pick(TASKS);
    if (random() < 0.8) row.library_name = pick(LIBRARIES);
    const raw: Record<string, unknown> = {
      id,
      tags: row.tags,
      downloads: row.downloads,
      likes: row.likes,
      trendingScore: row.trendingScore,
      ...(row.pipeline_tag ? { pipeline_tag: row.pipeline_tag } : {}),
      ...(row.library_name ? { library_name: row.library_name } : {}),
      ...(row.createdAt ? { createdAt: row.createdAt } : {}),
      ...(row.lastModified ? { lastModified: row.lastModified } : {}),
      ...(gated === undefined ? {} : { gated }),
      ...(row.parameters
        ? random() < 0.5
          ? { safetensors: { parameters: { BF16: row.parameters }, total: row.parameters } }
          : { gguf: { total: row.parameters, architecture: "llama" } }
        : {}),
      inferenceProviderMapping: Object.fromEntries(
        row.providers.map((provider) => [provider, { providerId: `${provider}/${i}`, status: "live" }]),
      ),
    };
    raws.push(raw);
    rows.push(row);
  }
  return { raws, rows };
}

/** Whether a row matches the query, as the store's documentation says it should. */
function matches(row: Row, query: ModelQuery): boolean {
  if (query.author !== undefined && row.author !== query.author) return false;
  if (query.pipelineTag !== undefined && row.pipeline_tag !== query.pipelineTag) return false;
  // As on the Hub, a model's library_name is one of its tags, and a library filter is a tag filter.
  const tags = row.library_name ? [...row.tags, row.library_name] : row.tags;
  if (query.library !== undefined && !tags.includes(query.library)) return false;
  if (query.tags?.some((tag) => !tags.includes(tag))) return false;
  if (query.inferenceProviders?.length) {
    const any = query.inferenceProviders.includes("all") && row.providers.length > 0;
    if (!any && !query.inferenceProviders.some((provider) => row.providers.includes(provider))) return false;
  }
  if (query.languages?.some((language) => !tags.includes(language))) return false;
  if (query.licenses?.some((license) => !tags.includes(`license:${license}`))) return false;
  if (query.gated !== undefined && row.gated !== query.gated) return false;
  if (query.baseModelsOnly && row.tags.some((tag) => tag.startsWith("base_model:"))) return false;
  // A range, or the order by parameter count, holds only the models that state a count.
  const range = query.numParameters ?? (query.sort === "num_parameters" ? {} : undefined);
  if (range) {
    const { min = 1, max = Number.POSITIVE_INFINITY } = range;
    if (row.parameters < Math.max(min, 1) || row.parameters > max) return false;
  }
  if (query.search !== undefined) {
    // Every term, in any order, is part of the id or the author.
    const names = [row.id.toLowerCase(), row.author.toLowerCase()];
    const terms = query.search.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.every((term) => names.some((name) => name.includes(term)))) return false;
  }
  return true;
}

const SORT_FIELDS: Record<SortKey, (keyof Row)[]> = {
  downloads: ["downloads"],
  likes: ["likes", "downloads"],
  trendingScore: ["trendingScore", "downloads"],
  createdAt: ["createdAt"],
  lastModified: ["lastModified"],
  num_parameters: ["parameters", "downloads"],
};

/**
 * A match's relevance tier for a search (decision 100), best highest: 2 its id or name (the id
 * after the `/`) is the search, 1 its name starts with the first term and holds the others, 0 the
 * rest.
 */
function relevanceTier(row: Row, search: string | undefined): number {
  const terms = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length) return 0;
  const id = row.id.toLowerCase();
  const name = id.slice(id.indexOf("/") + 1);
  const typed = terms.join(" ");
  if (name === typed || id === typed) return 2;
  const [first = "", ...others] = terms;
  return name.startsWith(first) && others.every((term) => name.includes(term)) ? 1 : 0;
}

function sorted(rows: Row[], sort: ListingSort, direction: SortDirection, search?: string): Row[] {
  const sign = direction === "desc" ? -1 : 1;
  const tiered = rows.map((row) => ({ ...row, tier: relevanceTier(row, search) }));
  const fields: (keyof Row | "tier")[] =
    sort === "relevance" ? ["tier", "downloads", "rowid"] : [...SORT_FIELDS[sort as SortKey], "rowid"];
  return tiered.sort((a, b) => {
    for (const field of fields) {
      const [x, y] = [a[field] as number | string, b[field] as number | string];
      if (x !== y) return x < y ? -sign : sign;
    }
    return 0;
  });
}

/** The libraries a row counts under: the catalogue's among its library_name and tags. */
function librariesOf(row: Row): string[] {
  const named = new Set([...(row.library_name ? [row.library_name] : []), ...row.tags]);
  return [...named].filter((name) => Object.hasOwn(MODEL_LIBRARIES, name));
}

/** Value counts, most first, ties by value in code-point order. */
function counted(values: (string | undefined)[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** A random query; `searchShare`: how often it searches. */
function randomQuery(random: () => number, searchShare = 0.3): ModelQuery {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const query: ModelQuery = {};
  if (random() < 0.2) query.author = pick(OWNERS);
  if (random() < 0.35) query.pipelineTag = pick(TASKS);
  if (random() < 0.3) query.library = pick([...LIBRARIES, "diffusers"]);
  if (random() < 0.35) query.tags = [...new Set([pick(TAGS), ...(random() < 0.3 ? [pick(TAGS)] : [])])];
  if (random() < 0.2) {
    query.inferenceProviders =
      random() < 0.3
        ? ["all"]
        : [...new Set([pick(PROVIDERS), ...(random() < 0.5 ? [pick(PROVIDERS)] : [])])];
  }
  if (random() < searchShare) {
    // Whole words, parts of words of every length, several terms, and ids' punctuation.
    const terms = [
      ...WORDS,
      ...OWNERS,
      "he",
      "v",
      "ron",
      "at",
      "ISI",
      "cme/",
      "-ba",
      "1",
      "owl chat",
      "n tiny",
      "Heron",
      "nyu/owl",
      "acme",
      "owl tiny",
    ];
    query.search = pick(terms);
  }
  // The filters a card's metadata answers.
  if (random() < 0.15) query.languages = [pick(["en", "fr"])];
  if (random() < 0.15) query.licenses = [pick(["mit", "apache-2.0"])];
  if (random() < 0.15) query.gated = random() < 0.5;
  if (random() < 0.15) query.baseModelsOnly = true;
  if (random() < 0.2) {
    query.numParameters = pick([{ min: 1e9, max: 3e9 }, { min: 3e9, max: 8e9 }, { min: 75e9 }, { max: 1e9 }]);
  }
  return query;
}

/** Every id of a listing, read a page at a time through its cursors. */
async function walk(store: Store, query: ModelQuery, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await store.models.list({ ...query, limit, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error("the listing never ended");
}

describe.each(STORE_ENGINES)("model listings against a naive reference ($engine)", ({ open }) => {
  const { raws, rows } = generate(700, 5);
  let store: Store;
  beforeAll(async () => {
    store = await open();
    await store.models.upsertMany(raws);
  });
  afterAll(() => store.close());
  const random = seededRandom(17);

  it("list every page, in order, and count every total and sidebar as the reference does", async () => {
    for (let n = 0; n < 180; n++) {
      const sort = SORTS[n % SORTS.length] as ListingSort;
      // With its sort: the order by parameter count holds only the models that state one, and
      // relevance orders a search's matches (most of its queries search).
      const query = { ...randomQuery(random, sort === "relevance" ? 0.8 : 0.3), sort };
      const direction: SortDirection = random() < 0.7 ? "desc" : "asc";
      const label = JSON.stringify({ ...query, direction });
      const expected = sorted(
        rows.filter((row) => matches(row, query)),
        sort,
        direction,
        query.search,
      );
      expect(await walk(store, { ...query, direction }, 1 + (n % 9) * 4), label).toEqual(
        expected.map((row) => row.id),
      );
      expect(await store.models.count(query), label).toBe(expected.length);
      expect(await store.models.total(query), label).toEqual({ count: expected.length, exact: true });
      expect(await store.models.facetCountsWithin("pipeline_tag", query, -1), label).toEqual(
        counted(expected.map((row) => row.pipeline_tag)),
      );
      expect(await store.models.facetCountsWithin("library", query, -1), label).toEqual(
        counted(expected.flatMap(librariesOf)),
      );
      expect(await store.models.tagCountsWithin(["license:", "region:"], query), label).toEqual({
        counts: counted(expected.flatMap((row) => row.tags.filter((tag) => /^(license|region):/.test(tag)))),
        withinQuery: true,
      });
    }
  });

  it("past the row bound, gives the whole catalogue's sidebar counts", async () => {
    const query: ModelQuery = { tags: ["en"], search: "owl" };
    const expected = rows.filter((row) => matches(row, query)).length;
    expect(expected).toBeGreaterThan(20);
    expect(await store.models.facetCountsWithinBound("library", query, { rowBound: 20 })).toEqual({
      counts: await store.models.facetCounts("library", { limit: 100 }),
      withinQuery: false,
    });
    expect(await store.models.tagCountsWithin(["license:"], query, { rowBound: expected })).toMatchObject({
      withinQuery: true,
    });
  });
});
