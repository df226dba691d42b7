import { type GgufFileChoice, getLocalApps, type LocalAppKey, type ModelRecord } from "@modelhub/catalog";
import { highlightCode } from "./highlight.server";
import { markupOnly } from "./page-markup.server";
import { timed } from "./server-timing.server";

/** One local app or serving engine as the model page shows it. */
export interface LocalAppView {
  /** The catalogue's id, e.g. "llama.cpp". */
  id: string;
  label: string;
  /** Its documentation (an https URL). */
  docsUrl?: string;
  macOSOnly: boolean;
  /** Its commands, highlighted: install, run, call the started server (none for an app opened by link). */
  snippets: { key: string; title?: string; html: string }[];
  /** The link that opens the model (and the picked quant) in the app, when it has one. */
  deepLink?: string;
}

/**
 * The reference's order of the apps: the command-line runners and serving engines first, the
 * desktop apps next, the agents last. A Record, so an app added to the catalogue must be placed.
 */
export const PAGE_ORDER: Record<LocalAppKey, number> = {
  "llama.cpp": 0,
  "node-llama-cpp": 1,
  vllm: 2,
  sglang: 3,
  "mlx-lm": 4,
  tgi: 5,
  lmstudio: 6,
  localai: 7,
  jan: 8,
  "atomic-chat": 9,
  backyard: 10,
  jellybox: 11,
  msty: 12,
  recursechat: 13,
  drawthings: 14,
  diffusionbee: 15,
  joyfusion: 16,
  ollama: 17,
  unsloth: 18,
  "docker-model-runner": 19,
  lemonade: 20,
  pi: 21,
  "hermes-agent": 22,
  openclaw: 23,
};

/** Schemes an app link may use: the web, and the apps' own (a link is never `javascript:` or `data:`). */
const APP_LINK_SCHEMES = new Set([
  "https:",
  "atomic-chat:",
  "jan:",
  "jellybox:",
  "lmstudio:",
  "msty:",
  "recursechat:",
  "unsloth:",
]);

/**
 * `link` when it is a URL of an allowed scheme written in visible ASCII (the catalogue
 * percent-encodes ids and file names into it), else undefined: an href never carries anything else.
 */
export function vettedAppLink(link: string): string | undefined {
  if (!/^[\x21-\x7e]+$/.test(link) || /["<>\\`]/.test(link)) return undefined;
  try {
    return APP_LINK_SCHEMES.has(new URL(link).protocol) ? link : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every local app whose rule shows it for the model, in the reference's order, with its commands
 * and link for `choice`, the GGUF file the quant picker chose (undefined without one).
 */
export async function buildLocalAppsView(
  model: ModelRecord,
  choice: GgufFileChoice | undefined,
): Promise<LocalAppView[]> {
  const uses = timed("snippets", () => getLocalApps(model, choice)).sort(
    (a, b) => PAGE_ORDER[a.app] - PAGE_ORDER[b.app],
  );
  return Promise.all(
    uses.map(async (use) => {
      const docsUrl = vettedAppLink(use.docsUrl);
      const deepLink = use.deepLink === undefined ? undefined : vettedAppLink(use.deepLink);
      return {
        id: use.app,
        label: use.prettyLabel,
        ...(docsUrl?.startsWith("https:") ? { docsUrl } : {}),
        macOSOnly: use.macOSOnly,
        snippets: await Promise.all(
          use.snippets.map(async (snippet, index) => ({
            key: `${use.app}-${index}`,
            ...(snippet.title ? { title: snippet.title } : {}),
            html: markupOnly(await highlightCode(snippet.content, snippet.language)),
          })),
        ),
        ...(deepLink !== undefined ? { deepLink } : {}),
      };
    }),
  );
}
