import { useEffect, useState } from "react";
import { Icon } from "./Icon";

/** Writes text to the clipboard, falling back to a hidden textarea where the API is missing. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/**
 * A button that copies text and says so ("Copied", announced to screen readers) for two seconds.
 * `getText` is read at click time, so callers can copy what is on screen.
 */
export function CopyButton({ getText, label = "Copy" }: { getText: () => string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className="button copy-button"
      data-copied={state === "copied"}
      onClick={() =>
        writeClipboard(getText()).then(
          () => setState("copied"),
          () => setState("failed"),
        )
      }
    >
      <Icon name={state === "copied" ? "check" : "copy"} />
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
      </span>
    </button>
  );
}
