import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./SiteHeader";

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <SiteHeader /> }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

describe("SiteHeader", () => {
  it("searches models by default and marks the current section", () => {
    renderAt("/models?search=llama");
    const input = screen.getByLabelText("Search models") as HTMLInputElement;
    expect(input.value).toBe("llama");
    expect(input.form?.getAttribute("action")).toBe("/models");
    expect(screen.getByRole("link", { name: "Models" }).getAttribute("aria-current")).toBe("page");
  });

  it("searches datasets on dataset pages", () => {
    renderAt("/datasets/acme/chats");
    const input = screen.getByLabelText("Search datasets") as HTMLInputElement;
    expect(input.form?.getAttribute("action")).toBe("/datasets");
    expect(input.value).toBe("");
  });
});
