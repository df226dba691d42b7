import { describe, expect, it } from "vitest";
import { markdownNestingDepth } from "./markdown-nesting";

describe("markdownNestingDepth", () => {
  it("counts quote and list markers at the start of a line, and indentation before them", () => {
    expect(markdownNestingDepth("plain text\n\nmore")).toBe(0);
    expect(markdownNestingDepth("> quote")).toBe(1);
    expect(markdownNestingDepth("> > - 1. deep")).toBe(4);
    expect(markdownNestingDepth("- a\n  - b\n    - c")).toBe(3);
    expect(markdownNestingDepth("\t\t- tabbed")).toBe(5);
  });

  it("ignores thematic breaks, emphasis, numbers and fenced code", () => {
    expect(markdownNestingDepth("---\n***\n-1 is negative\n2024 was a year\n*emphasis*")).toBe(0);
    expect(markdownNestingDepth(`\`\`\`\n${" ".repeat(80)}> > > code\n\`\`\`\n- after`)).toBe(1);
  });

  it("counts a line of a million markers", () => {
    expect(markdownNestingDepth(">".repeat(1_000_000))).toBe(1_000_000);
  });
});
