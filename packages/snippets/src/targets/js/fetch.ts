import type { RenderContext } from "../../context/render-context";
import { TEMPLATE_NAMES } from "../../tasks/templates";
import { callBlock, indent, lines } from "../lines";
import type { SnippetClient } from "../types";

// JavaScript `fetch` (Node 18+ or a browser with a bundler for `fs`): the raw HTTP call.

function response(ctx: RenderContext): string {
  switch (ctx.output.kind) {
    case "stream":
      return lines(
        "const decoder = new TextDecoder();",
        'let buffered = "";',
        "for await (const bytes of response.body) {",
        "    buffered += decoder.decode(bytes, { stream: true });",
        '    const events = buffered.split("\\n");',
        "    buffered = events.pop();",
        "    for (const line of events) {",
        '        if (!line.startsWith("data:")) continue;',
        '        const data = line.slice("data:".length).trim();',
        '        if (data === "[DONE]") continue;',
        "        const content = JSON.parse(data).choices?.[0]?.delta?.content;",
        "        if (content) process.stdout.write(content);",
        "    }",
        "}",
      );
    case "bytes":
      return `fs.writeFileSync(${ctx.js.outputFile}, Buffer.from(await response.arrayBuffer()));`;
    case "json":
      return lines(
        "const result = await response.json();",
        ctx.template === "conversational"
          ? "console.log(result.choices[0].message);"
          : "console.log(result);",
      );
  }
}

export function renderFetch(ctx: RenderContext): string {
  const { js } = ctx;
  const usesFs =
    js.bodyFile !== undefined || ctx.files.length > 0 || ctx.output.kind === "bytes" || !!js.form;
  const reads = ctx.files.map(
    (file) => `const ${file.variable.js} = fs.readFileSync(${file.path.js}).toString("base64");`,
  );
  const headers = js.headers.map(({ name, value }) => `${name}: ${value}`);
  const body = js.form ? "form" : js.bodyFile ? `fs.readFileSync(${js.bodyFile})` : "JSON.stringify(payload)";
  const prepare = js.form
    ? lines(
        "const form = new FormData();",
        `form.append(${js.form.fileField}, await fs.openAsBlob(${js.form.path}, { type: ${js.form.mimeType} }), ${js.form.path});`,
        ...js.form.appends,
        "",
      )
    : js.bodyFile
      ? undefined
      : lines(`const payload = ${js.body ?? "{}"};`, "");
  return lines(
    usesFs && 'import fs from "node:fs";',
    usesFs && "",
    ...reads,
    reads.length > 0 && "",
    prepare,
    `const response = await fetch(${js.fullUrl}, {`,
    '    method: "POST",',
    indent(callBlock("headers: {", headers, "},")),
    `    body: ${body},`,
    "});",
    "if (!response.ok) {",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: generated JavaScript, not ours
    "    throw new Error(`HTTP ${response.status}: ${await response.text()}`);",
    "}",
    response(ctx),
  );
}

export const jsFetch: SnippetClient = {
  language: "js",
  client: "fetch",
  templates: Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, renderFetch])),
};
