import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { GgufRunner } from "./types";

/** Docker Model Runner: runs GGUF models from the Hub as `hf.co/REPO:QUANT`. */
export const dockerModelRunner: GgufRunner = {
  prettyLabel: "Docker Model Runner",
  docsUrl: "https://docs.docker.com/ai/model-runner/",
  snippets: ({ repoId, quant }) => [
    shellSnippet(
      quant === undefined
        ? sh`# The file names state no quant: the runner picks the repository's default GGUF file\ndocker model run ${`hf.co/${repoId}`}`
        : sh`docker model run ${`hf.co/${repoId}:${quant}`}`,
    ),
  ],
};
