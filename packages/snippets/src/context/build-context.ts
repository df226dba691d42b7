import {
  type JsonObject,
  type JsonValue,
  jsKey,
  jsLiteral,
  jsString,
  type ModelRecord,
  pythonLiteral,
  pythonString,
  shellQuote,
  shellWord,
} from "@modelhub/catalog";
import type { ExampleInput } from "../inputs/example-input";
import { type FileRef, fileContentType, mapFileRefs, mimeTypeOf } from "../inputs/file-ref";
import { taskInputsFor } from "../inputs/task-inputs";
import { hfInference } from "../providers/hf-inference";
import { AUTO_PROVIDER, getProviderDefinition } from "../providers/index";
import { chatRoute, genericBody } from "../providers/shapes";
import type { ProviderDefinition, ProviderRoute, RouteBody } from "../providers/types";
import { SnippetOptionError } from "../snippet-option-error";
import { CHAT_TASK, type InferenceTask, templateFor } from "../tasks/templates";
import type { SnippetLogger, SnippetOptions } from "../types";
import { tokenCode, tokenSource } from "./access-token";
import { bodyCode, withFilePaths } from "./body-code";
import { chatGenerationFields } from "./chat-generation";
import { encodeValue } from "./encoded-value";
import { formCode, formFields } from "./form-code";
import type { OutputSpec, RenderContext } from "./render-context";
import { jsSdkCall, pythonSdkCall } from "./sdk-call";

/** The router: every routed call goes through it. */
export const ROUTER_URL = "https://router.huggingface.co";

/** The router's OpenAI-compatible base URL (chat for every provider, and the "auto" policy). */
export const ROUTER_CHAT_BASE_URL = `${ROUTER_URL}/v1`;

/** File a media result is saved to, by task. */
const OUTPUT_FILES: Partial<Record<InferenceTask, string>> = {
  "image-text-to-image": "image.png",
  "image-text-to-video": "video.mp4",
  "image-to-image": "image.png",
  "image-to-video": "video.mp4",
  "text-to-audio": "audio.flac",
  "text-to-image": "image.png",
  "text-to-speech": "audio.flac",
  "text-to-video": "video.mp4",
};

/** `{endpointUrl}/v1/chat/completions`, not doubling a `/v1` or a full path already given. */
export function endpointChatUrl(endpointUrl: string): string {
  const url = endpointUrl.replace(/\/+$/u, "");
  if (url.endsWith("/chat/completions")) return url;
  return url.endsWith("/v1") ? `${url}/chat/completions` : `${url}/v1/chat/completions`;
}

interface Call {
  url: string;
  baseUrl: string;
  route: ProviderRoute;
  /** The model name in the body. */
  bodyModel: string;
  /** Headers the provider wants. */
  providerHeaders: Record<string, string>;
  authScheme: string;
  output: "json" | "bytes";
}

