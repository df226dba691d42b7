import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Full Model Emulation (library_name "fme"). */
export const fme: ModelLibraryEntry = {
  prettyLabel: "Full Model Emulation",
  repoName: "Full Model Emulation",
  repoUrl: "https://github.com/ai2cm/ace",
  docsUrl: "https://ai2-climate-emulator.readthedocs.io/en/latest/",
  filter: false,
  countDownloads: { extensions: ["tar"] },
  noSnippetsReason: SEE_REPOSITORY,
};
