import type { RenderContext } from "../../context/render-context";
import { TEMPLATE_NAMES } from "../../tasks/templates";
import { callBlock, lines } from "../lines";
import type { SnippetClient } from "../types";

// Python `requests`: the raw HTTP call, whatever the task. The body, headers and files come from
// the render context; only the reading of the response differs (JSON, media bytes, or a stream).

function fileReads(ctx: RenderContext): string | undefined {
  if (ctx.files.length === 0) return undefined;
  return ctx.files
    .map((file) =>
      lines(
        `with open(${file.path.python}, "rb") as f:`,
        `    ${file.variable.python} = base64.b64encode(f.read()).decode("ascii")`,
      ),
    )
    .join("\n");
}

function response(ctx: RenderContext): string {
  switch (ctx.output.kind) {
    case "stream":
      return lines(
        "for line in response.iter_lines():",
        '    text = line.decode("utf-8")',
        '    if not text.startswith("data:"):',
        "        continue",
        '    data = text[len("data:"):].strip()',
        '    if data == "[DONE]":',
        "        break",
        '    choices = json.loads(data).get("choices") or []',
        '    content = (choices[0].get("delta") or {}).get("content") if choices else None',
        "    if content:",
        '        print(content, end="", flush=True)',
      );
    case "bytes":
      return lines(`with open(${ctx.python.outputFile}, "wb") as f:`, "    f.write(response.content)");
    case "json":
      return ctx.template === "conversational"
        ? 'print(response.json()["choices"][0]["message"])'
        : "print(response.json())";
  }
}

export function renderRequests(ctx: RenderContext): string {
  const { python } = ctx;
  const needsOs = "envVar" in ctx.accessToken;
  const headers = python.headers.map(({ name, value }) => `${name}: ${value}`);
  const stream = ctx.output.kind === "stream" ? ", stream=True" : "";
  let send: string;
  let post: string;
  if (python.form) {
    send = lines(`fields = ${python.form.fields}`, "");
    post = lines(
      `with open(${python.form.path}, "rb") as f:`,
      `    response = requests.post(API_URL, headers=headers, data=fields, files={${python.form.fileField}: f})`,
    );
  } else if (python.bodyFile) {
    send = lines(`with open(${python.bodyFile}, "rb") as f:`, "    data = f.read()", "");
    post = `response = requests.post(API_URL, headers=headers, data=data${stream})`;
  } else {
    send = lines(fileReads(ctx), ctx.files.length ? "" : undefined, `payload = ${python.body ?? "{}"}`, "");
    post = `response = requests.post(API_URL, headers=headers, json=payload${stream})`;
  }
  return lines(
    // Standard library first, alphabetically, then requests.
    ctx.files.length > 0 && "import base64",
    ctx.output.kind === "stream" && "import json",
    needsOs && "import os",
    "",
    "import requests",
    "",
    `API_URL = ${python.fullUrl}`,
    callBlock("headers = {", headers, "}"),
    "",
    send,
    post,
    "response.raise_for_status()",
    response(ctx),
  );
}

export const pythonRequests: SnippetClient = {
  language: "python",
  client: "requests",
  templates: Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, renderRequests])),
};
