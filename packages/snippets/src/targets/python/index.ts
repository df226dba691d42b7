import type { LanguageTarget } from "../types";
import { pythonFalClient } from "./fal-client";
import { pythonHuggingFaceHub } from "./huggingface-hub";
import { pythonOpenAi } from "./openai";
import { pythonRequests } from "./requests";

/** Python: the SDK first, then the OpenAI client, fal's client and raw requests. */
export const PYTHON_TARGET: LanguageTarget = {
  title: "Python",
  extension: "py",
  defaultClient: "huggingface_hub",
  clients: [pythonHuggingFaceHub, pythonOpenAi, pythonFalClient, pythonRequests],
};
