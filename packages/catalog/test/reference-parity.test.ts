import {
  DATASET_LIBRARIES_UI_ELEMENTS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
} from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { DATASET_LIBRARIES } from "../src/dataset-libraries/index";
import { MODEL_LIBRARIES } from "../src/libraries/index";
import type { CountDownloadsRule, ModelLibraryEntry } from "../src/libraries/types";
import { PIPELINES } from "../src/tasks/pipelines";

// The catalogue against the registries of the installed reference (@huggingface/tasks): every
// field both carry must agree, and a library or task one has and the other lacks is a difference
// too. A difference fails the test unless KNOWN_DIFFERENCES below lists it with its reason, and an
// entry there that no longer differs fails it too, so the table stays true.

type Registry = "model library" | "task" | "dataset library";

interface Difference {
  registry: Registry;
  key: string;
  field: string;
  reference: unknown;
  ours: unknown;
}

/** Differences we keep on purpose: `${registry} ${key} ${field}` to the reason. */
const KNOWN_DIFFERENCES: Record<string, string> = {
  "model library quantumpeer countDownloads":
    'The reference asks for path_extension "setup.py", which no extension can equal, so it counts nothing; we count setup.py.',
  "model library ssr-speech countDownloads":
    'The reference spells the extension ".pth" with its dot, which matches no file; we count .pth files.',
  "model library comet snippets":
    "The reference has no snippet; unbabel-comet loads a Hub checkpoint through download_model and load_from_checkpoint, which ours shows.",
  "model library deepforest snippets":
    "The reference has no snippet; DeepForest loads Hub weights by repository id (load_model(model_name=...)), which ours shows.",
  "model library doctr snippets":
    "The reference has no snippet; docTR loads Hub models with from_hub and plugs them into ocr_predictor, which ours shows.",
  "model library hezar snippets":
    "The reference has no snippet; Hezar loads any of its Hub models with Model.load, which ours shows.",
  "model library litert snippets":
    "The reference has no snippet; a .tflite file runs with the LiteRT interpreter after hf_hub_download, which ours shows.",
  "dataset library daft present":
    "Not in the reference's registry, but the Hub documents it (docs/hub/datasets-daft) and it reads hf:// datasets natively.",
  "dataset library embedding-atlas present":
    "Not in the reference's registry, but the Hub documents it (docs/hub/datasets-embedding-atlas) for browsing a dataset's embeddings.",
  "dataset library pyarrow present":
    "Not in the reference's registry, but the Hub documents it (docs/hub/datasets-pyarrow) for reading data files through hf://.",
  "dataset library spark present":
    "Not in the reference's registry, but the Hub documents it (docs/hub/datasets-spark) through pyspark_huggingface.",
  "dataset library harbor present":
    "Missing: each catalogue dataset library comes with a loading snippet, and none is written yet for this agent-environment framework.",
  "dataset library verifiers present":
    "Missing: each catalogue dataset library comes with a loading snippet, and none is written yet for this agent-environment framework.",
  "dataset library openenv present":
    "Missing: each catalogue dataset library comes with a loading snippet, and none is written yet for this agent-environment framework.",
  "dataset library nemo-gym present":
    "Missing: each catalogue dataset library comes with a loading snippet, and none is written yet for this agent-environment framework.",
};

/** Compares the fields of entries both registries hold, and reports the keys only one holds. */
function compareRegistries<R, O>(
  registry: Registry,
  reference: Record<string, R>,
  ours: Record<string, O>,
  fields: Record<string, { reference: (entry: R) => unknown; ours: (entry: O) => unknown }>,
): Difference[] {
  const differences: Difference[] = [];
  for (const key of new Set([...Object.keys(reference), ...Object.keys(ours)])) {
    const inReference = Object.hasOwn(reference, key);
    const inOurs = Object.hasOwn(ours, key);
    if (!inReference || !inOurs) {
      differences.push({ registry, key, field: "present", reference: inReference, ours: inOurs });
      continue;
    }
    for (const [field, read] of Object.entries(fields)) {
      const theirs = read.reference(reference[key] as R);
      const mine = read.ours(ours[key] as O);
      if (JSON.stringify(theirs) !== JSON.stringify(mine)) {
        differences.push({ registry, key, field, reference: theirs, ours: mine });
      }
    }
  }
  return differences;
}

// Download rules are compared as sets of AND-clauses over the Hub's query fields (path,
// path_prefix, path_filename, path_extension, _exists_), each clause and the set sorted.

type Clause = string[];

