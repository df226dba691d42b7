import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadTaskIndex } from "../lib/task-index.server";
import { TaskGrid } from "./TaskGrid";

function renderGrid(counts: Record<string, number>) {
  const groups = loadTaskIndex(new Map(Object.entries(counts)));
  const router = createMemoryRouter([{ path: "/", element: <TaskGrid groups={groups} /> }]);
  render(<RouterProvider router={router} />);
}

describe("TaskGrid", () => {
  it("links each task to its own page, else to its models, and a task with neither to nothing", () => {
    renderGrid({ "text-generation": 5, translation: 3, "multiple-choice": 0 });
    expect(screen.getByRole("link", { name: /^Text Generation/ }).getAttribute("href")).toBe(
      "/tasks/text-generation",
    );
    // Translation's page redirects to text generation's: its tile opens translation's models.
    expect(screen.getByRole("link", { name: /^Translation/ }).getAttribute("href")).toBe(
      "/models?pipeline_tag=translation",
    );
    expect(screen.queryByRole("link", { name: /^Multiple Choice/ })).toBeNull();
    expect(screen.getByText("Multiple Choice").closest(".task-tile--inert")).toBeTruthy();
  });
});
