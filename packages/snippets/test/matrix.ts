import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ModelRecord, normalizeModelRecord } from "@modelhub/catalog";
import {
  getProviderDefinition,
  getProvidersForModel,
  inferenceTaskOf,
  type SnippetOptions,
} from "../src/index";

// The golden matrix: every fixture model (test/fixtures/inputs) with every provider serving it,
// "auto", and option variants on its main provider.

export const FIXTURES_DIR = join(import.meta.dirname, "fixtures");
export const INPUTS_DIR = join(FIXTURES_DIR, "inputs");
export const EXPECTED_DIR = join(FIXTURES_DIR, "expected");

export interface MatrixCase {
  /** `<fixture>/<provider>[--<variant>]`, also the golden folder. */
  name: string;
  fixture: string;
  model: ModelRecord;
  provider: string;
  options: SnippetOptions;
}

export function loadFixture(name: string): ModelRecord {
  return normalizeModelRecord(JSON.parse(readFileSync(join(INPUTS_DIR, `${name}.json`), "utf8")));
}

export function fixtureNames(): string[] {
  return readdirSync(INPUTS_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

const VARIANTS: [string, SnippetOptions][] = [
  ["direct", { directRequest: true }],
  ["bill-to", { billTo: "acme-corp" }],
  ["endpoint", { endpointUrl: "http://localhost:8080" }],
];

export function matrixCases(): MatrixCase[] {
  return fixtureNames().flatMap((fixture) => {
    const model = loadFixture(fixture);
    const task = inferenceTaskOf(model);
    if (!task) throw new Error(`fixture ${fixture} has no routed task`);
    const serving = getProvidersForModel(model).filter(
      (provider) => provider === "auto" || getProviderDefinition(provider)?.tasks[task] !== undefined,
    );
    const main = serving[0] ?? "auto";
    const cases: MatrixCase[] = serving.map((provider) => ({
      name: `${fixture}/${provider}`,
      fixture,
      model,
      provider,
      options: {},
    }));
    for (const [variant, options] of VARIANTS) {
      cases.push({ name: `${fixture}/${main}--${variant}`, fixture, model, provider: main, options });
    }
    if (task === "conversational") {
      for (const provider of [main, "auto"]) {
        cases.push({
          name: `${fixture}/${provider}--stream`,
          fixture,
          model,
          provider,
          options: { streaming: true },
        });
      }
      cases.push({
        name: `${fixture}/${main}--stream-direct`,
        fixture,
        model,
        provider: main,
        options: { streaming: true, directRequest: true, billTo: "acme-corp" },
      });
      cases.push({
        name: `${fixture}/${main}--generation`,
        fixture,
        model,
        provider: main,
        options: { temperature: 0.5, max_tokens: 256, top_p: 0.9 },
      });
    }
    if (fixture.startsWith("adversarial")) {
      cases.push({
        name: `${fixture}/${main}--literal-token`,
        fixture,
        model,
        provider: main,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} is the point of this input
        options: { accessToken: "hf_it's\"$(x)`y`${z}", billTo: 'O\'Reilly "$(org)"' },
      });
    }
    return cases;
  });
}

/** File extension of each snippet language. */
export const EXTENSIONS = { python: "py", js: "js", sh: "sh" } as const;
