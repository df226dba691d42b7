import { describe, expect, it } from "vitest";
import { ignoredSortNotice } from "./listing-notices";
import { defaultSortFor, listingHref, readListingParams } from "./listing-params";

describe("listing URL state", () => {
  it("reads the Hub's parameter names and falls back to the default for an unknown sort", () => {
    const params = readListingParams(
      "models",
      new URLSearchParams("search=llama&pipeline_tag=text-generation&library=transformers&sort=bogus"),
    );
    // A search lists its best matches first (decision 100).
    expect(params).toEqual({
      search: "llama",
      task: "text-generation",
      library: "transformers",
      sort: "relevance",
      ignoredSort: "bogus",
      defaultSort: "relevance",
    });
    expect(readListingParams("models", new URLSearchParams("pipeline_tag=text-generation")).sort).toBe(
      "trending",
    );
    expect(ignoredSortNotice(params, "models")).toBe(
      'Ignored the sort "bogus": listings sort by most relevant, trending, most downloads, most likes, recently created, recently updated or most parameters.',
    );
    expect(listingHref("models", params, {})).toBe(
      "/models?search=llama&pipeline_tag=text-generation&library=transformers",
    );
    expect(readListingParams("datasets", new URLSearchParams("task_categories=translation")).task).toBe(
      "translation",
    );
  });

  it("orders by relevance only while searching, and says so when a link asks for it without a search", () => {
    const searching = readListingParams("models", new URLSearchParams("search=gpt2&sort=downloads"));
    expect(searching.sort).toBe("downloads");
    expect(listingHref("models", searching, { sort: "relevance" })).toBe("/models?search=gpt2");
    const browsing = readListingParams("datasets", new URLSearchParams("sort=relevance"), "downloads");
    expect(browsing).toMatchObject({ sort: "downloads", ignoredSort: "relevance" });
    expect(ignoredSortNotice(browsing, "datasets")).toBe(
      `Ignored the sort "most relevant": it orders a search's matches, and there is no search.`,
    );
  });

  it("reads the API's sort names as the menu's, so links written for /api/models work", () => {
    const read = (sort: string) => readListingParams("models", new URLSearchParams({ sort }));
    expect(read("createdAt").sort).toBe("created");
    expect(read("lastModified").sort).toBe("modified");
    expect(read("trendingScore").sort).toBe("trending");
    expect(read(" likes ").sort).toBe("likes");
    for (const sort of ["created", "downloads"])
      expect(ignoredSortNotice(read(sort), "models")).toBe(undefined);
    expect(read("").ignoredSort).toBe(undefined);
    expect(ignoredSortNotice(read("x".repeat(60)), "models")).toContain(`"${"x".repeat(40)}…"`);
  });

  it("builds links that change one thing, drop the page cursor and omit the default sort", () => {
    const params = readListingParams(
      "models",
      new URLSearchParams("pipeline_tag=fill-mask&cursor=abc&sort=likes"),
    );
    expect(listingHref("models", params, { library: "transformers" })).toBe(
      "/models?pipeline_tag=fill-mask&library=transformers&sort=likes",
    );
    expect(listingHref("models", params, { task: undefined, sort: "trending" })).toBe("/models");
    expect(listingHref("datasets", { search: "a b&c", sort: "trending", defaultSort: "trending" }, {})).toBe(
      "/datasets?search=a+b%26c",
    );
  });

  it("escapes what a search or an id holds as a form does, but the separators of the Hub's links", () => {
    const search = "Qwen/Qwen2.5 (7B), ü~!*#%:x";
    const href = listingHref(
      "models",
      { search, sort: "trending", defaultSort: "trending" },
      { apps: ["a&b"] },
    );
    expect(href).toBe("/models?search=Qwen/Qwen2.5+(7B),+%C3%BC%7E%21*%23%25:x&apps=a%26b");
    const back = readListingParams("models", new URL(`http://hub.test${href}`).searchParams);
    expect(back.search).toBe(search);
    expect(back.apps).toEqual(["a&b"]);
  });

  it("opens by most downloads when the catalogue has no trending scores, and links accordingly", () => {
    expect(defaultSortFor(12.5)).toBe("trending");
    expect(defaultSortFor(0)).toBe("downloads");
    expect(defaultSortFor(undefined)).toBe("downloads");
    const params = readListingParams("datasets", new URLSearchParams(""), "downloads");
    expect(params.sort).toBe("downloads");
    expect(listingHref("datasets", params, { sort: "downloads" })).toBe("/datasets");
    expect(listingHref("datasets", params, { sort: "trending" })).toBe("/datasets?sort=trending");
  });

  it("reads inference providers and local apps as lists, comma-separated or repeated, as the Hub writes them", () => {
    const params = readListingParams(
      "models",
      new URLSearchParams(
        "inference_provider=together,%20groq,,together&inference_provider=fal-ai&apps=ollama",
      ),
    );
    expect(params.providers).toEqual(["together", "groq", "fal-ai"]);
    expect(params.apps).toEqual(["ollama"]);
    expect(readListingParams("models", new URLSearchParams("inference_provider=,&apps=")).providers).toBe(
      undefined,
    );
    // Datasets have no such filters: the parameters are not read (nor written back).
    const datasets = readListingParams("datasets", new URLSearchParams("inference_provider=together"));
    expect(datasets.providers).toBe(undefined);
    expect(listingHref("datasets", { ...datasets, providers: ["together"] }, {})).toBe("/datasets");
    const many = Array.from({ length: 40 }, (_, i) => `p${i}`).join(",");
    expect(
      readListingParams("models", new URLSearchParams({ inference_provider: many })).providers,
    ).toHaveLength(32);
  });

  it("links lists with plain commas, and drops a list filter when it empties", () => {
    const params = readListingParams(
      "models",
      new URLSearchParams(
        "pipeline_tag=text-generation&inference_provider=together&apps=llama.cpp&cursor=abc",
      ),
    );
    expect(listingHref("models", params, { providers: ["together", "groq"] })).toBe(
      "/models?pipeline_tag=text-generation&inference_provider=together,groq&apps=llama.cpp",
    );
    expect(listingHref("models", params, { providers: [], apps: undefined })).toBe(
      "/models?pipeline_tag=text-generation",
    );
    const back = readListingParams(
      "models",
      new URL(`http://hub.test${listingHref("models", params, { providers: ["a", "b"] })}`).searchParams,
    );
    expect(back.providers).toEqual(["a", "b"]);
  });

  it("reads the Hub's other= and filter= tag filters (its model tree links), and links them as other=", () => {
    const params = readListingParams(
      "models",
      new URLSearchParams(
        "other=base_model:finetune:Qwen/Qwen2.5-7B&filter=gguf,%20license:mit,gguf&sort=likes",
      ),
    );
    expect(params.tags).toEqual(["base_model:finetune:Qwen/Qwen2.5-7B", "gguf", "license:mit"]);
    const href = listingHref("models", params, { sort: "downloads" });
    expect(href).toBe("/models?other=base_model:finetune:Qwen/Qwen2.5-7B,gguf,license:mit&sort=downloads");
    expect(readListingParams("models", new URL(`http://hub.test${href}`).searchParams).tags).toEqual(
      params.tags,
    );
    expect(listingHref("models", params, { tags: ["gguf"] })).toBe("/models?other=gguf&sort=likes");
    expect(readListingParams("models", new URLSearchParams("other=&filter=,")).tags).toBe(undefined);
    // The dataset listing has no tag filter: the parameters are not read.
    expect(readListingParams("datasets", new URLSearchParams("other=gguf")).tags).toBe(undefined);
  });
});

