import { jsString } from "../../code/js-literal";
import { pythonString } from "../../code/python-literal";
import { shellWord } from "../../code/shell-literal";

/**
 * A fragment of trusted code written by us (never text from a model), spliced into a template
 * as is. Anything else interpolated into `py`, `js` or `sh` templates is encoded as a literal.
 */
export class CodeFragment {
  constructor(readonly text: string) {}
}

/** Marks text we wrote ourselves as code to splice verbatim into a snippet template. */
export function code(text: string): CodeFragment {
  return new CodeFragment(text);
}

/** What a snippet template accepts: our code fragments, numbers, or text to encode as a string literal. */
export type TemplateValue = CodeFragment | string | number;

function render(
  strings: TemplateStringsArray,
  values: readonly TemplateValue[],
  encode: (text: string) => string,
): string {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    if (value instanceof CodeFragment) out += value.text;
    else if (typeof value === "number") {
      if (!Number.isFinite(value)) throw new RangeError("a snippet number must be finite");
      out += String(value);
    } else out += encode(value);
    out += strings[index + 1] ?? "";
  });
  // Templates open with a newline after the backtick so the code lines up; drop it.
  return out.startsWith("\n") ? out.slice(1) : out;
}

/** Python snippet template: interpolated strings become Python string literals. */
export function py(strings: TemplateStringsArray, ...values: TemplateValue[]): string {
  return render(strings, values, pythonString);
}

/** JavaScript/TypeScript snippet template: interpolated strings become JS string literals. */
export function js(strings: TemplateStringsArray, ...values: TemplateValue[]): string {
  return render(strings, values, jsString);
}

/** Shell snippet template: interpolated strings become shell words (single-quoted unless plainly safe). */
export function sh(strings: TemplateStringsArray, ...values: TemplateValue[]): string {
  return render(strings, values, shellWord);
}
