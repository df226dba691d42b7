// Node flags for the process that runs `modelhub import`: modelhub.js runs the command again with
// them when they are missing. V8 sizes a thread's young generation once, from the command line of
// the process; with one four times the default, a million-model import's thread ran 61 scavenges
// (0.73 s) instead of 172 (1.08 s). See docs/decisions/042. Plain JavaScript: the launcher reads
// it before it loads tsx.

/** The flags. */
export const IMPORT_NODE_FLAGS = ["--max-semi-space-size=64"];

/** Whether a process started with `execArgv` (its Node flags) has them all. */
export function hasImportNodeFlags(execArgv) {
  return IMPORT_NODE_FLAGS.every((flag) => execArgv.includes(flag));
}
