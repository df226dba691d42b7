import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { LISTED_BY } from "./listing-rules";
import { LOCAL_SERVER_URL, localServerModelName, localServerSteps } from "./local-server-step";
import { isToolCallingAgentModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Hermes Agent: Nous Research's agent, configured to use the local server as a custom provider. */
export const hermesAgent: LocalApp = {
  prettyLabel: "Hermes Agent",
  docsUrl: "https://hermes-agent.nousresearch.com/",
  mainTask: "text-generation",
  shows: isToolCallingAgentModel,
  listedBy: LISTED_BY["hermes-agent"],
  snippets: (model, choice) => [
    ...localServerSteps(model, choice),
    shellSnippet(
      "curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash\nhermes setup",
      "Install Hermes",
    ),
    shellSnippet(
      sh`hermes config set model.provider custom
hermes config set model.base_url ${LOCAL_SERVER_URL}
hermes config set model.default ${localServerModelName(model, choice)}`,
      "Point Hermes at the local server",
    ),
    shellSnippet("hermes", "Run Hermes"),
  ],
};