/** Where the request goes, or undefined when the provider does not serve the task. */
function planCall(
  model: ModelRecord,
  task: InferenceTask,
  provider: string,
  definition: ProviderDefinition | undefined,
  options: SnippetOptions,
): Call | undefined {
  const isChat = task === CHAT_TASK;
  const providerId = model.inferenceProviderMapping?.[provider]?.providerId ?? model.id;
  const providerRoute = definition?.tasks[task];
  const hfRoute = hfInference.tasks[task];
  if (provider !== AUTO_PROVIDER && !providerRoute) return undefined;
  // Media tasks hf-inference does not serve still answer with the media's bytes elsewhere.
  const fallbackOutput = hfRoute?.output ?? (OUTPUT_FILES[task] ? "bytes" : "json");
  if (options.endpointUrl !== undefined) {
    // A custom endpoint (TGI, vLLM, llama.cpp...) speaks the generic protocol, whatever the provider.
    const url = isChat ? endpointChatUrl(options.endpointUrl) : options.endpointUrl;
    return {
      url,
      baseUrl: isChat ? url.replace(/\/chat\/completions$/u, "") : url,
      route: isChat ? chatRoute() : { path: () => "", body: genericBody, output: fallbackOutput },
      bodyModel: model.id,
      providerHeaders: {},
      authScheme: "Bearer",
      output: fallbackOutput,
    };
  }
  if (isChat && (provider === AUTO_PROVIDER || !options.directRequest)) {
    return {
      url: `${ROUTER_CHAT_BASE_URL}/chat/completions`,
      baseUrl: ROUTER_CHAT_BASE_URL,
      route: chatRoute(),
      bodyModel: provider === AUTO_PROVIDER ? model.id : `${model.id}:${provider}`,
      providerHeaders: {},
      authScheme: "Bearer",
      output: "json",
    };
  }
  if (provider === AUTO_PROVIDER || !providerRoute || !definition) {
    // "auto" outside chat exists only in the SDKs, which pick the provider themselves.
    return {
      url: ROUTER_CHAT_BASE_URL,
      baseUrl: ROUTER_CHAT_BASE_URL,
      route: hfRoute ?? { path: () => "", body: genericBody },
      bodyModel: model.id,
      providerHeaders: {},
      authScheme: "Bearer",
      output: fallbackOutput,
    };
  }
  const direct = options.directRequest === true;
  const base = direct
    ? (providerRoute.directBaseUrl ?? definition.baseUrl)
    : provider === "hf-inference"
      ? definition.baseUrl
      : `${ROUTER_URL}/${provider}`;
  // The id comes from imported metadata: characters a URL path cannot hold are percent-encoded.
  const url = `${base}/${providerRoute.path(encodePathSegments(providerId), !direct).replace(/^\/+/u, "")}`;
  return {
    url,
    baseUrl: isChat ? url.replace(/\/chat\/completions$/u, "") : url,
    route: providerRoute,
    bodyModel: providerId,
    providerHeaders: definition.headers ?? {},
    authScheme: direct ? (definition.directAuthScheme ?? "Bearer") : "Bearer",
    output: providerRoute.output ?? "json",
  };
}

/** A route's body; JSON text that does not parse is logged and the generic inputs are sent. */
function resolveBody(body: RouteBody, inputs: JsonObject, logger: SnippetLogger): RouteBody {
  if (!("text" in body)) return body;
  try {
    const parsed: unknown = JSON.parse(body.text);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      return { json: parsed as JsonObject };
    }
    throw new TypeError("the body is not a JSON object");
  } catch (error) {
    logger.error("Failed to parse body as JSON", error);
    return { json: inputs };
  }
}

/** The body with each file labelled as the provider needs (ProviderDefinition.fileContentType). */
function withFilesLabelled(body: RouteBody, relabel: (contentType: string) => string): RouteBody {
  const label = (ref: FileRef): FileRef => {
    const own = mimeTypeOf(ref.$file);
    const wanted = relabel(own);
    return wanted === own ? ref : { ...ref, contentType: wanted };
  };
  if ("json" in body) return { json: mapFileRefs(body.json, label) as JsonObject };
  if ("file" in body) return { file: label(body.file) };
  if ("form" in body) return { form: { ...body.form, file: label(body.form.file) } };
  return body;
}

/** Each `/`-separated part percent-encoded (`:` kept: Replicate pins versions with it). */
function encodePathSegments(id: string): string {
  return id
    .split("/")
    .map((segment) => encodeURIComponent(segment).replaceAll("%3A", ":"))
    .join("/");
}

/** Header values cannot hold line breaks or other control characters (they would split the header). */
function checkHeaderValues(options: SnippetOptions): void {
  for (const key of ["billTo", "accessToken"] as const) {
    const value = options[key];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for.
    if (value !== undefined && /[\u0000-\u001f\u007f]/u.test(value)) {
      throw new SnippetOptionError(key, `${key} must not contain line breaks or control characters`);
    }
  }
}

