import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { JsonValue } from "../model/coerce";
import { jsLiteral, jsonText, jsString } from "./js-literal";
import { visibleJsonText } from "./json-literal";
import { pythonLiteral, pythonString } from "./python-literal";
import { shellQuote } from "./shell-literal";
import { urlComponent } from "./url-component";

const NASTY_STRINGS = [
  "",
  "plain",
  `it's "quoted"`,
  "back\\slash \\n not a newline",
  "line one\nline two\r\n\ttabbed",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} is the point of this input
  "$(rm -rf /) `uname` ${HOME} $HOME",
  "unicode: héllo 日本語 🦙",
  "bidi \u202e override and zero\u200bwidth and \u2028 separator",
  "nul \u0000 and bell \u0007 and del \u007f",
  "lone surrogate \ud800 here",
  "astral format char \u{E0001}",
  "'''triple''' \"\"\"quotes\"\"\"",
];

const NASTY_VALUES: JsonValue[] = [
  null,
  true,
  false,
  0,
  -1.5e-7,
  { text: NASTY_STRINGS[2]!, flags: [true, false, null], nested: { "key with space": 1, "": "empty key" } },
  [[], {}, [1, [2, [3]]]],
  NASTY_STRINGS as JsonValue,
];

function python(script: string, input: string): string {
  return execFileSync("python3", ["-c", script], { input, encoding: "utf8" });
}

describe("pythonString / pythonLiteral", () => {
  it("evaluates in Python to exactly the original text", () => {
    const literals = NASTY_STRINGS.map(pythonString);
    // Python reads the literals with its own parser and reports code points, so lone surrogates compare too.
    const out = python(
      "import ast,sys,json\nprint(json.dumps([[ord(c) for c in ast.literal_eval(l)] for l in json.load(sys.stdin)]))",
      JSON.stringify(literals),
    );
    const expected = NASTY_STRINGS.map((s) => Array.from(s, (c) => c.codePointAt(0)));
    expect(JSON.parse(out)).toEqual(expected);
  });

  it("spells JSON booleans and null the Python way and round-trips nested values", () => {
    expect(pythonLiteral({ a: true, b: false, c: null })).toBe('{"a": True, "b": False, "c": None}');
    const literals = NASTY_VALUES.slice(0, -1).map((value) => pythonLiteral(value, 1));
    const out = python(
      "import ast,sys,json\nprint(json.dumps([ast.literal_eval(l) for l in json.load(sys.stdin)]))",
      JSON.stringify(literals),
    );
    expect(JSON.parse(out)).toEqual(NASTY_VALUES.slice(0, -1));
  });

  it("indents nested containers by four spaces per level", () => {
    expect(pythonLiteral({ inputs: { question: "q", context: "c".repeat(80) } })).toBe(
      `{\n    "inputs": {\n        "question": "q",\n        "context": "${"c".repeat(80)}",\n    },\n}`,
    );
  });
});

describe("jsString / jsLiteral / jsonText", () => {
  it("evaluates in JavaScript to exactly the original values", () => {
    for (const text of NASTY_STRINGS) expect(new Function(`return ${jsString(text)};`)()).toBe(text);
    for (const value of NASTY_VALUES)
      expect(new Function(`return (${jsLiteral(value, 2)});`)()).toEqual(value);
  });

  it("leaves identifier keys bare and quotes the rest", () => {
    expect(jsLiteral({ inputs: 1, "max-tokens": 2 })).toBe('{inputs: 1, "max-tokens": 2}');
  });

  it("shifts JSON continuation lines to the given level", () => {
    expect(jsonText({ a: 1 }, 1)).toBe('{\n        "a": 1\n    }');
  });
});

describe("shellQuote", () => {
  it("passes every string through bash unchanged", () => {
    for (const text of NASTY_STRINGS.filter((s) => !s.includes("\u0000") && !/[\ud800-\udfff]/u.test(s))) {
      const out = execFileSync("bash", ["-c", `printf '%s' ${shellQuote(text)}`], { encoding: "utf8" });
      expect(out).toBe(text);
    }
  });

  it("refuses a NUL byte, which no shell argument can hold", () => {
    expect(() => shellQuote("a\u0000b")).toThrow(/NUL/u);
  });
});

describe("visibleJsonText", () => {
  it("writes invisible characters as escapes that JSON reads back as the same text", () => {
    const text = "bidi \u202e zero \u200b separator \u2028 done";
    const json = visibleJsonText({ content: text }, 1);
    expect(json).toBe('{\n        "content": "bidi \\u202e zero \\u200b separator \\u2028 done"\n    }');
    expect(JSON.parse(json)).toEqual({ content: text });
  });
});

describe("urlComponent", () => {
  it("encodes what would end or change a link's part, keeping slashes", () => {
    const file = "dir/it's a #frag & b=c?.gguf";
    const encoded = urlComponent(file);
    expect(encoded).toBe("dir/it's%20a%20%23frag%20%26%20b%3Dc%3F.gguf");
    expect(new URL(`lmstudio://open_from_hf?file=${encoded}`).searchParams.get("file")).toBe(file);
  });
});
