import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ResultCard } from "./ResultCard";

function renderCard(item: Parameters<typeof ResultCard>[0]["item"]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ul>
          <ResultCard item={item} />
        </ul>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("ResultCard", () => {
  it("shows id, task, library, downloads, likes and the update date", () => {
    renderCard({
      id: "acme/tiny-bert",
      href: "/acme/tiny-bert",
      task: { id: "fill-mask", name: "Fill-Mask" },
      library: { id: "transformers", label: "Transformers" },
      downloads: 1_234_567,
      likes: 42,
      lastModified: "2025-03-04T10:00:00.000Z",
    });
    expect(screen.getByRole("link", { name: "acme/tiny-bert" }).getAttribute("href")).toBe("/acme/tiny-bert");
    expect(screen.getByText("Fill-Mask")).toBeTruthy();
    expect(screen.getByText("Transformers")).toBeTruthy();
    expect(screen.getByText("Updated Mar 4, 2025")).toBeTruthy();
    expect(screen.getByTitle("1,234,567 downloads").textContent).toBe("1.2M downloads");
    expect(screen.getByTitle("42 likes").textContent).toBe("42 likes");
  });

  it("shows a model's parameter count when its record states one", () => {
    renderCard({
      id: "Qwen/Qwen2.5-7B-Instruct",
      href: "/Qwen/Qwen2.5-7B-Instruct",
      parameters: { count: 7_615_616_512, label: "7.6B params" },
      downloads: 1,
      likes: 0,
    });
    expect(screen.getByTitle("7,615,616,512 parameters").textContent).toBe("7.6B params");
  });

  it("renders an id full of markup as text", () => {
    const { container } = renderCard({
      id: '<img src=x onerror="alert(1)">',
      href: "/x/y",
      downloads: 0,
      likes: 0,
    });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link").textContent).toBe('<img src=x onerror="alert(1)">');
  });
});
