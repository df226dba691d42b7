import type { RenderContext } from "../../context/render-context";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";

// fal.ai's own Python client, for models fal-ai serves: it calls fal directly with the app id and
// the same arguments the router would forward.

const subscribe: RenderSnippet = (ctx: RenderContext) => {
  const { python } = ctx;
  const literalKey = "literal" in ctx.accessToken;
  return lines(
    ctx.files.length > 0 && "import base64",
    literalKey && "import os",
    (literalKey || ctx.files.length > 0) && "",
    "import fal_client",
    "",
    literalKey
      ? `os.environ["FAL_KEY"] = ${python.accessToken}`
      : "# fal_client reads your fal.ai key from the FAL_KEY environment variable.",
    "",
    ...ctx.files.map((file) =>
      lines(
        `with open(${file.path.python}, "rb") as f:`,
        `    ${file.variable.python} = base64.b64encode(f.read()).decode("ascii")`,
        "",
      ),
    ),
    callBlock("result = fal_client.subscribe(", [
      python.providerModelId,
      `arguments=${python.body ?? "{}"}`,
      "with_logs=True",
    ]),
    "print(result)",
  );
};

export const pythonFalClient: SnippetClient = {
  language: "python",
  client: "fal_client",
  templates: {
    imageToImage: subscribe,
    imageToVideo: subscribe,
    textToAudio: subscribe,
    textToImage: subscribe,
    textToVideo: subscribe,
  },
  offers: (ctx) => ctx.provider === "fal-ai" && ctx.endpointUrl === undefined,
};
