import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

// The CLI fetches its checkpoints from the Hub by itself, so the snippet does not name the model.
function openddeSnippets(): LibrarySnippet[] {
  return [
    shellSnippet(`pip install 'opendde[gpu]'
# Checkpoints are downloaded into $OPENDDE_ROOT_DIR (by default ~/.cache/opendde)
opendde doctor  # checks the installation
opendde pred -i examples/input.json -o ./output -n opendde_v1`),
  ];
}

/** OpenDDE (library_name "opendde"): predictions from JSON inputs through its command-line tool. */
export const opendde: ModelLibraryEntry = {
  prettyLabel: "OpenDDE",
  repoName: "OpenDDE",
  repoUrl: "https://github.com/aurekaresearch/OpenDDE",
  docsUrl: "https://huggingface.co/aurekaresearch/OpenDDE/blob/main/docs/inference_instructions.md",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: openddeSnippets,
};
