import { parseArgs } from "node:util";
import { parseGgufQuantLabel } from "@modelhub/catalog";
import { type Command, UsageError } from "../command";

/** One name as `modelhub quant --json` prints it. */
export interface QuantJson {
  name: string;
  /** The quantisation label, or null when the name states none. */
  label: string | null;
}

/** In the line format a tab or newline would break the columns, so such names are JSON-quoted. */
function nameForLine(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for.
  return /[\u0000-\u001f\u007f]/u.test(name) ? JSON.stringify(name) : name;
}

export const quantCommand: Command = {
  summary: "Print the quantisation label of GGUF file names",
  help: `Usage: modelhub quant [--json] NAME...

Prints the quantisation label each GGUF file name states, one line per name:
NAME, a tab, then the label (e.g. Q4_K_M, IQ2_XXS, UD-Q2_K_XL, F16) or "none" when the
name states no quantisation. Names are read, never opened; folders in a path count too
("Q4_K_M/model-00001-of-00002.gguf"). A name holding a tab or newline is printed JSON-quoted.

Options:
  --json      Print a JSON array instead: [{"name": NAME, "label": LABEL or null}, ...].
  -h, --help  Show this help.

Examples:
  modelhub quant Qwen3-8B-Q4_K_M.gguf model.fp16.gguf
  modelhub quant --json gpt-oss-20b-MXFP4.gguf tokenizer.gguf
`,
  run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { json: { type: "boolean" } },
      allowPositionals: true,
    });
    if (positionals.length === 0) throw new UsageError("give at least one file name");
    const results: QuantJson[] = positionals.map((name) => ({
      name,
      label: parseGgufQuantLabel(name) ?? null,
    }));
    if (values.json) {
      io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    } else {
      const lines = results.map(({ name, label }) => `${nameForLine(name)}\t${label ?? "none"}\n`);
      io.stdout.write(lines.join(""));
    }
    return 0;
  },
};
