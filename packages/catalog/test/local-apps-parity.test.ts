// The local apps against the reference's (LOCAL_APPS of @huggingface/tasks, imported by this test
// only): the same ids, labels, macOS flags, tasks and documentation links, and the same answer to
// "does the model page show it" for every fixture and every record of the sample catalogue. A
// difference fails unless it is listed below with its reason.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_APPS as REFERENCE_APPS } from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH } from "../scripts/snippet-sweep";
import { LOCAL_APPS } from "../src/local-apps/index";
import type { LocalApp } from "../src/local-apps/types";
import { normalizeModelRecord } from "../src/model/model-record";

/** Fields where this catalogue knowingly differs from the reference, as "app field" keys. */
const KNOWN_DIFFERENCES: Record<string, string> = {
  "llama.cpp docsUrl":
    "the project's repository moved to github.com/ggml-org/llama.cpp; the reference still links the old owner, which redirects",
};

/** Display-rule differences on particular models, as "app model-id" keys. None today. */
const KNOWN_RULE_DIFFERENCES: Record<string, string> = {};

type ReferenceApp = (typeof REFERENCE_APPS)[keyof typeof REFERENCE_APPS];
const referenceEntries = Object.entries(REFERENCE_APPS) as [string, ReferenceApp][];
const ours = LOCAL_APPS as Record<string, LocalApp>;

function fieldDifferences(): string[] {
  const differences: string[] = [];
  for (const [id, reference] of referenceEntries) {
    const app = ours[id];
    if (app === undefined) {
      differences.push(`${id} missing`);
      continue;
    }
    const fields: [string, unknown, unknown][] = [
      ["prettyLabel", reference.prettyLabel, app.prettyLabel],
      ["docsUrl", reference.docsUrl, app.docsUrl],
      ["macOSOnly", "macOSOnly" in reference && reference.macOSOnly === true, app.macOSOnly === true],
      ["mainTask", reference.mainTask, app.mainTask],
      // An app the reference opens by a link has one here; one it gives commands for has commands.
      ["deepLink", "deeplink" in reference, app.deepLink !== undefined],
      ["snippets", "snippet" in reference, app.snippets !== undefined],
    ];
    for (const [field, expected, actual] of fields) {
      if (expected !== actual && !(`${id} ${field}` in KNOWN_DIFFERENCES)) {
        differences.push(
          `${id} ${field}: reference ${JSON.stringify(expected)}, ours ${JSON.stringify(actual)}`,
        );
      }
    }
  }
  for (const id of Object.keys(ours)) {
    if (!Object.hasOwn(REFERENCE_APPS, id)) differences.push(`${id} is not a reference app`);
  }
  return differences;
}

const FIXTURE_INPUTS = join(import.meta.dirname, "fixtures", "local-apps", "inputs");
const fixtureRecords = readdirSync(FIXTURE_INPUTS)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(join(FIXTURE_INPUTS, name), "utf8")) as Record<string, unknown>);
const sampleRecords = readJsonLines(SAMPLE_MODELS_PATH) as Record<string, unknown>[];

/** Where our rule and the reference's disagree on `records`, as "app model-id: reference X" lines. */
function ruleDifferences(records: Record<string, unknown>[]): string[] {
  const differences: string[] = [];
  for (const raw of records) {
    const model = normalizeModelRecord(raw);
    // The reference reads the Hub's shape, in which every model has a tag list.
    const referenceModel = { tags: [], ...raw } as unknown as Parameters<
      ReferenceApp["displayOnModelPage"]
    >[0];
    for (const [id, reference] of referenceEntries) {
      const expected = reference.displayOnModelPage(referenceModel);
      const actual = ours[id]?.shows(model);
      if (expected !== actual && !(`${id} ${model.id}` in KNOWN_RULE_DIFFERENCES)) {
        differences.push(`${id} ${model.id}: reference ${expected}, ours ${actual}`);
      }
    }
  }
  return differences;
}

describe("local apps match the reference's", () => {
  it("have its ids, labels, macOS flags, tasks, links and kinds of use", () => {
    expect(fieldDifferences()).toEqual([]);
  });

  it("list no known difference that is not one", () => {
    const stale = Object.keys(KNOWN_DIFFERENCES).filter((key) => {
      const [id = "", field = ""] = key.split(" ");
      const reference = (REFERENCE_APPS as Record<string, Record<string, unknown>>)[id];
      return reference?.[field] === (ours[id] as unknown as Record<string, unknown> | undefined)?.[field];
    });
    expect(stale).toEqual([]);
  });

  it("show for the same fixture models", () => {
    expect(fixtureRecords.length).toBeGreaterThan(15);
    expect(ruleDifferences(fixtureRecords)).toEqual([]);
  });

  it("show for the same models of the sample catalogue", () => {
    expect(sampleRecords.length).toBeGreaterThan(5000);
    const differences = ruleDifferences(sampleRecords);
    expect(differences.slice(0, 20)).toEqual([]);
    expect(differences.length).toBe(0);
  }, 60_000);

  it("each show for some fixture model and not for another", () => {
    const shownBy = (id: string) =>
      fixtureRecords.filter((raw) => ours[id]?.shows(normalizeModelRecord(raw)));
    const always = Object.keys(ours).filter((id) => shownBy(id).length === fixtureRecords.length);
    const never = Object.keys(ours).filter((id) => shownBy(id).length === 0);
    expect({ always, never }).toEqual({ always: [], never: [] });
  });
});
