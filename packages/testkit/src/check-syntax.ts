import { execFileSync, spawnSync } from "node:child_process";
import ts from "typescript";

/** Languages whose generated code can be syntax-checked with the language's own parser. */
export type CheckedLanguage = "python" | "js" | "ts" | "sh";

export interface CodeSample {
  language: CheckedLanguage;
  content: string;
  /** Shown in failure messages. */
  label?: string;
}

/** One sample that did not parse, with the parser's message. */
export interface SyntaxFailure {
  label: string;
  language: CheckedLanguage;
  message: string;
}

// Python's own parser: one process for the whole batch, reading a JSON list on stdin.
const PYTHON_CHECK = `
import ast, json, sys
for index, source in enumerate(json.load(sys.stdin)):
    try:
        ast.parse(source)
    except SyntaxError as error:
        print(json.dumps({"index": index, "message": f"line {error.lineno}: {error.msg}"}))
`;

function checkPython(sources: string[]): Map<number, string> {
  const out = execFileSync("python3", ["-c", PYTHON_CHECK], {
    input: JSON.stringify(sources),
    encoding: "utf8",
  });
  const failures = new Map<number, string>();
  for (const line of out.split("\n").filter(Boolean)) {
    const { index, message } = JSON.parse(line) as { index: number; message: string };
    failures.set(index, message);
  }
  return failures;
}

/** TypeScript's parser, which also parses JavaScript (ES modules, top-level await). */
function checkScript(source: string, language: "js" | "ts"): string | undefined {
  const file = ts.createSourceFile(
    language === "ts" ? "snippet.ts" : "snippet.mjs",
    source,
    ts.ScriptTarget.Latest,
    false,
    language === "ts" ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const diagnostics = (file as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  const first = diagnostics[0];
  if (!first) return undefined;
  const { line } = file.getLineAndCharacterOfPosition(first.start ?? 0);
  return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, "\n")}`;
}

function checkShell(source: string): string | undefined {
  const result = spawnSync("bash", ["-n"], { input: source, encoding: "utf8" });
  return result.status === 0 ? undefined : result.stderr.trim() || `bash -n exited ${result.status}`;
}

/** Parses every sample with its language's own parser; returns the ones that fail (empty when all parse). */
export function findSyntaxErrors(samples: readonly CodeSample[]): SyntaxFailure[] {
  const failures: SyntaxFailure[] = [];
  const label = (sample: CodeSample, index: number) => sample.label ?? `sample ${index}`;
  const python = samples.flatMap((sample, index) => (sample.language === "python" ? [index] : []));
  if (python.length) {
    const errors = checkPython(python.map((index) => samples[index]!.content));
    for (const [position, message] of errors) {
      const index = python[position]!;
      failures.push({ label: label(samples[index]!, index), language: "python", message });
    }
  }
  samples.forEach((sample, index) => {
    if (sample.language === "python") return;
    const message =
      sample.language === "sh" ? checkShell(sample.content) : checkScript(sample.content, sample.language);
    if (message) failures.push({ label: label(sample, index), language: sample.language, message });
  });
  return failures;
}
