import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReferenceList } from "./ReferenceList";

describe("ReferenceList", () => {
  it("links our own pages, marks external app links, and shows unknown ids as text", () => {
    render(
      <ReferenceList
        title="Demo apps"
        items={[
          { id: "acme/model", description: "Ours", href: "/acme/model" },
          { id: "acme/app", description: "An app", externalHref: "https://huggingface.co/spaces/acme/app" },
          { id: "other/model", description: "Not here" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Demo apps" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "acme/model" }).getAttribute("href")).toBe("/acme/model");
    const external = screen.getByRole("link", { name: /acme\/app.*on huggingface\.co/ });
    expect(external.getAttribute("href")).toBe("https://huggingface.co/spaces/acme/app");
    expect(external.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("link", { name: /other\/model/ })).toBeNull();
    expect(screen.getByText("other/model")).toBeTruthy();
  });
});
