import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { IN_APP_LINK, useInAppLinkClicks } from "./InAppLinks";

function Links() {
  const follow = useInAppLinkClicks({ preventScrollReset: true });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: as the sidebar does, the links' own clicks.
    <nav onClick={follow}>
      <a href="/models?library=transformers" {...IN_APP_LINK}>
        <span>Transformers</span>
      </a>
      <a href="/models" {...IN_APP_LINK}>
        All models
      </a>
      <a href="/models?library=peft" target="_blank" {...IN_APP_LINK}>
        PEFT in a new tab
      </a>
      <a href="https://elsewhere.test/models">Elsewhere</a>
    </nav>
  );
}

/**
 * Clicks `element`; whether the page left the click to the browser (did not prevent its default).
 * The test's window then stops it, so no page is fetched.
 */
function clickLeftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const stop = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", stop);
  fireEvent.click(element, init);
  window.removeEventListener("click", stop);
  return left;
}

function renderLinks() {
  const router = createMemoryRouter([{ path: "*", element: <Links /> }], { initialEntries: ["/models"] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("in-app links", () => {
  it("follows a plain click in the app, from an element inside the link too", async () => {
    const router = renderLinks();
    expect(clickLeftToBrowser(screen.getByText("Transformers"))).toBe(false);
    await expect.poll(() => router.state.location.search).toBe("?library=transformers");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the page in the history when a link leads to it again", async () => {
    const router = renderLinks();
    expect(clickLeftToBrowser(screen.getByText("All models"))).toBe(false);
    await expect.poll(() => router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.pathname).toBe("/models");
  });

  it("leaves the browser a click with a modifier key or another button, a new tab and another site", () => {
    const router = renderLinks();
    const link = screen.getByText("Transformers");
    expect(clickLeftToBrowser(link, { ctrlKey: true })).toBe(true);
    expect(clickLeftToBrowser(link, { metaKey: true })).toBe(true);
    expect(clickLeftToBrowser(link, { button: 1 })).toBe(true);
    expect(clickLeftToBrowser(screen.getByText("PEFT in a new tab"))).toBe(true);
    expect(clickLeftToBrowser(screen.getByText("Elsewhere"))).toBe(true);
    expect(router.state.location.search).toBe("");
  });
});
