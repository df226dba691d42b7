import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function memraSnippets(model: ModelRecord): LibrarySnippet[] {
  const reference = `hf:${model.id}`;
  return [
    shellSnippet(
      `# memra runs on NVIDIA Blackwell workstation and consumer GPUs (sm_120a), with Hopper support
# behind a build flag. The prebuilt binaries need Linux x86_64 and driver 580 or later, no CUDA toolkit.
curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh`,
      "Install",
    ),
    shellSnippet(
      sh`
# One chat-templated generation. When the repository holds several GGUF files, add
# :<part of a file name> to the reference to pick one, e.g. :Q4_K_M
MEMRA_CHAT=1 run-gen ${reference} --prompt "Explain KV caches in one sentence."`,
      "Generate",
    ),
    shellSnippet(
      sh`
# An OpenAI-compatible server on 127.0.0.1:8080
MEMRA_MODELS=${`model=${reference}`} memra-server`,
      "Serve",
    ),
  ];
}

/** memra (library_name "memra"): an inference engine for GGUF models on recent NVIDIA GPUs. */
export const memra: ModelLibraryEntry = {
  prettyLabel: "memra",
  repoName: "memra",
  repoUrl: "https://github.com/avifenesh/memra",
  filter: false,
  snippets: memraSnippets,
};
