import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { GgufView } from "../lib/gguf-view.server";
import type { LocalAppView } from "../lib/local-apps-view.server";
import { LocalApps } from "./LocalApps";

const noGguf: GgufView = { quants: [], quantCount: 0, auxiliary: [], auxiliaryCount: 0, keep: [], fit: {} };

const apps: LocalAppView[] = [
  {
    id: "vllm",
    label: "vLLM",
    docsUrl: "https://docs.vllm.ai",
    macOSOnly: false,
    snippets: [{ key: "vllm-0", title: "Install", html: "<pre><code>pip install vllm</code></pre>" }],
  },
  {
    id: "recursechat",
    label: "RecurseChat",
    docsUrl: "https://recurse.chat",
    macOSOnly: true,
    snippets: [],
    deepLink: "recursechat://new-hf-gguf-model?hf-model-id=a/b",
  },
];

function renderApps(list: LocalAppView[], gguf: GgufView = noGguf) {
  const Stub = createRoutesStub([
    { path: "/a/b", Component: () => <LocalApps apps={list} gguf={gguf} modelId="a/b" /> },
  ]);
  return render(<Stub initialEntries={["/a/b"]} />);
}

describe("LocalApps", () => {
  afterEach(() => window.localStorage.clear());

  it("shows one tab per app with its commands, link, platform and documentation", () => {
    renderApps(apps);
    expect(screen.getByRole("heading", { name: "Run it locally" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["vLLM", "RecurseChat"]);
    expect(screen.getByText("pip install vllm")).toBeTruthy();
    expect(screen.getByRole("link", { name: "vLLM documentation" }).getAttribute("href")).toBe(
      "https://docs.vllm.ai",
    );
    // No quant to pick for a model without GGUF files.
    expect(screen.queryByLabelText("Quant")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "RecurseChat" }));
    expect(screen.getByRole("link", { name: "Open in RecurseChat" }).getAttribute("href")).toBe(
      "recursechat://new-hf-gguf-model?hf-model-id=a/b",
    );
    expect(screen.getByText("macOS only")).toBeTruthy();
  });

  it("hides the apps a visitor unticks, and remembers them for the next page", async () => {
    const view = renderApps(apps);
    fireEvent.click(await screen.findByText("Choose apps"));
    fireEvent.click(screen.getByRole("checkbox", { name: "vLLM" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["RecurseChat"]);
    expect(screen.getByText("(1 of 2 shown)")).toBeTruthy();
    expect(window.localStorage.getItem("modelhub:hidden-local-apps")).toBe('["vllm"]');
    view.unmount();

    renderApps(apps);
    await screen.findByText("(1 of 2 shown)");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["RecurseChat"]);
    fireEvent.click(screen.getByText("Choose apps"));
    fireEvent.click(screen.getByRole("checkbox", { name: "RecurseChat" }));
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText("Every app is hidden: choose the ones to show.")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "vLLM" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "RecurseChat" }));
    expect(screen.getAllByRole("tab")).toHaveLength(2);
    expect(window.localStorage.getItem("modelhub:hidden-local-apps")).toBeNull();
  });

  it("ignores a stored list that is not one", async () => {
    window.localStorage.setItem("modelhub:hidden-local-apps", "{not json");
    renderApps(apps);
    await screen.findByText("(all shown)");
    expect(screen.getAllByRole("tab")).toHaveLength(2);
  });

  it("is left out for a model no app runs", () => {
    renderApps([]);
    expect(screen.queryByRole("heading", { name: "Run it locally" })).toBeNull();
  });
});