/** Reads the reference's query (`field:"value"` terms joined by AND, OR and parentheses) as OR-ed clauses. */
function clausesOfQuery(query: string): Clause[] {
  const tokens = query.match(/\(|\)|\bAND\b|\bOR\b|[\w]+:"[^"]*"|\S+/gu) ?? [];
  let position = 0;
  const fail = (what: string): never => {
    throw new Error(`cannot read the download rule ${JSON.stringify(query)}: ${what}`);
  };
  const readFactor = (): Clause[] => {
    const token = tokens[position++] ?? fail("it ends too early");
    if (token === "(") {
      const inner = readOr();
      if (tokens[position++] !== ")") fail("a parenthesis is not closed");
      return inner;
    }
    const term = /^(path|path_prefix|path_filename|path_extension|_exists_):"([^"]*)"$/u.exec(token);
    if (!term) return fail(`unknown term ${token}`);
    return [[`${term[1]}=${term[2]}`]];
  };
  const readAnd = (): Clause[] => {
    let clauses = readFactor();
    while (tokens[position] === "AND") {
      position++;
      const right = readFactor();
      clauses = clauses.flatMap((left) => right.map((clause) => [...left, ...clause]));
    }
    return clauses;
  };
  const readOr = (): Clause[] => {
    const clauses = readAnd();
    while (tokens[position] === "OR") {
      position++;
      clauses.push(...readAnd());
    }
    return clauses;
  };
  const clauses = readOr();
  if (position !== tokens.length) fail(`unexpected ${tokens[position]}`);
  return clauses;
}

/** Our rule as OR-ed clauses over the same query fields. */
function clausesOfRule(rule: CountDownloadsRule): Clause[] {
  return [
    ...(rule.paths ?? []).map((path) => [`path=${path}`]),
    ...(rule.fileNames ?? []).map((name) => [`path_filename=${name}`]),
    ...(rule.pathPrefixes ?? []).map((prefix) => [`path_prefix=${prefix}`]),
    ...(rule.extensions ?? []).map((extension) => [`path_extension=${extension}`]),
    ...(rule.allOf ?? []).map((condition) => [
      ...(condition.path === undefined ? [] : [`path=${condition.path}`]),
      ...(condition.pathPrefix === undefined ? [] : [`path_prefix=${condition.pathPrefix}`]),
      ...(condition.fileName === undefined ? [] : [`path_filename=${condition.fileName}`]),
      ...(condition.extension === undefined ? [] : [`path_extension=${condition.extension}`]),
      ...(condition.inSubfolder ? ["_exists_=path_prefix"] : []),
    ]),
  ];
}

/** One comparable text for a rule; "default" when there is none (both then use the Hub's default files). */
function canonicalRule(clauses: Clause[] | undefined): string {
  if (!clauses) return "default";
  const sorted = clauses.map((clause) => [...new Set(clause)].sort().join(" AND "));
  return [...new Set(sorted)].sort().join(" OR ");
}

type ReferenceModelLibrary =
  (typeof MODEL_LIBRARIES_UI_ELEMENTS)[keyof typeof MODEL_LIBRARIES_UI_ELEMENTS] & {
    docsUrl?: string;
    filter?: boolean;
    countDownloads?: string;
    snippets?: unknown;
  };

function modelLibraryDifferences(): Difference[] {
  return compareRegistries<ReferenceModelLibrary, ModelLibraryEntry>(
    "model library",
    MODEL_LIBRARIES_UI_ELEMENTS as Record<string, ReferenceModelLibrary>,
    MODEL_LIBRARIES,
    {
      prettyLabel: { reference: (entry) => entry.prettyLabel, ours: (entry) => entry.prettyLabel },
      repoName: { reference: (entry) => entry.repoName, ours: (entry) => entry.repoName },
      repoUrl: { reference: (entry) => entry.repoUrl, ours: (entry) => entry.repoUrl },
      docsUrl: { reference: (entry) => entry.docsUrl ?? null, ours: (entry) => entry.docsUrl ?? null },
      // The reference leaves the flag out for libraries not offered as filters.
      filter: { reference: (entry) => entry.filter ?? false, ours: (entry) => entry.filter },
      countDownloads: {
        reference: (entry) =>
          canonicalRule(
            entry.countDownloads === undefined ? undefined : clausesOfQuery(entry.countDownloads),
          ),
        ours: (entry) => canonicalRule(entry.countDownloads && clausesOfRule(entry.countDownloads)),
      },
      snippets: {
        reference: (entry) => typeof entry.snippets === "function",
        ours: (entry) => typeof entry.snippets === "function",
      },
    },
  );
}

type ReferenceTask = (typeof PIPELINE_DATA)[keyof typeof PIPELINE_DATA] & {
  hideInModels?: boolean;
  hideInDatasets?: boolean;
  subtasks?: { type: string; name: string }[];
};
type OurTask = (typeof PIPELINES)[keyof typeof PIPELINES] & {
  hideInModels?: boolean;
  hideInDatasets?: boolean;
  subtasks?: readonly { type: string; name: string }[];
};

