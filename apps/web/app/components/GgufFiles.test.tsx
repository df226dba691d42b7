import { fireEvent, render, screen } from "@testing-library/react";
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
  fit: {},
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

  it("lists quants as plain labels on a page without local apps to run them", () => {
    const { selected: _selected, ...rest } = base;
    renderPanel({ ...rest, quants: base.quants.map(({ href: _href, ...quant }) => quant) });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Q8_0").tagName).toBe("SPAN");
    expect(screen.getByText("30.0 GB")).toBeTruthy();
    expect(document.querySelector(".gguf-list__picked")).toBeNull();
  });

  it("says how many quants it leaves out", () => {
    renderPanel({ ...base, quantCount: 5000 });
    expect(screen.getByText("The 2 smallest of 5,000 quants.")).toBeTruthy();
  });
});

describe("GgufFiles with the visitor's hardware", () => {
  // Llama-3.1-8B's quants, and its KV cache: 131,072 bytes a token (1 GiB for 8,192 tokens).
  const llama: GgufView = {
    ...base,
    quants: [
      { value: "Q4_K_M", label: "Q4_K_M", file: "m-Q4_K_M.gguf", parts: 1, size: 4_920_734_016, href: "?" },
      { value: "Q6_K", label: "Q6_K", file: "m-Q6_K.gguf", parts: 1, size: 6_596_006_112, href: "?" },
      { value: "Q8_0", label: "Q8_0", file: "m-Q8_0.gguf", parts: 1, size: 8_540_770_528, href: "?" },
    ],
    quantCount: 3,
    auxiliary: [],
    auxiliaryCount: 0,
    fit: { kvBytesPerToken: 131_072, maxContext: 131_072 },
  };

  function fitMarks(): string[] {
    return [...document.querySelectorAll(".gguf-list li")].map(
      (row) =>
        `${row.querySelector(".gguf-list__label")?.textContent} ${row.querySelector(".gguf-fit")?.textContent ?? "-"}`,
    );
  }

  it("marks each quant against the remembered memory, counting 8,192 tokens of KV cache", async () => {
    window.localStorage.setItem(
      "modelhub:hardware",
      JSON.stringify({ device: "", memoryGb: 8, context: 8192 }),
    );
    renderPanel(llama);
    // 8 GiB = 8,589,934,592 bytes; 80% of it is 6,871,947,674.
    // Q4_K_M needs 5,994,475,840 (fits), Q6_K 7,669,747,936 (tight), Q8_0 9,614,512,352 (too big).
    await screen.findByText("fits");
    expect(fitMarks()).toEqual(["Q4_K_M fits", "Q6_K tight", "Q8_0 too big"]);
    expect(screen.getByText(/counting the weights and the KV cache for 8,192 tokens/)).toBeTruthy();
    window.localStorage.clear();
  });

  it("says when it counts the weights only, and remembers a device picked", async () => {
    renderPanel({ ...llama, fit: {} });
    const picker = await screen.findByLabelText("Your hardware");
    expect(fitMarks()).toEqual(["Q4_K_M -", "Q6_K -", "Q8_0 -"]);
    fireEvent.change(picker, { target: { value: "8|NVIDIA RTX 4060" } });
    // Weights alone: Q6_K's 6,596,006,112 bytes are within 80% of 8 GiB.
    expect(fitMarks()).toEqual(["Q4_K_M fits", "Q6_K fits", "Q8_0 tight"]);
    expect(screen.getByText(/counting the weights only/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("modelhub:hardware") ?? "{}")).toEqual({
      device: "NVIDIA RTX 4060",
      memoryGb: 8,
      context: 8192,
    });
    window.localStorage.clear();
  });
});
