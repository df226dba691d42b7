import { parseGgufQuantLabel } from "../gguf/quant-label";
import { loadableGgufFiles, pickGgufFile } from "../libraries/shared/gguf-file";
import type { LibrarySnippet } from "../libraries/types";
import type { ModelRecord } from "../model/model-record";
import { LOCAL_APPS, type LocalAppKey } from "./index";
import type { GgufFileChoice, LocalApp, LocalAppTask } from "./types";

/** One local app offered for a model, with what it needs to run it. */
export interface LocalAppUse {
  /** The app's registry id. */
  app: LocalAppKey;
  /** Its display name. */
  prettyLabel: string;
  /** Where its documentation lives. */
  docsUrl: string;
  /** The kind of model it is mainly for. */
  mainTask: LocalAppTask;
  /** Whether it runs on macOS only. */
  macOSOnly: boolean;
  /** The commands, in the order to run them (empty for an app opened by its link). */
  snippets: LibrarySnippet[];
  /** The link that opens the model in the app, when it has one. */
  deepLink?: string;
}

/**
 * The GGUF file local-app snippets load: a real .gguf file from the model's siblings, picked by
 * quant (Q4_K_M first, see pickGgufFile), with the quant its name states. Undefined when the
 * model lists no loadable .gguf file.
 */
export function chooseGgufFile(model: ModelRecord): GgufFileChoice | undefined {
  const file = pickGgufFile(model);
  if (file === undefined) return undefined;
  const quant = parseGgufQuantLabel(file);
  return quant === undefined ? { repoId: model.id, file } : { repoId: model.id, file, quant };
}

/** A file name that is not a loadable .gguf file of the model (see ggufFileChoiceOf). */
export class UnknownGgufFileError extends Error {
  override name = "UnknownGgufFileError";
}

/**
 * The choice of a GGUF file by its path, as a quant picker or a command line names it: the
 * file must be one the model lists and a runner can load (not a vision projector, not a later
 * shard of a split file), else UnknownGgufFileError says which files there are.
 */
export function ggufFileChoiceOf(model: ModelRecord, file: string): GgufFileChoice {
  const loadable = loadableGgufFiles(model).sort();
  if (!loadable.includes(file)) {
    const listed = loadable.length
      ? `its loadable .gguf files: ${loadable.slice(0, 10).join(", ")}${loadable.length > 10 ? `, and ${loadable.length - 10} more` : ""}`
      : "it lists no .gguf file a runner can load";
    throw new UnknownGgufFileError(
      `${JSON.stringify(file)} is not a loadable .gguf file of ${model.id}; ${listed}`,
    );
  }
  const quant = parseGgufQuantLabel(file);
  return quant === undefined ? { repoId: model.id, file } : { repoId: model.id, file, quant };
}

/**
 * The local apps the model page offers for a model (each app's own rule), in registry order, with
 * their commands and links for `choice`, the GGUF file the quant picker chose (by default the
 * one chooseGgufFile picks).
 */
export function getLocalApps(
  model: ModelRecord,
  choice: GgufFileChoice | undefined = chooseGgufFile(model),
): LocalAppUse[] {
  return (Object.keys(LOCAL_APPS) as LocalAppKey[]).flatMap((id) => {
    const app: LocalApp = LOCAL_APPS[id];
    if (!app.shows(model)) return [];
    const use: LocalAppUse = {
      app: id,
      prettyLabel: app.prettyLabel,
      docsUrl: app.docsUrl,
      mainTask: app.mainTask,
      macOSOnly: app.macOSOnly === true,
      snippets: app.snippets?.(model, choice) ?? [],
    };
    const link = app.deepLink?.(model, choice);
    if (link !== undefined) use.deepLink = link;
    return [use];
  });
}
