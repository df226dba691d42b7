import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CountsNotes, FacetOption } from "../lib/listing-data";
import { FacetSidebar } from "./FacetSidebar";

function renderSidebar(countsNotes?: CountsNotes) {
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

describe("FacetSidebar: a task without entries", () => {
  it("is shown dimmed, says there is nothing for it yet, and is no link", () => {
    const sidebar = (
      <FacetSidebar
        taskGroups={[
          {
            id: "cv",
            label: "Computer Vision",
            options: [
              {
                id: "depth-estimation",
                label: "Depth Estimation",
                count: 2,
                selected: false,
                href: "/models?x",
              },
              {
                id: "image-to-3d",
                label: "Image-to-3D",
                count: 0,
                selected: false,
                href: "/models?pipeline_tag=image-to-3d",
                empty: "No models for this task yet",
              },
            ],
          },
        ]}
      />
    );
    const router = createMemoryRouter([{ path: "*", element: sidebar }], { initialEntries: ["/models"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: /Depth Estimation/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Image-to-3D/ })).toBeNull();
    const empty = screen.getByText("Image-to-3D").parentElement;
    expect(empty?.className).toContain("facet--empty");
    expect(empty?.textContent).toContain("No models for this task yet");
  });
});

describe("FacetSidebar: inference providers and local apps", () => {
  const option = (id: string, label: string, count: number, selected = false) => ({
    id,
    label,
    count,
    selected,
    href: `/models?x=${id}`,
  });

  function renderModelSidebar(providers: FacetOption[], localApps: FacetOption[], countsNotes?: CountsNotes) {
    const sidebar = (
      <FacetSidebar
        taskGroups={[]}
        libraries={[]}
        providers={providers}
        localApps={localApps}
        countsNotes={countsNotes}
      />
    );
    const router = createMemoryRouter([{ path: "*", element: sidebar }], { initialEntries: ["/models"] });
    return render(<RouterProvider router={router} />);
  }

  afterEach(cleanup);

  it("lists providers with counts, the selected one marked, and the apps with a note that they select alike", () => {
    renderModelSidebar(
      [
        option("all", "Any provider", 12_500),
        option("together", "Together", 40, true),
        option("groq", "Groq", 3),
      ],
      [
        option("llama.cpp", "llama.cpp", 1896),
        option("ollama", "Ollama", 1896),
        { id: "mlx-lm", label: "MLX LM", selected: false, href: "/models?apps=mlx-lm" },
      ],
    );
    const providers = screen.getByRole("region", { name: "Inference providers" });
    const links = within(providers).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Any provider12.5K entries",
      "Together40 entries",
      "Groq3 entries",
    ]);
    expect(links[1]?.getAttribute("aria-current")).toBe("true");
    expect(links[1]?.getAttribute("href")).toBe("/models?x=together");
    expect(links[2]?.getAttribute("aria-current")).toBe(null);
    const apps = screen.getByRole("region", { name: "Local apps" });
    expect(
      within(apps).getByText(
        /The apps that run any GGUF file share one count; the apps without a count are not counted here/,
      ),
    ).toBeTruthy();
    expect(within(apps).getByRole("link", { name: /Ollama/ }).textContent).toBe("Ollama1.9K entries");
    // An app offered without a count reads as its name alone.
    expect(within(apps).getByRole("link", { name: /MLX LM/ }).textContent).toBe("MLX LM");
  });

  it("says when no listed model has a provider or a GGUF file, and leaves both out for datasets", () => {
    renderModelSidebar([], [{ id: "tgi", label: "TGI", selected: false, href: "/models?apps=tgi" }]);
    expect(
      within(screen.getByRole("region", { name: "Inference providers" })).getByText(
        "No listed model is served by a provider.",
      ),
    ).toBeTruthy();
    const apps = screen.getByRole("region", { name: "Local apps" });
    expect(
      within(apps).getByText("No listed model runs in a counted app; these apps are not counted here."),
    ).toBeTruthy();
    expect(within(apps).queryByText(/selects the same models/)).toBeNull();
    expect(within(apps).getByRole("link", { name: "TGI" }).getAttribute("href")).toBe("/models?apps=tgi");
    cleanup();
    renderSidebar();
    expect(screen.queryByRole("region", { name: "Inference providers" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Local apps" })).toBeNull();
  });

  it("says in the providers or apps section, and only there, that its counts are the whole catalogue's", () => {
    const note = "Counts are for the whole catalogue: too many models match to count them here.";
    renderModelSidebar([option("all", "Any provider", 12_500)], [option("ollama", "Ollama", 1896)], {
      apps: note,
    });
    expect(within(screen.getByRole("region", { name: "Local apps" })).getByText(note)).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Inference providers" })).queryByText(/whole catalogue/),
    ).toBeNull();
    cleanup();
    renderModelSidebar([option("all", "Any provider", 12_500)], [], { providers: note });
    expect(within(screen.getByRole("region", { name: "Inference providers" })).getByText(note)).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Local apps" })).queryByText(/whole catalogue/),
    ).toBeNull();
  });
});
