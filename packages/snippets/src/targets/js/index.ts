import type { LanguageTarget } from "../types";
import { jsFetch } from "./fetch";
import { jsHuggingFaceJs } from "./huggingface-js";
import { jsOpenAi } from "./openai";

/** JavaScript (ES modules, top-level await): the SDK first, then the OpenAI client and fetch. */
export const JS_TARGET: LanguageTarget = {
  title: "JavaScript",
  extension: "js",
  defaultClient: "huggingface.js",
  clients: [jsHuggingFaceJs, jsOpenAi, jsFetch],
};
