import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { RepoFilesView } from "../lib/model-page.server";
import { RepoFiles } from "./RepoFiles";

function renderFiles(files: RepoFilesView) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <RepoFiles files={files} /> }]);
  return render(<Stub />);
}

const HOSTILE_NAME = `<img src=x onerror="window.__pwned = 3">.json`;

describe("RepoFiles", () => {
  it("lists files by folder with sizes and totals, names as text", () => {
    const { container } = renderFiles({
      shown: 3,
      total: 3,
      notHeld: { names: [], count: 0 },
      folders: [
        {
          path: "",
          count: 1,
          bytes: 700,
          unsized: 0,
          files: [
            {
              path: "config.json",
              name: "config.json",
              size: 700,
              text: { html: "<pre>{}</pre>", open: true, note: "Laid out anew." },
            },
          ],
        },
        {
          path: "onnx",
          count: 2,
          bytes: 500_000_010,
          unsized: 0,
          files: [
            { path: `onnx/${HOSTILE_NAME}`, name: HOSTILE_NAME, size: 10 },
            { path: "onnx/model.onnx", name: "model.onnx", size: 500_000_000 },
          ],
        },
      ],
    });
    expect(screen.getByText("3 files · 500 MB")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "onnx/ 2 files · 500 MB" })).toBeTruthy();
    expect(screen.getByText(HOSTILE_NAME)).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("details")?.open).toBe(true);
    expect(screen.getByText("Laid out anew.")).toBeTruthy();
  });

  it("links a long text, and says how many files it leaves out", () => {
    renderFiles({
      shown: 1,
      total: 100_000,
      notHeld: { names: [], count: 0 },
      folders: [
        {
          path: "",
          count: 100_000,
          bytes: 0,
          unsized: 100_000,
          files: [{ path: "README.md", name: "README.md", viewHref: "?file=README.md#file-README.md" }],
        },
      ],
    });
    expect(screen.getByRole("link", { name: "README.md" }).getAttribute("href")).toBe(
      "/?file=README.md#file-README.md",
    );
    expect(screen.getByText("The first 1 of 100,000 files.")).toBeTruthy();
    expect(screen.queryByText(/files ·/)).toBeNull();
  });

  it("names the text files whose text it does not hold, and counts those it does not name", () => {
    renderFiles({
      shown: 1,
      total: 9,
      notHeld: { names: ["generation_config.json", HOSTILE_NAME], count: 5 },
      folders: [
        {
          path: "",
          count: 9,
          bytes: 10,
          unsized: 0,
          files: [{ path: "generation_config.json", name: "generation_config.json", size: 10 }],
        },
      ],
    });
    expect(
      screen.getByText(
        `Listed without their text, which this hub does not hold: generation_config.json, ${HOSTILE_NAME} and 3 more.`,
      ),
    ).toBeTruthy();
  });

  it("says nothing of texts when every text file listed is held", () => {
    const { container } = renderFiles({
      shown: 1,
      total: 1,
      notHeld: { names: [], count: 0 },
      folders: [
        { path: "", count: 1, bytes: 1, unsized: 0, files: [{ path: "a.bin", name: "a.bin", size: 1 }] },
      ],
    });
    expect(container.querySelector(".repo-files__not-held")).toBeNull();
  });
});
