import { shellSnippet } from "../libraries/shared/snippet";
import { hubTagCommand } from "./hub-tag";
import type { GgufRunner } from "./types";

/** Docker Model Runner: runs GGUF models from the Hub as `hf.co/REPO:QUANT`. */
export const dockerModelRunner: GgufRunner = {
  prettyLabel: "Docker Model Runner",
  docsUrl: "https://docs.docker.com/ai/model-runner/",
  snippets: (choice) => [shellSnippet(hubTagCommand("docker model run", "the runner", choice))],
};
