import { useRef } from "react";
import { CopyButton } from "./CopyButton";

/**
 * Highlighted code (HTML made and escaped by shiki on the server) with a copy button that copies
 * the code's text as shown.
 */
export function CodeBlock({
  html,
  title,
  copyLabel = "Copy",
}: {
  html: string;
  title?: string;
  copyLabel?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <span className="code-block__title">{title}</span>
        <CopyButton label={copyLabel} getText={() => ref.current?.querySelector("pre")?.textContent ?? ""} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki escapes every character of the code. */}
      <div className="code-block__code" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
