import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TagList } from "./TagList";

describe("TagList", () => {
  it("says how many tags it leaves out", () => {
    render(<TagList tags={["en", "fr"]} total={102} />);
    expect(screen.getByRole("list", { name: "Tags" }).textContent).toContain("and 100 more");
  });

  it("says nothing more when it shows every tag, and nothing at all without tags", () => {
    const { container } = render(<TagList tags={["en", "fr"]} total={2} />);
    expect(screen.getByRole("list", { name: "Tags" }).textContent).not.toContain("more");
    container.remove();
    expect(render(<TagList tags={[]} total={0} />).container.textContent).toBe("");
  });
});
