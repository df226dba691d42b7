import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOSTILE } from "../../test/fixture-store";
import { EvalResults } from "./EvalResults";

describe("EvalResults", () => {
  it("shows one row per metric, author text as text, and counts the rows left out", () => {
    const { container } = render(
      <EvalResults
        results={{
          rows: [
            {
              task: "Reranking",
              dataset: "MTEB CMedQAv1",
              config: "default",
              split: "test",
              metric: "map",
              value: 81.27206722525007,
              verified: false,
            },
            { task: "Text Generation", dataset: HOSTILE, metric: "pass@1", value: "15.88%", verified: true },
          ],
          total: 3744,
        }}
      />,
    );
    const cells = [...container.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ["Reranking", "MTEB CMedQAv1 (default, test)", "map", "81.2721"],
      ["Text Generation", HOSTILE, "pass@1", "15.88% (verified)"],
    ]);
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByText("The first 2 of 3,744 results.")).toBeTruthy();
  });
});
