import { parseGgufQuantLabel } from "../gguf/quant-label";
import { pickGgufFile } from "../libraries/shared/gguf-file";
import type { LibrarySnippet } from "../libraries/types";
import type { ModelRecord } from "../model/model-record";
import { GGUF_RUNNERS, type GgufRunnerKey } from "./index";
import type { GgufFileChoice } from "./types";

/** One runner's commands for a model. */
export interface GgufRunnerSnippets {
  /** The runner's registry id. */
  runner: GgufRunnerKey;
  /** Its display name. */
  prettyLabel: string;
  /** The commands, in the order to run them. */
  snippets: LibrarySnippet[];
}

/**
 * The GGUF file runner snippets load: a real .gguf file from the model's siblings, picked by
 * quant (Q4_K_M first, see pickGgufFile), with the quant its name states. Undefined when the
 * model lists no loadable .gguf file.
 */
export function chooseGgufFile(model: ModelRecord): GgufFileChoice | undefined {
  const file = pickGgufFile(model);
  if (file === undefined) return undefined;
  const quant = parseGgufQuantLabel(file);
  return quant === undefined ? { repoId: model.id, file } : { repoId: model.id, file, quant };
}

/**
 * The commands of every GGUF runner for a model, in registry order, for the file `choice` names
 * (by default chooseGgufFile's); empty when there is no file to run.
 */
export function getGgufRunnerSnippets(
  model: ModelRecord,
  choice: GgufFileChoice | undefined = chooseGgufFile(model),
): GgufRunnerSnippets[] {
  if (choice === undefined) return [];
  return (Object.keys(GGUF_RUNNERS) as GgufRunnerKey[]).map((runner) => ({
    runner,
    prettyLabel: GGUF_RUNNERS[runner].prettyLabel,
    snippets: GGUF_RUNNERS[runner].snippets(choice),
  }));
}
