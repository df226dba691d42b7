// Renders a model's chat template (author-controlled Jinja) with @huggingface/jinja, in a worker
// thread: a template can loop for ever or build a huge string, and the worker is ended after a
// time limit, so a hostile one costs a second, not the server. One render at a time, in order.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** A chat template's rendering: the prompt text, or why there is none. */
export type ChatTemplateRendering = { ok: true; text: string } | { ok: false; reason: string };

/** Variables a chat template reads besides the conversation. */
export interface ChatTemplateContext {
  messages: { role: string; content: string }[];
  add_generation_prompt: boolean;
  bos_token?: string;
  eos_token?: string;
}

/** How long one render may take (a real template takes a few milliseconds). */
export const RENDER_TIME_LIMIT_MS = 1000;
/** The longest prompt kept (a real template turns a three-message conversation into a few hundred). */
export const MAX_PROMPT_LENGTH = 16_384;
/** The longest template rendered (real ones are a few thousand characters). */
export const MAX_TEMPLATE_LENGTH = 131_072;
/** How long a new worker may take to load the library, on a busy machine. */
const START_TIME_LIMIT_MS = 15_000;
/** The longest error message passed on (the library quotes parts of the template in some). */
const MAX_REASON_LENGTH = 300;

// The worker's code, run as a CommonJS script: the server's bundle has no file of its own to
// start a worker from, so the code travels as text and the library is required by its path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Template } = require(workerData.jinja);
parentPort.on("message", ({ template, context }) => {
  let reply;
  try {
    const text = new Template(template).render(context);
    reply = text.length > workerData.maxLength ? { tooLong: true } : { text };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort.postMessage(reply);
});
parentPort.postMessage({ ready: true });
`;

type WorkerReply = { ready: true } | { text: string } | { tooLong: true } | { error: string };

let active: { worker: Worker; ready: Promise<Worker> } | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `template` on `context`, after any render already asked for. Renderings are kept (a
 * template that times out would otherwise hold the renderer a second on every view of its page).
 */
export function renderChatTemplate(
  template: string,
  context: ChatTemplateContext,
): Promise<ChatTemplateRendering> {
  if (template.length > MAX_TEMPLATE_LENGTH) {
    const length = template.length.toLocaleString("en-US");
    return Promise.resolve({
      ok: false,
      reason: `It is ${length} characters long: too long to render here.`,
    });
  }
  const key = createHash("sha256")
    .update(JSON.stringify([template, context]))
    .digest("base64");
  const cached = renderings.get(key);
  if (cached) return Promise.resolve(cached);
  const rendering = queue.then(async () => {
    const result = await renderNow(template, context);
    if (result !== NOT_STARTED) {
      if (renderings.size >= CACHE_SIZE) renderings.delete(renderings.keys().next().value ?? "");
      renderings.set(key, result);
    }
    return result;
  });
  queue = rendering.catch(() => undefined);
  return rendering;
}

const CACHE_SIZE = 200;
const renderings = new Map<string, ChatTemplateRendering>();
const NOT_STARTED: ChatTemplateRendering = { ok: false, reason: "The template renderer did not start." };

async function renderNow(template: string, context: ChatTemplateContext): Promise<ChatTemplateRendering> {
  let current: Worker;
  try {
    current = await startedWorker();
  } catch {
    return NOT_STARTED;
  }
  return new Promise((resolve) => {
    const finish = (rendering: ChatTemplateRendering, stop: boolean) => {
      clearTimeout(timer);
      current.off("message", onMessage);
      current.off("error", onError);
      if (stop) stopWorker(current);
      resolve(rendering);
    };
    const onMessage = (reply: WorkerReply) => {
      if ("text" in reply) finish({ ok: true, text: reply.text }, false);
      else if ("tooLong" in reply)
        finish(
          {
            ok: false,
            reason: `It renders to more than ${MAX_PROMPT_LENGTH.toLocaleString("en-US")} characters.`,
          },
          false,
        );
      else if ("error" in reply)
        finish({ ok: false, reason: `It does not render: ${shortened(reply.error)}` }, false);
    };
    const onError = (error: Error) => {
      const outOfMemory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(
        {
          ok: false,
          reason: outOfMemory
            ? "It used too much memory to render."
            : `It does not render: ${shortened(error.message)}`,
        },
        true,
      );
    };
    const timer = setTimeout(
      () =>
        finish(
          { ok: false, reason: `It took longer than ${RENDER_TIME_LIMIT_MS / 1000} s to render.` },
          true,
        ),
      RENDER_TIME_LIMIT_MS,
    );
    current.on("message", onMessage);
    current.on("error", onError);
    current.postMessage({ template, context });
  });
}

function shortened(message: string): string {
  return message.length > MAX_REASON_LENGTH ? `${message.slice(0, MAX_REASON_LENGTH)}…` : message;
}

/** The worker, started when none runs; it does not keep the process alive. */
function startedWorker(): Promise<Worker> {
  if (active) return active.ready;
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      jinja: createRequire(import.meta.url).resolve("@huggingface/jinja"),
      maxLength: MAX_PROMPT_LENGTH,
    },
    // Objects and arrays a template piles up count against these; a single huge string is
    // bounded by the output check and the time limit instead.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  started.unref();
  // A worker that ends for any reason is replaced on the next render.
  started.once("exit", () => stopWorker(started));
  const ready = new Promise<Worker>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      stopWorker(started);
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error("it took too long to start")), START_TIME_LIMIT_MS);
    started.once("error", fail);
    started.once("message", () => {
      clearTimeout(timer);
      started.off("error", fail);
      resolve(started);
    });
  });
  active = { worker: started, ready };
  return ready;
}

function stopWorker(stopped: Worker): void {
  if (active?.worker === stopped) active = undefined;
  void stopped.terminate();
}
