import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { InferenceView } from "../lib/inference-view.server";
import { InferencePanel } from "./InferencePanel";

function renderPanel(overrides: Partial<InferenceView>, taskName?: string) {
  const inference: InferenceView = {
    providers: [
      { id: "hf-inference", label: "HF Inference" },
      { id: "auto", label: "Auto (router picks a provider)" },
    ],
    provider: "hf-inference",
    hasTask: true,
    servedLive: true,
    isChat: false,
    streaming: false,
    languages: [
      {
        id: "python",
        label: "Python",
        clients: [{ id: "huggingface_hub", label: "huggingface_hub", html: "<pre>x</pre>" }],
      },
    ],
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      {
        path: "/acme/m",
        element: <InferencePanel inference={inference} modelId="acme/m" taskName={taskName} />,
      },
    ],
    { initialEntries: ["/acme/m"] },
  );
  render(<RouterProvider router={router} />);
}

describe("InferencePanel", () => {
  it("explains why Auto offers only the Hugging Face clients outside chat", () => {
    renderPanel({ provider: "auto" });
    expect(screen.getByText(/only the Hugging Face clients/)).toBeTruthy();
  });

  it("says nothing of the kind for chat, or for a provider chosen by name", () => {
    renderPanel({ provider: "auto", isChat: true });
    expect(screen.queryByText(/only the Hugging Face clients/)).toBeNull();
  });

  it("says when no provider is recorded as serving the model", () => {
    renderPanel({ servedLive: false });
    expect(screen.getByText(/records no provider serving this model/)).toBeTruthy();
    expect(screen.queryByText(/only the Hugging Face clients/)).toBeNull();
  });

  it("names the provider and the task when the provider has no call for it", () => {
    renderPanel({ languages: [] }, "Reinforcement Learning");
    expect(
      screen.getByText("HF Inference has no inference call for Reinforcement Learning models."),
    ).toBeTruthy();
  });

  it("suggests another provider only when there is one besides Auto", () => {
    renderPanel({
      languages: [],
      provider: "auto",
      providers: [
        { id: "auto", label: "Auto (router picks a provider)" },
        { id: "hf-inference", label: "HF Inference" },
        { id: "together", label: "Together" },
      ],
    });
    expect(
      screen.getByText("The router has no inference call for this model's task. Pick another provider."),
    ).toBeTruthy();
  });
});
