import { AsyncLocalStorage } from "node:async_hooks";
import { pageMarkupRef } from "./page-markup";

/**
 * The HTML a document request's page data refers to instead of carrying it (see markupOnly):
 * kept for the server render, which puts each in the markup, where the browser finds it.
 */
export class PageMarkup {
  readonly #html: string[] = [];

  /** Keeps `html` and returns the reference the page data carries instead. */
  keep(html: string): string {
    this.#html.push(html);
    return pageMarkupRef(this.#html.length - 1);
  }

  /** The HTML kept under a reference's number. */
  get(index: number): string | undefined {
    return this.#html[index];
  }
}

/** The markup of the document request being handled. */
const documentMarkup = new AsyncLocalStorage<PageMarkup>();

/** Runs `handle`, a request for a whole HTML document, with a PageMarkup of its own. */
export function withPageMarkup<T>(handle: () => T): T {
  return documentMarkup.run(new PageMarkup(), handle);
}

/** The markup kept by the document request being handled, if one is. */
export function currentPageMarkup(): PageMarkup | undefined {
  return documentMarkup.getStore();
}

/**
 * HTML that a component puts in the page with CodeBlock, for page data: in a document request a
 * reference to it (the server render writes it in the markup, and the browser's first render reads
 * it back from there), so the hydration data does not carry it a second time; in a data request
 * (a navigation in the browser, which has no markup for it yet) the HTML itself.
 */
export function markupOnly(html: string): string {
  return documentMarkup.getStore()?.keep(html) ?? html;
}
