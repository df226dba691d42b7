import { createContext, useContext } from "react";

/** What a reference to HTML kept in the markup looks like (no HTML starts so: it starts with `<`). */
const REF_PREFIX = "page-markup:";

/** The reference to the HTML kept at `index` (see markupOnly). */
export function pageMarkupRef(index: number): string {
  return `${REF_PREFIX}${index}`;
}

/** The number of a reference, or undefined for HTML. */
function refIndex(value: string): number | undefined {
  return value.startsWith(REF_PREFIX) ? Number(value.slice(REF_PREFIX.length)) : undefined;
}

/** On the server, the HTML kept by the document request being rendered, by reference number. */
export const PageMarkupContext = createContext<((index: number) => string | undefined) | undefined>(
  undefined,
);

/** The attribute of the element that holds a referenced piece of HTML, for the browser to find. */
export const PAGE_MARKUP_ATTRIBUTE = "data-page-markup";

/** In the browser, each referenced piece of HTML as the server's markup had it, read once. */
let markupInDocument: Map<number, string> | undefined;

function readFromDocument(index: number): string | undefined {
  // Read at the first render (the hydration), while the document is the server's: a block the
  // page mounts again later finds its HTML here.
  markupInDocument ??= new Map(
    [...document.querySelectorAll<HTMLElement>(`[${PAGE_MARKUP_ATTRIBUTE}]`)].map((element) => [
      Number(element.getAttribute(PAGE_MARKUP_ATTRIBUTE)),
      element.innerHTML,
    ]),
  );
  return markupInDocument.get(index);
}

/**
 * The HTML a page-data value stands for: the value itself, or the HTML its reference names (from
 * the server render's markup), with the reference number to mark its element with.
 */
export function usePageMarkup(value: string): { html: string; index?: number } {
  const onServer = useContext(PageMarkupContext);
  const index = refIndex(value);
  if (index === undefined) return { html: value };
  const html = onServer
    ? onServer(index)
    : typeof document === "undefined"
      ? undefined
      : readFromDocument(index);
  return { html: html ?? "", index };
}
