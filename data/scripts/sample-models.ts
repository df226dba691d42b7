// Builds the sample's model records from the Hub statistics snapshot, the GGUF repository list
// and the LocalAI gallery. Fields come from the sources only; nothing is invented.
import { isValidRepoId, reservedModelIdStart } from "@modelhub/catalog";
import { isoDate, latestDay, stringList } from "./sources";

type Json = Record<string, unknown>;

/** The records plus the date their download counts were taken. */
export interface SampleModels {
  records: Json[];
  /** YYYY-MM-DD: the latest modification in the statistics snapshot (the snapshot is no older). */
  downloadsAsOf: string | undefined;
}

/** A Hub statistics row as a model record: the API's field names, `gguf` decoded from its JSON text. */
function fromHubStats(row: Json, downloadsAsOf: string | undefined): Json {
  const record: Json = { ...row };
  if (typeof record.gguf === "string") {
    try {
      record.gguf = JSON.parse(record.gguf);
    } catch {
      delete record.gguf;
    }
  }
  for (const key of ["gguf", "cardData", "pipeline_tag", "library_name"]) {
    if (record[key] === null) delete record[key];
  }
  if (downloadsAsOf && typeof record.downloads === "number") record.downloadsAsOf = downloadsAsOf;
  return record;
}

/** A GGUF repository as a model record: its real file list with sizes, licence and last commit. */
function fromGgufRepo(row: Json): Json | undefined {
  const id = typeof row.repo_id === "string" ? row.repo_id : undefined;
  // "spaces/bartowski": a link to a user's spaces taken for a repository; no model has such an id.
  if (!id || !isValidRepoId(id) || reservedModelIdStart(id) !== undefined) return undefined;
  const license = typeof row.license === "string" && row.license !== "" ? row.license : undefined;
  const datasets = stringList(row.datasets).filter((name) => name !== "unknown");
  const record: Json = {
    id,
    tags: ["gguf", ...(license ? [`license:${license}`] : [])],
    siblings: Array.isArray(row.siblings) ? row.siblings : [],
  };
  if (id.includes("/")) record.author = id.split("/")[0];
  const lastModified = isoDate(row.last_commit_time);
  if (lastModified) record.lastModified = lastModified;
  const cardData: Json = {};
  if (license) cardData.license = license;
  if (datasets.length) cardData.datasets = datasets;
  if (Object.keys(cardData).length) record.cardData = cardData;
  if (typeof row.ctx_size === "number") record.gguf = { context_length: row.ctx_size };
  if (typeof row.model_creator === "string" && row.model_creator !== "") record.model_creator = row.model_creator;
  return record;
}

/** Adds the GGUF repository's files (and its tags) to the Hub record of the same id. */
function mergeGguf(hub: Json, gguf: Json): Json {
  const tags = [...new Set([...stringList(hub.tags), ...stringList(gguf.tags)])];
  return { ...gguf, ...hub, tags, siblings: gguf.siblings, model_creator: gguf.model_creator };
}

/**
 * Every model of the sample, sorted by id; rows whose id is not a valid repository id are left out. Gallery descriptions (model-card excerpts) become the
 * `description` of the repositories they name, for full-text search.
 */
export function buildSampleModels(hubRows: Json[], ggufRows: Json[], galleryRows: Json[]): SampleModels {
  const downloadsAsOf = latestDay(hubRows.map((row) => isoDate(row.lastModified)));
  const byId = new Map<string, Json>();
  for (const row of hubRows) {
    const record = fromHubStats(row, downloadsAsOf);
    if (typeof record.id === "string" && isValidRepoId(record.id)) byId.set(record.id, record);
  }
  for (const row of ggufRows) {
    const record = fromGgufRepo(row);
    if (!record) continue;
    const id = record.id as string;
    const hub = byId.get(id);
    byId.set(id, hub ? mergeGguf(hub, record) : record);
  }
  const gallery = [...galleryRows].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  for (const entry of gallery) {
    const description = typeof entry.description === "string" ? entry.description.trim() : "";
    if (!description) continue;
    for (const repo of stringList(entry.hf_repos)) {
      const record = byId.get(repo);
      if (record && record.description === undefined) record.description = description;
    }
  }
  const records = [...byId.values()].sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
  return { records, downloadsAsOf };
}
