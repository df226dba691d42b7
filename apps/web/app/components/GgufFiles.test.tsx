import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { GgufView } from "../lib/gguf-view.server";
import { GgufFiles } from "./GgufFiles";

function renderPanel(gguf: GgufView) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <GgufFiles gguf={gguf} /> }]);
  return render(<Stub />);
}

const base: GgufView = {
  quants: [
    {
      value: "Q4_K_M",
      label: "Q4_K_M",
      file: "m-Q4_K_M.gguf",
      parts: 1,
      size: 4_370_000_000,
      href: "?quant=Q4_K_M#local-title",
    },
    {
      value: "Q8_0",
      label: "Q8_0",
      file: "m-Q8_0-00001-of-00005.gguf",
      parts: 2,
      declaredParts: 5,
      size: 30_000_000_000,
      href: "?quant=Q8_0#local-title",
    },
  ],
  quantCount: 2,
  selected: "Q4_K_M",
  auxiliary: [{ file: "mmproj-m-f16.gguf", kind: "projector", size: 600_000_000 }],
  auxiliaryCount: 1,
  keep: [],
  localApps: [],
};

describe("GgufFiles", () => {
  it("lists quants with sizes and parts, marks the picked one, and sets projectors apart", () => {
    renderPanel(base);
    const picked = screen.getByRole("link", { name: "Q4_K_M" });
    expect(picked.getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Q8_0" }).getAttribute("href")).toBe("/?quant=Q8_0#local-title");
    expect(screen.getByText("2 of 5 parts ·")).toBeTruthy();
    expect(screen.getByText("30.0 GB")).toBeTruthy();
    expect(screen.getByText("Vision projector")).toBeTruthy();
    expect(screen.getByText("mmproj-m-f16.gguf")).toBeTruthy();
  });

  it("says how many quants it leaves out", () => {
    renderPanel({ ...base, quantCount: 5000 });
    expect(screen.getByText("The 2 smallest of 5,000 quants.")).toBeTruthy();
  });
});