describe("dataset facet filters in the URL", () => {
  it("reads the Hub's forms and writes them back, a page link keeping them", () => {
    const hub =
      "modality=modality:text,modality:image&size_categories=or:(size_categories:n<1K,size_categories:1K<n<10K)&language=fr&library=library:pandas,library:polars&task_categories=task_categories:translation";
    const params = readListingParams("datasets", new URLSearchParams(hub));
    expect(params.tagFilters).toEqual({
      modality: { values: ["text", "image"] },
      size_categories: { values: ["n<1K", "1K<n<10K"], any: true },
      language: { values: ["fr"] },
      library: { values: ["pandas", "polars"] },
    });
    expect(params.task).toBe("translation");
    expect(params.library).toBe(undefined);
    const href = listingHref("datasets", params, { cursor: "c1" });
    expect(href).toBe(
      "/datasets?task_categories=translation&modality=modality:text,modality:image&size_categories=or:(size_categories:n%3C1K,size_categories:1K%3Cn%3C10K)&language=language:fr&library=library:pandas,library:polars&cursor=c1",
    );
    expect(readListingParams("datasets", new URL(`http://hub.test${href}`).searchParams).tagFilters).toEqual(
      params.tagFilters,
    );
  });

  it("keeps a parameter it cannot read out of the listing, with why", () => {
    const params = readListingParams(
      "datasets",
      new URLSearchParams("format=format:parquet&modality=or:(text"),
    );
    expect(params.tagFilters).toEqual({ format: { values: ["parquet"] } });
    expect(params.ignoredTagFilters).toEqual([
      ["modality", 'an "or:" needs its values in parentheses: or:(a,b)'],
    ]);
  });
});
