import type { CountDownloadsRule, FileCondition } from "./types";

/** Files the hub counts as a download when a library gives no rule of its own. */
export const DEFAULT_COUNT_DOWNLOADS: CountDownloadsRule = {
  paths: ["config.json", "config.yaml", "hyperparams.yaml", "params.json", "meta.yaml"],
};

interface FileParts {
  path: string;
  pathPrefix: string;
  fileName: string;
  extension: string;
}

function splitPath(path: string): FileParts {
  const slash = path.lastIndexOf("/");
  const base = path.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  return {
    path,
    pathPrefix: path.slice(0, slash + 1),
    fileName: dot > 0 ? base.slice(0, dot) : base,
    extension: dot > 0 ? base.slice(dot + 1) : "",
  };
}

function matchesCondition(file: FileParts, condition: FileCondition): boolean {
  return (
    (condition.path === undefined || file.path === condition.path) &&
    (condition.pathPrefix === undefined || file.pathPrefix.startsWith(condition.pathPrefix)) &&
    (condition.fileName === undefined || file.fileName === condition.fileName) &&
    (condition.extension === undefined || file.extension === condition.extension) &&
    (condition.inSubfolder !== true || file.pathPrefix !== "")
  );
}

/** Whether fetching the file at `path` (relative to the repository root) counts as a download. */
export function fileCountsAsDownload(rule: CountDownloadsRule | undefined, path: string): boolean {
  const effective = rule ?? DEFAULT_COUNT_DOWNLOADS;
  const file = splitPath(path);
  return (
    (effective.paths?.includes(file.path) ?? false) ||
    (effective.fileNames?.includes(file.fileName) ?? false) ||
    (effective.pathPrefixes?.some((prefix) => file.pathPrefix.startsWith(prefix)) ?? false) ||
    (effective.extensions?.includes(file.extension) ?? false) ||
    (effective.allOf?.some((condition) => matchesCondition(file, condition)) ?? false)
  );
}
