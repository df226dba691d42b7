import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Embedding Atlas: an interactive map of a dataset's embeddings, computed locally. */
export const embeddingAtlas: DatasetLibraryEntry = {
  prettyLabel: "Embedding Atlas",
  repoName: "embedding-atlas",
  repoUrl: "https://github.com/apple/embedding-atlas",
  docsUrl: "https://huggingface.co/docs/hub/datasets-embedding-atlas",
  snippets: (dataset: DatasetSnippetInput) => [
    shellSnippet(
      sh`
pip install embedding-atlas

# Embeds a text (or image) column with SentenceTransformers and opens the map in the browser
embedding-atlas ${dataset.id}`,
    ),
  ],
};