/**
 * A custom endpoint must be a plain http(s) URL: chat clients append `/chat/completions` to it as
 * a base URL, which a query string or fragment would swallow.
 */
function checkEndpointUrl(options: SnippetOptions): void {
  const url = options.endpointUrl;
  if (url !== undefined && !/^https?:\/\/[^\s?#]+$/iu.test(url)) {
    throw new SnippetOptionError(
      "endpointUrl",
      `endpointUrl must be an http(s) URL without a query string or fragment, not ${JSON.stringify(url)}`,
    );
  }
}

/** What the context builder needs besides the model. */
export interface ContextRequest {
  model: ModelRecord;
  task: InferenceTask;
  example: ExampleInput;
  provider: string;
  options: SnippetOptions;
  logger: SnippetLogger;
}

/**
 * Normalises once: the URL, headers, body and every value, encoded for each language.
 * Undefined (and logged) when the provider does not serve the task.
 */
export function buildRenderContext(request: ContextRequest): RenderContext | undefined {
  const { model, task, example, provider, logger } = request;
  checkHeaderValues(request.options);
  checkEndpointUrl(request.options);
  const definition = getProviderDefinition(provider);
  const options =
    definition?.directOnly && request.options.endpointUrl === undefined
      ? { ...request.options, directRequest: true }
      : request.options;
  const call = planCall(model, task, provider, definition, options);
  if (!call) {
    logger.error(`Failed to get provider helper for ${provider} (${task})`);
    return undefined;
  }
  const streaming = task === CHAT_TASK && options.streaming === true;
  // "auto" is the router's own policy: there is no provider to call directly.
  const directRequest =
    options.directRequest === true && options.endpointUrl === undefined && provider !== AUTO_PROVIDER;
  // Checked whatever the task; chat inputs carry them, so every client sends them.
  const generationFields = chatGenerationFields(options);
  const generation = task === CHAT_TASK ? generationFields : {};
  const inputs = { ...taskInputsFor(task, example), ...generation };
  const routeBody = resolveBody(
    call.route.body({ inputs, providerModelId: call.bodyModel, streaming }),
    inputs,
    logger,
  );
  // A custom endpoint speaks the generic protocol: the provider's labels are not its concern.
  const relabel = options.endpointUrl === undefined ? definition?.fileContentType : undefined;
  const body = relabel ? withFilesLabelled(routeBody, relabel) : routeBody;
  const json: JsonObject | undefined = "json" in body ? body.json : undefined;
  const sentFile = "file" in body ? body.file : undefined;
  const file = sentFile?.$file;
  const form = "form" in body ? body.form : undefined;
  const contentType = form
    ? "multipart/form-data"
    : sentFile === undefined
      ? "application/json"
      : fileContentType(sentFile);
  const formParts = form ? formCode(form) : undefined;
  const source = tokenSource({
    provider,
    directRequest,
    endpointUrl: options.endpointUrl,
    accessToken: options.accessToken,
  });
  const token = tokenCode(source, call.authScheme);
  const staticHeaders: [string, string][] = [
    // A multipart Content-Type carries the boundary; every client sets it itself.
    ...(form ? [] : [["Content-Type", contentType] as [string, string]]),
    ...Object.entries(call.providerHeaders),
    ...(options.billTo === undefined ? [] : [["X-HF-Bill-To", options.billTo] as [string, string]]),
  ];
  const output: OutputSpec = streaming
    ? { kind: "stream" }
    : call.output === "bytes"
      ? { kind: "bytes", file: OUTPUT_FILES[task] ?? "output.bin" }
      : { kind: "json" };
  const mediaFile = OUTPUT_FILES[task];
  const code = json === undefined ? undefined : bodyCode(json);
  const providerModelId =
    task === CHAT_TASK
      ? call.bodyModel
      : (model.inferenceProviderMapping?.[provider]?.providerId ?? model.id);
  const autoInputs: JsonValue =
    options.endpointUrl === undefined && !directRequest
      ? { ...inputs, model: provider === AUTO_PROVIDER ? model.id : `${model.id}:${provider}` }
      : (json ?? inputs);
  const sdkTarget = { task, inputs, model: model.id, provider, endpointUrl: options.endpointUrl };
  const python = pythonSdkCall(sdkTarget);
  const js = jsSdkCall(sdkTarget);
  const messages = task === CHAT_TASK ? (inputs.messages ?? []) : undefined;
  const literal = <T>(value: T | undefined, encode: (v: T) => string) =>
    value === undefined ? undefined : encode(value);
  return {
    model,
    task,
    template: templateFor(task, streaming),
    provider,
    providerModelId,
    fullUrl: call.url,
    baseUrl: call.baseUrl,
    accessToken: source,
    authorizationScheme: call.authScheme,
    ...(options.billTo === undefined ? {} : { billTo: options.billTo }),
    ...(options.endpointUrl === undefined ? {} : { endpointUrl: options.endpointUrl }),
    directRequest,
    streaming,
    methodName: { ...(python ? { python: python.method } : {}), ...(js ? { js: js.method } : {}) },
    inputs: encodeValue(withFilePaths(inputs)),
    providerInputs: encodeValue(
      withFilePaths(json ?? (form ? { ...form.fields, [form.fileField]: form.file } : inputs)),
    ),
    autoInputs: encodeValue(withFilePaths(autoInputs)),
    requestBody: form
      ? { kind: "form", fileField: form.fileField, path: form.file.$file, fields: formFields(form) }
      : json === undefined
        ? { kind: "file", path: file ?? "" }
        : { kind: "json", value: json },
    files: code?.files ?? [],
    contentType,
    output,
    python: {
      fullUrl: pythonString(call.url),
      baseUrl: pythonString(call.baseUrl),
      accessToken: token.python.token,
      authorizationHeader: token.python.header,
      billTo: literal(options.billTo, pythonString),
      endpointUrl: literal(options.endpointUrl, pythonString),
      provider: pythonString(provider),
      model: pythonString(model.id),
      providerModelId: pythonString(providerModelId),
      headers: [
        { name: pythonString("Authorization"), value: token.python.header },
        ...staticHeaders.map(([name, value]) => ({ name: pythonString(name), value: pythonString(value) })),
      ],
      body: code?.python,
      bodyFile: literal(file, pythonString),
      form: formParts?.python,
      messages: literal(messages, (value) => pythonLiteral(value, 0)),
      chatParameters: Object.entries(generation).map(([name, value]) => `${name}=${pythonLiteral(value, 0)}`),
      outputFile: literal(mediaFile, pythonString),
      sdk: python,
    },
    js: {
      fullUrl: jsString(call.url),
      baseUrl: jsString(call.baseUrl),
      accessToken: token.js.token,
      authorizationHeader: token.js.header,
      billTo: literal(options.billTo, jsString),
      endpointUrl: literal(options.endpointUrl, jsString),
      provider: jsString(provider),
      model: jsString(model.id),
      providerModelId: jsString(providerModelId),
      headers: [
        { name: "Authorization", value: token.js.header },
        ...staticHeaders.map(([name, value]) => ({ name: jsKey(name), value: jsString(value) })),
      ],
      body: code?.js,
      bodyFile: literal(file, jsString),
      form: formParts?.js,
      messages: literal(messages, (value) => jsLiteral(value, 0)),
      chatParameters: Object.entries(generation).map(([name, value]) => `${name}: ${jsLiteral(value, 0)}`),
      outputFile: literal(mediaFile, jsString),
      sdk: js,
    },
    sh: {
      fullUrl: shellWord(call.url),
      accessToken: token.sh.token,
      headers: [token.sh.header, ...staticHeaders.map(([name, value]) => shellQuote(`${name}: ${value}`))],
      body: code?.sh,
      bodyFile: literal(file, (path) => shellWord(`@${path}`)),
      form: formParts?.sh,
      outputFile: literal(output.file, shellWord),
    },
  };
}
