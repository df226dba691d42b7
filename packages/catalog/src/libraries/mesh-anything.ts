import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function meshAnythingSnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`# Install from https://github.com/buaacyw/MeshAnything
from MeshAnything.models.meshanything import MeshAnything

# The model is built from the command-line arguments of the project's main.py:
# see https://github.com/buaacyw/MeshAnything/blob/main/main.py for their definition
# and https://github.com/buaacyw/MeshAnything/blob/main/app.py for a full example.
model = MeshAnything(args)`),
  ];
}

/** MeshAnything (library_name "mesh-anything"): artist-style meshes from 3D shapes. */
export const meshAnything: ModelLibraryEntry = {
  prettyLabel: "MeshAnything",
  repoName: "MeshAnything",
  repoUrl: "https://github.com/buaacyw/MeshAnything",
  filter: false,
  countDownloads: { paths: ["MeshAnything_350m.pth"] },
  snippets: meshAnythingSnippets,
};
