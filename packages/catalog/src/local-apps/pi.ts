import { visibleJsonText } from "../code/json-literal";
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

/** Pi: a coding agent in the terminal, pointed at the local server through its models.json. */
export const pi: LocalApp = {
  prettyLabel: "Pi",
  docsUrl: "https://github.com/earendil-works/pi",
  mainTask: "text-generation",
  shows: isToolCallingAgentModel,
  listedBy: LISTED_BY.pi,
  snippets: (model, choice) => {
    const models = {
      providers: {
        [localServerProvider(model)]: {
          baseUrl: LOCAL_SERVER_URL,
          api: "openai-completions",
          apiKey: "none",
          models: [{ id: localServerModelName(model, choice) }],
        },
      },
    };
    // A quoted heredoc delimiter keeps the JSON literal; JSON never has a bare PI_MODELS line.
    return [
      ...localServerSteps(model, choice),
      shellSnippet("npm install -g @earendil-works/pi-coding-agent", "Install Pi"),
      shellSnippet(
        `# Point Pi at the local server (this replaces an existing models.json)\nmkdir -p ~/.pi/agent\ncat > ~/.pi/agent/models.json <<'PI_MODELS'\n${visibleJsonText(models)}\nPI_MODELS`,
        "Configure Pi",
      ),
      shellSnippet("# In your project's folder\npi", "Run Pi"),
    ];
  },
};