function taskDifferences(): Difference[] {
  const subtasks = (entry: ReferenceTask | OurTask) =>
    (entry.subtasks ?? []).map((subtask) => `${subtask.type}: ${subtask.name}`);
  return compareRegistries<ReferenceTask, OurTask>(
    "task",
    PIPELINE_DATA as Record<string, ReferenceTask>,
    PIPELINES as Record<string, OurTask>,
    {
      name: { reference: (entry) => entry.name, ours: (entry) => entry.name },
      modality: { reference: (entry) => entry.modality, ours: (entry) => entry.modality },
      subtasks: { reference: subtasks, ours: subtasks },
      hideInModels: {
        reference: (entry) => entry.hideInModels ?? false,
        ours: (entry) => entry.hideInModels ?? false,
      },
      hideInDatasets: {
        reference: (entry) => entry.hideInDatasets ?? false,
        ours: (entry) => entry.hideInDatasets ?? false,
      },
    },
  );
}

type ReferenceDatasetLibrary =
  (typeof DATASET_LIBRARIES_UI_ELEMENTS)[keyof typeof DATASET_LIBRARIES_UI_ELEMENTS] & {
    docsUrl?: string;
  };

function datasetLibraryDifferences(): Difference[] {
  return compareRegistries(
    "dataset library",
    DATASET_LIBRARIES_UI_ELEMENTS as Record<string, ReferenceDatasetLibrary>,
    DATASET_LIBRARIES,
    {
      prettyLabel: { reference: (entry) => entry.prettyLabel, ours: (entry) => entry.prettyLabel },
      repoName: { reference: (entry) => entry.repoName, ours: (entry) => entry.repoName },
      repoUrl: { reference: (entry) => entry.repoUrl, ours: (entry) => entry.repoUrl },
      docsUrl: { reference: (entry) => entry.docsUrl ?? null, ours: (entry) => entry.docsUrl ?? null },
    },
  );
}

const differences = [...modelLibraryDifferences(), ...taskDifferences(), ...datasetLibraryDifferences()];
const idOf = (difference: Difference) => `${difference.registry} ${difference.key} ${difference.field}`;

describe("the catalogue against the reference's registries", () => {
  it("differs from them only where KNOWN_DIFFERENCES says why", () => {
    const unexplained = differences
      .filter((difference) => !Object.hasOwn(KNOWN_DIFFERENCES, idOf(difference)))
      .map(
        (difference) =>
          `${idOf(difference)}: reference ${JSON.stringify(difference.reference)}, ours ${JSON.stringify(difference.ours)}`,
      );
    expect(unexplained).toEqual([]);
  });

  it("lists no difference that has gone", () => {
    const found = new Set(differences.map(idOf));
    expect(Object.keys(KNOWN_DIFFERENCES).filter((id) => !found.has(id))).toEqual([]);
  });

  it("gives every listed difference a reason", () => {
    expect(Object.entries(KNOWN_DIFFERENCES).filter(([, reason]) => reason.trim().length < 20)).toEqual([]);
  });

  it("reads registries of the expected size", () => {
    // Guards against comparing with an empty or renamed export of a future reference version.
    expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS).length).toBeGreaterThan(200);
    expect(Object.keys(PIPELINE_DATA).length).toBeGreaterThan(40);
    expect(Object.keys(DATASET_LIBRARIES_UI_ELEMENTS).length).toBeGreaterThan(10);
  });
});

describe("clausesOfQuery", () => {
  it("reads AND before OR, parentheses, and every field the Hub's rules use", () => {
    expect(
      clausesOfQuery('path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")'),
    ).toEqual([["path_extension=gguf"], ["path_filename=config", "path_extension=json"]]);
    expect(
      clausesOfQuery('(path:"a.pt" OR path_prefix:"ckpt/") AND _exists_:"path_prefix" OR path:"b"'),
    ).toEqual([
      ["path=a.pt", "_exists_=path_prefix"],
      ["path_prefix=ckpt/", "_exists_=path_prefix"],
      ["path=b"],
    ]);
  });

  it("refuses a rule it cannot read rather than comparing half of it", () => {
    expect(() => clausesOfQuery('path_glob:"*.pt"')).toThrow(/unknown term/u);
    expect(() => clausesOfQuery('(path:"a"')).toThrow(/not closed/u);
    expect(() => clausesOfQuery('path:"a" OR')).toThrow(/ends too early/u);
    expect(() => clausesOfQuery('path:"a" path:"b"')).toThrow(/unexpected/u);
  });
});
