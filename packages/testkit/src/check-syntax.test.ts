import { describe, expect, it } from "vitest";
import { findSyntaxErrors } from "./check-syntax";

describe("findSyntaxErrors", () => {
  it("accepts valid code in every language", () => {
    expect(
      findSyntaxErrors([
        { language: "python", content: 'import os\nprint(os.environ["HF_TOKEN"])\n' },
        { language: "js", content: "const r = await fetch('x');\nconsole.log(await r.json());\n" },
        { language: "ts", content: "const n: number = 1;\nexport {};\n" },
        { language: "sh", content: "curl -X POST 'http://x' \\\n    -d '{}'\n" },
      ]),
    ).toEqual([]);
  });

  it("reports each language's parse errors", () => {
    const failures = findSyntaxErrors([
      { language: "python", content: "print('unclosed)\n", label: "py" },
      { language: "js", content: "const x = {;\n", label: "js" },
      { language: "ts", content: "let y: = 2;\n", label: "ts" },
      { language: "sh", content: "echo 'unterminated\n", label: "sh" },
    ]);
    expect(failures.map((failure) => failure.label).sort()).toEqual(["js", "py", "sh", "ts"]);
  });
});
