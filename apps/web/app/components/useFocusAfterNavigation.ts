import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation that changes `part` of the URL (its path, or its query), moves
 * keyboard focus to `target` when the control that started it is gone (focus fell back to the
 * page body): a keyboard user then goes on from the new content instead of the top of the page.
 * The first render does nothing, so a page opened directly keeps the browser's own focus.
 */
export function useFocusAfterNavigation(
  target: RefObject<HTMLElement | null>,
  part: "pathname" | "search",
): void {
  const location = useLocation();
  const key = location[part];
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus({ preventScroll: true });
  }, [key, target]);
}
