import { cleanup, render, screen } from "@testing-library/react";
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

  it("lists demo apps among the sections and searches them on their pages", () => {
    renderAt("/spaces?search=arena");
    const input = screen.getByLabelText("Search demo apps") as HTMLInputElement;
    expect([input.form?.getAttribute("action"), input.value]).toEqual(["/spaces", "arena"]);
    const section = screen.getByRole("link", { name: "Demo apps" });
    expect([section.getAttribute("href"), section.getAttribute("aria-current")]).toEqual(["/spaces", "page"]);
    cleanup();
    renderAt("/spaces/acme/chat-arena");
    expect((screen.getByLabelText("Search demo apps") as HTMLInputElement).value).toBe("");
  });
});
