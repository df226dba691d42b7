import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GgufFiles } from "./GgufFiles";

describe("GgufFiles", () => {
  const files = [{ name: "m.Q4_K_M.gguf", label: "Q4_K_M", size: 4_370_000_000 }];

  it("says how many files it leaves out", () => {
    render(<GgufFiles files={files} total={5000} />);
    expect(screen.getByText("The 1 smallest of 5,000 GGUF files.")).toBeTruthy();
  });

  it("says nothing more when it lists them all", () => {
    const { container } = render(<GgufFiles files={files} total={1} />);
    expect(container.textContent).not.toContain("smallest");
  });
});
