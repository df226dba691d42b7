// The listing's conditions of each local app (LocalApp.listedBy) against its rule (`shows`): on
// every fixture and every record of the sample catalogue, a row qualifies exactly when the model
// page shows the app. `ggufFile` is the store's "loadable .gguf file" tag, which stands for the
// rule's GGUF metadata (decision 081 counts where the two differ); here it is read as the rule does.
// The other conditions are read as the store reads them when it writes a model (listedWhenHolds).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH } from "../scripts/snippet-sweep";
import { LISTED_LOCAL_APPS, LOCAL_APPS, type LocalAppKey } from "../src/local-apps/index";
import { type ListedWhen, listedWhenHolds } from "../src/local-apps/listing-rules";
import { isGgufModel } from "../src/local-apps/model-rules";
import type { LocalApp } from "../src/local-apps/types";
import { type ModelRecord, normalizeModelRecord } from "../src/model/model-record";

const FIXTURE_INPUTS = join(import.meta.dirname, "fixtures", "local-apps", "inputs");
const models = [
  ...readdirSync(FIXTURE_INPUTS)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(FIXTURE_INPUTS, name), "utf8")) as unknown),
  ...readJsonLines(SAMPLE_MODELS_PATH),
].map((raw) => normalizeModelRecord(raw));

function qualifies(when: ListedWhen, model: ModelRecord): boolean {
  const { ggufFile, ...rest } = when;
  return (!ggufFile || isGgufModel(model)) && listedWhenHolds(rest, model, model);
}

describe("the apps a model listing filters by", () => {
  it("are every app, those whose rule reads config.json or the chat template too", () => {
    expect([...LISTED_LOCAL_APPS].sort()).toEqual((Object.keys(LOCAL_APPS) as LocalAppKey[]).sort());
  });

  it("list exactly the models the page shows them for, on the fixtures and the whole sample", () => {
    expect(models.length).toBeGreaterThan(5000);
    const differences: string[] = [];
    const listedCounts: Record<string, number> = {};
    for (const id of LISTED_LOCAL_APPS) {
      const app = LOCAL_APPS[id] as LocalApp;
      listedCounts[id] = 0;
      for (const model of models) {
        const listed = (app.listedBy ?? []).some((when) => qualifies(when, model));
        const shown = app.shows(model);
        if (listed) listedCounts[id]++;
        if (listed === shown) continue;
        differences.push(`${id} ${model.id}: listed ${listed}, shown ${shown}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    // Each finds some model: the conditions are not vacuous.
    expect(Object.entries(listedCounts).filter(([, count]) => count === 0)).toEqual([]);
  }, 60_000);
});
