import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TorchGeo (library_name "torchgeo"). */
export const torchgeo: ModelLibraryEntry = {
  prettyLabel: "TorchGeo",
  repoName: "TorchGeo",
  repoUrl: "https://github.com/microsoft/torchgeo",
  docsUrl: "https://torchgeo.readthedocs.io/",
  filter: false,
  countDownloads: { extensions: ["pt", "pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
