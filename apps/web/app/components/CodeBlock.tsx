import { useRef } from "react";
import { PAGE_MARKUP_ATTRIBUTE, usePageMarkup } from "../lib/page-markup";
import { CopyButton } from "./CopyButton";

/**
 * Highlighted code (HTML made and escaped by shiki on the server, or a reference to it in the
 * server's markup: see markupOnly) with a copy button that copies the code's text as shown.
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
  const code = usePageMarkup(html);
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <span className="code-block__title">{title}</span>
        <CopyButton label={copyLabel} getText={() => ref.current?.querySelector("pre")?.textContent ?? ""} />
      </div>
      <div
        className="code-block__code"
        ref={ref}
        {...(code.index === undefined ? {} : { [PAGE_MARKUP_ATTRIBUTE]: code.index })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki escapes every character of the code.
        dangerouslySetInnerHTML={{ __html: code.html }}
      />
    </div>
  );
}
