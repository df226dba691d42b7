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

  it("puts every app's panel in the page under a heading naming it, for the page without JavaScript", () => {
    const { container } = renderApps(apps);
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.querySelector("h3")?.textContent)).toEqual(["vLLM", "RecurseChat"]);
    expect(panels[0]?.textContent).toContain("pip install vllm");
    expect(panels[1]?.querySelector("a")?.getAttribute("href")).toBe(
      "recursechat://new-hf-gguf-model?hf-model-id=a/b",
    );
  });

  it("hides the apps a visitor unticks, and remembers them for the next page", async () => {
    const view = renderApps(apps);
    fireEvent.click(await screen.findByText("Choose and order apps"));
    fireEvent.click(screen.getByRole("checkbox", { name: "vLLM" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["RecurseChat"]);
    expect(screen.getByText("(1 of 2 shown)")).toBeTruthy();
    expect(window.localStorage.getItem("modelhub:hidden-local-apps")).toBe('["vllm"]');
    view.unmount();

    renderApps(apps);
    await screen.findByText("(1 of 2 shown)");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["RecurseChat"]);
    fireEvent.click(screen.getByText("Choose and order apps"));
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

  it("moves apps up and down from the keyboard, and keeps the order for the next page", async () => {
    const three: LocalAppView[] = [
      ...apps,
      {
        id: "ollama",
        label: "Ollama",
        macOSOnly: false,
        snippets: [{ key: "o-0", html: "<pre>ollama run</pre>" }],
      },
    ];
    const tabs = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
    const view = renderApps(three);
    fireEvent.click(await screen.findByText("Choose and order apps"));
    expect(screen.getByRole("button", { name: "Move vLLM up" }).getAttribute("aria-disabled")).toBe("true");
    const up = screen.getByRole("button", { name: "Move Ollama up" });
    up.focus();
    fireEvent.click(up);
    fireEvent.click(screen.getByRole("button", { name: "Move Ollama up" }));
    expect(tabs()).toEqual(["Ollama", "vLLM", "RecurseChat"]);
    // The moved app's button keeps the focus; at the top it does nothing more.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Ollama up");
    fireEvent.click(screen.getByRole("button", { name: "Move Ollama up" }));
    expect(tabs()).toEqual(["Ollama", "vLLM", "RecurseChat"]);
    // Nothing picked yet: the first app in the visitor's order is the one shown.
    expect(screen.getByRole("tab", { name: "Ollama" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("ollama run")).toBeTruthy();
    expect(window.localStorage.getItem("modelhub:local-apps-order")).toBe('["ollama","vllm","recursechat"]');
    view.unmount();

    // A page with other apps places the known ones as the visitor did, the others where they were.
    renderApps([
      apps[0] as LocalAppView,
      { ...(three[2] as LocalAppView) },
      { id: "jan", label: "Jan", macOSOnly: false, snippets: [] },
    ]);
    await screen.findByText("(all shown)");
    expect(tabs()).toEqual(["Ollama", "Jan", "vLLM"]);
    fireEvent.click(screen.getByText("Choose and order apps"));
    fireEvent.click(screen.getByRole("button", { name: "Move vLLM up" }));
    expect(tabs()).toEqual(["Ollama", "vLLM", "Jan"]);
    // RecurseChat, not on this page, keeps its place after the page's apps.
    expect(window.localStorage.getItem("modelhub:local-apps-order")).toBe(
      '["ollama","vllm","jan","recursechat"]',
    );
    fireEvent.click(screen.getByRole("button", { name: "Back to the usual order" }));
    expect(tabs()).toEqual(["vLLM", "Ollama", "Jan"]);
    expect(window.localStorage.getItem("modelhub:local-apps-order")).toBeNull();
    expect(screen.queryByRole("button", { name: "Back to the usual order" })).toBeNull();
  });

  it("is left out for a model no app runs", () => {
    renderApps([]);
    expect(screen.queryByRole("heading", { name: "Run it locally" })).toBeNull();
  });
});
