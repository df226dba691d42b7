import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MonkeyOCR (library_name "monkeyocr"). */
export const monkeyocr: ModelLibraryEntry = {
  prettyLabel: "MonkeyOCR",
  repoName: "monkeyocr",
  repoUrl: "https://github.com/Yuliang-Liu/MonkeyOCR",
  filter: false,
  countDownloads: { paths: ["Recognition/config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
