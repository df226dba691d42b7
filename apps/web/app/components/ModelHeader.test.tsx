import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ModelPageData } from "../lib/model-page.server";
import { ModelHeader } from "./ModelHeader";

function renderHeader(tags: string[], tagCount: number) {
  const model = { id: "acme/polyglot", tags, tagCount } as ModelPageData;
  const router = createMemoryRouter([{ path: "/", element: <ModelHeader model={model} /> }]);
  render(<RouterProvider router={router} />);
}

describe("ModelHeader", () => {
  it("says how many tags it leaves out", () => {
    renderHeader(["en", "fr"], 102);
    expect(screen.getByRole("list", { name: "Tags" }).textContent).toContain("and 100 more");
  });

  it("says nothing more when it shows every tag", () => {
    renderHeader(["en", "fr"], 2);
    expect(screen.getByRole("list", { name: "Tags" }).textContent).not.toContain("more");
  });
});
