import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

function Harness() {
  const [selected, setSelected] = useState("python");
  return (
    <Tabs
      label="Language"
      selected={selected}
      onSelect={setSelected}
      items={[
        { id: "python", label: "Python", panel: <p>python code</p> },
        { id: "js", label: "JavaScript", panel: <p>js code</p> },
        { id: "sh", label: "cURL", panel: <p>curl code</p> },
      ]}
    />
  );
}

describe("Tabs", () => {
  it("shows the selected panel and switches on click", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Language" })).toBeTruthy();
    expect(screen.getByRole("tabpanel").textContent).toBe("python code");
    fireEvent.click(screen.getByRole("tab", { name: "JavaScript" }));
    expect(screen.getByRole("tab", { name: "JavaScript" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("js code");
  });

  it("moves with the arrow keys, Home and End, keeping one tab in the tab order", () => {
    render(<Harness />);
    const python = screen.getByRole("tab", { name: "Python" });
    fireEvent.keyDown(python, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "cURL" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement?.textContent).toBe("cURL");
    fireEvent.keyDown(screen.getByRole("tab", { name: "cURL" }), { key: "Home" });
    expect(python.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(python, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "JavaScript" }).getAttribute("aria-selected")).toBe("true");
    const tabIndexes = screen.getAllByRole("tab").map((tab) => tab.getAttribute("tabindex"));
    expect(tabIndexes).toEqual(["-1", "0", "-1"]);
  });
});
