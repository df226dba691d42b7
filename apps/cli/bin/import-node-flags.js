// Node flags for the process that runs `modelhub import`: modelhub.js runs the command again with
// them when they are missing. V8 sizes a thread's young generation once, from the command line of
// the process; with one four times the default, a million-model import's thread ran 61 scavenges
// (0.73 s) instead of 172 (1.08 s). See docs/decisions/042. Plain JavaScript: the launcher reads
// it before it loads tsx.

/** The flags. */
export const IMPORT_NODE_FLAGS = ["--max-semi-space-size=64"];

/** A flag's name, as V8 reads it: `_` and `-` alike. */
const nameOf = (flag) => flag.split("=")[0].replaceAll("_", "-");

/**
 * Whether a process started with these Node flags (`execArgv`, and the NODE_OPTIONS variable)
 * sets every one of the import's flags, to the import's value or to a value of the user's own.
 */
export function hasImportNodeFlags(execArgv, nodeOptions = "") {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter(Boolean).map(nameOf));
  return IMPORT_NODE_FLAGS.every((flag) => given.has(nameOf(flag)));
}
