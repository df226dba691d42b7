import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FacetSidebar } from "./FacetSidebar";

function renderSidebar(countsNotes?: { tasks?: string; libraries?: string }) {
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
      countsNotes={countsNotes}
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

  it("says what a section's counts cover in that section only, when they are not narrowed", () => {
    renderSidebar({ libraries: "Counts are for the whole catalogue: too many datasets match." });
    const libraries = screen.getByRole("region", { name: "Libraries" });
    expect(within(libraries).getByText(/whole catalogue/)).toBeTruthy();
    const tasks = screen.getByRole("region", { name: "Tasks" });
    expect(within(tasks).queryByText(/whole catalogue/)).toBeNull();
  });
});
