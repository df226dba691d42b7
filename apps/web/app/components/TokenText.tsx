import type { TextToken } from "@modelhub/catalog";

const PALETTE_SIZE = 6;

/** The text with each token span highlighted and labelled with its type. */
export function TokenText({ text, tokens }: { text: string; tokens: readonly TextToken[] }) {
  const types = [...new Set(tokens.map((token) => token.type))];
  const sorted = [...tokens]
    .filter((token) => token.start >= 0 && token.end <= text.length && token.start < token.end)
    .sort((a, b) => a.start - b.start);
  const parts: { text: string; type?: string; key: string }[] = [];
  let cursor = 0;
  for (const token of sorted) {
    if (token.start < cursor) continue; // overlapping spans: keep the first
    if (token.start > cursor) parts.push({ text: text.slice(cursor, token.start), key: `t${cursor}` });
    parts.push({ text: text.slice(token.start, token.end), type: token.type, key: `k${token.start}` });
    cursor = token.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), key: `t${cursor}` });
  return (
    <p className="token-text">
      {parts.map((part) =>
        part.type === undefined ? (
          <span key={part.key}>{part.text}</span>
        ) : (
          <mark key={part.key} className={`token token--${types.indexOf(part.type) % PALETTE_SIZE}`}>
            {part.text}
            <span className="token__type">{part.type}</span>
          </mark>
        ),
      )}
    </p>
  );
}
