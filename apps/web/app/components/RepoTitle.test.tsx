import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RepoTitle } from "./RepoTitle";

function renderTitle(id: string, listing: "/models" | "/datasets") {
  const router = createMemoryRouter([{ path: "/", element: <RepoTitle id={id} listing={listing} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("RepoTitle", () => {
  it("links a dataset's owner to the dataset listing of their datasets", () => {
    renderTitle("acme/chats", "/datasets");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("acme/chats");
    expect(screen.getByRole("link", { name: "acme" }).getAttribute("href")).toBe("/datasets?author=acme");
  });

  it("keeps everything after the first slash as the name, and escapes the owner in the link", () => {
    renderTitle("a&b c/x/y", "/models");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("a&b c/x/y");
    expect(screen.getByRole("link", { name: "a&b c" }).getAttribute("href")).toBe("/models?author=a%26b%20c");
  });

  it("shows a bare id whole, with no owner link", () => {
    renderTitle("glue", "/datasets");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("glue");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
