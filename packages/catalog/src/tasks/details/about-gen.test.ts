import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ABOUT_MODULE_PATH, readAboutFiles, renderAboutModule } from "../../../scripts/build-task-about";

describe("about.gen.ts", () => {
  it("matches the about.md files (run `npm run gen:about` after editing one)", () => {
    expect(readFileSync(ABOUT_MODULE_PATH, "utf8")).toBe(renderAboutModule(readAboutFiles()));
  });

  it("renders markdown as exact string literals", () => {
    const source = renderAboutModule([
      { id: "x-task", markdown: 'Quote " and backslash \\ and\nnewline `tick`' },
    ]);
    const literal = source.match(/"x-task": (.*),\n/)?.[1] ?? "";
    expect(JSON.parse(literal)).toBe('Quote " and backslash \\ and\nnewline `tick`');
  });
});
