import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FacetSidebar } from "./FacetSidebar";

function renderSidebar(countsNote?: string) {
  const sidebar = (
    <FacetSidebar
      taskGroups={[
        {
          id: "nlp",
          label: "Natural Language Processing",
          options: [
            {
              id: "text-classification",
              label: "Text Classification",
              count: 1234,
              selected: true,
              href: "/datasets",
            },
          ],
        },
      ]}
      libraries={[]}
      countsNote={countsNote}
    />
  );
  const router = createMemoryRouter([{ path: "*", element: sidebar }], { initialEntries: ["/datasets"] });
  return render(<RouterProvider router={router} />);
}

describe("FacetSidebar", () => {
  it("lists tasks with counts, marks the selected one, and says when no library matches", () => {
    renderSidebar();
    const link = screen.getByRole("link", { name: /Text Classification/ });
    expect(link.textContent).toContain("1.2K");
    expect(link.getAttribute("aria-current")).toBe("true");
    expect(screen.getByText("No library matches.")).toBeTruthy();
    expect(screen.queryByText(/whole catalogue/)).toBeNull();
  });

  it("says what the counts cover when they are not narrowed by the filters", () => {
    renderSidebar("Counts are for the whole catalogue.");
    expect(screen.getByText("Counts are for the whole catalogue.")).toBeTruthy();
  });
});
