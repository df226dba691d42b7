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

  it("ignores thematic breaks, emphasis and numbers", () => {
    expect(markdownNestingDepth("---\n***\n-1 is negative\n2024 was a year\n*emphasis*")).toBe(0);
  });

  it("counts the lines of code blocks too, where a fence-like line may open none", () => {
    const list = Array.from({ length: 40 }, (_, level) => `${"  ".repeat(level)}- a`).join("\n");
    // A backtick fence's info string cannot hold a backtick: "```x`y" is a paragraph.
    expect(markdownNestingDepth(`\`\`\`x\`y\n${list}`)).toBe(40);
    expect(markdownNestingDepth(`<div>\n\`\`\`\n</div>\n${list}`)).toBe(40);
  });

  it("counts a line of a million markers", () => {
    expect(markdownNestingDepth(">".repeat(1_000_000))).toBe(1_000_000);
  });
});
