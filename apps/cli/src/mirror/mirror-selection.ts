import { createHash } from "node:crypto";

/** What a mirror copies. */
export type MirrorKind = "models" | "datasets" | "spaces";

/** One selection of an upstream's records: a listing's filters, or a list of ids. */
export interface MirrorSelection {
  kind: MirrorKind;
  /** The owner (the Hub's `author`). */
  author?: string;
  /** The Hub's `search`. */
  search?: string;
  /** Tags every record carries (the Hub's `filter`). */
  filters?: readonly string[];
  /** Models only: the task (the Hub's `pipeline_tag`). */
  pipelineTag?: string;
  /** These records by id, instead of a listing. */
  ids?: readonly string[];
}

/** The upstream's base URL without a trailing slash: `https://huggingface.co`, `http://host/hub`. */
export function upstreamBase(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`the upstream must be an http:// or https:// URL, got ${JSON.stringify(url)}`);
  }
  parsed.search = "";
  parsed.hash = "";
  return parsed.href.replace(/\/+$/, "");
}

/** The listing's filters as query parameters. */
function filterParams(selection: MirrorSelection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.author !== undefined) params.set("author", selection.author);
  if (selection.search !== undefined) params.set("search", selection.search);
  for (const tag of selection.filters ?? []) params.append("filter", tag);
  if (selection.pipelineTag !== undefined) params.set("pipeline_tag", selection.pipelineTag);
  return params;
}

/**
 * The first page of the selection's records, newest change first (the Hub's `sort=lastModified`),
 * with everything a listing can carry: an incremental run stops where the last one began.
 */
export function recordListingUrl(base: string, selection: MirrorSelection, pageSize: number): string {
  const params = filterParams(selection);
  params.set("sort", "lastModified");
  params.set("direction", "-1");
  params.set("limit", String(pageSize));
  params.set("full", "true");
  if (selection.kind === "models") {
    params.set("config", "true");
    params.set("cardData", "true");
  }
  return `${base}/api/${selection.kind}?${params}`;
}

/** The first page of the selection's ids with their last change only: small pages, cheap to walk. */
export function censusUrl(base: string, selection: MirrorSelection, pageSize: number): string {
  const params = filterParams(selection);
  params.set("expand", "lastModified");
  params.set("limit", String(pageSize));
  return `${base}/api/${selection.kind}?${params}`;
}

/** The API address of one record. */
export function recordUrl(base: string, kind: MirrorKind, id: string): string {
  return `${base}/api/${kind}/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** The address of a model's card (README.md) in the upstream's file endpoint. */
export function cardUrl(base: string, id: string): string {
  return `${base}/${id.split("/").map(encodeURIComponent).join("/")}/resolve/main/README.md`;
}

/** The store's key for a selection's sync state: one per upstream and selection. */
export function syncStateKey(base: string, selection: MirrorSelection): string {
  const { kind, author, search, pipelineTag } = selection;
  const described = {
    upstream: base,
    kind,
    author,
    search,
    filters: selection.filters && [...new Set(selection.filters)].sort(),
    pipelineTag,
    ids:
      selection.ids &&
      createHash("sha256")
        .update([...new Set(selection.ids)].sort().join("\n"))
        .digest("hex")
        .slice(0, 16),
  };
  return `mirror:${JSON.stringify(described)}`;
}

/** The selection in words, for the summary: "models of acme with tag gguf". */
export function describeSelection(selection: MirrorSelection): string {
  const parts: string[] = [selection.kind];
  if (selection.ids) parts.push(`(${selection.ids.length.toLocaleString("en")} ids)`);
  if (selection.author !== undefined) parts.push(`by ${selection.author}`);
  if (selection.pipelineTag !== undefined) parts.push(`for ${selection.pipelineTag}`);
  if (selection.filters?.length) parts.push(`tagged ${selection.filters.join(", ")}`);
  if (selection.search !== undefined) parts.push(`matching ${JSON.stringify(selection.search)}`);
  return parts.join(" ");
}
