import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SortMenu } from "./SortMenu";

function renderMenu() {
  const options = [
    { id: "trending", label: "Trending", href: "/models", selected: true },
    { id: "likes", label: "Most likes", href: "/models?sort=likes", selected: false },
  ];
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <div>
          <p>Elsewhere</p>
          <SortMenu options={options} />
        </div>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector("details") as HTMLDetailsElement;
}

describe("SortMenu", () => {
  it("closes on Escape, giving focus back to its button, and on a click outside", () => {
    const menu = renderMenu();
    menu.open = true;
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement?.tagName).toBe("SUMMARY");
    menu.open = true;
    fireEvent.click(screen.getByText("Most likes").closest("li") as HTMLElement);
    expect(menu.open).toBe(true);
    fireEvent.click(screen.getByText("Elsewhere"));
    expect(menu.open).toBe(false);
  });
});
