/**
 * The 1-based line on which each top-level element of a JSON array starts, found by a scan that
 * tracks strings and nesting. Used to report an invalid record of an array file by its line.
 */
export function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\n") line++;
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === " " || char === "\t" || char === "\r" || char === "\n") continue;
    if (depth === 1 && expectValue && char !== "]") {
      lines.push(line);
      expectValue = false;
    }
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (char === "]" || char === "}") depth--;
    else if (char === "," && depth === 1) expectValue = true;
  }
  return lines;
}

/** The 1-based line of a character offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
