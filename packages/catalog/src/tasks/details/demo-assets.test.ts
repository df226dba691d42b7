import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatEuros, invoiceTotal } from "../../../scripts/demo-images/invoice";
import { KEYPOINTS } from "../../../scripts/demo-images/person";
import { VASE_TRIANGLES } from "../../../scripts/demo-images/vase";
import { demoImages } from "../../../scripts/make-demo-images";
import { getTaskDetail } from "./index";

const ASSETS = new URL("../../../assets/tasks/", import.meta.url);

function textOutput(id: Parameters<typeof getTaskDetail>[0]): string {
  const item = getTaskDetail(id)?.demo.outputs.find((output) => output.type === "text");
  return item?.type === "text" ? item.content : "";
}

describe("generated demo images", () => {
  it("match what scripts/make-demo-images.ts draws (run it after changing a drawing)", () => {
    for (const [name, svg] of Object.entries(demoImages())) {
      expect(readFileSync(new URL(name, ASSETS), "utf8"), name).toBe(svg);
    }
  });

  it("are well-formed SVG documents with a title", () => {
    for (const [name, svg] of Object.entries(demoImages())) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.trimEnd().endsWith("</svg>"), name).toBe(true);
    }
  });
});

describe("demo files", () => {
  it("stay small (under 60 KB each) so the package stays light", () => {
    for (const name of readdirSync(ASSETS)) {
      expect(statSync(new URL(name, ASSETS)).size, name).toBeLessThan(60 * 1024);
    }
  });
});

describe("demo texts agree with the pictures they describe", () => {
  it("document QA answers with the invoice's computed total", () => {
    expect(textOutput("document-question-answering")).toBe(formatEuros(invoiceTotal()));
  });

  it("image-to-3d reports the drawn mesh's triangle count", () => {
    expect(textOutput("image-to-3d")).toContain(`${VASE_TRIANGLES} triangles`);
  });

  it("keypoint detection describes as many keypoints as are drawn", () => {
    const output = getTaskDetail("keypoint-detection")?.demo.outputs[0];
    expect(output?.type === "img" ? output.alt : "").toContain(
      `${Object.keys(KEYPOINTS).length} body keypoints`,
    );
  });
});
