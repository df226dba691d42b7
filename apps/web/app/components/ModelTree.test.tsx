import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModelTree } from "./ModelTree";

describe("ModelTree", () => {
  it("groups base models by relation and links each count of derived models to its listing", () => {
    render(
      <ModelTree
        baseModels={[
          { id: "a/one", href: "/a/one", relation: "merge" },
          { id: "b/two", relation: "merge" },
          { id: "c/three" },
        ]}
        derivedModels={[
          { relation: "finetune", count: 1, href: "/models?other=base_model:finetune:x/y" },
          { relation: "quantized", count: 1200, href: "/models?other=base_model:quantized:x/y" },
        ]}
        datasets={[{ id: "d/set", href: "/datasets/d/set" }]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Merge of" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Base model" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "a/one" }).getAttribute("href")).toBe("/a/one");
    expect(screen.getByText("b/two").tagName).toBe("SPAN");
    expect(screen.getByRole("link", { name: "1 fine-tune" }).getAttribute("href")).toBe(
      "/models?other=base_model:finetune:x/y",
    );
    expect(screen.getByRole("link", { name: "1,200 quantizations" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "d/set" })).toBeTruthy();
  });
});
