import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { LISTED_BY } from "./listing-rules";
import {
  LOCAL_SERVER_URL,
  localServerModelName,
  localServerProvider,
  localServerSteps,
} from "./local-server-step";
import { isToolCallingAgentModel } from "./model-rules";
import type { LocalApp } from "./types";

/** OpenClaw: a personal agent, registered with the local server as its default model. */
export const openClaw: LocalApp = {
  prettyLabel: "OpenClaw",
  docsUrl: "https://github.com/openclaw/openclaw",
  mainTask: "text-generation",
  shows: isToolCallingAgentModel,
  listedBy: LISTED_BY.openclaw,
  snippets: (model, choice) => [
    ...localServerSteps(model, choice),
    shellSnippet("npm install -g openclaw@latest", "Install OpenClaw"),
    shellSnippet(
      sh`openclaw onboard --non-interactive --mode local \\
    --auth-choice custom-api-key \\
    --custom-base-url ${LOCAL_SERVER_URL} \\
    --custom-model-id ${localServerModelName(model, choice)} \\
    --custom-provider-id ${localServerProvider(model)} \\
    --custom-compatibility openai \\
    --custom-text-input \\
    --accept-risk \\
    --skip-health`,
      "Register the local server as the default model",
    ),
    shellSnippet(`openclaw agent --local --agent main --message 'Hello from Hugging Face'`, "Run OpenClaw"),
  ],
};
