import type { RenderContext } from "../../context/render-context";
import { TEMPLATE_NAMES } from "../../tasks/templates";
import type { SnippetClient } from "../types";

// curl: the raw HTTP call. Every value is one shell word (single-quoted, `'\''` for quotes), so
// nothing in it is expanded except the token variable and the file contents read just before.

function continued(words: string[]): string {
  return words.map((word, index) => (index === 0 ? word : `    ${word}`)).join(" \\\n");
}

export function renderCurl(ctx: RenderContext): string {
  const { sh } = ctx;
  const options = [
    "-X POST",
    ...sh.headers.map((header) => `-H ${header}`),
    ...(ctx.output.kind === "stream" ? ["-N"] : []),
    ...(sh.outputFile ? [`-o ${sh.outputFile}`] : []),
  ];
  if (sh.form) return continued([`curl ${sh.fullUrl}`, ...options, ...sh.form]);
  if (sh.bodyFile) return continued([`curl ${sh.fullUrl}`, ...options, `--data-binary ${sh.bodyFile}`]);
  if (ctx.files.length === 0) return continued([`curl ${sh.fullUrl}`, ...options, `-d ${sh.body ?? "'{}'"}`]);
  // Embedded files make the body too large for an argument: printf (a builtin) pipes it to curl.
  const reads = ctx.files.map((file) => `${file.variable.sh}="$(base64 < ${file.path.sh} | tr -d '\\n')"`);
  return [
    ...reads,
    "",
    `printf '%s' ${sh.body} | ${continued([`curl ${sh.fullUrl}`, ...options, "--data-binary @-"])}`,
  ].join("\n");
}

export const shCurl: SnippetClient = {
  language: "sh",
  client: "curl",
  templates: Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, renderCurl])),
};
