import { describe, expect, it } from "vitest";
import { arrangeApps, movedOrder } from "./local-app-order";

const page = ["llama.cpp", "vllm", "lmstudio", "ollama"].map((id) => ({ id }));
const ids = (apps: { id: string }[]) => apps.map((app) => app.id);

describe("arrangeApps", () => {
  it("keeps the page's order when the visitor placed nothing", () => {
    expect(ids(arrangeApps(page, []))).toEqual(["llama.cpp", "vllm", "lmstudio", "ollama"]);
  });

  it("puts placed apps in the visitor's order, each other app after the one it follows on the page", () => {
    // vllm follows llama.cpp on the page; llama.cpp, first on the page, leads unless placed.
    expect(ids(arrangeApps(page, ["ollama", "lmstudio", "jan"]))).toEqual([
      "llama.cpp",
      "vllm",
      "ollama",
      "lmstudio",
    ]);
    expect(ids(arrangeApps(page, ["ollama", "llama.cpp"]))).toEqual([
      "ollama",
      "llama.cpp",
      "vllm",
      "lmstudio",
    ]);
  });
});

describe("movedOrder", () => {
  const shown = ["ollama", "llama.cpp", "vllm"];

  it("swaps an app with its neighbour, keeping what other pages placed after the page's apps", () => {
    expect(movedOrder(shown, "vllm", -1, ["jan", "ollama"])).toEqual(["ollama", "vllm", "llama.cpp", "jan"]);
    expect(movedOrder(shown, "ollama", 1, [])).toEqual(["llama.cpp", "ollama", "vllm"]);
  });

  it("changes nothing for a move past either end or an app not shown", () => {
    expect(movedOrder(shown, "ollama", -1, ["jan"])).toEqual(["jan"]);
    expect(movedOrder(shown, "vllm", 1, [])).toEqual([]);
    expect(movedOrder(shown, "msty", 1, ["msty"])).toEqual(["msty"]);
  });
});
