import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { createPath, PrefetchPageLinks, useLocation, useNavigate } from "react-router";

// A listing has a few hundred links (its filters, its results). A React Router `<Link>` each is a
// component with a dozen hooks at every render, the larger part of a listing's server render; here
// they are plain `<a>` elements, followed in the app by one handler on the element around them.

/**
 * What React Router's `<Link>` puts on a link within the app, which these plain links carry too:
 * the router learns the routes of the links so marked before they are followed.
 */
export const IN_APP_LINK = { "data-discover": "true" } as const;

/** The in-app link an event happened in, within the element handling it; undefined elsewhere. */
function inAppLink(event: { target: EventTarget; currentTarget: Element }): HTMLAnchorElement | undefined {
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  return link instanceof HTMLAnchorElement &&
    event.currentTarget.contains(link) &&
    link.origin === window.location.origin
    ? link
    : undefined;
}

/**
 * A click handler for an element holding in-app links: a plain click follows one in the app as a
 * `<Link>` does (`preventScrollReset` as its prop; the current page again replaces itself in the
 * history), and what the browser should do itself (another button, a modifier key, another
 * target, a download) is left to it.
 */
export function useInAppLinkClicks({ preventScrollReset = false }: { preventScrollReset?: boolean } = {}) {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = inAppLink(event);
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      void navigate(to, { preventScrollReset, replace: to === here });
    },
    [navigate, here, preventScrollReset],
  );
}

/** How long a pointer rests on a link before its page is fetched ahead, as `<Link prefetch="intent">` waits. */
const INTENT_MS = 100;

/**
 * Fetching ahead, as `<Link prefetch="intent">` does, the page of an in-app link inside an element
 * that a pointer rests on, a finger touches or the keyboard focuses: the handlers go on the
 * element, and `prefetch` (its page's data and modules) is rendered beside it.
 */
export function useInAppLinkPrefetch(): {
  handlers: {
    onMouseOver(event: MouseEvent<HTMLElement>): void;
    onMouseOut(event: MouseEvent<HTMLElement>): void;
    onFocus(event: FocusEvent<HTMLElement>): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
    onTouchStart(event: TouchEvent<HTMLElement>): void;
  };
  prefetch: ReactNode;
} {
  const [page, setPage] = useState<string>();
  const intended = useRef<{ link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> }>(undefined);
  useEffect(() => () => clearTimeout(intended.current?.timer), []);
  const intend = useCallback(
    (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>) => {
      const link = inAppLink(event);
      if (!link || intended.current?.link === link) return;
      clearTimeout(intended.current?.timer);
      const to = `${link.pathname}${link.search}`;
      intended.current = { link, timer: setTimeout(() => setPage(to), INTENT_MS) };
    },
    [],
  );
  const cancel = useCallback((event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const link = inAppLink(event);
    if (!link || link !== intended.current?.link) return;
    // Moving onto an element inside the same link is no leaving it.
    if (event.relatedTarget instanceof Node && link.contains(event.relatedTarget)) return;
    clearTimeout(intended.current.timer);
    intended.current = undefined;
    setPage(undefined);
  }, []);
  return {
    handlers: {
      onMouseOver: intend,
      onMouseOut: cancel,
      onFocus: intend,
      onBlur: cancel,
      onTouchStart: intend,
    },
    prefetch: page ? <PrefetchPageLinks page={page} /> : null,
  };
}
