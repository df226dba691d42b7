import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readListingParams } from "../lib/listing-params";
import { ListingSearch } from "./ListingSearch";

function hiddenFields(query: string): Record<string, string> {
  const params = readListingParams("models", new URLSearchParams(query));
  const router = createMemoryRouter([
    { path: "/", element: <ListingSearch kind="models" params={params} /> },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  return Object.fromEntries(
    [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );
}

describe("ListingSearch", () => {
  it("keeps every filter in effect when a new search is submitted", () => {
    expect(
      hiddenFields(
        "author=acme&pipeline_tag=text-generation&library=gguf&inference_provider=groq,together&apps=ollama&sort=likes",
      ),
    ).toEqual({
      author: "acme",
      pipeline_tag: "text-generation",
      library: "gguf",
      inference_provider: "groq,together",
      apps: "ollama",
      sort: "likes",
    });
    expect(hiddenFields("search=llama")).toEqual({});
  });
});
