import type { CodeTokens } from "../lib/highlight.server";

/**
 * Code coloured on the server as CodeTokens: each colour pair is a class of a small style sheet,
 * each run a span of text (escaped by React like any text). `scope` names the classes, so two
 * blocks on a page keep their own palettes.
 */
export function TokenCode({ tokens, scope }: { tokens: CodeTokens; scope: string }) {
  const rules = tokens.palette
    .map(([light, dark], index) => `.${scope}-${index}{--shiki-light:${light};--shiki-dark:${dark}}`)
    .join("");
  return (
    <>
      <style>{rules}</style>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, reachable by keyboard. */}
      <pre className="shiki" tabIndex={0}>
        <code>
          {tokens.lines.map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of fixed code, in order.
            <span className="line" key={lineIndex}>
              {line.map(([text, colour], index) =>
                colour < 0 ? (
                  text
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs of fixed code, in order.
                  <span className={`${scope}-${colour}`} key={index}>
                    {text}
                  </span>
                ),
              )}
              {lineIndex < tokens.lines.length - 1 ? "\n" : null}
            </span>
          ))}
        </code>
      </pre>
    </>
  );
}
