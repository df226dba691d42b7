import type { LanguageTarget } from "../types";
import { shCurl } from "./curl";

/** The shell: curl. */
export const SH_TARGET: LanguageTarget = {
  title: "Shell",
  extension: "sh",
  defaultClient: "curl",
  clients: [shCurl],
};
